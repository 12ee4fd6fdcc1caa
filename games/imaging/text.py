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

from games.imaging.fonts import covers, font

Colour = tuple[int, int, int]
Box = tuple[float, float, float, float]

_CACHE_SIZE = 4096
ELLIPSIS = "…"
MISSING = "?"
"""What stands for a run of characters the font cannot draw (an emoji, a CJK name)."""


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


@lru_cache(maxsize=_CACHE_SIZE)
def drawable(text: str, *, bold: bool = False) -> str:
    """`text` as the bundled font can draw it, which is what the other tools here draw.

    The composed form (NFC), so a letter and a separate combining accent draw as one glyph;
    line breaks and tabs become spaces and invisible format characters (joiners, direction
    marks) go; an accent the font lacks is dropped, and each run of other characters it
    lacks (an emoji with its skin tone, a word in CJK) becomes one "?", rather than a row of
    "missing glyph" boxes.
    """
    kept: list[str] = []
    replacing = False
    for char in unicodedata.normalize("NFC", text):
        category = unicodedata.category(char)
        if category[0] == "C" or category in ("Zl", "Zp"):
            if not char.isspace():
                continue
            char = " "
        if covers(char, bold=bold):
            kept.append(char)
            replacing = False
        elif char.isspace():
            kept.append(" ")
            replacing = False
        elif category[0] != "M" and not replacing:
            kept.append(MISSING)
            replacing = True
    return "".join(kept)


def text_width(text: str, size: int, *, bold: bool = False) -> float:
    """How far `text` advances at `size` pixels (what `draw_text` returns)."""
    return _width(drawable(text, bold=bold), size, bold)


def draw_text(
    image: Image.Image, xy: tuple[float, float], text: str, size: int, fill: Colour,
    *, bold: bool = False, anchor: str = "la",
) -> float:
    """Draw `text` with its `anchor` point at `xy`; returns its advance width."""
    text = drawable(text, bold=bold)
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


def clipped(text: str, size: int, width: float, *, bold: bool = False) -> str:
    """`text` cut with an ellipsis so it fits in `width` pixels at `size` (whole if it fits).

    For what may be any length, such as a player's name: the cut never splits a letter from
    its accent, and the result is already `drawable`.
    """
    text = drawable(text, bold=bold)
    if text_width(text, size, bold=bold) <= width:
        return text
    low, high = 0, len(text)
    while low < high:  # the longest prefix that fits with the ellipsis after it
        middle = (low + high + 1) // 2
        if text_width(_cut(text, middle), size, bold=bold) <= width:
            low = middle
        else:
            high = middle - 1
    while low > 0 and unicodedata.combining(text[low]):
        low -= 1
    if low == 0:
        return ELLIPSIS if text_width(ELLIPSIS, size, bold=bold) <= width else ""
    return _cut(text, low)


def _cut(text: str, length: int) -> str:
    return text[:length].rstrip() + ELLIPSIS


def fitted(text: str, size: int, width: float, *, bold: bool = False,
           smallest: int = 10) -> tuple[str, int]:
    """`text` and the size to draw it at within `width`: shrunk as `fitted_size` does, and
    if even `smallest` is too big, cut with an ellipsis at `smallest` (see `clipped`)."""
    size = fitted_size(text, size, width, bold=bold, smallest=smallest)
    return clipped(text, size, width, bold=bold), size
