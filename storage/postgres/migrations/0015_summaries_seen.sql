-- PostgreSQL's twin of storage/migrations/0015_summaries_seen.sql: the game kinds whose
-- first-game summary the user has been shown, comma-separated.
ALTER TABLE users ADD COLUMN summaries_seen TEXT;
