-- PostgreSQL's twin of storage/migrations/0009_fairness.sql: each game's secret salt, for the
-- SHA-256 commitment to its seed shown at the start (NULL for games created before it).
ALTER TABLE games ADD COLUMN salt TEXT;
