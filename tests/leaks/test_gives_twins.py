"""A give made in secret tells the table nothing: in PLAN, after Alice's plan is in, two
games differing only in whether she then gave a garment between her ostriches give Bob and
the spectators the same view, the same legal actions, and the same status-message choice
(the Give button, which the game shows by itself), before and after Bob's next step; the
give is told only when PLAN ends, to everyone alike."""

from __future__ import annotations

from datetime import UTC, datetime

from games.scramble import ENGINE
from sessions.play import anytime_choice
from storage import GameRecord
from tests.games.scramble.builders import act, find, position

AT2 = {"red": "a1", "orange": "h1", "yellow": "a8", "green": "h8"}


def record(state) -> GameRecord:
    """A running game of that state, as the status message is drawn from."""
    at = datetime(2026, 1, 1, tzinfo=UTC)
    return GameRecord(
        id=7, kind="scramble", guild_id=1, channel_id=10, thread_id=None, message_id=None,
        status_message_id=None, host_id=1, status="active", options={}, seed=1, salt="s",
        language="en", state=ENGINE.state_to_json(state), version=3, outcome=None,
        posted_seq=0, board_version=0, created_at=at, updated_at=at)


def seen_by_others(state) -> tuple[object, ...]:
    return (ENGINE.view(state, 1), ENGINE.view(state, None), ENGINE.legal_actions(state, 1),
            ENGINE.to_act(state), ENGINE.turn_key(state), anytime_choice(record(state)))


def test_a_secret_give_after_the_plan_is_in_looks_the_same_to_everyone_else():
    start = position(2, at=AT2, hands={0: ["1cw", "1cw"], 1: ["1cw", "2cw", "3cw"]},
                     worn={"red": ["legs orange"]})
    planned, _ = act(start, 0, "zig red 1cw N")
    planned, _ = act(planned, 0, "zig yellow 1cw N")
    gave, events = act(planned, 0, "give legs orange to yellow")
    assert [event.audience for event in events] == [0]
    assert seen_by_others(planned) == seen_by_others(gave)
    assert anytime_choice(record(gave)) == "give"
    planned, _ = act(planned, 1, "zig orange 1cw N")
    gave, _ = act(gave, 1, "zig orange 1cw N")
    assert seen_by_others(planned) == seen_by_others(gave)
    planned, quiet = act(planned, 1, "zig green 2cw N")
    gave, told = act(gave, 1, "zig green 2cw N")
    assert not find(quiet, "gave") and find(told, "gave")[0].audience is None  # told to all
