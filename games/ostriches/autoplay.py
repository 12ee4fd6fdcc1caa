"""The stand-in player: what the bot does for a seat whose player is away.

The rule is simple and deterministic, so a player coming back can follow what was done in
their name, and it only uses what that seat itself knows (which pawns are its own, as a
player who placed them and watched the public swaps knows), never the opponent's secrets.
It pushes the seat's own pawns towards its far rank, so two stand-ins facing each other
still finish a game.
"""

from __future__ import annotations

from .board import far_rank, position_of, rank_of, rotated
from .models import Move, OstrichesState, Pass, Place, Rotate, SingleStep
from .queries import pawn_at
from .rules import legal_steps


def auto_step(state: OstrichesState, seat: int) -> SingleStep:
    """A legal step for `seat`, chosen as follows (ties go to the first in `legal_steps`
    order):

    - placing: the first power in hand (bush, swap, eye, tiles, plain) on the empty home
      square nearest its far rank;
    - moving: a move that turns one of the seat's own pawns face up; else, among the moves
      that turn up no opponent's pawn, the one that brings one of its own face-down pawns
      nearest its far rank (any such move if none is its own); else the first move;
    - power: pass where passing is legal, else the first use listed (`powers=compulsory`);
    - rotating: the rotation that leaves the seat's own face-down pawns nearest its far
      rank in total.

    Raises ValueError when `seat` is not asked to act.
    """
    steps = legal_steps(state, seat)
    if not steps:
        raise ValueError(f"seat {seat} has nothing to do now")
    if state.phase == "power":
        return next((step for step in steps if isinstance(step, Pass)), steps[0])
    if state.phase == "moving":
        return _choose_move(state, seat, [s for s in steps if isinstance(s, Move)])
    if state.phase == "rotating":
        rotations = [s for s in steps if isinstance(s, Rotate)]
        return min(rotations, key=lambda r: _distance_after_rotation(state, seat, r))
    placements = [s for s in steps if isinstance(s, Place)]
    first_power = [p for p in placements if p.power == placements[0].power]
    return min(first_power, key=lambda p: _distance(seat, p.square))


def _choose_move(state: OstrichesState, seat: int, moves: list[Move]) -> Move:
    own_flips = [m for m in moves if _flips(state, seat, m) and _is_own(state, seat, m)]
    if own_flips:
        return own_flips[0]
    quiet = [m for m in moves if not _flips(state, seat, m)]
    if not quiet:
        return moves[0]
    own = [m for m in quiet if _is_own(state, seat, m)]
    if not own:
        return quiet[0]
    return min(own, key=lambda m: _distance(seat, m.target) - _distance(seat, m.origin))


def _distance(seat: int, square: str) -> int:
    return abs(far_rank(seat) - rank_of(square))


def _flips(state: OstrichesState, seat: int, move: Move) -> bool:
    pawn = pawn_at(state, move.origin)
    return pawn is not None and not pawn.face_up and rank_of(move.target) == far_rank(seat)


def _is_own(state: OstrichesState, seat: int, move: Move) -> bool:
    pawn = pawn_at(state, move.origin)
    return pawn is not None and pawn.owner == seat and not pawn.face_up


def _distance_after_rotation(state: OstrichesState, seat: int, rotation: Rotate) -> int:
    total = 0
    for pawn in state.pawns:
        if pawn.owner != seat or pawn.face_up or pawn.square is None:
            continue
        square = pawn.square
        if position_of(square) == rotation.tile:
            square = rotated(square, rotation.direction)
        total += _distance(seat, square)
    return total
