"""The rules of Ostriches (rulebook + HOUSE_RULES section 1): setup, legality, applying steps.

A turn is a sequence of phases, each one step by the same seat: `moving` (a knight's jump),
`power` (only after a flip that reveals a power), `rotating` (compulsory). The placement
phase comes first, one pawn per step, seats alternating. `apply` works on a deep copy, so a
refused action leaves the caller's state untouched, and a line of several steps is all or
nothing.
"""

from __future__ import annotations

from functools import cache
from itertools import combinations

from games.base import Event, IllegalAction, chance

from .board import (
    COLOURS,
    DIRECTIONS,
    POSITIONS,
    Direction,
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
    return next((pawn for pawn in state.pawns if pawn.square == square), None)


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


def legal_moves(state: OstrichesState) -> list[Move]:
    """Every knight move open to the seat whose turn it is (ignores the phase)."""
    filled = set(state.bushes)
    origins: list[str] = []
    for pawn in state.pawns:
        if pawn.square is not None:
            filled.add(pawn.square)
            if pawn.id != state.locked_pawn:
                origins.append(pawn.square)
    return [
        _move_step(origin, target)
        for origin in sorted(origins, key=board_order)
        for target in knight_targets(origin)
        if target not in filled
    ]


@cache
def _move_step(origin: str, target: str) -> Move:
    """Steps are frozen values, so each possible one is built once and shared."""
    return Move(origin=origin, target=target)


@cache
def _place_step(power: Power, square: str) -> Place:
    return Place(power=power, square=square)


@cache
def _power_step(power: ActivePower, first: str, second: str) -> UsePower:
    return UsePower(power=power, first=first, second=second)


@cache
def _rotate_step(tile: Position, direction: Direction) -> Rotate:
    return Rotate(tile=tile, direction=direction)


def has_legal_move(state: OstrichesState) -> bool:
    """Whether the seat whose turn it is can move any pawn at all."""
    filled = {*state.bushes, *(p.square for p in state.pawns if p.square is not None)}
    return any(
        target not in filled
        for pawn in state.pawns
        if pawn.square is not None and pawn.id != state.locked_pawn
        for target in knight_targets(pawn.square)
    )


def legal_steps(state: OstrichesState, seat: int) -> list[SingleStep]:
    """Every single step `seat` may take now, in a fixed order ([] when it is not asked)."""
    if state.phase == "over" or seat != state.turn:
        return []
    if state.phase == "placing":
        in_hand = {p.power for p in state.pawns if p.owner == seat and p.square is None}
        squares = [s for s in all_squares() if rank_of(s) in home_ranks(seat)
                   and is_empty(state, s)]
        return [_place_step(power, square)
                for power in POWERS if power in in_hand for square in squares]
    if state.phase == "moving":
        return [*legal_moves(state)]
    if state.phase == "power":
        return [*_power_options(state), Pass()]
    frozen = frozen_tile(state)
    return [_rotate_step(tile, direction)
            for tile in POSITIONS if tile != frozen for direction in DIRECTIONS]


def _power_options(state: OstrichesState) -> list[SingleStep]:
    assert state.flipped_pawn is not None
    power = pawn_by_id(state, state.flipped_pawn).power
    if power == "bush":
        empty = [s for s in all_squares() if is_empty(state, s)]
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
    new = _clone(state)
    events: list[Event] = []
    steps: tuple[SingleStep, ...] = action.steps if isinstance(action, Line) else (action,)
    for index, step in enumerate(steps):
        if index > 0 and new.phase == "over":
            break
        if isinstance(action, Line) and new.phase == "power" and isinstance(step, Rotate):
            _apply_step(new, seat, Pass(), events)
        _apply_step(new, seat, step, events)
    return new, events


def _clone(state: OstrichesState) -> OstrichesState:
    """A copy `apply` may change freely: its lists are new, their frozen items shared.

    Pawns, tile slots and notes are frozen, so a change replaces an item (`_set_pawn`) and
    never reaches the caller's state; a deep copy would cost more than the step itself.
    """
    return state.model_copy(update={
        "pawns": list(state.pawns),
        "tiles": list(state.tiles),
        "bushes": list(state.bushes),
        "knowledge": [list(seen) for seen in state.knowledge],
        "notes": list(state.notes),
    })


def _apply_step(s: OstrichesState, seat: int, step: SingleStep, events: list[Event]) -> None:
    if s.phase == "over":
        raise IllegalAction("ostriches.error.game_over")
    if seat != s.turn:
        raise IllegalAction("ostriches.error.not_your_turn")
    if s.phase == "placing" and isinstance(step, Place):
        _place(s, seat, step, events)
    elif s.phase == "moving" and isinstance(step, Move):
        _move(s, seat, step, events)
    elif s.phase == "power" and isinstance(step, UsePower | Pass):
        _use_power(s, seat, step, events)
    elif s.phase == "rotating" and isinstance(step, Rotate):
        _rotate(s, seat, step, events)
    elif s.phase == "power":
        assert s.flipped_pawn is not None
        power = pawn_by_id(s, s.flipped_pawn).power
        raise IllegalAction(f"ostriches.error.expect_power.{power}")
    else:
        raise IllegalAction(f"ostriches.error.expect_{s.phase}")


def _set_pawn(
    s: OstrichesState, pawn: Pawn, square: str | None = None, face_up: bool | None = None
) -> Pawn:
    """Replace a (frozen) pawn by a copy with a new square and/or face; returns the copy."""
    changed = Pawn(
        id=pawn.id, owner=pawn.owner, power=pawn.power,
        square=pawn.square if square is None else square,
        face_up=pawn.face_up if face_up is None else face_up,
    )
    s.pawns[pawn.id] = changed
    return changed


def _slot_index(s: OstrichesState, position: Position) -> int:
    return next(i for i, slot in enumerate(s.tiles) if slot.position == position)


def _require_empty(s: OstrichesState, square: str) -> None:
    if square in s.bushes:
        raise IllegalAction("ostriches.error.bush_there", square=square)
    if pawn_at(s, square) is not None:
        raise IllegalAction("ostriches.error.square_taken", square=square)


def _note(s: OstrichesState, seat: int, key: str, events: list[Event], **params: str) -> None:
    """A private line: an event for that seat now, and a note in its private log."""
    events.append(Event(key=key, params=dict(params), audience=seat))
    s.notes.append(Note(seat=seat, key=key, params=dict(params)))


def _learn(s: OstrichesState, seat: int, pawn: Pawn) -> None:
    if pawn.id not in s.knowledge[seat]:
        s.knowledge[seat] = sorted([*s.knowledge[seat], pawn.id])


def _place(s: OstrichesState, seat: int, step: Place, events: list[Event]) -> None:
    pawn = next((p for p in s.pawns
                 if p.owner == seat and p.square is None and p.power == step.power), None)
    if pawn is None:
        raise IllegalAction(f"ostriches.error.not_in_hand.{step.power}")
    if rank_of(step.square) not in home_ranks(seat):
        ranks = home_ranks(seat)
        raise IllegalAction("ostriches.error.not_home", square=step.square,
                            ranks=f"{ranks.start}-{ranks.stop - 1}")
    _require_empty(s, step.square)
    pawn = _set_pawn(s, pawn, square=step.square)
    _learn(s, seat, pawn)
    events.append(Event(key="ostriches.event.placed",
                        params={"player": seat, "square": step.square}))
    _note(s, seat, f"ostriches.private.placed.{step.power}", events, square=step.square)
    other = 1 - seat
    if any(p.owner == other and p.square is None for p in s.pawns):
        s.turn = other
    elif any(p.owner == seat and p.square is None for p in s.pawns):
        s.turn = seat
    else:
        s.phase = "moving"
        s.turn = s.first_player
        events.append(Event(key="ostriches.event.all_placed", params={"player": s.turn}))
        _begin_turn(s, events)


def _move(s: OstrichesState, seat: int, step: Move, events: list[Event]) -> None:
    pawn = pawn_at(s, step.origin)
    if pawn is None:
        raise IllegalAction("ostriches.error.no_pawn", square=step.origin)
    if pawn.id == s.locked_pawn:
        raise IllegalAction("ostriches.error.locked", square=step.origin)
    if step.target not in knight_targets(step.origin):
        raise IllegalAction("ostriches.error.not_knight", origin=step.origin, target=step.target)
    _require_empty(s, step.target)
    pawn = _set_pawn(s, pawn, square=step.target)
    s.moved_pawn = pawn.id
    s.last_move = LastMove(seat=seat, origin=step.origin, target=step.target)
    events.append(Event(key="ostriches.event.moved",
                        params={"player": seat, "origin": step.origin, "target": step.target}))
    s.phase = "rotating"
    if pawn.face_up or rank_of(step.target) != far_rank(seat):
        return
    pawn = _set_pawn(s, pawn, face_up=True)
    colour = COLOURS[pawn.owner]
    events.append(Event(key=f"ostriches.event.flipped.{colour}_{pawn.power}",
                        params={"square": step.target}))
    if face_up_count(s, pawn.owner) >= WINNING_FACE_UP:
        s.phase = "over"
        s.winner = pawn.owner
        events.append(Event(key=f"ostriches.event.won.{colour}", params={"player": pawn.owner}))
    elif pawn.power != "plain":
        s.phase = "power"
        s.flipped_pawn = pawn.id


def _face_down_pawn(s: OstrichesState, square: str) -> Pawn:
    pawn = pawn_at(s, square)
    if pawn is None or pawn.face_up:
        raise IllegalAction("ostriches.error.not_face_down", square=square)
    return pawn


def _use_power(s: OstrichesState, seat: int, step: UsePower | Pass,
               events: list[Event]) -> None:
    assert s.flipped_pawn is not None
    if isinstance(step, Pass):
        events.append(Event(key="ostriches.event.passed", params={"player": seat}))
    else:
        power = pawn_by_id(s, s.flipped_pawn).power
        if step.power != power:
            raise IllegalAction(f"ostriches.error.expect_power.{power}")
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
        raise IllegalAction("ostriches.error.no_bush", square=step.first)
    _require_empty(s, step.second)
    s.bushes[s.bushes.index(step.first)] = step.second
    events.append(Event(key="ostriches.event.bush_moved",
                        params={"player": seat, "origin": step.first, "target": step.second}))


def _swap_or_look(s: OstrichesState, seat: int, step: UsePower, events: list[Event]) -> None:
    if step.first == step.second:
        raise IllegalAction("ostriches.error.same_square", square=step.first)
    first, second = _face_down_pawn(s, step.first), _face_down_pawn(s, step.second)
    params: dict[str, str | int] = {"player": seat, "first": step.first, "second": step.second}
    if step.power == "swap":
        _set_pawn(s, first, square=second.square)
        _set_pawn(s, second, square=first.square)
        events.append(Event(key="ostriches.event.swapped", params=params))
        return
    events.append(Event(key="ostriches.event.looked", params=params))
    for pawn in (first, second):
        _learn(s, seat, pawn)
        assert pawn.square is not None
        _note(s, seat, f"ostriches.private.seen.{COLOURS[pawn.owner]}_{pawn.power}", events,
              square=pawn.square)


def _swap_tiles(s: OstrichesState, seat: int, step: UsePower, events: list[Event]) -> None:
    if step.first == step.second:
        raise IllegalAction("ostriches.error.same_tile", tile=step.first)
    one, other = _POSITION_NAMES[step.first], _POSITION_NAMES[step.second]
    area = {*squares_of(one), *squares_of(other)}
    for pawn in list(s.pawns):
        if pawn.square in area:
            _set_pawn(s, pawn, square=swapped(pawn.square, one, other))
    s.bushes = [swapped(bush, one, other) for bush in s.bushes]
    first, second = _slot_index(s, one), _slot_index(s, other)
    s.tiles[first], s.tiles[second] = (
        s.tiles[first].model_copy(update={"tile": s.tiles[second].tile,
                                          "orientation": s.tiles[second].orientation}),
        s.tiles[second].model_copy(update={"tile": s.tiles[first].tile,
                                           "orientation": s.tiles[first].orientation}),
    )
    events.append(Event(key="ostriches.event.tiles_swapped",
                        params={"player": seat, "first": step.first, "second": step.second}))


def _rotate(s: OstrichesState, seat: int, step: Rotate, events: list[Event]) -> None:
    if step.tile == frozen_tile(s):
        raise IllegalAction("ostriches.error.frozen_tile", tile=step.tile)
    area = set(squares_of(step.tile))
    for pawn in list(s.pawns):
        if pawn.square in area:
            _set_pawn(s, pawn, square=rotated(pawn.square, step.direction))
    s.bushes = [rotated(b, step.direction) if b in area else b for b in s.bushes]
    index = _slot_index(s, step.tile)
    slot = s.tiles[index]
    turned = (slot.orientation + (1 if step.direction == "cw" else 3)) % 4
    s.tiles[index] = slot.model_copy(update={"orientation": turned})
    events.append(Event(key=f"ostriches.event.rotated.{step.direction}",
                        params={"player": seat, "tile": step.tile, "number": slot.tile}))
    _end_turn(s, events)


def _end_turn(s: OstrichesState, events: list[Event]) -> None:
    s.locked_pawn = s.moved_pawn
    s.moved_pawn = None
    s.flipped_pawn = None
    s.turn = 1 - s.turn
    s.turn_number += 1
    s.phase = "moving"
    _begin_turn(s, events)


def _begin_turn(s: OstrichesState, events: list[Event]) -> None:
    """Start the move step; with no legal move it is skipped (house rule): straight to the
    rotation, any tile allowed, and nothing moved, so the opponent is not restricted."""
    if not has_legal_move(s):
        s.phase = "rotating"
        s.moved_pawn = None
        events.append(Event(key="ostriches.event.no_move", params={"player": s.turn}))
