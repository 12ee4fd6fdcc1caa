-- PostgreSQL's twin of storage/migrations/0014_ratings.sql (see there): DOUBLE PRECISION
-- for SQLite's REAL (both 8-byte floats), BIGINT for INTEGER.
CREATE TABLE ratings (
    user_id BIGINT NOT NULL,
    kind TEXT NOT NULL,
    mu DOUBLE PRECISION NOT NULL,
    sigma DOUBLE PRECISION NOT NULL,
    games BIGINT NOT NULL DEFAULT 0,
    wins BIGINT NOT NULL DEFAULT 0,
    display_name TEXT NOT NULL,
    updated_at TEXT NOT NULL,
    PRIMARY KEY (user_id, kind)
);
CREATE INDEX ratings_by_kind ON ratings (kind);

CREATE TABLE rated_games (
    game_id BIGINT PRIMARY KEY REFERENCES games (id) ON DELETE CASCADE,
    position BIGINT NOT NULL UNIQUE,
    kind TEXT NOT NULL,
    guild_id BIGINT
);

CREATE TABLE rating_changes (
    game_id BIGINT NOT NULL REFERENCES rated_games (game_id) ON DELETE CASCADE,
    user_id BIGINT NOT NULL,
    seat BIGINT NOT NULL,
    mu_before DOUBLE PRECISION NOT NULL,
    sigma_before DOUBLE PRECISION NOT NULL,
    mu_after DOUBLE PRECISION NOT NULL,
    sigma_after DOUBLE PRECISION NOT NULL,
    PRIMARY KEY (game_id, user_id)
);
CREATE INDEX rating_changes_by_user ON rating_changes (user_id);

CREATE TABLE rating_clock (
    id BIGINT NOT NULL PRIMARY KEY CHECK (id = 1),
    position BIGINT NOT NULL DEFAULT 0,
    backfilled BIGINT NOT NULL DEFAULT 0 CHECK (backfilled IN (0, 1))
);

CREATE TABLE rating_hidden (
    user_id BIGINT NOT NULL PRIMARY KEY,
    since TEXT NOT NULL
);
