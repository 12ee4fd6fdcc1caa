"""Every benchmark, one table: `python -m bench [--quick] [--only engines render ...]`.

Benchmarks measure; they never fail on timing. The table marks each figure against its goal
(ok / MISSED); bench/RESULTS.md records a full run with the machine it ran on.
"""

from __future__ import annotations

import argparse
import importlib
import os
import platform
import sqlite3
import sys
import time
from datetime import UTC, datetime

import PIL

from bench.common import Figure, table
from bench.transport import transport_figures

BENCHMARKS = ("engines", "render", "storage", "stack", "sizing", "e2e", "scale", "startup",
              "ai", "limits")


def machine() -> str:
    """A line describing where the figures come from."""
    cpu = platform.processor() or platform.machine()
    try:
        with open("/proc/cpuinfo") as info:
            cpu = next(line.split(":", 1)[1].strip() for line in info
                       if line.startswith("model name"))
    except (OSError, StopIteration):
        pass
    memory = ""
    try:
        pages, size = os.sysconf("SC_PHYS_PAGES"), os.sysconf("SC_PAGE_SIZE")
        memory = f", {pages * size / 2**30:.0f} GiB RAM"
    except (ValueError, OSError, AttributeError):
        pass
    return (f"{datetime.now(UTC):%Y-%m-%d}, {cpu}, {os.cpu_count()} cores{memory}, "
            f"{platform.system()} {platform.release()}, Python {platform.python_version()}, "
            f"SQLite {sqlite3.sqlite_version}, Pillow {PIL.__version__}")


def main() -> None:
    """Run the chosen benchmarks in order and print every figure in one table."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0] if __doc__ else None)
    parser.add_argument("--quick", action="store_true", help="small sizes: a smoke run")
    parser.add_argument("--only", nargs="+", choices=BENCHMARKS, default=list(BENCHMARKS))
    args = parser.parse_args()
    print(f"# {machine()}", flush=True)
    figures: list[Figure] = []
    for name in args.only:
        started = time.perf_counter()
        print(f"running {name}...", file=sys.stderr, flush=True)
        module = importlib.import_module(f"bench.bench_{name}")
        figures += module.run(args.quick)
        print(f"  {name} took {time.perf_counter() - started:.0f} s", file=sys.stderr,
              flush=True)
    figures += transport_figures(figures)  # when the run measured the stack and e2e
    print(table(figures))
    missed = [f for f in figures if f.verdict == "MISSED"]
    print(f"\n{len(figures)} figures, {len(missed)} goals missed", flush=True)


if __name__ == "__main__":
    main()
