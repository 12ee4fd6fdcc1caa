"""Fixed vocabulary and components of Ostrich Scramble (HOUSE_RULES.md section 2).

Every other module names colours, directions, garments, traps and cards through these
tuples, so the notation, the rules and the images cannot drift apart.
"""

from __future__ import annotations

from typing import Final

COLOURS: Final = ("red", "orange", "yellow", "green", "blue", "purple")
DIRECTIONS: Final = ("N", "E", "S", "W")
GARMENT_TYPES: Final = ("head", "body", "legs", "feet")
TRAP_KINDS: Final = ("banana", "mud", "uturn", "whirlwind", "catapult", "butterfingers")
DISTANCES: Final = ("1", "2", "3", "X")
ARROWS: Final = ("cw", "ccw")
CARD_NAMES: Final = tuple(f"{distance}{arrow}" for distance in DISTANCES for arrow in ARROWS)

ZIG_DECK_COUNTS: Final = {
    "1cw": 6, "1ccw": 6, "2cw": 6, "2ccw": 6, "3cw": 5, "3ccw": 5, "Xcw": 3, "Xccw": 3,
}
TRAPS_PER_KIND: Final = 3
HAND_TARGET: Final = 4
TRAP_HAND_LIMIT: Final = 1
REWARD_DRAW: Final = 2
X_MAX: Final = 20
TILE_SIZE: Final = 4
DEFAULT_MAX_ROUNDS: Final = 0
"""No round limit unless a game sets one (0 or absent: none)."""
BOTS_ONLY_MAX_ROUNDS: Final = 40
RULES_VERSION: Final = 3
"""The rules new games are played by. 1: as before the second audit of the rulebook (the
Crown's ostrich goes first only if it held the Crown when MOVE began; a pushed ostrich
rolls on from any skateboard). 2: the Crown's ostrich goes first if it took the Crown
earlier in the phase; a skateboard does nothing to an ostrich pushed onto it by another
player's, and sends one pushed by its own player's other ostrich, on that player's turn,
where its player chooses. 3: a player gives "at any time" while the game runs, also when
the game waits for someone else (before 3, only when it waits for them)."""
ANYTIME_GIVES_RULES: Final = 3
"""The first rules version in which gives are any-time actions."""
BOTS_ONLY_OPTIONS: Final = {"max_rounds": BOTS_ONLY_MAX_ROUNDS, "rules": RULES_VERSION}
"""What a game of bots alone (a benchmark, a test) sets, so that every such game ends."""

STEP: Final = {"N": (0, 1), "E": (1, 0), "S": (0, -1), "W": (-1, 0)}
OPPOSITE: Final = {"N": "S", "S": "N", "E": "W", "W": "E"}
CLOCKWISE: Final = {"N": "E", "E": "S", "S": "W", "W": "N"}

# Tile patterns in tile coordinates (x 0-3 left to right, y 0-3 bottom to top).
PATTERNS: Final[dict[str, tuple[tuple[tuple[int, int], ...], tuple[int, int]]]] = {
    "A": (((0, 3), (2, 2), (1, 0)), (3, 1)),
    "B": (((1, 3), (3, 2), (0, 1)), (2, 0)),
    "C": (((0, 2), (3, 3), (2, 0)), (1, 1)),
    "D": (((1, 2), (3, 0), (0, 0)), (2, 3)),
    "E": (((2, 3), (0, 1), (3, 0)), (1, 2)),
    "F": (((3, 3), (1, 1), (2, 0)), (0, 2)),
}


def card_distance(card: str) -> str:
    """The distance part of a card name (`"2"` for `2ccw`, `"X"` for `Xcw`)."""
    return card[0]


def card_arrow(card: str) -> str:
    """The turn-order arrow of a card name (`cw` or `ccw`)."""
    return card[1:]


def card_sort_key(card: str) -> tuple[int, int]:
    """Cards in a stable reading order: by distance 1, 2, 3, X, then cw before ccw."""
    return DISTANCES.index(card_distance(card)), ARROWS.index(card_arrow(card))


def canonical_card(text: str) -> str | None:
    """The card named by `text` in any case (`xCW` -> `Xcw`), or None if it is no card."""
    lowered = text.strip().lower()
    for card in CARD_NAMES:
        if card.lower() == lowered:
            return card
    return None
