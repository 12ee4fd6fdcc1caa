"""The terrains of Zig Zag and the 48-card terrain deck (HOUSE_RULES.md section 3).

Terrain names are the notation tokens used everywhere (card faces, views, the catalog's
`zigzag.token.<terrain>` and `zigzag.terrain.<terrain>` keys), so they are plain lowercase
words rather than an enum: they travel through JSON and the catalog unchanged.
"""

from __future__ import annotations

from typing import Final, Literal

Terrain = Literal[
    "bluetile", "beigetile", "clay", "field", "water", "cobble", "meadow", "sand"
]

TERRAINS: Final[tuple[Terrain, ...]] = (
    "bluetile", "beigetile", "clay", "field", "water", "cobble", "meadow", "sand",
)

# How many of the 48 terrain cards show each terrain (rulebook contents list).
DECK_COUNTS: Final[dict[Terrain, int]] = {
    "bluetile": 2, "beigetile": 3, "clay": 4, "field": 5,
    "water": 6, "cobble": 8, "meadow": 10, "sand": 10,
}

DECK_SIZE: Final = 48

# The four goal cards; each player gets one at random.
GOAL_TERRAINS: Final[tuple[Terrain, ...]] = ("water", "cobble", "meadow", "sand")


def terrain_deck() -> list[Terrain]:
    """The 48 terrain cards in a fixed order, ready to be shuffled onto the table."""
    return [terrain for terrain in TERRAINS for _ in range(DECK_COUNTS[terrain])]
