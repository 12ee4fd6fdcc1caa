"""The `[clocks]` settings: validated at start-up, handed to the sessions layer as a policy."""

from __future__ import annotations

from datetime import timedelta

import pytest

from config import ConfigError, load_settings
from sessions.core.clock_rules import ClockSpec


def write(tmp_path, text):
    path = tmp_path / "config.toml"
    path.write_text(text, encoding="utf-8")
    return path


def test_clock_settings_become_the_sessions_policy(tmp_path):
    path = write(tmp_path, 'token = "x"\n[clocks]\ndefault = "bank:3d+1d/7d"\n'
                           'vacation_days_per_year = 12\ndigest_hour = 18\nvote_hours = 24\n')
    policy = load_settings(path, {}).clocks.policy()
    assert policy.default == ClockSpec(kind="bank", initial=3 * 86400, increment=86400,
                                       cap=7 * 86400)
    assert policy.vacation_days_per_year == 12 and policy.digest_hour == 18
    assert policy.vote_time == timedelta(hours=24)


def test_the_defaults_are_no_clock(tmp_path):
    policy = load_settings(write(tmp_path, 'token = "x"\n'), {}).clocks.policy()
    assert not policy.default.runs and policy.vacation_days_per_year == 30


@pytest.mark.parametrize(("text", "message"), [
    ('[clocks]\ndefault = "hourly"\n', "clocks.default: “hourly” is not a clock"),
    ('[clocks]\ndefault = "move:5s"\n', "clocks.default: “5s” is out of range"),
    ("[clocks]\ndigest_hour = 24\n", "clocks.digest_hour: Input should be less than or equal"),
    ("[clocks]\nvote_hours = 0\n", "clocks.vote_hours: Input should be greater than 0"),
    ("[clocks]\nreminders = 3\n", "clocks.reminders: Extra inputs are not permitted"),
])
def test_bad_clock_settings_are_one_clear_line(tmp_path, text, message):
    with pytest.raises(ConfigError) as caught:
        load_settings(write(tmp_path, 'token = "x"\n' + text), {})
    assert str(caught.value).startswith(message)
