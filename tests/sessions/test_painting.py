"""The drawing worker process does not outlive the bot, even one killed outright."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]

STARTS_A_WORKER = """
import os, sys, time
from sessions.painting import Painter
painter = Painter.with_processes(1)
print(painter.executor.submit(os.getpid).result(), flush=True)
time.sleep(60)
"""


def _alive(pid: int) -> bool:
    """Whether the process runs (a zombie waiting for a parent to reap it does not)."""
    try:
        status = Path(f"/proc/{pid}/status").read_text()
    except OSError:
        return False
    state = next(line.split()[1] for line in status.splitlines() if line.startswith("State:"))
    return state not in ("Z", "X")


@pytest.mark.skipif(not Path("/proc/self/status").exists(), reason="reads /proc")
def test_a_worker_exits_when_its_bot_is_killed() -> None:
    bot = subprocess.Popen([sys.executable, "-c", STARTS_A_WORKER], cwd=ROOT,
                           stdout=subprocess.PIPE, text=True,
                           env={**os.environ, "PYTHONPATH": str(ROOT)})
    try:
        assert bot.stdout is not None
        worker = int(bot.stdout.readline())
        assert _alive(worker)
    finally:
        bot.send_signal(signal.SIGKILL)
        bot.wait()
    deadline = time.monotonic() + 10
    while _alive(worker) and time.monotonic() < deadline:
        time.sleep(0.05)
    if _alive(worker):
        os.kill(worker, signal.SIGKILL)  # leave no process behind, even when failing
        pytest.fail("the drawing worker outlived its bot")
