"""How fast the storage layer commits moves, and the floor under it: plain aiosqlite.

    .venv/bin/python -m bench.bench_storage [--transactions 2000] [--clients 16] [--dir PATH]

The floor is the rate of the simplest write transaction aiosqlite can run on a connection
with the bot's settings (WAL, synchronous=FULL: an fsync per commit): BEGIN IMMEDIATE, one
single-row INSERT, COMMIT, one after the other. A "move" is the transaction the sessions layer
runs for an action: read the game, `update_game` (version check), `append_action`, `enqueue`
one outgoing message, COMMIT. Moves are measured one at a time (commit latency), then with
concurrent clients queueing on the write lock, then plain reads. Pass `--dir` to measure the
disk the bot will really use (the default temporary folder may be in memory).
"""

from __future__ import annotations

import argparse
import asyncio
import json
import sqlite3
import tempfile
import time
from datetime import UTC, datetime, timedelta
from pathlib import Path

import aiosqlite

from bench.common import Figure, percentile, print_table
from storage import Database, SqliteStore, Store
from storage.database import configure

T0 = datetime(2024, 5, 1, 12, 0, tzinfo=UTC)
AREA = "storage"


async def plain_write_rate(path: Path, seconds: float = 3.0) -> float:
    """Single-row write transactions per second on a plain aiosqlite connection with the
    bot's settings: the floor the whole stack is compared with."""
    async with aiosqlite.connect(path, isolation_level=None) as conn:
        await configure(conn)
        async with conn.execute("PRAGMA journal_mode = WAL"):
            pass
        await conn.execute("CREATE TABLE IF NOT EXISTS floor (id INTEGER PRIMARY KEY, v TEXT)")
        count = 0
        started = time.perf_counter()
        while time.perf_counter() - started < seconds:
            await conn.execute("BEGIN IMMEDIATE")
            await conn.execute("INSERT INTO floor (v) VALUES (?)", (f"row {count}",))
            await conn.execute("COMMIT")
            count += 1
        return count / (time.perf_counter() - started)


async def new_game(store: Store, channel_id: int) -> int:
    """A fresh game to play moves into; its id."""
    async with store.transaction() as tx:
        game = await tx.create_game(
            kind="zigzag", guild_id=1, channel_id=channel_id, host_id=1, options={}, seed=1,
            language="en", now=T0,
        )
    return game.id


async def move(store: Store, game_id: int, step: int) -> float:
    """Play one move; return its latency in seconds (waiting for the lock included)."""
    now = T0 + timedelta(seconds=step)
    started = time.perf_counter()
    async with store.transaction() as tx:
        game = await tx.get_game(game_id)
        assert game is not None
        state = json.dumps({"step": step, "board": [[0] * 8 for _ in range(8)]})
        await tx.update_game(game_id, expected_version=game.version, now=now, state=state)
        await tx.append_action(game_id, seat=step % 4, notation=f"c{step % 8}", events="[]",
                               now=now)
        await tx.enqueue(game_id, json.dumps({"kind": "board", "step": step}), now)
    return time.perf_counter() - started


def latency_figures(title: str, latencies: list[float], elapsed: float,
                    unit: str) -> list[Figure]:
    """Rate, p50 and p99 of one series."""
    ms = [sample * 1000 for sample in latencies]
    return [Figure(AREA, f"{title}: rate", len(ms) / elapsed, unit),
            Figure(AREA, f"{title}: p50", percentile(ms, 0.50), "ms"),
            Figure(AREA, f"{title}: p99", percentile(ms, 0.99), "ms")]


async def sequential(store: Store, transactions: int) -> list[Figure]:
    """Moves one after the other: the latency of a commit itself."""
    game_id = await new_game(store, 1)
    started = time.perf_counter()
    latencies = [await move(store, game_id, step) for step in range(transactions)]
    return latency_figures("move, one at a time", latencies, time.perf_counter() - started,
                           "moves/s")


async def concurrent(store: Store, transactions: int, clients: int) -> list[Figure]:
    """Clients on their own games at once: throughput, and latency with queueing."""
    games = [await new_game(store, 100 + client) for client in range(clients)]

    async def client(game_id: int, count: int) -> list[float]:
        """One player moving as fast as the lock lets them."""
        return [await move(store, game_id, step) for step in range(count)]

    share = max(1, transactions // clients)
    started = time.perf_counter()
    results = await asyncio.gather(*(client(game_id, share) for game_id in games))
    return latency_figures(f"move, {clients} clients", [s for r in results for s in r],
                           time.perf_counter() - started, "moves/s")


async def reads(store: Store, count: int) -> list[Figure]:
    """Plain reads on the reader connection."""
    game_id = (await store.active_games())[0].id
    latencies = []
    started = time.perf_counter()
    for _ in range(count):
        began = time.perf_counter()
        await store.get_game(game_id)
        latencies.append(time.perf_counter() - began)
    return latency_figures("get_game (reader)", latencies, time.perf_counter() - started,
                           "reads/s")


async def measure(folder: Path, transactions: int, clients: int) -> list[Figure]:
    """Open a database in `folder` and run every measurement."""
    floor = await plain_write_rate(folder / "floor.sqlite3",
                                   seconds=max(0.5, transactions / 1000))
    figures = [Figure(AREA, f"plain aiosqlite write tx (SQLite {sqlite3.sqlite_version})",
                      floor, "tx/s")]
    db = await Database.open(folder / "bench.sqlite3")
    store = SqliteStore(db)
    try:
        figures += await sequential(store, transactions)
        figures += await concurrent(store, transactions, clients)
        figures += await reads(store, transactions)
    finally:
        await db.close()
    return figures


def run(quick: bool, transactions: int = 2000, clients: int = 16,
        folder: Path | None = None) -> list[Figure]:
    """Every storage figure, in a temporary folder (under `folder` when given)."""
    if quick:
        transactions = 100
    if folder is not None:
        folder.mkdir(parents=True, exist_ok=True)
    with tempfile.TemporaryDirectory(dir=folder) as temporary:
        return asyncio.run(measure(Path(temporary), transactions, clients))


def main() -> None:
    """Parse the command line, run, print the table."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0] if __doc__ else None)
    parser.add_argument("--transactions", type=int, default=2000)
    parser.add_argument("--clients", type=int, default=16)
    parser.add_argument("--dir", type=Path, default=None, help="folder for the database file")
    parser.add_argument("--quick", action="store_true")
    args = parser.parse_args()
    print_table(run(args.quick, args.transactions, args.clients, args.dir))


if __name__ == "__main__":
    main()
