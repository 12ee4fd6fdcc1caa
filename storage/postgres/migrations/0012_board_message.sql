-- PostgreSQL's twin of storage/migrations/0012_board_message.sql: the newest board post of a
-- game, which its turn notices link to.
ALTER TABLE games ADD COLUMN board_message_id BIGINT;
