"""The pages of Ostrich Scramble's illustrated rules (`/rules game:scramble`): pure data, each
a real two-player position the engine builds (a seeded game and the steps played, each by the
first seat the game waits for) and the step the page explains. `tests/conformance/
test_rule_pages.py` replays every page, so a picture cannot drift from the rules."""

from __future__ import annotations

from games.base import RulePage, rule_page


def _page(topic: str, action: str, seed: int, before: str = "") -> RulePage:
    """A page of this game."""
    return rule_page("scramble", topic, action, seed, before)


WON_BEFORE = (
    "zig red Xcw S, zig yellow 3ccw E, zig orange 2ccw N, zig green Xccw W, x 5, place b7, "
    "run orange, place a5, x 7, keep whirlwind, place d6, zig red 3cw W, zig yellow 3cw W, "
    "zig orange 2ccw S, zig green 1ccw E, trap whirlwind red, run green, keep whirlwind, "
    "zig red 2ccw N, zig yellow 2cw N, zig orange 3ccw W, zig green 1ccw S, "
    "trap uturn green, trap whirlwind red, run green, place f7, zig red 2cw W, "
    "zig yellow 2cw E, zig orange Xccw N, zig green 1ccw S, trap catapult green, x 4, "
    "place h3, run red, place d1, zig red 3ccw S, zig yellow 1cw N, zig orange 1ccw E, "
    "zig green 1cw N, place c4, run green, place a2, keep banana, zig red 3cw N, "
    "zig yellow 1cw W, zig orange Xcw W, zig green 2cw N, trap banana yellow, place b7, "
    "run orange, x 5, place e2, zig red 2ccw N, zig yellow 2ccw S, zig orange 3ccw S, "
    "zig green 3cw W, trap mud orange, trap banana red, draw, place d6, run green, dir S, "
    "zig red 1cw E, zig yellow Xcw W, zig orange 3ccw E, zig green 1cw S, trap mud orange, "
    "trap butterfingers red, run yellow, x 4")
"""Seed 82, played by the easy bots: yellow, about to be fully dressed, has just pushed orange
off the board, and its reward completes the set."""

PAGES: tuple[RulePage, ...] = (
    _page("plan", "zig green 3cw N", 30, (
        "claim yellow 1cw Xcw Xccw, zig red 2cw N, zig yellow 2ccw E, zig orange 2ccw N")),
    _page("zig", "zig orange 1cw N", 1, (
        "zig red 2ccw N, zig yellow 3ccw W, zig green 1ccw W")),
    _page("push", "x 4", 59, (
        "zig red Xcw W, zig yellow 2cw E, zig green 3cw E, zig orange 1cw N")),
    _page("zag", "zag N", 74, (
        "claim red 3cw 3ccw Xccw, zig red 1ccw W, zig yellow Xcw E, zig orange 2cw W, "
        "zig green 3cw N")),
    _page("skateboard", "run orange", 35, (
        "zig yellow 3cw E, zig red 3ccw E, zig orange 3ccw N, zig green 2ccw S")),
    _page("crates", "run green", 8, (
        "zig yellow 1ccw S, zig red 2cw W, zig orange 1ccw N, zig green 3cw N")),
    _page("crown", "x 4", 13, (
        "zig yellow 1cw N, zig red 3ccw N, zig orange 2ccw W, zig green Xccw S, run orange")),
    _page("traps", "trap catapult green", 6, (
        "zig red 1ccw E, zig yellow 2ccw W, zig green 1cw N, zig orange 2cw N, run orange, "
        "zig red 3cw E, zig yellow Xccw S, zig green 1ccw S, zig orange 2cw")),
    _page("trap_banana", "x 0", 34, (
        "zig red 1ccw N, zig yellow 2ccw W, zig green 1cw W, zig orange Xcw W, run orange, "
        "x 5, skate E, zig red Xccw S, zig yellow 1cw, zig orange 3ccw W, zig green 2ccw S, "
        "trap banana red")),
    _page("trap_mud", "trap mud orange", 1, (
        "zig red 2ccw N, zig yellow 3ccw W, zig green 1ccw W, zig orange 1cw E, run green, "
        "zig red 1ccw W, zig yellow 1cw N, zig orange 3ccw E, zig green 1cw N")),
    _page("trap_uturn", "trap uturn orange", 11, (
        "zig red 3cw N, zig yellow 3ccw W, zig green 2cw W, zig orange 1cw W, run green, "
        "place f4, zig red 1ccw W, zig yellow Xcw W, zig green Xcw E, zig orange 3ccw N")),
    _page("trap_whirlwind", "trap whirlwind red", 22, (
        "zig yellow 2ccw N, zig red 1cw E, zig orange 2ccw S, zig green 3ccw E, run orange, "
        "claim yellow Xccw Xccw Xccw, zig yellow Xcw E, zig red 2cw N, zig green 2cw S, "
        "zig orange 2cw S")),
    _page("trap_catapult", "trap catapult red", 30, (
        "zig red 2cw N, zig yellow Xcw W, zig green 3cw W, zig orange 2ccw E, run green, "
        "x 3, zig yellow 2cw W, zig red 1cw, zig orange 3ccw E, zig green 2cw E")),
    _page("trap_butterfingers", "trap butterfingers orange", 13, (
        "zig yellow 1cw N, zig red Xcw W, zig green 1cw E, zig orange Xccw S, x 2, "
        "run orange, x 16, zig yellow 3cw W, zig red 3ccw N, zig orange 2ccw, "
        "zig green 2cw E, dir W, place d4, run yellow, claim red 1ccw Xcw Xccw, "
        "zig yellow 2cw, zig red 2ccw, zig green 1ccw W, zig orange 3ccw N")),
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
    _page("win", "steal head yellow", 82, WON_BEFORE),
    rule_page("scramble", "house"),
    rule_page("scramble", "choices"),
)
"""In reading order: a round's phases, moving, crates, traps one by one, falling off, garments
and the win; then, in words only, our house rules and our choices."""
