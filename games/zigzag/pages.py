"""The pages of Zig Zag's illustrated rules (`/rules game:zigzag`): pure data, each a real
two-player position the engine builds (a seeded game and the steps played, each by the first
seat the game waits for) and the step the page explains. `tests/conformance/
test_rule_pages.py` replays every page, so a picture cannot drift from the rules.

A running picture needs a runner owing a choice: the engine runs a figure on by itself
while only one field fits, so it rests in the running phase only where several do."""

from __future__ import annotations

from games.base import ParamValue, RulePage, rule_page

LAID = "discard 3 20, order 2 8 10 11 16 23, discard 25 28, order 1 6 7 15 18 21"
"""Seed 1: both players discard their two cards and lay their six, lowest first."""

COLLECTED = (
    f"{LAID}, flip 4, take, flip 7, take, flip 8, take, flip 18, take, flip 9, take, flip 3, "
    "take, flip 14, take, flip 5, take, flip 1, take, flip 10, take, flip 16, take, "
    "flip 25, take, flip 31, take, flip 17, take, flip 2, take, flip 29, take, flip 21, take, "
    "flip 6, take, flip 12, take, flip 11, take, flip 33, take, flip 23, take, flip 39, take, "
    "flip 35, take, flip 30, take, flip 36, take, stop, go 1:E3, go 2:E1, go 2:E3, go 2:E4, "
    "go 3:E1, go 3:D1, go 3:C3, go 3:C4, go 4:C2, go 4:C3, go 4:C4, go 5:C3, go 5:C4, "
    "go 6:C2, go 6:C3")
"""Seed 1 in live mode: Player 1 collects all 25 cards of a way home and calls Stop, then
runs it to the last row, where the goal and two fields fit the last card."""


def _page(topic: str, action: str, seed: int, before: str,
          **options: ParamValue) -> RulePage:
    """A two-player page of this game under `options`."""
    return rule_page("zigzag", topic, action, seed, before, options=options)


PAGES: tuple[RulePage, ...] = (
    _page("setup", "order 1 6 7 15 18 21", 1, "discard 3 20, order 2 8 10 11 16 23, discard 25 28"),
    _page("course", "go 1:E3", 8, (
        "discard 27 28, order 1 4 8 9 21 26, discard 17 25, order 2 6 12 14 19 24, flip 2, "
        "take, pass, flip 1, take, pass, flip 10, take, pass, flip 19, take, pass, stop, "
        "go 1:C1")),
    _page("collect_turns", "take", 1, f"{LAID}, flip 4, take, flip 26, leave, flip 7"),
    _page("collect_live", "take 5", 2, (
        "discard 25 28, order 7 8 12 19 24 26, discard 3 5, order 4 11 18 21 22 27, flip 5, "
        "leave, flip 11, take"), mode="live"),
    _page("stop", "stop", 1, (
        f"{LAID}, flip 4, take, flip 3, take, flip 7, take, flip 19, take, flip 8, take"),
        autopilot=True),
    _page("run", "go 1:E3", 1, (
        f"{LAID}, flip 4, take, pass, flip 7, take, pass, flip 8, take, pass, flip 18, take, "
        "pass, flip 9, take, pass, flip 3, take, pass, stop")),
    _page("goal", "goal", 1, COLLECTED, mode="live"),
    _page("longer", "goal", 1, COLLECTED, mode="live", races="long"),
    rule_page("zigzag", "house"),
    rule_page("zigzag", "choices"),
)
"""In reading order: setting up, the course, collecting, Stop, running, the end; then, in words
only, our house rules and our choices."""
