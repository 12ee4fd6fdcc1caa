"""The one path every change to a running game is written by.

A move, a bot's step, a take-back, a start, a cancel and an absence decision each compute a
`Change` from the game as they read it, then hand it to the `Committer`: `write` puts it in
the caller's transaction, guarded by the version it was computed from (the log rows, the new
state and status, the seats' clocks and timers, the votes a wait's end settles, the outgoing
messages), and `after`, once the transaction committed, wakes delivery, the timers and the
bots. What differs between them is only what goes into the `Change`.
"""

from __future__ import annotations

import logging
from collections.abc import Awaitable, Callable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Literal

from games.base import Event, Outcome
from storage import (
    GameChanges,
    GameRecord,
    GameStatus,
    SeatClockRecord,
    SeatRecord,
    Store,
    Transaction,
)

from ..core import seat_clocks
from ..core.clock_rules import ClockSpec
from ..core.eventlog import events_to_json
from ..core.outgoing import OutgoingMessage
from ..core.ports import Wakeups
from ..core.rating_update import rate_ended
from ..core.time_source import Clock
from ..words import announce
from ..words.announce import Flush
from ..words.rating_words import rating_lines, with_rating_lines

log = logging.getLogger(__name__)

ClockChange = Literal["waits", "start", "over", "none"]
"""What the change does to the seats' clocks: start and end waits as who is waited for
changes (`waits`), give every seat its clock (`start`), stop them all (`over`), or nothing."""


@dataclass(frozen=True)
class Row:
    """One row to append to the game's log: who played it, its notation, its events."""

    seat: int
    notation: str
    events: Sequence[Event]


@dataclass(frozen=True)
class Change:
    """One change to a game, computed from the game as read (`game`, whose version guards the
    write), ready to be written: the rows to append, the state after (stored text; None:
    unchanged), the new status and outcome, who was and is waited for, what it does to the
    clocks (a take-back's `back_to` resumes the waits it returns to), the messages it
    causes, what the thread gets (`thread`: the board, lines, or nothing new), and whether
    a bot may be waited for after it."""

    game: GameRecord
    seats: Sequence[SeatRecord]
    rows: Sequence[Row] = ()
    state: str | None = None
    status: GameStatus | None = None
    outcome: Outcome | None = None
    waiting_before: Sequence[int] = ()
    waiting_after: Sequence[int] = ()
    clocks: ClockChange = "waits"
    clock: ClockSpec | None = None
    back_to: int | None = None
    messages: Sequence[OutgoingMessage] = ()
    thread: Flush = None
    bots: bool = False
    what: str = "changed"  # the log line's verb: "acted", "took back", "started"...

    @property
    def version(self) -> int:
        """The game's version once the change is written."""
        return self.game.version + 1

    @property
    def names(self) -> dict[int, str]:
        """Display names by seat."""
        return {seat.seat: seat.display_name for seat in self.seats}


@dataclass(frozen=True)
class Written:
    """What `write` left: the game's row, the seats' clocks when a wait changed (None:
    unchanged, not read), and the seq of the last row appended (0: none)."""

    game: GameRecord
    clocks: dict[int, SeatClockRecord] | None = None
    last_seq: int = 0
    extra: list[OutgoingMessage] = field(default_factory=list)


class Committer:
    """Writes every change to a game (`write`, in the caller's transaction) and wakes what
    must act on it once committed (`after`); queues the messages of a lobby's changes too
    (`enqueue`). `wakeups` is filled in by the composition root: delivery, the timers and
    the bots are built after the play path they are woken by."""

    def __init__(self, store: Store, clock: Clock, wakeups: Wakeups | None = None) -> None:
        self.store = store
        self.clock = clock
        self.wakeups = wakeups

    async def write(self, tx: Transaction, change: Change) -> Written:
        """Write `change` in `tx`, guarded by the version it was computed from
        (VersionConflict, with nothing written, if the game moved since). A change that
        finishes the game rates it in `tx` too (`core.rating_update`: exactly once), and
        its final post says what the game did to each person's rating."""
        game, now = change.game, self.clock.now()
        last = None
        for row in change.rows:
            last = await tx.append_action(game.id, seat=row.seat, notation=row.notation,
                                          events=events_to_json(list(row.events)), now=now)
        changes: GameChanges = {}
        if change.state is not None:
            changes["state"] = change.state
        if change.status is not None:
            changes["status"] = change.status
        if change.outcome is not None:
            changes["outcome"] = change.outcome.model_dump_json()
        if change.thread is not None and last is not None:
            changes["posted_seq"] = last.seq
        if change.thread == "board":
            changes["board_version"] = change.version
        updated = await tx.update_game(game.id, expected_version=game.version, now=now,
                                       **changes)
        written = Written(updated, last_seq=last.seq if last is not None else 0)
        messages = list(change.messages)
        if change.status == "finished":
            rated = await rate_ended(tx, updated, change.seats, updated.outcome, now)
            if rated is not None:
                messages = with_rating_lines(messages, rating_lines(rated.changes, change.names))
        if change.clocks == "over":
            await seat_clocks.game_over(tx, game.id, now)
        elif change.clocks == "start":
            await seat_clocks.start_game(
                tx, game.id, {s.seat: s.user_id for s in change.seats}, change.waiting_after,
                now, bots={s.seat for s in change.seats if s.bot_level})
        elif change.clocks == "waits":
            waits = await seat_clocks.waits_changed(
                tx, game.id, change.waiting_before, change.waiting_after, now,
                spec=change.clock, seq=written.last_seq or None, back_to=change.back_to)
            messages += announce.votes_returned(change.names, game.id,
                                                [vote.seat for vote in waits.returned],
                                                change.version)
            written = Written(updated, waits.clocks, written.last_seq)
        await self.enqueue(tx, game.id, messages)
        return written

    async def commit(self, change: Change) -> Written:
        """`write` in a transaction of its own, then `after`."""
        async with self.store.transaction() as tx:
            written = await self.write(tx, change)
        self.after(change)
        return written

    def after(self, change: Change) -> None:
        """Once the change's transaction committed: wake delivery and the timers, and the
        bots if the game may wait for one."""
        self.committed(change.game.id)
        if change.bots and self.wakeups is not None:
            self.wakeups.bots_may_play(change.game.id)
        log.info("game %s: %s (version %s)", change.game.id, change.what, change.version)

    async def enqueue(self, tx: Transaction, game_id: int,
                      messages: Sequence[OutgoingMessage]) -> None:
        """Queue messages in `tx`, so they go out only if it commits."""
        if messages:
            await tx.enqueue_many(game_id, [message.model_dump_json() for message in messages],
                                  self.clock.now())

    def committed(self, game_id: int | None = None) -> None:
        """Tell delivery (and the timers) that a transaction with messages for `game_id`
        committed (None: for a game not named)."""
        if self.wakeups is not None:
            self.wakeups.committed(game_id)

    async def clocks_of(self, tx: Transaction, game_id: int,
                        written: Written) -> dict[int, SeatClockRecord]:
        """The seats' clocks after `written`: as it left them, else read in `tx`."""
        if written.clocks is not None:
            return written.clocks
        return {row.seat: row for row in await tx.get_seat_clocks(game_id)}


Enqueue = Callable[[Transaction, int, Sequence[OutgoingMessage]], Awaitable[None]]
"""Queues messages in a transaction, to go out if it commits (`Committer.enqueue`)."""

Names = Mapping[int, str]
