"""Squares, steps and distances on the board, and the house-rule board built from tiles.

Squares are chess names: files `a`.. left to right, ranks `1`.. bottom to top. Everything off
the board is cliff. The answers about squares are cached: boards are small, and every step
of every game asks them again.
"""

from __future__ import annotations

import random
import string
from functools import cache, lru_cache
from typing import TypedDict

from games.scramble.constants import PATTERNS, STEP, TILE_SIZE


@lru_cache(maxsize=1024)
def square_name(x: int, y: int) -> str:
    """The chess name of the 0-based square (x, y): (2, 2) is `c3`."""
    return f"{string.ascii_lowercase[x]}{y + 1}"


@lru_cache(maxsize=1024)
def coords(square: str) -> tuple[int, int]:
    """The 0-based (x, y) of a square name."""
    return ord(square[0]) - ord("a"), int(square[1:]) - 1


def on_board(x: int, y: int, width: int, height: int) -> bool:
    """Whether (x, y) is a board square rather than cliff."""
    return 0 <= x < width and 0 <= y < height


@lru_cache(maxsize=4096)
def next_square(square: str, direction: str, width: int, height: int) -> str | None:
    """The square one step from `square` in `direction`, or None when that step is cliff."""
    x, y = coords(square)
    dx, dy = STEP[direction]
    nx, ny = x + dx, y + dy
    return square_name(nx, ny) if on_board(nx, ny, width, height) else None


@lru_cache(maxsize=16384)
def distance(a: str, b: str) -> int:
    """Orthogonal steps between two squares (the house rule's board distance)."""
    ax, ay = coords(a)
    bx, by = coords(b)
    return abs(ax - bx) + abs(ay - by)


@lru_cache(maxsize=1024)
def tile_of(square: str) -> tuple[int, int]:
    """Which 4x4 board tile a square lies on, as (column, row) of tiles."""
    x, y = coords(square)
    return x // TILE_SIZE, y // TILE_SIZE


@cache
def all_squares(width: int, height: int) -> tuple[str, ...]:
    """Every square, rank by rank from a1, in a stable order."""
    return tuple(square_name(x, y) for y in range(height) for x in range(width))


def parse_square(text: str, width: int, height: int) -> str | None:
    """The square named by `text` (any case) if it is on this board, else None."""
    lowered = text.strip().lower()
    if len(lowered) < 2 or not lowered[0].isalpha() or not lowered[1:].isdigit():
        return None
    x, y = ord(lowered[0]) - ord("a"), int(lowered[1:]) - 1
    return square_name(x, y) if on_board(x, y, width, height) else None


def rotate_quarter(x: int, y: int, turns: int) -> tuple[int, int]:
    """A tile square after `turns` clockwise quarter turns: each maps (x, y) to (y, 3 - x)."""
    for _ in range(turns % 4):
        x, y = y, TILE_SIZE - 1 - x
    return x, y


def size_for(ostrich_count: int) -> tuple[int, int]:
    """Board size in squares: 2x2 tiles up to four ostriches, 3x2 tiles for five or six."""
    return (3 * TILE_SIZE, 2 * TILE_SIZE) if ostrich_count > 4 else (2 * TILE_SIZE, 2 * TILE_SIZE)


class BoardLayout(TypedDict):
    """A board as `build_board` lays it out, by the names of the state's fields it fills."""

    width: int
    height: int
    tiles: list[str]
    crates: list[str]
    skateboards: list[str]


def build_board(ostrich_count: int, rng: random.Random) -> BoardLayout:
    """A random board: its size, tile labels, crates and skateboards.

    Patterns A-D (A-F with six tiles) go to random places, each turned a random number of
    quarter turns; a tile label such as `C2` records the pattern and its turns, for the image.
    """
    width, height = size_for(ostrich_count)
    columns, rows = width // TILE_SIZE, height // TILE_SIZE
    patterns = list("ABCDEF"[: columns * rows])
    rng.shuffle(patterns)
    tiles: list[str] = []
    crates: list[str] = []
    skateboards: list[str] = []
    for index, pattern in enumerate(patterns):
        turns = rng.randrange(4)
        tiles.append(f"{pattern}{turns}")
        origin_x, origin_y = (index % columns) * TILE_SIZE, (index // columns) * TILE_SIZE
        crate_cells, skate_cell = PATTERNS[pattern]
        for cx, cy in crate_cells:
            rx, ry = rotate_quarter(cx, cy, turns)
            crates.append(square_name(origin_x + rx, origin_y + ry))
        sx, sy = rotate_quarter(*skate_cell, turns)
        skateboards.append(square_name(origin_x + sx, origin_y + sy))
    order = all_squares(width, height)
    crates.sort(key=order.index)
    skateboards.sort(key=order.index)
    return BoardLayout(width=width, height=height, tiles=tiles, crates=crates,
                       skateboards=skateboards)


def same_line_or_tile(a: str, b: str, *, tile: bool) -> bool:
    """Whether two squares share a row or a column (or, with `tile`, a board tile)."""
    ax, ay = coords(a)
    bx, by = coords(b)
    return ax == bx or ay == by or (tile and tile_of(a) == tile_of(b))
