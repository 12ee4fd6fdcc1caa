"""A writer process killed (SIGKILL) mid-load loses no acknowledged action.

The writer (`crash_writer.py`) prints each action's seq right after its transaction
committed. The test kills it at seeded random moments, then reopens the file and checks
that every acknowledged action is there, with its state and outbox row, and nothing half
written is.
"""

from __future__ import annotations

import asyncio
import itertools
import json
import os
import random
import signal
import sys
from datetime import UTC, datetime, timedelta
from pathlib import Path

from storage import Database, SqliteStore

WRITER = Path(__file__).with_name("crash_writer.py")
ROOT = Path(__file__).resolve().parents[2]
ROUNDS = 5
START_TIMEOUT = 30.0  # seconds for the writer to acknowledge its first action


async def run_and_kill(path: Path, game_id: int, rng: random.Random) -> list[int]:
    """Start the writer, kill it at a random moment, return the seqs it acknowledged."""
    inherited = os.environ.get("PYTHONPATH")
    env = {**os.environ, "PYTHONPATH": os.pathsep.join([str(ROOT), *filter(None, [inherited])])}
    process = await asyncio.create_subprocess_exec(
        sys.executable, str(WRITER), str(path), str(game_id),
        stdout=asyncio.subprocess.PIPE, stderr=asyncio.subprocess.PIPE, env=env,
    )
    assert process.stdout is not None and process.stderr is not None
    acknowledged: list[int] = []
    target = 1  # acknowledgements to wait for; the first one shows the writer is running
    reached = asyncio.Event()

    async def read_acks() -> None:
        assert process.stdout is not None
        while line := await process.stdout.readline():
            if line.endswith(b"\n"):  # a line cut short by the kill was not acknowledged
                acknowledged.append(int(line))
                if len(acknowledged) >= target:
                    reached.set()

    reading = asyncio.create_task(read_acks())
    try:
        await asyncio.wait_for(reached.wait(), START_TIMEOUT)
        if rng.random() < 0.5:
            await asyncio.sleep(rng.uniform(0.02, 0.2))
        else:
            target = len(acknowledged) + rng.randint(1, 40)
            reached.clear()
            await asyncio.wait_for(reached.wait(), START_TIMEOUT)
    finally:
        if process.returncode is None:
            process.kill()
        await process.wait()
        await reading  # the pipe still holds what was printed before the kill
    errors = (await process.stderr.read()).decode()
    assert process.returncode == -signal.SIGKILL, f"the writer died by itself:\n{errors}"
    return acknowledged


async def check_database(path: Path, game_id: int, acknowledged: list[int]) -> int:
    """Everything acknowledged is there, consistently; return the number of actions."""
    db = await Database.open(path)
    try:
        store = SqliteStore(db)
        game = await store.get_game(game_id)
        actions = await store.list_actions(game_id)
        seqs = [action.seq for action in actions]
        assert seqs == list(range(1, len(seqs) + 1))
        assert set(acknowledged) <= set(seqs), "an acknowledged action was lost"
        # at most one move committed without being acknowledged: the one being printed
        assert len(seqs) - acknowledged[-1] in (0, 1)
        assert game is not None and game.version == len(seqs)
        assert game.state is not None and json.loads(game.state) == {"last_seq": len(seqs)}
        outbox = await store.due_outbox(datetime(9999, 1, 1, tzinfo=UTC), limit=1_000_000)
        assert sorted(json.loads(row.payload)["seq"] for row in outbox) == seqs
        assert all(row.game_id == game_id for row in outbox)
        async with db.reader.execute("PRAGMA integrity_check") as cursor:
            assert [tuple(row) for row in await cursor.fetchall()] == [("ok",)]
        async with db.reader.execute("PRAGMA foreign_key_check") as cursor:
            assert await cursor.fetchall() == []
        return len(seqs)
    finally:
        await db.close()


async def test_a_killed_writer_loses_no_acknowledged_action(tmp_path: Path) -> None:
    path = tmp_path / "crash.sqlite3"
    db = await Database.open(path)
    async with SqliteStore(db).transaction() as tx:
        game = await tx.create_game(
            kind="zigzag", guild_id=1, channel_id=100, host_id=10, options={}, seed=3,
            language="en", now=datetime(2024, 5, 1, tzinfo=UTC) - timedelta(days=1),
        )
    await db.close()

    rng = random.Random(20240501)
    acknowledged: list[int] = []
    for _ in range(ROUNDS):
        acknowledged += await run_and_kill(path, game.id, rng)
        assert all(a < b for a, b in itertools.pairwise(acknowledged))
        await check_database(path, game.id, acknowledged)
