"""Seat clocks and their timers, kept inside the transaction of whatever changed them.

Every change that starts or ends a wait (an action, the start of a game, its end), pauses a
clock (a vacation) or hands a seat to the bot goes through here, in the same transaction as
the change itself: the seat's clock row and its timer rows (reminders, deadline) are always
consistent with the game's state, whatever crashes when. The arithmetic is `clock_rules`'s.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from datetime import datetime

from storage import SeatClockRecord, TimerKind, Transaction, VoteRecord

from . import clock_rules
from .clock_rules import NO_CLOCK, ClockSpec
from .vacation import away_until

CLOCK_TIMERS: tuple[TimerKind, ...] = ("deadline", "remind_half", "remind_tenth")


@dataclass(frozen=True)
class WaitsChanged:
    """What `waits_changed` did: the votes it closed as "returned", for the caller to
    announce, and every seat's clock afterwards (None when no wait changed: nothing read)."""

    returned: list[VoteRecord] = field(default_factory=list)
    clocks: dict[int, SeatClockRecord] | None = None


async def game_clock(tx: Transaction, game_id: int) -> ClockSpec:
    """The game's clock (no clock for a game created without one)."""
    text = await tx.get_game_clock(game_id)
    return NO_CLOCK if text is None else ClockSpec.model_validate_json(text)


async def seat_rows(tx: Transaction, game_id: int) -> dict[int, SeatClockRecord]:
    """The game's seat clocks by seat."""
    return {row.seat: row for row in await tx.get_seat_clocks(game_id)}


async def save(tx: Transaction, spec: ClockSpec, row: SeatClockRecord,
               now: datetime) -> SeatClockRecord:
    """Write a seat's clock and replace its clock timers with those it now needs."""
    await tx.save_seat_clock(row)
    if not spec.runs:
        return row  # a game's clock is set at its creation: one that never ran has no timers
    await tx.cancel_timers(game_id=row.game_id, seat=row.seat, kinds=CLOCK_TIMERS)
    for kind, due in clock_rules.timer_plan(row):
        await tx.add_timer(kind, due, now, game_id=row.game_id, seat=row.seat)
    return row


async def start_game(tx: Transaction, game_id: int, seat_users: dict[int, int],
                     to_act: Sequence[int], now: datetime, *,
                     bots: Iterable[int] = ()) -> None:
    """Give every seat its clock (paused for players on vacation; the bot's, which never
    runs, for `bots`' seats) and start the first waits."""
    spec = await game_clock(tx, game_id)
    bot_set = set(bots)
    for seat, user_id in sorted(seat_users.items()):
        row = clock_rules.fresh_seat(game_id, seat, spec)
        if seat in bot_set:
            row = row.model_copy(update={"auto": True})
        elif away_until(await tx.get_user(user_id), now) is not None:
            row = row.model_copy(update={"paused": True})
        await tx.save_seat_clock(row)
    await waits_changed(tx, game_id, [], to_act, now)


async def waits_changed(tx: Transaction, game_id: int, old: Iterable[int], new: Iterable[int],
                        now: datetime, *, spec: ClockSpec | None = None, seq: int | None = None,
                        back_to: int | None = None) -> WaitsChanged:
    """Start the waits of seats the game now waits for and end those of seats it no longer
    waits for; a vote about a seat that is no longer waited for (it played) is closed as
    "returned". `spec`: the game's clock, when the caller has it (it never changes once the
    game is created); `seq`: the log row that made the change.

    Clocks follow the log: for a take-back to the position after row `back_to`, a seat
    waited for again resumes the wait a later row ended (`clock_rules.resume_wait`), and a
    seat no longer waited for never was (`clock_rules.annul_wait`): a take-back never grants
    time."""
    old_set, new_set = set(old), set(new)
    if old_set == new_set:
        return WaitsChanged()
    if spec is None:
        spec = await game_clock(tx, game_id)
    rows = await seat_rows(tx, game_id)
    for seat in sorted(new_set - old_set):
        row = rows.get(seat) or clock_rules.fresh_seat(game_id, seat, spec)
        begun = clock_rules.begin_wait(spec, row, now) if back_to is None else \
            clock_rules.resume_wait(spec, row, now, back_to)
        rows[seat] = await save(tx, spec, begun, now)
    for seat in sorted(old_set - new_set):
        row = rows.get(seat) or clock_rules.fresh_seat(game_id, seat, spec)
        ended = clock_rules.end_wait(spec, row, now, seq) if back_to is None else \
            clock_rules.annul_wait(row)
        rows[seat] = await save(tx, spec, ended, now)
    closed = []
    for vote in await tx.open_votes(game_id):
        if vote.seat not in new_set and await tx.close_vote(vote.id, "returned", now):
            await tx.cancel_timers(game_id=game_id, seat=vote.seat, kinds=("vote_close",))
            closed.append(vote)
    return WaitsChanged(returned=closed, clocks=rows)


async def game_over(tx: Transaction, game_id: int, now: datetime) -> None:
    """The game ended (finished or cancelled): stop every clock, forget every timer, close
    every open vote as moot."""
    spec = await game_clock(tx, game_id)
    for row in (await seat_rows(tx, game_id)).values():
        if row.waiting:
            await tx.save_seat_clock(clock_rules.end_wait(spec, row, now))
    await tx.cancel_timers(game_id=game_id)
    for vote in await tx.open_votes(game_id):
        await tx.close_vote(vote.id, "moot", now)


async def update_seat(tx: Transaction, game_id: int, seat: int, now: datetime,
                      *, restart: bool = False, **flags: bool) -> SeatClockRecord:
    """Set flags on a seat's clock (`auto`, `resigned`, `paused`, `timed_out`): stopping it
    (charging the time used) unless `restart`, which runs it again if nothing holds it."""
    spec = await game_clock(tx, game_id)
    row = (await seat_rows(tx, game_id)).get(seat) or clock_rules.fresh_seat(game_id, seat, spec)
    changed = clock_rules.restart(spec, row, now, **flags) if restart else \
        clock_rules.stop(row, now, **flags)
    return await save(tx, spec, changed, now)


async def grant_more_time(tx: Transaction, game_id: int, seat: int,
                          now: datetime) -> SeatClockRecord:
    """The vote gave a timed-out seat more time: its clock runs again with a fresh wait."""
    spec = await game_clock(tx, game_id)
    row = (await seat_rows(tx, game_id)).get(seat) or clock_rules.fresh_seat(game_id, seat, spec)
    return await save(tx, spec, clock_rules.grant(spec, row, now), now)


async def reclaim_seat(tx: Transaction, game_id: int, seat: int,
                       now: datetime) -> SeatClockRecord:
    """The player takes back a seat the bot played: a bank starts afresh at its starting
    amount (it had run out), and a wait in progress starts over."""
    spec = await game_clock(tx, game_id)
    row = (await seat_rows(tx, game_id)).get(seat) or clock_rules.fresh_seat(game_id, seat, spec)
    row = row.model_copy(update={
        "auto": False, "timed_out": False, "running_since": None,
        "bank": spec.initial if spec.kind == "bank" else row.bank,
    })
    if row.waiting:
        row = clock_rules.begin_wait(spec, row, now)
    return await save(tx, spec, row, now)


async def pause_user(tx: Transaction, user_id: int, now: datetime, *, paused: bool) -> list[int]:
    """Pause (or resume) the clocks of every running game of the user; returns those games."""
    touched = []
    for game in await tx.games_of_user(user_id, ["active"]):
        seat = next((s.seat for s in await tx.get_seats(game.id) if s.user_id == user_id), None)
        if seat is None:
            continue
        await update_seat(tx, game.id, seat, now, restart=not paused, paused=paused)
        touched.append(game.id)
    return touched
