"""How a colour looks to a colour-blind player, and how far apart two colours look: the
yardstick the terrain palette of `patterns` is held to.

Deuteranopia and protanopia are simulated with the matrices of Machado, Oliveira and Fernandes
(2009, severity 1), applied to linear RGB; distances are CIE76 ΔE in CIELAB (D65), where about
2.3 is the smallest difference one notices and 20 or more reads as another colour at a glance.
Pure arithmetic, no image library: a test runs it over the palette.
"""

from __future__ import annotations

import math
from typing import Final, Literal

RGB = tuple[int, int, int]
Vision = Literal["normal", "deuteranopia", "protanopia"]
Matrix = tuple[tuple[float, float, float], tuple[float, float, float],
               tuple[float, float, float]]

VISIONS: Final[tuple[Vision, ...]] = ("normal", "deuteranopia", "protanopia")
MATRICES: Final[dict[Vision, Matrix]] = {
    "normal": ((1.0, 0.0, 0.0), (0.0, 1.0, 0.0), (0.0, 0.0, 1.0)),
    "deuteranopia": ((0.367322, 0.860646, -0.227968), (0.280085, 0.672501, 0.047413),
                     (-0.011820, 0.042940, 0.968881)),
    "protanopia": ((0.152286, 1.052583, -0.204868), (0.114503, 0.786281, 0.099216),
                   (-0.003882, -0.048116, 1.051998)),
}


def _linear(channel: int) -> float:
    value = channel / 255
    return value / 12.92 if value <= 0.04045 else ((value + 0.055) / 1.055) ** 2.4


def _lab_f(t: float) -> float:
    return t ** (1 / 3) if t > 0.008856 else 7.787 * t + 16 / 116


def seen_lab(colour: RGB, vision: Vision = "normal") -> tuple[float, float, float]:
    """`colour` as a player with `vision` sees it, in CIELAB: what distances are taken in."""
    linear = [_linear(channel) for channel in colour]
    r, g, b = (min(1.0, max(0.0, sum(w * c for w, c in zip(row, linear, strict=True))))
               for row in MATRICES[vision])
    x = (0.4124 * r + 0.3576 * g + 0.1805 * b) / 0.95047
    y = 0.2126 * r + 0.7152 * g + 0.0722 * b
    z = (0.0193 * r + 0.1192 * g + 0.9505 * b) / 1.08883
    fx, fy, fz = _lab_f(x), _lab_f(y), _lab_f(z)
    return 116 * fy - 16, 500 * (fx - fy), 200 * (fy - fz)


def distance(one: RGB, two: RGB, vision: Vision = "normal") -> float:
    """How far apart two colours look to a player with `vision` (CIE76 ΔE)."""
    return math.dist(seen_lab(one, vision), seen_lab(two, vision))
