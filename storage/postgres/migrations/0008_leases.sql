-- PostgreSQL's twin of storage/migrations/0008_leases.sql: which bot process works on a
-- game's messages and timers, until when (game_id 0: the work of no game). No foreign key:
-- a lease outliving its game is harmless, and deleting a game must not wait for one.
CREATE TABLE leases (
    game_id     BIGINT  PRIMARY KEY,
    owner       TEXT    NOT NULL,
    expires_at  TEXT    NOT NULL
);
