-- The reader's language remembered, and what a server's managers were told it lacks.
-- users.locale: the Discord locale of the user's latest interaction (`fr`, `en-US`), which
-- their private messages follow when they chose no language (users.language).
-- guild_settings.missing_told: the permissions the bot needs and found missing in the
-- server, that a manager was told of (names, comma-separated); told once, not every game.
ALTER TABLE users ADD COLUMN locale TEXT;
ALTER TABLE guild_settings ADD COLUMN missing_told TEXT;
