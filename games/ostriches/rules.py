"""The rules of Ostriches (rulebook + HOUSE_RULES section 1): setup, legality, applying steps.

A turn is a sequence of phases, each one step by the same seat: `moving` (a knight's jump),
`power` (only after a flip that reveals a power), `rotating` (compulsory). The placement
phase comes first, one pawn per step, seats alternating. `apply` works on a copy (`_clone`),
so a refused action leaves the caller's state untouched, and a line of several steps is all
or nothing.
"""

from __future__ import annotations

from functools import cache
from itertools import combinations
from typing import Any

from games.base import Event, IllegalAction, chance
from games.unchecked import copied, event

from .board import (
    COLOURS,
    DIRECTIONS,
    POSITIONS,
    Position,
    all_squares,
    board_order,
    far_rank,
    home_positions,
    home_ranks,
    knight_targets,
    position_of,
    rank_of,
    rotated,
    squares_of,
    swapped,
    tile_centre,
)
from .models import (
    PAWN_SET,
    POWERS,
    ActivePower,
    AnyAction,
    BushSetup,
    LastMove,
    Line,
    Memory,
    Move,
    Note,
    OstrichesState,
    Pass,
    Pawn,
    Place,
    Power,
    Rotate,
    SingleStep,
    TileSlot,
    UsePower,
)

PLAYERS = 2
WINNING_FACE_UP = 4
FIXED_BUSHES = ("b2", "e5")
_POSITION_NAMES: dict[str, Position] = {position: position for position in POSITIONS}


def new_state(seed: int, memory: Memory, bushes_setup: BushSetup) -> OstrichesState:
    """A fresh game: first player drawn from the seed, bushes placed, every pawn in hand.

    Chance step 0 picks the first player; with random bushes, step 1 picks one South and one
    North tile whose centre gets a bush.
    """
    step = 0
    first_player = chance(seed, step).randrange(PLAYERS)
    step += 1
    if bushes_setup == "fixed":
        bushes = list(FIXED_BUSHES)
    else:
        rng = chance(seed, step)
        step += 1
        bushes = [tile_centre(rng.choice(home_positions(seat))) for seat in range(PLAYERS)]
    pawns = [
        Pawn(id=seat * len(PAWN_SET) + index, owner=seat, power=power)
        for seat in range(PLAYERS)
        for index, power in enumerate(PAWN_SET)
    ]
    return OstrichesState(
        seed=seed,
        chance_step=step,
        memory=memory,
        bushes_setup=bushes_setup,
        first_player=first_player,
        phase="placing",
        turn=first_player,
        pawns=pawns,
        bushes=bushes,
        tiles=[TileSlot(position=position, tile=index + 1)
               for index, position in enumerate(POSITIONS)],
        knowledge=[[] for _ in range(PLAYERS)],
    )


# --------------------------------------------------------------------------- queries


def to_act(state: OstrichesState) -> list[int]:
    """The one seat the game waits for (the same seat through every step of its turn)."""
    return [] if state.phase == "over" else [state.turn]


def pawn_at(state: OstrichesState, square: str) -> Pawn | None:
    """The pawn standing on `square`, if any."""
    for pawn in state.pawns:
        if pawn.square == square:
            return pawn
    return None


def pawn_by_id(state: OstrichesState, pawn_id: int) -> Pawn:
    """The pawn with this internal id (pawn `i` is always `pawns[i]`)."""
    return state.pawns[pawn_id]


def is_empty(state: OstrichesState, square: str) -> bool:
    """Whether a pawn may land on `square`: no pawn and no bush there."""
    return square not in state.bushes and pawn_at(state, square) is None


def face_up_count(state: OstrichesState, seat: int) -> int:
    """How many pawns of `seat`'s colour are face up."""
    return sum(1 for pawn in state.pawns if pawn.owner == seat and pawn.face_up)


def frozen_tile(state: OstrichesState) -> Position | None:
    """The tile that may not be rotated this turn: the one the moved pawn now stands on."""
    if state.moved_pawn is None:
        return None
    square = pawn_by_id(state, state.moved_pawn).square
    return None if square is None else position_of(square)


def face_down_squares(state: OstrichesState) -> list[str]:
    """Squares of every face-down pawn on the board, in board order."""
    squares = [p.square for p in state.pawns if p.square is not None and not p.face_up]
    return sorted(squares, key=board_order)


def _movable(state: OstrichesState) -> tuple[set[str], list[str]]:
    """The squares no pawn may land on (pawns and bushes), and those of the pawns that may
    move (all but the locked one), in one pass: each read of a model field costs."""
    locked = state.locked_pawn
    filled = set(state.bushes)
    origins: list[str] = []
    for pawn_id, pawn in enumerate(state.pawns):  # pawn i is pawns[i]
        square = pawn.square
        if square is not None:
            filled.add(square)
            if pawn_id != locked:
                origins.append(square)
    return filled, origins


def occupied(state: OstrichesState) -> set[str]:
    """Every square holding a pawn or a bush."""
    return _movable(state)[0]


def legal_moves(state: OstrichesState) -> list[Move]:
    """Every knight move open to the seat whose turn it is (ignores the phase)."""
    filled, origins = _movable(state)
    origins.sort(key=_BOARD_INDEX.__getitem__)
    return [move for origin in origins for target, move in _moves_from(origin)
            if target not in filled]


_BOARD_INDEX: dict[str, int] = {square: index for index, square in enumerate(all_squares())}
"""A square's place in board order, for sorting squares cheaply."""


@cache
def _moves_from(origin: str) -> tuple[tuple[str, Move], ...]:
    """Every knight move from `origin` on an empty board with its target, in board order.

    Steps are frozen values, so each possible one is built once and shared."""
    return tuple((target, Move(origin=origin, target=target))
                 for target in knight_targets(origin))


@cache
def _place_step(power: Power, square: str) -> Place:
    return Place(power=power, square=square)


@cache
def _power_step(power: ActivePower, first: str, second: str) -> UsePower:
    return UsePower(power=power, first=first, second=second)


@cache
def _rotations(frozen: Position | None) -> tuple[Rotate, ...]:
    """Every rotation of a tile other than `frozen`, each built once and shared."""
    return tuple(Rotate(tile=tile, direction=direction)
                 for tile in POSITIONS if tile != frozen for direction in DIRECTIONS)


_PASS = Pass()


@cache
def _home_squares(seat: int) -> tuple[str, ...]:
    """The squares of a seat's home tiles, in board order (where it places its pawns)."""
    return tuple(s for s in all_squares() if rank_of(s) in home_ranks(seat))


def has_legal_move(state: OstrichesState) -> bool:
    """Whether the seat whose turn it is can move any pawn at all."""
    filled, origins = _movable(state)
    for origin in origins:
        for target in knight_targets(origin):
            if target not in filled:
                return True
    return False


def legal_steps(state: OstrichesState, seat: int) -> list[SingleStep]:
    """Every single step `seat` may take now, in a fixed order ([] when it is not asked)."""
    phase = state.phase
    if phase == "over" or seat != state.turn:
        return []
    if phase == "placing":
        in_hand = {p.power for p in state.pawns if p.owner == seat and p.square is None}
        filled = occupied(state)
        squares = [s for s in _home_squares(seat) if s not in filled]
        return [_place_step(power, square)
                for power in POWERS if power in in_hand for square in squares]
    if phase == "moving":
        return [*legal_moves(state)]
    if phase == "power":
        return [*_power_options(state), _PASS]
    return list(_rotations(frozen_tile(state)))


def _power_options(state: OstrichesState) -> list[SingleStep]:
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


# --------------------------------------------------------------------------- apply


def apply(
    state: OstrichesState, seat: int, action: AnyAction
) -> tuple[OstrichesState, list[Event]]:
    """Apply one step or a whole line for `seat`; pure (the input state is not changed).

    In a line, each step is checked against the state the previous ones left. Where a flip
    offers a power and the line goes straight on to a rotation, the power is passed. If a
    step ends the game (a fourth pawn of a colour face up), the rest of the line is dropped,
    as the game ends at once.
    """
    new, events, _ = _apply_counting(state, seat, action)
    return new, events


def steps_played(state: OstrichesState, seat: int, line: Line) -> int:
    """How many of `line`'s steps `apply` plays from `state`: all of them, unless one ends
    the game first. Raises IllegalAction as `apply` does."""
    return _apply_counting(state, seat, line)[2]


def _apply_counting(
    state: OstrichesState, seat: int, action: AnyAction
) -> tuple[OstrichesState, list[Event], int]:
    """`apply`, and how many steps of the action it played."""
    new = _clone(state)
    events: list[Event] = []
    # `type(...) is` rather than `isinstance`: a failed isinstance on a pydantic model goes
    # through its metaclass's slow check, and no step class has subclasses.
    if type(action) is not Line:
        _apply_step(new, seat, action, events)
        return new, events, 1
    played = 0
    for index, step in enumerate(action.steps):
        if index > 0 and new.phase == "over":
            break
        if new.phase == "power" and type(step) is Rotate:
            _apply_step(new, seat, _PASS, events)
        _apply_step(new, seat, step, events)
        played += 1
    return new, events, played


def reveals(state: OstrichesState, seat: int, action: AnyAction) -> bool:
    """Whether taking `action` shows its player something they could not know before: a
    move that turns a face-down pawn up (its power), or the Eye (two pawns). Read from the
    public board only: which pawns are face down, and the mover's far rank."""
    if type(action) is Move:
        pawn = pawn_at(state, action.origin)
        return (pawn is not None and not pawn.face_up
                and rank_of(action.target) == far_rank(seat))
    if type(action) is UsePower:
        return action.power == "eye"
    return type(action) is Line


def _clone(state: OstrichesState) -> OstrichesState:
    """A copy `apply` may change freely: its lists are new, their frozen items shared.

    Pawns, tile slots and notes are frozen, so a change replaces an item (`_set_pawn`) and
    never reaches the caller's state; a deep copy would cost more than the step itself.
    """
    fields = state.__dict__
    return copied(state, ("pawns", "tiles", "bushes", "notes"),
                  knowledge=[list(seen) for seen in fields["knowledge"]])


PHASE_TOPICS = {"placing": "placement", "moving": "knight", "rotating": "rotation",
                "over": "win"}
"""The rule page (`pages.py`) about each phase of a turn; the power phase's page is the
flipped pawn's power."""


def phase_topic(s: OstrichesState) -> str:
    """The rule page about what the game waits for now: the topic a refusal names when the
    action does not fit the phase at all."""
    if s.phase == "power" and s.flipped_pawn is not None:
        return pawn_by_id(s, s.flipped_pawn).power
    return PHASE_TOPICS[s.phase]


def _apply_step(s: OstrichesState, seat: int, step: SingleStep, events: list[Event]) -> None:
    phase = s.phase
    if phase == "over":
        raise IllegalAction("ostriches.error.game_over", rule="win")
    if seat != s.turn:
        raise IllegalAction("ostriches.error.not_your_turn", rule=phase_topic(s))
    if phase == "placing" and isinstance(step, Place):
        _place(s, seat, step, events)
    elif phase == "moving" and isinstance(step, Move):
        _move(s, seat, step, events)
    elif phase == "power" and isinstance(step, UsePower | Pass):
        _use_power(s, seat, step, events)
    elif phase == "rotating" and isinstance(step, Rotate):
        _rotate(s, seat, step, events)
    elif phase == "power":
        assert s.flipped_pawn is not None
        power = pawn_by_id(s, s.flipped_pawn).power
        raise IllegalAction(f"ostriches.error.expect_power.{power}", rule=power)
    else:
        raise IllegalAction(f"ostriches.error.expect_{phase}", rule=phase_topic(s))


def _set_pawn(
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


@cache
def _last_move(seat: int, origin: str, target: str) -> LastMove:
    return LastMove(seat=seat, origin=origin, target=target)


def _slot_index(s: OstrichesState, position: Position) -> int:
    index = POSITIONS.index(position)  # where `new_state` puts it, and no step moves it
    if s.tiles[index].position == position:
        return index
    return next(i for i, slot in enumerate(s.tiles) if slot.position == position)


@cache
def _area(position: Position) -> frozenset[str]:
    """The squares of a tile position, as a set (what a rotation moves)."""
    return frozenset(squares_of(position))


def _require_empty(s: OstrichesState, square: str, rule: str) -> None:
    """Refuse, under the rule of page `rule`, to put anything on a square that is not
    empty."""
    if square in s.bushes:
        raise IllegalAction("ostriches.error.bush_there", rule=rule, square=square)
    if pawn_at(s, square) is not None:
        raise IllegalAction("ostriches.error.square_taken", rule=rule, square=square)


def _note(s: OstrichesState, seat: int, key: str, events: list[Event], **params: str) -> None:
    """A private line: an event for that seat now, and a note in its private log."""
    events.append(event(key, dict(params), seat))
    s.notes.append(Note(seat=seat, key=key, params=dict(params)))


def _learn(s: OstrichesState, seat: int, pawn: Pawn) -> None:
    if pawn.id not in s.knowledge[seat]:
        s.knowledge[seat] = sorted([*s.knowledge[seat], pawn.id])


def _place(s: OstrichesState, seat: int, step: Place, events: list[Event]) -> None:
    pawn = next((p for p in s.pawns
                 if p.owner == seat and p.square is None and p.power == step.power), None)
    if pawn is None:
        raise IllegalAction(f"ostriches.error.not_in_hand.{step.power}", rule="placement")
    if rank_of(step.square) not in home_ranks(seat):
        ranks = home_ranks(seat)
        raise IllegalAction("ostriches.error.not_home", rule="placement", square=step.square,
                            ranks=f"{ranks.start}-{ranks.stop - 1}")
    _require_empty(s, step.square, "placement")
    pawn = _set_pawn(s, pawn, square=step.square)
    _learn(s, seat, pawn)
    events.append(event("ostriches.event.placed",
                        {"player": seat, "square": step.square}))
    _note(s, seat, f"ostriches.private.placed.{step.power}", events, square=step.square)
    other = 1 - seat
    if any(p.owner == other and p.square is None for p in s.pawns):
        s.turn = other
    elif any(p.owner == seat and p.square is None for p in s.pawns):
        s.turn = seat
    else:
        s.turn = s.first_player
        events.append(event("ostriches.event.all_placed", {"player": s.turn}))
        _begin_turn(s, events)


def _move(s: OstrichesState, seat: int, step: Move, events: list[Event]) -> None:
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
    pawn = _set_pawn(s, s.pawns[mover], square=target)
    _set_fields(s, moved_pawn=mover, last_move=_last_move(seat, origin, target),
                phase="rotating")
    events.append(event("ostriches.event.moved",
                        {"player": seat, "origin": origin, "target": target}))
    if pawn.face_up or rank_of(target) != far_rank(seat):
        return
    pawn = _set_pawn(s, pawn, face_up=True)
    colour = COLOURS[pawn.owner]
    events.append(event(f"ostriches.event.flipped.{colour}_{pawn.power}", {"square": target}))
    if face_up_count(s, pawn.owner) >= WINNING_FACE_UP:
        s.phase = "over"
        s.winner = pawn.owner
        events.append(event(f"ostriches.event.won.{colour}", {"player": pawn.owner}))
    elif pawn.power != "plain":
        s.phase = "power"
        s.flipped_pawn = pawn.id


def _face_down_pawn(s: OstrichesState, square: str, power: str) -> Pawn:
    pawn = pawn_at(s, square)
    if pawn is None or pawn.face_up:
        raise IllegalAction("ostriches.error.not_face_down", rule=power, square=square)
    return pawn


def _use_power(s: OstrichesState, seat: int, step: UsePower | Pass,
               events: list[Event]) -> None:
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
    s.flipped_pawn = None
    s.phase = "rotating"


def _move_bush(s: OstrichesState, seat: int, step: UsePower, events: list[Event]) -> None:
    if step.first not in s.bushes:
        raise IllegalAction("ostriches.error.no_bush", rule="bush", square=step.first)
    _require_empty(s, step.second, "bush")
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
        _set_pawn(s, first, square=second.square)
        _set_pawn(s, second, square=first.square)
        events.append(event("ostriches.event.swapped", params))
        return
    events.append(event("ostriches.event.looked", params))
    for pawn in (first, second):
        _learn(s, seat, pawn)
        assert pawn.square is not None
        _note(s, seat, f"ostriches.private.seen.{COLOURS[pawn.owner]}_{pawn.power}", events,
              square=pawn.square)


def _swap_tiles(s: OstrichesState, seat: int, step: UsePower, events: list[Event]) -> None:
    if step.first == step.second:
        raise IllegalAction("ostriches.error.same_tile", rule="tiles", tile=step.first)
    one, other = _POSITION_NAMES[step.first], _POSITION_NAMES[step.second]
    area = {*squares_of(one), *squares_of(other)}
    for pawn in list(s.pawns):
        if pawn.square in area:
            _set_pawn(s, pawn, square=swapped(pawn.square, one, other))
    bushes = s.bushes
    bushes[:] = [swapped(bush, one, other) for bush in bushes]
    first, second = _slot_index(s, one), _slot_index(s, other)
    one_slot, other_slot = s.tiles[first], s.tiles[second]
    s.tiles[first] = slot_value(one_slot.position, other_slot.tile, other_slot.orientation)
    s.tiles[second] = slot_value(other_slot.position, one_slot.tile, one_slot.orientation)
    events.append(event("ostriches.event.tiles_swapped",
                        {"player": seat, "first": step.first, "second": step.second}))


def _rotate(s: OstrichesState, seat: int, step: Rotate, events: list[Event]) -> None:
    tile, direction = step.tile, step.direction
    if tile == frozen_tile(s):
        raise IllegalAction("ostriches.error.frozen_tile", rule="rotation", tile=tile)
    area = _area(tile)
    for pawn in s.pawns:  # `_set_pawn` replaces items, never adds or removes one
        square = pawn.square
        if square in area:
            _set_pawn(s, pawn, square=rotated(square, direction))
    bushes = s.bushes  # the working copy's own list
    bushes[:] = [rotated(b, direction) if b in area else b for b in bushes]
    tiles = s.tiles
    index = _slot_index(s, tile)
    slot = tiles[index]
    turned = (slot.orientation + (1 if direction == "cw" else 3)) % 4
    tiles[index] = slot_value(slot.position, slot.tile, turned)
    events.append(event(f"ostriches.event.rotated.{direction}",
                        {"player": seat, "tile": tile, "number": slot.tile}))
    _end_turn(s, events)


def _end_turn(s: OstrichesState, events: list[Event]) -> None:
    _set_fields(s, locked_pawn=s.moved_pawn, moved_pawn=None, flipped_pawn=None,
                turn=1 - s.turn, turn_number=s.turn_number + 1)
    _begin_turn(s, events)


def _begin_turn(s: OstrichesState, events: list[Event]) -> None:
    """Start the move step; with no legal move it is skipped (house rule): straight to the
    rotation, any tile allowed, and nothing moved, so the opponent is not restricted."""
    if has_legal_move(s):
        _set_fields(s, phase="moving")
        return
    _set_fields(s, phase="rotating", moved_pawn=None)
    events.append(event("ostriches.event.no_move", {"player": s.turn}))


_STATE_FIELDS = frozenset(OstrichesState.model_fields)


def _set_fields(s: OstrichesState, **values: Any) -> None:
    """Write several fields of `apply`'s working copy in one go.

    What pydantic's `__setattr__` does for each field (these models validate no assignment:
    store the value, mark the field set), without its dispatch per field, which costs
    several times the write itself; every step writes a few fields.
    """
    assert values.keys() <= _STATE_FIELDS, values.keys() - _STATE_FIELDS
    s.__dict__.update(values)
    s.__pydantic_fields_set__.update(values)
