"""Drawing board images away from the event loop.

A board takes a few milliseconds of Pillow work; drawn on the event loop, every image would
hold up every other player's button press for that long. The painter hands the drawing to an
executor: by default the loop's thread pool (Pillow releases the GIL while it encodes), or a
process pool when the settings ask for one, so that images use the machine's other cores.
"""

from __future__ import annotations

import asyncio
import multiprocessing
import os
import threading
import time
from collections.abc import Sequence
from concurrent.futures import Executor, ProcessPoolExecutor
from functools import partial
from typing import Any

from games import engine_names, get_engine


def paint_board(kind: str, view: Any, language: str, names: Sequence[str]) -> bytes:
    """The PNG of `view` for game `kind`; a module-level function so a process pool can run
    it (the view is a pydantic model, which pickles)."""
    return get_engine(kind).render(view, language, list(names))


PARENT_CHECK_SECONDS = 1.0


def exit_with_parent(parent_pid: int) -> None:
    """In a worker process: exit as soon as the process that started it is gone.

    A bot killed outright (SIGKILL, the OOM killer, a crash) cannot stop its workers, and a
    worker waiting for work never notices: its task queue is a pipe whose writing end the
    worker holds too. Without this, every crash would leave a drawing process behind."""
    def watch() -> None:
        while os.getppid() == parent_pid:
            time.sleep(PARENT_CHECK_SECONDS)
        os._exit(0)

    threading.Thread(target=watch, name="exit-with-parent", daemon=True).start()


class Painter:
    """Draws images in an executor; `executor=None` means the event loop's default one."""

    def __init__(self, executor: Executor | None = None) -> None:
        self.executor = executor

    @classmethod
    def with_processes(cls, processes: int) -> Painter:
        """A painter drawing in `processes` worker processes (0: in the loop's threads).

        Workers are started with "spawn": forking a process that already runs discord.py's
        and aiosqlite's threads could copy a lock in a held state. Each game's caches warm up
        in the workers (see `warm_up`)."""
        if processes <= 0:
            return cls()
        context = multiprocessing.get_context("spawn")
        return cls(ProcessPoolExecutor(processes, mp_context=context,
                                       initializer=exit_with_parent,
                                       initargs=(os.getpid(),)))

    async def paint(self, kind: str, view: Any, language: str, names: Sequence[str]) -> bytes:
        """The PNG of `view`, drawn off the event loop."""
        loop = asyncio.get_running_loop()
        call = partial(paint_board, kind, view, language, tuple(names))
        return await loop.run_in_executor(self.executor, call)

    async def warm_up(self, languages: Sequence[str] = ("en", "fr")) -> None:
        """Draw one board of every game in every language once, before the first player
        waits for one: a renderer's first image builds its caches (palettes, glyphs), which
        takes far longer than the next ones and would stall whatever runs beside it."""
        for kind in engine_names():
            engine = get_engine(kind)
            state = engine.new_game(engine.min_players, 0, None)
            names = [f"{seat + 1}" for seat in range(engine.min_players)]
            for language in languages:
                await self.paint(kind, engine.view(state, None), language, names)
                await self.paint(kind, engine.view(state, 0), language, names)

    def close(self) -> None:
        """Stop the executor this painter was given (the loop's own is not ours to stop)."""
        if self.executor is not None:
            self.executor.shutdown(wait=False, cancel_futures=True)
