"""A turn of Ostriches (rulebook + HOUSE_RULES section 1): the knight's jump (and the flip
that may end the game or offer a power, see `powers`), then the compulsory rotation that
ends the turn; and the start of the next one, skipping a move no pawn can make.
"""

from __future__ import annotations

from functools import cache

from games.base import Event, IllegalAction
from games.unchecked import event

from .board import (
    COLOURS,
    DIRECTIONS,
    POSITIONS,
    Direction,
    Position,
    far_rank,
    knight_targets,
    rank_of,
    rotated,
    squares_of,
)
from .edits import set_fields, set_pawn, slot_index, slot_value
from .models import (
    LastMove,
    Move,
    OstrichesState,
    PowerMark,
    Rotate,
    RotationMark,
    SingleStep,
)
from .queries import face_up_count, frozen_tile, has_legal_move

WINNING_FACE_UP = 4


def rotations(state: OstrichesState) -> list[SingleStep]:
    """Every rotation open now: any tile but the one the moved pawn stands on, either way."""
    return list(_rotations(frozen_tile(state)))


@cache
def _rotations(frozen: Position | None) -> tuple[Rotate, ...]:
    """Every rotation of a tile other than `frozen`, each built once and shared."""
    return tuple(Rotate(tile=tile, direction=direction)
                 for tile in POSITIONS if tile != frozen for direction in DIRECTIONS)


@cache
def _last_move(seat: int, origin: str, target: str) -> LastMove:
    return LastMove(seat=seat, origin=origin, target=target)


@cache
def _rotation_mark(seat: int, tile: Position, direction: Direction) -> RotationMark:
    return RotationMark(seat=seat, tile=tile, direction=direction)


@cache
def _area(position: Position) -> frozenset[str]:
    """The squares of a tile position, as a set (what a rotation moves)."""
    return frozenset(squares_of(position))


def move(s: OstrichesState, seat: int, step: Move, events: list[Event]) -> None:
    """The knight's jump; landing face down on the mover's far rank turns the pawn up, which
    wins with the fourth pawn of a colour, or offers the pawn's power."""
    origin, target = step.origin, step.target
    mover: int | None = None
    target_taken = False
    for pawn_id, pawn in enumerate(s.pawns):  # one pass finds the mover and the target's
        square = pawn.square
        if square == origin:
            mover = pawn_id
        elif square == target:
            target_taken = True
    if mover is None:
        raise IllegalAction("ostriches.error.no_pawn", rule="knight", square=origin)
    if mover == s.locked_pawn:
        raise IllegalAction("ostriches.error.locked", rule="knight", square=origin)
    if target not in knight_targets(origin):
        raise IllegalAction("ostriches.error.not_knight", rule="knight", origin=origin,
                            target=target)
    if target in s.bushes:
        raise IllegalAction("ostriches.error.bush_there", rule="knight", square=target)
    if target_taken:
        raise IllegalAction("ostriches.error.square_taken", rule="knight", square=target)
    pawn = set_pawn(s, s.pawns[mover], square=target)
    set_fields(s, moved_pawn=mover, last_move=_last_move(seat, origin, target),
               last_power=None, last_rotation=None, phase="rotating")
    events.append(event("ostriches.event.moved",
                        {"player": seat, "origin": origin, "target": target}))
    if pawn.face_up or rank_of(target) != far_rank(seat):
        return
    pawn = set_pawn(s, pawn, face_up=True)
    colour = COLOURS[pawn.owner]
    events.append(event(f"ostriches.event.flipped.{colour}_{pawn.power}", {"square": target}))
    if face_up_count(s, pawn.owner) >= WINNING_FACE_UP:
        s.phase = "over"
        s.winner = pawn.owner
        events.append(event(f"ostriches.event.won.{colour}", {"player": pawn.owner}))
    elif pawn.power != "plain":
        s.phase = "power"
        s.flipped_pawn = pawn.id


def rotate(s: OstrichesState, seat: int, step: Rotate, events: list[Event]) -> None:
    """Turn a tile with everything on it a quarter turn, which ends the turn."""
    tile, direction = step.tile, step.direction
    if tile == frozen_tile(s):
        raise IllegalAction("ostriches.error.frozen_tile", rule="rotation", tile=tile)
    area = _area(tile)
    for pawn in s.pawns:  # `set_pawn` replaces items, never adds or removes one
        square = pawn.square
        if square in area:
            set_pawn(s, pawn, square=rotated(square, direction))
    bushes = s.bushes  # the working copy's own list
    bushes[:] = [rotated(b, direction) if b in area else b for b in bushes]
    tiles = s.tiles
    index = slot_index(s, tile)
    slot = tiles[index]
    turned = (slot.orientation + (1 if direction == "cw" else 3)) % 4
    tiles[index] = slot_value(slot.position, slot.tile, turned)
    _mark_rotation(s, seat, step, area)
    events.append(event(f"ostriches.event.rotated.{direction}",
                        {"player": seat, "tile": tile, "number": slot.tile}))
    _end_turn(s, events)


def _mark_rotation(s: OstrichesState, seat: int, step: Rotate, area: frozenset[str]) -> None:
    """The rotation joins the turn's marks; the power's squares turn with their tile (the
    bush or pawns they name stand there now). A turn without a move (no legal one) is the
    rotation alone: the marks of the turn before go."""
    marks: dict[str, object] = {
        "last_rotation": _rotation_mark(seat, step.tile, step.direction)}
    power = s.last_power
    if s.moved_pawn is None:
        marks.update(last_move=None, last_power=None)
    elif power is not None and power.power != "tiles":
        first, second = (rotated(square, step.direction) if square in area else square
                         for square in (power.first, power.second))
        marks["last_power"] = PowerMark(seat=power.seat, power=power.power, first=first,
                                        second=second)
    set_fields(s, **marks)


def _end_turn(s: OstrichesState, events: list[Event]) -> None:
    set_fields(s, locked_pawn=s.moved_pawn, moved_pawn=None, flipped_pawn=None,
               turn=1 - s.turn, turn_number=s.turn_number + 1)
    begin_turn(s, events)


def begin_turn(s: OstrichesState, events: list[Event]) -> None:
    """Start the move step; with no legal move it is skipped (house rule): straight to the
    rotation, any tile allowed, and nothing moved, so the opponent is not restricted."""
    if has_legal_move(s):
        set_fields(s, phase="moving")
        return
    set_fields(s, phase="rotating", moved_pawn=None)
    events.append(event("ostriches.event.no_move", {"player": s.turn}))
