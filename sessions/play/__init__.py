"""Playing: reading games, acting (a person's action, a bot's step), the turn put together in
the picker, and the one commit path every change to a game goes through."""

from .acting import ACTION_TEXT_MAX, PlayService
from .commit import Change, Committer, Row
from .drafting import STEP_JOINER, Draft
from .reading import GameReader, anytime_action, anytime_notation, seats_that_may_play

__all__ = [
    "ACTION_TEXT_MAX", "STEP_JOINER", "Change", "Committer", "Draft", "GameReader",
    "PlayService", "Row", "anytime_action", "anytime_notation", "seats_that_may_play",
]
