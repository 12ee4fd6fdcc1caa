"""The look of each terrain: a colour plus a pattern that tells it apart without colour.

bluetile: white and blue checks; beigetile: beige tiles with grout lines; clay: terracotta
with diagonal hatching; field: gold with vertical furrows; water: blue with white waves;
cobble: grey with round stones; meadow: green with grass tufts; sand: pale sand with dots.
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

Painter = Callable[[ImageDraw.ImageDraw], None]


class Look(NamedTuple):
    """How a terrain looks: the colour of its ground and the pattern painted over it."""

    colour: tuple[int, int, int]
    paint: Painter


def _bluetile(draw: ImageDraw.ImageDraw) -> None:
    step = 8
    for y in range(0, TILE, step):
        for x in range(0, TILE, step):
            if (x // step + y // step) % 2 == 0:
                draw.rectangle((x, y, x + step - 1, y + step - 1), fill=(40, 92, 190))


def _beigetile(draw: ImageDraw.ImageDraw) -> None:
    step = 12
    for offset in range(0, TILE, step):
        draw.line((offset, 0, offset, TILE), fill=(140, 108, 62), width=2)
        draw.line((0, offset, TILE, offset), fill=(140, 108, 62), width=2)


def _clay(draw: ImageDraw.ImageDraw) -> None:
    for offset in range(-TILE, TILE * 2, 8):
        draw.line((offset, TILE, offset + TILE, 0), fill=(238, 170, 130), width=2)


def _field(draw: ImageDraw.ImageDraw) -> None:
    for x in range(2, TILE, 7):
        draw.line((x, 0, x, TILE), fill=(150, 110, 20), width=2)


def _water(draw: ImageDraw.ImageDraw) -> None:
    for y in range(4, TILE, 10):
        for x in range(0, TILE, 12):
            draw.arc((x, y, x + 12, y + 8), start=200, end=340, fill=(235, 245, 255), width=2)


def _cobble(draw: ImageDraw.ImageDraw) -> None:
    for row, y in enumerate(range(0, TILE, 11)):
        shift = 5 if row % 2 else 0
        for x in range(-shift, TILE, 11):
            draw.ellipse((x + 1, y + 1, x + 10, y + 10), fill=(176, 176, 182),
                         outline=(60, 60, 66), width=1)


def _meadow(draw: ImageDraw.ImageDraw) -> None:
    for row, y in enumerate(range(4, TILE, 10)):
        shift = 5 if row % 2 else 0
        for x in range(shift, TILE, 10):
            draw.line((x, y + 6, x - 2, y), fill=(28, 92, 30), width=1)
            draw.line((x, y + 6, x + 2, y), fill=(28, 92, 30), width=1)


def _sand(draw: ImageDraw.ImageDraw) -> None:
    for row, y in enumerate(range(2, TILE, 6)):
        shift = 3 if row % 2 else 0
        for x in range(shift + 1, TILE, 6):
            draw.ellipse((x, y, x + 1.6, y + 1.6), fill=(150, 112, 50))


LOOKS: Final[dict[str, Look]] = {
    "bluetile": Look((246, 248, 252), _bluetile),
    "beigetile": Look((226, 204, 160), _beigetile),
    "clay": Look((184, 88, 52), _clay),
    "field": Look((226, 186, 48), _field),
    "water": Look((52, 118, 210), _water),
    "cobble": Look((140, 140, 146), _cobble),
    "meadow": Look((92, 166, 72), _meadow),
    "sand": Look((244, 228, 166), _sand),
}
"""Every terrain's look, in one place."""


@cache
def _tile(terrain: str) -> Image.Image:
    look = LOOKS[terrain]
    image = Image.new("RGB", (TILE, TILE), look.colour)
    look.paint(ImageDraw.Draw(image))
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
