"""Looking back at games: a recap of what happened since a player's last action, the board
after any move (`/game replay`), players' records and a server's leaderboard."""

from __future__ import annotations

from storage import Store

from ..core.access import Caller
from ..play.reading import GameReader
from .recap import Recap, recap_for
from .stats import PlayerStats, Standing, leaderboard, player_stats
from .stepper import ReplayStep, replay_step


class RecordService:
    """What the record capability offers the Discord layer, over the store and the reader."""

    def __init__(self, store: Store, games: GameReader) -> None:
        self.store = store
        self.games = games

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
