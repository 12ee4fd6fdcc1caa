"""Playing: reading games, acting (a person's action, a bot's step), the Play picker's model
(its screens, whether a press still stands) and the turn put together in it, the games one
may open, and the one commit path every change to a game goes through."""

from .acting import ACTION_TEXT_MAX, PlayService
from .commit import Change, Committer, Row
from .drafting import STEP_JOINER, Draft
from .kinds import game_kinds, option_choice_name, option_suggestions, seat_range
from .layout import Limits
from .picker import (
    START,
    Menu,
    PickerPress,
    PickerScreen,
    Picture,
    Place,
    ShownChoice,
    TurnToSend,
)
from .presses import button_stands, press_refusal
from .reading import (
    GameReader,
    anytime_action,
    anytime_choice,
    anytime_notation,
    seats_that_may_play,
)

__all__ = [
    "ACTION_TEXT_MAX", "START", "STEP_JOINER", "Change", "Committer", "Draft", "GameReader",
    "Limits", "Menu", "PickerPress", "PickerScreen", "Picture", "Place", "PlayService", "Row",
    "ShownChoice", "TurnToSend", "anytime_action", "anytime_choice", "anytime_notation",
    "button_stands",
    "game_kinds", "option_choice_name", "option_suggestions", "press_refusal", "seat_range",
    "seats_that_may_play",
]
