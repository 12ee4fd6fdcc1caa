-- Leases: with several bot processes on one database, each game's delivery and
-- timers are worked by one process at a time, the holder of the game's lease until it
-- expires. A process renews its leases while it works; a dead process's leases expire and its
-- pending messages and timers are then claimed by another (or by its own restart).
-- game_id 0 is the lease of the messages and timers of no game. No foreign key: a lease
-- outliving its game is harmless, and deleting a game must not wait for one.
CREATE TABLE leases (
    game_id     INTEGER PRIMARY KEY,
    owner       TEXT    NOT NULL,                  -- the holder, named by its shards
    expires_at  TEXT    NOT NULL                   -- free for anyone to claim from then on
);
