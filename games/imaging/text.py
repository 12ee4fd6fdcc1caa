"""Text on board images: each distinct string is rasterised once, then stamped.

A board redraws the same labels after every turn (coordinates, legends, names), so the
anti-aliased mask of a (text, size, weight, anchor) is kept in a bounded cache and pasted
through in the wanted colour, which costs far less than laying the string out again.
Positions are rounded to whole pixels, which keeps the output deterministic and the glyphs
crisp. Anchors are Pillow's two-letter text anchors ("la" = left, ascender; "mm" = middle).
"""

from __future__ import annotations

import unicodedata
from functools import lru_cache

from PIL import Image, ImageDraw

from games.imaging.fonts import font

Colour = tuple[int, int, int]
Box = tuple[float, float, float, float]

_CACHE_SIZE = 4096


@lru_cache(maxsize=_CACHE_SIZE)
def _stamp(text: str, size: int, bold: bool, anchor: str) -> tuple[Image.Image, int, int]:
    """The text's coverage mask and where its top-left sits relative to the anchor point."""
    face = font(size, bold=bold)
    left, top, right, bottom = (int(edge) for edge in face.getbbox(text, anchor=anchor))
    mask = Image.new("L", (max(1, right - left), max(1, bottom - top)), 0)
    ImageDraw.Draw(mask).text((-left, -top), text, font=face, fill=255, anchor=anchor)
    return mask, left, top


@lru_cache(maxsize=_CACHE_SIZE)
def _width(text: str, size: int, bold: bool) -> float:
    return font(size, bold=bold).getlength(text)


def _normal(text: str) -> str:
    """Composed form, so a letter and a separate combining accent draw as one glyph."""
    return unicodedata.normalize("NFC", text)


def text_width(text: str, size: int, *, bold: bool = False) -> float:
    """How far `text` advances at `size` pixels (what `draw_text` returns)."""
    return _width(_normal(text), size, bold)


def draw_text(
    image: Image.Image, xy: tuple[float, float], text: str, size: int, fill: Colour,
    *, bold: bool = False, anchor: str = "la",
) -> float:
    """Draw `text` with its `anchor` point at `xy`; returns its advance width."""
    text = _normal(text)
    mask, left, top = _stamp(text, size, bold, anchor)
    image.paste(fill, (round(xy[0]) + left, round(xy[1]) + top), mask)
    return _width(text, size, bold)


def draw_text_centred(
    image: Image.Image, box: Box, text: str, size: int, fill: Colour, *, bold: bool = False,
) -> None:
    """Draw `text` centred both ways in `box` (left, top, right, bottom)."""
    centre = ((box[0] + box[2]) / 2, (box[1] + box[3]) / 2)
    draw_text(image, centre, text, size, fill, bold=bold, anchor="mm")


def fitted_size(text: str, size: int, width: float, *, bold: bool = False,
                smallest: int = 10) -> int:
    """The largest size up to `size` at which `text` fits in `width` pixels (`smallest` at
    least), so a long translation shrinks a little instead of running off the image."""
    while size > smallest and text_width(text, size, bold=bold) > width:
        size -= 1
    return size
