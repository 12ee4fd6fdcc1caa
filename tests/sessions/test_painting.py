"""The drawing worker process does not outlive the bot, even one killed outright."""

from __future__ import annotations

import os
import select
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]

# The worker inherits the bot's stdout: the pipe reaches its end only once both are gone.
STARTS_A_WORKER = """
import os, sys, time
from sessions.painting import Painter
painter = Painter.with_processes(1)
print(painter.executor.submit(os.getpid).result(), flush=True)
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


def test_a_worker_exits_when_its_bot_is_killed() -> None:
    bot = subprocess.Popen([sys.executable, "-c", STARTS_A_WORKER], cwd=ROOT,
                           stdout=subprocess.PIPE, env={**os.environ, "PYTHONPATH": str(ROOT)})
    assert bot.stdout is not None
    try:
        worker = int(bot.stdout.readline())
    finally:
        bot.send_signal(signal.SIGKILL)
        bot.wait()
    gone = _read_to_end(bot.stdout.fileno(), 10)
    bot.stdout.close()
    if not gone:
        os.kill(worker, signal.SIGKILL)  # leave no process behind, even when failing
        pytest.fail("the drawing worker outlived its bot")
