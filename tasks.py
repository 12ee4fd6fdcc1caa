#!/usr/bin/env python3
"""Bootstrap and run the bot or its checks with nothing but Python 3.11+.

    python3 tasks.py run [bot.py arguments]   install what is needed, then run the bot
    python3 tasks.py test [pytest arguments]  install what is needed, then ruff, mypy, pytest
                                              (a worker a core; `-n 0` for one process)

The first call creates `.venv/` beside this file and installs the project into it; later
calls reinstall only when `pyproject.toml` changed. Only the standard library is used here,
because this file runs before anything is installed.
"""

from __future__ import annotations

import hashlib
import os
import subprocess
import sys
import venv
from pathlib import Path

ROOT = Path(__file__).resolve().parent
VENV = ROOT / ".venv"
STAMP = VENV / ".install-stamp"
BIN = VENV / ("Scripts" if os.name == "nt" else "bin")


PARALLEL = ("-n", "auto", "--dist", "worksteal")
"""pytest-xdist: a worker a core, an idle one taking tests from a busy one (the suite holds
a few tests of a minute or two); `-n 0` after them runs the tests in this process."""


def _python() -> Path:
    return BIN / ("python.exe" if os.name == "nt" else "python")


def _ensure_env(extras: str) -> None:
    """Create the virtual environment and install the project when its inputs changed."""
    if sys.version_info < (3, 11):  # noqa: UP036 - this file runs before any check
        sys.exit(f"error: Python 3.11 or newer is needed (this is {sys.version.split()[0]})")
    digest = hashlib.sha256((ROOT / "pyproject.toml").read_bytes() + extras.encode()).hexdigest()
    if STAMP.exists() and STAMP.read_text() == digest and _python().exists():
        return
    if not _python().exists():
        print("tasks: creating .venv", flush=True)
        venv.EnvBuilder(with_pip=True).create(VENV)
    print(f"tasks: installing the project{f' [{extras}]' if extras else ''}", flush=True)
    target = f"{ROOT}[{extras}]" if extras else str(ROOT)
    subprocess.run(
        [str(_python()), "-m", "pip", "install", "--quiet", "--disable-pip-version-check",
         "-e", target],
        check=True,
    )
    STAMP.write_text(digest)


def _run(*args: str) -> int:
    print("tasks: $", " ".join(args), flush=True)
    return subprocess.run(args, cwd=ROOT).returncode


def run_bot(args: list[str]) -> int:
    """Install the runtime dependencies and start the bot with the given arguments."""
    _ensure_env("")
    os.chdir(ROOT)
    os.execv(str(_python()), [str(_python()), str(ROOT / "bot.py"), *args])
    return 0  # not reached


def run_tests(args: list[str]) -> int:
    """Install everything, then run ruff, mypy and the whole pytest suite; fail on the first."""
    _ensure_env("test")
    py = str(_python())
    for step in (
        (py, "-m", "ruff", "check", "."),
        (py, "-m", "mypy", "."),
        (py, "-m", "pytest", *PARALLEL, *args),
    ):
        code = _run(*step)
        if code != 0:
            print(f"tasks: failed: {step[2]} (exit {code})", flush=True)
            return code
    return 0


def main(argv: list[str]) -> int:
    if not argv or argv[0] not in {"run", "test"}:
        print(__doc__.strip())
        return 2
    command, rest = argv[0], argv[1:]
    return run_bot(rest) if command == "run" else run_tests(rest)


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
