"""The bot players: their seats and levels, and the driver that plays them in worker
processes through the same path as a person's action."""

from .bot_seats import LEVELS, check_may_seat, check_room, checked_level, practice_bots
from .bots import BotDriver, InlineExecutor, process_pool

__all__ = [
    "LEVELS", "BotDriver", "InlineExecutor", "check_may_seat", "check_room", "checked_level",
    "practice_bots", "process_pool",
]
