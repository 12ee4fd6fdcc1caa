"""How many interactions the bot works on at once, and how long one may wait for its turn.

Without a bound, a burst of presses is taken up all at once: every turn of the event loop
then runs a step of each of hundreds of handlers, so every handler (and every timer, every
gateway heartbeat) waits behind all the others, the loop stalls for hundreds of
milliseconds, and all of them answer late together. With a bound, the presses beyond it wait
in line, in arrival order, costing nothing meanwhile; the loop's turns stay short, and a
press answers as soon as its own work is done. One that has waited `patience` seconds is
told the bot is busy, still within Discord's three seconds, and nothing is changed; without
that answer Discord would show the player "This interaction failed".
"""

from __future__ import annotations

import asyncio
import logging
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager

log = logging.getLogger(__name__)

BUSY_LOG_EVERY = 100  # one warning for the first interaction turned away, then every 100th


class Admission:
    """A bounded number of interactions at work, the others waiting in line."""

    def __init__(self, limit: int, patience: float) -> None:
        self._slots = asyncio.Semaphore(limit)
        self.limit = limit
        self.patience = patience
        self.turned_away = 0  # interactions answered "busy" since start

    @asynccontextmanager
    async def turn(self) -> AsyncIterator[bool]:
        """Wait for a slot; yield True holding it, or False if `patience` ran out first
        (the caller answers "busy" and does nothing else)."""
        try:
            async with asyncio.timeout(self.patience):
                await self._slots.acquire()
        except TimeoutError:
            self.turned_away += 1
            if self.turned_away % BUSY_LOG_EVERY == 1:
                log.warning("busy: %d interactions turned away since start (at most %d at "
                            "work, each waiting %.1f s at most)", self.turned_away,
                            self.limit, self.patience)
            yield False
            return
        try:
            yield True
        finally:
            self._slots.release()
