"""How fast each game draws its board: not a test, a measurement to run on purpose.

    .venv/bin/python -m bench.bench_render [--repeat 30] [--lang en] [--game zigzag]

For every game, one seeded game at the largest player count is played to its end with the
engines' own `auto_action`; the states a quarter of the way in ("early"), three quarters in
("late") and at the end ("over") are rendered as the public view and as seat 0's private
view. Each case is rendered once on its own (the "first" column: what a cold process pays
while caches fill up), then `--repeat` times; the table shows the best, mean and p95 of those
in milliseconds (best is the least disturbed by other work on the machine) and the PNG size
in KB, then the mean over all cases of a game.
"""

from __future__ import annotations

import argparse
import random
import statistics
import time
from dataclasses import dataclass
from typing import Any

from games import Engine, engine_names, get_engine

SEED = 7
MAX_ACTIONS = 20_000
STAGES = (("early", 0.25), ("late", 0.75), ("over", 1.0))


@dataclass(frozen=True)
class Case:
    """One view of one game to render: where it comes from, and the view itself."""

    game: str
    stage: str
    seat: int | None
    view: Any


@dataclass(frozen=True)
class Figures:
    """The timing of one case: first render, best, mean and p95 of the repeats (ms), and
    the PNG's size (KB)."""

    first_ms: float
    best_ms: float
    mean_ms: float
    p95_ms: float
    size_kb: float


def played_states(engine: Engine, players: int, seed: int) -> list[Any]:
    """Every state of one seeded game played to its end by `auto_action`."""
    state = engine.new_game(players, seed, None)
    states = [state]
    rng = random.Random(seed)
    for _ in range(MAX_ACTIONS):
        seats = engine.to_act(state)
        if not seats:
            return states
        seat = rng.choice(seats)
        state, _ = engine.apply(state, seat, engine.auto_action(state, seat))
        states.append(state)
    raise RuntimeError(f"{engine.name}: no end within {MAX_ACTIONS} actions")


def cases_for(name: str) -> list[Case]:
    """The public and seat-0 views at each stage of a game at its largest player count."""
    engine = get_engine(name)
    states = played_states(engine, engine.max_players, SEED)
    cases = []
    for stage, fraction in STAGES:
        state = states[round(fraction * (len(states) - 1))]
        for seat in (None, 0):
            cases.append(Case(name, stage, seat, engine.view(state, seat)))
    return cases


def percentile(samples: list[float], fraction: float) -> float:
    """The nearest-rank percentile (`fraction` in 0..1)."""
    ordered = sorted(samples)
    return ordered[min(len(ordered) - 1, round(fraction * (len(ordered) - 1)))]


def measure(case: Case, lang: str, repeat: int) -> Figures:
    """Render `case` once cold, then `repeat` times; the figures in ms and KB."""
    engine = get_engine(case.game)
    started = time.perf_counter()
    png = engine.render(case.view, lang)
    first = time.perf_counter() - started
    samples = []
    for _ in range(repeat):
        started = time.perf_counter()
        engine.render(case.view, lang)
        samples.append(time.perf_counter() - started)
    return Figures(first * 1000, min(samples) * 1000, statistics.fmean(samples) * 1000,
                   percentile(samples, 0.95) * 1000, len(png) / 1024)


def main() -> None:
    """Parse the options, measure every case, print one table per game."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0] if __doc__ else None)
    parser.add_argument("--repeat", type=int, default=30, help="timed renders per case")
    parser.add_argument("--lang", default="en", help="label language (en or fr)")
    parser.add_argument("--game", choices=engine_names(), action="append",
                        help="only this game (may be repeated)")
    args = parser.parse_args()
    for name in args.game or engine_names():
        engine = get_engine(name)
        print(f"\n{name} ({engine.max_players} players, lang={args.lang}, "
              f"repeat={args.repeat})")
        print(f"  {'case':<16}{'first ms':>10}{'best ms':>10}{'mean ms':>10}{'p95 ms':>10}"
              f"{'PNG KB':>10}")
        means = []
        for case in cases_for(name):
            figures = measure(case, args.lang, args.repeat)
            means.append(figures.mean_ms)
            who = "public" if case.seat is None else f"seat{case.seat}"
            print(f"  {case.stage + ' ' + who:<16}{figures.first_ms:>10.1f}"
                  f"{figures.best_ms:>10.1f}{figures.mean_ms:>10.1f}{figures.p95_ms:>10.1f}{figures.size_kb:>10.1f}")
        print(f"  {'all cases':<16}{'':>20}{statistics.fmean(means):>10.1f}")


if __name__ == "__main__":
    main()
