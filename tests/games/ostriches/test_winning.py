"""Winning: four face-up pawns of a colour win at once for its owner, whoever moved."""

from __future__ import annotations

import pytest

from games.base import IllegalAction
from games.ostriches import ENGINE

from .builders import play, position, public_keys

THREE_RED_UP = {"a4": "red plain up", "b4": "red bush up", "c4": "red tiles up"}


def test_the_fourth_face_up_pawn_wins_at_once_with_no_power_or_rotation() -> None:
    state = position({**THREE_RED_UP, "e4": "red swap", "a1": "blue eye"})
    after, events = play(state, 0, "e4-f6")
    assert after.phase == "over"
    assert after.winner == 0
    assert public_keys(events) == [
        "ostriches.event.moved", "ostriches.event.flipped.red_swap", "ostriches.event.won.red"]
    assert events[-1].params == {"player": 0}
    assert ENGINE.to_act(after) == []
    assert ENGINE.legal_actions(after, 0) == ENGINE.legal_actions(after, 1) == []
    outcome = ENGINE.outcome(after)
    assert outcome is not None
    assert outcome.winners == [0]
    assert outcome.places == [[0], [1]]
    assert outcome.reason == "ostriches.outcome.four_revealed"
    assert outcome.reason_params == {"colour": "red", "player": 0}
    with pytest.raises(IllegalAction, match=r"The game is over:"):
        play(after, 0, "SW cw")


def test_a_colour_wins_even_on_the_opponents_move() -> None:
    state = position({**THREE_RED_UP, "c3": "red eye"}, turn=1)
    after, events = play(state, 1, "c3-b1")
    assert after.winner == 0
    outcome = ENGINE.outcome(after)
    assert outcome is not None
    assert (outcome.winners, outcome.places) == ([0], [[0], [1]])  # red's owner, not the mover
    assert outcome.reason_params == {"colour": "red", "player": 0}
    assert public_keys(events)[-1] == "ostriches.event.won.red"


def test_blue_wins_with_four_blue() -> None:
    layout = {"a1": "blue plain up", "b1": "blue bush up", "f1": "blue tiles up",
              "d3": "blue eye", **THREE_RED_UP}
    after, _ = play(position(layout, turn=1), 1, "d3-e1")
    assert after.winner == 1
    outcome = ENGINE.outcome(after)
    assert outcome is not None and outcome.places == [[1], [0]]


def test_a_line_stops_when_the_game_ends() -> None:
    state = position({**THREE_RED_UP, "e4": "red swap"})
    after, events = play(state, 0, "e4-f6 SW cw")
    assert after.winner == 0
    assert all(e.key != "ostriches.event.rotated.cw" for e in events)


def test_no_outcome_before_the_end() -> None:
    assert ENGINE.outcome(ENGINE.new_game(2, 1)) is None
    state = position({**THREE_RED_UP, "e4": "blue swap"})
    after, _ = play(state, 0, "e4-f6")
    assert ENGINE.outcome(after) is None
    assert after.phase == "power"
