-- Lobbies close by themselves after a lifetime (a `lobby_expiry` timer each), and a player
-- may host only so many open lobbies at once. PostgreSQL changes the CHECK in place.
ALTER TABLE timers DROP CONSTRAINT timers_kind_check;
ALTER TABLE timers ADD CONSTRAINT timers_kind_check
    CHECK (kind IN ('deadline', 'remind_half', 'remind_tenth', 'vote_close', 'digest',
                    'vacation_end', 'lobby_expiry'));

-- The lobbies already open get the default lifetime (a day from their creation), in the
-- fixed-width UTC text of 0001.
INSERT INTO timers (kind, game_id, due_at, created_at)
    SELECT 'lobby_expiry', id,
           to_char((created_at::timestamptz + interval '1 day') AT TIME ZONE 'UTC',
                   'YYYY-MM-DD"T"HH24:MI:SS.US') || '+00:00',
           created_at
    FROM games WHERE status = 'lobby';

CREATE INDEX games_lobbies_by_host ON games (host_id) WHERE status = 'lobby';
