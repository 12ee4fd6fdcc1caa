"""The squares and garments a mid-move decision may choose among.

Both the turn machine (to resolve a decision with one possible answer by itself) and
`legal_actions` (to list the answers) read these, so they always agree.
"""

from __future__ import annotations

from games.scramble.board import distance, same_line_or_tile
from games.scramble.facts import free_crates, free_squares, ostrich, ostrich_squares
from games.scramble.models import State


def catapult_options(state: State, colour: str) -> list[str]:
    """The crates without an ostrich farthest from the catapulted ostrich (ties all listed)."""
    origin = ostrich(state, colour).square
    assert origin is not None
    standing = ostrich_squares(state)
    crates = [crate for crate in state.crates if crate not in standing]
    if not crates:
        return []
    farthest = max(distance(origin, crate) for crate in crates)
    return [crate for crate in crates if distance(origin, crate) == farthest]


def placement_options(state: State, colour: str) -> list[str]:
    """Where the owner of `colour` may put the garment replacing one it picked up.

    A free crate outside the ostrich's row and column (anywhere while it is off the board),
    else any free crate, else any free square off its tile, row and column, else any free
    square.
    """
    square = ostrich(state, colour).square
    crates = free_crates(state)
    if square is None:
        if crates:
            return crates
    else:
        away = [crate for crate in crates if not same_line_or_tile(crate, square, tile=False)]
        if away:
            return away
        if crates:
            return crates
    free = free_squares(state)
    if square is None:
        return free
    away_squares = [sq for sq in free if not same_line_or_tile(sq, square, tile=True)]
    return away_squares or free


def return_options(state: State, fell_from: str) -> list[str]:
    """The free crates nearest to where an ostrich fell (any free square if no crate is free)."""
    candidates = free_crates(state) or free_squares(state)
    if not candidates:
        return []
    nearest = min(distance(fell_from, sq) for sq in candidates)
    return [sq for sq in candidates if distance(fell_from, sq) == nearest]
