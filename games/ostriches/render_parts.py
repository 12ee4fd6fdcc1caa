"""The pieces of the Ostriches board image, drawn at their real size and cached, and the
colours they are drawn in (the image itself is composed in `render`, the latest turn's marks
are in `render_marks`, the palette in `render_palette`).

Every round piece (pawns, bushes, badges, the arrow, the padlock, legend symbols) is a sprite
drawn four times bigger and reduced once (`games.imaging.supersampled`), then cached by what
it depends on, so edges stay smooth and a render is mostly pastes.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from functools import lru_cache

from PIL import Image, ImageDraw

from games.imaging import supersampled

from .models import Power

CELL = 100
PAWN_RADIUS = 37
TRAY_RADIUS = 27
ARROW_MARGIN = 30
"""How far the arrow's sprite reaches past the two square centres it joins."""

RGB = tuple[int, int, int]
RGBA = tuple[int, int, int, int]
BACKGROUND: RGB = (246, 240, 226)
INK: RGB = (52, 42, 32)
MUTED: RGB = (118, 104, 88)
TILE_BORDER: RGB = (92, 70, 48)
TILE_FILLS: dict[int, RGB] = {1: (238, 219, 164), 2: (236, 201, 164), 3: (216, 219, 166),
                              4: (228, 208, 182)}
SIDE_COLOURS: dict[str, RGB] = {"red": (206, 56, 50), "blue": (38, 98, 204)}
SIDE_DARK: dict[str, RGB] = {"red": (112, 24, 20), "blue": (16, 42, 108)}
KNOWN_FILLS: dict[str, RGB] = {"red": (246, 200, 194), "blue": (196, 214, 246)}
"""A face-down pawn its viewer knows: a pale disc of its colour (a face-up one is filled
with the full colour, an unknown one grey)."""
HIDDEN_FILL: RGB = (152, 138, 118)
HIDDEN_EDGE: RGB = (72, 62, 52)
HIDDEN_INNER: RGB = (180, 168, 148)
BUSH_FILL: RGB = (66, 142, 62)
BUSH_DARK: RGB = (34, 88, 38)
BUSH_LIGHT: RGB = (120, 186, 104)
BUSH_TRUNK: RGB = (110, 78, 42)
ARROW: RGB = (243, 136, 24)
ARROW_EDGE: RGB = (110, 56, 0)
ARROW_OPACITY = 0.93
MOVE_TINT: RGBA = (252, 238, 150, 170)
SHADOW: RGBA = (0, 0, 0, 50)
WHITE: RGB = (255, 255, 255)
MARK: RGB = (178, 84, 34)


class Pen:
    """Drawing in 1x sprite coordinates on a canvas `scale` times bigger."""

    def __init__(self, draw: ImageDraw.ImageDraw, scale: float) -> None:
        self.draw = draw
        self.scale = scale

    def _box(self, x: float, y: float, radius: float) -> list[float]:
        s = self.scale
        return [(x - radius) * s, (y - radius) * s, (x + radius) * s, (y + radius) * s]

    def rect(self, box: Sequence[float], fill: RGB | None = None,
             outline: RGB | None = None, width: float = 1) -> None:
        """A rectangle, filled and/or outlined."""
        self.draw.rectangle([v * self.scale for v in box], fill=fill, outline=outline,
                            width=round(width * self.scale))

    def disc(self, x: float, y: float, radius: float, fill: RGB | RGBA | None = None,
             outline: RGB | None = None, width: float = 1) -> None:
        """A disc of `radius` centred on (x, y), filled and/or ringed."""
        self.draw.ellipse(self._box(x, y, radius), fill=fill, outline=outline,
                          width=round(width * self.scale))

    def line(self, points: Sequence[tuple[float, float]], fill: RGB, width: float) -> None:
        """A polyline with rounded joints."""
        self.draw.line([(x * self.scale, y * self.scale) for x, y in points], fill=fill,
                       width=max(1, round(width * self.scale)), joint="curve")

    def polygon(self, points: Sequence[tuple[float, float]], fill: RGB,
                outline: RGB | None = None, width: float = 1) -> None:
        """A filled polygon."""
        self.draw.polygon([(x * self.scale, y * self.scale) for x, y in points], fill=fill,
                          outline=outline, width=round(width * self.scale))

    def arc(self, x: float, y: float, radius: float, start: float, end: float,
            fill: RGB, width: float) -> None:
        """An arc of the circle of `radius` around (x, y), clockwise from `start` to `end`
        degrees (0 at three o'clock)."""
        self.draw.arc(self._box(x, y, radius), start, end, fill=fill,
                      width=round(width * self.scale))


# --------------------------------------------------------------------------- sprites
# Each is a pure function of its arguments, cached, with the piece at its centre.


@lru_cache(maxsize=8)
def hidden_sprite(radius: int) -> Image.Image:
    """A face-down pawn: identical for every pawn, so nothing tells them apart."""
    side = 2 * radius + 8

    def paint(draw: ImageDraw.ImageDraw, scale: float) -> None:
        _draw_hidden(Pen(draw, scale), side / 2, side / 2, radius)

    return supersampled(side, side, paint)


@lru_cache(maxsize=32)
def known_sprite(radius: int, colour: str, power: Power) -> Image.Image:
    """A face-down pawn its viewer knows: ringed in its colour, with its power's symbol."""
    side = 2 * radius + 8

    def paint(draw: ImageDraw.ImageDraw, scale: float) -> None:
        _draw_known(Pen(draw, scale), side / 2, side / 2, radius, colour, power)

    return supersampled(side, side, paint)


@lru_cache(maxsize=16)
def face_up_sprite(colour: str, power: Power) -> Image.Image:
    """A face-up pawn: filled in its colour, with its power's symbol in white."""
    side = 2 * PAWN_RADIUS + 8

    def paint(draw: ImageDraw.ImageDraw, scale: float) -> None:
        _draw_face_up(Pen(draw, scale), side / 2, side / 2, PAWN_RADIUS, colour, power)

    return supersampled(side, side, paint)


@lru_cache(maxsize=1)
def bush_sprite() -> Image.Image:
    """A bush, filling a square."""
    def paint(draw: ImageDraw.ImageDraw, scale: float) -> None:
        _draw_bush(Pen(draw, scale), CELL / 2, CELL / 2)

    return supersampled(CELL, CELL, paint)


@lru_cache(maxsize=1)
def padlock_sprite() -> Image.Image:
    """The mark of the pawn that may not move next: a ring and a padlock badge."""
    side = 2 * (PAWN_RADIUS + 16)

    def paint(draw: ImageDraw.ImageDraw, scale: float) -> None:
        _draw_padlock(Pen(draw, scale), side / 2, side / 2)

    return supersampled(side, side, paint)


@lru_cache(maxsize=8)
def disc_sprite(radius: float, fill: RGB, outline: RGB, width: float) -> Image.Image:
    """A plain disc: the header's turn marker, the face-up counters, the tile badges."""
    side = 2 * math.ceil(radius + 1)

    def paint(draw: ImageDraw.ImageDraw, scale: float) -> None:
        Pen(draw, scale).disc(side / 2, side / 2, radius, fill=fill, outline=outline,
                               width=width)

    return supersampled(side, side, paint)


@lru_cache(maxsize=5)
def legend_symbol(power: Power) -> Image.Image:
    """A power's symbol on a dark disc, for the legend under the board."""
    def paint(draw: ImageDraw.ImageDraw, scale: float) -> None:
        pen = Pen(draw, scale)
        pen.disc(17, 17, 16, fill=INK)
        draw_symbol(pen, 17, 17, 16, power, WHITE)

    return supersampled(34, 34, paint)


@lru_cache(maxsize=16)
def arrow_sprite(files: int, ranks: int, ring: bool) -> Image.Image:
    """The last-move arrow for a knight move of (`files`, `ranks`) squares (screen x and y),
    with a ring on the square it left when that square is empty; centred on the move's
    midpoint."""
    width = abs(files) * CELL + 2 * ARROW_MARGIN
    height = abs(ranks) * CELL + 2 * ARROW_MARGIN
    x0 = width / 2 - files * CELL / 2
    y0 = height / 2 - ranks * CELL / 2

    def paint(draw: ImageDraw.ImageDraw, scale: float) -> None:
        _draw_arrow(Pen(draw, scale), (x0, y0), (x0 + files * CELL, y0 + ranks * CELL),
                    ring)

    sprite = supersampled(width, height, paint)
    sprite.putalpha(sprite.getchannel("A").point(lambda alpha: round(alpha * ARROW_OPACITY)))
    return sprite


@lru_cache(maxsize=16)
def move_tinted(fill: RGB) -> RGB:
    """`fill` under the last move's translucent tint, blended as Pillow blends it."""
    pixel = Image.new("RGB", (1, 1), fill)
    ImageDraw.Draw(pixel, "RGBA").point((0, 0), fill=MOVE_TINT)
    colour = pixel.getpixel((0, 0))
    assert isinstance(colour, tuple)
    return colour[0], colour[1], colour[2]


# --------------------------------------------------------------------------- drawing


def _draw_bush(pen: Pen, x: float, y: float) -> None:
    blobs = ((-16, 8, 19), (16, 8, 19), (0, -12, 21), (-22, -8, 13), (22, -8, 13))
    for dx, dy, radius in blobs:
        pen.disc(x + dx, y + dy, radius + 3, fill=BUSH_DARK)
    for dx, dy, radius in blobs:
        pen.disc(x + dx, y + dy, radius, fill=BUSH_FILL)
    for dx, dy in ((-8, -16), (10, -4), (-14, 6)):
        pen.disc(x + dx, y + dy, 4, fill=BUSH_LIGHT)
    pen.rect((x - 4, y + 26, x + 4, y + 36), fill=BUSH_TRUNK)


def _draw_hidden(pen: Pen, x: float, y: float, radius: float) -> None:
    pen.disc(x, y + 3, radius, fill=SHADOW)
    pen.disc(x, y, radius, fill=HIDDEN_FILL, outline=HIDDEN_EDGE, width=3)
    pen.disc(x, y, radius * 0.62, outline=HIDDEN_INNER, width=3)


def _draw_known(pen: Pen, x: float, y: float, radius: float, colour: str,
                power: Power) -> None:
    pen.disc(x, y + 3, radius, fill=SHADOW)
    pen.disc(x, y, radius, fill=KNOWN_FILLS[colour], outline=SIDE_COLOURS[colour], width=7)
    pen.disc(x, y, radius - 7, outline=SIDE_DARK[colour], width=1.5)
    draw_symbol(pen, x, y, radius * 0.8, power, SIDE_DARK[colour])


def _draw_face_up(pen: Pen, x: float, y: float, radius: float, colour: str,
                  power: Power) -> None:
    pen.disc(x, y + 3, radius, fill=SHADOW)
    pen.disc(x, y, radius, fill=SIDE_COLOURS[colour], outline=SIDE_DARK[colour], width=3)
    draw_symbol(pen, x, y, radius, power, WHITE)


def draw_symbol(pen: Pen, x: float, y: float, r: float, power: Power, colour: RGB) -> None:
    """A drawn power mark: bush = leafy cluster, swap = two opposite arrows, eye = an eye,
    tiles = four squares two of them filled; plain = nothing."""
    stroke = max(2.0, r * 0.11)
    if power == "bush":
        for dx, dy, size in ((-0.3, 0.12, 0.3), (0.3, 0.12, 0.3), (0.0, -0.2, 0.34)):
            pen.disc(x + dx * r, y + dy * r, size * r, fill=colour)
        pen.line([(x, y + 0.3 * r), (x, y + 0.62 * r)], colour, stroke)
    elif power == "swap":
        for sign in (-1, 1):
            yy = y + sign * 0.24 * r
            tip = x - sign * 0.6 * r
            pen.line([(x + sign * 0.6 * r, yy), (tip, yy)], colour, stroke)
            pen.polygon([(tip - sign * 0.12 * r, yy),
                         (tip + sign * 0.2 * r, yy - 0.2 * r),
                         (tip + sign * 0.2 * r, yy + 0.2 * r)], fill=colour)
    elif power == "eye":
        points = [(x + u * 0.66 * r, y - (1 - u * u) * 0.42 * r)
                  for u in (i / 10 - 1 for i in range(21))]
        points += [(x + u * 0.66 * r, y + (1 - u * u) * 0.42 * r)
                   for u in (1 - i / 10 for i in range(21))]
        pen.line([*points, points[0]], colour, stroke)
        pen.disc(x, y, 0.2 * r, fill=colour)
    elif power == "tiles":
        side, gap = 0.4 * r, 0.08 * r
        for col in (0, 1):
            for row in (0, 1):
                x0 = x - side - gap / 2 + col * (side + gap)
                y0 = y - side - gap / 2 + row * (side + gap)
                box = (x0, y0, x0 + side, y0 + side)
                if col == row:
                    pen.rect(box, fill=colour)
                else:
                    pen.rect(box, outline=colour, width=max(1.5, stroke * 0.7))


def _draw_arrow(pen: Pen, origin: tuple[float, float], target: tuple[float, float],
                ring: bool) -> None:
    """The last knight move: a ring on the square it left, an arrow to where it landed."""
    (x0, y0), (x1, y1) = origin, target
    if ring:
        pen.disc(x0, y0, 14, outline=ARROW_EDGE, width=6)
        pen.disc(x0, y0, 14, outline=ARROW, width=3)
    angle = math.atan2(y1 - y0, x1 - x0)
    back = PAWN_RADIUS + 3
    tip = (x1 - math.cos(angle) * back, y1 - math.sin(angle) * back)
    start = (x0 + math.cos(angle) * 14, y0 + math.sin(angle) * 14)
    head = 22
    base = (tip[0] - math.cos(angle) * head, tip[1] - math.sin(angle) * head)
    normal = (-math.sin(angle) * head * 0.55, math.cos(angle) * head * 0.55)
    wings = [tip, (base[0] + normal[0], base[1] + normal[1]),
             (base[0] - normal[0], base[1] - normal[1])]
    pen.line([start, base], ARROW_EDGE, 11)
    pen.line([start, base], ARROW, 6)
    pen.polygon(wings, fill=ARROW, outline=ARROW_EDGE, width=1)


def _draw_padlock(pen: Pen, x: float, y: float) -> None:
    """The pawn that may not move next: a dark ring and a padlock badge."""
    pen.disc(x, y, PAWN_RADIUS + 6, outline=INK, width=3)
    bx, by = x + PAWN_RADIUS * 0.72, y - PAWN_RADIUS * 0.72
    pen.disc(bx, by, 15, fill=WHITE, outline=INK, width=2)
    pen.arc(bx, by - 2, 5.5, 180, 360, INK, 2.5)
    pen.line([(bx - 5.5, by - 2), (bx - 5.5, by + 1)], INK, 2.5)
    pen.line([(bx + 5.5, by - 2), (bx + 5.5, by + 1)], INK, 2.5)
    pen.rect((bx - 8, by, bx + 8, by + 10), fill=INK)
