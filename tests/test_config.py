"""Settings: validated once, one clear line and exit status 2 on any problem."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

from config import ConfigError, load_settings

ROOT = Path(__file__).resolve().parents[1]


def write(tmp_path, text):
    path = tmp_path / "config.toml"
    path.write_text(text, encoding="utf-8")
    return path


def test_the_example_file_is_valid(tmp_path):
    settings = load_settings(ROOT / "config.example.toml", {"DISCORD_TOKEN": "t"})
    assert settings.token == "t"
    assert settings.commands.sync == "global"
    assert settings.game_defaults("ostriches") == {"memory": "pure", "bushes": "random"}
    assert settings.game_defaults("zigzag") == {"mode": "turns", "races": "1", "rounds": 0}


@pytest.mark.parametrize(("line", "database"), [
    ('database = "postgresql://bot@db.example/ostrich"', "postgresql://bot@db.example/ostrich"),
    ('database = "postgres://bot:secret@/ostrich?host=/run/pg"',
     "postgres://bot:secret@/ostrich?host=/run/pg"),
    ('database = "games/ostrich.sqlite3"', Path("games/ostrich.sqlite3")),
])
def test_the_database_is_a_server_url_or_a_file_path(tmp_path, line, database):
    settings = load_settings(write(tmp_path, f'token = "t"\n{line}\n'))
    assert settings.database == database and type(settings.database) is type(database)


def test_the_environment_token_beats_the_file(tmp_path):
    path = write(tmp_path, 'token = "from-file"\n')
    assert load_settings(path, {}).token == "from-file"
    assert load_settings(path, {"DISCORD_TOKEN": "from-env"}).token == "from-env"


@pytest.mark.parametrize(
    ("text", "message"),
    [
        ("", "token: missing"),
        ('token = "x"\n[commands]\nsync = "everywhere"\n', "commands.sync: Input should be"),
        ('token = "x"\nlanguage = "de"\n', "language: must be one of en, fr"),
        ('token = "x"\n[games.ostriches]\nmemory = "total"\n',
         "games: ostriches: Option memory takes one of pure, assist"),
        ('token = "x"\n[games.chess]\n', "games: unknown game 'chess'"),
        ('token = "x"\nunknown = 1\n', "unknown: Extra inputs are not permitted"),
        ("token = \n", "not valid TOML"),
    ],
)
def test_bad_settings_name_the_setting(tmp_path, text, message):
    with pytest.raises(ConfigError, match=message):
        load_settings(write(tmp_path, text), {})


def test_the_bot_exits_with_status_2_and_one_line(tmp_path):
    path = write(tmp_path, '[delivery]\nmax_attempts = 0\n')
    done = subprocess.run([sys.executable, str(ROOT / "bot.py"), "--config", str(path)],
                          capture_output=True, text=True, env={"PATH": ""}, cwd=tmp_path)
    assert done.returncode == 2
    assert done.stderr.strip().count("\n") == 0
    assert done.stderr.startswith("error: delivery.max_attempts:")
    assert "Traceback" not in done.stderr
