-- PostgreSQL's twin of storage/migrations/0010_practice.sql: a practice game, never counted in
-- statistics, reached by its one player only.
ALTER TABLE games ADD COLUMN practice BIGINT NOT NULL DEFAULT 0 CHECK (practice IN (0, 1));
