"""The ratings tables (migration 0014): each person's rating per game kind, the games rated
and in which order, what each did to each rating, the one-row clock every update takes
first, and who keeps off the boards across servers.

Every rating update starts with `take_rating_turn`, an upsert of the clock's single row:
on PostgreSQL it holds that row's lock until the transaction ends, so two games ending at
once in two processes are rated one after the other, the second reading the ratings the
first wrote; SQLite has one writer at a time anyway. `save_rated_game` inserts the game's
`rated_games` row, whose key refuses a game rated twice.
"""

from __future__ import annotations

from collections.abc import Sequence
from datetime import datetime

from storage.queries._common import Connection, fetch_all, fetch_one, record_reader, write
from storage.rating_records import (
    FinishedGame,
    RatedGame,
    RatedSeat,
    RatingChangeRecord,
    RatingRecord,
)
from storage.timestamps import to_db_time

_rating = record_reader(RatingRecord)
_change = record_reader(RatingChangeRecord)
_seat = record_reader(RatedSeat)

_INSERT_RATED = "INSERT INTO rated_games (game_id, position, kind, guild_id) VALUES (?, ?, ?, ?)"
_INSERT_CHANGE = (
    "INSERT INTO rating_changes (game_id, user_id, seat, mu_before, sigma_before, mu_after,"
    " sigma_after) VALUES (?, ?, ?, ?, ?, ?, ?)")
_UPSERT_RATING = (
    "INSERT INTO ratings (user_id, kind, mu, sigma, games, wins, display_name, updated_at)"
    " VALUES (?, ?, ?, ?, ?, ?, ?, ?) ON CONFLICT (user_id, kind) DO UPDATE SET"
    " mu = excluded.mu, sigma = excluded.sigma, games = excluded.games,"
    " wins = excluded.wins, display_name = excluded.display_name,"
    " updated_at = excluded.updated_at")


def _rating_row(r: RatingRecord) -> tuple[object, ...]:
    return (r.user_id, r.kind, r.mu, r.sigma, r.games, r.wins, r.display_name,
            to_db_time(r.updated_at))


def _change_row(c: RatingChangeRecord) -> tuple[object, ...]:
    return (c.game_id, c.user_id, c.seat, c.mu_before, c.sigma_before, c.mu_after,
            c.sigma_after)


async def take_rating_turn(conn: Connection) -> tuple[int, bool]:
    """Take the next position in the rating order (holding the clock's row until the
    transaction ends); also whether today's finished games were back-filled yet."""
    row = await fetch_one(
        conn,
        "INSERT INTO rating_clock (id, position, backfilled) VALUES (1, 1, 0)"
        " ON CONFLICT (id) DO UPDATE SET position = rating_clock.position + 1"
        " RETURNING position, backfilled")
    assert row is not None  # the upsert returns its row
    return int(row["position"]), bool(row["backfilled"])


async def is_rated(conn: Connection, game_id: int) -> bool:
    """Whether the game's result is in the ratings already."""
    return await fetch_one(conn, "SELECT 1 FROM rated_games WHERE game_id = ?",
                           (game_id,)) is not None


async def ratings_for(conn: Connection, kind: str, user_ids: Sequence[int]) -> list[RatingRecord]:
    """The ratings of these people at one kind (a person never rated has no row)."""
    if not user_ids:
        return []
    marks = ", ".join("?" for _ in user_ids)
    rows = await fetch_all(
        conn, f"SELECT * FROM ratings WHERE kind = ? AND user_id IN ({marks})",
        (kind, *user_ids))
    return [_rating(row) for row in rows]


async def save_rated_game(conn: Connection, game: RatedGame,
                          changes: Sequence[RatingChangeRecord],
                          ratings: Sequence[RatingRecord]) -> None:
    """Write a game's rating: its `rated_games` row (the key refuses a second time), what it
    did to each person, and their ratings after it."""
    await write(conn, _INSERT_RATED, (game.game_id, game.position, game.kind, game.guild_id))
    if changes:
        await conn.executemany(_INSERT_CHANGE, [_change_row(c) for c in changes])
    if ratings:
        await conn.executemany(_UPSERT_RATING, [_rating_row(r) for r in ratings])


async def replace_ratings(conn: Connection, games: Sequence[RatedGame],
                          changes: Sequence[RatingChangeRecord],
                          ratings: Sequence[RatingRecord]) -> None:
    """Replace every rating by a recomputation's (the games in their new order, what each
    did, the ratings after the last), and mark today's games back-filled; the caller
    took the rating turn first."""
    for table in ("rating_changes", "rated_games", "ratings"):
        await write(conn, f"DELETE FROM {table}")
    await conn.executemany(_INSERT_RATED, [(g.game_id, g.position, g.kind, g.guild_id)
                                           for g in games])
    await conn.executemany(_INSERT_CHANGE, [_change_row(c) for c in changes])
    await conn.executemany(_UPSERT_RATING, [_rating_row(r) for r in ratings])
    await write(conn, "UPDATE rating_clock SET position = ?, backfilled = 1 WHERE id = 1",
                (len(games),))


async def finished_for_rating(conn: Connection) -> list[FinishedGame]:
    """Every finished game that counts (not practice), in the rating order: games never
    rated first (today's, before ratings existed), by when they ended, then the rated ones
    by position."""
    games = await fetch_all(
        conn,
        "SELECT games.id AS game_id, games.kind, games.guild_id, games.outcome,"
        " rated_games.position,"
        " COALESCE((SELECT MAX(actions.at) FROM actions WHERE actions.game_id = games.id),"
        " games.updated_at) AS ended_at"
        " FROM games LEFT JOIN rated_games ON rated_games.game_id = games.id"
        " WHERE games.status = 'finished' AND games.practice = 0"
        " ORDER BY CASE WHEN rated_games.position IS NULL THEN 0 ELSE 1 END,"
        " rated_games.position, ended_at, games.id")
    seats = await fetch_all(
        conn,
        "SELECT seats.game_id, seats.seat, seats.user_id, seats.display_name, seats.bot_level"
        " FROM seats JOIN games ON games.id = seats.game_id"
        " WHERE games.status = 'finished' AND games.practice = 0"
        " ORDER BY seats.game_id, seats.seat")
    by_game: dict[int, list[RatedSeat]] = {}
    for row in seats:
        by_game.setdefault(row["game_id"], []).append(_seat(row))
    return [FinishedGame(game_id=g["game_id"], kind=g["kind"], guild_id=g["guild_id"],
                         outcome=g["outcome"], seats=by_game.get(g["game_id"], []),
                         position=g["position"])
            for g in games]


async def ratings_of_user(conn: Connection, user_id: int) -> list[RatingRecord]:
    """A person's ratings, one per game kind they were rated at, by kind."""
    rows = await fetch_all(conn, "SELECT * FROM ratings WHERE user_id = ? ORDER BY kind",
                           (user_id,))
    return [_rating(row) for row in rows]


async def rating_board(conn: Connection, kind: str, guild_id: int | None, *, z: float,
                       min_games: int, settled: bool, limit: int = 10) -> list[RatingRecord]:
    """The best ratings at one kind by the conservative figure (`mu - z * sigma`): of the
    people rated in a game of the server `guild_id`, or (None) of everyone who does not
    keep off the boards across servers; those with `min_games` or more (`settled`) or
    fewer. Equal figures: more games first, then the lowest user id."""
    if limit < 0:
        raise ValueError("limit must be >= 0")
    where = ["kind = ?", "games >= ?" if settled else "games < ?"]
    params: list[object] = [kind, min_games]
    if guild_id is None:
        where.append("user_id NOT IN (SELECT user_id FROM rating_hidden)")
    else:
        where.append("user_id IN (SELECT rating_changes.user_id FROM rating_changes"
                     " JOIN rated_games ON rated_games.game_id = rating_changes.game_id"
                     " WHERE rated_games.guild_id = ? AND rated_games.kind = ?)")
        params += [guild_id, kind]
    rows = await fetch_all(
        conn,
        f"SELECT * FROM ratings WHERE {' AND '.join(where)}"
        " ORDER BY mu - ? * sigma DESC, games DESC, user_id LIMIT ?",
        (*params, z, limit))
    return [_rating(row) for row in rows]


async def rating_changes_of_game(conn: Connection, game_id: int) -> list[RatingChangeRecord]:
    """What a rated game did to each person's rating, by seat (none: not rated)."""
    rows = await fetch_all(conn, "SELECT * FROM rating_changes WHERE game_id = ? ORDER BY seat",
                           (game_id,))
    return [_change(row) for row in rows]


async def is_rating_hidden(conn: Connection, user_id: int) -> bool:
    """Whether the person keeps off the boards across servers."""
    return await fetch_one(conn, "SELECT 1 FROM rating_hidden WHERE user_id = ?",
                           (user_id,)) is not None


async def set_rating_hidden(conn: Connection, user_id: int, hidden: bool,
                            now: datetime) -> None:
    """Keep the person off the boards across servers (`hidden`), or list them again."""
    if hidden:
        await write(conn, "INSERT INTO rating_hidden (user_id, since) VALUES (?, ?)"
                    " ON CONFLICT (user_id) DO NOTHING", (user_id, to_db_time(now)))
    else:
        await write(conn, "DELETE FROM rating_hidden WHERE user_id = ?", (user_id,))
