"""Results of finished games, aggregated: a player's tallies, a server's leaderboard, history.

Only games with status `finished` count, and never a practice game; a game with a bot seat
counts only in a player's record against bots (`bot_tallies_of_user`), never in the tallies
and leaderboards of games between people. A cancelled game has no result. Whether a seat
won is read from the stored outcome's `winners` list (the engine protocol's
`Outcome.winners`, seat numbers), with the database's JSON functions, so the counting happens
in SQL rather than by loading every game. A game whose outcome names no winner counts as
played, not won.
"""

from __future__ import annotations

from storage.queries._common import Connection, fetch_all, record_reader
from storage.records import BotTally, GameResult, Tally

# One row per (finished game, seat; a practice game has no result): the seat's player, when
# the game ended (its last action; `updated_at` also moves for later bookkeeping), and 1 if
# the outcome names the seat among its winners. `json_each` over a NULL outcome yields no
# row: not a win.
_RESULTS = """
    SELECT games.id AS game_id, games.kind, games.guild_id,
           COALESCE((SELECT MAX(actions.at) FROM actions WHERE actions.game_id = games.id),
                    games.updated_at) AS ended_at,
           seats.user_id, seats.display_name, seats.joined_at,
           CASE WHEN EXISTS (SELECT 1 FROM json_each(games.outcome, '$.winners') AS winner
                             WHERE winner.value = seats.seat) THEN 1 ELSE 0 END AS won
    FROM games JOIN seats ON seats.game_id = games.id
    WHERE games.status = 'finished' AND games.practice = 0
"""

# Games between people only: no seat is a bot's.
_PEOPLE_ONLY = """
    AND NOT EXISTS (SELECT 1 FROM seats AS bots
                    WHERE bots.game_id = games.id AND bots.bot_level IS NOT NULL)
"""

# The strength of a game's strongest bot (NULL: no bot), and its level back from it.
_STRONGEST_BOT = """
    (SELECT MAX(CASE bots.bot_level WHEN 'easy' THEN 1 WHEN 'normal' THEN 2 ELSE 3 END)
     FROM seats AS bots WHERE bots.game_id = results.game_id AND bots.bot_level IS NOT NULL)
"""
_LEVELS = ("easy", "normal", "hard")

# The name a player had in their latest game among `results`.
_LATEST_NAME = """
    (SELECT latest.display_name FROM results AS latest
     WHERE latest.user_id = results.user_id
     ORDER BY latest.joined_at DESC, latest.game_id DESC LIMIT 1)
"""


_tally = record_reader(Tally)
_result = record_reader(GameResult)


async def tallies_of_user(conn: Connection, user_id: int) -> list[Tally]:
    """The user's finished games per kind (every server), by kind name."""
    rows = await fetch_all(
        conn,
        f"WITH results AS ({_RESULTS} AND seats.user_id = ? {_PEOPLE_ONLY})"
        f" SELECT user_id, kind, COUNT(*) AS played, SUM(won) AS wins,"
        f" {_LATEST_NAME} AS display_name"
        " FROM results GROUP BY user_id, kind ORDER BY kind",
        (user_id,),
    )
    return [_tally(row) for row in rows]


async def bot_tallies_of_user(conn: Connection, user_id: int) -> list[BotTally]:
    """The user's finished games against bots (every server and kind), per level of the
    strongest bot at the table, easiest first."""
    rows = await fetch_all(
        conn,
        f"WITH results AS ({_RESULTS} AND seats.user_id = ?)"
        f" SELECT strength, COUNT(*) AS played, SUM(won) AS wins FROM"
        f" (SELECT won, {_STRONGEST_BOT} AS strength FROM results) AS scored"
        " WHERE strength IS NOT NULL GROUP BY strength ORDER BY strength",
        (user_id,),
    )
    return [BotTally(level=_LEVELS[row["strength"] - 1], played=row["played"], wins=row["wins"])
            for row in rows]


async def leaderboard(
    conn: Connection, guild_id: int, kind: str, limit: int = 10
) -> list[Tally]:
    """The best players of one kind in one server: most wins, then best win rate, then the
    most games, then the lowest user id (so equal records always come in the same order)."""
    if limit < 0:
        raise ValueError("limit must be >= 0")
    rows = await fetch_all(
        conn,
        f"WITH results AS ({_RESULTS} AND games.guild_id = ? AND games.kind = ? {_PEOPLE_ONLY})"
        f" SELECT user_id, kind, COUNT(*) AS played, SUM(won) AS wins,"
        f" {_LATEST_NAME} AS display_name"
        " FROM results GROUP BY user_id, kind"
        " ORDER BY wins DESC, CAST(SUM(won) AS REAL) / COUNT(*) DESC, played DESC, user_id"
        " LIMIT ?",
        (guild_id, kind, limit),
    )
    return [_tally(row) for row in rows]


async def recent_results(conn: Connection, user_id: int, limit: int = 5) -> list[GameResult]:
    """The user's latest finished games, newest first."""
    if limit < 0:
        raise ValueError("limit must be >= 0")
    rows = await fetch_all(
        conn,
        f"{_RESULTS} AND seats.user_id = ? ORDER BY ended_at DESC, games.id DESC LIMIT ?",
        (user_id, limit),
    )
    return [_result(row) for row in rows]
