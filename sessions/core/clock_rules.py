"""Clock arithmetic, pure: the clock kinds, their syntax, and what a wait does to a seat's time.

A *wait* is the stretch during which the game waits for a seat: it begins when the seat
enters `to_act` and ends when it leaves it (a turn of several steps is one wait; in a
simultaneous phase every waiting seat has its own wait, all running at once). Clocks:

- `none`: no limit;
- `move:24h`: every wait may last that long;
- `bank:3d+1d/7d`: a time bank that starts at 3 days, loses the time each wait takes, gains
  1 day after each wait, and never holds more than 7 days (`+1d` and `/7d` are optional).

Durations are written with `d`, `h`, `m` (and `s`), combined: `1d12h`, `90m`. Everything here
is a function of its arguments: the sessions layer passes `now` from its injected clock.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from datetime import datetime, timedelta
from typing import Literal

from pydantic import BaseModel, ConfigDict

import i18n
from storage import SeatClockRecord, TimerKind

from .errors import SessionError

ClockKind = Literal["none", "move", "bank"]

MIN_DURATION = 60  # a minute: anything shorter is a typo on an asynchronous table
MAX_DURATION = 90 * 86400  # ninety days
_UNITS = {"d": 86400, "h": 3600, "m": 60, "s": 1}
_DURATION = re.compile(r"^(?:\d+[dhms])+$")
AMOUNT_DIGITS = len(str(MAX_DURATION))  # a number of more digits is out of range in any unit
QUOTED_MAX = 40
_PART = re.compile(r"(\d+)([dhms])")
_BANK = re.compile(r"^(?P<initial>[^+/]+)(?:\+(?P<increment>[^+/]+))?(?:/(?P<cap>[^+/]+))?$")

# Reminders: (timer kind, fraction of the wait's time still left when it fires).
REMINDERS: tuple[tuple[TimerKind, float], ...] = (("remind_half", 0.5), ("remind_tenth", 0.1))


class ClockSpec(BaseModel):
    """A game's clock, chosen when it is created. Durations in seconds."""

    model_config = ConfigDict(frozen=True, extra="forbid")

    kind: ClockKind = "none"
    per_move: int = 0
    initial: int = 0
    increment: int = 0
    cap: int | None = None

    @property
    def runs(self) -> bool:
        """Whether this clock limits anything at all."""
        return self.kind != "none"

    @property
    def extra_time(self) -> int:
        """What "more time" gives a seat whose clock ran out: a whole move's time, or the
        bank's starting amount."""
        return self.per_move if self.kind == "move" else self.initial

    def text(self) -> str:
        """The clock in its own syntax (`move:1d`, `bank:3d+1d/7d`), as players type it."""
        if self.kind == "move":
            return f"move:{duration_code(self.per_move)}"
        if self.kind == "bank":
            text = f"bank:{duration_code(self.initial)}"
            if self.increment:
                text += f"+{duration_code(self.increment)}"
            if self.cap is not None:
                text += f"/{duration_code(self.cap)}"
            return text
        return "none"


NO_CLOCK = ClockSpec()


@dataclass(frozen=True)
class ClockPolicy:
    """The server's clock settings: the default clock and the limits around it."""

    default: ClockSpec = NO_CLOCK
    vacation_days_per_year: int = 30
    digest_hour: int = 9  # UTC
    vote_time: timedelta = field(default=timedelta(hours=48))


# ------------------------------------------------------------------ syntax


def quoted(text: str | None) -> str:
    """What a player typed, as a refusal quotes it: cut short when long (a clock of
    thousands of digits is not worth repeating)."""
    shown = (text or "").strip()
    return shown if len(shown) <= QUOTED_MAX else shown[:QUOTED_MAX - 1] + "…"


def parse_duration(text: str) -> int:
    """Seconds from `1d12h`-style text; SessionError with the allowed range when out of it.
    Each number is bounded before it is converted: one with more digits than any allowed
    duration can have is out of range, whatever its value."""
    cleaned = text.strip().lower().replace(" ", "")
    if not _DURATION.match(cleaned):
        raise SessionError("clock.error.duration", text=quoted(text))
    parts = _PART.findall(cleaned)
    if len(parts) > len(_UNITS) or any(len(amount) > AMOUNT_DIGITS for amount, _ in parts):
        seconds = MAX_DURATION + 1
    else:
        seconds = sum(int(amount) * _UNITS[unit] for amount, unit in parts)
    if not MIN_DURATION <= seconds <= MAX_DURATION:
        raise SessionError("clock.error.range", text=quoted(text),
                           low=duration_code(MIN_DURATION), high=duration_code(MAX_DURATION))
    return seconds


def parse_clock(text: str | None) -> ClockSpec:
    """A clock from its syntax (see the module's docstring); a clear SessionError otherwise."""
    cleaned = (text or "").strip().lower().replace(" ", "")
    if cleaned in {"", "none", "no", "off", "aucune"}:
        return NO_CLOCK
    kind, sep, rest = cleaned.partition(":")
    if not sep or not rest:
        raise SessionError("clock.error.syntax", text=quoted(text))
    if kind == "move":
        return ClockSpec(kind="move", per_move=parse_duration(rest))
    if kind == "bank":
        match = _BANK.match(rest)
        if match is None:
            raise SessionError("clock.error.syntax", text=quoted(text))
        initial = parse_duration(match["initial"])
        increment = parse_duration(match["increment"]) if match["increment"] else 0
        cap = parse_duration(match["cap"]) if match["cap"] else None
        if cap is not None and cap < initial:
            raise SessionError("clock.error.cap", cap=duration_code(cap),
                               initial=duration_code(initial))
        return ClockSpec(kind="bank", initial=initial, increment=increment, cap=cap)
    raise SessionError("clock.error.syntax", text=(text or "").strip())


def duration_code(seconds: int) -> str:
    """Seconds in the clock syntax, largest units first: 129600 -> `1d12h`."""
    if seconds <= 0:
        return "0m"
    parts = []
    for unit, size in _UNITS.items():
        amount, seconds = divmod(seconds, size)
        if amount:
            parts.append(f"{amount}{unit}")
    return "".join(parts)


def duration_text(seconds: int, lang: str | None) -> str:
    """A duration for players, to the minute at most two units: `2 d 3 h`, `45 min`."""
    seconds = max(seconds, 0)
    days, rest = divmod(seconds, 86400)
    hours, rest = divmod(rest, 3600)
    minutes = rest // 60
    parts = [("days", days), ("hours", hours), ("minutes", minutes)]
    shown = [i18n.t(f"clock.unit.{unit}", lang, n=amount) for unit, amount in parts if amount]
    return " ".join(shown[:2]) or i18n.t("clock.unit.minutes", lang, n=0)


def clock_text(spec: ClockSpec, lang: str | None) -> str:
    """The clock in words, for the lobby and `/game mine`."""
    if spec.kind == "move":
        return i18n.t("clock.kind.move", lang, time=duration_text(spec.per_move, lang))
    if spec.kind == "bank":
        text = i18n.t("clock.kind.bank", lang, time=duration_text(spec.initial, lang),
                      increment=duration_text(spec.increment, lang))
        if spec.cap is not None:
            text += " " + i18n.t("clock.kind.cap", lang, time=duration_text(spec.cap, lang))
        return text
    return i18n.t("clock.kind.none", lang)


# ------------------------------------------------------------------ a seat's time


def fresh_seat(game_id: int, seat: int, spec: ClockSpec) -> SeatClockRecord:
    """A seat's clock when the game starts: the bank's starting amount, nothing running."""
    return SeatClockRecord(game_id=game_id, seat=seat,
                           bank=spec.initial if spec.kind == "bank" else 0)


def _seconds(since: datetime, now: datetime) -> int:
    return max(int((now - since).total_seconds()), 0)


def _elapsed(row: SeatClockRecord, now: datetime) -> int:
    return 0 if row.running_since is None else _seconds(row.running_since, now)


def remaining(row: SeatClockRecord, now: datetime) -> int:
    """Seconds the seat has left in its current wait (its bank when not waited for)."""
    return max(row.bank - _elapsed(row, now), 0)


def deadline(row: SeatClockRecord) -> datetime | None:
    """When the seat's time runs out, while its clock runs (None when it is stopped)."""
    if row.running_since is None:
        return None
    return row.running_since + timedelta(seconds=row.bank)


def _runnable(row: SeatClockRecord) -> bool:
    return row.waiting and not (row.paused or row.timed_out or row.auto)


def begin_wait(spec: ClockSpec, row: SeatClockRecord, now: datetime) -> SeatClockRecord:
    """The game starts waiting for the seat: its time for this wait is set and, unless the
    player is away or the bot plays the seat, starts running."""
    bank = spec.per_move if spec.kind == "move" else row.bank
    started = row.model_copy(update={"waiting": True, "timed_out": False, "bank": bank,
                                     "allotted": bank})
    running = spec.runs and _runnable(started)
    return started.model_copy(update={"running_since": now if running else None})


def end_wait(spec: ClockSpec, row: SeatClockRecord, now: datetime,
             seq: int | None = None) -> SeatClockRecord:
    """The seat is no longer waited for: a bank loses the time used and gains its increment
    (never above the cap); a per-move clock simply stops. The wait as it stood is kept with
    `seq`, the log row that ended it, for a take-back of that row (`resume_wait`)."""
    bank = row.bank
    if spec.kind == "bank":
        bank = max(row.bank - _elapsed(row, now), 0) + spec.increment
        if spec.cap is not None:
            bank = min(bank, spec.cap)
    return row.model_copy(update={
        "waiting": False, "running_since": None, "bank": bank, "allotted": 0,
        "timed_out": False, "resume_bank": row.bank, "resume_allotted": row.allotted,
        "resume_since": row.running_since, "resume_seq": seq})


def resume_wait(spec: ClockSpec, row: SeatClockRecord, now: datetime,
                back_to: int) -> SeatClockRecord:
    """A take-back to the position after log row `back_to` makes the game wait for the seat
    again: the wait that a later row ended goes on as it stood, every second since it
    began charged (the deadline is the one it had), and a bank gets back no increment. A
    seat with no such wait kept (one ended before waits were kept) starts one, with no
    increment either: the bank as it is, a per-move clock's full time."""
    if row.resume_seq is None or row.resume_seq <= back_to or row.resume_bank is None:
        return begin_wait(spec, row, now)
    since = row.resume_since
    resumed = row.model_copy(update={
        "waiting": True, "timed_out": False, "bank": row.resume_bank,
        "allotted": row.resume_allotted or row.resume_bank, "running_since": None,
        "resume_bank": None, "resume_allotted": None, "resume_since": None,
        "resume_seq": None})
    if spec.runs and _runnable(resumed):
        return resumed.model_copy(update={"running_since": since or now})
    if spec.runs and since is not None:  # held now (a vacation begun since): charged, stopped
        return resumed.model_copy(update={"bank": max(row.resume_bank
                                                      - _seconds(since, now), 0)})
    return resumed


def annul_wait(row: SeatClockRecord) -> SeatClockRecord:
    """A take-back undid the row that made the game wait for the seat: that wait never
    was, so it ends charging nothing and granting nothing (no bank increment)."""
    return row.model_copy(update={"waiting": False, "running_since": None, "allotted": 0,
                                  "timed_out": False})


def stop(row: SeatClockRecord, now: datetime, **flags: bool) -> SeatClockRecord:
    """Stop the seat's clock, charging the time used so far, and set `flags` (`paused`,
    `auto`, `timed_out`...)."""
    return row.model_copy(update={"bank": remaining(row, now), "running_since": None, **flags})


def restart(spec: ClockSpec, row: SeatClockRecord, now: datetime,
            **flags: bool) -> SeatClockRecord:
    """Set `flags` (e.g. `paused=False`) and run the clock again if the seat is waited for
    and nothing else holds it."""
    updated = row.model_copy(update=flags)
    running = spec.runs and _runnable(updated) and updated.running_since is None
    return updated.model_copy(update={"running_since": now}) if running else updated


def grant(spec: ClockSpec, row: SeatClockRecord, now: datetime) -> SeatClockRecord:
    """"More time" for a seat whose clock ran out: `spec.extra_time`, counted as a fresh wait
    (so both reminders come again)."""
    extra = spec.extra_time
    updated = row.model_copy(update={"bank": extra, "allotted": extra, "timed_out": False,
                                     "running_since": None})
    return restart(spec, updated, now)


def timer_plan(row: SeatClockRecord) -> list[tuple[TimerKind, datetime]]:
    """The timers a running clock needs: each reminder still ahead, and the deadline."""
    end = deadline(row)
    if end is None:
        return []
    plan: list[tuple[TimerKind, datetime]] = []
    for kind, fraction in REMINDERS:
        left_then = int(row.allotted * fraction)
        if left_then > 0 and row.bank > left_then:
            plan.append((kind, end - timedelta(seconds=left_then)))
    plan.append(("deadline", end))
    return plan


def next_digest(now: datetime, hour: int) -> datetime:
    """The next time it is `hour`:00 UTC, strictly after `now`."""
    candidate = now.replace(hour=hour, minute=0, second=0, microsecond=0)
    return candidate if candidate > now else candidate + timedelta(days=1)
