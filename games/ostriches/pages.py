"""The pages of Ostriches' illustrated rules (`/rules game:ostriches`): pure data, each a
real position the engine builds (a seeded game with fixed bushes and the steps played, each by
the seat the game waits for) and the step the page explains. `tests/conformance/
test_rule_pages.py` replays every page, so a picture cannot drift from the rules."""

from __future__ import annotations

from games.base import RulePage, rule_page

FIXED = {"bushes": "fixed"}
PLACED = ("bush@b5, bush@a3, swap@a6, tiles@e3, eye@b6, plain@c3, plain@f6, eye@f1, tiles@d5, "
          "plain@c2, plain@d4, swap@b3")
"""Seed 2 with fixed bushes: every pawn placed, North first."""


def _page(topic: str, action: str, seed: int, before: str = "", **params: str) -> RulePage:
    """A page played with fixed bushes."""
    return rule_page("ostriches", topic, action, seed, before, options=FIXED, params=params)


PAGES: tuple[RulePage, ...] = (
    _page("placement", "bush@b5", 2),
    _page("knight", "b3-c5", 2, PLACED),
    _page("rotation", "SW cw", 2, f"{PLACED}, b3-c5", tile="NW"),
    _page("far_rank", "c2-e1", 2, PLACED),
    _page("bush", "bush b2>b1", 8, (
        "swap@b3, eye@c6, plain@a1, swap@a4, bush@d3, bush@d4, eye@a2, tiles@a5, tiles@e2, "
        "plain@f6, plain@a3, plain@f4, d4-e6")),
    _page("swap", "swap a2 c2", 78, (
        "swap@c2, bush@b6, tiles@a2, tiles@a4, eye@d3, swap@d4, plain@d2, eye@a5, plain@f2, "
        "plain@d5, bush@e3, plain@f4, d4-c6")),
    _page("eye", "eye d1 f1", 166, (
        "swap@f4, plain@b3, plain@e4, tiles@a2, bush@a4, swap@f1, eye@d4, plain@d1, plain@d6, "
        "eye@d2, tiles@d5, bush@c2, d2-b1")),
    _page("tiles", "tiles SW SE", 6, (
        "plain@f1, bush@f5, tiles@e3, tiles@b4, bush@c1, swap@a4, swap@a3, plain@d5, "
        "plain@c2, plain@e4, eye@f3, eye@c5, b4-a6")),
    _page("win", "b3-a1", 97, (
        "swap@c2, tiles@d4, tiles@f3, bush@b5, plain@a2, swap@b4, plain@e2, plain@c6, "
        "bush@b1, eye@a4, eye@e3, plain@c5, d4-b3, SE cw, f1-e3, NE ccw, b5-d4, SE ccw, "
        "d2-f1, pass, NW cw, e3-d1, NW cw, a2-c1, NW cw, d4-c6, bush e5>d4, SW ccw, e2-c1, "
        "SE cw, c3-b5, NE cw, c6-a5, SW ccw, a2-c1, NE ccw")),
    rule_page("ostriches", "house"),
    rule_page("ostriches", "choices"),
)
"""In reading order: setting up, a turn's steps, the four powers, the end; then, in words
only, our house rules and our choices."""
