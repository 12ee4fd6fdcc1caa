"""Winning: the moment an outfit is complete, mid-move, with or without style."""

from __future__ import annotations

import pytest

from games.base import IllegalAction
from games.scramble import ENGINE

from .builders import act, find, keys, moving, outcome

AT = {"red": "a1", "orange": "b1", "yellow": "a8", "green": "h8"}


def test_a_win_mid_move_stops_everything_at_once():
    state, events = moving(at=AT, garments={"a2": "feet yellow"}, crates=["a3"],
                           worn={"red": ["head red", "body orange", "legs red"]},
                           zigs={"red": "3cw N", "orange": "1cw N"})
    assert state.phase == "over" and ENGINE.to_act(state) == []
    assert state.ostriches[0].square == "a2"  # the run stopped on the winning square
    assert state.crown == "red" and state.seats[0].traps == []  # a3 was never reached
    assert keys(events)[-1] == "win" and find(events, "win")[0].params == {"player": 0}
    result = outcome(state)
    assert result.winners == [0] and result.reason == "scramble.outcome.dressed"
    assert result.places[0] == [0]
    assert ENGINE.legal_actions(state, 1) == []
    with pytest.raises(IllegalAction, match="The game is over"):
        act(state, 1, "zig 1cw N")


def test_a_pushed_ostrich_can_win_before_its_fall_is_resolved():
    state, events = moving(at={"red": "e1", "orange": "f1", "yellow": "a8", "green": "h8"},
                           garments={"h1": "feet red"},
                           worn={"orange": ["head orange", "body orange", "legs yellow"]},
                           zigs={"red": "3cw E", "yellow": "Xcw N"})
    assert state.phase == "over" and state.winners == [1]
    assert "fell" not in keys(events) and state.ostriches[1].square == "h1"


def test_a_win_with_style():
    state, events = moving(at=AT, garments={"a2": "feet red"},
                           worn={"red": ["head red", "body red", "legs red"]},
                           zigs={"red": "1cw N"})
    assert find(events, "win_style")[0].params == {"player": 0}
    assert outcome(state).reason == "scramble.outcome.style"


def test_a_win_by_stealing():
    state, _ = moving(at={"red": "f1", "orange": "g1", "yellow": "a8", "green": "d8"},
                      crates=["h3"], worn={"red": ["head red", "body red", "feet red"],
                                           "orange": ["legs red"]},
                      zigs={"red": "3cw E", "yellow": "Xcw N"})
    # Orange carries red's own legs: off-coloured for orange, so red may take them back.
    state, _events = act(state, 0, "steal legs red")
    assert state.winners == [0] and outcome(state).reason == "scramble.outcome.style"
    assert state.ostriches[1].square is None  # the game ended before orange came back


def test_once_over_every_view_shows_everything():
    state, _ = moving(at=AT, garments={"a2": "feet red"},
                      worn={"red": ["head red", "body red", "legs red"]},
                      hands={2: ["3ccw", "1cw"]}, trap_hands={3: ["mud"]},
                      zigs={"red": "1cw N", "yellow": "2cw S"})
    spectator = ENGINE.view(state, None)
    assert spectator.seats[2].hand == ["3ccw", "1cw"]
    assert spectator.seats[3].traps == ["mud"]
    assert spectator.ostriches[2].card == "2cw" and spectator.ostriches[2].direction == "S"
