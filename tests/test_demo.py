"""`python bot.py --demo GAME`: a whole game without Discord, through the real layers."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

from games import engine_names
from sessions.core.fairness import FairRecord
from sessions.demo import run_demo

ROOT = Path(__file__).resolve().parents[1]


def _notations(out: Path) -> list[str]:
    """The actions of the record the demo wrote, in the notation."""
    record = FairRecord.model_validate_json((out / "record.json").read_text(encoding="utf-8"))
    return [action.notation for action in record.actions]


@pytest.mark.parametrize("kind", engine_names())
async def test_the_demo_plays_a_whole_game_and_writes_its_files(kind, tmp_path, capsys):
    assert await run_demo(kind, seed=3, players=None, out=tmp_path) == 0
    record = _notations(tmp_path)
    assert record and all(line.strip() for line in record)
    images = sorted(tmp_path.glob("*.png"))
    assert images and all(p.read_bytes().startswith(b"\x89PNG") for p in images)
    assert "final" in images[-1].name
    printed = capsys.readouterr().out
    assert record[0] in printed and "actions; images and record in" in printed


def test_the_demo_runs_from_the_command_line_without_a_token(tmp_path):
    done = subprocess.run(
        [sys.executable, str(ROOT / "bot.py"), "--demo", "ostriches", "--seed", "5",
         "--out", str(tmp_path)],
        capture_output=True, text=True, cwd=tmp_path, env={"PATH": ""}, timeout=300,
    )
    assert done.returncode == 0, done.stderr
    record = _notations(tmp_path)
    assert record and all(line.strip() for line in record)  # the actions of a whole game
    assert record[0] in done.stdout, done.stdout
    assert "actions; images and record in" in done.stdout
    assert [p.name for p in tmp_path.glob("*final*.png")], sorted(tmp_path.iterdir())


def test_a_bad_player_count_is_one_line(tmp_path):
    done = subprocess.run(
        [sys.executable, str(ROOT / "bot.py"), "--demo", "ostriches", "--players", "3",
         "--out", str(tmp_path)],
        capture_output=True, text=True, cwd=tmp_path, env={"PATH": ""}, timeout=60,
    )
    assert done.returncode == 2
    assert done.stderr.strip() == "error: ostriches is for 2-2 players"
