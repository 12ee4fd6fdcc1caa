"""Read-only questions about a state that every rules module asks.

Kept apart so that movement, turns and views share one definition of "free crate", "who
owns this ostrich" or "the first ostrich of a seat".
"""

from __future__ import annotations

import random

from games.base import Event, ParamValue, chance
from games.scramble.board import all_squares
from games.scramble.constants import COLOURS
from games.scramble.models import Ostrich, State
from games.unchecked import event


def ostrich(state: State, colour: str) -> Ostrich:
    """The ostrich of that colour (ostriches are stored in colour order)."""
    return state.ostriches[COLOURS.index(colour)]


def ostrich_at(state: State, square: str) -> Ostrich | None:
    """The ostrich standing on `square`, if any."""
    return next((item for item in state.ostriches if item.square == square), None)


def owner(state: State, colour: str) -> int:
    """The seat that plays the ostrich of that colour."""
    return ostrich(state, colour).owner


def seat_ostriches(state: State, seat: int) -> list[Ostrich]:
    """A seat's ostriches, its first ostrich first."""
    return [ostrich(state, colour) for colour in state.seats[seat].ostriches]


def two_each(state: State) -> bool:
    """Whether this is the 2-3 player game, where every player runs two ostriches."""
    return state.players <= 3


def is_free(state: State, square: str) -> bool:
    """A square with no ostrich and no garment on it."""
    return square not in state.garments and ostrich_at(state, square) is None


def ostrich_squares(state: State) -> set[str | None]:
    """The squares ostriches stand on (None for one off the board)."""
    return {item.square for item in state.ostriches}


def taken_squares(state: State) -> set[str | None]:
    """The squares that are not free: an ostrich or a garment on them (and None).

    To test many squares, one set is far cheaper than `is_free` on each: every read of a
    state field costs, and `is_free` reads every ostrich."""
    return ostrich_squares(state).union(state.garments)


def free_crates(state: State) -> list[str]:
    """Crates with no ostrich and no garment, in board order."""
    taken = taken_squares(state)
    return [crate for crate in state.crates if crate not in taken]


def free_squares(state: State) -> list[str]:
    """Every square with no ostrich and no garment, in board order."""
    taken = taken_squares(state)
    return [square for square in all_squares(state.width, state.height) if square not in taken]


def rng(state: State) -> random.Random:
    """The RNG of the next chance step; advances the state's chance counter."""
    generator = chance(state.seed, state.chance_step)
    state.chance_step += 1
    return generator


def emit(events: list[Event], key: str, audience: int | None = None, **params: ParamValue) -> None:
    """Append one event line (`scramble.event.<key>`) for everyone or for one seat."""
    events.append(event(f"scramble.event.{key}", params, audience))
