"""The pieces that draw the latest turn on the Ostriches board, besides the knight's arrow:
the rotated tile's direction, the power used (its symbol on a badge), a ring round a pawn a
power swapped or looked at.

All of them are in the knight arrow's orange with its dark edge, so the whole turn reads as
one colour over the board: what the last player did. Each is a sprite drawn four times
bigger and reduced once, cached by what it depends on (see `render_parts`); where they go
is decided in `render`.
"""

from __future__ import annotations

import math
from functools import lru_cache

from PIL import Image, ImageDraw, ImageOps

from games.imaging import supersampled

from .board import Direction
from .models import ActivePower
from .render_parts import ARROW, ARROW_EDGE, PAWN_RADIUS, WHITE, Pen, draw_symbol

ROTATION_RADIUS = 25
"""The rotation badge's radius: 28 px across on a phone's 400 px."""
POWER_RADIUS = 22
"""The badge of a power used on two tiles."""
PAWN_BADGE_RADIUS = 18
"""The badge on a pawn a power swapped or looked at."""
RING_RADIUS = PAWN_RADIUS + 6
FRAME = 8
"""How wide the frame of a turned or swapped tile is (over the tile's border)."""


@lru_cache(maxsize=2)
def rotation_sprite(direction: Direction) -> Image.Image:
    """A tile's quarter turn: a round badge with a curved arrow going `direction` (cw:
    clockwise as the image shows it). The counter-clockwise one is the clockwise mirrored."""
    if direction == "ccw":
        return ImageOps.mirror(rotation_sprite("cw"))
    side = 2 * ROTATION_RADIUS + 4

    def paint(draw: ImageDraw.ImageDraw, scale: float) -> None:
        pen = Pen(draw, scale)
        centre = side / 2
        pen.disc(centre, centre, ROTATION_RADIUS, fill=ARROW, outline=ARROW_EDGE, width=2.5)
        _draw_turn_arrow(pen, centre, ROTATION_RADIUS * 0.52)

    return supersampled(side, side, paint)


def _draw_turn_arrow(pen: Pen, centre: float, radius: float) -> None:
    """A white clockwise arrow round `centre`, as the sign ↻ draws it: most of a circle,
    open at the top right, and an arrowhead at the top pointing on clockwise (right)."""
    end = 270.0  # degrees clockwise from three o'clock, y pointing down: the top
    pen.arc(centre, centre, radius, end - 290, end - 15, WHITE, radius * 0.4)
    angle = math.radians(end)
    head, wing = radius * 0.95, radius * 0.72
    tip = (centre + radius * math.cos(angle) + head * 0.55, centre + radius * math.sin(angle))
    base = tip[0] - head
    pen.polygon([tip, (base, tip[1] - wing), (base, tip[1] + wing)], fill=WHITE)


@lru_cache(maxsize=8)
def power_sprite(power: ActivePower, radius: int) -> Image.Image:
    """The power used this turn: its legend symbol in white on an orange badge."""
    side = 2 * radius + 4

    def paint(draw: ImageDraw.ImageDraw, scale: float) -> None:
        pen = Pen(draw, scale)
        pen.disc(side / 2, side / 2, radius, fill=ARROW, outline=ARROW_EDGE, width=2)
        draw_symbol(pen, side / 2, side / 2, radius * 0.92, power, WHITE)

    return supersampled(side, side, paint)


@lru_cache(maxsize=1)
def ring_sprite() -> Image.Image:
    """The ring round a pawn a power swapped or looked at this turn."""
    side = 2 * RING_RADIUS + 8

    def paint(draw: ImageDraw.ImageDraw, scale: float) -> None:
        pen = Pen(draw, scale)
        pen.disc(side / 2, side / 2, RING_RADIUS, outline=ARROW_EDGE, width=7)
        pen.disc(side / 2, side / 2, RING_RADIUS - 1.5, outline=ARROW, width=4)

    return supersampled(side, side, paint)


def mark_sprites() -> list[Image.Image]:
    """Every sprite of this module, for the palette to learn their blends."""
    powers: tuple[ActivePower, ...] = ("bush", "swap", "eye", "tiles")
    return [rotation_sprite("cw"), rotation_sprite("ccw"), ring_sprite(),
            *(power_sprite(power, POWER_RADIUS) for power in powers),
            *(power_sprite(power, PAWN_BADGE_RADIUS) for power in powers)]
