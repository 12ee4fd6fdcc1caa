"""Game-agnostic orchestration: lobby, acting, delivery policy. No discord import here."""

from .clock_rules import ClockPolicy, ClockSpec, parse_clock
from .delivery import Deliverer, DeliveryPolicy, Rendered, Sender, SendFailure
from .errors import SessionError, StaleVersion, UserError
from .models import ActResult, Choice, Game, GameInfo, Player
from .outgoing import Line, OutgoingMessage
from .ownership import Ownership, SharedOwnership
from .painting import Painter
from .presenter import render_lines
from .service import GameService, replay
from .time_source import Clock, ManualClock, SystemClock
from .timer_runner import TimerRunner

__all__ = [
    "ActResult", "Choice", "Clock", "ClockPolicy", "ClockSpec", "Deliverer", "DeliveryPolicy",
    "Game", "GameInfo", "GameService", "Line", "ManualClock", "OutgoingMessage", "Ownership",
    "Painter", "Player", "Rendered",
    "SendFailure", "Sender", "SessionError", "SharedOwnership", "StaleVersion", "SystemClock",
    "TimerRunner", "UserError", "parse_clock", "render_lines", "replay",
]
