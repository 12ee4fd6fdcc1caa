"""Pillow drawing primitives for Ostrich Scramble images: icons, cards, arrows, text.

Shapes rather than glyphs: the bundled default font has no arrows or pictograms (and no
accented letters, which `plain` strips), so every icon here is drawn with polygons.
"""

from __future__ import annotations

import math
import unicodedata
from functools import cache

from PIL import ImageDraw, ImageFont

Box = tuple[float, float, float, float]
Point = tuple[float, float]

INK = (40, 32, 28)
PAPER = (252, 248, 238)
COLOUR_RGB: dict[str, tuple[int, int, int]] = {
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
GOLD = (240, 190, 30)


@cache
def font(size: int) -> ImageFont.FreeTypeFont | ImageFont.ImageFont:
    """The bundled scalable font (Pillow >= 10.1), identical on every machine."""
    return ImageFont.load_default(size=size)


def plain(text: str) -> str:
    """Text the bundled font can draw: accents stripped (é -> e), everything else kept."""
    decomposed = unicodedata.normalize("NFKD", text)
    return "".join(char for char in decomposed if not unicodedata.combining(char))


def write(
    draw: ImageDraw.ImageDraw, xy: Point, text: str, size: int,
    fill: tuple[int, int, int] = INK, anchor: str = "la",
) -> None:
    """Draw text (accents stripped) with the bundled font."""
    draw.text(xy, plain(text), font=font(size), fill=fill, anchor=anchor)


def readable_on(rgb: tuple[int, int, int]) -> tuple[int, int, int]:
    """Black or white, whichever reads better on that background."""
    red, green, blue = rgb
    return INK if 0.299 * red + 0.587 * green + 0.114 * blue > 150 else (255, 255, 255)


def garment_icon(draw: ImageDraw.ImageDraw, box: Box, kind: str, colour: str) -> None:
    """A garment as a small silhouette in its colour: hat, shirt, trousers or boot."""
    x0, y0, x1, y1 = box
    w, h = x1 - x0, y1 - y0

    def at(px: float, py: float) -> Point:
        return x0 + px * w, y0 + py * h

    shapes: dict[str, list[Point]] = {
        "head": [at(0.05, 0.78), at(0.95, 0.78), at(0.95, 0.92), at(0.05, 0.92), at(0.05, 0.78),
                 at(0.25, 0.78), at(0.3, 0.15), at(0.7, 0.15), at(0.75, 0.78)],
        "body": [at(0.3, 0.1), at(0.7, 0.1), at(0.98, 0.3), at(0.85, 0.5), at(0.75, 0.42),
                 at(0.75, 0.92), at(0.25, 0.92), at(0.25, 0.42), at(0.15, 0.5), at(0.02, 0.3)],
        "legs": [at(0.2, 0.08), at(0.8, 0.08), at(0.88, 0.94), at(0.6, 0.94), at(0.5, 0.4),
                 at(0.4, 0.94), at(0.12, 0.94)],
        "feet": [at(0.25, 0.08), at(0.55, 0.08), at(0.55, 0.6), at(0.95, 0.7), at(0.95, 0.92),
                 at(0.25, 0.92)],
    }
    fill = COLOUR_RGB[colour]
    draw.polygon(shapes[kind], fill=fill, outline=INK, width=max(2, int(w / 16)))


def crate(draw: ImageDraw.ImageDraw, box: Box) -> None:
    """A wooden crate filling a square."""
    x0, y0, x1, y1 = box
    inset = (x1 - x0) * 0.1
    inner = (x0 + inset, y0 + inset, x1 - inset, y1 - inset)
    draw.rectangle(inner, fill=CRATE, outline=CRATE_DARK, width=3)
    draw.line((inner[0], inner[1], inner[2], inner[3]), fill=CRATE_DARK, width=3)
    draw.line((inner[0], inner[3], inner[2], inner[1]), fill=CRATE_DARK, width=3)


def skateboard(draw: ImageDraw.ImageDraw, box: Box) -> None:
    """A skateboard across a square: deck and four wheels."""
    x0, y0, x1, y1 = box
    w, h = x1 - x0, y1 - y0
    deck = (x0 + 0.08 * w, y0 + 0.38 * h, x1 - 0.08 * w, y0 + 0.58 * h)
    draw.rounded_rectangle(deck, radius=h * 0.1, fill=(70, 70, 90), outline=INK, width=2)
    draw.line((deck[0] + 0.1 * w, deck[1] + 0.05 * h, deck[2] - 0.1 * w, deck[1] + 0.05 * h),
              fill=(250, 120, 60), width=3)
    radius = 0.07 * w
    for cx in (x0 + 0.25 * w, x0 + 0.75 * w):
        cy = y0 + 0.66 * h
        draw.ellipse((cx - radius, cy - radius, cx + radius, cy + radius),
                     fill=(230, 230, 230), outline=INK, width=2)


def crown(draw: ImageDraw.ImageDraw, centre: Point, size: float) -> None:
    """The Crown (Start Player Token) as a small gold crown."""
    cx, cy = centre
    s = size
    points = [(cx - s, cy + 0.6 * s), (cx - s, cy - 0.5 * s), (cx - 0.5 * s, cy),
              (cx, cy - 0.8 * s), (cx + 0.5 * s, cy), (cx + s, cy - 0.5 * s),
              (cx + s, cy + 0.6 * s)]
    draw.polygon(points, fill=GOLD, outline=INK, width=2)


def star(draw: ImageDraw.ImageDraw, centre: Point, size: float,
         fill: tuple[int, int, int] = GOLD) -> None:
    """A five-pointed star (dizziness marks)."""
    cx, cy = centre
    points = []
    for index in range(10):
        radius = size if index % 2 == 0 else size * 0.45
        angle = -math.pi / 2 + index * math.pi / 5
        points.append((cx + radius * math.cos(angle), cy + radius * math.sin(angle)))
    draw.polygon(points, fill=fill, outline=INK)


def ostrich_token(
    draw: ImageDraw.ImageDraw, box: Box, colour: str, *, dizzy: bool, active: bool
) -> None:
    """An ostrich: a disc in its colour with its letter; stars when dizzy, a halo when active."""
    x0, y0, x1, y1 = box
    w = x1 - x0
    cx, cy = (x0 + x1) / 2, (y0 + y1) / 2
    radius = w * 0.36
    if active:
        halo = radius + w * 0.08
        draw.ellipse((cx - halo, cy - halo, cx + halo, cy + halo), fill=(255, 255, 255),
                     outline=INK, width=2)
    fill = COLOUR_RGB[colour]
    draw.ellipse((cx - radius, cy - radius, cx + radius, cy + radius), fill=fill, outline=INK,
                 width=max(3, int(w / 20)))
    write(draw, (cx, cy), COLOUR_LETTER[colour], int(w * 0.42), fill=readable_on(fill),
          anchor="mm")
    if dizzy:
        for angle in (-150.0, -90.0, -30.0):
            rad = math.radians(angle)
            star(draw, (cx + radius * 1.05 * math.cos(rad), cy + radius * 1.05 * math.sin(rad)),
                 w * 0.11)


def arrow(
    draw: ImageDraw.ImageDraw, start: Point, end: Point, fill: tuple[int, int, int],
    width: int, head: float,
) -> None:
    """A straight arrow from `start` to `end` with a triangular head."""
    draw.line((start, end), fill=fill, width=width)
    angle = math.atan2(end[1] - start[1], end[0] - start[0])
    left = (end[0] - head * math.cos(angle - 0.45), end[1] - head * math.sin(angle - 0.45))
    right = (end[0] - head * math.cos(angle + 0.45), end[1] - head * math.sin(angle + 0.45))
    draw.polygon([end, left, right], fill=fill)


def direction_arrow(
    draw: ImageDraw.ImageDraw, centre: Point, direction: str, size: float,
    fill: tuple[int, int, int] = INK,
) -> None:
    """A compass arrow pointing N, E, S or W (N is up, as on the board)."""
    dx, dy = {"N": (0, -1), "E": (1, 0), "S": (0, 1), "W": (-1, 0)}[direction]
    cx, cy = centre
    arrow(draw, (cx - dx * size, cy - dy * size), (cx + dx * size, cy + dy * size), fill,
          max(3, int(size / 3)), size * 0.9)


def zig_card(
    draw: ImageDraw.ImageDraw, box: Box, card: str | None, *, highlight: bool = False
) -> None:
    """A Zig card: its distance in big type over its turn-order arrow (cw / ccw), or face down."""
    x0, y0, x1, y1 = box
    w, h = x1 - x0, y1 - y0
    if card is None:
        draw.rounded_rectangle(box, radius=w * 0.12, fill=(90, 120, 170), outline=INK, width=2)
        write(draw, ((x0 + x1) / 2, (y0 + y1) / 2), "?", int(h * 0.5), fill=(255, 255, 255),
              anchor="mm")
        return
    outline = GOLD if highlight else INK
    draw.rounded_rectangle(box, radius=w * 0.12, fill=PAPER, outline=outline,
                           width=5 if highlight else 2)
    write(draw, ((x0 + x1) / 2, y0 + h * 0.36), card[0], int(h * 0.5), anchor="mm")
    write(draw, ((x0 + x1) / 2, y0 + h * 0.8), card[1:], int(min(h * 0.26, w * 0.42)),
          fill=(60, 90, 150), anchor="mm")


def trap_icon(draw: ImageDraw.ImageDraw, box: Box, kind: str | None) -> None:
    """A face-down trap (a red warning triangle) or a known one (its initial on it)."""
    x0, y0, x1, y1 = box
    draw.polygon([((x0 + x1) / 2, y0), (x1, y1), (x0, y1)], fill=(200, 40, 40), outline=INK,
                 width=2)
    label = "!" if kind is None else kind[0].upper()
    write(draw, ((x0 + x1) / 2, y0 + (y1 - y0) * 0.66), label, int((y1 - y0) * 0.5),
          fill=(255, 255, 255), anchor="mm")


def zag_token(draw: ImageDraw.ImageDraw, centre: Point, size: float) -> None:
    """The Zag token: a gold coin marked Z."""
    cx, cy = centre
    draw.ellipse((cx - size, cy - size, cx + size, cy + size), fill=GOLD, outline=INK, width=2)
    write(draw, (cx, cy), "Z", int(size * 1.3), anchor="mm")
