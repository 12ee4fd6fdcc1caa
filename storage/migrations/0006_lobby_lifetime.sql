-- Lobbies close by themselves after a lifetime (a `lobby_expiry` timer each), and a player
-- may host only so many open lobbies at once (counted by host among the lobbies).

-- SQLite cannot change a CHECK constraint in place: the timers table is rebuilt with the new
-- kind, keeping every row and id (nothing refers to timers; votes and games are referred to).
CREATE TABLE timers_new (
    id           INTEGER PRIMARY KEY,
    kind         TEXT    NOT NULL CHECK (kind IN ('deadline', 'remind_half', 'remind_tenth',
                                                  'vote_close', 'digest', 'vacation_end',
                                                  'lobby_expiry')),
    game_id      INTEGER REFERENCES games (id) ON DELETE CASCADE,
    seat         INTEGER,
    user_id      INTEGER,
    vote_id      INTEGER,
    due_at       TEXT    NOT NULL,
    created_at   TEXT    NOT NULL,
    fired_at     TEXT
);
INSERT INTO timers_new (id, kind, game_id, seat, user_id, vote_id, due_at, created_at, fired_at)
    SELECT id, kind, game_id, seat, user_id, vote_id, due_at, created_at, fired_at FROM timers;
DROP TABLE timers;
ALTER TABLE timers_new RENAME TO timers;
CREATE INDEX timers_pending ON timers (due_at) WHERE fired_at IS NULL;
CREATE INDEX timers_by_game ON timers (game_id, seat);
CREATE INDEX timers_by_user ON timers (user_id) WHERE user_id IS NOT NULL;

-- The lobbies already open get the default lifetime (a day from their creation; one already
-- older closes at the bot's next start). Times are the fixed-width UTC text of 0001.
INSERT INTO timers (kind, game_id, due_at, created_at)
    SELECT 'lobby_expiry', id,
           strftime('%Y-%m-%dT%H:%M:%f', created_at, '+1 day') || '000+00:00', created_at
    FROM games WHERE status = 'lobby';

-- A host's open lobbies, counted at every /game new.
CREATE INDEX games_lobbies_by_host ON games (host_id) WHERE status = 'lobby';
