"""The composition root: every capability of the sessions layer built once, over one `Store`
and an injected clock, and wired to the others.

Each capability is reached by its face: `service.games` (reading), `service.play` (acting,
the picker's choices), `service.lobby`, `service.settings`, `service.undo`,
`service.learning` (hints), `service.records` (recaps, replays, statistics),
`service.absence`, `service.bots`; `service.committer` is the
one path every change to a game is written by, and `service.timers` the handler of each
timer kind. Nothing here decides anything: it only builds and connects.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from concurrent.futures import Executor
from typing import Any

from storage import Store

from .absence.absence import AbsenceService
from .absence.timers import TimerHandlers
from .bots.bots import BotDriver, process_pool
from .core.clock_rules import ClockPolicy
from .core.time_source import Clock
from .learning.hints import HintService
from .lobby.lobby import LobbyPolicy
from .lobby.service import LobbyService, system_seed
from .play.acting import PlayService
from .play.commit import Committer
from .play.reading import GameReader
from .record.service import RecordService
from .settings import SettingsService
from .undo.service import UndoService


class GameService:
    """Every capability of the sessions layer, wired.

    `on_enqueue` (settable after construction, since delivery is built later) is called, with
    the game's id, after a transaction that queued outgoing messages for it commits, so
    delivery serves that game at once instead of waiting for its next poll (None: some game,
    look at all). `clock_policy` holds the server's clock settings, `lobby_policy` how long
    lobbies stay open and how many a player may host; the bots decide in `bot_executor`
    (worker processes unless a test injects one).
    """

    def __init__(
        self,
        store: Store,
        clock: Clock,
        *,
        seed_source: Callable[[], int] = system_seed,
        on_enqueue: Callable[[int | None], None] | None = None,
        option_defaults: Callable[[str], Mapping[str, Any]] | None = None,
        clock_policy: ClockPolicy | None = None,
        lobby_policy: LobbyPolicy | None = None,
        bot_executor: Executor | Callable[[], Executor] = process_pool,
    ) -> None:
        self.store = store
        self.clock = clock
        self.on_enqueue = on_enqueue
        self.clock_policy = clock_policy or ClockPolicy()
        self.lobby_policy = lobby_policy or LobbyPolicy()
        self.committer = Committer(store, clock, self)
        self.games = GameReader(store, clock)
        self.play = PlayService(store, clock, self.games, self.committer)
        self.bots = BotDriver(store, self.games, self.play, bot_executor)
        self.undo = UndoService(store, self.games, self.committer)
        self.records = RecordService(store, self.games, clock)
        self.learning = HintService(self.games, self.bots)
        self.settings = SettingsService(store, clock)
        self.absence = AbsenceService(store, clock, self.games, self.committer,
                                      self.clock_policy)
        self.lobby = LobbyService(
            store, clock, self.games, self.committer, policy=self.lobby_policy,
            clock_policy=self.clock_policy,
            option_defaults=option_defaults or (lambda kind: {}), seed_source=seed_source)
        self.timers = TimerHandlers(store, clock, self)
        self.absence.register(self.timers)
        self.lobby.register(self.timers)
        self.timers.check_complete()

    def committed(self, game_id: int | None) -> None:
        """Messages (or timers) for `game_id` committed: delivery and the timers look now
        (`Wakeups`, filled in here since delivery is built after the service)."""
        if self.on_enqueue is not None:
            self.on_enqueue(game_id)

    def bots_may_play(self, game_id: int) -> None:
        """A change after which a bot may be waited for committed: the bots look now."""
        self.bots.poke(game_id)


__all__ = ["GameService"]
