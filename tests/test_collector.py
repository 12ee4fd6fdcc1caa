"""The paced garbage collector runs a full collection only after objects were promoted."""

from __future__ import annotations

import asyncio
import contextlib

from cogs.kit.collector import collect_garbage_periodically


async def test_collects_each_interval_in_which_objects_reached_the_oldest_generation() -> None:
    promoted = [0, 3, 0, 1]  # gc.get_count()[2] at each look: idle, busy, idle, busy
    looks: list[int] = []
    collections: list[int] = []
    looked_enough = asyncio.Event()

    def counts() -> tuple[int, int, int]:
        looks.append(len(looks))
        if len(looks) >= len(promoted):
            looked_enough.set()
        return (0, 0, promoted[min(len(looks) - 1, len(promoted) - 1)])

    def collect() -> int:
        collections.append(len(looks) - 1)
        return 0

    task = asyncio.create_task(collect_garbage_periodically(0.001, collect=collect,
                                                            counts=counts))
    await looked_enough.wait()
    task.cancel()
    with contextlib.suppress(asyncio.CancelledError):
        await task
    assert collections[:2] == [1, 3]
