"""Clock arithmetic, the clock syntax, votes' decisions and vacation days: pure functions."""

from __future__ import annotations

import random
from datetime import UTC, datetime, timedelta

import pytest

from sessions import SessionError
from sessions.core import clock_rules as c
from sessions.core import vacation, votes
from storage import SeatClockRecord, UserRecord

T0 = datetime(2026, 3, 1, 12, 0, tzinfo=UTC)
H = 3600
D = 86400


def seat(**fields) -> SeatClockRecord:
    return SeatClockRecord(game_id=1, seat=0, **fields)


# ------------------------------------------------------------------ syntax


@pytest.mark.parametrize(("text", "spec"), [
    ("none", c.NO_CLOCK),
    ("", c.NO_CLOCK),
    ("move:24h", c.ClockSpec(kind="move", per_move=24 * H)),
    ("Move: 1d12h", c.ClockSpec(kind="move", per_move=36 * H)),
    ("move:90m", c.ClockSpec(kind="move", per_move=90 * 60)),
    ("bank:3d", c.ClockSpec(kind="bank", initial=3 * D)),
    ("bank:3d+1d", c.ClockSpec(kind="bank", initial=3 * D, increment=D)),
    ("bank:3d+1d/7d", c.ClockSpec(kind="bank", initial=3 * D, increment=D, cap=7 * D)),
    ("bank:2d/5d", c.ClockSpec(kind="bank", initial=2 * D, cap=5 * D)),
])
def test_the_clock_syntax_parses_and_writes_back(text, spec):
    parsed = c.parse_clock(text)
    assert parsed == spec
    assert c.parse_clock(parsed.text()) == parsed


@pytest.mark.parametrize(("text", "message"), [
    ("hourly", "is not a clock"),
    ("move:", "is not a clock"),
    ("fischer:3d", "is not a clock"),
    ("move:24", "is not a duration"),
    ("move:1x", "is not a duration"),
    ("move:30s", "out of range"),
    ("bank:100d", "out of range"),
    ("bank:3d+1d/2d", "cannot be less than"),
    ("bank:3d+1d+1d", "is not a clock"),
])
def test_a_bad_clock_is_refused_with_a_clear_message(text, message):
    with pytest.raises(SessionError, match=message):
        c.parse_clock(text)


def test_durations_read_in_both_languages():
    assert c.duration_text(36 * H + 59, "en") == "1 d 12 h"
    assert c.duration_text(45 * 60, "fr") == "45 min"
    assert c.clock_text(c.parse_clock("bank:3d+1d/7d"), "fr") == \
        "une réserve de 3 j, plus 1 j par coup (au plus 7 j)"
    assert c.clock_text(c.parse_clock("move:24h"), "en") == "1 d per move"


# ------------------------------------------------------------------ a seat's time


def test_a_per_move_clock_gives_every_wait_the_same_time():
    spec = c.parse_clock("move:10h")
    row = c.begin_wait(spec, seat(), T0)
    assert row.waiting and row.bank == row.allotted == 10 * H
    assert c.deadline(row) == T0 + timedelta(hours=10)
    assert c.remaining(row, T0 + timedelta(hours=3)) == 7 * H
    row = c.end_wait(spec, row, T0 + timedelta(hours=9))
    assert not row.waiting and c.deadline(row) is None
    row = c.begin_wait(spec, row, T0 + timedelta(days=1))
    assert c.remaining(row, T0 + timedelta(days=1)) == 10 * H


def test_a_bank_loses_the_time_used_gains_its_increment_and_is_capped():
    spec = c.parse_clock("bank:3h+1h/3h30m")
    row = c.fresh_seat(1, 0, spec)
    assert row.bank == 3 * H
    row = c.begin_wait(spec, row, T0)
    row = c.end_wait(spec, row, T0 + timedelta(hours=1))
    assert row.bank == 3 * H  # 3h - 1h + 1h
    row = c.begin_wait(spec, row, T0 + timedelta(hours=2))
    row = c.end_wait(spec, row, T0 + timedelta(hours=2, minutes=1))
    assert row.bank == 3 * H + 30 * 60  # 3h - 1m + 1h, capped at 3h30m
    row = c.begin_wait(spec, row, T0 + timedelta(hours=3))
    assert c.deadline(row) == T0 + timedelta(hours=6, minutes=30)


def test_no_clock_never_runs():
    row = c.begin_wait(c.NO_CLOCK, seat(), T0)
    assert row.waiting and c.deadline(row) is None and c.timer_plan(row) == []


def test_a_pause_keeps_the_time_left_and_a_restart_runs_it_from_then():
    spec = c.parse_clock("move:10h")
    row = c.begin_wait(spec, seat(), T0)
    row = c.stop(row, T0 + timedelta(hours=4), paused=True)
    assert row.paused and row.bank == 6 * H and c.deadline(row) is None
    later = T0 + timedelta(days=3)
    row = c.restart(spec, row, later, paused=False)
    assert c.deadline(row) == later + timedelta(hours=6)


def test_a_wait_that_begins_on_vacation_does_not_run():
    spec = c.parse_clock("move:10h")
    row = c.begin_wait(spec, seat(paused=True), T0)
    assert row.waiting and row.running_since is None


def test_reminders_come_at_half_and_at_a_tenth_and_only_those_still_ahead():
    spec = c.parse_clock("move:10h")
    row = c.begin_wait(spec, seat(), T0)
    assert c.timer_plan(row) == [
        ("remind_half", T0 + timedelta(hours=5)),
        ("remind_tenth", T0 + timedelta(hours=9)),
        ("deadline", T0 + timedelta(hours=10)),
    ]
    # paused after 6 hours, resumed later: the half-time reminder is behind it
    row = c.stop(row, T0 + timedelta(hours=6), paused=True)
    back = T0 + timedelta(days=1)
    row = c.restart(spec, row, back, paused=False)
    assert c.timer_plan(row) == [("remind_tenth", back + timedelta(hours=3)),
                                 ("deadline", back + timedelta(hours=4))]


def test_more_time_is_a_fresh_wait_of_the_clocks_extra_time():
    spec = c.parse_clock("bank:2d+1d")
    row = c.stop(c.begin_wait(spec, c.fresh_seat(1, 0, spec), T0), T0 + timedelta(days=2),
                 timed_out=True)
    assert row.bank == 0 and row.timed_out
    row = c.grant(spec, row, T0 + timedelta(days=2))
    assert not row.timed_out and row.bank == row.allotted == 2 * D
    assert c.deadline(row) == T0 + timedelta(days=4)


def test_the_next_digest_is_the_next_occurrence_of_its_hour():
    assert c.next_digest(T0, 9) == datetime(2026, 3, 2, 9, 0, tzinfo=UTC)
    assert c.next_digest(T0, 18) == datetime(2026, 3, 1, 18, 0, tzinfo=UTC)
    assert c.next_digest(T0.replace(hour=9, minute=0), 9) == datetime(2026, 3, 2, 9,
                                                                      tzinfo=UTC)


# ------------------------------------------------------------------ votes


def test_only_players_still_at_the_table_vote():
    rows = {1: seat(auto=True), 2: seat(resigned=True, auto=True), 3: seat(timed_out=True)}
    assert votes.electorate(range(5), rows, absent=0) == [4]


@pytest.mark.parametrize(("ballots", "voters", "host", "decided"), [
    ({}, [], None, "auto"),  # nobody to ask: the bot plays
    ({1: "end"}, [1], 1, "end"),  # the only one left decides
    ({1: "end"}, [1, 2, 3], 1, None),
    ({1: "end", 2: "end"}, [1, 2, 3], 1, "end"),  # a majority
    ({1: "end", 2: "more_time"}, [1, 2], 1, "end"),  # a tie: the host's ballot
    ({1: "end", 2: "more_time"}, [1, 2], 0, "auto"),  # a tie, the host absent: the bot
    ({1: "end", 2: "more_time", 3: "auto"}, [1, 2, 3], 2, "more_time"),
    ({1: "end", 9: "end"}, [1, 2, 3], 1, None),  # 9 may not vote (any more)
])
def test_a_vote_is_decided_by_a_majority_then_by_the_host(ballots, voters, host, decided):
    assert votes.decide(ballots, voters, host) == decided


def test_a_vote_that_expires_takes_the_most_ballots_else_lets_the_bot_play():
    assert votes.on_expiry({}, [1, 2, 3], 1) == "auto"
    assert votes.on_expiry({2: "more_time"}, [1, 2, 3], 1) == "more_time"
    assert votes.on_expiry({2: "more_time", 3: "end"}, [1, 2, 3, 4, 5], 3) == "end"
    assert votes.on_expiry({2: "more_time", 3: "end"}, [1, 2, 3, 4, 5], 1) == "more_time"


# ------------------------------------------------------------------ vacation days


def user(**fields) -> UserRecord:
    return UserRecord(user_id=5, language=None, notify=True, dm_closed=False, updated_at=T0,
                      **fields)


def test_vacation_days_are_counted_per_year_and_given_back_when_ended_early():
    book = vacation.take(None, 10, T0, 20)
    assert book.until == T0 + timedelta(days=10) and book.days_used == 10
    away = user(vacation_until=book.until, vacation_year=2026, vacation_days_used=10)
    assert vacation.days_left(away, T0, 20) == 10
    with pytest.raises(SessionError, match="11 of your 20 days"):
        vacation.take(away, 12, T0 + timedelta(days=9), 20)  # 9 days used of this one
    # replacing the current vacation counts only what was used of it
    assert vacation.take(away, 19, T0 + timedelta(days=1), 20).days_used == 1 + 19
    back = vacation.end(away, T0 + timedelta(days=2, hours=1))
    assert back.until is None and back.days_used == 3  # 2 days and a bit: 7 given back
    next_year = datetime(2027, 1, 5, tzinfo=UTC)
    assert vacation.days_left(user(vacation_year=2026, vacation_days_used=20), next_year, 20) \
        == 20
    with pytest.raises(SessionError, match="not on vacation"):
        vacation.end(user(), T0)


# ------------------------------------------------------------------ take-backs


@pytest.mark.parametrize("spec", [c.parse_clock("bank:1d+12h/2d"), c.parse_clock("move:1d"),
                                  c.parse_clock("bank:3h")])
def test_a_wait_resumed_after_a_take_back_never_has_more_time_than_it_had(spec):
    """However long the wait and the time before the take-back, the resumed wait keeps the
    deadline it had, and no later instant shows more time left than without the move."""
    rng = random.Random(7)
    for _ in range(200):
        start = T0 + timedelta(seconds=rng.randrange(0, D))
        bank = spec.initial if spec.kind == "bank" else 0
        waited = c.begin_wait(spec, seat(bank=bank), start)
        played = start + timedelta(seconds=rng.randrange(0, 2 * D))
        ended = c.end_wait(spec, waited, played, seq=9)
        taken = played + timedelta(seconds=rng.randrange(0, D))
        resumed = c.resume_wait(spec, ended, taken, back_to=8)
        assert c.deadline(resumed) == c.deadline(waited)
        later = taken + timedelta(seconds=rng.randrange(0, D))
        assert c.remaining(resumed, later) == c.remaining(waited, later)
        assert resumed.resume_seq is None  # used once


def test_a_wait_ended_at_or_before_the_position_taken_back_to_is_not_resumed():
    spec = c.parse_clock("move:1d")
    ended = c.end_wait(spec, c.begin_wait(spec, seat(), T0), T0 + timedelta(hours=5), seq=4)
    fresh = c.resume_wait(spec, ended, T0 + timedelta(hours=6), back_to=4)
    assert fresh == c.begin_wait(spec, ended, T0 + timedelta(hours=6))


def test_an_annulled_wait_charges_nothing_and_grants_no_increment():
    spec = c.parse_clock("bank:1d+12h")
    waited = c.begin_wait(spec, seat(bank=D), T0)
    annulled = c.annul_wait(waited)
    assert (annulled.bank, annulled.waiting, annulled.running_since) == (D, False, None)
