"""Start-up time and memory of the bot with a big database.

    .venv/bin/python -m bench.bench_startup [--finished 100000] [--active 1000]

The database gets `--active` started two-player Ostriches games (each with its thread in the
fake Discord) and `--finished` finished games of all three kinds with their whole action logs:
a few games are played to their end through the real `GameService` (each seat's move chosen by
the engine's `auto_action`), then copied with new ids by SQLite itself. The bot process is then
started against the fake Discord: the figure is the time from the process's start (imports
included) to discord.py's ready. Then it posts every active game's first board, one move is
made in every active game, and its resident memory is read (peak and after).
"""

from __future__ import annotations

import argparse
import asyncio
import random
import sqlite3
import tempfile
import time
from pathlib import Path

from bench.common import Figure, at_most, print_table
from games import get_engine
from games.scramble.constants import BOTS_ONLY_OPTIONS
from sessions import GameService, ManualClock, Player
from storage import Database, SqliteStore
from tests.e2e.remote import BotProcess, Players, ReadOnlyGames, drain, open_games
from tests.fake_discord.server import FakeDiscord

TEMPLATES = (("ostriches", 2), ("scramble", 4), ("zigzag", 3))  # kind, players
TEMPLATES_PER_KIND = 2
GOAL_READY_SECONDS = 3.0
GOAL_RESIDENT_MB = 150.0
AREA = "start-up and memory"


async def play_templates(path: Path, seed: int,
                         templates: tuple[tuple[str, int], ...] = TEMPLATES) -> None:
    """A few finished games of every kind in a database of their own."""
    database = await Database.open(path)
    service = GameService(SqliteStore(database), ManualClock(), seed_source=lambda: seed)
    try:
        for kind, players in templates:
            engine = get_engine(kind)
            for copy in range(TEMPLATES_PER_KIND):
                host = Player(1, "host")
                options = dict(BOTS_ONLY_OPTIONS) if kind == "scramble" else {}
                info = await service.lobby.create(kind, guild_id=1, channel_id=1, host=host,
                                                  options=options, language="en")
                for seat in range(1, players):
                    await service.lobby.join(info.id, Player(seat + 1, f"player{seat}"))
                await service.lobby.start(info.id, host.user_id)
                rng = random.Random(seed + copy)
                while (info := await service.games.info(info.id)).game.status == "active":
                    state = service.games.state_of(info)
                    seat = rng.choice(info.to_act)
                    notation = engine.format(state, engine.auto_action(state, seat))
                    await service.play.act(info.id, info.user_of(seat) or 0, notation)
    finally:
        await database.close()


def columns(conn: sqlite3.Connection, table: str) -> list[str]:
    """The column names of `table`, in order."""
    return [row[1] for row in conn.execute(f"PRAGMA table_info({table})")]


def copy_finished(target: Path, templates: Path, count: int) -> int:
    """Add at least `count` finished games (with seats and action logs) to `target`, copied
    from the finished games of `templates` under new ids; the number of action rows stored."""
    with sqlite3.connect(target) as conn:
        conn.execute("ATTACH DATABASE ? AS t", (str(templates),))
        finished = [row[0] for row in conn.execute(
            "SELECT id FROM t.games WHERE status = 'finished' ORDER BY id")]
        stride = conn.execute("SELECT MAX(id) FROM t.games").fetchone()[0] + 1
        base = (conn.execute("SELECT COALESCE(MAX(id), 0) FROM main.games").fetchone()[0]
                + 1) // stride * stride + stride
        copies = -(-count // len(finished))
        conn.execute("CREATE TEMP TABLE copies (k INTEGER PRIMARY KEY)")
        conn.executemany("INSERT INTO copies VALUES (?)", [(k,) for k in range(copies)])
        shift = f"{base} + copies.k * {stride}"
        for table, key in (("games", "id"), ("seats", "game_id"), ("actions", "game_id")):
            names = columns(conn, table)
            chosen = ", ".join(f"x.{n} + {shift}" if n == key else f"x.{n}" for n in names)
            game_id = f"x.{key}"
            conn.execute(
                f"INSERT INTO main.{table} ({', '.join(names)}) SELECT {chosen} "
                f"FROM t.{table} x, copies WHERE {game_id} IN "
                f"(SELECT id FROM t.games WHERE status = 'finished') "
                f"ORDER BY copies.k, {game_id}")
        conn.commit()
        actions = conn.execute("SELECT COUNT(*) FROM main.actions").fetchone()[0]
        conn.execute("DETACH DATABASE t")
    return int(actions)


async def measure(workdir: Path, finished: int, active: int, seed: int = 1,
                  templates: tuple[tuple[str, int], ...] = TEMPLATES) -> list[Figure]:
    """Build the database, start the bot, play once in every active game; the figures."""
    database = workdir / "big.sqlite3"
    async with FakeDiscord(timeout=60.0) as fake:
        built = time.perf_counter()
        lobby = await open_games(fake, database, active, players=max(40, active // 2),
                                 seed=seed)
        await play_templates(workdir / "templates.sqlite3", seed, templates)
        actions = await asyncio.to_thread(copy_finished, database,
                                          workdir / "templates.sqlite3", finished)
        built = time.perf_counter() - built
        with sqlite3.connect(database) as conn:
            stored = dict(conn.execute("SELECT status, COUNT(*) FROM games GROUP BY status"))
        size_mb = database.stat().st_size / 2**20
        print(f"  database: {stored} games, {actions:,} actions, {size_mb:,.0f} MB, "
              f"built in {built:.0f} s", flush=True)
        bot = BotProcess(fake, workdir, database)
        async with ReadOnlyGames(database) as readonly:
            players = Players(fake, lobby, readonly, seed=seed)
            ready = await bot.start(timeout=120)
            try:
                started = time.perf_counter()
                await drain(readonly, timeout=600)
                backlog = time.perf_counter() - started
                limit = asyncio.Semaphore(50)

                async def one_move(game_id: int) -> None:
                    async with limit:
                        await players.play(game_id)

                await asyncio.gather(*(one_move(game_id) for game_id in lobby.threads))
                await asyncio.sleep(1.0)  # the next self-report
                stats = bot.stats()
            finally:
                try:
                    await bot.stop(timeout=60.0)
                except RuntimeError as error:  # reported, the figures still stand
                    print(f"  ! {error}", flush=True)
    return [
        Figure(AREA, f"finished games stored ({actions:,} actions, {size_mb:,.0f} MB)",
               stored.get("finished", 0), "games"),
        Figure(AREA, "active games stored", stored.get("active", 0), "games"),
        Figure(AREA, "process start to ready", ready, "s", at_most(GOAL_READY_SECONDS)),
        Figure(AREA, "first boards of every active game posted", backlog, "s"),
        Figure(AREA, f"resident memory, {active} active games, peak",
               stats.get("peak_rss_kb", 0) / 1024, "MB", at_most(GOAL_RESIDENT_MB)),
        Figure(AREA, f"resident memory, {active} active games, after a move in each",
               stats.get("rss_kb", 0) / 1024, "MB", at_most(GOAL_RESIDENT_MB)),
        Figure(AREA, "moves refused or lost", len(players.tally.errors) + players.tally.refused,
               "count", at_most(0)),
    ]


def run(quick: bool, finished: int = 100_000, active: int = 1000) -> list[Figure]:
    """The figures, in a temporary folder."""
    templates: tuple[tuple[str, int], ...] = TEMPLATES
    if quick:
        finished, active, templates = 200, 5, TEMPLATES[:1]
    with tempfile.TemporaryDirectory(prefix="bench-startup-") as folder:
        return asyncio.run(measure(Path(folder), finished, active, templates=templates))


def main() -> None:
    """Parse the options, run, print the table."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0] if __doc__ else None)
    parser.add_argument("--finished", type=int, default=100_000)
    parser.add_argument("--active", type=int, default=1000)
    parser.add_argument("--quick", action="store_true")
    args = parser.parse_args()
    print_table(run(args.quick, args.finished, args.active))


if __name__ == "__main__":
    main()
