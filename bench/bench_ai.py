"""How well and how fast the bots play: each level against the one below, every decision timed.

    nice -n 10 .venv/bin/python -m bench.bench_ai [--quick] [--games N] [--first I]
                                                  [--only ostriches ...] [--match LABEL ...]

A match is a line-up of players (a bot level, or `random`: a uniformly random legal action
from a seeded `random.Random`) played over many seeded games. Game `i` is seeded `i`: games
0 to 199 by default, on which the goals are judged; `--first` plays others, to see how far a
figure moves with the deals. Game `i`'s line-up is rotated by `i` seats, so the player a
figure is about (the line-up's first) sits in every seat in turn (in two-player games:
alternately South and North). Bots decide through the engine protocol only:
`bot_action(bot_view(state, seat), seat, level, seed)`. The games run in a process pool, one
game per task, so both cores work.

Figures per match: the focus player's share of the wins (a shared win counts its share),
with its standard error (how far another set of deals could move it), or, for a line-up of
bots alone, the share of games ended by a real win rather than by the round limit. Per game
and level: each decision's wall time, p50 / p95 / max, against the goals set for the bots,
and its p95 in CPU time (`time.process_time` of the worker): on a shared machine the wall
time includes the time other processes took the core away, the CPU time does not.

A match played only when `--match` names it puts an oracle in Zig Zag: `hard`'s search told
the true state (every face-down card, the next shuffle) instead of sampling worlds from its
view. It is no bot: it says how much of a figure the deals leave to play, and how much is
luck.

In Ostrich Scramble and Zig Zag, where the levels play among more than two, a level is
measured against the one below by sitting it among players of that level (chance: one in
the number of players); the figure says whether the levels are ordered, and by how much.
"""

from __future__ import annotations

import argparse
import math
import os
import random
import statistics
import sys
import time
from collections import defaultdict
from collections.abc import Callable, Iterable, Sequence
from concurrent.futures import ProcessPoolExecutor
from contextlib import AbstractContextManager, nullcontext
from dataclasses import dataclass, field
from typing import Any, Literal
from unittest import mock

from bench.common import Figure, Goal, at_least, at_most, percentile, print_table
from games import get_engine
from games.ai import anytime_step
from games.scramble.constants import BOTS_ONLY_OPTIONS
from games.zigzag.bot_search import RACING_BOT

AREA = "bots"
MAX_STEPS = 100_000
"""A game longer than this is a bug (every game here has a round limit), not a figure."""
FULL_GAMES = 200
QUICK_GAMES = 1
QUICK_STEPS = 16
"""A quick run's games stop after this many steps, unfinished (a smoke run, not a figure)."""
EASY_P95_MS = 50.0
DECISION_P95_MS = 1000.0
HARD_MAX_MS = 3000.0
SEED_STRIDE = 100_003
"""Bot seeds are `game * SEED_STRIDE + step`, distinct for every decision of a run."""

Measure = Literal["wins", "real_end"]


@dataclass(frozen=True)
class Match:
    """A line-up played over many games, and the figure it gives against its goal."""

    label: str
    game: str
    lineup: tuple[str, ...]
    measure: Measure = "wins"
    goal: float | None = None
    options: dict[str, Any] = field(default_factory=dict)
    on_request: bool = False
    """Played only when `--match` names it (an experiment, not a measure of the bots)."""


ORACLE = "hard told every card"
"""A line-up's player: Zig Zag's `hard` whose search is told the true state (`_told`)."""

MATCHES: tuple[Match, ...] = (
    Match("ostriches: hard vs normal", "ostriches", ("hard", "normal"), goal=0.65),
    Match("ostriches: hard vs random", "ostriches", ("hard", "random"), goal=0.95),
    Match("ostriches: normal vs easy", "ostriches", ("normal", "easy"), goal=0.65),
    Match("ostriches: easy vs random", "ostriches", ("easy", "random"), goal=0.65),
    Match("scramble 4p: hard among 3 random", "scramble",
          ("hard", "random", "random", "random"), goal=0.85, options=dict(BOTS_ONLY_OPTIONS)),
    Match("scramble 4p: easy among 3 random", "scramble",
          ("easy", "random", "random", "random"), options=dict(BOTS_ONLY_OPTIONS)),
    Match("scramble 4p: 4 hard bots, real wins", "scramble", ("hard",) * 4,
          measure="real_end", goal=0.95, options=dict(BOTS_ONLY_OPTIONS)),
    Match("scramble 4p: hard among 3 easy (chance 25 %)", "scramble",
          ("hard", "easy", "easy", "easy"), options=dict(BOTS_ONLY_OPTIONS)),
    Match("scramble 4p: normal among 3 easy (chance 25 %)", "scramble",
          ("normal", "easy", "easy", "easy"), options=dict(BOTS_ONLY_OPTIONS)),
    Match("zigzag 3p: hard among 2 random", "zigzag", ("hard", "random", "random"),
          goal=0.85, options={"rounds": 20}),
    Match("zigzag 3p: easy among 2 random", "zigzag", ("easy", "random", "random"),
          options={"rounds": 20}),
    Match("zigzag 3p: 3 hard bots, real wins", "zigzag", ("hard",) * 3,
          measure="real_end", goal=0.95, options={"rounds": 20}),
    Match("zigzag 3p: hard among 2 easy (chance 33 %)", "zigzag", ("hard", "easy", "easy"),
          goal=0.45, options={"rounds": 20}),
    Match("zigzag 3p: normal among 2 easy (chance 33 %)", "zigzag",
          ("normal", "easy", "easy"), options={"rounds": 20}),
    Match("zigzag 2p: hard vs easy", "zigzag", ("hard", "easy"), goal=0.65,
          options={"rounds": 20}),
    Match("zigzag 2p: hard vs normal", "zigzag", ("hard", "normal"), goal=0.58,
          options={"rounds": 20}),
    Match("zigzag 2p: normal vs easy", "zigzag", ("normal", "easy"), goal=0.58,
          options={"rounds": 20}),
    Match("zigzag 2p: oracle vs normal", "zigzag", (ORACLE, "normal"),
          options={"rounds": 20}, on_request=True),
)
ROUND_LIMITS = frozenset({"scramble.outcome.max_rounds", "zigzag.outcome.round_limit"})


@dataclass(frozen=True)
class Decision:
    """One bot decision: its level and how long it took (seconds of wall and CPU time)."""

    level: str
    wall: float
    cpu: float


@dataclass(frozen=True)
class GameResult:
    """What one game of a match gave: the focus player's share of the win, whether a real
    win ended it, and every bot decision's time."""

    match: str
    share: float
    real_end: bool
    decisions: tuple[Decision, ...]


def play_game(match: Match, index: int, max_steps: int = MAX_STEPS) -> GameResult:
    """Play game `index` of `match` to its end (run in a pool worker), or abandon it after
    `max_steps` steps (nobody wins) when that is less than `MAX_STEPS`."""
    engine = get_engine(match.game)
    players = len(match.lineup)
    shift = index % players
    lineup = match.lineup[-shift:] + match.lineup[:-shift] if shift else match.lineup
    focus = shift  # the seat the line-up's first player sits in
    levels = tuple("hard" if player == ORACLE else player for player in lineup)
    picker = random.Random(index)
    state = engine.new_game(players, index, match.options)
    decisions: list[Decision] = []
    steps = 0
    while seats := engine.to_act(state):
        seed = index * SEED_STRIDE + steps
        out_of_turn = anytime_step(engine, state, levels, seed)
        if out_of_turn is not None:
            seat, action = out_of_turn
        elif lineup[seats[0]] == "random":
            seat = seats[0]
            action = picker.choice(engine.legal_actions(state, seat))
        else:
            seat, player = seats[0], lineup[seats[0]]
            view = engine.bot_view(state, seat)
            wall, cpu = time.perf_counter(), time.process_time()
            with _told(state) if player == ORACLE else nullcontext():
                action = engine.bot_action(view, seat, level=levels[seat], seed=seed)
            decisions.append(Decision(player, time.perf_counter() - wall,
                                      time.process_time() - cpu))
        state, _ = engine.apply(state, seat, action)
        steps += 1
        if steps >= max_steps:
            if max_steps == MAX_STEPS:
                raise RuntimeError(f"{match.label} game {index}: no end after {steps} steps")
            return GameResult(match.label, 0.0, False, tuple(decisions))
    outcome = engine.outcome(state)
    assert outcome is not None
    share = 1 / len(outcome.winners) if focus in outcome.winners else 0.0
    return GameResult(match.label, share, outcome.reason not in ROUND_LIMITS,
                      tuple(decisions))


def _told(state: Any) -> AbstractContextManager[object]:
    """Within the block, Zig Zag's `hard` searches the true `state` in place of the worlds
    it would sample from its view (the oracle's one difference from `hard`)."""
    def truth(_view: object, _seat: int) -> Callable[[random.Random], Any]:
        return lambda _rng: state.copy_for_update()
    return mock.patch.object(RACING_BOT, "sampler", truth)


def _play(task: tuple[Match, int, int]) -> GameResult:
    return play_game(*task)


def play_all(matches: Sequence[Match], games: int, workers: int,
             max_steps: int = MAX_STEPS, first: int = 0) -> list[GameResult]:
    """Games `first` to `first + games - 1` of every match, spread over `workers` processes
    (in this one if 1)."""
    tasks = [(match, index, max_steps) for match in matches
             for index in range(first, first + games)]
    if workers <= 1:
        return [_play(task) for task in tasks]
    with ProcessPoolExecutor(max_workers=workers) as pool:
        return list(pool.map(_play, tasks, chunksize=1))


def strength_figure(match: Match, results: Iterable[GameResult]) -> Figure:
    """The match's figure: the focus player's win share (with its standard error, in
    points), or the share of real wins."""
    mine = [result for result in results if result.match == match.label]
    if match.measure == "wins":
        shares = [result.share for result in mine]
        value = statistics.fmean(shares)
        error = statistics.stdev(shares) / math.sqrt(len(shares)) if len(shares) > 1 else 0.0
        name = f"{match.label}: wins of the first, ± {100 * error:.1f}"
    else:
        value = sum(result.real_end for result in mine) / len(mine)
        name = f"{match.label}"
    goal: Goal | None = at_least(100 * match.goal) if match.goal is not None else None
    return Figure(AREA, f"{name} ({len(mine)} games)", 100 * value, "%", goal)


def timing_figures(matches: Sequence[Match], results: Sequence[GameResult]) -> list[Figure]:
    """Per game and level, the decision times against the goals."""
    times: dict[tuple[str, str], list[Decision]] = defaultdict(list)
    game_of = {match.label: match.game for match in matches}
    for result in results:
        for decision in result.decisions:
            times[(game_of[result.match], decision.level)].append(decision)
    figures: list[Figure] = []
    for (game, level), found in sorted(times.items()):
        wall = [1000 * decision.wall for decision in found]
        cpu = [1000 * decision.cpu for decision in found]
        label = f"{game} {level} decision"
        p95_goal = at_most(EASY_P95_MS if level == "easy" else DECISION_P95_MS)
        figures += [
            Figure(AREA, f"{label} p50 ({len(found)} decisions)", percentile(wall, 0.5), "ms"),
            Figure(AREA, f"{label} p95", percentile(wall, 0.95), "ms", p95_goal),
            Figure(AREA, f"{label} max", max(wall), "ms",
                   at_most(HARD_MAX_MS) if level == "hard" else None),
            Figure(AREA, f"{label} p95, CPU time", percentile(cpu, 0.95), "ms"),
        ]
    return figures


def run(quick: bool, games: int | None = None, only: Sequence[str] | None = None,
        workers: int | None = None, labels: Sequence[str] | None = None,
        first: int = 0) -> list[Figure]:
    """Every match's figures (of the games in `only`, and whose label holds one of
    `labels`, when given), over the games from `first` on; `quick` plays the first steps
    of one game per match (a smoke run: its figures mean nothing)."""
    matches = [match for match in MATCHES if (only is None or match.game in only) and (
        any(label in match.label for label in labels) if labels is not None
        else not match.on_request)]
    count = games if games is not None else QUICK_GAMES if quick else FULL_GAMES
    results = play_all(matches, count, workers or os.cpu_count() or 1,
                       QUICK_STEPS if quick else MAX_STEPS, first)
    return [*(strength_figure(match, results) for match in matches),
            *timing_figures(matches, results)]


def main() -> None:
    """Run the benchmark and print its table."""
    parser = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    parser.add_argument("--quick", action="store_true",
                        help=f"the first {QUICK_STEPS} steps of one game per match")
    parser.add_argument("--games", type=int, help=f"games per match (default {FULL_GAMES})")
    parser.add_argument("--first", type=int, default=0, help=(
        "the first game's number, its seed (default 0: the goals are judged on games 0 on)"))
    parser.add_argument("--only", nargs="+", choices=("ostriches", "scramble", "zigzag"))
    parser.add_argument("--match", nargs="+", help="only the matches whose label holds one")
    parser.add_argument("--workers", type=int, help="processes (default: one per core)")
    args = parser.parse_args()
    started = time.perf_counter()
    if args.first < 0:
        parser.error("--first must be 0 or more")
    if args.games is not None and args.games < 1:
        parser.error("--games must be 1 or more")
    figures = run(args.quick, args.games, args.only, args.workers, args.match, args.first)
    print(f"took {time.perf_counter() - started:.0f} s", file=sys.stderr)
    print_table(figures)


if __name__ == "__main__":
    main()
