"""The bot levels every engine's `bot_action` accepts, and the search budget of each.

A level is a word (`easy`, `normal`, `hard`) because that is what players pick and what the
contract names. What a level means is each game's choice (a fixed rule, or a search with a
budget); budgets count iterations and rollout steps, never seconds, so a decision depends on
the view, the level and the seed alone, not on how busy the machine is.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal, get_args

Level = Literal["easy", "normal", "hard"]
LEVELS: tuple[Level, ...] = get_args(Level)


def check_level(level: str) -> Level:
    """`level` as a `Level`; a ValueError naming the levels for anything else (a caller's
    bug, not a player's input: the lobby offers only these)."""
    for known in LEVELS:
        if level == known:
            return known
    raise ValueError(f"unknown bot level {level!r} (levels: {', '.join(LEVELS)})")


@dataclass(frozen=True)
class Budget:
    """How much one decision may search.

    `iterations`: determinize, descend the tree, roll out, back up, this many times.
    `rollout_steps`: single steps a rollout plays before `evaluate` judges the position.
    `exploration`: the UCB constant (values are in [0, 1]). Progressive widening lets a node
    visited n times open its first `first_children + n ** widening` candidates, in the
    order `candidates` gives, so a wide node is searched best-first instead of evenly.
    """

    iterations: int
    rollout_steps: int
    exploration: float = 0.7
    widening: float = 0.5
    first_children: int = 3
