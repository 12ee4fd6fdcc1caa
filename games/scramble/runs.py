"""Reading a run before it is made: what an ostrich would pick up, and whether it falls.

The bots' one piece of board sense, shared by the `easy` policy (which reads the view) and
the search's heuristics (which read a sampled state): both have the board's size, crates
and garments, and ostriches wearing garments, so the functions take either.
Other ostriches and skateboards are left out: a quick reading, not the rules.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Final, Protocol

from .board import distance, next_square
from .constants import GARMENT_TYPES, X_MAX, card_distance
from .models import Garment

NEEDED: Final = 10.0
"""Picking up a garment type the ostrich does not wear: the way to win."""
SPARE: Final = 1.0
"""Picking up any other garment: something to give, or to lose instead of a worn one."""
CRATE: Final = 1.0
"""Ending on an empty crate: the Crown and a trap."""
CLIFF: Final = -20.0
"""Falling off: dizzy, and an off-coloured garment lost."""
NEARER: Final = 0.1
"""Per step nearer the nearest garment the ostrich needs, for a move that picks none up."""


class Board(Protocol):
    """What a run is read on: a view or a state."""

    @property
    def width(self) -> int: ...
    @property
    def height(self) -> int: ...
    @property
    def crates(self) -> Sequence[str]: ...
    @property
    def garments(self) -> Mapping[str, Garment]: ...


class Runner(Protocol):
    """The ostrich a run is read for: a view's or a state's."""

    @property
    def worn(self) -> Mapping[str, Garment]: ...


def needs(runner: Runner) -> set[str]:
    """The garment types an ostrich does not wear yet."""
    return {kind for kind in GARMENT_TYPES if kind not in runner.worn}


def path_value(board: Board, runner: Runner, square: str, direction: str,
               steps: int) -> float:
    """How good running `steps` squares from `square` towards `direction` looks."""
    return run_values(board, runner, square, direction, steps)[steps]


def run_values(board: Board, runner: Runner, square: str, direction: str,
               longest: int = X_MAX) -> list[float]:
    """`path_value` of every run length from 0 to `longest` in one walk: index n is the
    value of stopping after n steps (a fall at step n spoils every length from n on)."""
    wanted = needs(runner)
    garments = board.garments
    here = square
    gained = 0.0
    values = [-NEARER * nearest(board, here, wanted)]
    for _ in range(longest):
        ahead = next_square(here, direction, board.width, board.height)
        if ahead is None:
            values += [gained + CLIFF] * (longest + 1 - len(values))
            return values
        here = ahead
        garment = garments.get(here)
        if garment is not None:
            if garment.kind in wanted:
                wanted.discard(garment.kind)
                gained += NEEDED
            else:
                gained += SPARE
        crate = CRATE if garment is None and here in board.crates else 0.0
        values.append(gained + crate - NEARER * nearest(board, here, wanted))
    return values


def nearest(board: Board, square: str, wanted: set[str]) -> int:
    """Steps from `square` to the nearest garment of a wanted type (0 if none lies out)."""
    if not wanted:
        return 0
    found = [distance(square, spot) for spot, garment in board.garments.items()
             if garment.kind in wanted]
    return min(found, default=0)


def card_value(values: Sequence[float], card: str) -> float:
    """The best a Zig card offers on one direction's `run_values`: its distance, or for an
    X card the best distance (its player chooses it when it is revealed)."""
    steps = card_distance(card)
    return max(values) if steps == "X" else values[int(steps)]
