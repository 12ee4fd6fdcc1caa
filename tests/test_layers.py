"""The layers stay apart: games are pure, sessions and storage know nothing of Discord."""

from __future__ import annotations

import subprocess
import sys

import pytest

from games import ENGINE_MODULES


def imported_after(code: str) -> set[str]:
    script = f"import sys\n{code}\nprint('\\n'.join(sorted(sys.modules)))"
    done = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True,
                          check=True)
    return {name.split(".")[0] for name in done.stdout.split()}


@pytest.mark.parametrize("module", ENGINE_MODULES)
def test_games_import_no_io_or_discord(module):
    code = (f"import {module}, importlib, pkgutil\n"
            f"for m in pkgutil.walk_packages({module}.__path__, '{module}.'):\n"
            f"    importlib.import_module(m.name)")
    loaded = imported_after(code)
    assert not loaded & {"discord", "aiosqlite", "sqlite3", "asyncio", "storage", "sessions",
                         "cogs"}


def test_sessions_and_storage_do_not_import_discord():
    loaded = imported_after("import sessions, sessions.demo, storage, config")
    assert "discord" not in loaded and "cogs" not in loaded
