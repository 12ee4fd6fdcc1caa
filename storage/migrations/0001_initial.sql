-- The first schema: games, their seats, the append-only action log, the outbox, users.

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
    version      INTEGER NOT NULL DEFAULT 0,       -- bumped by every change: optimistic locking
    outcome      TEXT,                             -- Outcome JSON once finished
    posted_seq   INTEGER NOT NULL DEFAULT 0,       -- last action whose public events were posted
    created_at   TEXT    NOT NULL,
    updated_at   TEXT    NOT NULL
);
CREATE INDEX games_by_channel ON games (channel_id, status);
CREATE INDEX games_by_status ON games (status);

CREATE TABLE seats (
    game_id      INTEGER NOT NULL REFERENCES games (id) ON DELETE CASCADE,
    seat         INTEGER NOT NULL,
    user_id      INTEGER NOT NULL,
    display_name TEXT    NOT NULL,
    joined_at    TEXT    NOT NULL,
    PRIMARY KEY (game_id, seat),
    UNIQUE (game_id, user_id)
);
CREATE INDEX seats_by_user ON seats (user_id);

CREATE TABLE actions (
    game_id      INTEGER NOT NULL REFERENCES games (id) ON DELETE CASCADE,
    seq          INTEGER NOT NULL,                 -- 1, 2, 3... within the game
    seat         INTEGER NOT NULL,
    notation     TEXT    NOT NULL,
    events       TEXT    NOT NULL DEFAULT '[]',    -- JSON list of the engine's Events
    at           TEXT    NOT NULL,
    PRIMARY KEY (game_id, seq)
);

CREATE TABLE outbox (
    id              INTEGER PRIMARY KEY,
    game_id         INTEGER REFERENCES games (id) ON DELETE CASCADE,
    payload         TEXT    NOT NULL,              -- JSON of sessions' OutgoingMessage
    created_at      TEXT    NOT NULL,
    attempts        INTEGER NOT NULL DEFAULT 0,
    next_attempt_at TEXT    NOT NULL,
    sent_at         TEXT,
    failed_at       TEXT,                          -- given up: never retried again
    last_error      TEXT
);
CREATE INDEX outbox_pending ON outbox (next_attempt_at) WHERE sent_at IS NULL AND failed_at IS NULL;

CREATE TABLE users (
    user_id      INTEGER PRIMARY KEY,
    language     TEXT,                             -- NULL: follow the interaction's locale
    notify       INTEGER NOT NULL DEFAULT 1,       -- private turn notices on/off
    dm_closed    INTEGER NOT NULL DEFAULT 0,       -- Discord answered 50007: stop trying DMs
    updated_at   TEXT    NOT NULL
);

CREATE TABLE guild_settings (
    guild_id     INTEGER PRIMARY KEY,
    use_threads  INTEGER NOT NULL DEFAULT 1,
    language     TEXT,
    updated_at   TEXT    NOT NULL
);
