-- The first schema: games, their seats, the append-only action log, the outbox, users.
-- Times are ISO-8601 UTC text of one fixed width ('2024-05-01T12:00:00.000000+00:00'), so
-- comparing them as text compares them in time. Booleans are 0/1.
-- Migration files must not contain BEGIN/COMMIT: the migrator wraps each file in a transaction.

CREATE TABLE games (
    id           INTEGER PRIMARY KEY,
    kind         TEXT    NOT NULL,                 -- engine name: ostriches, scramble, zigzag
    guild_id     INTEGER,                          -- NULL for games started outside a server
    channel_id   INTEGER NOT NULL,
    thread_id    INTEGER,                          -- the game's own thread, when one was made
    message_id   INTEGER,                          -- the lobby / status message
    host_id      INTEGER NOT NULL,
    status       TEXT    NOT NULL CHECK (status IN ('lobby', 'active', 'finished', 'cancelled')),
    options      TEXT    NOT NULL DEFAULT '{}',    -- JSON object, validated by the engine
    seed         INTEGER NOT NULL,
    language     TEXT    NOT NULL DEFAULT 'en',    -- language of the game's public messages
    state        TEXT,                             -- engine state JSON, NULL while in the lobby
    version      INTEGER NOT NULL DEFAULT 0        -- bumped by every change: optimistic locking
                         CHECK (version >= 0),
    outcome      TEXT,                             -- Outcome JSON once finished
    posted_seq   INTEGER NOT NULL DEFAULT 0        -- last action whose public events were posted
                         CHECK (posted_seq >= 0),
    created_at   TEXT    NOT NULL,
    updated_at   TEXT    NOT NULL
);
CREATE INDEX games_by_channel ON games (channel_id, status);
CREATE INDEX games_by_thread ON games (thread_id);   -- a command typed in the game's thread
CREATE INDEX games_by_status ON games (status);

CREATE TABLE seats (
    game_id      INTEGER NOT NULL REFERENCES games (id) ON DELETE CASCADE,
    seat         INTEGER NOT NULL CHECK (seat >= 0), -- kept contiguous: 0 .. players-1
    user_id      INTEGER NOT NULL,
    display_name TEXT    NOT NULL,
    joined_at    TEXT    NOT NULL,
    PRIMARY KEY (game_id, seat),
    UNIQUE (game_id, user_id)
);
CREATE INDEX seats_by_user ON seats (user_id);

CREATE TABLE actions (
    game_id      INTEGER NOT NULL REFERENCES games (id) ON DELETE CASCADE,
    seq          INTEGER NOT NULL CHECK (seq >= 1), -- 1, 2, 3... within the game
    seat         INTEGER NOT NULL,
    notation     TEXT    NOT NULL,
    events       TEXT    NOT NULL DEFAULT '[]',    -- JSON list of the engine's Events
    at           TEXT    NOT NULL,
    PRIMARY KEY (game_id, seq)
);

-- The log is append-only: replaying seed + actions must always give the stored state.
CREATE TRIGGER actions_are_append_only BEFORE UPDATE ON actions
BEGIN
    SELECT RAISE(ABORT, 'actions are append-only');
END;

CREATE TABLE outbox (
    id              INTEGER PRIMARY KEY,
    game_id         INTEGER REFERENCES games (id) ON DELETE CASCADE,
    payload         TEXT    NOT NULL,              -- JSON of sessions' OutgoingMessage
    created_at      TEXT    NOT NULL,
    attempts        INTEGER NOT NULL DEFAULT 0     -- failed delivery attempts so far
                            CHECK (attempts >= 0),
    next_attempt_at TEXT    NOT NULL,
    sent_at         TEXT,
    failed_at       TEXT,                          -- given up: never retried again
    last_error      TEXT
);
CREATE INDEX outbox_pending ON outbox (next_attempt_at) WHERE sent_at IS NULL AND failed_at IS NULL;
CREATE INDEX outbox_by_game ON outbox (game_id);  -- keeps ON DELETE CASCADE from scanning

CREATE TABLE users (
    user_id      INTEGER PRIMARY KEY,
    language     TEXT,                             -- NULL: follow the interaction's locale
    notify       INTEGER NOT NULL DEFAULT 1 CHECK (notify IN (0, 1)),    -- private turn notices
    dm_closed    INTEGER NOT NULL DEFAULT 0 CHECK (dm_closed IN (0, 1)), -- Discord said 50007
    updated_at   TEXT    NOT NULL
);

CREATE TABLE guild_settings (
    guild_id     INTEGER PRIMARY KEY,
    use_threads  INTEGER NOT NULL DEFAULT 1 CHECK (use_threads IN (0, 1)),
    language     TEXT,
    updated_at   TEXT    NOT NULL
);
