"""The pages of Ostrich Scramble's illustrated rules (`/rules game:scramble`): pure data, each
a real two-player position the engine builds (a seeded game and the steps played, each by the
first seat the game waits for) and the step the page explains. `tests/conformance/
test_rule_pages.py` replays every page, so a picture cannot drift from the rules."""

from __future__ import annotations

from games.base import RulePage, rule_page


def _page(topic: str, action: str, seed: int, before: str = "") -> RulePage:
    """A page of this game."""
    return rule_page("scramble", topic, action, seed, before)


PAGES: tuple[RulePage, ...] = (
    _page("plan", "zig green 3cw N", 30, (
        "claim yellow 1cw Xcw Xccw, zig red 2cw N, zig yellow 2ccw E, zig orange 2ccw N")),
    _page("traps", "trap catapult green", 6, (
        "zig red 1ccw E, zig yellow 2ccw W, zig green 1cw N, zig orange 2cw N, run orange, "
        "zig red 3cw E, zig yellow Xccw S, zig green 1ccw S, zig orange 2cw")),
    _page("push", "x 4", 59, (
        "zig red Xcw W, zig yellow 2cw E, zig green 3cw E, zig orange 1cw N")),
    _page("zag", "zag N", 74, (
        "claim red 3cw 3ccw Xccw, zig red 1ccw W, zig yellow Xcw E, zig orange 2cw W, "
        "zig green 3cw N")),
    _page("skateboard", "run orange", 35, (
        "zig yellow 3cw E, zig red 3ccw E, zig orange 3ccw N, zig green 2ccw S")),
    _page("crown", "x 4", 13, (
        "zig yellow 1cw N, zig red 3ccw N, zig orange 2ccw W, zig green Xccw S, run orange")),
    _page("fall", "x 12", 4, (
        "zig red Xcw W, zig yellow 1ccw N, zig orange 1ccw S, zig green Xccw W")),
    _page("reward", "steal feet orange", 50, (
        "zig yellow Xcw W, zig red 2cw N, zig green 1ccw W, zig orange 3cw S, run orange, "
        "x 15, place g5, zig red 1ccw E, zig yellow 3cw, zig orange 2ccw W, zig green 1cw E, "
        "trap pass, trap mud red, give body yellow to green, place b1, run yellow, dir S, "
        "draw, dir E, zig red 1cw S, zig yellow Xccw E, zig green 2ccw W, zig orange 3ccw S, "
        "trap butterfingers green, run orange, x 2, place a7, zig yellow 1ccw W, "
        "zig red 2ccw E, zig green 3ccw, zig orange 2cw, trap pass, run orange, dir S")),
    _page("give", "give body yellow to red", 53, (
        "zig yellow 2ccw W, zig red 1cw W, zig green 1cw S, zig orange 2cw W, run green")),
)
"""In reading order: a round's phases, then moving, then falling off, then garments."""
