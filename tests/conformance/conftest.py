"""Every registered game, and the test-only Pebbles, as the conformance suite's `engine`.

The suite is parametrized over the registry, so a game registered gets all of it with no
edit here. Positions come from seeded random games (`played`), built once per game.
"""

from __future__ import annotations

import random
import sys
from collections.abc import Iterator
from dataclasses import dataclass
from functools import cache

import pytest

from games import Engine, engine_names, get_engine
from games.ai import LEVELS, Budget
from games.base import GameAction, GameState
from tests.tinygame import NAME as TINY
from tests.tinygame import registered

KINDS = [*engine_names(), TINY]
SEEDS = (1, 2)
STEPS_MAX = 400  # a game still running then is cut short: its positions are enough
SMALL_BUDGET = Budget(iterations=8, rollout_steps=4)
"""A search budget small enough for tests (bench/bench_ai.py measures the real ones)."""


@dataclass(frozen=True)
class Game:
    """A seeded random game: each position, the seat that acted there and its action."""

    players: int
    seed: int
    states: tuple[GameState, ...]
    steps: tuple[tuple[int, GameAction], ...]  # steps[i] leads from states[i] to states[i+1]


def random_game(engine: Engine, players: int, seed: int) -> Game:
    """Random legal actions (and the engine's own stand-in step half the time) from a
    fresh game under the engine's random-play options, until it ends or `STEPS_MAX`."""
    rng = random.Random(seed)
    state = engine.new_game(players, seed, dict(engine.random_play_options))
    states, steps = [state], []
    for _ in range(STEPS_MAX):
        seats = engine.to_act(state)
        if not seats:
            break
        seat = rng.choice(seats)
        action = (engine.auto_action(state, seat) if rng.random() < 0.5
                  else rng.choice(engine.legal_actions(state, seat)))
        state, _ = engine.apply(state, seat, action)
        states.append(state)
        steps.append((seat, action))
    return Game(players, seed, tuple(states), tuple(steps))


@cache
def _played(kind: str) -> tuple[Game, ...]:
    engine = get_engine(kind)
    return tuple(random_game(engine, players, seed) for seed in SEEDS
                 for players in sorted({engine.min_players, engine.max_players}))


def played(engine: Engine) -> tuple[Game, ...]:
    """The seeded random games of `engine` (at its fewest and most players), built once."""
    return _played(engine.name)


def sampled(game: Game, count: int) -> list[int]:
    """About `count` indices of the game's positions, spread from the start to the end."""
    last = len(game.states) - 1
    return sorted({round(i * last / max(count - 1, 1)) for i in range(count)})


@pytest.fixture(params=KINDS)
def engine(request: pytest.FixtureRequest) -> Iterator[Engine]:
    """Each registered game in turn, then Pebbles, registered for the test."""
    if request.param != TINY:
        yield get_engine(request.param)
        return
    with registered():
        yield get_engine(TINY)


@pytest.fixture
def small_budgets(monkeypatch: pytest.MonkeyPatch) -> None:
    """Every game's bot searching with `SMALL_BUDGET` at every level it searches at (each
    `games/<game>/bot.py` keeps its budgets in `BUDGETS`, by level)."""
    for name, module in list(sys.modules.items()):
        budgets = getattr(module, "BUDGETS", None)
        if name.startswith("games.") and name.endswith(".bot") and isinstance(budgets, dict):
            monkeypatch.setattr(module, "BUDGETS", dict.fromkeys(
                [level for level in LEVELS if level in budgets], SMALL_BUDGET))
