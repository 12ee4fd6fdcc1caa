"""What an Ostriches state shows, read without changing it: who acts, where the pawns stand,
which knight moves are open. The rules, the views, the stand-in and the bots all ask here.
"""

from __future__ import annotations

from functools import cache

from .board import Position, all_squares, board_order, knight_targets, position_of
from .models import Move, OstrichesState, Pawn


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


def has_legal_move(state: OstrichesState) -> bool:
    """Whether the seat whose turn it is can move any pawn at all."""
    filled, origins = _movable(state)
    for origin in origins:
        for target in knight_targets(origin):
            if target not in filled:
                return True
    return False
