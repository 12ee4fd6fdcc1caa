"""`python bot.py --copy-database FROM TO`: a database full of games of every kind goes from
SQLite into PostgreSQL and back, every table equal after each hop, and every game in play
plays on through the game service; a target that is not empty, a source that is not this
bot's database, and bad arguments, are refused in one line, before anything is opened for
writing: the files named are left byte for byte as they were, and none is created."""

from __future__ import annotations

import asyncio
import hashlib
import random
import sqlite3
import subprocess
import sys
from collections.abc import AsyncIterator
from datetime import timedelta
from pathlib import Path
from typing import Any

import asyncpg
import pytest

from sessions import GameService, ManualClock, Player
from sessions.bots.bots import InlineExecutor
from storage import Database
from storage.backends import AnyDatabase, open_database, store_over
from storage.copy import CopyError, copy_database, rows_of, tables
from storage.postgres.database import PostgresDatabase
from tests.conftest import server_database
from tests.postgres_server import TestServer as PostgresServer  # not collected as a test

ROOT = Path(__file__).resolve().parent.parent
PEOPLE = [Player(user_id=101 + n, name=f"Player {n}") for n in range(4)]
ALICE, BOB, CAROL, DAN = PEOPLE


def service_on(db: AnyDatabase, clock: ManualClock) -> GameService:
    return GameService(store_over(db), clock, seed_source=lambda: 4242,
                       bot_executor=InlineExecutor())


async def lobby(service: GameService, kind: str, players: list[Player], *,
                clock: str | None = None, bots: int = 0) -> int:
    info = await service.lobby.create(kind, guild_id=1, channel_id=10, host=players[0], options={},
                                      language="en", clock=clock, bots=bots, bot_level="easy")
    for player in players[1:]:
        await service.lobby.join(info.id, player)
    return info.id


async def started(service: GameService, kind: str, players: list[Player], **how: Any) -> int:
    game_id = await lobby(service, kind, players, **how)
    await service.bots.idle()
    info = await service.games.info(game_id)
    if info.game.status == "lobby":
        await service.lobby.start(game_id, players[0].user_id)
    return game_id


async def play(service: GameService, game_id: int, rng: random.Random, moves: int) -> None:
    """`moves` random legal moves by the people at the table (the bots answer)."""
    for _ in range(moves):
        await service.bots.idle()
        info = await service.games.info(game_id)
        if info.game.status != "active":
            return
        people = [user for seat in info.to_act if (user := info.user_of(seat)) is not None]
        assert people, "a game in play where no person can move"
        user = rng.choice(people)
        _, choices = await service.play.choices(game_id, user)
        await service.play.act(game_id, user, rng.choice(choices).notation)


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
    assert (await service.games.info(finished)).game.status == "finished"
    clock.advance(timedelta(hours=1))
    async with service.store.transaction() as tx:
        vote = await tx.open_vote(playing[1], 2, clock.now(), clock.now() + timedelta(days=1))
        await tx.set_ballot(vote.id, 0, "more_time")
        await tx.add_timer("vote_close", vote.closes_at, clock.now(), game_id=playing[1],
                           vote_id=vote.id)
        await tx.set_user(ALICE.user_id, clock.now(), language="fr", digest=True,
                          digest_hour=7, vacation_until=clock.now() + timedelta(days=3),
                          locale="fr")
        await tx.set_guild_settings(1, clock.now(), use_threads=False, takeover_level="hard",
                                    missing_told="pin_messages")
        await tx.set_rating_hidden(BOB.user_id, True, clock.now())
        [first, *_] = await tx.due_outbox(clock.now(), limit=5)
        await tx.mark_sent(first.id, clock.now())
    return [game_id for game_id in playing
            if (await service.games.info(game_id)).game.status == "active"]


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
                  "game_clocks", "users", "guild_settings", "ratings", "rated_games",
                  "rating_changes", "rating_clock", "rating_hidden"):
        assert before[table], f"the source has no {table} rows: the test proves nothing"
    # the columns of the latest migrations hold values, so the copy is seen to carry them
    assert any(row["locale"] == "fr" for row in after["users"])
    assert any(row["missing_told"] for row in after["guild_settings"])


async def plays_on(db: AnyDatabase, clock: ManualClock, playing: list[int]) -> None:
    """Every game in play takes a move; a new game gets a new id and plays too."""
    service = service_on(db, clock)
    rng = random.Random(11)
    for game_id in playing:
        before = (await service.games.info(game_id)).game.version
        await play(service, game_id, rng, 1)
        assert (await service.games.info(game_id)).game.version > before
    fresh = await started(service, "ostriches", [ALICE, BOB])
    assert fresh > max(playing)
    await play(service, fresh, rng, 2)
    await service.bots.idle()


@pytest.fixture
async def empty_postgres_url(postgres_server: PostgresServer) -> AsyncIterator[str]:
    """A fresh database without any table (what the copy takes), dropped after the test."""
    async with server_database(postgres_server, migrated=False) as url:
        yield url


async def check_hop(source: str | Path, target: str | Path, clock: ManualClock,
                    playing: list[int]) -> None:
    """After a copy from `source` to `target`: every table equal, and every game in play
    plays on at the target."""
    copied_from, copied_to = await open_database(source), await open_database(target)
    try:
        await check_copy(copied_from, copied_to)
        await plays_on(copied_to, clock, playing)
    finally:
        await copied_from.close()
        await copied_to.close()


async def test_a_full_database_goes_to_postgresql_and_back_and_plays_on(
        tmp_path: Path, empty_postgres_url: str) -> None:
    clock = ManualClock()
    origin_path, back_path = tmp_path / "origin.sqlite3", tmp_path / "back.sqlite3"
    origin = await Database.open(origin_path)
    try:
        playing = await fill(service_on(origin, clock), clock)
    finally:
        await origin.close()
    assert len(playing) == 5

    report = await copy_database(origin_path, empty_postgres_url)
    assert report.rows["games"] == 9
    await check_hop(origin_path, empty_postgres_url, clock, playing)

    await copy_database(empty_postgres_url, back_path)
    await check_hop(empty_postgres_url, back_path, clock, playing)

    with pytest.raises(CopyError, match="not empty"):
        await copy_database(back_path, empty_postgres_url)


async def server_tables(url: str) -> dict[str, int]:
    """The tables of a PostgreSQL database's schema, with their numbers of rows."""
    conn = await asyncpg.connect(url)
    try:
        names = [row[0] for row in await conn.fetch(
            "SELECT table_name FROM information_schema.tables"
            " WHERE table_schema = current_schema() ORDER BY table_name")]
        return {name: await conn.fetchval(f"SELECT count(*) FROM {name}") for name in names}
    finally:
        await conn.close()


async def test_a_refused_or_failed_copy_leaves_the_server_as_it_was(
        tmp_path: Path, postgres_url: str, empty_postgres_url: str) -> None:
    """A server database with tables is refused, untouched; a copy that fails half-way
    takes its tables away with it, so the empty database stays empty and takes the copy
    once the source is mended."""
    source = tmp_path / "source.sqlite3"
    db = await Database.open(source)
    await db.close()
    target = await PostgresDatabase.open(postgres_url)
    try:
        async with target.transaction() as conn:
            await conn.execute("INSERT INTO users (user_id, updated_at) VALUES (1, 'x')")
    finally:
        await target.close()
    before = await server_tables(postgres_url)
    assert before["users"] == 1
    with pytest.raises(CopyError, match="the target is not empty"):
        await copy_database(source, postgres_url)
    assert await server_tables(postgres_url) == before

    seat_without_game(source)
    with pytest.raises(CopyError, match="the copy failed"):
        await copy_database(source, empty_postgres_url)
    assert await server_tables(empty_postgres_url) == {}
    raw = sqlite3.connect(source)
    with raw:
        raw.execute("DELETE FROM seats")
    raw.close()
    report = await copy_database(source, empty_postgres_url)
    assert report.rows["seats"] == 0 and "games" in await server_tables(empty_postgres_url)


def seat_without_game(path: Path) -> None:
    """Give the bot's database at `path` a seat whose game is missing (its foreign keys are
    not enforced here), so that a copy fails half-way, on the target's foreign key."""
    raw = sqlite3.connect(path)
    with raw:
        raw.execute("INSERT INTO seats (game_id, seat, user_id, display_name, joined_at)"
                    " VALUES (999, 0, 1, 'nobody', 'x')")
    raw.close()


def make_bot_database(path: Path, *, with_rows: bool = False) -> None:
    """This bot's database at `path`, migrated (with a row in `users` if `with_rows`), closed
    and checkpointed as a stopped bot leaves it."""
    async def make() -> None:
        db = await Database.open(path)
        if with_rows:
            async with db.transaction() as conn:
                await conn.execute("INSERT INTO users (user_id, updated_at) VALUES (1, 'x')")
        await db.close()

    asyncio.run(make())
    settle(path)


def settle(path: Path) -> None:
    """Checkpoint the SQLite file at `path` and let go of it, its -wal and -shm removed."""
    raw = sqlite3.connect(path)
    raw.execute("SELECT count(*) FROM sqlite_master").fetchall()
    raw.close()


def other_program(path: Path, *, rows: bool = True) -> None:
    """Another program's SQLite database at `path`: a table of its own."""
    raw = sqlite3.connect(path)
    raw.execute("CREATE TABLE notes (id INTEGER PRIMARY KEY, text TEXT)")
    if rows:
        raw.execute("INSERT INTO notes (text) VALUES ('keep me')")
    raw.commit()
    raw.close()


def fingerprint(folder: Path) -> dict[str, str]:
    """Every file under `folder`, by relative path, with a hash of its bytes."""
    return {str(path.relative_to(folder)): hashlib.sha256(path.read_bytes()).hexdigest()
            for path in sorted(folder.rglob("*")) if path.is_file()}


def make_source(kind: str, path: Path) -> None:
    """A source the copy must refuse."""
    if kind == "another program's":
        other_program(path)
    elif kind == "empty file":
        path.touch()
    elif kind == "not a database":
        path.write_text("hello\n")
    elif kind == "foreign schema_migrations":  # as Rails or golang-migrate keep theirs
        raw = sqlite3.connect(path)
        raw.execute("CREATE TABLE schema_migrations (version TEXT PRIMARY KEY)")
        raw.execute("INSERT INTO schema_migrations VALUES ('20240101120000')")
        raw.commit()
        raw.close()
    elif kind == "newer release":
        make_bot_database(path)
        with sqlite3.connect(path) as raw:
            raw.execute("INSERT INTO schema_migrations VALUES (99, '0099_future', 'x')")
        raw.close()
    if kind not in ("empty file", "not a database"):
        settle(path)


@pytest.mark.parametrize(("kind", "message"), [
    ("another program's", "is not a database of this bot"),
    ("empty file", "is not a database of this bot"),
    ("not a database", "cannot open"),
    ("foreign schema_migrations", "is not a database of this bot"),
    ("newer release", "newer"),
])
async def test_a_source_that_is_not_this_bots_database_is_refused_untouched(
        tmp_path: Path, kind: str, message: str) -> None:
    """Neither the source (never migrated, not even read with a writer) nor the target (not
    created, nor its folder) is touched."""
    source, target = tmp_path / "in" / "other.sqlite3", tmp_path / "out" / "copy.sqlite3"
    source.parent.mkdir()
    await asyncio.to_thread(make_source, kind, source)
    before = fingerprint(source.parent)
    with pytest.raises(CopyError, match=message):
        await copy_database(source, target)
    assert fingerprint(source.parent) == before
    assert not target.parent.exists()


def make_target(kind: str, path: Path) -> None:
    """A target the copy must refuse."""
    if kind == "another program's":
        other_program(path)
    elif kind == "another program's, its table empty":
        other_program(path, rows=False)
    elif kind == "this bot's, with rows":
        make_bot_database(path, with_rows=True)
    elif kind == "this bot's, without rows":
        make_bot_database(path)
    elif kind == "not a database":
        path.write_text("hello\n")


@pytest.mark.parametrize(("kind", "message"), [
    ("another program's", "the target is not empty"),
    ("another program's, its table empty", "the target is not empty"),
    ("this bot's, with rows", "the target is not empty"),
    ("this bot's, without rows", "the target is not empty"),
    ("not a database", "cannot open"),
])
async def test_a_target_that_is_not_empty_is_refused_untouched(
        tmp_path: Path, kind: str, message: str) -> None:
    """The target keeps every byte (no table of this bot added to it), and the source is not
    migrated either."""
    source, target = tmp_path / "in" / "bot.sqlite3", tmp_path / "out" / "target.sqlite3"
    source.parent.mkdir()
    target.parent.mkdir()
    await asyncio.to_thread(make_bot_database, source)
    await asyncio.to_thread(make_target, kind, target)
    before = fingerprint(tmp_path)
    with pytest.raises(CopyError, match=message):
        await copy_database(source, target)
    assert fingerprint(tmp_path) == before


@pytest.mark.parametrize("kind", ["empty file", "database without tables"])
async def test_an_empty_file_takes_the_copy(tmp_path: Path, kind: str) -> None:
    """An empty file, or a SQLite database without a table, is an empty target."""
    source, target = tmp_path / "bot.sqlite3", tmp_path / "target.sqlite3"
    clock = ManualClock()
    db = await Database.open(source)
    try:
        await lobby(service_on(db, clock), "ostriches", [ALICE, BOB])
    finally:
        await db.close()
    if kind == "empty file":
        target.touch()
    else:
        raw = sqlite3.connect(target)
        raw.execute("PRAGMA user_version = 7")
        raw.close()
        assert target.stat().st_size > 0
    report = await copy_database(source, target)
    assert report.rows["games"] == 1 and report.rows["seats"] == 2
    copied, origin = await Database.open(target), await Database.open(source)
    try:
        assert await contents(copied) == await contents(origin)
    finally:
        await copied.close()
        await origin.close()


@pytest.mark.parametrize("kind", ["missing", "empty file"])
async def test_a_copy_that_fails_leaves_the_file_as_it_was(tmp_path: Path, kind: str) -> None:
    """A copy that fails half-way (a row the target's foreign keys refuse) leaves no file it
    created behind (nor its folder), and an empty file empty."""
    source, target = tmp_path / "bot.sqlite3", tmp_path / "out" / "deeper" / "copy.sqlite3"
    await asyncio.to_thread(make_bot_database, source)
    seat_without_game(source)
    if kind == "empty file":
        target.parent.mkdir(parents=True)
        target.touch()
    before = fingerprint(tmp_path)
    with pytest.raises(CopyError, match="the copy failed"):
        await copy_database(source, target)
    assert {name: digest for name, digest in fingerprint(tmp_path).items()
            if name.startswith("out")} == {name: digest for name, digest in before.items()
                                            if name.startswith("out")}
    assert (tmp_path / "out").exists() == (kind == "empty file")


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
    (["--copy-database", "{source}", "postgresql://u@localhost:99999/db"],
     "error: bad PostgreSQL URL postgresql://u@localhost:99999/db: the port"),
    (["--copy-database", "{source}", "postgresql://u:hunter2@localhost:abc/db"],
     "error: bad PostgreSQL URL postgresql://u@localhost:abc/db: the port"),
    (["--copy-database", "postgresql://u:hunter2@[::1]:70000,localhost/db?x=1", "{target}"],
     "error: bad PostgreSQL URL postgresql://u@[::1]:70000,localhost/db?x=1: the port"),
    (["--copy-database", "postgresql://u@localhost/db?port=0&password=hunter2", "{target}"],
     "error: bad PostgreSQL URL postgresql://u@localhost/db?port=0: the port"),
    (["--copy-database", "{other}", "{target}"], "error: {other} is not a database of this bot"),
])
def test_bad_arguments_and_targets_are_refused_in_one_line(tmp_path: Path, args: list[str],
                                                           message: str) -> None:
    places = {name: tmp_path / f"{name}.sqlite3" for name in ("missing", "target", "source",
                                                              "filled", "other")}
    make_bot_database(places["source"])
    make_bot_database(places["filled"], with_rows=True)
    other_program(places["other"])
    result = bot_py(*(arg.format(**places) for arg in args))
    assert result.returncode == 2
    assert result.stderr.startswith(message.format(**places)), result.stderr
    assert result.stderr.count("\n") == 1, result.stderr
    assert "Traceback" not in result.stderr and "hunter2" not in result.stderr
    assert not places["target"].exists()

