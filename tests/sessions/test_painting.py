"""The drawing workers: each image reaches the caller that asked for it, a renderer error or
a dead worker is reported and the drawing goes on, and no worker outlives the bot, even one
killed outright."""

from __future__ import annotations

import asyncio
import os
import select
import signal
import subprocess
import sys
import time
from pathlib import Path
from typing import Any

import pytest

from games import get_engine
from sessions.delivery.painting import Painter, PaintingFailed, paint_board

ROOT = Path(__file__).resolve().parents[2]

# The worker inherits the bot's stdout: the pipe reaches its end only once both are gone.
STARTS_A_WORKER = """
import asyncio, time
from sessions.delivery.painting import Painter

async def start() -> int:
    painter = Painter(1)
    await painter.warm_up(("en",))
    return painter.worker_pids[0]

if __name__ == "__main__":
    print(asyncio.run(start()), flush=True)
    time.sleep(60)
"""


def _read_to_end(stream: int, seconds: float) -> bool:
    """Read `stream` until every writer has closed it; False if that took over `seconds`."""
    deadline = time.monotonic() + seconds
    while (left := deadline - time.monotonic()) > 0:
        ready, _, _ = select.select([stream], [], [], left)
        if ready and not os.read(stream, 4096):
            return True
    return False


def _has_exited(pid: int) -> bool:
    """Whether process `pid` has ended: no longer listed, or a zombie nobody reaped yet."""
    try:
        stat = Path(f"/proc/{pid}/stat").read_text()
    except FileNotFoundError:
        return True
    return stat.rsplit(")", 1)[1].split()[0] in ("Z", "X")


def _exits_within(pid: int, seconds: float) -> bool:
    """Whether process `pid` ends within `seconds` (its files close just before it ends)."""
    deadline = time.monotonic() + seconds
    while not _has_exited(pid):
        if time.monotonic() > deadline:
            return False
        time.sleep(0.01)
    return True


def test_a_worker_exits_when_its_bot_is_killed() -> None:
    bot = subprocess.Popen([sys.executable, "-c", STARTS_A_WORKER], cwd=ROOT,
                           stdout=subprocess.PIPE, env={**os.environ, "PYTHONPATH": str(ROOT)})
    stdout = bot.stdout
    assert stdout is not None  # for mypy: stdout=PIPE always gives one
    try:
        worker = int(stdout.readline())
        assert worker != bot.pid and not _has_exited(worker)  # a live worker of its own
    finally:
        bot.send_signal(signal.SIGKILL)
        bot.wait()
    # The pipe ends once the worker, which inherited it, is gone; then the process itself.
    gone = _read_to_end(stdout.fileno(), 10) and _exits_within(worker, 5)
    stdout.close()
    if not gone:
        os.kill(worker, signal.SIGKILL)  # leave no process behind, even when failing
        pytest.fail("the drawing worker outlived its bot")


def _views() -> list[tuple[str, Any, str, list[str]]]:
    """Distinct images to ask for: public and private views of seeded games, both languages."""
    requests = []
    for kind, players in (("ostriches", 2), ("zigzag", 3)):
        engine = get_engine(kind)
        state = engine.new_game(players, 7, None)
        names = [f"p{seat}" for seat in range(players)]
        for seat in (None, 0, 1):
            for language in ("en", "fr"):
                requests.append((kind, engine.view(state, seat), language, names))
    return requests


async def test_each_caller_gets_its_own_image_from_the_workers() -> None:
    painter = Painter(2)
    try:
        requests = _views()
        images = await asyncio.gather(*(painter.paint(*request) for request in requests * 2))
        assert len(painter.worker_pids) == 2
    finally:
        painter.close()
    expected = [paint_board(*request) for request in requests] * 2
    assert images == expected


async def test_a_renderer_error_is_reported_and_the_worker_goes_on() -> None:
    painter = Painter(1)
    kind, view, language, names = _views()[0]
    try:
        with pytest.raises(PaintingFailed, match="the renderer failed"):
            await painter.paint(kind, "not a view", language, names)
        assert await painter.paint(kind, view, language, names) == \
            paint_board(kind, view, language, names)
    finally:
        painter.close()


async def test_a_worker_that_dies_fails_its_images_and_is_replaced() -> None:
    painter = Painter(1)
    kind, view, language, names = _views()[0]
    try:
        await painter.paint(kind, view, language, names)
        [first] = painter.worker_pids
        waiting = [asyncio.ensure_future(painter.paint(kind, view, language, names))
                   for _ in range(20)]
        await asyncio.sleep(0)  # the requests are on their way
        os.kill(first, signal.SIGKILL)
        outcomes = await asyncio.gather(*waiting, return_exceptions=True)
        assert any(isinstance(outcome, PaintingFailed) for outcome in outcomes)
        assert all(isinstance(outcome, PaintingFailed | bytes) for outcome in outcomes)
        assert await painter.paint(kind, view, language, names) == \
            paint_board(kind, view, language, names)
        [second] = painter.worker_pids
        assert second != first
    finally:
        painter.close()


async def test_a_view_stored_as_json_is_drawn_as_the_view_itself() -> None:
    painter = Painter(1)
    try:
        for kind, view, language, names in _views():
            assert await painter.paint(kind, view.model_dump_json(), language, names) == \
                paint_board(kind, view, language, names)
    finally:
        painter.close()
