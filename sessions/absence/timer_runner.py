"""The timer runner: fires the due rows of the timers table, once each.

Timers are database rows, so nothing is lost at a restart: `start_up` (run once when the
bot comes back) lets the bot answer in games it owes a move in and fires everything that came
due while it was down, each timer once, since firing marks it in the same transaction as
what it did. `run_forever` then sleeps until the next timer is due (or `wake()` is called
after a commit that may have scheduled an earlier one), bounded by a poll interval. With
several processes on one database, each fires the timers of the games it holds the lease of
(see `sessions.core.ownership`).
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
from datetime import datetime
from typing import Protocol

from storage import Store, TimerRecord

from ..core.ownership import Ownership
from ..core.time_source import Clock
from .timers import TimerHandlers

log = logging.getLogger(__name__)

_BATCH = 100
# While due timers wait for another process, the runner looks again this often (not at once:
# they stay due until that process fires them).
OTHERS_RECHECK_SECONDS = 1.0


def _oldest_by_game(timers: list[TimerRecord]) -> dict[int | None, datetime]:
    """When each game's earliest due timer came due (timers come earliest first)."""
    oldest: dict[int | None, datetime] = {}
    for timer in timers:
        oldest.setdefault(timer.game_id, timer.due_at)
    return oldest


class BotsAtStartUp(Protocol):
    """The bot players as the timers see them (`bots.BotDriver` is one): at a start, the
    moves the bots owe are played before anyone is judged late."""

    async def play_all(self, ownership: Ownership | None = None) -> None:
        """Play every bot step owed in the games of `ownership`."""
        ...


class TimerHost(Protocol):
    """What the runner needs of the game service (`GameService` is one): the timer kinds'
    handlers, and the bots."""

    @property
    def timers(self) -> TimerHandlers:
        """The handler of each timer kind."""
        ...

    @property
    def bots(self) -> BotsAtStartUp:
        """The bot players."""
        ...


class TimerRunner:
    """Fires due timers through their kinds' handlers (`TimerHandlers`)."""

    def __init__(self, store: Store, clock: Clock, service: TimerHost,
                 ownership: Ownership | None = None) -> None:
        self.store = store
        self.clock = clock
        self.service = service
        self.ownership = ownership or Ownership()
        self._left_to_others = False  # the last pass saw due timers of another process
        self._wake = asyncio.Event()
        self._lock = asyncio.Lock()

    def wake(self) -> None:
        """Ask the loop to look at the timers now (called after a commit)."""
        self._wake.set()

    async def run_due(self) -> int:
        """Fire every timer due now (of the games this process holds); returns how many did
        something.

        A timer whose handling fails (a bug) is logged and marked fired, so that one bad row
        cannot stop every other timer, or be retried forever.
        """
        async with self._lock:
            done = 0
            while True:
                due = await self.store.due_timers(self.clock.now(), _BATCH)
                mine = await self.ownership.claim(_oldest_by_game(due))
                owned = [timer for timer in due if timer.game_id in mine]
                self._left_to_others = len(owned) < len(due)
                if not owned:
                    return done
                for timer in owned:
                    if not await self.ownership.keep(timer.game_id):
                        continue  # lost the game to another process, which fires it
                    try:
                        done += await self.service.timers.fire(timer)
                    except Exception:  # one bad timer must not stop the others
                        log.exception("timer %s (%s) failed; dropping it", timer.id, timer.kind)
                        async with self.store.transaction() as tx:
                            await tx.mark_timer_fired(timer.id, self.clock.now())

    async def start_up(self) -> int:
        """After a (re)start: the bot's owed moves, then every timer that came due."""
        await self.service.bots.play_all(self.ownership)
        return await self.run_due()

    async def run_forever(self, poll_seconds: float = 30.0) -> None:
        """`start_up`, then fire timers as they come due until cancelled."""
        try:
            await self.start_up()
        except asyncio.CancelledError:
            raise
        except Exception:
            log.exception("timers: start-up pass failed")
        while True:
            delay = poll_seconds
            try:
                upcoming = await self.store.next_timer_due()
                if upcoming is not None:
                    delay = min(max((upcoming - self.clock.now()).total_seconds(), 0.0),
                                poll_seconds)
                if self._left_to_others:
                    delay = max(delay, min(OTHERS_RECHECK_SECONDS, poll_seconds))
            except asyncio.CancelledError:
                raise
            except Exception:
                log.exception("timers: could not read the next due time")
            # asyncio.timeout, not wait_for: in Python 3.11 wait_for can swallow a cancel
            # that arrives as the event is set, and the bot would never stop.
            with contextlib.suppress(TimeoutError):
                async with asyncio.timeout(delay):
                    await self._wake.wait()
            self._wake.clear()
            try:
                await self.run_due()
            except asyncio.CancelledError:
                raise
            except Exception:  # a bug in one pass must not stop the timers for good
                log.exception("timer pass failed")
