"""Run the real bot (`bot.py`) in its own process against a fake Discord.

    python -m tests.fake_discord.botproc --fake http://127.0.0.1:PORT --stats stats.json \
        -- --config bot.toml

The crash tests kill this process with SIGKILL and the benchmarks measure it from outside,
so it is the bot exactly as `python bot.py` runs it, with three differences: discord.py's REST,
gateway and CDN addresses point at the fake; a re-IDENTIFY does not wait discord.py's 5 s;
and, with `--stats`, the process writes what it observes of itself (when it was ready, its
resident memory and its child processes', the longest event-loop stall and full garbage
collection, the CPU time used by it and by its children) to a JSON file twice a second.
"""

from __future__ import annotations

import time

STARTED = time.time()  # before the imports below: start-up time includes them

import argparse  # noqa: E402
import asyncio  # noqa: E402
import cProfile  # noqa: E402
import gc  # noqa: E402
import json  # noqa: E402
import os  # noqa: E402
import sys  # noqa: E402
from pathlib import Path  # noqa: E402
from typing import Any  # noqa: E402

import discord  # noqa: E402
import yarl  # noqa: E402
from discord.gateway import DiscordWebSocket  # noqa: E402
from discord.http import Route  # noqa: E402

import bot  # noqa: E402

STALL_TICK = 0.005  # seconds the monitor sleeps between two looks at the loop
# With this variable set to a path, the event loop's thread is profiled (cProfile) from the
# benchmark's reset of the stalls (the start of its load) to its next census (the end), and
# the statistics are written there (see bench.profile_layers).
PROFILE_VARIABLE = "OSTRICH_BENCH_PROFILE"


def resident_kb(pid: int | str = "self") -> int:
    """A process's resident memory (VmRSS), in KiB; 0 where /proc is missing."""
    try:
        for line in Path(f"/proc/{pid}/status").read_text().splitlines():
            if line.startswith("VmRSS:"):
                return int(line.split()[1])
    except OSError:
        pass
    return 0


def _children() -> set[str]:
    """The processes the bot started (the drawing worker, multiprocessing's resource
    tracker); none where /proc is missing."""
    try:
        tasks = list(Path("/proc/self/task").iterdir())
        return {pid for task in tasks for pid in (task / "children").read_text().split()}
    except OSError:
        return set()


def children_resident_kb() -> int:
    """The resident memory of the processes the bot started, in KiB."""
    return sum(resident_kb(pid) for pid in _children())


def children_cpu_seconds() -> float:
    """The CPU time the processes the bot started have used (user and system)."""
    ticks = os.sysconf("SC_CLK_TCK")
    total = 0.0
    for pid in _children():
        try:
            fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
        except OSError:
            continue
        total += (int(fields[11]) + int(fields[12])) / ticks  # utime, stime
    return total


class SelfReport:
    """What the process tells the outside about itself, in the `--stats` file."""

    def __init__(self, path: Path) -> None:
        self.path = path
        self.ready_at: float | None = None
        self.max_stall = 0.0
        self.stalls_over_50ms = 0
        self.peak_kb = 0
        self.peak_with_children_kb = 0
        self.max_full_collection = 0.0
        self._collection_started = 0.0
        self.census_objects: int | None = None  # see `take_census`
        self.censuses = 0
        self.tasks: list[asyncio.Task[None]] = []  # kept alive for the life of the bot
        self.profile_path = os.environ.get(PROFILE_VARIABLE)
        self.profiler: cProfile.Profile | None = None
        gc.callbacks.append(self._on_collection)

    def _on_collection(self, phase: str, info: dict[str, int]) -> None:
        """Time each full garbage collection: it holds the event loop up while it runs."""
        if info["generation"] != 2:
            return
        if phase == "start":
            self._collection_started = time.perf_counter()
        else:
            self.max_full_collection = max(self.max_full_collection,
                                           time.perf_counter() - self._collection_started)

    def take_census(self) -> None:
        """Count the objects the garbage collector tracks once a full collection has freed
        what it could (the frozen ones left out: start-up's and joining Discord's). Taken
        before and after a load, the difference is what the load left behind: caches
        filling up to their bounds, or a leak, which grows with the length of the load."""
        if self.profiler is not None and self.profile_path:
            self.profiler.disable()
            self.profiler.dump_stats(self.profile_path)
            self.profiler = None
        gc.collect()
        self.census_objects = sum(len(gc.get_objects(generation)) for generation in range(3))
        self.censuses += 1

    def reset_stalls(self) -> None:
        """Forget the stalls so far (the benchmark resets after the start-up backlog), and
        start profiling the load when asked to."""
        self.max_stall = 0.0
        self.stalls_over_50ms = 0
        self.max_full_collection = 0.0
        if self.profile_path and self.profiler is None:
            # wall time: timing each call by the thread's CPU clock (a system call each)
            # slowed the bot four times over; the loop's waits are left out when it is read
            self.profiler = cProfile.Profile()
            self.profiler.enable()

    def write(self) -> None:
        """Replace the stats file atomically."""
        rss = resident_kb()
        self.peak_kb = max(self.peak_kb, rss)
        with_children = rss + children_resident_kb()
        self.peak_with_children_kb = max(self.peak_with_children_kb, with_children)
        data: dict[str, Any] = {
            "pid": os.getpid(), "started_at": STARTED, "ready_at": self.ready_at,
            "rss_kb": rss, "peak_rss_kb": self.peak_kb,
            "rss_with_children_kb": with_children,
            "peak_rss_with_children_kb": self.peak_with_children_kb,
            "max_stall_ms": self.max_stall * 1000, "stalls_over_50ms": self.stalls_over_50ms,
            "max_full_collection_ms": self.max_full_collection * 1000,
            "cpu_s": time.process_time(), "children_cpu_s": children_cpu_seconds(),
            "census_objects": self.census_objects, "censuses": self.censuses,
        }
        temporary = self.path.with_suffix(".tmp")
        temporary.write_text(json.dumps(data))
        temporary.replace(self.path)

    async def watch(self) -> None:
        """Measure how late the loop wakes a sleeping task (a stall is the loop busy with
        something else), and write the file every half second."""
        loop = asyncio.get_running_loop()
        if self.path.with_suffix(".reset").exists():
            self.path.with_suffix(".reset").unlink()
        last_write = 0.0
        while True:
            before = loop.time()
            await asyncio.sleep(STALL_TICK)
            late = loop.time() - before - STALL_TICK
            self.max_stall = max(self.max_stall, late)
            self.stalls_over_50ms += late > 0.05
            if loop.time() - last_write >= 0.5:
                last_write = loop.time()
                if self.path.with_suffix(".reset").exists():
                    self.path.with_suffix(".reset").unlink()
                    self.reset_stalls()
                if self.path.with_suffix(".census").exists():
                    self.path.with_suffix(".census").unlink()
                    self.take_census()
                self.write()


def point_at(fake: str) -> None:
    """Send discord.py's REST, gateway and CDN traffic to the fake at `fake` (http://h:p)."""
    Route.BASE = fake + "/api/v10"
    DiscordWebSocket.DEFAULT_GATEWAY = yarl.URL(fake.replace("http", "ws", 1) + "/gateway")
    discord.Asset.BASE = fake


async def _identify_at_once(self: discord.Client, shard_id: int | None, *,
                            initial: bool = False) -> None:
    """discord.py waits 5 s before a re-IDENTIFY (Discord's rate limit); the fake has none."""


def install_report(report: SelfReport) -> None:
    """Start the monitor with the bot's loop and stamp the time the bot is ready."""
    from cogs.app import GameBot

    game_setup = GameBot.setup_hook

    async def setup_hook(self: GameBot) -> None:
        loop = asyncio.get_running_loop()
        report.tasks.append(loop.create_task(report.watch(), name="self-report"))

        async def when_ready() -> None:
            await self.wait_until_ready()
            report.ready_at = time.time()
            report.write()

        report.tasks.append(loop.create_task(when_ready(), name="ready-stamp"))
        await game_setup(self)

    GameBot.setup_hook = setup_hook  # type: ignore[method-assign]


def main(argv: list[str]) -> int:
    """Patch, then run `bot.main` with the arguments after `--`."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--fake", required=True, help="the fake Discord's http://host:port")
    parser.add_argument("--stats", type=Path, default=None, help="where to write self-reports")
    parser.add_argument("bot_args", nargs=argparse.REMAINDER)
    args = parser.parse_args(argv)
    point_at(args.fake)
    discord.Client.before_identify_hook = _identify_at_once  # type: ignore[method-assign]
    if args.stats is not None:
        install_report(SelfReport(args.stats))
    bot_args = args.bot_args[1:] if args.bot_args[:1] == ["--"] else args.bot_args
    # A drawing worker process re-imports the main module when it starts: let it import
    # bot.py, as under `python bot.py`, not this harness and the whole fake Discord.
    main_module = sys.modules["__main__"]
    main_module.__file__ = bot.__file__
    main_module.__spec__ = None
    return bot.main(bot_args)


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
