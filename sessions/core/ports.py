"""The few calls a capability makes to one built after it, as protocols the composition root
(`sessions.service`) fills in: a commit wakes delivery and the timers, and the bots when a
game may wait for one; a hint decides in the bots' worker processes; the drawing worker
draws a finished game's animated replay."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, Protocol, TypeVar

_T = TypeVar("_T")


class Wakeups(Protocol):
    """Who is told that a transaction committed."""

    def committed(self, game_id: int | None) -> None:
        """Messages (or timers) for `game_id` (None: for no game in particular) committed:
        delivery and the timers look at once."""
        ...

    def bots_may_play(self, game_id: int) -> None:
        """A change to `game_id` committed after which a bot may be waited for."""
        ...


class Worker(Protocol):
    """The bots' worker processes, for a decision made off the event loop."""

    async def in_worker(self, fn: Callable[..., _T], *args: Any) -> _T:
        """`fn(*args)` run in a worker process."""
        ...
