"""Step-by-step movement: collisions, chained pushes, skateboards, crates, garments, cliffs.

Only one ostrich moves at any moment. A collision stops the mover on the other ostrich's
square and starts that ostrich moving the same distance in the same direction; a skateboard
restarts the same distance in a direction its player picks, for the active ostrich and (rules
2) for one pushed onto it by its own player's other ostrich on that player's turn; one pushed
by another player's ostrich rolls over it as over any square (rules 1: a pushed ostrich
restarts the distance its own way). Each skateboard triggers at most once per ostrich per
turn, so every turn ends.
"""

from __future__ import annotations

from games.base import Event
from games.scramble.board import next_square
from games.scramble.cards import draw_trap, over_trap_limit
from games.scramble.facts import emit, ostrich, ostrich_at
from games.scramble.garments import check_win, put_on
from games.scramble.models import (
    Fall,
    Garment,
    Movement,
    Ostrich,
    PathSegment,
    Pending,
    Pickup,
    State,
)


def start_run(
    state: State, colour: str, distance: int, direction: str | None, pushed: bool
) -> None:
    """Set an ostrich moving from its square; `run_movement` carries it out."""
    mover = ostrich(state, colour)
    assert mover.square is not None, "an ostrich off the board cannot move"
    state.movement = Movement(
        ostrich=colour, distance=distance, direction=direction, pushed=pushed
    )
    add_segment(state, PathSegment(ostrich=colour, squares=[mover.square]))


def add_segment(state: State, segment: PathSegment) -> None:
    """Record a stretch of movement for the image.

    The first stretch of a turn replaces the previous turn's paths, so the image always
    shows the last turn in which something moved.
    """
    if not state.turn.path_started:
        state.paths = []
        state.turn.path_started = True
    state.paths.append(segment)


def pick_up(
    state: State, mover: Ostrich, garment: Garment, square: str | None, events: list[Event]
) -> bool:
    """The ostrich takes a garment; returns True if that won the game.

    `square` is where it lay (None for a stolen one): a garment taken from a square is
    replaced at the end of the turn.
    """
    worn = put_on(mover, garment)
    if square is not None:
        state.turn.pickups.append(Pickup(ostrich=mover.colour, square=square))
    emit(
        events, "pickup_worn" if worn else "pickup_backpack",
        ostrich=mover.colour, garment=garment.kind, colour=garment.colour,
        square=square or "-",
    )
    return check_win(state, mover.owner, events)


def draw_crate_trap(state: State, seat: int, events: list[Event]) -> None:
    """A crate without a garment gives its player a trap, once per player per turn.

    Over the hand limit the player keeps one by a `keep` decision that halts everything until
    it is made, even when both traps are alike: the traps are secret, so the decision must
    not depend on them (everyone sees whom the game waits for).
    """
    if seat in state.turn.trap_drawers:
        return
    trap = draw_trap(state)
    if trap is None:
        emit(events, "trap_deck_empty", player=seat)
        return
    state.turn.trap_drawers.append(seat)
    state.seats[seat].traps.append(trap)
    emit(events, "trap_drawn", player=seat)
    emit(events, "trap_drawn_private", audience=seat, trap=trap)
    if over_trap_limit(state, seat):
        state.pending = Pending(kind="keep", seat=seat)


def enter_square(state: State, mover: Ostrich, square: str, events: list[Event]) -> bool:
    """What entering a square does (passing through counts); True if the game was won."""
    garment = state.garments.pop(square, None)
    if garment is not None:
        return pick_up(state, mover, garment, square, events)
    if square in state.crates:
        if state.crown != mover.colour:
            state.crown = mover.colour
            emit(events, "crown", ostrich=mover.colour, square=square)
        draw_crate_trap(state, mover.owner, events)
    return False


def _fall(state: State, mover: Ostrich, direction: str, events: list[Event]) -> None:
    assert mover.square is not None
    state.turn.fallen.append(Fall(ostrich=mover.colour, square=mover.square))
    segment = state.paths[-1]
    segment.fell = True
    segment.exit = direction
    emit(events, "fell", ostrich=mover.colour, square=mover.square)
    mover.square = None
    state.movement = None


def _skates(state: State, movement: Movement) -> bool:
    """Whether a skateboard the moving ostrich enters acts on it. "When you are pushed onto a
    Skateboard space by another player, ... you execute the distance and direction they
    executed when they collided with you starting from your previous space": rules 2 read
    it as the push going on as any push would, and a push by its own player's other ostrich
    on that player's turn as moving "on your turn" (HOUSE_RULES.md, second audit)."""
    if not movement.pushed or state.rules < 2:
        return True
    mover = ostrich(state, movement.ostrich)
    turn_player = ostrich(state, str(state.turn.active)).owner
    return (movement.by is not None and ostrich(state, movement.by).owner == mover.owner
            and mover.owner == turn_player)


def _skateboard(state: State, movement: Movement, square: str, events: list[Event]) -> None:
    movement.steps = 0
    state.turn.skates_used.append(f"{movement.ostrich}@{square}")
    add_segment(state, PathSegment(ostrich=movement.ostrich, squares=[square]))
    if movement.pushed and state.rules < 2:
        emit(events, "skate_pushed", ostrich=movement.ostrich, square=square,
             direction=movement.direction or "-")
    else:
        movement.direction = None
        emit(events, "skate_reached", ostrich=movement.ostrich, square=square)
        state.pending = Pending(
            kind="skate", seat=ostrich(state, movement.ostrich).owner, ostrich=movement.ostrich
        )


def run_movement(state: State, events: list[Event]) -> None:
    """Carry out the current movement until it ends, the game ends or a decision is due."""
    while state.movement is not None and state.pending is None and state.phase != "over":
        movement = state.movement
        mover = ostrich(state, movement.ostrich)
        assert mover.square is not None
        if movement.direction is None:
            state.pending = Pending(kind="skate", seat=mover.owner, ostrich=mover.colour)
            return
        if movement.steps >= movement.distance:
            emit(events, "stop", ostrich=mover.colour, square=mover.square)
            state.movement = None
            return
        target = next_square(mover.square, movement.direction, state.width, state.height)
        movement.steps += 1
        if target is None:
            _fall(state, mover, movement.direction, events)
            return
        other = ostrich_at(state, target)
        mover.square = target
        state.paths[-1].squares.append(target)
        if other is not None:
            # Both stand on `target` until the pushed ostrich takes its first step away.
            emit(events, "collide", ostrich=mover.colour, ostrich2=other.colour, square=target)
            state.movement = Movement(
                ostrich=other.colour, distance=movement.distance,
                direction=movement.direction, pushed=True, by=mover.colour,
            )
            add_segment(state, PathSegment(ostrich=other.colour, squares=[target]))
            if enter_square(state, mover, target, events):
                return
            continue
        if enter_square(state, mover, target, events):
            return
        used = f"{mover.colour}@{target}"
        if (target in state.skateboards and used not in state.turn.skates_used
                and _skates(state, movement)):
            _skateboard(state, movement, target, events)

