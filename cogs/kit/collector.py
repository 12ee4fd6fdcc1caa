"""Full garbage collections, paced: small and often rather than rare and long.

CPython collects its oldest generation once the objects promoted into it since the last full
collection reach a quarter of it. Under a steady stream of interactions, each alive for a
second or more while it waits its turn (the interaction, its coroutine, the views discord.py
rebuilds for every press), that is tens of thousands of objects at once, and a full pass
walks every tracked object (about a microsecond each on the benchmark machine): the event
loop stood still for 100 to 300 ms. Collecting every second, when anything was promoted
meanwhile, keeps each pass to the live objects and one second's garbage; an idle bot
collects nothing. What start-up and joining Discord built is frozen out of every pass
(`GameBot.setup_hook`, `GameBot.on_ready`).
"""

from __future__ import annotations

import asyncio
import gc
from collections.abc import Callable

GC_INTERVAL_SECONDS = 1.0


async def collect_garbage_periodically(
    interval: float = GC_INTERVAL_SECONDS,
    *,
    collect: Callable[[], object] = gc.collect,
    counts: Callable[[], tuple[int, int, int]] = gc.get_count,
) -> None:
    """Run a full collection every `interval` seconds in which the collector moved objects
    into the oldest generation (`gc.get_count()[2]`: collections of the middle one since the
    last full pass), until cancelled."""
    while True:
        await asyncio.sleep(interval)
        if counts()[2] > 0:
            collect()
