"""Vacation arithmetic, pure: how many days a player may still take this year.

A vacation pauses the player's clocks in all their games. Days are counted when the
vacation begins (the days asked for), and the whole days left unused are given back when it
is ended early. The allowance is per calendar year (UTC) of the day the vacation begins.
"""

from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime, timedelta

from storage import UserRecord

from .errors import SessionError

DAY = timedelta(days=1)


@dataclass(frozen=True)
class VacationBook:
    """A user's vacation fields after a change."""

    until: datetime | None
    year: int
    days_used: int


def days_used(user: UserRecord | None, now: datetime) -> int:
    """Days already counted this year (not counting the unused rest of a current vacation)."""
    if user is None or user.vacation_year != now.year:
        return 0
    used = user.vacation_days_used
    if user.vacation_until is not None and user.vacation_until > now:
        used -= (user.vacation_until - now) // DAY
    return max(used, 0)


def away_until(user: UserRecord | None, now: datetime) -> datetime | None:
    """When the user's current vacation ends, if they are away now."""
    if user is None or user.vacation_until is None or user.vacation_until <= now:
        return None
    return user.vacation_until


def take(user: UserRecord | None, days: int, now: datetime, allowance: int) -> VacationBook:
    """Start (or replace) a vacation of `days` days from now; SessionError past the allowance."""
    used = days_used(user, now)
    left = max(allowance - used, 0)
    if days < 1 or days > left:
        raise SessionError("clock.error.vacation_allowance", days=days, left=left, total=allowance)
    return VacationBook(until=now + days * DAY, year=now.year, days_used=used + days)


def end(user: UserRecord | None, now: datetime) -> VacationBook:
    """End the current vacation now, giving back its unused whole days."""
    if away_until(user, now) is None:
        raise SessionError("clock.error.not_on_vacation")
    assert user is not None
    return VacationBook(until=None, year=now.year, days_used=days_used(user, now))


def days_left(user: UserRecord | None, now: datetime, allowance: int) -> int:
    """Days the user may still take this year, the current vacation counted in full."""
    used = user.vacation_days_used if user is not None and user.vacation_year == now.year else 0
    return max(allowance - used, 0)
