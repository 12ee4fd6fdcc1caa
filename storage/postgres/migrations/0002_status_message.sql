-- One live status message per game, edited in place (in the game's thread, or its channel).
ALTER TABLE games ADD COLUMN status_message_id BIGINT;
