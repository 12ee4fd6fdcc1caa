"""`python bot.py --copy-database FROM TO`: a database full of games of every kind goes from
SQLite into PostgreSQL and back, every table equal after each hop, and every game in play
plays on through the game service; a target that is not empty, and bad arguments, are
refused in one line."""

from __future__ import annotations

import random
import subprocess
import sys
from datetime import timedelta
from pathlib import Path
from typing import Any

import pytest

from sessions import GameService, ManualClock, Player
from sessions.bots import InlineExecutor
from storage import Database
from storage.backends import AnyDatabase, open_database, store_over
from storage.copy import CopyError, copy_database, rows_of, tables
from storage.postgres.database import PostgresDatabase

ROOT = Path(__file__).resolve().parent.parent
PEOPLE = [Player(user_id=101 + n, name=f"Player {n}") for n in range(4)]
ALICE, BOB, CAROL, DAN = PEOPLE


def service_on(db: AnyDatabase, clock: ManualClock) -> GameService:
    return GameService(store_over(db), clock, seed_source=lambda: 4242,
                       bot_executor=InlineExecutor())


async def lobby(service: GameService, kind: str, players: list[Player], *,
                clock: str | None = None, bots: int = 0) -> int:
    info = await service.create(kind, guild_id=1, channel_id=10, host=players[0], options={},
                                language="en", clock=clock, bots=bots, bot_level="easy")
    for player in players[1:]:
        await service.join(info.id, player)
    return info.id


async def started(service: GameService, kind: str, players: list[Player], **how: Any) -> int:
    game_id = await lobby(service, kind, players, **how)
    await service.bots.idle()
    info = await service.info(game_id)
    if info.game.status == "lobby":
        await service.start(game_id, players[0].user_id)
    return game_id


async def play(service: GameService, game_id: int, rng: random.Random, moves: int) -> None:
    """`moves` random legal moves by the people at the table (the bots answer)."""
    for _ in range(moves):
        await service.bots.idle()
        info = await service.info(game_id)
        if info.game.status != "active":
            return
        people = [user for seat in info.to_act if (user := info.user_of(seat)) is not None]
        assert people, "a game in play where no person can move"
        user = rng.choice(people)
        _, choices = await service.choices(game_id, user)
        await service.act(game_id, user, rng.choice(choices).notation)


async def fill(service: GameService, clock: ManualClock) -> list[int]:
    """Games of every kind and state, with what goes with them; the ids of those in play."""
    rng = random.Random(7)
    await lobby(service, "ostriches", [ALICE])
    await lobby(service, "scramble", [BOB, CAROL], clock="bank:3d+1d")
    await lobby(service, "zigzag", [CAROL, DAN, ALICE])
    playing = [
        await started(service, "ostriches", [ALICE, BOB], clock="move:24h"),
        await started(service, "scramble", [ALICE, BOB, CAROL], clock="bank:2d/5d"),
        await started(service, "zigzag", [BOB, CAROL, DAN]),
        await started(service, "ostriches", [DAN], bots=1),
        await started(service, "scramble", [CAROL], bots=2),
    ]
    for game_id in playing:
        await play(service, game_id, rng, 6)
    finished = await started(service, "ostriches", [BOB], bots=1)
    await play(service, finished, rng, 400)
    assert (await service.info(finished)).game.status == "finished"
    clock.advance(timedelta(hours=1))
    async with service.store.transaction() as tx:
        vote = await tx.open_vote(playing[1], 2, clock.now(), clock.now() + timedelta(days=1))
        await tx.set_ballot(vote.id, 0, "more_time")
        await tx.add_timer("vote_close", vote.closes_at, clock.now(), game_id=playing[1],
                           vote_id=vote.id)
        await tx.set_user(ALICE.user_id, clock.now(), language="fr", digest=True,
                          digest_hour=7, vacation_until=clock.now() + timedelta(days=3))
        await tx.set_guild_settings(1, clock.now(), use_threads=False, takeover_level="hard")
        [first, *_] = await tx.due_outbox(clock.now(), limit=5)
        await tx.mark_sent(first.id, clock.now())
    return [game_id for game_id in playing
            if (await service.info(game_id)).game.status == "active"]


async def contents(db: AnyDatabase) -> dict[str, list[dict[str, Any]]]:
    """Every row of every table, as plain values, in a canonical order."""
    return {table: sorted((dict(row) for row in await rows_of(db, table)), key=repr)
            for table in await tables(db)}


async def check_copy(source: AnyDatabase, target: AnyDatabase) -> None:
    before = await contents(source)
    after = await contents(target)
    assert sorted(after) == sorted(before)
    for table, rows in before.items():
        assert after[table] == rows, table
    for table in ("games", "seats", "actions", "outbox", "timers", "votes", "seat_clocks",
                  "game_clocks", "users", "guild_settings"):
        assert before[table], f"the source has no {table} rows: the test proves nothing"


async def plays_on(db: AnyDatabase, clock: ManualClock, playing: list[int]) -> None:
    """Every game in play takes a move; a new game gets a new id and plays too."""
    service = service_on(db, clock)
    rng = random.Random(11)
    for game_id in playing:
        before = (await service.info(game_id)).game.version
        await play(service, game_id, rng, 1)
        assert (await service.info(game_id)).game.version > before
    fresh = await started(service, "ostriches", [ALICE, BOB])
    assert fresh > max(playing)
    await play(service, fresh, rng, 2)
    await service.bots.idle()


async def test_a_full_database_goes_to_postgresql_and_back_and_plays_on(
        tmp_path: Path, postgres_url: str) -> None:
    clock = ManualClock()
    origin_path, back_path = tmp_path / "origin.sqlite3", tmp_path / "back.sqlite3"
    origin = await Database.open(origin_path)
    try:
        playing = await fill(service_on(origin, clock), clock)
    finally:
        await origin.close()
    assert len(playing) == 5

    report = await copy_database(origin_path, postgres_url)
    assert report.rows["games"] == 9
    origin, server = await Database.open(origin_path), await open_database(postgres_url)
    try:
        await check_copy(origin, server)
        await plays_on(server, clock, playing)
    finally:
        await origin.close()
        await server.close()

    await copy_database(postgres_url, back_path)
    server, back = await open_database(postgres_url), await Database.open(back_path)
    try:
        await check_copy(server, back)
        await plays_on(back, clock, playing)
    finally:
        await server.close()
        await back.close()

    with pytest.raises(CopyError, match="not empty"):
        await copy_database(back_path, postgres_url)


async def test_a_refused_copy_writes_nothing(tmp_path: Path, postgres_url: str) -> None:
    source = tmp_path / "source.sqlite3"
    db = await Database.open(source)
    await db.close()
    target = await PostgresDatabase.open(postgres_url)
    try:
        async with target.transaction() as conn:
            await conn.execute("INSERT INTO users (user_id, updated_at) VALUES (1, 'x')")
    finally:
        await target.close()
    with pytest.raises(CopyError, match="table users has rows"):
        await copy_database(source, postgres_url)


def bot_py(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, str(ROOT / "bot.py"), *args], cwd=ROOT,
                          capture_output=True, text=True, timeout=60)


@pytest.mark.parametrize(("args", "message"), [
    (["--copy-database", "only-one"], "error: argument --copy-database: expected 2 arguments"),
    (["--copy-database", "{missing}", "{target}"], "error: no SQLite database at"),
    (["--copy-database", "{source}", "{source}"], "error: FROM and TO are the same database"),
    (["--copy-database", "{source}", "postgresql://nobody@127.0.0.1:9/none"],
     "error: cannot open postgresql://nobody@127.0.0.1:9/none:"),
    (["--copy-database", "{source}", "{filled}"], "error: the target is not empty"),
])
def test_bad_arguments_and_targets_are_refused_in_one_line(tmp_path: Path, args: list[str],
                                                           message: str) -> None:
    import asyncio

    async def make(path: Path, with_rows: bool) -> None:
        db = await Database.open(path)
        if with_rows:
            async with db.transaction() as conn:
                await conn.execute("INSERT INTO users (user_id, updated_at) VALUES (1, 'x')")
        await db.close()

    places = {name: tmp_path / f"{name}.sqlite3" for name in ("missing", "target", "source",
                                                              "filled")}
    asyncio.run(make(places["source"], False))
    asyncio.run(make(places["filled"], True))
    result = bot_py(*(arg.format(**places) for arg in args))
    assert result.returncode == 2
    assert result.stderr.startswith(message) and result.stderr.count("\n") == 1, result.stderr
    assert "Traceback" not in result.stderr

