"""The geometry of the Ostriches board: squares, the four tiles, knight jumps.

Squares are chess names (`a1` bottom-left, `f6` top-right) everywhere a player or a file can
see them; this module turns them into coordinates and back, and says where a square goes when
its tile turns or swaps places. It knows nothing about pawns or turns, so rules, notation and
rendering share one definition of the board.
"""

from __future__ import annotations

from functools import cache
from typing import Final, Literal

Position = Literal["SW", "SE", "NW", "NE"]
Direction = Literal["cw", "ccw"]

SIZE: Final = 6
TILE_SIZE: Final = 3
FILES: Final = "abcdef"
POSITIONS: Final[tuple[Position, ...]] = ("SW", "SE", "NW", "NE")
DIRECTIONS: Final[tuple[Direction, ...]] = ("cw", "ccw")
COLOURS: Final = ("red", "blue")
"""Seat 0 (South) plays red, seat 1 (North) plays blue."""

_TILE_ORIGIN: Final[dict[Position, tuple[int, int]]] = {
    "SW": (0, 0), "SE": (3, 0), "NW": (0, 3), "NE": (3, 3),
}
_KNIGHT_JUMPS: Final = ((1, 2), (2, 1), (2, -1), (1, -2), (-1, -2), (-2, -1), (-2, 1), (-1, 2))


def is_square(name: str) -> bool:
    """Whether `name` is a square of the board (`a1` to `f6`, lower case)."""
    return len(name) == 2 and name[0] in FILES and name[1] in "123456"


@cache
def coords(square: str) -> tuple[int, int]:
    """`(file, rank)` of a square, both 0-based (`a1` is `(0, 0)`)."""
    return FILES.index(square[0]), int(square[1]) - 1


def square_at(file: int, rank: int) -> str:
    """The name of the square at 0-based `(file, rank)`."""
    return f"{FILES[file]}{rank + 1}"


@cache
def all_squares() -> tuple[str, ...]:
    """Every square in board order: rank by rank from rank 1, files a to f."""
    return tuple(square_at(file, rank) for rank in range(SIZE) for file in range(SIZE))


@cache
def board_order(square: str) -> tuple[int, int]:
    """Sort key putting squares in the notation's board order (rank, then file)."""
    file, rank = coords(square)
    return rank, file


@cache
def position_of(square: str) -> Position:
    """Which of the four tile positions holds `square`."""
    file, rank = coords(square)
    return POSITIONS[(1 if file >= TILE_SIZE else 0) + (2 if rank >= TILE_SIZE else 0)]


@cache
def squares_of(position: Position) -> tuple[str, ...]:
    """The nine squares of a tile position, in board order."""
    left, bottom = _TILE_ORIGIN[position]
    return tuple(
        square_at(left + x, bottom + y) for y in range(TILE_SIZE) for x in range(TILE_SIZE)
    )


def rank_of(square: str) -> int:
    """The 1-based rank of a square, as players read it."""
    return int(square[1])


def home_ranks(seat: int) -> range:
    """The 1-based ranks of a seat's home tiles: South 1-3, North 4-6."""
    return range(1, 4) if seat == 0 else range(4, 7)


def far_rank(seat: int) -> int:
    """The rank nearest the opponent, where a pawn this seat moves turns face up."""
    return 6 if seat == 0 else 1


@cache
def knight_targets(square: str) -> tuple[str, ...]:
    """Every square a knight's jump from `square` reaches on the board, in board order."""
    file, rank = coords(square)
    targets = [
        square_at(file + df, rank + dr)
        for df, dr in _KNIGHT_JUMPS
        if 0 <= file + df < SIZE and 0 <= rank + dr < SIZE
    ]
    return tuple(sorted(targets, key=board_order))


@cache
def rotated(square: str, direction: Direction) -> str:
    """Where `square` goes when its tile turns a quarter turn `direction`.

    Clockwise as seen on the image: the tile's north edge becomes its east edge.
    """
    left, bottom = _TILE_ORIGIN[position_of(square)]
    file, rank = coords(square)
    x, y = file - left, rank - bottom
    last = TILE_SIZE - 1
    nx, ny = (y, last - x) if direction == "cw" else (last - y, x)
    return square_at(left + nx, bottom + ny)


@cache
def swapped(square: str, first: Position, second: Position) -> str:
    """Where `square` goes when the tiles at `first` and `second` exchange places."""
    position = position_of(square)
    if position not in (first, second):
        return square
    other = second if position == first else first
    file, rank = coords(square)
    left, bottom = _TILE_ORIGIN[position]
    new_left, new_bottom = _TILE_ORIGIN[other]
    return square_at(new_left + file - left, new_bottom + rank - bottom)


def tile_centre(position: Position) -> str:
    """The centre square of a tile position (where a bush starts)."""
    left, bottom = _TILE_ORIGIN[position]
    return square_at(left + 1, bottom + 1)


def home_positions(seat: int) -> tuple[Position, Position]:
    """The two tile positions on a seat's side of the board."""
    return ("SW", "SE") if seat == 0 else ("NW", "NE")
