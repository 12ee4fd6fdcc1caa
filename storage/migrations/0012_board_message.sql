-- The newest board post of a game (its message id in the game's thread or channel): a turn
-- notice links to it, the board the player's turn follows, not to the live status message.
ALTER TABLE games ADD COLUMN board_message_id INTEGER;
