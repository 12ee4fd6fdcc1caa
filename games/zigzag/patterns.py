"""The look of each terrain: a colour plus a pattern that tells it apart without colour.

bluetile: white and blue checks; beigetile: tan tiles with dark grout lines; clay: orange
terracotta with dark diagonal hatching; field: gold with vertical furrows; water: blue with
white waves; cobble: grey with pale round stones; meadow: dark green with light grass tufts;
sand: pale sand with brown dots.
Every pattern has a different shape, so the terrains stay distinct in grey or for colour-
blind players; `swatch` makes a tile of any size, cached since boards ask for the same few
sizes over and over.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import cache, lru_cache
from typing import Final, NamedTuple

from PIL import Image, ImageDraw

from games.zigzag.terrain import TERRAINS

TILE: Final = 96

class Look(NamedTuple):
    """How a terrain looks: the colour of its ground, the colour of the pattern painted over
    it (`ink`), and how the pattern is painted."""

    colour: tuple[int, int, int]
    ink: tuple[int, int, int]
    paint: Callable[[ImageDraw.ImageDraw, tuple[int, int, int]], None]


def _bluetile(draw: ImageDraw.ImageDraw, ink: tuple[int, int, int]) -> None:
    step = 12
    for y in range(0, TILE, step):
        for x in range(0, TILE, step):
            if (x // step + y // step) % 2 == 0:
                draw.rectangle((x, y, x + step - 1, y + step - 1), fill=ink)


def _beigetile(draw: ImageDraw.ImageDraw, ink: tuple[int, int, int]) -> None:
    step = 16
    for offset in range(0, TILE, step):
        draw.line((offset, 0, offset, TILE), fill=ink, width=3)
        draw.line((0, offset, TILE, offset), fill=ink, width=3)


def _clay(draw: ImageDraw.ImageDraw, ink: tuple[int, int, int]) -> None:
    for offset in range(-TILE, TILE * 2, 12):
        draw.line((offset, TILE, offset + TILE, 0), fill=ink, width=4)


def _field(draw: ImageDraw.ImageDraw, ink: tuple[int, int, int]) -> None:
    for x in range(3, TILE, 12):
        draw.line((x, 0, x, TILE), fill=ink, width=4)


def _water(draw: ImageDraw.ImageDraw, ink: tuple[int, int, int]) -> None:
    for row, y in enumerate(range(2, TILE, 12)):
        shift = 8 if row % 2 else 0
        for x in range(-shift, TILE, 16):
            draw.arc((x, y, x + 16, y + 10), start=200, end=340, fill=ink, width=3)


def _cobble(draw: ImageDraw.ImageDraw, ink: tuple[int, int, int]) -> None:
    for row, y in enumerate(range(0, TILE, 16)):
        shift = 8 if row % 2 else 0
        for x in range(-shift, TILE, 16):
            draw.ellipse((x + 2, y + 2, x + 14, y + 14), fill=ink, outline=(50, 50, 56),
                         width=2)


def _meadow(draw: ImageDraw.ImageDraw, ink: tuple[int, int, int]) -> None:
    for row, y in enumerate(range(2, TILE, 12)):
        shift = 6 if row % 2 else 0
        for x in range(shift + 3, TILE, 12):
            draw.line((x, y + 9, x - 3, y), fill=ink, width=2)
            draw.line((x, y + 9, x + 3, y), fill=ink, width=2)
            draw.line((x, y + 9, x, y), fill=ink, width=2)


def _sand(draw: ImageDraw.ImageDraw, ink: tuple[int, int, int]) -> None:
    for row, y in enumerate(range(2, TILE, 8)):
        shift = 4 if row % 2 else 0
        for x in range(shift + 2, TILE, 8):
            draw.ellipse((x, y, x + 3, y + 3), fill=ink)


LOOKS: Final[dict[str, Look]] = {
    "bluetile": Look((238, 243, 252), (32, 84, 190), _bluetile),
    "beigetile": Look((200, 170, 128), (112, 84, 48), _beigetile),
    "clay": Look((224, 118, 56), (140, 52, 22), _clay),
    "field": Look((232, 192, 40), (140, 100, 10), _field),
    "water": Look((40, 110, 210), (232, 244, 255), _water),
    "cobble": Look((120, 122, 132), (200, 200, 206), _cobble),
    "meadow": Look((30, 92, 36), (128, 196, 96), _meadow),
    "sand": Look((250, 236, 184), (176, 136, 64), _sand),
}
"""Every terrain's look, in one place. The grounds stay apart under deuteranopia and
protanopia as well as in full colour (`vision`; `tests/games/zigzag/test_palette.py` states
by how much), and every pattern is a different shape, drawn bold enough to read on a field
a phone shows about 20 px wide."""


@cache
def _tile(terrain: str) -> Image.Image:
    look = LOOKS[terrain]
    image = Image.new("RGB", (TILE, TILE), look.colour)
    look.paint(ImageDraw.Draw(image), look.ink)
    return image


@lru_cache(maxsize=128)
def swatch(terrain: str, width: int, height: int) -> Image.Image:
    """A `width` x `height` piece of `terrain`'s pattern; shared, so paste it, never draw
    on it (copy it first)."""
    tile = _tile(terrain)
    image = Image.new("RGB", (width, height))
    for y in range(0, height, TILE):
        for x in range(0, width, TILE):
            image.paste(tile, (x, y))
    return image


def all_terrains() -> tuple[str, ...]:
    """The terrains in legend order (rarest first)."""
    return tuple(TERRAINS)
