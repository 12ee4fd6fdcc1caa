"""Wearing, carrying, losing and winning garments.

A picked-up garment is worn if its slot is empty, else carried in the backpack; a slot that
empties is refilled at once from the backpack, own colour first (house rule). Winning is
checked here because only gaining a garment can complete an outfit.
"""

from __future__ import annotations

from games.base import Event
from games.scramble.constants import COLOURS, GARMENT_TYPES
from games.scramble.facts import emit, seat_ostriches
from games.scramble.models import Garment, Ostrich, State


def garment_key(garment: Garment) -> tuple[int, int]:
    """A stable order for garments: by type (head to feet), then by colour."""
    return GARMENT_TYPES.index(garment.kind), COLOURS.index(garment.colour)


def carried(ostrich: Ostrich) -> list[Garment]:
    """Every garment an ostrich wears or carries, in a stable order."""
    return sorted([*ostrich.worn.values(), *ostrich.backpack], key=garment_key)


def off_coloured(ostrich: Ostrich) -> list[Garment]:
    """The garments not of the ostrich's own colour: the only ones it can lose or be robbed of."""
    return [garment for garment in carried(ostrich) if garment.colour != ostrich.colour]


def put_on(ostrich: Ostrich, garment: Garment) -> bool:
    """Give the ostrich a garment: worn if the slot is empty (True), else backpacked (False)."""
    if garment.kind not in ostrich.worn:
        ostrich.worn[garment.kind] = garment
        return True
    ostrich.backpack.append(garment)
    return False


def take_off(ostrich: Ostrich, garment: Garment) -> None:
    """Remove a garment the ostrich holds, refilling an emptied slot from the backpack.

    The refill prefers the ostrich's own colour, then the garment carried longest.
    """
    if ostrich.worn.get(garment.kind) == garment:
        del ostrich.worn[garment.kind]
        spares = [item for item in ostrich.backpack if item.kind == garment.kind]
        if spares:
            own = [item for item in spares if item.colour == ostrich.colour]
            chosen = own[0] if own else spares[0]
            ostrich.backpack.remove(chosen)
            ostrich.worn[garment.kind] = chosen
    else:
        ostrich.backpack.remove(garment)


def dressed(ostrich: Ostrich) -> bool:
    """Whether the ostrich wears all four garment types."""
    return all(kind in ostrich.worn for kind in GARMENT_TYPES)


def stylish(ostrich: Ostrich) -> bool:
    """Whether every garment the ostrich wears is of its own colour."""
    return all(garment.colour == ostrich.colour for garment in ostrich.worn.values())


def worn_types(state: State, seat: int) -> int:
    """How many garment types a seat's ostriches wear, summed (the `max_rounds` score)."""
    return sum(len(item.worn) for item in seat_ostriches(state, seat))


def check_win(state: State, seat: int, events: list[Event]) -> bool:
    """End the game if every ostrich of `seat` is dressed; True when it did.

    Called right after a seat's ostrich gains a garment, so the win is immediate: the caller
    stops moving and resolving as soon as this returns True.
    """
    ostriches = seat_ostriches(state, seat)
    if not all(dressed(item) for item in ostriches):
        return False
    style = all(stylish(item) for item in ostriches)
    state.phase = "over"
    state.winners = [seat]
    state.end_reason = "style" if style else "dressed"
    state.pending = None
    state.movement = None
    state.snapshot = None
    emit(events, "win_style" if style else "win", player=seat)
    return True
