"""Text drawing for the images with Pillow's bundled font, accents included.

`ImageFont.load_default(size=...)` renders the same everywhere (no system fonts), but its
glyphs stop at ASCII plus a little punctuation: French words such as "Arrivée" or "pavés"
would show boxes. So each character is decomposed (NFD) and drawn as its base letter with
the accent drawn on top as strokes scaled to the font size (acute, grave, circumflex,
diaeresis, cedilla). Characters
with no ASCII base (typographic spaces, dashes, œ) are mapped to near equivalents.
"""

from __future__ import annotations

import unicodedata
from functools import cache
from typing import Final

from PIL import ImageDraw, ImageFont

Font = ImageFont.FreeTypeFont | ImageFont.ImageFont
Colour = str | int | tuple[int, int, int]

_REPLACEMENTS: Final = {
    "\u00a0": " ", "\u202f": " ", "\u2009": " ", "\u2013": "-", "\u2014": "-",
    "\u0153": "oe", "\u0152": "OE", "\u00e6": "ae", "\u00c6": "AE", "\u2192": "->",
}
_ACUTE: Final = "\u0301"
_GRAVE: Final = "\u0300"
_CIRCUMFLEX: Final = "\u0302"
_DIAERESIS: Final = "\u0308"
_CEDILLA: Final = "\u0327"


@cache
def font(size: int) -> ImageFont.FreeTypeFont:
    """Pillow's bundled scalable font at `size` pixels (cached)."""
    loaded = ImageFont.load_default(size=size)
    assert isinstance(loaded, ImageFont.FreeTypeFont)
    return loaded


def _pieces(text: str) -> list[tuple[str, str]]:
    """(base character, combining marks) for each visible character."""
    pieces: list[tuple[str, str]] = []
    for char in text:
        char = _REPLACEMENTS.get(char, char)
        for part in char:
            decomposed = unicodedata.normalize("NFD", part)
            base = decomposed[0]
            marks = "".join(mark for mark in decomposed[1:] if unicodedata.combining(mark))
            pieces.append((base, marks))
    return pieces


def text_width(text: str, face: ImageFont.FreeTypeFont) -> float:
    """The advance width of `text` as `draw_text` lays it out."""
    return sum(face.getlength(base) for base, _ in _pieces(text))


def draw_text(
    draw: ImageDraw.ImageDraw, xy: tuple[float, float], text: str,
    face: ImageFont.FreeTypeFont, fill: Colour,
) -> float:
    """Draw `text` with its top-left at `xy`; returns the x where the text ends."""
    x, y = xy
    size = int(face.size)
    for base, marks in _pieces(text):
        draw.text((x, y), base, font=face, fill=fill)
        advance = face.getlength(base)
        if marks:
            left, top, right, bottom = face.getbbox(base)
            centre = x + (left + right) / 2
            for mark in marks:
                _draw_mark(draw, mark, centre, y + top, y + bottom, size, fill)
        x += advance
    return x


def _draw_mark(
    draw: ImageDraw.ImageDraw, mark: str, centre: float, top: float, bottom: float,
    size: int, fill: Colour,
) -> None:
    stroke = max(1, round(size / 11))
    gap = size * 0.07
    height = size * 0.2
    half = size * 0.11
    low, high = top - gap, top - gap - height
    if mark == _ACUTE:
        draw.line((centre - half * 0.7, low, centre + half * 0.9, high), fill=fill, width=stroke)
    elif mark == _GRAVE:
        draw.line((centre + half * 0.7, low, centre - half * 0.9, high), fill=fill, width=stroke)
    elif mark == _CIRCUMFLEX:
        draw.line((centre - half * 1.3, low, centre, high, centre + half * 1.3, low), fill=fill,
                  width=stroke, joint="curve")
    elif mark == _DIAERESIS:
        radius = max(1.0, size / 18)
        spread = size * 0.13
        y = low - radius
        for dx in (-spread, spread):
            draw.ellipse((centre + dx - radius, y - radius, centre + dx + radius, y + radius),
                         fill=fill)
    elif mark == _CEDILLA:
        draw.line((centre, bottom, centre + half * 0.2, bottom + size * 0.08,
                   centre + half * 0.9, bottom + size * 0.14, centre - half * 0.6,
                   bottom + size * 0.24), fill=fill, width=stroke)
