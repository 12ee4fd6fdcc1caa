"""The bundled TrueType font, loaded once per size.

DejaVu Sans covers every Latin letter (French accents, `Œ`, typographic quotes and spaces),
and shipping the files keeps images identical whatever fonts the machine has. The basic
layout engine is chosen on purpose: it needs no optional library (raqm), so every machine
lays text out the same way, and it is the faster one.
"""

from __future__ import annotations

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
