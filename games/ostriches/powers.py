"""The four powers a pawn turned face up offers its player (rulebook + HOUSE_RULES
section 1): move a bush, swap two face-down pawns, look at two, swap two tiles; the choices
open, and what each does.
"""

from __future__ import annotations

from functools import cache
from itertools import combinations

from games.base import Event, IllegalAction
from games.unchecked import event

from .board import COLOURS, POSITIONS, Position, all_squares, board_order, squares_of, swapped
from .edits import learn, note, require_empty, set_pawn, slot_index, slot_value
from .models import ActivePower, OstrichesState, Pass, Pawn, PowerMark, SingleStep, UsePower
from .queries import face_down_squares, occupied, pawn_at, pawn_by_id

_POSITION_NAMES: dict[str, Position] = {position: position for position in POSITIONS}


@cache
def _power_step(power: ActivePower, first: str, second: str) -> UsePower:
    return UsePower(power=power, first=first, second=second)


def power_options(state: OstrichesState) -> list[SingleStep]:
    """Every use of the power of the pawn just turned up (passing is open besides where
    `rules.may_pass` says so)."""
    assert state.flipped_pawn is not None
    power = pawn_by_id(state, state.flipped_pawn).power
    if power == "bush":
        filled = occupied(state)
        empty = [s for s in all_squares() if s not in filled]
        return [_power_step("bush", bush, target)
                for bush in sorted(state.bushes, key=board_order) for target in empty]
    if power in ("swap", "eye"):
        return [_power_step(power, a, b)
                for a, b in combinations(face_down_squares(state), 2)]
    if power == "tiles":
        return [_power_step("tiles", a, b) for a, b in combinations(POSITIONS, 2)]
    return []


def use_power(s: OstrichesState, seat: int, step: UsePower | Pass,
              events: list[Event]) -> None:
    """Use the offered power, or pass it; either way the turn goes on to its rotation."""
    assert s.flipped_pawn is not None
    if isinstance(step, Pass):
        events.append(event("ostriches.event.passed", {"player": seat}))
    else:
        power = pawn_by_id(s, s.flipped_pawn).power
        if step.power != power:
            raise IllegalAction(f"ostriches.error.expect_power.{power}", rule=power)
        if step.power == "bush":
            _move_bush(s, seat, step, events)
        elif step.power == "tiles":
            _swap_tiles(s, seat, step, events)
        else:
            _swap_or_look(s, seat, step, events)
        s.last_power = PowerMark(seat=seat, power=step.power, first=step.first,
                                 second=step.second)
    s.flipped_pawn = None
    s.phase = "rotating"


def _face_down_pawn(s: OstrichesState, square: str, power: str) -> Pawn:
    pawn = pawn_at(s, square)
    if pawn is None or pawn.face_up:
        raise IllegalAction("ostriches.error.not_face_down", rule=power, square=square)
    return pawn


def _move_bush(s: OstrichesState, seat: int, step: UsePower, events: list[Event]) -> None:
    if step.first not in s.bushes:
        raise IllegalAction("ostriches.error.no_bush", rule="bush", square=step.first)
    require_empty(s, step.second, "bush")
    s.bushes[s.bushes.index(step.first)] = step.second
    events.append(event("ostriches.event.bush_moved",
                        {"player": seat, "origin": step.first, "target": step.second}))


def _swap_or_look(s: OstrichesState, seat: int, step: UsePower, events: list[Event]) -> None:
    if step.first == step.second:
        raise IllegalAction("ostriches.error.same_square", rule=step.power,
                            square=step.first)
    first = _face_down_pawn(s, step.first, step.power)
    second = _face_down_pawn(s, step.second, step.power)
    params: dict[str, str | int] = {"player": seat, "first": step.first, "second": step.second}
    if step.power == "swap":
        set_pawn(s, first, square=second.square)
        set_pawn(s, second, square=first.square)
        events.append(event("ostriches.event.swapped", params))
        return
    events.append(event("ostriches.event.looked", params))
    for pawn in (first, second):
        learn(s, seat, pawn)
        assert pawn.square is not None
        note(s, seat, f"ostriches.private.seen.{COLOURS[pawn.owner]}_{pawn.power}", events,
             pawn, square=pawn.square)


def _swap_tiles(s: OstrichesState, seat: int, step: UsePower, events: list[Event]) -> None:
    if step.first == step.second:
        raise IllegalAction("ostriches.error.same_tile", rule="tiles", tile=step.first)
    one, other = _POSITION_NAMES[step.first], _POSITION_NAMES[step.second]
    area = {*squares_of(one), *squares_of(other)}
    for pawn in list(s.pawns):
        if pawn.square in area:
            set_pawn(s, pawn, square=swapped(pawn.square, one, other))
    bushes = s.bushes
    bushes[:] = [swapped(bush, one, other) for bush in bushes]
    first, second = slot_index(s, one), slot_index(s, other)
    one_slot, other_slot = s.tiles[first], s.tiles[second]
    s.tiles[first] = slot_value(one_slot.position, other_slot.tile, other_slot.orientation)
    s.tiles[second] = slot_value(other_slot.position, one_slot.tile, one_slot.orientation)
    events.append(event("ostriches.event.tiles_swapped",
                        {"player": seat, "first": step.first, "second": step.second}))
