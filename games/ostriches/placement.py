"""Placing the pawns (rulebook + HOUSE_RULES section 1): before the first turn, the seats
take turns putting a pawn from their hand on an empty square of their home tiles, and the
last one placed starts the first player's turn.
"""

from __future__ import annotations

from functools import cache

from games.base import Event, IllegalAction
from games.unchecked import event

from .board import all_squares, home_ranks, rank_of
from .edits import learn, note, require_empty, set_pawn
from .models import POWERS, OstrichesState, Place, Power, SingleStep
from .queries import occupied
from .turns import begin_turn


@cache
def _home_squares(seat: int) -> tuple[str, ...]:
    """The squares of a seat's home tiles, in board order (where it places its pawns)."""
    return tuple(s for s in all_squares() if rank_of(s) in home_ranks(seat))


@cache
def _place_step(power: Power, square: str) -> Place:
    return Place(power=power, square=square)


def placements(state: OstrichesState, seat: int) -> list[SingleStep]:
    """Every placement open to `seat`: a power still in its hand on an empty home square,
    powers in their fixed order, squares in board order."""
    in_hand = {p.power for p in state.pawns if p.owner == seat and p.square is None}
    filled = occupied(state)
    squares = [s for s in _home_squares(seat) if s not in filled]
    return [_place_step(power, square)
            for power in POWERS if power in in_hand for square in squares]


def place(s: OstrichesState, seat: int, step: Place, events: list[Event]) -> None:
    """Put a pawn from `seat`'s hand on an empty home square; the seats alternate while both
    hold pawns, and the last placement starts the first player's turn."""
    pawn = next((p for p in s.pawns
                 if p.owner == seat and p.square is None and p.power == step.power), None)
    if pawn is None:
        raise IllegalAction(f"ostriches.error.not_in_hand.{step.power}", rule="placement")
    if rank_of(step.square) not in home_ranks(seat):
        ranks = home_ranks(seat)
        raise IllegalAction("ostriches.error.not_home", rule="placement", square=step.square,
                            ranks=f"{ranks.start}-{ranks.stop - 1}")
    require_empty(s, step.square, "placement")
    pawn = set_pawn(s, pawn, square=step.square)
    learn(s, seat, pawn)
    events.append(event("ostriches.event.placed",
                        {"player": seat, "square": step.square}))
    note(s, seat, f"ostriches.private.placed.{step.power}", events, pawn, square=step.square)
    other = 1 - seat
    if any(p.owner == other and p.square is None for p in s.pawns):
        s.turn = other
    elif any(p.owner == seat and p.square is None for p in s.pawns):
        s.turn = seat
    else:
        s.turn = s.first_player
        events.append(event("ostriches.event.all_placed", {"player": s.turn}))
        begin_turn(s, events)
