"""Text on board images: each distinct string is rasterised once, then stamped.

A board redraws the same labels after every turn (coordinates, legends, names), so the
anti-aliased mask of a (text, size, weight, anchor) is kept in a bounded cache (a `Stamp`)
and pasted through in the wanted colour, which costs far less than laying the string out
again; a palette canvas also keeps the stamp inked in its palette per ground colour. Lines
that are new after every turn (they hold counts and names) are put together from their
words' cached masks. Positions are rounded to whole pixels, which keeps the output
deterministic and the glyphs crisp. Anchors are Pillow's two-letter text anchors
("la" = left, ascender; "mm" = middle).
"""

from __future__ import annotations

import math
import unicodedata
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from functools import lru_cache

from PIL import Image, ImageChops

from games.imaging.fonts import covers, font

Colour = tuple[int, int, int]
Box = tuple[float, float, float, float]

_CACHE_SIZE = 4096
_STAMPS = 1024
"""Stamps hold three masks and their inked copies (a few kB each for a label): fewer are
kept than words and widths."""
_LINES = 64
_LONG = 32
"""Text longer than this many characters is a line (a status, a footer), not a label."""
_INKED = bytes([0] + [255] * 255)
_PARTIAL = bytes([0] + [255] * 254 + [0])
ELLIPSIS = "…"
MISSING = "?"
"""What stands for a run of characters the font cannot draw (an emoji, a CJK name)."""


@dataclass(frozen=True)
class Stamp:
    """One rasterised string: its coverage `mask`, where the mask's top-left sits relative
    to the anchor point (`left`, `top`), and for palette canvases its `footprint` (255
    wherever the text leaves any ink) with that footprint's pixel count (`area`)."""

    mask: Image.Image
    left: int
    top: int
    footprint: Image.Image
    area: int
    edge: Image.Image
    """255 where the text covers a pixel only partly (anti-aliasing)."""
    edge_area: int
    advance: float
    """How far the text advances (`text_width`)."""
    inked: dict[tuple[bytes, Colour, int], Image.Image] = field(
        default_factory=dict, compare=False, repr=False)
    """The text in palette indices, by palette (its PLTE bytes), ink and ground index:
    filled by `Canvas.text`, at most `INKED_LIMIT` entries."""


INKED_LIMIT = 32


_noted: list[tuple[int, str]] | None = None
"""While `noting_sizes` runs: the size and text of everything drawn."""


@contextmanager
def noting_sizes() -> Iterator[list[tuple[int, str]]]:
    """Note the size (pixels per em) and the text of every string drawn meanwhile, in the
    order drawn: how the legibility of boards is checked. A renderer draws again only what
    its caches do not hold: clear them first to see everything."""
    global _noted
    noted: list[tuple[int, str]] = []
    _noted = noted
    try:
        yield noted
    finally:
        _noted = None


def _note(text: str, size: int) -> None:
    if _noted is not None and text.strip():
        _noted.append((size, text))


def laid_out(text: str, size: int, bold: bool, anchor: str) -> Stamp:
    """The `Stamp` of `text` as `drawable` makes it."""
    _note(text, size)
    return stamp(_drawable(text, bold), size, bold, anchor)


def stamp(text: str, size: int, bold: bool, anchor: str) -> Stamp:
    """The `Stamp` of already `drawable` text (see `_new_stamp`). Long lines weigh tens of
    kB, are mostly new after every turn and quick to put together again from their words,
    so fewer of them are kept than labels."""
    if len(text) > _LONG:
        return _line_stamp(text, size, bold, anchor)
    return _stamp(text, size, bold, anchor)


@lru_cache(maxsize=_LINES)
def _line_stamp(text: str, size: int, bold: bool, anchor: str) -> Stamp:
    return _new_stamp(text, size, bold, anchor)


@lru_cache(maxsize=_STAMPS)
def _stamp(text: str, size: int, bold: bool, anchor: str) -> Stamp:
    return _new_stamp(text, size, bold, anchor)


def _new_stamp(text: str, size: int, bold: bool, anchor: str) -> Stamp:
    """The `Stamp` of already `drawable` text at `size` with its `anchor`.

    Left-anchored text of several words (status lines, footers: new strings after every
    turn, since they hold counts and names) is put together from its words' cached masks,
    each at the sum of the advances before it, rather than laid out and rasterised whole.
    Advances are whole pixels (the font is hinted); only the font's tiny kerning, a few
    64ths of a pixel between some letters, is left out, which `text_width` leaves out too.
    """
    if anchor[0] == "l" and " " in text.strip():
        mask, left, top = _composed(text, size, bold, anchor)
    else:
        mask, left, top = _rasterised(text, size, bold, anchor)
    footprint = _lookup(mask, _INKED)
    edge = _lookup(mask, _PARTIAL)
    return Stamp(mask, left, top, footprint, footprint.histogram()[255], edge,
                 edge.histogram()[255], _width(text, size, bold))


def _lookup(mask: Image.Image, table: bytes) -> Image.Image:
    """`mask` with each value replaced through `table` (`Image.point` without its list)."""
    return Image.frombytes("L", mask.size, mask.tobytes().translate(table))


@lru_cache(maxsize=_CACHE_SIZE)
def _rasterised(text: str, size: int, bold: bool, anchor: str) -> tuple[Image.Image, int, int]:
    """Pillow's own mask of `text` and its top-left relative to the anchor point."""
    core, (left, top) = font(size, bold=bold).getmask2(text, "L", anchor=anchor)
    if not core.size[0] or not core.size[1]:
        return Image.new("L", (1, 1), 0), left, top
    return Image.Image()._new(core), left, top


def _composed(text: str, size: int, bold: bool, anchor: str) -> tuple[Image.Image, int, int]:
    """`text`'s mask laid word by word (see `stamp`), and its top-left."""
    placed: list[tuple[Image.Image, int, int]] = []
    pen = 0
    space = round(_glyphs_width(" ", size, bold))
    for word in text.split(" "):
        if word:
            mask, left, top = _rasterised(word, size, bold, anchor)
            placed.append((mask, pen + left, top))
            pen += round(_glyphs_width(word, size, bold))
        pen += space
    left = min(x for _, x, _ in placed)
    top = min(y for _, _, y in placed)
    right = max(x + mask.width for mask, x, _ in placed)
    bottom = max(y + mask.height for mask, _, y in placed)
    line = Image.new("L", (right - left, bottom - top), 0)
    reach = left
    for mask, x, y in placed:
        box = (x - left, y - top)
        if x < reach:  # overlaps the word before (an overhanging glyph): keep the darker ink
            under = line.crop((*box, box[0] + mask.width, box[1] + mask.height))
            line.paste(ImageChops.lighter(under, mask), box)
        else:
            line.paste(mask, box)
        reach = max(reach, x + mask.width)
    return line, left, top


@lru_cache(maxsize=_CACHE_SIZE)
def _glyphs_width(text: str, size: int, bold: bool) -> float:
    return font(size, bold=bold).getlength(text)


@lru_cache(maxsize=_CACHE_SIZE)
def _width(text: str, size: int, bold: bool) -> float:
    """The advance of `text`: Pillow's for one word, the sum over its words (as `stamp`
    lays them) for several."""
    if " " not in text:
        return _glyphs_width(text, size, bold)
    space = round(_glyphs_width(" ", size, bold))
    return float(sum(round(_glyphs_width(word, size, bold)) + space
                     for word in text.split(" ")) - space)


PHONE_WIDTH = 400
"""How wide a phone shows an image posted in a chat, in its screen's pixels."""
PHONE_TEXT = 9
"""The smallest text (pixels per em) still read without zooming at that width."""


def smallest_text(width: int) -> int:
    """The smallest text size for an image `width` pixels wide: PHONE_TEXT pixels once a
    phone shows it PHONE_WIDTH wide. Every board's text is drawn at this size or larger."""
    return math.ceil(PHONE_TEXT * width / PHONE_WIDTH)


def wrapped(text: str, size: int, width: float, *, bold: bool = False) -> list[str]:
    """`text` broken into lines of whole words that fit `width` pixels at `size` (a word
    longer than a line is cut with an ellipsis)."""
    lines: list[str] = []
    for word in text.split():
        joined = f"{lines[-1]} {word}" if lines else word
        if lines and text_width(joined, size, bold=bold) <= width:
            lines[-1] = joined
        else:
            lines.append(clipped(word, size, width, bold=bold))
    return lines


def drawable(text: str, *, bold: bool = False) -> str:
    """`text` as the bundled font can draw it, which is what the other tools here draw.

    The composed form (NFC), so a letter and a separate combining accent draw as one glyph;
    line breaks and tabs become spaces and invisible format characters (joiners, direction
    marks) go; an accent the font lacks is dropped, and each run of other characters it
    lacks (an emoji with its skin tone, a word in CJK) becomes one "?", rather than a row of
    "missing glyph" boxes.
    """
    return _drawable(text, bold)


@lru_cache(maxsize=_CACHE_SIZE)
def _drawable(text: str, bold: bool) -> str:
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
    _note(text, size)
    text = drawable(text, bold=bold)
    found = stamp(text, size, bold, anchor)
    image.paste(fill, (round(xy[0]) + found.left, round(xy[1]) + found.top), found.mask)
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
