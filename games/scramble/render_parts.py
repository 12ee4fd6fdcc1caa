"""The pictures of Ostrich Scramble's board image: tokens, garments, cards, icons.

Shapes rather than glyphs: every icon is drawn with polygons and ellipses. Each one is a
sprite (see `games.imaging.supersampled`): drawn four times bigger and reduced, so its edges
are smooth, and cached by exactly what it depends on (kind, colour, size, label), because a
board shows the same few dozen pieces turn after turn. Sizes are whole pixels; the renderer
pastes a sprite centred where the piece goes.
"""

from __future__ import annotations

import math
from functools import lru_cache

from PIL import Image, ImageDraw

from games.imaging import draw_text, draw_text_centred, supersampled

Box = tuple[float, float, float, float]
Point = tuple[float, float]
RGB = tuple[int, int, int]

INK: RGB = (40, 32, 28)
PAPER: RGB = (252, 248, 238)
WHITE: RGB = (255, 255, 255)
COLOUR_RGB: dict[str, RGB] = {
    "red": (214, 48, 49),
    "orange": (240, 140, 30),
    "yellow": (246, 210, 40),
    "green": (60, 160, 70),
    "blue": (45, 110, 210),
    "purple": (140, 70, 180),
}
COLOUR_LETTER = {"red": "R", "orange": "O", "yellow": "Y", "green": "G", "blue": "B",
                 "purple": "P"}
CRATE = (176, 122, 70)
CRATE_DARK = (112, 72, 36)
GOLD: RGB = (240, 190, 30)
CARD_BACK: RGB = (90, 120, 170)
CARD_TEXT: RGB = (60, 90, 150)
TRAP_RED: RGB = (200, 40, 40)
SKATE_DECK: RGB = (70, 70, 90)
SKATE_STRIPE: RGB = (250, 120, 60)
SKATE_WHEEL: RGB = (230, 230, 230)
_DIRECTIONS = {"N": (0, -1), "E": (1, 0), "S": (0, 1), "W": (-1, 0)}


def readable_on(rgb: RGB) -> RGB:
    """Black or white, whichever reads better on that background."""
    red, green, blue = rgb
    return INK if 0.299 * red + 0.587 * green + 0.114 * blue > 150 else WHITE


def _star_points(cx: float, cy: float, size: float) -> list[Point]:
    points = []
    for index in range(10):
        radius = size if index % 2 == 0 else size * 0.45
        angle = -math.pi / 2 + index * math.pi / 5
        points.append((cx + radius * math.cos(angle), cy + radius * math.sin(angle)))
    return points


def arrow_head(start: Point, end: Point, head: float) -> list[Point]:
    """The triangle at `end` of an arrow from `start`, `head` pixels long."""
    angle = math.atan2(end[1] - start[1], end[0] - start[0])
    left = (end[0] - head * math.cos(angle - 0.45), end[1] - head * math.sin(angle - 0.45))
    right = (end[0] - head * math.cos(angle + 0.45), end[1] - head * math.sin(angle + 0.45))
    return [end, left, right]


def arrow(draw: ImageDraw.ImageDraw, start: Point, end: Point, fill: RGB, width: float,
          head: float) -> None:
    """A straight arrow from `start` to `end` with a triangular head (the compass sprites;
    the board's path arrows are drawn the same way on the board's canvas)."""
    draw.line((start, end), fill=fill, width=round(width))
    draw.polygon(arrow_head(start, end, head), fill=fill)


@lru_cache(maxsize=128)
def garment_sprite(kind: str, colour: str, size: int) -> Image.Image:
    """A garment as a small silhouette in its colour: hat, shirt, trousers or boot."""

    def paint(draw: ImageDraw.ImageDraw, scale: float) -> None:
        w = size * scale

        def at(px: float, py: float) -> Point:
            return px * w, py * w

        shapes: dict[str, list[Point]] = {
            "head": [at(0.05, 0.78), at(0.95, 0.78), at(0.95, 0.92), at(0.05, 0.92),
                     at(0.05, 0.78), at(0.25, 0.78), at(0.3, 0.15), at(0.7, 0.15),
                     at(0.75, 0.78)],
            "body": [at(0.3, 0.1), at(0.7, 0.1), at(0.98, 0.3), at(0.85, 0.5), at(0.75, 0.42),
                     at(0.75, 0.92), at(0.25, 0.92), at(0.25, 0.42), at(0.15, 0.5),
                     at(0.02, 0.3)],
            "legs": [at(0.2, 0.08), at(0.8, 0.08), at(0.88, 0.94), at(0.6, 0.94),
                     at(0.5, 0.4), at(0.4, 0.94), at(0.12, 0.94)],
            "feet": [at(0.25, 0.08), at(0.55, 0.08), at(0.55, 0.6), at(0.95, 0.7),
                     at(0.95, 0.92), at(0.25, 0.92)],
        }
        draw.polygon(shapes[kind], fill=COLOUR_RGB[colour], outline=INK,
                     width=round(max(1.5, size / 18) * scale))

    return supersampled(size, size, paint)


@lru_cache(maxsize=2)
def crate_sprite(size: int) -> Image.Image:
    """A wooden crate filling a square of `size` pixels."""

    def paint(draw: ImageDraw.ImageDraw, scale: float) -> None:
        inset, far = size * 0.1 * scale, size * 0.9 * scale
        line = round(3 * scale)
        draw.rectangle((inset, inset, far, far), fill=CRATE, outline=CRATE_DARK, width=line)
        draw.line((inset, inset, far, far), fill=CRATE_DARK, width=line)
        draw.line((inset, far, far, inset), fill=CRATE_DARK, width=line)

    return supersampled(size, size, paint)


@lru_cache(maxsize=2)
def skateboard_sprite(size: int) -> Image.Image:
    """A skateboard across a square of `size` pixels: deck and two wheels."""

    def paint(draw: ImageDraw.ImageDraw, scale: float) -> None:
        w = size * scale
        deck = (0.08 * w, 0.38 * w, 0.92 * w, 0.58 * w)
        draw.rounded_rectangle(deck, radius=w * 0.1, fill=SKATE_DECK, outline=INK,
                               width=round(2 * scale))
        draw.line((deck[0] + 0.1 * w, deck[1] + 0.05 * w, deck[2] - 0.1 * w,
                   deck[1] + 0.05 * w), fill=SKATE_STRIPE, width=round(3 * scale))
        radius = 0.07 * w
        for cx in (0.25 * w, 0.75 * w):
            cy = 0.66 * w
            draw.ellipse((cx - radius, cy - radius, cx + radius, cy + radius),
                         fill=SKATE_WHEEL, outline=INK, width=round(2 * scale))

    return supersampled(size, size, paint)


@lru_cache(maxsize=4)
def crown_sprite(size: int) -> Image.Image:
    """The Crown (Start Player Token) as a small gold crown, `size` = half its width."""
    side = 2 * size + 4

    def paint(draw: ImageDraw.ImageDraw, scale: float) -> None:
        c, s = side * scale / 2, size * scale
        points = [(c - s, c + 0.6 * s), (c - s, c - 0.5 * s), (c - 0.5 * s, c),
                  (c, c - 0.8 * s), (c + 0.5 * s, c), (c + s, c - 0.5 * s),
                  (c + s, c + 0.6 * s)]
        draw.polygon(points, fill=GOLD, outline=INK, width=round(1.5 * scale))

    return supersampled(side, side, paint)


@lru_cache(maxsize=8)
def star_sprite(size: int) -> Image.Image:
    """A gold five-pointed star (dizziness), `size` = its outer radius."""
    side = 2 * size + 4

    def paint(draw: ImageDraw.ImageDraw, scale: float) -> None:
        c = side * scale / 2
        draw.polygon(_star_points(c, c, size * scale), fill=GOLD, outline=INK,
                     width=round(1 * scale))

    return supersampled(side, side, paint)


@lru_cache(maxsize=128)
def ostrich_sprite(colour: str, size: int, *, dizzy: bool, active: bool) -> Image.Image:
    """An ostrich in a `size` square: a disc in its colour with its letter; stars when
    dizzy, a white halo when it is the one running."""
    fill = COLOUR_RGB[colour]
    radius = size * 0.36

    def paint(draw: ImageDraw.ImageDraw, scale: float) -> None:
        c, r = size * scale / 2, radius * scale
        if active:
            halo = r + size * 0.08 * scale
            draw.ellipse((c - halo, c - halo, c + halo, c + halo), fill=WHITE, outline=INK,
                         width=round(2 * scale))
        draw.ellipse((c - r, c - r, c + r, c + r), fill=fill, outline=INK,
                     width=round(max(2.5, size / 22) * scale))
        if dizzy:
            for angle in (-150.0, -90.0, -30.0):
                rad = math.radians(angle)
                points = _star_points(c + r * 1.05 * math.cos(rad), c + r * 1.05 * math.sin(rad),
                                      size * 0.11 * scale)
                draw.polygon(points, fill=GOLD, outline=INK, width=round(scale))

    sprite = supersampled(size, size, paint)
    draw_text_centred(sprite, (0, 0, size, size), COLOUR_LETTER[colour], round(size * 0.36),
                      readable_on(fill), bold=True)
    return sprite


@lru_cache(maxsize=16)
def direction_sprite(direction: str, size: int) -> Image.Image:
    """A compass arrow pointing N, E, S or W (N is up, as on the board); `size` = half its
    length."""
    side = 2 * size + 4
    dx, dy = _DIRECTIONS[direction]

    def paint(draw: ImageDraw.ImageDraw, scale: float) -> None:
        c, s = side * scale / 2, size * scale
        arrow(draw, (c - dx * s, c - dy * s), (c + dx * s, c + dy * s), INK,
               round(max(3, size // 3) * scale), s * 0.9)

    return supersampled(side, side, paint)


@lru_cache(maxsize=64)
def zig_card_sprite(card: str | None, width: int, height: int, *,
                    highlight: bool = False) -> Image.Image:
    """A Zig card: its distance in big type over its turn-order arrow (cw / ccw), or its
    back ("?") when `card` is None; `highlight` gives it a gold frame."""

    def paint(draw: ImageDraw.ImageDraw, scale: float) -> None:
        box = (scale, scale, (width - 1) * scale, (height - 1) * scale)
        if card is None:
            draw.rounded_rectangle(box, radius=width * 0.12 * scale, fill=CARD_BACK,
                                   outline=INK, width=round(2 * scale))
        else:
            draw.rounded_rectangle(box, radius=width * 0.12 * scale, fill=PAPER,
                                   outline=GOLD if highlight else INK,
                                   width=round((5 if highlight else 2) * scale))

    sprite = supersampled(width, height, paint)
    if card is None:
        draw_text_centred(sprite, (0, 0, width, height), "?", round(height * 0.45), WHITE,
                          bold=True)
    else:
        draw_text(sprite, (width / 2, height * 0.38), card[0], round(height * 0.46), INK,
                  anchor="mm")
        draw_text(sprite, (width / 2, height * 0.8), card[1:],
                  round(min(height * 0.24, width * 0.38)), CARD_TEXT, anchor="mm")
    return sprite


@lru_cache(maxsize=32)
def trap_sprite(kind: str | None, width: int, height: int) -> Image.Image:
    """A face-down trap (a red warning triangle with "!") or a known one (its initial)."""

    def paint(draw: ImageDraw.ImageDraw, scale: float) -> None:
        w, h = width * scale, height * scale
        draw.polygon([(w / 2, scale), (w - scale, h - scale), (scale, h - scale)],
                     fill=TRAP_RED, outline=INK, width=round(1.5 * scale))

    sprite = supersampled(width, height, paint)
    label = "!" if kind is None else kind[0].upper()
    draw_text(sprite, (width / 2, height * 0.68), label, round(height * 0.45), WHITE,
              bold=True, anchor="mm")
    return sprite


@lru_cache(maxsize=2)
def zag_sprite(size: int) -> Image.Image:
    """The Zag token: a gold coin marked Z, `size` = its radius."""
    side = 2 * size + 4

    def paint(draw: ImageDraw.ImageDraw, scale: float) -> None:
        c, r = side * scale / 2, size * scale
        draw.ellipse((c - r, c - r, c + r, c + r), fill=GOLD, outline=INK,
                     width=round(2 * scale))

    sprite = supersampled(side, side, paint)
    draw_text_centred(sprite, (0, 0, side, side), "Z", round(size * 1.2), INK, bold=True)
    return sprite
