"""How fast each engine plays complete random games: the speed a search AI will build on.

    .venv/bin/python -m bench.bench_engines [--quick]
    .venv/bin/python -m bench.bench_engines --lengths   # turns per game, for the lobby card

A random game goes through the protocol alone: pick a seat from `to_act`, list its
`legal_actions`, pick one uniformly with a seeded `random.Random`, `apply` it; until
`to_act` is empty. Each configuration plays the same fixed seeds every run (game seed and
picker seed alike), so figures compare across changes; a full run plays the set
`FULL_REPEATS` times and reports the fastest pass (the least disturbed by other work on a
shared machine). Per configuration: games per second, `legal_actions` + `apply` pairs per
second (the same timed loop, `to_act` and the picking included, counted in steps), and the
mean number of actions per game.
"""

from __future__ import annotations

import random
import sys
import time
from dataclasses import dataclass, field
from typing import Any

from bench.common import Figure, Goal, at_least, quick_main
from games import get_engine
from games.scramble.constants import BOTS_ONLY_OPTIONS

AREA = "engines"
MAX_STEPS = 100_000
"""A random game longer than this is a bug (every game has a round limit), not a figure."""


@dataclass(frozen=True)
class Config:
    """One game setup to play at random: engine, player count, options, and its goal."""

    label: str
    game: str
    players: int
    options: dict[str, Any] = field(default_factory=dict)
    goal: float | None = None
    games: int = 20
    """Games per pass in a full run (a quick run plays `QUICK_GAMES`)."""


CONFIGS: tuple[Config, ...] = (
    Config("ostriches 2p", "ostriches", 2, goal=100, games=200),
    # a game of bots alone sets the round limit the table game leaves off
    Config("scramble 4p", "scramble", 4, dict(BOTS_ONLY_OPTIONS), goal=10, games=20),
    Config("scramble 6p", "scramble", 6, dict(BOTS_ONLY_OPTIONS), games=10),
    # random players may never reach a goal: these races keep the limit that was the default
    Config("zigzag 3p turns", "zigzag", 3, {"mode": "turns", "rounds": 20}, goal=20, games=30),
    Config("zigzag 3p live", "zigzag", 3, {"mode": "live", "rounds": 20}, goal=20, games=100),
)
QUICK_GAMES = 2
WARM_UP_SEED = 1_000_000
FULL_REPEATS = 5
"""Passes over the seeds in a full run; each takes about a second, so some fall in a quiet
moment of a shared machine."""


@dataclass(frozen=True)
class Pass:
    """One pass over a configuration's seeds: how long it took and how many steps it made."""

    games: int
    steps: int
    seconds: float


def random_game(config: Config, seed: int) -> int:
    """Play one random game of `config` from `seed` to its end; the number of steps."""
    engine = get_engine(config.game)
    picker = random.Random(seed)
    state = engine.new_game(config.players, seed, config.options)
    steps = 0
    while seats := engine.to_act(state):
        seat = picker.choice(seats)
        action = picker.choice(engine.legal_actions(state, seat))
        state, _ = engine.apply(state, seat, action)
        steps += 1
        if steps > MAX_STEPS:
            raise RuntimeError(f"{config.label} seed {seed}: no end after {MAX_STEPS} steps")
    return steps


def play_pass(config: Config, games: int) -> Pass:
    """Play seeds 0 .. games-1 of `config` once, timed as a whole."""
    started = time.perf_counter()
    steps = sum(random_game(config, seed) for seed in range(games))
    return Pass(games, steps, time.perf_counter() - started)


def figures_for(config: Config, best: Pass) -> list[Figure]:
    """The three figures of one configuration from its fastest pass."""
    goal: Goal | None = at_least(config.goal) if config.goal is not None else None
    return [
        Figure(AREA, f"{config.label}: random games/s", best.games / best.seconds, "games/s",
               goal),
        Figure(AREA, f"{config.label}: legal_actions + apply", best.steps / best.seconds,
               "pairs/s"),
        Figure(AREA, f"{config.label}: actions per game", best.steps / best.games, "actions"),
    ]


def run(quick: bool) -> list[Figure]:
    """Every configuration's figures; `quick` plays a couple of games once each.

    One untimed game first (a seed outside the measured ones) loads the engine and fills
    its caches of prebuilt actions, so the figures are those of a warm process.
    """
    figures: list[Figure] = []
    for config in CONFIGS:
        random_game(config, WARM_UP_SEED)
        games = QUICK_GAMES if quick else config.games
        passes = [play_pass(config, games) for _ in range(1 if quick else FULL_REPEATS)]
        figures += figures_for(config, min(passes, key=lambda p: p.seconds))
    return figures


LENGTH_LEVEL = "easy"
LENGTH_GAMES = 20
"""Games per kind and player count of `--lengths`: the easy bot at every seat, each game
to its end under the table's default options, but for `LENGTH_OPTIONS`."""
LENGTH_OPTIONS: dict[str, dict[str, Any]] = {"scramble": dict(BOTS_ONLY_OPTIONS)}
"""Easy bots alone may never end an Ostrich Scramble: theirs ends at the bots' round limit."""


def turns_in_bot_game(game: str, players: int, seed: int) -> tuple[int, int]:
    """Play one game of easy bots from `seed`; its turns (how many times a seat's wait
    ended: it acted and the game waits for it no more) and its waits (how many times the
    game began to wait for a seat it was not waiting for: seats asked at once share one),
    the most per-move clock times one after the other."""
    engine = get_engine(game)
    picker = random.Random(seed)
    state = engine.new_game(players, seed, LENGTH_OPTIONS.get(game, {}))
    turns = steps = 0
    waits, waiting = 1, set(engine.to_act(state))
    while seats := engine.to_act(state):
        seat = picker.choice(seats)
        action = engine.bot_action(engine.bot_view(state, seat), seat, level=LENGTH_LEVEL,
                                   seed=seed * MAX_STEPS + steps)
        state, _ = engine.apply(state, seat, action)
        steps += 1
        now = set(engine.to_act(state))
        turns += seat not in now
        waits += bool(now - waiting)
        waiting = now
        if steps > MAX_STEPS:
            raise RuntimeError(f"{game} {players}p seed {seed}: no end after {MAX_STEPS}")
    return turns, waits


def print_lengths() -> None:
    """Turns per game of easy bots, per kind and player count: the median and the range of
    the middle 80 % (10th to 90th percentile), then the median waits, as
    `sessions/core/game_lengths.py` keeps them."""
    for game in ("ostriches", "scramble", "zigzag"):
        engine = get_engine(game)
        for players in range(engine.min_players, engine.max_players + 1):
            games = [turns_in_bot_game(game, players, seed) for seed in range(LENGTH_GAMES)]
            turns = sorted(turns for turns, _ in games)
            waits = sorted(waits for _, waits in games)
            low, high = turns[len(turns) // 10], turns[len(turns) * 9 // 10 - 1]
            print(f'    ("{game}", {players}): ({turns[len(turns) // 2]}, {low}, {high},'
                  f' {waits[len(waits) // 2]}),', flush=True)


def main() -> None:
    """Run the benchmark and print its table (`--lengths`: the turns per game instead)."""
    if "--lengths" in sys.argv[1:]:
        print_lengths()
        return
    quick_main(__doc__, run, "a few games only (smoke run)")


if __name__ == "__main__":
    main()
