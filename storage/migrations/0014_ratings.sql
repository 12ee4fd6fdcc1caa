-- Ratings: each person's rating per game kind (a Bayesian mean `mu` and uncertainty
-- `sigma`, OpenSkill's Plackett-Luce model), derived from finished games in the order they
-- were rated, never edited by hand (`python bot.py --recompute-ratings` rebuilds them).
-- rated_games: every game whose result entered the ratings, once (its id is the key), at
-- its `position` in that order; the row is written in the same transaction as the game's
-- end. rating_changes: what the game did to each person's rating. rating_clock: the one
-- row every rating update takes first, so that two games ending at once are rated one
-- after the other (its `position` is the last one given), and whether today's finished
-- games were back-filled yet (the first update makes the row; none: not back-filled).
-- rating_hidden: the players who keep off the boards across servers (their own server's
-- board still lists them).
CREATE TABLE ratings (
    user_id INTEGER NOT NULL,
    kind TEXT NOT NULL,
    mu REAL NOT NULL,
    sigma REAL NOT NULL,
    games INTEGER NOT NULL DEFAULT 0,
    wins INTEGER NOT NULL DEFAULT 0,
    display_name TEXT NOT NULL,
    updated_at TEXT NOT NULL,
    PRIMARY KEY (user_id, kind)
);
CREATE INDEX ratings_by_kind ON ratings (kind);

CREATE TABLE rated_games (
    game_id INTEGER PRIMARY KEY REFERENCES games (id) ON DELETE CASCADE,
    position INTEGER NOT NULL UNIQUE,
    kind TEXT NOT NULL,
    guild_id INTEGER
);

CREATE TABLE rating_changes (
    game_id INTEGER NOT NULL REFERENCES rated_games (game_id) ON DELETE CASCADE,
    user_id INTEGER NOT NULL,
    seat INTEGER NOT NULL,
    mu_before REAL NOT NULL,
    sigma_before REAL NOT NULL,
    mu_after REAL NOT NULL,
    sigma_after REAL NOT NULL,
    PRIMARY KEY (game_id, user_id)
);
CREATE INDEX rating_changes_by_user ON rating_changes (user_id);

CREATE TABLE rating_clock (
    id INTEGER NOT NULL PRIMARY KEY CHECK (id = 1),
    position INTEGER NOT NULL DEFAULT 0,
    backfilled INTEGER NOT NULL DEFAULT 0 CHECK (backfilled IN (0, 1))
);

CREATE TABLE rating_hidden (
    user_id INTEGER NOT NULL PRIMARY KEY,
    since TEXT NOT NULL
);
