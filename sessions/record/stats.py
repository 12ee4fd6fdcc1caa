"""Statistics of finished games: a player's record and a server's leaderboard per game.

Storage counts (in SQL); this module shapes the counts for a reader: totals, win rates, and
ranks where equal records share a place. Games with a bot at the table are kept apart: the
totals and leaderboards count games between people only, and a player's record against
bots is shown per level (of the strongest bot at the table). Only finished games count, and
only their result (who played, who won) is used: nothing a game kept hidden can reach a statistic.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from games import engine_names
from storage import GameResult, Store, Tally

from ..core.errors import SessionError

LEADERBOARD_SIZE = 10
RECENT_GAMES = 5


@dataclass(frozen=True)
class Record:
    """Games played and won, with the win rate every table shows beside them."""

    played: int
    wins: int

    @property
    def win_rate(self) -> float:
        """Wins per game played (0 before any game)."""
        return self.wins / self.played if self.played else 0.0


@dataclass(frozen=True)
class KindRecord(Record):
    """A player's record at one game."""

    kind: str


@dataclass(frozen=True)
class LevelRecord(Record):
    """A player's record in games against bots, the strongest of them at `level`."""

    level: str


@dataclass(frozen=True)
class PlayerStats:
    """A player's finished games: between people overall and per game kind, against bots
    per level, and the latest few of either."""

    user_id: int
    per_kind: list[KindRecord]
    recent: list[GameResult]
    against_bots: list[LevelRecord] = field(default_factory=list)

    @property
    def total(self) -> Record:
        """Every finished game, whatever the kind."""
        return Record(played=sum(k.played for k in self.per_kind),
                      wins=sum(k.wins for k in self.per_kind))


@dataclass(frozen=True)
class Standing(Record):
    """One line of a leaderboard; identical records (same wins, same games) share a rank."""

    rank: int
    user_id: int
    name: str


async def player_stats(store: Store, user_id: int, *,
                       recent: int = RECENT_GAMES) -> PlayerStats:
    """The user's record across every server (a record is theirs, wherever they played)."""
    tallies = await store.tallies_of_user(user_id)
    return PlayerStats(
        user_id=user_id,
        per_kind=[KindRecord(kind=t.kind, played=t.played, wins=t.wins) for t in tallies],
        recent=await store.recent_results(user_id, recent),
        against_bots=[LevelRecord(level=t.level, played=t.played, wins=t.wins)
                      for t in await store.bot_tallies_of_user(user_id)],
    )


async def leaderboard(store: Store, guild_id: int | None, kind: str, *,
                      size: int = LEADERBOARD_SIZE) -> list[Standing]:
    """A server's best players at one game: most wins, then best win rate."""
    if guild_id is None:
        raise SessionError("error.server_only")
    if kind not in engine_names():
        raise SessionError("error.unknown_game", kind=kind)
    return ranked(await store.leaderboard(guild_id, kind, size))


def ranked(tallies: list[Tally]) -> list[Standing]:
    """Standings in the given (best first) order; a record identical to the one above it
    shares that rank, and the next different record takes its position ("1, 1, 3")."""
    standings: list[Standing] = []
    for position, tally in enumerate(tallies, start=1):
        rank = position
        if standings:
            above = standings[-1]
            if (above.wins, above.played) == (tally.wins, tally.played):
                rank = above.rank
        standings.append(Standing(played=tally.played, wins=tally.wins, rank=rank,
                                  user_id=tally.user_id, name=tally.display_name))
    return standings
