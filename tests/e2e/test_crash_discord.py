"""The bot process killed with SIGKILL, again and again, while players keep pressing.

One fake Discord, one database, a few games; fifty times: start the real bot in its own
process (`python bot.py`, see tests/e2e/remote.py), let players move in every game at once for
a seeded random moment, kill the bot (no cleanup, no last commit), check the file. After the
last trial the bot runs until it has sent everything, and then:
- every action a player was told was accepted is in the game's action log, in order;
- `PRAGMA integrity_check` says ok after every kill;
- every message the bot committed to send went out exactly once: one post per outbox row in
  the fake (a post repeated after a restart carries the same nonce, and Discord, like the
  fake, answers it with the first message), and none without its row;
- no game is stuck: each still waits for someone, and a move is accepted in each;
- and SIGTERM then stops the bot cleanly.
"""

from __future__ import annotations

import asyncio
import random
import sqlite3
from collections import Counter
from pathlib import Path

from tests.fake_discord.models import PATIENCE
from tests.fake_discord.server import FakeDiscord

from .remote import (
    BotProcess,
    Players,
    ReadOnlyGames,
    drain,
    moves_on,
    open_games,
    until_each_moved,
)

TRIALS = 50
GAMES = 6
SEED = 20261121
NOTICES = ("turn", "remind", "digest")
PRESS_TIMEOUT = 1.0  # a press the dying bot never answers is abandoned after this
CHECK_TIMEOUT = PATIENCE  # the final checks wait longer: nothing should be refused there


def integrity(database: Path) -> str:
    """SQLite's own verdict on the file, read as the next start would read it."""
    with sqlite3.connect(database) as conn:
        return str(conn.execute("PRAGMA integrity_check").fetchone()[0])


def is_subsequence(wanted: list[str], log: list[str]) -> bool:
    """Whether `wanted` appears in `log` in order (other entries may lie in between)."""
    entries = iter(log)
    return all(any(entry == item for entry in entries) for item in wanted)


async def keep_moving(players: Players, game_id: int, stop: asyncio.Event) -> None:
    """One player after another in one game, until `stop` (a flag rather than only a
    cancellation: asyncio.wait_for in Python 3.11 may swallow a cancel that races with its
    result, and this loop must end even then)."""
    while not stop.is_set():
        if await players.play(game_id) is None:
            await asyncio.sleep(0.01)


async def test_sigkill_under_load_loses_nothing_and_duplicates_nothing(tmp_path: Path) -> None:
    rng = random.Random(SEED)
    database = tmp_path / "bot.sqlite3"
    async with FakeDiscord(timeout=PRESS_TIMEOUT) as fake:
        lobby = await open_games(fake, database, GAMES, players=8, seed=SEED)
        bot = BotProcess(fake, tmp_path, database,
                         settings={"delivery.base_backoff_seconds": 0.05})
        async with ReadOnlyGames(database) as games:
            players = Players(fake, lobby, games, seed=SEED, wait_for_boards=False)
            for trial in range(TRIALS):
                await bot.start()
                stop, moved = asyncio.Event(), len(players.tally.played)
                movers = [asyncio.create_task(keep_moving(players, game_id, stop))
                          for game_id in lobby.threads]
                await asyncio.sleep(rng.uniform(0.05, 0.6))
                await until_each_moved([players], [moved])
                await bot.kill()
                stop.set()
                for mover in movers:
                    mover.cancel()
                await asyncio.gather(*movers, return_exceptions=True)
                assert integrity(database) == "ok", f"trial {trial}"

            fake.timeout = CHECK_TIMEOUT
            await bot.start()
            try:
                await drain(games, timeout=30)
                log = await games.actions()
                for game_id in lobby.threads:
                    told = [step for p in players.tally.played if p.game_id == game_id
                            for step in p.steps]
                    logged = [notation for g, _, notation in log if g == game_id]
                    assert is_subsequence(told, logged), (game_id, told, logged)
                acknowledged = len(players.tally.played)
                assert acknowledged >= TRIALS, "the players hardly moved: the test saw no load"

                posted = Counter(nonce for _, nonce in fake.nonces)
                assert all(count == 1 for count in posted.values()), posted.most_common(3)
                rows = await games.outbox()
                unsent = [row for row in rows if row[3] is None]
                assert not unsent, unsent[:5]
                # Status messages and lobby cards are edited in place (a card is posted once,
                # by its first refresh), archives edit the card, a thread is opened off it;
                # turn notices are rightly dropped when the player moved before they went out.
                must_post = {f"o{row_id}" for row_id, _, kind, _ in rows
                             if kind not in ("status", "archive", "lobby", "thread", *NOTICES)}
                # a mention falling back from a DM, a card posted by a status refresh
                nonces = {nonce.rstrip("mc") for nonce in posted}
                assert nonces <= {f"o{row_id}" for row_id, *_ in rows}  # nothing from nowhere
                missing = must_post - nonces
                assert not missing, sorted(missing)[:10]
                with_nonce = {message.id for message in fake.nonces.values()}
                no_nonce = [m for m in fake.messages.values()
                            if m.kind in ("channel", "dm") and m.author_id == fake.bot_user.id
                            and m.id not in with_nonce]
                assert not no_nonce, [m.content for m in no_nonce[:3]]

                # No game is stuck: each one is over, or takes a move now (a fast bot can
                # finish every game during the trials).
                statuses = {game_id: (await games.game(game_id)).status
                            for game_id in lobby.threads}
                assert set(statuses.values()) <= {"active", "finished"}, statuses
                for game_id in statuses:
                    await moves_on(players, game_id)
            finally:
                stopped = await bot.stop()
        assert stopped == 0, bot.log_text()[-2000:]  # SIGTERM: a clean shutdown
        assert not fake.problems(), fake.problems()

