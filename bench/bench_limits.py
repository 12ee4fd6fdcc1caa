"""The bot at Discord's limits: the fake enforces them (50 requests a second per token,
interaction answers exempt; 5 posts and 5 edits per 5 s per channel), and players offer
twice what one token carries.

    .venv/bin/python -m bench.bench_limits [--games 200] [--rate 50] [--seconds 30]
                                           [--processes 1 2] [--quick]

For each set-up (one process; two processes on two shards of one database, each pacing to
its shards' share of the budget), `--games` two-player Ostriches games are opened, the bots
started, and `--rate` moves a second offered (each in a game not waiting for its board): at
about two requests a move that asks for 100 requests a second, twice the limit. Then the
backlog is left to drain. Printed against their goals: nothing lost and nothing sent twice;
each game's boards in order; every press answered within Discord's 3 seconds; invalid
requests (401, 403, 429) under 1 % of the requests; no second over the limit; a board
delayed no more than the queue's length at the budget (one move's requests per game);
status and card edits a small share; the bot's memory bounded. Beside them, the requests
per move that count against the global limit and the moves a minute one token carries.
"""

from __future__ import annotations

import argparse
import asyncio
import itertools
import random
import tempfile
import time
from collections import defaultdict
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from bench.bench_scale import shard_settings
from bench.common import Figure, at_most, percentile, print_table
from bench.load import offer_moves
from tests.e2e.remote import BotProcess, Players, ReadOnlyGames, drain, open_games
from tests.fake_discord.models import RecordedRequest
from tests.fake_discord.ratelimit import (
    CHANNEL_ROUTES,
    EXEMPT,
    GLOBAL_PER_SECOND,
    RateLimits,
)
from tests.fake_discord.server import FakeDiscord

BUDGET = 45.0  # the bot's default `[discord] requests_per_second`, below the 50 allowed
GOAL_REQUESTS_PER_MOVE = 2.0
GOAL_INVALID_SHARE = 0.01
GOAL_ANSWER_MS = 3000.0
GOAL_EDIT_SHARE = 0.05  # one edit turn in a hundred grants, and edits while quiet
GOAL_RESIDENT_MB = 150.0
CHANNEL_WINDOW = 5.0  # seconds of a channel's bucket of posts (ratelimit.CHANNEL_ROUTES)


@dataclass
class Run:
    """What one set-up did under the load, and once its backlog drained."""

    processes: int
    games: int
    offered: float
    seconds: float  # the load
    drain_seconds: float  # after the load, until the outbox was empty
    moves: int
    errors: list[str]
    answers_ms: list[float]
    unanswered: int
    boards_ms: list[float]
    counted: int  # requests that counted against the global limit, over load and drain
    counted_in_load: int  # ... while the load lasted (the backlog's steady state)
    edits: int  # status and card edits, while the load lasted
    thread_posts: int  # posts in the games' threads (boards, mentions), while it lasted
    limits: RateLimits
    out_of_order: int
    repeated: int
    pending: int
    failed: int
    rss_mb: float
    objects_kept: int


async def run_setup(processes: int, games: int, rate: float, seconds: float,
                    workdir: Path, seed: int = 1) -> Run:
    """Open the games, start the bots against a fake enforcing Discord's limits, offer the
    load, drain, observe."""
    database = workdir / "bench.sqlite3"
    async with FakeDiscord(timeout=120.0) as fake:
        # Opening 200 games in one channel at Discord's 5 posts per 5 s takes minutes: the
        # set-up runs under the global limit only (every answer still announces its bucket,
        # so discord.py knows them all when the real ones come at the load's start)
        fake.rate_limits = RateLimits(channel_routes=tuple(
            (method, pattern, 1_000_000, seconds) for method, pattern, _, seconds
            in CHANNEL_ROUTES))
        lobbies = [await open_games(fake, database, games // processes,
                                    players=max(20, games // processes // 2), seed=seed + index,
                                    shard=None if processes == 1 else (index, processes))
                   for index in range(processes)]
        bots = []
        for index in range(processes):
            folder = workdir / f"process-{index}"
            folder.mkdir()
            bots.append(BotProcess(fake, folder, database, settings={
                **shard_settings(processes, index), "discord.requests_per_second": BUDGET}))
        async with ReadOnlyGames(database) as readonly:
            teams = [Players(fake, lobby, readonly, seed=seed + index, board_timeout=120.0)
                     for index, lobby in enumerate(lobbies)]
            await asyncio.gather(*(bot.start(timeout=300) for bot in bots))
            try:
                await drain(readonly, timeout=900)
                await asyncio.sleep(1.0)
                return await _offer(fake, bots, teams, readonly, games, rate, seconds, seed)
            finally:
                for bot in bots:
                    try:
                        await bot.stop(timeout=60.0)
                    except RuntimeError as error:
                        print(f"  ! {error}", flush=True)


async def _offer(fake: FakeDiscord, bots: list[BotProcess], teams: list[Players],
                 readonly: ReadOnlyGames, games: int, rate: float, seconds: float,
                 seed: int) -> Run:
    rng = random.Random(seed)
    objects_before = sum([await bot.census() for bot in bots])
    limits = fake.rate_limits
    assert limits is not None
    fake.rate_limits = RateLimits()  # counted afresh from here (the buckets start empty)
    since, seen = fake.mark(), set(fake.interactions)
    team_of = {game_id: team for team in teams for game_id in team.lobby.threads}

    async def move(game_id: int) -> None:
        await team_of[game_id].play(game_id)

    elapsed, _ = await offer_moves(rate, seconds, lambda: team_of, move, rng)
    drained_at = time.monotonic()
    await drain(readonly, timeout=900)
    drain_seconds = time.monotonic() - drained_at
    await asyncio.sleep(0.6)
    records = [fake.interactions[i] for i in fake.interactions if i not in seen]
    sent = fake.requests[since:]
    played = [p for team in teams for p in team.tally.played]
    [(failed,)] = await readonly._all(
        "SELECT COUNT(*) FROM outbox WHERE failed_at IS NOT NULL")
    counted = [r for r in sent if not r.path.startswith(EXEMPT) and r.status != 429]
    assert fake.rate_limits is not None
    threads = {thread.id for team in teams for thread in team.lobby.threads.values()}
    in_load = [r for r in counted if r.at <= drained_at]
    return Run(
        len(bots), games, rate, elapsed, drain_seconds, len(played),
        [error for team in teams for error in team.tally.errors],
        [(r.answered_at - r.created) * 1000 for r in records if r.answered_at is not None],
        sum(1 for r in records if r.answered_at is None),
        [(p.board_at - p.sent_at) * 1000 for p in played if p.board_at is not None],
        len(counted), len(in_load), sum(1 for r in in_load if r.method == "PATCH"),
        sum(1 for r in in_load if r.method == "POST" and r.path in {
            f"/channels/{thread}/messages" for thread in threads}), fake.rate_limits,
        _out_of_order(sent, threads), _repeated(sent, threads),
        await readonly.pending_outbox(), int(failed),
        max(bot.stats().get("peak_rss_kb", 0) for bot in bots) / 1024,
        sum([await bot.census() for bot in bots]) - objects_before)


def _board_posts(sent: list[RecordedRequest], threads: set[int]) -> dict[str, list[int]]:
    """Each game thread's posted boards (an upload), by their outbox row (the nonce
    `o<id>`). A DM gets the notices of several games, whose rows interleave."""
    paths = {f"/channels/{thread}/messages" for thread in threads}
    posts: dict[str, list[int]] = defaultdict(list)
    for request in sent:
        if request.path not in paths:
            continue
        nonce = str((request.json or {}).get("nonce", "")) if request.method == "POST" \
            and isinstance(request.json, dict) else ""
        if request.status == 200 and request.files and nonce[:1] == "o" and nonce[1:].isdigit():
            posts[request.path].append(int(nonce[1:]))
    return posts


def _out_of_order(sent: list[RecordedRequest], threads: set[int]) -> int:
    """Boards posted before an older board of their game."""
    for path, ids in _board_posts(sent, threads).items():
        if ids != sorted(ids):
            print("  ! out of order", path, ids, flush=True)
    return sum(1 for ids in _board_posts(sent, threads).values()
               for before, after in itertools.pairwise(ids) if after < before)


def _repeated(sent: list[RecordedRequest], threads: set[int]) -> int:
    """Posts Discord had to answer with an earlier post of the same nonce."""
    return sum(len(ids) - len(set(ids)) for ids in _board_posts(sent, threads).values())


def figures(run: Run) -> list[Figure]:
    """The goals of the scenario against their figures."""
    area = (f"limits: {run.processes} process{'es' if run.processes > 1 else ''}, "
            f"{run.games} games, {run.offered:.0f} moves/s offered")
    moves = max(run.moves, 1)
    span = run.seconds + run.drain_seconds
    per_move = run.counted_in_load / moves
    # the queue's length at the budget, plus one window of the game's own channel bucket
    # (5 posts in 5 s), which a game moving faster than that meets whatever the others do
    queue_bound_ms = 1000 * (run.games * per_move / BUDGET + CHANNEL_WINDOW)
    limits = run.limits
    total = max(run.counted + limits.limited_global + limits.limited_route, 1)
    return [
        Figure(area, "moves/s sustained", run.moves / run.seconds, "moves/s"),
        Figure(area, "moves a minute one token carries (load and drain)", 60 * moves / span,
               "moves/min"),
        Figure(area, "requests counting against the global limit per move, at saturation "
               "(while the load lasts)", per_move, "count", at_most(GOAL_REQUESTS_PER_MOVE)),
        Figure(area, "  the same, the drain included (the coalesced edits of every game)",
               run.counted / moves, "count"),
        Figure(area, "requests a second asked by the offered load (at that rate a move)",
               run.offered * per_move, "req/s"),
        Figure(area, "requests a second sent (load and drain)", run.counted / span, "req/s"),
        Figure(area, "most requests in one second", limits.peak_second, "count",
               at_most(GLOBAL_PER_SECOND)),
        Figure(area, "moves lost or stuck", len(run.errors), "count", at_most(0)),
        Figure(area, "messages unsent or given up after the drain", run.pending + run.failed,
               "count", at_most(0)),
        Figure(area, "boards posted twice (answered by nonce)", run.repeated, "count",
               at_most(0)),
        Figure(area, "boards out of their game's order", run.out_of_order, "count",
               at_most(0)),
        Figure(area, "first answer to a press, longest", max(run.answers_ms, default=0.0),
               "ms", at_most(GOAL_ANSWER_MS)),
        Figure(area, "first answer to a press p99", percentile(run.answers_ms, 0.99), "ms"),
        Figure(area, "presses never answered", run.unanswered, "count", at_most(0)),
        Figure(area, "invalid requests (401, 403, 429) of the requests",
               100 * limits.invalid / total, "%", at_most(100 * GOAL_INVALID_SHARE)),
        Figure(area, "429s: global / per route", limits.limited_global + limits.limited_route,
               "count"),
        Figure(area, "move to board p50", percentile(run.boards_ms, 0.50), "ms"),
        Figure(area, "move to board p95", percentile(run.boards_ms, 0.95), "ms"),
        Figure(area, "move to board, longest (the queue's length at the budget, +5 s)",
               max(run.boards_ms, default=0.0), "ms", at_most(queue_bound_ms)),
        Figure(area, "edits (status, cards) of the requests while the load lasts",
               100 * run.edits / max(run.counted_in_load, 1), "%",
               at_most(100 * GOAL_EDIT_SHARE)),
        Figure(area, "  posts in the games' threads per move", run.thread_posts / moves,
               "count"),
        Figure(area, "  edits per move", run.edits / moves, "count"),
        Figure(area, "  other requests per move (DMs, DM channels, threads)",
               (run.counted_in_load - run.edits - run.thread_posts) / moves, "count"),
        Figure(area, "drain after the load", run.drain_seconds, "s"),
        Figure(area, "bot resident memory (peak, largest process)", run.rss_mb, "MB",
               at_most(GOAL_RESIDENT_MB)),
        Figure(area, "objects kept after the load (all processes)", run.objects_kept,
               "count"),
    ]


def run(quick: bool, games: int = 200, rate: float = 50.0, seconds: float = 30.0,
        processes: tuple[int, ...] = (1, 2)) -> list[Figure]:
    """Each set-up in turn, then the figures."""
    if quick:
        games, rate, seconds, processes = 8, 10.0, 3.0, (1,)
    results: list[Figure] = []
    with tempfile.TemporaryDirectory(prefix="bench-limits-") as folder:
        for count in processes:
            workdir = Path(folder) / f"processes-{count}"
            workdir.mkdir()
            outcome = asyncio.run(run_setup(count, games, rate, seconds, workdir))
            for error in outcome.errors[:5]:
                print(f"  ! {error}", flush=True)
            results += figures(outcome)
    return results


def main() -> None:
    """Parse the options, run, print the table."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0] if __doc__ else None)
    parser.add_argument("--games", type=int, default=200)
    parser.add_argument("--rate", type=float, default=50.0)
    parser.add_argument("--seconds", type=float, default=30.0)
    parser.add_argument("--processes", type=int, nargs="*", default=[1, 2])
    parser.add_argument("--quick", action="store_true")
    args: Any = parser.parse_args()
    print_table(run(args.quick, args.games, args.rate, args.seconds, tuple(args.processes)))


if __name__ == "__main__":
    main()
