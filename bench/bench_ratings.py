"""Ratings: the bots' landmark ratings, the time to recompute every rating, and what rating
a game adds to the commit that ends it.

    nice -n 10 .venv/bin/python -m bench.bench_ratings [--quick] [--write]

Landmarks: seeded games between the bots of every level (Ostriches: each pair of levels,
seats alternating; Zig Zag: easy, normal and hard at one table, rotated; Ostrich Scramble:
the three levels and a random player, rotated), rated in order with the ratings' own model
(`sessions.core.ratings.MODEL`), every level one player starting from the model's start. Each
game's figures are then shifted so the normal bot's mean is the model's starting mean (a
newcomer is first taken for a normal bot). The spread is the model's uncertainty about each
level after every game. `--write` writes them into `sessions/core/landmarks.py`.

Recomputation: 100,000 finished games (two to six seats, one in four with a bot, 2,000
people, random places with ties) written into a fresh SQLite file, then
`RecordService.recompute_ratings` (read, fold, write back) timed. Commit cost: Ostriches
duels ended by a resignation through the service, each end's transaction timed, with the
rating and with the rating left out (`rate_ended` answering None).
"""

from __future__ import annotations

import argparse
import asyncio
import json
import random
import statistics
import tempfile
import time
from collections.abc import Sequence
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path
from typing import Any

from bench.common import Figure, at_most, print_table
from games import get_engine
from games.ai import anytime_step
from games.scramble.constants import BOTS_ONLY_OPTIONS
from sessions.core.ratings import MODEL, points, ranks_of

AREA = "ratings"
LEVELS = ("easy", "normal", "hard")
LANDMARKS_FILE = Path(__file__).resolve().parent.parent / "sessions" / "core" / "landmarks.py"
Lineup = tuple[str, ...]
LINEUPS: dict[str, tuple[tuple[Lineup, dict[str, Any]], ...]] = {
    "ostriches": ((("easy", "normal"), {}), (("normal", "hard"), {}), (("easy", "hard"), {})),
    "zigzag": ((("easy", "normal", "hard"), {"rounds": 20}),),
    "scramble": ((("easy", "normal", "hard", "random"), dict(BOTS_ONLY_OPTIONS)),),
}
GAMES = {"ostriches": 24, "zigzag": 60, "scramble": 48}  # per line-up; about 4 min on 2 cores
RECOMPUTE_GAMES = 100_000


def play(task: tuple[str, Lineup, dict[str, Any], int]) -> tuple[str, Lineup, list[int]]:
    """One seeded game between bots (rotated by its index): the line-up as seated, and
    each seat's place (run in a pool worker)."""
    kind, lineup, options, index = task
    engine = get_engine(kind)
    shift = index % len(lineup)
    seated = lineup[shift:] + lineup[:shift]
    picker = random.Random(index)
    state = engine.new_game(len(seated), index, options)
    steps = 0
    while seats := engine.to_act(state):
        seed = index * 100_003 + steps
        out_of_turn = anytime_step(engine, state, seated, seed)
        if out_of_turn is not None:
            seat, action = out_of_turn
        elif seated[seats[0]] == "random":
            seat = seats[0]
            action = picker.choice(engine.legal_actions(state, seat))
        else:
            seat = seats[0]
            action = engine.bot_action(engine.bot_view(state, seat), seat, level=seated[seat],
                                       seed=seed)
        state, _ = engine.apply(state, seat, action)
        steps += 1
    ranks = ranks_of(engine.outcome(state), len(seated))
    assert ranks is not None
    return kind, seated, ranks


def landmarks(quick: bool) -> dict[str, dict[str, tuple[float, float]]]:
    """Each kind's bot levels rated against each other: (mu, sigma), normal at 25."""
    tasks = [(kind, lineup, options, index)
             for kind, lineups in LINEUPS.items() for lineup, options in lineups
             for index in range(1 if quick else GAMES[kind])]
    tasks.sort(key=lambda t: (t[0], t[3]))  # line-ups interleaved, in seed order
    with ProcessPoolExecutor(max_workers=2) as pool:
        games = list(pool.map(play, tasks, chunksize=1))
    found: dict[str, dict[str, tuple[float, float]]] = {}
    for kind in LINEUPS:
        players = {level: MODEL.rating() for level in (*LEVELS, "random")}
        for played, seated, ranks in games:
            if played != kind:
                continue
            rated = MODEL.rate([[players[level]] for level in seated],
                               ranks=[float(r) for r in ranks])
            for level, team in zip(seated, rated, strict=True):
                players[level] = team[0]
        shift = MODEL.mu - players["normal"].mu
        found[kind] = {level: (round(players[level].mu + shift, 3),
                               round(players[level].sigma, 3)) for level in LEVELS}
    return found


def write_landmarks(found: dict[str, dict[str, tuple[float, float]]]) -> None:
    """Rewrite the table of `sessions/core/landmarks.py` with `found`."""
    text = LANDMARKS_FILE.read_text(encoding="utf-8")
    head = text[:text.index("    # generated by bench.bench_ratings")]
    rows = ""
    for kind, levels in found.items():
        pairs = ", ".join(f'"{level}": {value}' for level, value in levels.items())
        rows += f'    "{kind}": {{{pairs}}},\n'
    LANDMARKS_FILE.write_text(head + "    # generated by bench.bench_ratings: do not edit by"
                              " hand\n" + rows + "}\n", encoding="utf-8")


def synthetic_games(count: int, seed: int = 1) -> list[tuple[Any, ...]]:
    """(game id, kind, outcome JSON, seats as (user, bot level)) of `count` finished games."""
    rng = random.Random(seed)
    games = []
    for game_id in range(1, count + 1):
        kind = rng.choice(("ostriches", "zigzag", "scramble"))
        size = 2 if kind == "ostriches" else rng.randint(2, 6)
        people = rng.sample(range(1, 2001), size)
        seats: list[tuple[int, str | None]] = [(user, None) for user in people]
        if rng.random() < 0.25:
            seats[-1] = (-1, rng.choice(LEVELS))
        order = list(range(size))
        rng.shuffle(order)
        places: list[list[int]] = []
        for seat in order:
            if places and rng.random() < 0.1:
                places[-1].append(seat)  # a tie
            else:
                places.append([seat])
        outcome = json.dumps({"winners": places[0], "places": places, "reason": "x"})
        games.append((game_id, kind, outcome, seats))
    return games


async def recompute_time(count: int) -> float:
    """Seconds `recompute_ratings` takes over `count` synthetic finished games (SQLite)."""
    from sessions import GameService, ManualClock
    from storage import Database, SqliteStore

    with tempfile.TemporaryDirectory() as folder:
        db = await Database.open(Path(folder) / "ratings.sqlite3")
        try:
            stamp = "2026-01-01T00:00:00.000000+00:00"
            games = synthetic_games(count)
            async with db.transaction() as conn:
                await conn.executemany(
                    "INSERT INTO games (id, kind, guild_id, channel_id, host_id, status,"
                    " seed, outcome, created_at, updated_at)"
                    " VALUES (?, ?, 1, 1, 1, 'finished', 1, ?, ?, ?)",
                    [(g, kind, outcome, stamp, stamp) for g, kind, outcome, _ in games])
                await conn.executemany(
                    "INSERT INTO seats (game_id, seat, user_id, display_name, joined_at,"
                    " bot_level) VALUES (?, ?, ?, ?, ?, ?)",
                    [(g, seat, user, f"p{user}", stamp, level)
                     for g, _, _, seats in games for seat, (user, level) in enumerate(seats)])
            service = GameService(SqliteStore(db), ManualClock())
            start = time.perf_counter()
            rated = await service.records.recompute_ratings()
            elapsed = time.perf_counter() - start
            assert rated == count, rated
            return elapsed
        finally:
            await db.close()


async def commit_costs(ends: int) -> tuple[float, float]:
    """Median milliseconds of a resignation's end, with and without the rating."""
    import sessions.play.commit as commit
    from sessions import GameService, ManualClock, Player
    from sessions.bots.bots import InlineExecutor
    from storage import Database, SqliteStore

    async def unrated(*args: object) -> None:
        return None

    people = [Player(user_id=100 + i, name=f"p{i}") for i in range(20)]
    rng = random.Random(5)
    timings: dict[bool, list[float]] = {True: [], False: []}
    with tempfile.TemporaryDirectory() as folder:
        db = await Database.open(Path(folder) / "cost.sqlite3")
        service = GameService(SqliteStore(db), ManualClock(), bot_executor=InlineExecutor())
        rate = getattr(commit, "rate_ended")  # noqa: B009  (swapped below, then restored)
        try:
            for index in range(2 * ends):
                rated = index % 2 == 0
                setattr(commit, "rate_ended", rate if rated else unrated)  # noqa: B010
                host, guest = rng.sample(people, 2)
                info = await service.lobby.create("ostriches", guild_id=1, channel_id=10,
                                                  host=host, options={}, language="en")
                await service.lobby.join(info.id, guest)
                await service.lobby.start(info.id, host.user_id)
                start = time.perf_counter()
                await service.absence.resign(info.id, guest.user_id)
                timings[rated].append((time.perf_counter() - start) * 1000)
        finally:
            setattr(commit, "rate_ended", rate)  # noqa: B010
            await service.bots.idle()
            await db.close()
    return statistics.median(timings[True]), statistics.median(timings[False])


def run(quick: bool, write: bool = False) -> list[Figure]:
    """Every figure of this benchmark (a quick run: one game per line-up, small counts)."""
    found = landmarks(quick)
    if write and not quick:
        write_landmarks(found)
    figures = []
    for kind, levels in found.items():
        for level, (mu, sigma) in levels.items():
            figures.append(Figure(AREA, f"{kind} {level} bot: mean", points(mu), "points"))
            figures.append(Figure(AREA, f"{kind} {level} bot: spread (sigma)",
                                  points(sigma), "points"))
    count = 2_000 if quick else RECOMPUTE_GAMES
    seconds = asyncio.run(recompute_time(count))
    figures.append(Figure(AREA, f"recompute {count:,} finished games (SQLite)", seconds, "s",
                          at_most(60.0)))
    with_rating, without = asyncio.run(commit_costs(5 if quick else 100))
    figures.append(Figure(AREA, "a game's end (resignation), with its rating", with_rating,
                          "ms"))
    figures.append(Figure(AREA, "a game's end (resignation), rating left out", without, "ms"))
    figures.append(Figure(AREA, "what the rating adds to the end's commit",
                          with_rating - without, "ms"))
    return figures


def main(argv: Sequence[str] | None = None) -> None:
    """Run the benchmark, print its table; `--write` regenerates the landmarks."""
    parser = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    parser.add_argument("--quick", action="store_true", help="one game per line-up, small runs")
    parser.add_argument("--write", action="store_true",
                        help="write the landmarks into sessions/core/landmarks.py")
    args = parser.parse_args(argv)
    print_table(run(args.quick, args.write))


if __name__ == "__main__":
    main()
