"""The benchmarks still run: each one's quick mode, end to end, with figures that make sense.

Timings are never asserted (benchmarks measure, they do not pass or fail); what is checked is
that every figure is a number and that nothing was lost on the way.
"""

from __future__ import annotations

import importlib
import math
import random

import pytest

from bench.bench_ai import (
    MATCHES,
    ORACLE,
    GameResult,
    _told,
    play_all,
    play_game,
    run,
    strength_figure,
)
from bench.bench_stack import AREA as STACK_AREA
from bench.bench_stack import BOARDS_PER_ACTION, CPU_PER_ACTION
from bench.common import Figure, at_least, at_most, percentile, table
from bench.transport import BOT_CPU_PER_MOVE, FAKE_CPU_PER_MOVE, transport_figures
from games.zigzag import ENGINE
from games.zigzag.bot_search import RACING_BOT

QUICK = ("engines", "render", "storage", "stack", "sizing", "e2e", "scale", "startup", "ai")


def test_goals_and_percentiles() -> None:
    assert at_most(25).met_by(25) and not at_most(25).met_by(25.1)
    assert at_least(10).met_by(10) and not at_least(10).met_by(9.9)
    assert percentile([5, 1, 4, 2, 3], 0.5) == 3
    assert percentile(list(range(1, 101)), 0.99) == 99
    assert math.isnan(percentile([], 0.5))
    text = table([Figure("a", "b", 3.0, "ms", at_most(2))])
    assert "MISSED" in text and "<= 2" in text


@pytest.mark.parametrize("name", QUICK)
def test_quick_benchmark_runs(name: str) -> None:
    figures = importlib.import_module(f"bench.bench_{name}").run(True)
    assert figures and all(isinstance(f, Figure) for f in figures)
    assert all(not math.isnan(f.value) for f in figures), [f for f in figures
                                                          if math.isnan(f.value)]
    lost = [f for f in figures if "lost" in f.name and f.value != 0]
    assert not lost, lost
    if name == "e2e":
        _requests_are_counted(figures)


def test_bench_ai_plays_the_games_from_first_and_gives_the_figure_its_standard_error(
) -> None:
    """`--first` plays other deals than the judged ones: game `i` is the one seeded `i`,
    wherever the run starts. The win share comes with its standard error, the standard
    deviation of the shares over the square root of the games (here 0.577 / 2)."""
    match = next(match for match in MATCHES if match.label == "ostriches: easy vs random")

    def played(results: list[GameResult]) -> list[tuple[float, int]]:
        return [(result.share, len(result.decisions)) for result in results]

    later = played(play_all([match], 2, 1, first=5))
    assert later == played([play_game(match, index) for index in (5, 6)])
    assert later != played(play_all([match], 2, 1))
    results = [GameResult(match.label, share, True, ()) for share in (1.0, 0.0, 1.0, 0.0)]
    figure = strength_figure(match, results)
    assert figure.value == 50.0 and "± 28.9" in figure.name and "(4 games)" in figure.name


def test_the_oracle_searches_the_true_state_and_plays_only_when_named() -> None:
    """The oracle (Zig Zag's hard told every face-down card) is an experiment: the full run
    leaves it out, `--match oracle` plays it, and within `_told` the search's sampler gives
    back the true state, face-down cards included, and the real sampler afterwards."""
    assert not any(ORACLE in figure.name or "oracle" in figure.name
                   for figure in run(True, only=["zigzag"]))
    named = run(True, labels=["oracle"])
    assert any("oracle vs normal" in figure.name for figure in named)
    assert any(ORACLE in figure.name for figure in named)  # its decisions, timed
    engine = ENGINE
    state = engine.new_game(2, 3, {})
    while state.phase == "setup":
        seat = engine.to_act(state)[0]
        state, _ = engine.apply(state, seat, engine.legal_actions(state, seat)[0])
    view = engine.bot_view(state, 0)
    with _told(state):
        told = RACING_BOT.sampler(view, 0)(random.Random(1))
    assert told.table == state.table and told is not state
    sampled = [RACING_BOT.sampler(view, 0)(random.Random(seed)).table for seed in range(4)]
    assert any(table != state.table for table in sampled)


def _requests_are_counted(figures: list[Figure]) -> None:
    """The saturation scenario counts the bot's REST calls per move, by kind, and what it
    uploaded (a board each move)."""
    per_move = {f.name.strip(): f.value for f in figures
                if f.area.startswith("e2e saturation") and f.name.endswith("per move")}
    assert per_move["REST requests per move"] > 1, per_move
    assert per_move["bytes uploaded per move"] > 1000, per_move
    assert per_move["message posted with an upload per move"] > 0, per_move


def test_the_transport_ratio_divides_the_bot_per_move_by_the_stack_per_action() -> None:
    stack = Figure(STACK_AREA, CPU_PER_ACTION, 2.0, "ms")
    bot = Figure("e2e saturation, 200 games", BOT_CPU_PER_MOVE, 7.0, "ms")
    fake = Figure("e2e saturation, 200 games", FAKE_CPU_PER_MOVE, 9.0, "ms")
    latency = Figure("e2e 10 games, 10 moves/s offered", BOT_CPU_PER_MOVE, 1.0, "ms")
    ratio, *rest = transport_figures([latency, stack, bot, fake])
    assert ratio.value == 3.5 and ratio.goal is None and ratio.verdict == ""  # no goal now
    assert [f.value for f in rest] == [7.0, 2.0, 9.0]
    assert transport_figures([stack, latency]) == []  # a run without saturation: no ratio
    boards = Figure(STACK_AREA, BOARDS_PER_ACTION, 0.5, "count")  # a turn: two actions
    *_, per_turn, turn_ratio = transport_figures([stack, bot, fake, boards])
    assert (per_turn.value, turn_ratio.value, turn_ratio.goal) == (4.0, 1.75, None)

