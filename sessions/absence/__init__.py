"""What clocks lead to (reminders, the digest, timeout votes, the bot standing in, resigning,
reclaiming, vacations), and the timers: a handler by timer kind, fired by the runner."""

from .absence import AbsenceService, BallotResult
from .timer_runner import TimerRunner
from .timers import Fired, TimerHandlers

__all__ = [
    "AbsenceService", "BallotResult", "Fired", "TimerHandlers", "TimerRunner",
]
