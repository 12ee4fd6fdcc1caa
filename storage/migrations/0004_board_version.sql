-- The game's version when its board was last posted: a button made since then still stands
-- (no new board has been shown), one made before it is out of date.
ALTER TABLE games ADD COLUMN board_version INTEGER NOT NULL DEFAULT 0 CHECK (board_version >= 0);
