"""One ostrich's turn in MOVE, as a resumable sequence of stages.

begin (which ostrich) -> reveal (X distance) -> traps (last played first) -> zig (a dizzy
ostrich's direction, then the move) -> zag -> penalty -> rewards (steal or draw) -> replace
(garments) -> return (fallen ostriches) -> done. A stage that needs a player's choice sets
`state.pending` and returns; the matching action resolves it and `advance_turn` picks up where
it stopped. A decision with exactly one possible answer is taken automatically only where
everyone can see that it has one (a decision whose existence depended on a secret would reveal
it): which ostrich runs when only one may, a catapult with a single farthest crate, a drop with
a single off-colour garment (none: no penalty, and against a fallen ostrich the reward is the
draw), a single placement or return square. Keeping one of two traps is always asked, alike or
not.
"""

from __future__ import annotations

from collections.abc import Callable

from games.base import Event
from games.scramble.cards import draw_zigs
from games.scramble.constants import CLOCKWISE, OPPOSITE, REWARD_DRAW, card_distance
from games.scramble.facts import emit, ostrich, rng, seat_ostriches
from games.scramble.garments import off_coloured, take_off
from games.scramble.models import (
    Garment,
    Ostrich,
    PathSegment,
    Pending,
    PlannedZig,
    State,
    Turn,
)
from games.scramble.movement import add_segment, pick_up, run_movement, start_run
from games.scramble.options import catapult_options, placement_options, return_options


def active(state: State) -> Ostrich:
    """The ostrich whose turn it is."""
    assert state.turn.active is not None
    return ostrich(state, state.turn.active)


def activate(state: State, colour: str, events: list[Event]) -> None:
    """Start the turn of that ostrich with fresh turn records."""
    state.turn = Turn(active=colour, stage="reveal")
    chosen = ostrich(state, colour)
    chosen.moved = True
    emit(events, "turn", player=chosen.owner, ostrich=colour)


def advance_turn(state: State, events: list[Event]) -> bool:
    """Play the current turn until a decision is due or the game ends; True once it is done."""
    while state.phase == "move" and state.pending is None:
        if state.movement is not None:
            run_movement(state, events)
            continue
        stage = state.turn.stage
        if stage == "done":
            return True
        _STAGES[stage](state, events)
    return False


def _begin(state: State, events: list[Event]) -> None:
    """Which ostrich goes: "If one of your ostriches has the crown, it must go first", read
    as the player chooses (rules 2: one that took the Crown earlier in this MOVE too; rules
    1: only the one that held it when MOVE began)."""
    seat = state.turn_order[state.turn_index]
    unmoved = [item for item in seat_ostriches(state, seat) if not item.moved]
    crown = ostrich(state, state.crown if state.rules >= 2 else state.round_crown)
    if crown.owner == seat and not crown.moved:
        activate(state, crown.colour, events)
    elif len(unmoved) == 1:
        activate(state, unmoved[0].colour, events)
    else:
        state.pending = Pending(kind="run", seat=seat)


def _reveal(state: State, events: list[Event]) -> None:
    mover = active(state)
    zig = mover.zig
    if not mover.revealed:
        mover.revealed = True
        if zig is None:
            emit(events, "reveal_none", ostrich=mover.colour)
        else:
            if mover.dizzy:
                mover.zig = zig = PlannedZig(card=zig.card)
                emit(events, "reveal_dizzy", ostrich=mover.colour, card=zig.card)
            else:
                emit(events, "reveal", ostrich=mover.colour, card=zig.card,
                     direction=zig.direction or "-")
            distance = card_distance(zig.card)
            state.turn.distance = 0 if distance == "X" else int(distance)
            state.turn.direction = zig.direction
    if zig is not None and card_distance(zig.card) == "X" and not state.turn.x_chosen:
        state.pending = Pending(kind="x", seat=mover.owner, ostrich=mover.colour)
        return
    state.turn.stage = "traps"


def _traps(state: State, events: list[Event]) -> None:
    mover = active(state)
    while mover.traps and state.pending is None and state.phase == "move":
        trap = mover.traps.pop()
        state.used_traps.append(trap.kind)
        emit(events, "trap_revealed", player=trap.by, trap=trap.kind, ostrich=mover.colour)
        _trap_effect(state, mover, trap.kind, events)
    if state.pending is None and state.phase == "move":
        state.turn.stage = "zig"


def _trap_effect(state: State, mover: Ostrich, kind: str, events: list[Event]) -> None:
    turn = state.turn
    has_zig = mover.zig is not None
    if kind in ("banana", "mud") and has_zig:
        turn.distance = turn.distance + 1 if kind == "banana" else max(0, turn.distance - 1)
        emit(events, "trap_distance", ostrich=mover.colour, distance=turn.distance)
    elif kind in ("uturn", "whirlwind") and turn.direction is not None:
        table = OPPOSITE if kind == "uturn" else CLOCKWISE
        turn.direction = table[turn.direction]
        emit(events, "trap_direction", ostrich=mover.colour, direction=turn.direction)
    elif kind == "catapult" and (crates := catapult_options(state, mover.colour)):
        if len(crates) == 1:
            catapult_to(state, mover, crates[0], events)
        else:
            state.pending = Pending(
                kind="catapult", seat=mover.owner, ostrich=mover.colour, context="catapult"
            )
    elif kind == "butterfingers" and (garments := off_coloured(mover)):
        if len(garments) == 1:
            drop(state, mover, garments[0], events)
        else:
            state.pending = Pending(
                kind="drop", seat=mover.owner, ostrich=mover.colour, context="butterfingers"
            )
    else:
        emit(events, "trap_no_effect", ostrich=mover.colour, trap=kind)


def catapult_to(state: State, mover: Ostrich, crate: str, events: list[Event]) -> None:
    """Place a catapulted ostrich on a crate: no trap, no Crown, but it takes a garment there."""
    assert mover.square is not None
    add_segment(
        state, PathSegment(ostrich=mover.colour, kind="jump", squares=[mover.square, crate])
    )
    mover.square = crate
    emit(events, "catapulted", ostrich=mover.colour, square=crate)
    garment = state.garments.pop(crate, None)
    if garment is not None:
        pick_up(state, mover, garment, crate, events)


def drop(state: State, holder: Ostrich, garment: Garment, events: list[Event]) -> None:
    """An off-coloured garment goes back into the Garment Pile (penalty or butterfingers)."""
    take_off(holder, garment)
    state.garment_pile.append(garment)
    emit(events, "dropped", ostrich=holder.colour, garment=garment.kind, colour=garment.colour)


def _zig(state: State, events: list[Event]) -> None:
    """The Zig move. A dizzy ostrich's player chooses its direction now, once its traps are
    resolved (rulebook steps 2 then 3), and only if it has somewhere to go: a distance of 0
    asks nothing. Either way the ostrich recovers from its dizziness."""
    del events
    mover = active(state)
    turn = state.turn
    if mover.zig is not None and mover.dizzy:
        if turn.distance > 0 and not turn.dir_chosen:
            state.pending = Pending(kind="dir", seat=mover.owner, ostrich=mover.colour)
            return
        mover.dizzy = False
    turn.stage = "zag"
    if mover.zig is not None and turn.direction is not None and turn.distance > 0:
        start_run(state, mover.colour, turn.distance, turn.direction, pushed=False)


def _zag(state: State, events: list[Event]) -> None:
    del events
    mover = active(state)
    state.turn.stage = "penalty"
    if mover.zag and mover.square is not None and state.turn.distance > 0:
        state.pending = Pending(kind="zag", seat=mover.owner, ostrich=mover.colour)


def _falls(state: State, *, on_own_turn: bool) -> list[str]:
    """The ostriches that fell this turn, in falling order, whose owner is (or is not) the
    player whose turn it is: the rulebook's "on your turn" and "NOT your turn"."""
    seat = active(state).owner
    return [fall.ostrich for fall in state.turn.fallen
            if (ostrich(state, fall.ostrich).owner == seat) == on_own_turn]


def _penalty(state: State, events: list[Event]) -> None:
    """Every ostrich that fell on its own player's turn (the active one, or its player's other
    ostrich pushed off) puts back an off-colour garment, its owner choosing among several."""
    turn = state.turn
    falls = _falls(state, on_own_turn=True)
    while turn.index < len(falls):
        fallen = ostrich(state, falls[turn.index])
        turn.index += 1
        garments = off_coloured(fallen)
        if not garments:
            emit(events, "penalty_none", ostrich=fallen.colour)
        elif len(garments) == 1:
            drop(state, fallen, garments[0], events)
        else:
            state.pending = Pending(
                kind="drop", seat=fallen.owner, ostrich=fallen.colour, context="penalty"
            )
            return
    turn.stage = "rewards"
    turn.index = 0


def _rewards(state: State, events: list[Event]) -> None:
    mover = active(state)
    victims = _falls(state, on_own_turn=False)
    while state.turn.index < len(victims):
        victim = ostrich(state, victims[state.turn.index])
        state.turn.index += 1
        if off_coloured(victim):
            state.pending = Pending(
                kind="steal", seat=mover.owner, ostrich=victim.colour
            )
            return
        reward_draw(state, mover.owner, victim.colour, events)
    for fall in state.turn.fallen:
        ostrich(state, fall.ostrich).dizzy = True
        emit(events, "dizzy", ostrich=fall.ostrich)
    state.turn.stage = "replace"
    state.turn.index = 0


def reward_draw(state: State, seat: int, victim: str, events: list[Event]) -> None:
    """The active player takes two Zig cards instead of robbing a fallen ostrich."""
    drawn = draw_zigs(state, seat, REWARD_DRAW, events)
    emit(events, "reward_draw", player=seat, ostrich=victim, count=len(drawn))


def steal(state: State, victim: Ostrich, garment: Garment, events: list[Event]) -> None:
    """The active ostrich robs a fallen one of an off-coloured garment (this may win)."""
    mover = active(state)
    take_off(victim, garment)
    emit(events, "stole", player=mover.owner, ostrich=mover.colour, ostrich2=victim.colour,
         garment=garment.kind, colour=garment.colour)
    pick_up(state, mover, garment, None, events)


def _replace(state: State, events: list[Event]) -> None:
    turn = state.turn
    while turn.index < len(turn.pickups):
        picker = turn.pickups[turn.index].ostrich
        if turn.drawn is None:
            if not state.garment_pile:
                emit(events, "pile_empty")
                turn.index += 1
                continue
            turn.drawn = state.garment_pile.pop(rng(state).randrange(len(state.garment_pile)))
        squares = placement_options(state, picker)
        if len(squares) > 1:
            state.pending = Pending(kind="place", seat=ostrich(state, picker).owner, ostrich=picker)
            return
        if squares:
            place_garment(state, squares[0], events)
        else:
            state.garment_pile.append(turn.drawn)
            turn.drawn = None
            turn.index += 1
    turn.stage = "return"
    turn.index = 0


def place_garment(state: State, square: str, events: list[Event]) -> None:
    """Put the drawn replacement garment on `square` and move to the next pickup."""
    turn = state.turn
    assert turn.drawn is not None
    picker = turn.pickups[turn.index].ostrich
    state.garments[square] = turn.drawn
    emit(events, "garment_placed", player=ostrich(state, picker).owner,
         garment=turn.drawn.kind, colour=turn.drawn.colour, square=square)
    turn.drawn = None
    turn.index += 1


def _return(state: State, events: list[Event]) -> None:
    turn = state.turn
    while turn.index < len(turn.fallen):
        fall = turn.fallen[turn.index]
        squares = return_options(state, fall.square)
        if len(squares) > 1:
            state.pending = Pending(
                kind="return", seat=ostrich(state, fall.ostrich).owner, ostrich=fall.ostrich
            )
            return
        return_to(state, squares[0], events)
    turn.stage = "done"


def return_to(state: State, square: str, events: list[Event]) -> None:
    """Put the next fallen ostrich back on the board; returning triggers nothing."""
    turn = state.turn
    fall = turn.fallen[turn.index]
    returning = ostrich(state, fall.ostrich)
    returning.square = square
    add_segment(
        state, PathSegment(ostrich=fall.ostrich, kind="return", squares=[fall.square, square])
    )
    emit(events, "returned", ostrich=fall.ostrich, square=square)
    turn.index += 1


_STAGES: dict[str, Callable[[State, list[Event]], None]] = {
    "begin": _begin, "reveal": _reveal, "traps": _traps, "zig": _zig, "zag": _zag,
    "penalty": _penalty, "rewards": _rewards, "replace": _replace, "return": _return,
}
