"""The bundled TrueType font, loaded once per size.

DejaVu Sans covers every Latin letter (French accents, `Œ`, typographic quotes and spaces),
and shipping the files keeps images identical whatever fonts the machine has. The basic
layout engine is chosen on purpose: it needs no optional library (raqm), so every machine
lays text out the same way, and it is the faster one.

Players' names may hold characters no bundled face has (emoji, CJK): `covers` tells, from
the font's own character map, which characters it can draw, so the text tools replace the
others instead of drawing the font's "missing glyph" boxes.
"""

from __future__ import annotations

import struct
from functools import cache
from pathlib import Path
from typing import Final

from PIL import ImageFont

FONT_DIR: Final = Path(__file__).parent / "fonts"
_FILES: Final = {False: "DejaVuSans.ttf", True: "DejaVuSans-Bold.ttf"}


@cache
def font(size: int, *, bold: bool = False) -> ImageFont.FreeTypeFont:
    """DejaVu Sans (or DejaVu Sans Bold) at `size` pixels."""
    return ImageFont.truetype(str(FONT_DIR / _FILES[bold]), size,
                              layout_engine=ImageFont.Layout.BASIC)


@cache
def _character_map(bold: bool) -> frozenset[int]:
    """Every code point the face maps to a glyph, read from its cmap table.

    The bundled faces carry a Windows full-Unicode subtable (platform 3, encoding 10, format
    12: ranges of consecutive code points), which lists every character they draw.
    """
    data = (FONT_DIR / _FILES[bold]).read_bytes()
    (count,) = struct.unpack_from(">H", data, 4)
    tables = {}
    for index in range(count):
        tag, _, offset, _ = struct.unpack_from(">4sIII", data, 12 + 16 * index)
        tables[tag] = offset
    cmap = tables[b"cmap"]
    (subtables,) = struct.unpack_from(">H", data, cmap + 2)
    for index in range(subtables):
        platform, encoding, offset = struct.unpack_from(">HHI", data, cmap + 4 + 8 * index)
        start = cmap + offset
        if (platform, encoding) == (3, 10) and struct.unpack_from(">H", data, start)[0] == 12:
            (groups,) = struct.unpack_from(">I", data, start + 12)
            points: set[int] = set()
            for group in range(groups):
                first, last, glyph = struct.unpack_from(">III", data, start + 16 + 12 * group)
                points.update(range(first + (glyph == 0), last + 1))
            return frozenset(points)
    raise ValueError(f"{_FILES[bold]} has no full-Unicode (format 12) character map")


def covers(char: str, *, bold: bool = False) -> bool:
    """Whether DejaVu Sans (or its bold face) has a glyph for the one character `char`."""
    return ord(char) in _character_map(bold)
