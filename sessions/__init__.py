"""Game-agnostic orchestration: lobby, acting, delivery policy. No discord import here."""

from .absence.timer_runner import TimerRunner
from .core.clock_rules import ClockPolicy, ClockSpec, parse_clock
from .core.errors import SessionError, StaleVersion, UserError
from .core.models import ActResult, Choice, Game, GameInfo, Player
from .core.outgoing import Line, OutgoingMessage
from .core.ownership import Ownership, SharedOwnership
from .core.replay import replay
from .core.time_source import Clock, ManualClock, SystemClock
from .delivery.delivery import Deliverer, DeliveryPolicy, Rendered, Sender, SendFailure
from .delivery.painting import Painter
from .service import GameService
from .words.presenter import render_lines

__all__ = [
    "ActResult", "Choice", "Clock", "ClockPolicy", "ClockSpec", "Deliverer", "DeliveryPolicy",
    "Game", "GameInfo", "GameService", "Line", "ManualClock", "OutgoingMessage", "Ownership",
    "Painter", "Player", "Rendered",
    "SendFailure", "Sender", "SessionError", "SharedOwnership", "StaleVersion", "SystemClock",
    "TimerRunner", "UserError", "parse_clock", "render_lines", "replay",
]
