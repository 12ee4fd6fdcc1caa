"""Where a figure may step: the exact adjacency of HOUSE_RULES.md section 3.

A card has five lanes in the race direction. Lanes A, C and E hold four fields (rows 1-4);
lanes B and D hold three fields set half a field forward, like brickwork, so `Bj` sits
between rows j and j+1 of its neighbouring lanes. Between consecutive cards a figure moves
only straight, from row 4 of lane A, C or E to row 1 of the same lane. The start touches the
first row of the first card; the last row of the last card touches the goal card.

Positions on a course are 0-based card indices here; the notation's course card numbers are
1-based and belong to `notation.py`.
"""

from __future__ import annotations

from functools import cache
from typing import Final

FULL_LANES: Final = ("A", "C", "E")
HALF_LANES: Final = ("B", "D")
LANE_ORDER: Final = ("A", "B", "C", "D", "E")
ROWS: Final = {"A": 4, "B": 3, "C": 4, "D": 3, "E": 4}

FIELDS: Final[tuple[str, ...]] = tuple(
    f"{lane}{row}" for lane in LANE_ORDER for row in range(1, ROWS[lane] + 1)
)
FIRST_ROW: Final[tuple[str, ...]] = ("A1", "C1", "E1")
LAST_ROW: Final[tuple[str, ...]] = ("A4", "C4", "E4")


def _card_adjacency() -> dict[str, frozenset[str]]:
    pairs: set[tuple[str, str]] = set()
    for lane in LANE_ORDER:
        for row in range(1, ROWS[lane]):
            pairs.add((f"{lane}{row}", f"{lane}{row + 1}"))
    for half, (left, right) in (("B", ("A", "C")), ("D", ("C", "E"))):
        for row in range(1, 4):
            for side in (left, right):
                pairs.add((f"{half}{row}", f"{side}{row}"))
                pairs.add((f"{half}{row}", f"{side}{row + 1}"))
    neighbours: dict[str, set[str]] = {name: set() for name in FIELDS}
    for one, two in pairs:
        neighbours[one].add(two)
        neighbours[two].add(one)
    return {name: frozenset(found) for name, found in neighbours.items()}


CARD_ADJACENCY: Final[dict[str, frozenset[str]]] = _card_adjacency()

Spot = tuple[int, str]
"""A field of a course: (0-based card index, field name)."""


@cache
def course_neighbours(
    card: int | None, field: str | None, course_length: int
) -> tuple[Spot, ...]:
    """Every field next to a figure at (`card`, `field`); (None, None) is the start.

    The goal card is not a field of the course; `touches_goal` answers for it. Cached: the
    answer depends only on the arguments, and the bot asks often.
    """
    if card is None or field is None:
        return tuple((0, name) for name in FIRST_ROW) if course_length else ()
    spots: list[Spot] = [(card, name) for name in CARD_ADJACENCY[field]]
    lane, row = field[0], int(field[1:])
    if lane in FULL_LANES and row == 4 and card + 1 < course_length:
        spots.append((card + 1, f"{lane}1"))
    if lane in FULL_LANES and row == 1 and card > 0:
        spots.append((card - 1, f"{lane}4"))
    return tuple(sorted(spots, key=lambda spot: (spot[0], FIELDS.index(spot[1]))))


def touches_goal(card: int | None, field: str | None, course_length: int) -> bool:
    """Whether a figure at (`card`, `field`) may step onto the goal card next."""
    return card is not None and card == course_length - 1 and field in LAST_ROW


def progress(card: int, field: str) -> int:
    """How far along the course a field lies, in half rows (for the autopilot and the bot).

    Row j of lanes A, C, E is 2j on its card, `Bj`/`Dj` (between rows j and j+1) is 2j+1;
    each card adds 10, so every field of a later card is farther than any of an earlier one.
    """
    lane, row = field[0], int(field[1:])
    return card * 10 + 2 * row + (1 if lane in HALF_LANES else 0)
