-- Clocks, vacations, reminders, timeout votes, and the bot standing in for absent seats.
-- Durations are whole seconds; times are the fixed-width UTC text of 0001.

-- The clock a game was created with (JSON of sessions.core.clock_rules.ClockSpec); no row:
-- no clock.
CREATE TABLE game_clocks (
    game_id      INTEGER PRIMARY KEY REFERENCES games (id) ON DELETE CASCADE,
    spec         TEXT    NOT NULL
);

-- Each seat's clock and standing, one row per seat once the game has started.
CREATE TABLE seat_clocks (
    game_id       INTEGER NOT NULL REFERENCES games (id) ON DELETE CASCADE,
    seat          INTEGER NOT NULL CHECK (seat >= 0),
    bank          INTEGER NOT NULL DEFAULT 0 CHECK (bank >= 0),      -- seconds left now
    allotted      INTEGER NOT NULL DEFAULT 0 CHECK (allotted >= 0),  -- seconds at wait start
    waiting       INTEGER NOT NULL DEFAULT 0 CHECK (waiting IN (0, 1)),   -- the game waits
    running_since TEXT,              -- when the clock last started running; NULL: stopped
    paused        INTEGER NOT NULL DEFAULT 0 CHECK (paused IN (0, 1)),    -- on vacation
    timed_out     INTEGER NOT NULL DEFAULT 0 CHECK (timed_out IN (0, 1)), -- ran out this wait
    auto          INTEGER NOT NULL DEFAULT 0 CHECK (auto IN (0, 1)),      -- the bot plays it
    resigned      INTEGER NOT NULL DEFAULT 0 CHECK (resigned IN (0, 1)),
    PRIMARY KEY (game_id, seat)
);

-- Timers are rows: a runner fires the due ones, setting fired_at in the same transaction as
-- what firing did, so a timer fires once even across a crash or a restart.
CREATE TABLE timers (
    id           INTEGER PRIMARY KEY,
    kind         TEXT    NOT NULL CHECK (kind IN ('deadline', 'remind_half', 'remind_tenth',
                                                  'vote_close', 'digest', 'vacation_end')),
    game_id      INTEGER REFERENCES games (id) ON DELETE CASCADE,
    seat         INTEGER,
    user_id      INTEGER,
    vote_id      INTEGER,
    due_at       TEXT    NOT NULL,
    created_at   TEXT    NOT NULL,
    fired_at     TEXT
);
CREATE INDEX timers_pending ON timers (due_at) WHERE fired_at IS NULL;
CREATE INDEX timers_by_game ON timers (game_id, seat);
CREATE INDEX timers_by_user ON timers (user_id) WHERE user_id IS NOT NULL;

-- What to do about a seat whose clock ran out, decided by the other players' ballots.
CREATE TABLE votes (
    id           INTEGER PRIMARY KEY,
    game_id      INTEGER NOT NULL REFERENCES games (id) ON DELETE CASCADE,
    seat         INTEGER NOT NULL,                -- the absent seat
    opened_at    TEXT    NOT NULL,
    closes_at    TEXT    NOT NULL,
    ballots      TEXT    NOT NULL DEFAULT '{}',   -- JSON object: voter seat -> choice
    result       TEXT    CHECK (result IN ('more_time', 'auto', 'end', 'returned', 'moot')),
    closed_at    TEXT
);
CREATE UNIQUE INDEX votes_one_open ON votes (game_id, seat) WHERE closed_at IS NULL;

-- Vacation and the daily digest.
ALTER TABLE users ADD COLUMN vacation_until TEXT;                    -- NULL: not away
ALTER TABLE users ADD COLUMN vacation_year INTEGER NOT NULL DEFAULT 0; -- year of days_used
ALTER TABLE users ADD COLUMN vacation_days_used INTEGER NOT NULL DEFAULT 0;
ALTER TABLE users ADD COLUMN digest INTEGER NOT NULL DEFAULT 0 CHECK (digest IN (0, 1));
ALTER TABLE users ADD COLUMN digest_hour INTEGER CHECK (digest_hour BETWEEN 0 AND 23);
