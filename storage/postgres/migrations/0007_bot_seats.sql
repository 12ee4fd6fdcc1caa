-- Bots at the table: a bot seat's user_id is negative; a server chooses the level
-- the bot plays a seat it takes over.
ALTER TABLE seats ADD COLUMN bot_level TEXT
    CHECK (bot_level IS NULL OR bot_level IN ('easy', 'normal', 'hard'));
ALTER TABLE guild_settings ADD COLUMN takeover_level TEXT
    CHECK (takeover_level IS NULL OR takeover_level IN ('easy', 'normal', 'hard'));
