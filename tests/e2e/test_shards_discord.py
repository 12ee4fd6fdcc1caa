"""Two bot processes on two shards of one database, killed with SIGKILL and restarted, on
each backend: a SQLite file both processes share, and one PostgreSQL database (a fresh one
of the test server, see tests/conftest.py).

Each process (`python bot.py` with `[discord] shard_count = 2`, its own `shard_ids`, see
tests/e2e/remote.py) connects one shard of the fake Discord, which sends it only the servers
of its shard; players keep moving in a server of each shard while process 0 is killed again
and again, and restarted. Then:
- after every kill the database is sound (`ReadOnlyGames.integrity`: SQLite's integrity
  check, PostgreSQL's constraints, and on both every game's state is the replay of its log);
- every action a player was told was accepted is in the game's log, in order;
- every message committed went out exactly once (one post per outbox row, DMs included), and
  process 1, which was never killed, never posted anything twice: nobody else sent its
  servers' messages, and it sent no one else's;
- no game is stuck, and both processes stop cleanly on SIGTERM;
- the commands are synced by shard 0's process only.
And a process killed for good: the other takes over its pending messages within the
configured takeover time, and they still go out once.
"""

from __future__ import annotations

import asyncio
import random
import tomllib
from collections import Counter
from pathlib import Path
from typing import Any

from tests.fake_discord.faults import messages_of
from tests.fake_discord.server import FakeDiscord

from .remote import (
    ROOT,
    BotProcess,
    Lobby,
    Players,
    ReadOnlyGames,
    drain,
    moves_on,
    open_games,
    until_each_moved,
)
from .test_crash_discord import (
    CHECK_TIMEOUT,
    NOTICES,
    PRESS_TIMEOUT,
    is_subsequence,
    keep_moving,
)

SHARDS = 2
TRIALS = 8
GAMES = 3  # per server
SEED = 20261125
TAKEOVER_SECONDS = 2.0


def shard_process(fake: FakeDiscord, tmp_path: Path, database: Path | str, shard: int,
                  **settings: Any) -> BotProcess:
    """The bot process of one shard, as compose.yaml runs it (its deploy file's `[discord]`
    section), on the test's database, with a short takeover time, in a folder of its own."""
    deployed = tomllib.loads((ROOT / "deploy" / f"shard-{shard}.toml").read_text())["discord"]
    assert deployed["shard_count"] == SHARDS and deployed["shard_ids"] == [shard]
    workdir = tmp_path / f"shard{shard}"
    workdir.mkdir()
    return BotProcess(fake, workdir, database, settings={
        **{f"discord.{name}": value for name, value in deployed.items()},
        "discord.takeover_seconds": TAKEOVER_SECONDS,
        "delivery.base_backoff_seconds": 0.05, **settings})


async def servers(fake: FakeDiscord, database: Path | str) -> list[Lobby]:
    """A server on each shard, with its games."""
    return [await open_games(fake, database, GAMES, players=6, seed=SEED + shard,
                             shard=(shard, SHARDS)) for shard in range(SHARDS)]


def posts_by_nonce(fake: FakeDiscord) -> Counter[str]:
    """How many times the bot asked to post each nonce (a repeat is answered with the first
    message, so it shows only here)."""
    return Counter(str(request.json["nonce"]) for request in fake.requests
                   if request.method == "POST" and request.fault is None
                   and isinstance(request.json, dict) and request.json.get("nonce"))


async def check_delivered_once(fake: FakeDiscord, games: ReadOnlyGames) -> None:
    """Every committed message went out, once: one message per nonce, none without a row,
    none posted by the bot without a nonce, DMs included."""
    posted = Counter(nonce for _, nonce in fake.nonces)
    assert all(count == 1 for count in posted.values()), posted.most_common(3)
    rows = await games.outbox()
    assert not [row for row in rows if row[3] is None]
    must_post = {f"o{row_id}" for row_id, _, kind, _ in rows
                 if kind not in ("status", "archive", "lobby", "thread", *NOTICES)}
    nonces = {nonce.rstrip("mc") for nonce in posted}
    assert nonces <= {f"o{row_id}" for row_id, *_ in rows}
    assert not must_post - nonces, sorted(must_post - nonces)[:10]
    with_nonce = {message.id for message in fake.nonces.values()}
    assert not [m.content for m in fake.messages.values()
                if m.kind in ("channel", "dm") and m.author_id == fake.bot_user.id
                and m.id not in with_nonce][:3]
    dms = [message for message in fake.messages.values()
           if message.kind == "dm" and message.author_id == fake.bot_user.id]
    assert dms, "no DM went out: the test saw no private messages"


async def test_two_shards_lose_nothing_and_duplicate_nothing_when_one_is_killed(
        tmp_path: Path, database_location: Path | str) -> None:
    rng = random.Random(SEED)
    database = database_location
    async with FakeDiscord(timeout=PRESS_TIMEOUT) as fake:
        lobbies = await servers(fake, database)
        bots = [shard_process(fake, tmp_path, database, shard) for shard in range(SHARDS)]
        async with ReadOnlyGames(database) as games:
            players = [Players(fake, lobby, games, seed=SEED + index, wait_for_boards=False)
                       for index, lobby in enumerate(lobbies)]
            await asyncio.gather(*(bot.start() for bot in bots))
            try:
                for trial in range(TRIALS):
                    stop, moved = asyncio.Event(), [len(team.tally.played) for team in players]
                    movers = [asyncio.create_task(keep_moving(team, game_id, stop))
                              for team, lobby in zip(players, lobbies, strict=True)
                              for game_id in lobby.threads]
                    await asyncio.sleep(rng.uniform(0.1, 0.6))
                    await until_each_moved(players, moved)
                    await bots[0].kill()
                    await asyncio.sleep(rng.uniform(0.0, 0.3))  # shard 1 plays on meanwhile
                    stop.set()
                    for mover in movers:
                        mover.cancel()
                    await asyncio.gather(*movers, return_exceptions=True)
                    assert await games.integrity() == "ok", f"trial {trial}"
                    await bots[0].start()

                fake.timeout = CHECK_TIMEOUT
                await drain(games, timeout=30)
                log = await games.actions()
                for team, lobby in zip(players, lobbies, strict=True):
                    for game_id in lobby.threads:
                        told = [step for p in team.tally.played if p.game_id == game_id
                                for step in p.steps]
                        logged = [notation for g, _, notation in log if g == game_id]
                        assert is_subsequence(told, logged), (game_id, told, logged)
                assert all(len(team.tally.played) >= TRIALS for team in players), \
                    "the players hardly moved in one server: the test saw no load"
                await check_delivered_once(fake, games)
                # the commands are the bot's: only shard 0's process syncs them, at each start
                syncs = [request for request in fake.requests
                         if request.method == "PUT" and request.path.endswith("/commands")]
                assert len(syncs) == bots[0].starts, (len(syncs), bots[0].starts)
                # process 1 never died: each of its rows was posted by it alone, once
                second_games = set(lobbies[1].threads)
                rows = {f"o{row_id}": game_id for row_id, game_id, _, _ in await games.outbox()}
                repeated = {nonce: count for nonce, count in posts_by_nonce(fake).items()
                            if rows.get(nonce.rstrip("mc")) in second_games and count > 1}
                assert not repeated, repeated

                for team, lobby in zip(players, lobbies, strict=True):
                    for game_id in lobby.threads:
                        await moves_on(team, game_id)
            finally:
                stopped = [await bot.stop() for bot in bots]
        assert stopped == [0, 0], [bot.log_text()[-2000:] for bot in bots]
        assert not fake.problems(), fake.problems()


async def test_a_process_killed_for_good_has_its_messages_taken_over(
        tmp_path: Path, database_location: Path | str) -> None:
    """Process 0's board post keeps failing (it retries every 0.2 s, patiently) when it is
    killed and never restarted: process 1 takes the move's messages over once they have
    waited the takeover time, and within a few seconds of it; each goes out once."""
    database = database_location
    async with FakeDiscord(timeout=CHECK_TIMEOUT) as fake:
        lobbies = await servers(fake, database)
        bots = [shard_process(fake, tmp_path, database, 0, **{
                    "delivery.max_attempts": 100, "delivery.max_backoff_seconds": 0.2}),
                shard_process(fake, tmp_path, database, 1)]
        async with ReadOnlyGames(database) as games:
            await asyncio.gather(*(bot.start() for bot in bots))
            try:
                await drain(games, timeout=30)
                players = Players(fake, lobbies[0], games, seed=SEED, command_share=1.0,
                                  wait_for_boards=False)
                game_id = next(iter(lobbies[0].threads))
                failing = fake.faults.fail_next("POST", messages_of(lobbies[0].threads[game_id].id),
                                                503, count=None)
                moved_at = asyncio.get_running_loop().time()
                assert await players.play(game_id) is not None
                await fake.wait_until(lambda: True if len(failing.hits) >= 3 else None,
                                      CHECK_TIMEOUT, "process 0 to retry the board")
                await bots[0].kill()
                fake.faults.clear()
                assert await games.pending_outbox() > 0, "nothing was left to take over"
                await drain(games, timeout=TAKEOVER_SECONDS + 5)
                # not before its time: the move's messages waited the takeover time
                waited = asyncio.get_running_loop().time() - moved_at
                assert waited >= TAKEOVER_SECONDS, waited
                await check_delivered_once(fake, games)
            finally:
                stopped = [await bot.stop() for bot in bots]
        assert stopped[1] == 0, bots[1].log_text()[-2000:]
        assert not fake.problems(), fake.problems()
