"""What every benchmark reports: figures with their units and, where the project set one, the
goal they are held to; plus the percentile and table helpers they share.

Each benchmark module exposes `run(quick: bool) -> list[Figure]` (so `python -m bench` can
run them all and print one table) and a `main()` for running it alone.
"""

from __future__ import annotations

import argparse
import math
import statistics
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass
from typing import Literal

Direction = Literal["min", "max"]


@dataclass(frozen=True)
class Goal:
    """A bound a figure must respect: at least (`min`) or at most (`max`) `value`."""

    value: float
    direction: Direction

    def met_by(self, figure: float) -> bool:
        """Whether `figure` respects the bound."""
        return figure >= self.value if self.direction == "min" else figure <= self.value

    def __str__(self) -> str:
        return f"{'>=' if self.direction == 'min' else '<='} {_number(self.value)}"


def at_least(value: float) -> Goal:
    """A goal for figures where more is better (rates)."""
    return Goal(value, "min")


def at_most(value: float) -> Goal:
    """A goal for figures where less is better (latencies, sizes, memory)."""
    return Goal(value, "max")


@dataclass(frozen=True)
class Figure:
    """One measured figure: `area` groups the table (engines, rendering, end to end...)."""

    area: str
    name: str
    value: float
    unit: str
    goal: Goal | None = None

    @property
    def verdict(self) -> str:
        """"ok", "MISSED" or "" when no goal applies."""
        if self.goal is None:
            return ""
        return "ok" if self.goal.met_by(self.value) else "MISSED"


def percentile(samples: Sequence[float], fraction: float) -> float:
    """The nearest-rank percentile of `samples` (`fraction` in 0..1); NaN when empty."""
    if not samples:
        return math.nan
    ordered = sorted(samples)
    rank = max(1, math.ceil(fraction * len(ordered)))
    return ordered[rank - 1]


def mean(samples: Sequence[float]) -> float:
    """The arithmetic mean; NaN when empty."""
    return statistics.fmean(samples) if samples else math.nan


def _number(value: float) -> str:
    if math.isnan(value):
        return "n/a"
    if value >= 1000:
        return f"{value:,.0f}"
    if value >= 100:
        return f"{value:.0f}"
    if value >= 10:
        return f"{value:.1f}"
    return f"{value:.2f}"


def table(figures: Iterable[Figure]) -> str:
    """The figures as an aligned text table (also valid Markdown), grouped by area."""
    rows = [("area", "figure", "value", "unit", "goal", "")]
    rows += [(f.area, f.name, _number(f.value), f.unit, str(f.goal or ""), f.verdict)
             for f in figures]
    widths = [max(len(row[i]) for row in rows) for i in range(len(rows[0]))]

    def line(cells: Sequence[str]) -> str:
        padded = [c.rjust(w) if i == 2 else c.ljust(w)
                  for i, (c, w) in enumerate(zip(cells, widths, strict=True))]
        return "| " + " | ".join(padded) + " |"

    separator = "|" + "|".join("-" * (w + 2) for w in widths) + "|"
    return "\n".join([line(rows[0]), separator, *(line(row) for row in rows[1:])])


def print_table(figures: Iterable[Figure]) -> None:
    """Print `table(figures)`; what each benchmark's `main` ends with."""
    print(table(figures), flush=True)


def quick_main(doc: str | None, run: Callable[[bool], list[Figure]], quick_help: str) -> None:
    """The command line of a benchmark whose one option is `--quick` (`quick_help` says
    what it runs then): run it and print its table."""
    parser = argparse.ArgumentParser(description=(doc or "").splitlines()[0])
    parser.add_argument("--quick", action="store_true", help=quick_help)
    print_table(run(parser.parse_args().quick))
