"""Writing `apply`'s working copy (see `rules._clone`): pawns and tile slots are frozen
values, so a change replaces an item, and several fields are written in one go; plus the
private notes and memory a step leaves its player, and the refusal every step that puts
something on a square shares.
"""

from __future__ import annotations

from functools import cache
from typing import Any

from games.base import Event, IllegalAction
from games.unchecked import event

from .board import POSITIONS, Position
from .models import Note, OstrichesState, Pawn, Power, TileSlot
from .queries import pawn_at


@cache
def pawn_value(pawn_id: int, owner: int, power: Power, square: str | None,
               face_up: bool) -> Pawn:
    """A pawn: pawns are frozen values with few possible states, so each is built once and
    shared (by the rules, and by the bots' samples)."""
    return Pawn(id=pawn_id, owner=owner, power=power, square=square, face_up=face_up)


@cache
def slot_value(position: Position, tile: int, orientation: int) -> TileSlot:
    """A tile slot: frozen values too (4 positions x 4 tiles x 4 orientations)."""
    return TileSlot(position=position, tile=tile, orientation=orientation)


def set_pawn(
    s: OstrichesState, pawn: Pawn, square: str | None = None, face_up: bool | None = None
) -> Pawn:
    """Replace a (frozen) pawn by a copy with a new square and/or face; returns the copy."""
    fields = pawn.__dict__  # one read of the model instead of five
    changed = pawn_value(
        fields["id"], fields["owner"], fields["power"],
        fields["square"] if square is None else square,
        fields["face_up"] if face_up is None else face_up,
    )
    s.pawns[fields["id"]] = changed
    return changed


_STATE_FIELDS = frozenset(OstrichesState.model_fields)


def set_fields(s: OstrichesState, **values: Any) -> None:
    """Write several fields of `apply`'s working copy in one go.

    What pydantic's `__setattr__` does for each field (these models validate no assignment:
    store the value, mark the field set), without its dispatch per field, which costs
    several times the write itself; every step writes a few fields.
    """
    assert values.keys() <= _STATE_FIELDS, values.keys() - _STATE_FIELDS
    s.__dict__.update(values)
    s.__pydantic_fields_set__.update(values)


def slot_index(s: OstrichesState, position: Position) -> int:
    """Where the slot of tile position `position` stands in `s.tiles` (a swap or a rotation
    replaces it there)."""
    index = POSITIONS.index(position)  # where `new_state` puts it, and no step moves it
    if s.tiles[index].position == position:
        return index
    return next(i for i, slot in enumerate(s.tiles) if slot.position == position)


def require_empty(s: OstrichesState, square: str, rule: str) -> None:
    """Refuse, under the rule of page `rule`, to put anything on a square that is not
    empty."""
    if square in s.bushes:
        raise IllegalAction("ostriches.error.bush_there", rule=rule, square=square)
    if pawn_at(s, square) is not None:
        raise IllegalAction("ostriches.error.square_taken", rule=rule, square=square)


def note(s: OstrichesState, seat: int, key: str, events: list[Event], pawn: Pawn,
         **params: str) -> None:
    """A private line about `pawn`: an event for that seat now, and a note in its private
    log, which keeps the pawn so that the view can follow it."""
    events.append(event(key, dict(params), seat))
    s.notes.append(Note(seat=seat, key=key, params=dict(params), pawn=pawn.id))


def learn(s: OstrichesState, seat: int, pawn: Pawn) -> None:
    """Remember that `seat` has seen `pawn`'s face (its own placement, the Eye), for its
    view's `recall`."""
    if pawn.id not in s.knowledge[seat]:
        s.knowledge[seat] = sorted([*s.knowledge[seat], pawn.id])
