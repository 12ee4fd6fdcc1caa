"""A writer process for the crash test: plays moves into one game until it is killed.

    python crash_writer.py DB_PATH GAME_ID [MAX_ACTIONS]

Each move is one transaction through `Store` (update_game + append_action + enqueue, as the
sessions layer does); its seq is printed on stdout only once the transaction has committed,
so every printed number is an acknowledged action the database must still hold after a
SIGKILL. It resumes where the log stands, so it can be started again on the same game.
"""

from __future__ import annotations

import asyncio
import json
import sys
from datetime import UTC, datetime, timedelta

from storage import Database, SqliteStore

T0 = datetime(2024, 5, 1, 12, 0, tzinfo=UTC)


async def play(path: str, game_id: int, max_actions: int) -> int:
    """Play moves from where the log stands until killed (or `max_actions`); exit code."""
    db = await Database.open(path)
    store = SqliteStore(db)
    try:
        game = await store.get_game(game_id)
        done = len(await store.list_actions(game_id))
        if game is None or game.version != done:
            print(f"inconsistent start: {game!r} with {done} actions", file=sys.stderr)
            return 3
        for seq in range(done + 1, max_actions + 1):
            now = T0 + timedelta(seconds=seq)
            async with store.transaction() as tx:
                current = await tx.get_game(game_id)
                assert current is not None
                await tx.update_game(
                    game_id, expected_version=current.version, now=now,
                    state=json.dumps({"last_seq": seq}), posted_seq=seq - 1,
                )
                action = await tx.append_action(
                    game_id, seat=seq % 4, notation=f"move {seq}", events="[]", now=now
                )
                if action.seq != seq:
                    raise RuntimeError(f"expected seq {seq}, the log gave {action.seq}")
                await tx.enqueue(game_id, json.dumps({"seq": seq}), now)
            sys.stdout.write(f"{seq}\n")  # acknowledged: committed before this line
            sys.stdout.flush()
        return 0
    finally:
        await db.close()


def main(argv: list[str]) -> int:
    """Parse the arguments and play; the exit code says whether the start was consistent."""
    path, game_id = argv[0], int(argv[1])
    max_actions = int(argv[2]) if len(argv) > 2 else 100_000  # a bound if nobody kills us
    return asyncio.run(play(path, game_id, max_actions))


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
