"""Every terrain is told apart by colour AND by pattern, also by colour-blind players: the
ground colours stay at least `GROUNDS_APART` apart under simulated deuteranopia and
protanopia as in full colour, each pattern stands out from its ground, and no two patterns
share a shape."""

from __future__ import annotations

from itertools import combinations

import pytest

from games.zigzag.patterns import LOOKS, TILE, swatch
from games.zigzag.vision import VISIONS, Vision, distance, seen_lab

GROUNDS_APART = 20.0
"""CIE76 ΔE: 20 or more reads as another colour at a glance (2.3 is barely noticed)."""
INK_ON_GROUND = 25.0
"""A pattern's colour against its own ground: a pattern a player can see, in any vision."""
SHAPES_APART = 0.2
"""The share of a tile where two patterns' shapes (ink or ground) differ, at least."""


def test_the_simulation_matches_the_published_matrices():
    """Pure red loses its redness for a deuteranope and most of its lightness for a
    protanope; grey stays grey for everyone."""
    assert distance((128, 128, 128), (128, 128, 128), "protanopia") == 0
    grey = seen_lab((128, 128, 128), "deuteranopia")
    assert abs(grey[1]) < 1 and abs(grey[2]) < 1
    assert seen_lab((255, 0, 0), "protanopia")[0] < seen_lab((255, 0, 0), "deuteranopia")[0]
    assert distance((184, 88, 52), (92, 166, 72), "deuteranopia") < 10  # the old clay/meadow


@pytest.mark.parametrize("vision", VISIONS)
def test_every_pair_of_terrain_grounds_stays_apart(vision: Vision):
    close = [(one, two, round(distance(LOOKS[one].colour, LOOKS[two].colour, vision), 1))
             for one, two in combinations(LOOKS, 2)
             if distance(LOOKS[one].colour, LOOKS[two].colour, vision) < GROUNDS_APART]
    assert close == []


@pytest.mark.parametrize("vision", VISIONS)
def test_every_pattern_stands_out_from_its_ground(vision: Vision):
    faint = [name for name, look in LOOKS.items()
             if distance(look.colour, look.ink, vision) < INK_ON_GROUND]
    assert faint == []


def _shape(terrain: str) -> list[bool]:
    """Where the tile shows something else than its ground: the pattern's shape."""
    ground = LOOKS[terrain].colour
    raw = swatch(terrain, TILE, TILE).convert("RGB").tobytes()
    return [tuple(raw[i:i + 3]) != ground for i in range(0, len(raw), 3)]


def test_every_pattern_has_its_own_shape():
    shapes = {terrain: _shape(terrain) for terrain in LOOKS}
    for terrain, shape in shapes.items():
        assert 0.1 <= sum(shape) / len(shape) <= 0.6, terrain  # there, and not the ground
    for one, two in combinations(shapes, 2):
        differ = sum(a != b for a, b in zip(shapes[one], shapes[two], strict=True))
        assert differ / (TILE * TILE) >= SHAPES_APART, (one, two)
