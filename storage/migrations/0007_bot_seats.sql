-- Bots at the table: a seat may be a bot of a level, and a server chooses the
-- level the bot plays a seat it takes over from an absent or resigned player.
-- A bot seat has no Discord user: its user_id is negative (-1, -2... within the game), so
-- that (game_id, user_id) stays unique and no Discord id can ever match it.
ALTER TABLE seats ADD COLUMN bot_level TEXT
    CHECK (bot_level IS NULL OR bot_level IN ('easy', 'normal', 'hard'));
ALTER TABLE guild_settings ADD COLUMN takeover_level TEXT
    CHECK (takeover_level IS NULL OR takeover_level IN ('easy', 'normal', 'hard'));
