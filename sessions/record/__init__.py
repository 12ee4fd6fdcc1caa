"""Looking back: a recap since a player's last action, the board after any move, players'
records and leaderboards, and `--verify`, which proves a finished game's record."""

from .recap import Recap
from .service import RecordService
from .stats import PlayerStats, Record, Standing
from .stepper import ReplayStep
from .verification import verify, verify_file

__all__ = [
    "PlayerStats", "Recap", "Record", "RecordService", "ReplayStep", "Standing", "verify",
    "verify_file",
]
