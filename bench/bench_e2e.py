"""The whole bot under load: the real bot process against the fake Discord, N active games.

    .venv/bin/python -m bench.bench_e2e [--games 10 200 1000] [--rate 10] [--seconds 20]
                                        [--saturate 200] [--saturation-rate 200]
                                        [--bots easy|normal|hard]

For each N, N two-player Ostriches games are opened (each with its thread) and the bot is
started in its own process (tests/e2e/remote.py). Once it has posted every game's first board,
players make moves at the offered rate (`--rate` moves per second, spread evenly, each in a
game not already waiting for the bot): half by `/move`, half by Play and the picker's buttons;
a finished game is replaced by a new one opened through Discord (`/game new`, Join, Start).
Every move in Ostriches ends a turn, so each one makes the bot post a board image.

Two kinds of scenario:
- latency, for each N: at `--rate` (10 moves a second: a move in each of 200 games every
  20 s, far busier than asynchronous play) the latency from INTERACTION_CREATE to the bot's
  first response (every interaction: commands and presses; p50, p95, p99), from the
  interaction that completes a move to its board posted (p50, p95), the longest event-loop
  stall, and the resident memory of the bot (alone, and with the drawing worker and
  multiprocessing's resource tracker it starts);
- saturation, with `--saturate` games: `--saturation-rate` offered (200 a second: every game
  moves again as soon as its board is posted), the moves per second sustained, and, in the
  same run, the plain aiosqlite floor (bench_storage) and the full stack's share of it; the
  CPU time per move of the bot, of its drawing worker and of the fake Discord with its
  players, and the moves per second the bot's own CPU time would allow on a core of its own.
In both, the objects the load left behind in the bot (counted after a full collection,
before and after it): what caches hold up to their bounds, or a leak, which grows with
`--seconds`.
The fake Discord and the players share the machine's second core with the drawing worker.
"""

from __future__ import annotations

import argparse
import asyncio
import os
import random
import tempfile
import time
from collections import Counter
from dataclasses import dataclass, field
from pathlib import Path

from bench.bench_storage import plain_write_rate
from bench.common import Figure, at_least, at_most, percentile, print_table
from bench.load import offer_moves
from bench.profile_layers import breakdown
from bench.transport import BOT_CPU_PER_MOVE, FAKE_CPU_PER_MOVE, SATURATION
from games.ai import LEVELS
from tests.e2e.remote import (
    BotProcess,
    Lobby,
    Players,
    ReadOnlyGames,
    drain,
    open_games,
    open_through_discord,
)
from tests.fake_discord.botproc import PROFILE_VARIABLE
from tests.fake_discord.models import RecordedRequest
from tests.fake_discord.ratelimit import GLOBAL_PER_SECOND
from tests.fake_discord.server import FakeDiscord

GOAL_FIRST_RESPONSE_P99_MS = 50.0  # with 200 active games
GOAL_BOARD_P95_MS = 150.0
GOAL_MOVES_PER_SECOND = 200.0
GOAL_SHARE_OF_FLOOR = 0.10
GOAL_STALL_MS = 100.0
GOAL_RESIDENT_MB = 150.0  # with 1000 active games
# What the load left behind in the bot: caches filling to their bounds, or a leak, which grows
# with the length of the run (`--seconds`).
OBJECTS_KEPT = "objects kept after the load (tracked, after a full collection)"
LAST_MOVES: list[int] = []  # the moves of each scenario run, for the profile's breakdown


@dataclass
class Run:
    """The raw observations of one scenario."""

    games: int
    offered: float
    seconds: float
    first_response_ms: list[float]
    board_ms: list[float]
    moves: int
    moves_per_second: float
    refused: int
    errors: list[str]
    skipped: int  # ticks with no idle game to move in
    max_stall_ms: float
    rss_mb: float
    rss_all_mb: float  # the bot with its child processes (the drawing worker)
    replaced: int
    max_full_collection_ms: float  # the longest full garbage collection in the bot
    bot_cpu_s: float  # CPU time over the load: the bot process (all its threads)
    worker_cpu_s: float  # ... the processes it started (the drawing worker)
    harness_cpu_s: float  # ... this process: the fake Discord and the players
    objects_kept: int  # tracked objects after a full collection: after the load less before
    requests: Counter[str] = field(default_factory=Counter)  # the bot's REST calls, by kind
    uploaded_bytes: int = 0  # the files the bot uploaded (boards), in bytes


async def run_scenario(games: int, rate: float, seconds: float, workdir: Path,
                       seed: int = 1, bot_level: str | None = None) -> Run:
    """Open `games` games, start the bot, offer `rate` moves/s for `seconds`; observe.
    With `bot_level`, each game is a member against a bot of that level, which answers
    every move (deciding in the bot's worker process)."""
    database = workdir / "bench.sqlite3"
    async with FakeDiscord(timeout=60.0) as fake:
        lobby = await open_games(fake, database, games, players=max(40, games // 2),
                                 seed=seed, bot_level=bot_level)
        bot = BotProcess(fake, workdir, database)
        async with ReadOnlyGames(database) as readonly:
            players = Players(fake, lobby, readonly, seed=seed)
            await bot.start(timeout=120)
            try:
                await drain(readonly, timeout=600)
                await asyncio.sleep(1.0)
                return await _offer_load(fake, bot, lobby, players, readonly, games, rate,
                                         seconds, seed, bot_level)
            finally:
                try:
                    await bot.stop(timeout=60.0)
                except RuntimeError as error:  # reported, not fatal to the other scenarios
                    print(f"  ! {error}", flush=True)


async def _offer_load(fake: FakeDiscord, bot: BotProcess, lobby: Lobby, players: Players,
                      readonly: ReadOnlyGames, games: int, rate: float, seconds: float,
                      seed: int, bot_level: str | None) -> Run:
    rng = random.Random(seed)
    objects_before = await bot.census()  # its full collection falls before the measures
    bot.reset_stalls()
    await asyncio.sleep(0.6)  # the bot writes its stats twice a second: take fresh ones
    before, harness_before = bot.stats(), time.process_time()
    active = set(lobby.threads)
    replaced = 0
    interactions_before = set(fake.interactions)
    requests_before = fake.mark()

    async def move(game_id: int) -> None:
        nonlocal replaced
        played = await players.play(game_id)
        if played is None and (await readonly.game(game_id)).status != "active":
            active.discard(game_id)
            new_game = await open_through_discord(fake, lobby, rng, bot_level=bot_level)
            if new_game is not None:
                active.add(new_game)
                replaced += 1

    elapsed, skipped = await offer_moves(rate, seconds, lambda: active, move, rng)
    await asyncio.sleep(0.6)
    stats, harness_cpu = bot.stats(), time.process_time() - harness_before
    objects_kept = await bot.census() - objects_before
    records = [fake.interactions[i] for i in fake.interactions if i not in interactions_before]
    first = [(r.answered_at - r.created) * 1000 for r in records if r.answered_at is not None]
    sent = fake.requests[requests_before:]
    played = players.tally.played
    boards = [(p.board_at - p.sent_at) * 1000 for p in played if p.board_at is not None]
    return Run(games, rate, elapsed, first, boards, len(played), len(played) / elapsed,
               players.tally.refused, players.tally.errors, skipped,
               float(stats.get("max_stall_ms", 0.0)), stats.get("peak_rss_kb", 0) / 1024,
               stats.get("peak_rss_with_children_kb", 0) / 1024, replaced,
               float(stats.get("max_full_collection_ms", 0.0)),
               stats.get("cpu_s", 0.0) - before.get("cpu_s", 0.0),
               stats.get("children_cpu_s", 0.0) - before.get("children_cpu_s", 0.0),
               harness_cpu, objects_kept, Counter(request_kind(r) for r in sent),
               sum(f.size for r in sent for f in r.files))


def request_kind(request: RecordedRequest) -> str:
    """What a REST call of the bot was for, in the words of the figures: an interaction's
    answer by its callback type, a post (with or without an upload), an edit, a DM channel."""
    if request.route == "callback" and isinstance(request.json, dict):
        return CALLBACK_KINDS.get(int(request.json.get("type", 0)), "interaction answer (other)")
    upload = " with an upload" if request.multipart else ""
    return f"{REQUEST_KINDS.get(request.route, request.route)}{upload}"


CALLBACK_KINDS = {4: "interaction answer: a message", 5: "interaction answer: deferred",
                  6: "interaction answer: deferred update", 7: "interaction answer: update"}
REQUEST_KINDS = {"create_message": "message posted", "edit_message": "message edited",
                 "create_dm": "DM channel opened", "edit_webhook_message": "interaction edited",
                 "create_followup": "interaction follow-up", "pin": "message pinned"}


def latency_figures(run: Run) -> list[Figure]:
    """The figures of a latency scenario, with the goals that apply to it."""
    area = f"e2e {run.games} games, {run.offered:.0f} moves/s offered"
    at_200 = run.games == 200
    return [
        Figure(area, "first response p50", percentile(run.first_response_ms, 0.50), "ms"),
        Figure(area, "first response p95", percentile(run.first_response_ms, 0.95), "ms"),
        Figure(area, "first response p99", percentile(run.first_response_ms, 0.99), "ms",
               at_most(GOAL_FIRST_RESPONSE_P99_MS) if at_200 else None),
        Figure(area, "move to board p50", percentile(run.board_ms, 0.50), "ms"),
        Figure(area, "move to board p95", percentile(run.board_ms, 0.95), "ms",
               at_most(GOAL_BOARD_P95_MS) if at_200 else None),
        Figure(area, "moves/s sustained", run.moves_per_second, "moves/s"),
        Figure(area, "interactions measured", len(run.first_response_ms), "count"),
        Figure(area, "moves lost or stuck", len(run.errors), "count", at_most(0)),
        Figure(area, "games replaced", run.replaced, "count"),
        Figure(area, "longest event-loop stall", run.max_stall_ms, "ms",
               at_most(GOAL_STALL_MS)),
        Figure(area, "longest full garbage collection", run.max_full_collection_ms, "ms"),
        Figure(area, "bot resident memory (peak)", run.rss_mb, "MB",
               at_most(GOAL_RESIDENT_MB) if run.games >= 1000 else None),
        Figure(area, "with its drawing worker and resource tracker (peak)", run.rss_all_mb,
               "MB"),
        Figure(area, OBJECTS_KEPT, run.objects_kept, "count"),
        *cpu_figures(run, area),
        *request_figures(run, area),
    ]


def saturation_figures(run: Run, floor: float) -> list[Figure]:
    """The figures of the saturation scenario."""
    area = f"{SATURATION}, {run.games} games"
    return [
        Figure(area, f"moves/s sustained (offered {run.offered:.0f})", run.moves_per_second,
               "moves/s", at_least(GOAL_MOVES_PER_SECOND)),
        Figure(area, "share of plain aiosqlite writes", run.moves_per_second / floor, "x",
               at_least(GOAL_SHARE_OF_FLOOR)),
        Figure(area, "first response p99", percentile(run.first_response_ms, 0.99), "ms"),
        Figure(area, "move to board p95", percentile(run.board_ms, 0.95), "ms"),
        Figure(area, "moves lost or stuck", len(run.errors), "count", at_most(0)),
        Figure(area, "moves refused (the bot busy, or the picker stale)", run.refused,
               "count"),
        Figure(area, "longest event-loop stall", run.max_stall_ms, "ms",
               at_most(GOAL_STALL_MS)),
        Figure(area, "longest full garbage collection", run.max_full_collection_ms, "ms"),
        Figure(area, "bot resident memory (peak)", run.rss_mb, "MB"),
        Figure(area, OBJECTS_KEPT, run.objects_kept, "count"),
        *cpu_figures(run, area),
        *request_figures(run, area),
    ]


def request_figures(run: Run, area: str) -> list[Figure]:
    """The bot's REST calls per move, in all and by kind, and the bytes it uploaded per
    move: counts, which the machine's load does not move."""
    moves = max(run.moves, 1)
    # interaction answers, follow-ups and their edits are exempt from the global limit
    counted = sum(count for kind, count in run.requests.items()
                  if not kind.startswith("interaction"))
    return [
        Figure(area, "REST requests per move", sum(run.requests.values()) / moves, "count"),
        Figure(area, "requests counting against the global limit per move", counted / moves,
               "count"),
        Figure(area, "moves a minute one token carries at that (50 requests a second)",
               60 * GLOBAL_PER_SECOND * moves / max(counted, 1), "moves/min"),
        *(Figure(area, f"  {kind} per move", count / moves, "count")
          for kind, count in sorted(run.requests.items())),
        Figure(area, "bytes uploaded per move", run.uploaded_bytes / moves, "bytes"),
    ]


def cpu_figures(run: Run, area: str) -> list[Figure]:
    """CPU time per move of each process, and what the bot alone could carry with a core of
    its own: the benchmark shares two cores between the bot, its drawing worker, and the
    fake Discord with its players, so the moves sustained are the whole setup's."""
    moves = max(run.moves, 1)
    bot_ms = 1000 * run.bot_cpu_s / moves
    return [
        Figure(area, BOT_CPU_PER_MOVE, bot_ms, "ms"),
        Figure(area, "drawing worker CPU per move", 1000 * run.worker_cpu_s / moves, "ms"),
        Figure(area, FAKE_CPU_PER_MOVE, 1000 * run.harness_cpu_s / moves, "ms"),
        Figure(area, "moves/s the bot's own CPU time allows on one core", 1000 / bot_ms
               if bot_ms else 0.0, "moves/s"),
    ]


def run(quick: bool, games: tuple[int, ...] = (10, 200, 1000), rate: float = 10.0,
        seconds: float = 20.0, saturate: int = 200,
        saturation_rate: float = 200.0, bot_level: str | None = None) -> list[Figure]:
    """Every latency scenario, then the saturation one, then the figures (the plain
    aiosqlite floor measured in between)."""
    if quick:
        games, rate, seconds, saturate, saturation_rate = (4,), 10.0, 2.0, 4, 20.0
    results: list[Figure] = []
    with tempfile.TemporaryDirectory(prefix="bench-e2e-") as folder:
        floor = asyncio.run(plain_write_rate(Path(folder) / "floor.sqlite3",
                                             seconds=1.0 if quick else 5.0))
        results.append(Figure("e2e floor", "plain aiosqlite write transactions", floor,
                              "tx/s"))
        for count in games:
            outcome = _scenario(Path(folder), f"games-{count}", count, rate, seconds,
                                bot_level)
            results += latency_figures(outcome)
        if saturate:
            outcome = _scenario(Path(folder), "saturation", saturate, saturation_rate, seconds,
                                bot_level)
            results += saturation_figures(outcome, floor)
    return results


def _scenario(folder: Path, name: str, games: int, rate: float, seconds: float,
              bot_level: str | None = None) -> Run:
    workdir = folder / name
    workdir.mkdir()
    outcome = asyncio.run(run_scenario(games, rate, seconds, workdir, bot_level=bot_level))
    LAST_MOVES.append(outcome.moves)
    for error in outcome.errors[:5]:
        print(f"  ! {error}", flush=True)
    return outcome


def main() -> None:
    """Parse the options, run, print the table."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0] if __doc__ else None)
    parser.add_argument("--games", type=int, nargs="*", default=[10, 200, 1000])
    parser.add_argument("--rate", type=float, default=10.0,
                        help="moves offered per second in the latency scenarios")
    parser.add_argument("--seconds", type=float, default=20.0)
    parser.add_argument("--saturate", type=int, default=200,
                        help="games in the saturation scenario (0: none)")
    parser.add_argument("--saturation-rate", type=float, default=200.0)
    parser.add_argument("--bots", choices=LEVELS, default=None,
                        help="every game is a member against a bot of this level")
    parser.add_argument("--profile", type=Path, default=None,
                        help="profile the bot's event loop over each load into this file "
                             "(the last scenario's stays) and print where its time went")
    parser.add_argument("--quick", action="store_true")
    args = parser.parse_args()
    if args.profile is not None:
        os.environ[PROFILE_VARIABLE] = str(args.profile.resolve())
    print_table(run(args.quick, tuple(args.games), args.rate, args.seconds, args.saturate,
                    args.saturation_rate, args.bots))
    if args.profile is not None:
        print(breakdown(str(args.profile), LAST_MOVES[-1] if LAST_MOVES else None))


if __name__ == "__main__":
    main()
