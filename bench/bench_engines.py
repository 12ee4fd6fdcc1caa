"""How fast each engine plays: random legal games through the protocol alone.

    .venv/bin/python -m bench.bench_engines [--games 20]

Prints, per game, actions per second and the mean time of `legal_actions`, `apply`,
`view` and a JSON round-trip, the costs the sessions layer pays on every click.
Not a test: run it on purpose and compare figures across changes.
"""

from __future__ import annotations

import argparse
import random
import statistics
import time
from collections.abc import Callable
from functools import partial
from typing import Any

from games import Engine, engine_names, get_engine


def _timed(samples: list[float], call: Callable[[], Any]) -> Any:
    start = time.perf_counter()
    result = call()
    samples.append(time.perf_counter() - start)
    return result


def _round_trip(engine: Engine, state: Any) -> Any:
    return engine.state_from_json(engine.state_to_json(state))


def bench(name: str, games: int) -> None:
    """Play `games` random games of `name` and print what each step costs."""
    engine = get_engine(name)
    legal_t: list[float] = []
    apply_t: list[float] = []
    view_t: list[float] = []
    json_t: list[float] = []
    actions = 0
    started = time.perf_counter()
    for seed in range(games):
        rng = random.Random(seed)
        players = engine.min_players + seed % (engine.max_players - engine.min_players + 1)
        state = engine.new_game(players, seed, None)
        while seats := engine.to_act(state):
            seat = rng.choice(seats)
            legal = _timed(legal_t, partial(engine.legal_actions, state, seat))
            action = rng.choice(legal)
            state, _ = _timed(apply_t, partial(engine.apply, state, seat, action))
            _timed(view_t, partial(engine.view, state, None))
            _timed(json_t, partial(_round_trip, engine, state))
            actions += 1
    elapsed = time.perf_counter() - started

    def ms(samples: list[float]) -> str:
        return f"{statistics.fmean(samples) * 1000:.3f} ms"

    print(f"{name:10} {games} games, {actions} actions, {actions / elapsed:,.0f} actions/s "
          f"(incl. bench overhead); legal {ms(legal_t)}, apply {ms(apply_t)}, "
          f"view {ms(view_t)}, json round-trip {ms(json_t)}")


def main() -> None:
    """Run the benchmark for every registered engine."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=20)
    args = parser.parse_args()
    for name in engine_names():
        bench(name, args.games)


if __name__ == "__main__":
    main()
