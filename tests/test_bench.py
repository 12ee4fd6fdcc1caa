"""The benchmarks still run: each one's quick mode, end to end, with figures that make sense.

Timings are never asserted (benchmarks measure, they do not pass or fail); what is checked is
that every figure is a number and that nothing was lost on the way.
"""

from __future__ import annotations

import importlib
import math

import pytest

from bench.common import Figure, at_least, at_most, percentile, table

QUICK = ("engines", "render", "storage", "stack", "sizing", "e2e", "startup", "ai")


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
