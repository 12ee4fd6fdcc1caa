"""The offered load of the end-to-end benchmarks: moves at a steady rate, one at a time per
game."""

from __future__ import annotations

import asyncio
import random
import time
from collections.abc import Awaitable, Callable, Iterable


async def offer_moves(rate: float, seconds: float, games: Callable[[], Iterable[int]],
                      move: Callable[[int], Awaitable[None]],
                      rng: random.Random) -> tuple[float, int]:
    """Offer `rate` moves a second for `seconds`: at each tick, `move` in a random game of
    `games()` that is not moving already (a game waiting for the bot is not moved again).
    Waits for the moves started; returns the seconds it all took and the ticks skipped for
    want of an idle game."""
    busy: set[int] = set()
    tasks: set[asyncio.Task[None]] = set()

    async def one(game_id: int) -> None:
        try:
            await move(game_id)
        finally:
            busy.discard(game_id)

    skipped = 0
    started = time.monotonic()
    for tick in range(int(rate * seconds)):
        await asyncio.sleep(max(0.0, started + tick / rate - time.monotonic()))
        idle = [game_id for game_id in games() if game_id not in busy]
        if not idle:
            skipped += 1
            continue
        game_id = rng.choice(idle)
        busy.add(game_id)
        task = asyncio.create_task(one(game_id))
        tasks.add(task)
        task.add_done_callback(tasks.discard)
    await asyncio.gather(*tasks)
    return time.monotonic() - started, skipped
