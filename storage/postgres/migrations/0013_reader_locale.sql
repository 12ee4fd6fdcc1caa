-- PostgreSQL's twin of storage/migrations/0013_reader_locale.sql: the Discord locale of a
-- user's latest interaction, and the missing permissions a server's managers were told of.
ALTER TABLE users ADD COLUMN locale TEXT;
ALTER TABLE guild_settings ADD COLUMN missing_told TEXT;
