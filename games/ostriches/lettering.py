"""Text drawing that writes French with Pillow's built-in font.

Images must not depend on system fonts, so they use `ImageFont.load_default(size=...)`, whose
embedded face only has ASCII glyphs: `é` or `Œ` would come out as empty boxes. This module
draws each accented letter as its base letter plus a drawn accent (acute, grave, circumflex,
diaeresis, cedilla) and the ligatures `Œ`/`œ` as two letters pulled together, so both
languages' labels stay readable. It only needs an `ImageDraw` and a font, so any game's
renderer can use it.
"""

from __future__ import annotations

import unicodedata
from collections.abc import Iterator
from functools import cache
from typing import Literal

from PIL import ImageDraw, ImageFont

Font = ImageFont.FreeTypeFont | ImageFont.ImageFont
Colour = str | tuple[int, int, int] | tuple[int, int, int, int]
Anchor = Literal["l", "m", "r"]

_LIGATURES = {"Œ": ("O", "E"), "œ": ("o", "e")}
"""Drawn as two letters pulled together until they touch."""
_SPELLED_OUT = {
    "Æ": "AE", "æ": "ae", "×": "x", "—": "-", "–": "-",
    "\u00a0": " ", "\u202f": " ", "…": "...",
}
_SUPPORTED_EXTRAS = frozenset("·’«»")
_ACCENTS = {"\u0301": "acute", "\u0300": "grave", "\u0302": "circumflex",
            "\u0308": "diaeresis", "\u0327": "cedilla"}


@cache
def font(size: int) -> Font:
    """Pillow's embedded scalable font at `size` pixels (the same on every machine)."""
    return ImageFont.load_default(size=size)


def _clusters(text: str) -> Iterator[tuple[str, tuple[str, ...]]]:
    """Each visible letter as (base characters, accents to draw on it)."""
    for char in text:
        if char in _LIGATURES:
            yield char, ()
            continue
        if char in _SPELLED_OUT:
            yield _SPELLED_OUT[char], ()
            continue
        parts = unicodedata.normalize("NFD", char)
        base = parts[0]
        accents = tuple(_ACCENTS[mark] for mark in parts[1:] if mark in _ACCENTS)
        yield (base if base.isascii() or base in _SUPPORTED_EXTRAS else "?"), accents


def _runs(text: str) -> list[tuple[str, tuple[str, ...]]]:
    """Consecutive plain letters merged into one run, so kerning still applies to them."""
    runs: list[tuple[str, tuple[str, ...]]] = []
    for base, accents in _clusters(text):
        plain = not accents and base not in _LIGATURES
        if plain and runs and not runs[-1][1] and runs[-1][0][-1] not in _LIGATURES:
            runs[-1] = (runs[-1][0] + base, ())
        else:
            runs.append((base, accents))
    return runs


def _advance(run: str, face: Font) -> float:
    if run in _LIGATURES:
        first, second = _LIGATURES[run]
        return face.getlength(first) + face.getlength(second) - _overlap(run, face)
    return face.getlength(run)


def _overlap(ligature: str, face: Font) -> float:
    """How far the second letter of a ligature slides back onto the first."""
    return _size(face) * (0.2 if ligature.isupper() else 0.17)


def text_width(text: str, face: Font) -> float:
    """The width `draw_text` will take for `text`."""
    return sum(_advance(base, face) for base, _ in _runs(text))


def draw_text(
    draw: ImageDraw.ImageDraw,
    xy: tuple[float, float],
    text: str,
    face: Font,
    fill: Colour,
    anchor: Anchor = "l",
    bold: bool = False,
) -> float:
    """Draw `text` with its top-left (or top-centre, top-right) at `xy`; returns its width.

    `bold` thickens the strokes (the embedded font has no bold face).
    """
    size = _size(face)
    width = text_width(text, face)
    x = xy[0] - {"l": 0.0, "m": width / 2, "r": width}[anchor]
    baseline = xy[1] + size * 0.8
    stroke = max(1, round(size / 40)) if bold else 0
    for base, accents in _runs(text):
        if base in _LIGATURES:
            first, second = _LIGATURES[base]
            draw.text((x, baseline), first, font=face, fill=fill, anchor="ls",
                      stroke_width=stroke, stroke_fill=fill)
            draw.text((x + face.getlength(first) - _overlap(base, face), baseline), second,
                      font=face, fill=fill, anchor="ls", stroke_width=stroke, stroke_fill=fill)
        else:
            draw.text((x, baseline), base, font=face, fill=fill, anchor="ls",
                      stroke_width=stroke, stroke_fill=fill)
        advance = _advance(base, face)
        for accent in accents:
            _draw_accent(draw, face, base, accent, x + advance / 2, baseline, fill, size)
        x += advance
    return width


def _size(face: Font) -> float:
    return float(getattr(face, "size", 10))


def _draw_accent(
    draw: ImageDraw.ImageDraw, face: Font, base: str, accent: str,
    centre: float, baseline: float, fill: Colour, size: float,
) -> None:
    line = max(1, round(size * 0.08))
    if accent == "cedilla":
        draw.line([(centre, baseline), (centre + size * 0.07, baseline + size * 0.12),
                   (centre - size * 0.08, baseline + size * 0.22)], fill=fill, width=line)
        return
    top = face.getbbox(base, anchor="ls")[1]
    low = baseline + top - size * 0.07
    high = low - size * 0.2
    if accent == "acute":
        draw.line([(centre - size * 0.06, low), (centre + size * 0.1, high)],
                  fill=fill, width=line)
    elif accent == "grave":
        draw.line([(centre + size * 0.06, low), (centre - size * 0.1, high)],
                  fill=fill, width=line)
    elif accent == "circumflex":
        draw.line([(centre - size * 0.13, low), (centre, high), (centre + size * 0.13, low)],
                  fill=fill, width=line, joint="curve")
    else:  # diaeresis
        radius = size * 0.055
        for dx in (-size * 0.11, size * 0.11):
            dot_y = (low + high) / 2
            draw.ellipse([centre + dx - radius, dot_y - radius,
                          centre + dx + radius, dot_y + radius], fill=fill)
