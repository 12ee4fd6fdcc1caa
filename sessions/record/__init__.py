"""Looking back: a recap since a player's last action, the board after any move, players'
records and leaderboards, ratings and their boards, and `--verify`, which proves a
finished game's record."""

from storage import RatingRecord

from ..core.ratings import MIN_GAMES, Skill, points
from .ratings import RatingBoard
from .recap import Recap
from .service import RecordService
from .stats import PlayerStats, Record, Standing
from .stepper import ReplayStep
from .verification import verify, verify_file

__all__ = [
    "MIN_GAMES", "PlayerStats", "RatingBoard", "RatingRecord", "Recap", "Record",
    "RecordService", "ReplayStep", "Skill", "Standing", "points", "verify", "verify_file",
]
