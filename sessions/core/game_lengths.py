"""How long a game usually lasts, per kind and player count: the figures the lobby card
says ("about 29 turns in all, 28 to 32").

Measured by `python -m bench.bench_engines --lengths` (see `bench/RESULTS.md`, "Game
lengths"): 20 seeded games of easy bots at every seat, under the table's default options;
a turn is one seat's wait that ended (it acted and the game waits for it no more); a
wait, the game beginning to wait for a seat it was not waiting for (the seats of a
simultaneous phase share one). Ostrich Scramble's games of easy bots end at the bots'
round limit (40) when nobody wins before. Kept here as data; regenerate them when a game's
rules or its easy bot change. Easy bots play loosely: people's games are likely shorter.
"""

from __future__ import annotations

TURNS: dict[tuple[str, int], tuple[int, int, int, int]] = {
    # (kind, players): (median turns, 10th percentile, 90th percentile, median waits)
    ("ostriches", 2): (29, 28, 32, 29),
    ("scramble", 2): (140, 84, 150, 139),
    ("scramble", 3): (296, 155, 314, 237),
    ("scramble", 4): (93, 67, 159, 57),
    ("scramble", 5): (112, 92, 172, 60),
    ("scramble", 6): (131, 74, 215, 67),
    ("zigzag", 2): (118, 100, 127, 117),
    ("zigzag", 3): (135, 120, 153, 133),
    ("zigzag", 4): (183, 158, 202, 180),
}


MEASURED_OPTIONS: dict[str, dict[str, object]] = {"zigzag": {"mode": "turns", "races": "1"}}
"""The options the figures were measured under, where others change a game's length (Zig
Zag collecting live, or several races): a game set otherwise gets no figure."""


def measured(kind: str, options: dict[str, object]) -> bool:
    """Whether the figures speak of a game of `kind` with these options."""
    return all(options.get(name, value) == value
               for name, value in MEASURED_OPTIONS.get(kind, {}).items())


def typical_turns(kind: str, players: int) -> tuple[int, int, int, int] | None:
    """The median turns of a game of `kind` at `players`, the usual range (10th to 90th
    percentile), and the median waits (the times the game began to wait for someone:
    seats asked at once share one; a per-move clock times at most that many, one after
    the other); None where the bench measured no such table."""
    return TURNS.get((kind, players))
