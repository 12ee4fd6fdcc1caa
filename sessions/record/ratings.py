"""Ratings as the record capability shows and rebuilds them: a person's ratings per game
kind, a rating board (this server's, or across servers without those who keep off it),
and the recomputation from the finished games in order (`python bot.py
--recompute-ratings`, and once, after the ratings' migration, the back-fill of the games
finished before ratings existed). The update after each game is `core.rating_update`; both
fold the same `core.ratings.rate_game`, so a recomputation leaves what the updates left.
"""

from __future__ import annotations

from dataclasses import dataclass

from games import engine_names
from storage import RatingRecord, Store

from ..core.errors import SessionError
from ..core.ratings import MIN_GAMES, Skill, Z, landmark, recompute
from ..core.time_source import Clock

BOARD_SIZE = 10


@dataclass(frozen=True)
class RatingBoard:
    """One game's board: the ranked players (enough games), those listed apart (too few),
    and the bots' landmarks at that game, for the reader to place the figures."""

    kind: str
    everywhere: bool
    ranked: list[RatingRecord]
    apart: list[RatingRecord]
    landmarks: dict[str, Skill]


async def rating_board(store: Store, guild_id: int | None, kind: str, *,
                       everywhere: bool = False, size: int = BOARD_SIZE) -> RatingBoard:
    """The best ratings at one game by the conservative figure, in this server (the people
    rated in one of its games) or across servers (`everywhere`: but those hidden)."""
    if kind not in engine_names():
        raise SessionError("error.unknown_game", kind=kind)
    if guild_id is None and not everywhere:
        raise SessionError("error.server_only")
    where = None if everywhere else guild_id
    ranked = await store.rating_board(kind, where, z=Z, min_games=MIN_GAMES, settled=True,
                                      limit=size)
    apart = await store.rating_board(kind, where, z=Z, min_games=MIN_GAMES, settled=False,
                                     limit=size)
    return RatingBoard(kind, everywhere, ranked, apart,
                       {level: landmark(kind, level) for level in ("easy", "normal", "hard")})


async def recompute_ratings(store: Store, clock: Clock, *, only_backfill: bool = False) -> int:
    """Rebuild every rating from the finished games in the rating order, in one
    transaction that takes the rating turn first (no game is rated meanwhile); with
    `only_backfill`, only if today's games were never back-filled. The games rated."""
    async with store.transaction() as tx:
        _, backfilled = await tx.take_rating_turn()
        if only_backfill and backfilled:
            return 0
        done = recompute(await tx.finished_for_rating(), clock.now())
        await tx.replace_ratings(done.games, done.changes, done.ratings)
    return len(done.games)


async def set_hidden(store: Store, clock: Clock, user_id: int, hidden: bool) -> bool:
    """Keep the person off the boards across servers (or list them again); `hidden`."""
    async with store.transaction() as tx:
        await tx.set_rating_hidden(user_id, hidden, clock.now())
    return hidden
