"""Looking back at games: a recap of what happened since a player's last action, the board
after any move (`/game replay`), players' records and a server's leaderboard."""

from __future__ import annotations

from storage import RatingRecord, Store

from ..core.access import Caller
from ..core.time_source import Clock, SystemClock
from ..play.reading import GameReader
from .ratings import RatingBoard, rating_board, recompute_ratings, set_hidden
from .recap import Recap, recap_for
from .stats import PlayerStats, Standing, leaderboard, player_stats
from .stepper import ReplayStep, replay_step


class RecordService:
    """What the record capability offers the Discord layer, over the store and the reader."""

    def __init__(self, store: Store, games: GameReader, clock: Clock | None = None) -> None:
        self.store = store
        self.games = games
        self.clock = clock or SystemClock()

    async def recap(self, game_id: int, user_id: int | None) -> Recap:
        """What happened in the game since the user last acted (`recap.recap_for`)."""
        return await recap_for(self.store, game_id, user_id)

    async def replay_step(self, game_id: int, caller: Caller,
                          move: object = None) -> ReplayStep:
        """The board after `move` of a game the caller may reach (`stepper.replay_step`)."""
        return await replay_step(self.games, game_id, caller, move)

    async def player_stats(self, user_id: int) -> PlayerStats:
        """A player's record over their finished games (`stats.player_stats`)."""
        return await player_stats(self.store, user_id)

    async def leaderboard(self, guild_id: int | None, kind: str) -> list[Standing]:
        """A server's standings in one game (`stats.leaderboard`)."""
        return await leaderboard(self.store, guild_id, kind)

    async def ratings(self, user_id: int) -> list[RatingRecord]:
        """A player's ratings, one per game kind they were rated at."""
        return await self.store.ratings_of_user(user_id)

    async def rating_board(self, guild_id: int | None, kind: str, *,
                           everywhere: bool = False) -> RatingBoard:
        """One game's rating board, in this server or across servers (`ratings`)."""
        return await rating_board(self.store, guild_id, kind, everywhere=everywhere)

    async def recompute_ratings(self, *, only_backfill: bool = False) -> int:
        """Rebuild the ratings from the finished games (`ratings.recompute_ratings`)."""
        return await recompute_ratings(self.store, self.clock, only_backfill=only_backfill)

    async def set_rating_hidden(self, user_id: int, hidden: bool) -> bool:
        """Keep a player off the boards across servers, or list them again."""
        return await set_hidden(self.store, self.clock, user_id, hidden)
