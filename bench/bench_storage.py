"""How fast the storage layer commits moves: not a test, a measurement to run on purpose.

    .venv/bin/python -m bench.bench_storage [--transactions 2000] [--clients 16] [--dir PATH]

Each "move" is the transaction the sessions layer runs for an action: read the game,
`update_game` (version check), `append_action`, `enqueue` one outgoing message, COMMIT with
synchronous=FULL (an fsync per commit). Prints moves per second and commit latencies, first
one move at a time, then with concurrent clients queueing on the write lock. Pass `--dir` to
measure the disk the bot will really use (the default temporary folder may be in memory).
"""

from __future__ import annotations

import argparse
import asyncio
import json
import sqlite3
import statistics
import tempfile
import time
from datetime import UTC, datetime, timedelta
from pathlib import Path

from storage import Database, Store

T0 = datetime(2024, 5, 1, 12, 0, tzinfo=UTC)


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


def percentile(samples: list[float], fraction: float) -> float:
    """The nearest-rank percentile (`fraction` in 0..1)."""
    ordered = sorted(samples)
    return ordered[min(len(ordered) - 1, round(fraction * (len(ordered) - 1)))]


def report(title: str, latencies: list[float], elapsed: float) -> None:
    """Print one line of figures."""
    ms = [sample * 1000 for sample in latencies]
    print(
        f"{title:<34} {len(ms) / elapsed:8.0f} moves/s   "
        f"p50 {statistics.median(ms):6.2f} ms   p99 {percentile(ms, 0.99):6.2f} ms   "
        f"max {max(ms):6.2f} ms"
    )


async def sequential(store: Store, transactions: int) -> None:
    """Moves one after the other: the latency of a commit itself."""
    game_id = await new_game(store, 1)
    started = time.perf_counter()
    latencies = [await move(store, game_id, step) for step in range(transactions)]
    report("one move at a time", latencies, time.perf_counter() - started)


async def concurrent(store: Store, transactions: int, clients: int) -> None:
    """Clients on their own games at once: throughput, and latency with queueing."""
    games = [await new_game(store, 100 + client) for client in range(clients)]

    async def client(game_id: int, count: int) -> list[float]:
        """One player moving as fast as the lock lets them."""
        return [await move(store, game_id, step) for step in range(count)]

    share = transactions // clients
    started = time.perf_counter()
    results = await asyncio.gather(*(client(game_id, share) for game_id in games))
    report(f"{clients} concurrent clients", [s for r in results for s in r],
           time.perf_counter() - started)


async def reads(store: Store, count: int) -> None:
    """Plain reads on the reader connection."""
    game_id = (await store.active_games())[0].id
    latencies = []
    started = time.perf_counter()
    for _ in range(count):
        began = time.perf_counter()
        await store.get_game(game_id)
        latencies.append(time.perf_counter() - began)
    ms = [sample * 1000 for sample in latencies]
    elapsed = time.perf_counter() - started
    print(f"{'get_game (reader connection)':<34} {count / elapsed:8.0f} reads/s   "
          f"p50 {statistics.median(ms):6.2f} ms   p99 {percentile(ms, 0.99):6.2f} ms")


async def run(folder: Path, transactions: int, clients: int) -> None:
    """Open a database in `folder` and run every measurement."""
    path = folder / "bench.sqlite3"
    db = await Database.open(path)
    store = Store(db)
    try:
        print(f"SQLite {sqlite3.sqlite_version}, WAL, synchronous=FULL, file {path}")
        await sequential(store, transactions)
        await concurrent(store, transactions, clients)
        await reads(store, transactions)
    finally:
        await db.close()
    print(f"file size after {2 * transactions} moves: {path.stat().st_size / 1024:.0f} KiB")


def main() -> None:
    """Parse the command line and run in a temporary folder."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0] if __doc__ else None)
    parser.add_argument("--transactions", type=int, default=2000)
    parser.add_argument("--clients", type=int, default=16)
    parser.add_argument("--dir", type=Path, default=None, help="folder for the database file")
    args = parser.parse_args()
    if args.dir is not None:
        args.dir.mkdir(parents=True, exist_ok=True)
        with tempfile.TemporaryDirectory(dir=args.dir) as folder:
            asyncio.run(run(Path(folder), args.transactions, args.clients))
    else:
        with tempfile.TemporaryDirectory() as folder:
            asyncio.run(run(Path(folder), args.transactions, args.clients))


if __name__ == "__main__":
    main()
