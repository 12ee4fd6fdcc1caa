-- The game's version when its board was last posted.
ALTER TABLE games ADD COLUMN board_version BIGINT NOT NULL DEFAULT 0 CHECK (board_version >= 0);
