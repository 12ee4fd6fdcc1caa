"""Which games' messages and timers this bot process works on, when several share a database.

One process (the default) works on everything, without leases. Several processes, each
connected to some of Discord's shards, divide the work: a game belongs to the process whose
shards carry its server (`owns_guild`, told by the Discord side), and a game that belongs to
nobody connected (a game outside any server, the messages of no game) to whichever claims it
first. Either way a process works on a game only while it holds the game's lease, claimed in
the database with one atomic statement and renewed while it works, so two processes never
deliver the same message or fire the same timer at once.

A process that dies keeps its leases until they expire (`LEASE_SECONDS`, half the takeover
time). The process that restarts in its place has the same owner id (its shards), so it
takes them back at once; any other process takes over a game of someone else's server once
its work has waited `TAKEOVER_SECONDS` (its owner, were it alive, would have done it within
a second; the bot's `[discord] takeover_seconds`). So a dead process's pending messages and
timers go out at most `TAKEOVER_SECONDS` after they came due (or after it died, for work it
held), plus one poll of delivery (1 s) or of the timers (1 s).
"""

from __future__ import annotations

import logging
from collections.abc import Callable, Mapping
from datetime import datetime, timedelta

from storage import Store

from .time_source import Clock

log = logging.getLogger(__name__)

TAKEOVER_SECONDS = 30.0  # another process's work waits this long before anyone takes it
# A claim holds for half of that unless renewed: a dead process's leases have run out by the
# time another process may take over its work.
LEASE_SECONDS = TAKEOVER_SECONDS / 2
GUILDS_KEPT = 65536  # games whose server is remembered
NO_GAME = 0  # the lease of the messages and timers of no game (game ids start at 1)


class LeaseLost(Exception):
    """The lease of a game this process was working on expired and may be another's now:
    stop working on the game (its holder does the rest)."""


class Ownership:
    """The work of every game, without leases: the one process of a bot (the default)."""

    async def claim(self, waiting: Mapping[int | None, datetime]) -> set[int | None]:
        """Of these games (each with when its oldest work came due; None: the work of no
        game), the ones this process may work on now."""
        return set(waiting)

    async def ours(self, game_ids: list[int]) -> list[int]:
        """The games among these that this process works on first (its servers' and
        nobody's), without claiming anything: for work that needs no lease (a bot's owed
        move, which the game's version already keeps from being made twice)."""
        return game_ids

    async def keep(self, game_id: int | None) -> bool:
        """Whether this process still holds the game's lease, renewed when half of it has
        run out; checked before each send, so that work on a game lost to another process
        stops before it is done twice."""
        return True


class SharedOwnership(Ownership):
    """The work of the games of this process's servers, and of nobody's, under leases.

    `owner` names the process by what it connects (its shards), so that a restart in its
    place resumes its leases at once; `owns_guild` says whether a server is on its shards.
    """

    def __init__(self, store: Store, clock: Clock, owner: str,
                 owns_guild: Callable[[int], bool], *,
                 takeover_seconds: float = TAKEOVER_SECONDS) -> None:
        self.store = store
        self.clock = clock
        self.owner = owner
        self.owns_guild = owns_guild
        self.takeover = timedelta(seconds=takeover_seconds)
        self.lease = self.takeover / 2
        self._guilds: dict[int, int | None] = {}  # a game's server never changes
        self._held: dict[int, datetime] = {}  # lease key -> when this process's lease ends

    async def claim(self, waiting: Mapping[int | None, datetime]) -> set[int | None]:
        """Claim the leases of the games among `waiting` this process should work on now:
        its own servers' games and nobody's at once, another process's once their work has
        waited `takeover_seconds`. Leases held with more than half to run are kept without
        asking the database. Another process's game is served as long as its lease is fresh,
        but renewed only while its work is late: once the backlog of a dead process is
        done, the lease lapses, and the process restarted in its place takes it back."""
        now = self.clock.now()
        self._held = {key: ends for key, ends in self._held.items() if ends > now}
        await self._learn_guilds([game for game in waiting if game is not None])
        wanted = {game: _key(game) for game, due in waiting.items()
                  if self._ours(game) or due <= now - self.takeover
                  or self._fresh(_key(game), now)}
        to_claim = [key for key in set(wanted.values()) if not self._fresh(key, now)]
        if to_claim:
            async with self.store.transaction() as tx:
                won = await tx.claim_leases(to_claim, self.owner, now, now + self.lease)
            for key in to_claim:
                self._held.pop(key, None)
            for key in won:
                self._held[key] = now + self.lease
        return {game for game, key in wanted.items() if key in self._held}

    async def ours(self, game_ids: list[int]) -> list[int]:
        """The games of this process's servers, and of nobody's."""
        await self._learn_guilds(game_ids)
        return [game for game in game_ids if self._ours(game)]

    async def keep(self, game_id: int | None) -> bool:
        """Whether the game's lease is still this process's, renewing it when half of it
        has run out (False: it expired and another process may have it now)."""
        key = _key(game_id)
        now = self.clock.now()
        if self._fresh(key, now):
            return True
        if not self._ours(game_id):
            # a game taken over: `claim` renews it if its work is still late
            self._held.pop(key, None)
            return False
        async with self.store.transaction() as tx:
            won = await tx.claim_leases([key], self.owner, now, now + self.lease)
        if won:
            self._held[key] = now + self.lease
            return True
        self._held.pop(key, None)
        log.warning("lost the lease of game %s to another process", game_id)
        return False

    def _fresh(self, key: int, now: datetime) -> bool:
        """Held, with more than half of the lease still to run."""
        ends = self._held.get(key)
        return ends is not None and ends - now > self.lease / 2

    def _ours(self, game_id: int | None) -> bool:
        """A game of this process's servers, or of nobody's (no game, no server)."""
        guild = None if game_id is None else self._guilds.get(game_id)
        return guild is None or self.owns_guild(guild)

    async def _learn_guilds(self, game_ids: list[int]) -> None:
        unknown = [game for game in game_ids if game not in self._guilds]
        if unknown:
            if len(self._guilds) > GUILDS_KEPT:
                self._guilds.clear()  # read again as needed: a bot serves far fewer at once
            self._guilds.update(await self.store.game_guilds(unknown))


def _key(game_id: int | None) -> int:
    return NO_GAME if game_id is None else game_id
