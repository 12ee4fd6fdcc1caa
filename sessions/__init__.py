"""Game-agnostic orchestration: lobby, acting, delivery policy. No discord import here."""

from .clock import Clock, ManualClock, SystemClock
from .delivery import Deliverer, DeliveryPolicy, Rendered, Sender, SendFailure
from .errors import SessionError, StaleVersion, UserError
from .models import ActResult, Choice, GameInfo, Player
from .outgoing import Line, OutgoingMessage
from .presenter import render_lines
from .service import GameService, replay

__all__ = [
    "ActResult", "Choice", "Clock", "Deliverer", "DeliveryPolicy", "GameInfo", "GameService",
    "Line", "ManualClock", "OutgoingMessage", "Player", "Rendered", "SendFailure", "Sender",
    "SessionError", "StaleVersion", "SystemClock", "UserError", "render_lines", "replay",
]
