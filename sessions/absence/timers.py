"""Timers are handled by their owner: a table of handlers by timer kind, each capability
registering its own (absence: deadlines, reminders, vote closings, digests, vacation ends;
the lobby: a lobby's expiry).

`fire` marks a due timer fired in the same transaction as what its handler did, so a timer
fires once, across crashes and restarts. Every kind storage knows must have exactly one
handler (`check_complete`, at start-up); a timer of a kind without one (a row written by a
newer release, say) is logged and marked fired, never taken for another kind.
"""

from __future__ import annotations

import logging
from collections.abc import Awaitable, Callable
from dataclasses import dataclass
from datetime import datetime
from typing import get_args

from storage import Store, TimerKind, TimerRecord, Transaction

from ..core.ports import Wakeups
from ..core.time_source import Clock

log = logging.getLogger(__name__)


@dataclass(frozen=True)
class Fired:
    """What a timer's handler did: whether anything (a stale timer does nothing), and the
    game whose bots may play now (None: none)."""

    done: bool
    bots: int | None = None


NOTHING = Fired(False)

Handler = Callable[[Transaction, TimerRecord, datetime], Awaitable[Fired]]
"""Does what a due timer is for, in the transaction that marks it fired."""


class TimerHandlers:
    """The handlers of every timer kind, and the firing of one due timer."""

    def __init__(self, store: Store, clock: Clock, wakeups: Wakeups | None = None) -> None:
        self.store = store
        self.clock = clock
        self.wakeups = wakeups
        self._handlers: dict[str, Handler] = {}

    def register(self, kind: TimerKind, handler: Handler) -> None:
        """Handle the timers of `kind` with `handler`: one handler a kind."""
        if kind in self._handlers:
            raise ValueError(f"timers of kind {kind!r} have a handler already")
        self._handlers[kind] = handler

    def check_complete(self) -> None:
        """Refuse to run with a timer kind storage knows and nobody handles (a capability
        not wired in): its timers would only ever be dropped."""
        missing = [kind for kind in get_args(TimerKind) if kind not in self._handlers]
        if missing:
            raise RuntimeError(f"no handler for the timers of kind {', '.join(missing)}")

    @property
    def kinds(self) -> frozenset[str]:
        """The kinds handled."""
        return frozenset(self._handlers)

    async def fire(self, timer: TimerRecord) -> bool:
        """Do what a due timer is for, once: the timer is marked fired in the same
        transaction. Returns whether it did anything (a stale timer does nothing, nor a
        timer of a kind without a handler, logged)."""
        now = self.clock.now()
        async with self.store.transaction() as tx:
            current = await tx.get_timer(timer.id)
            if current is None or not await tx.mark_timer_fired(timer.id, now):
                return False
            handler = self._handlers.get(timer.kind)
            if handler is None:
                log.error("timer %s: no handler for its kind %r; marked fired", timer.id,
                          timer.kind)
                return False
            fired = await handler(tx, timer, now)
        if self.wakeups is not None:
            self.wakeups.committed(fired.bots)
            if fired.bots is not None:
                self.wakeups.bots_may_play(fired.bots)
        return fired.done
