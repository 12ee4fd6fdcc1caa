"""What each choice of the Ostriches picker does, in game terms (`Engine.menu_words`): the
picker paths (`Engine.menu_path`) say it only in notation: a power and a square, two
squares, a tile and a turn."""

from __future__ import annotations

from collections.abc import Sequence

from games.base import MenuWords

from .models import POWERS

ARROW = "→"
JOINERS = {"bush": ARROW, "swap": "⇄", "tiles": "⇄"}
"""Between the two squares (tiles) of a power's use: where a bush goes, what changes place."""


def menu_words(path: Sequence[str], shown: int) -> MenuWords | None:
    """The words of a choice standing for the first `shown` labels of `path`: a placement
    (`["eye", "c2"]`), a knight's jump (`["b1", "c3"]`), a power's use (`["swap", "a4",
    "d5"]`), a pass, or a rotation (`["NE cw"]`). None for a path of no such shape."""
    path = list(path)
    if path == ["pass"]:
        return MenuWords("pass")
    if len(path) == 1 and path[0].endswith((" cw", " ccw")):
        return MenuWords("rotate", (path[0],))
    if len(path) == 2 and path[0] in POWERS:
        return MenuWords(f"place_{path[0]}", tuple(path[1:shown]))
    if len(path) == 2:  # "b1 → c3"; the origin alone reads "b1 →"
        return MenuWords("jump", (path[0], ARROW, *path[1:shown]))
    if len(path) == 3 and path[0] in POWERS:
        power = path[0]
        joiner = JOINERS.get(power, "+")
        return MenuWords(f"use_{power}", () if shown == 1 else (path[1], joiner, *path[2:shown]))
    return None
