"""Time, injected: the sessions layer never reads the wall clock directly.

Tests pass a `ManualClock` and move it; the bot passes `SystemClock`.
"""

from __future__ import annotations

from datetime import UTC, datetime, timedelta
from typing import Protocol


class Clock(Protocol):
    """Anything that tells the current time (timezone-aware, UTC)."""

    def now(self) -> datetime:
        """The current instant."""
        ...


class SystemClock:
    """The real clock."""

    def now(self) -> datetime:
        """The current instant, in UTC."""
        return datetime.now(UTC)


class ManualClock:
    """A clock that only moves when told to, for deterministic tests and the demo."""

    def __init__(self, start: datetime | None = None) -> None:
        self._now = start or datetime(2026, 1, 1, tzinfo=UTC)

    def now(self) -> datetime:
        """The instant the clock was last set to."""
        return self._now

    def advance(self, delta: timedelta) -> None:
        """Move the clock forward."""
        self._now += delta
