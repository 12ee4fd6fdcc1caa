"""The 2-3 player game: two ostriches each, a shared hand, two turns a round, gives."""

from __future__ import annotations

import pytest

from games.base import IllegalAction
from games.scramble import ENGINE

from .builders import act, find, garment, keys, moving, outcome, pending, position, run

AT2 = {"red": "a1", "orange": "h1", "yellow": "a8", "green": "h8"}
AT3 = {"red": "a1", "orange": "l1", "yellow": "a8", "green": "l8", "blue": "f1",
       "purple": "f8"}


def options(state, seat):
    return [ENGINE.format(state, action) for action in ENGINE.legal_actions(state, seat)]


def test_two_ostriches_each_one_shared_hand_and_the_board_size():
    two = ENGINE.new_game(2, 3)
    assert [seat.ostriches for seat in two.seats] == [["red", "yellow"], ["orange", "green"]]
    assert (two.width, two.height) == (8, 8) and [len(s.hand) for s in two.seats] == [4, 4]
    three = ENGINE.new_game(3, 3)
    assert [s.ostriches for s in three.seats] == [["red", "green"], ["orange", "blue"],
                                                  ["yellow", "purple"]]
    assert (three.width, three.height) == (12, 8)


def test_plan_needs_a_zig_per_ostrich_named_by_colour():
    state = position(2, at=AT2, hands={0: ["1cw", "2cw", "3cw"], 1: ["1cw"]})
    with pytest.raises(IllegalAction, match="Say which ostrich"):
        act(state, 0, "zig 2cw N")
    state, events = act(state, 0, "zig red 2cw N")
    assert ENGINE.to_act(state) == [0, 1] and "submitted" not in keys(events)
    assert {a.ostrich for a in ENGINE.legal_actions(state, 0)} == {"yellow"}
    state, events = act(state, 0, "zig yellow 3cw E")
    assert ENGINE.to_act(state) == [1] and "submitted" in keys(events)


def test_with_one_card_left_only_one_ostrich_gets_a_zig():
    state = position(2, at=AT2, hands={0: ["1cw"], 1: ["1cw", "1cw"]})
    state, _events = act(state, 0, "zig yellow 1cw S")
    assert ENGINE.to_act(state) == [1] and state.ostriches[0].zig is None


def test_one_claim_per_player_for_either_ostrich():
    state = position(2, at=AT2, hands={0: ["2cw"] * 6, 1: ["1cw"]}, zig_deck=["1cw"] * 4)
    claims = [text for text in options(state, 0) if text.startswith("claim")]
    assert claims == ["claim red 2cw 2cw 2cw", "claim yellow 2cw 2cw 2cw"]
    state, _ = act(state, 0, "claim yellow 2cw 2cw 2cw")
    assert state.ostriches[2].zag and not state.ostriches[0].zag
    with pytest.raises(IllegalAction, match="already claimed"):
        act(state, 0, "claim red 2cw 2cw 2cw")


def test_giving_garments_between_ones_ostriches_during_plan():
    state = position(2, at=AT2, hands={0: ["1cw", "1cw"], 1: ["1cw"]},
                     worn={"red": ["legs orange", "head red"]}, backpack={"red": ["legs green"]})
    assert "give legs orange to yellow" in options(state, 0)
    state, events = act(state, 0, "give legs orange to yellow")
    red, yellow = state.ostriches[0], state.ostriches[2]
    assert yellow.worn == {"legs": garment("legs orange")}
    assert red.worn["legs"] == garment("legs green") and red.backpack == []  # refilled
    assert find(events, "gave_private")[0].audience == 0 and not find(events, "gave")
    assert ENGINE.view(state, None).ostriches[2].worn == {}  # secret until PLAN ends
    state, _ = act(state, 0, "zig red 1cw N")
    state, _ = act(state, 0, "zig yellow 1cw N")
    state, events = act(state, 1, "zig orange 1cw N")
    assert find(events, "gave")[0].params == {"player": 0, "garment": "legs", "colour": "orange",
                                              "ostrich": "red", "ostrich2": "yellow"}


def test_only_two_ostrich_players_give():
    state = position(4, at={"red": "a1", "orange": "h1", "yellow": "a8", "green": "h8"},
                     hands={0: ["1cw"], 1: ["1cw"]}, worn={"red": ["legs orange"]})
    with pytest.raises(IllegalAction, match="two ostriches"):
        act(state, 0, "give legs orange to red")


def test_turns_go_round_twice_with_the_crowns_ostrich_first():
    state, events = moving(2, at=AT2, crown="yellow",
                           zigs={"red": "1cw N", "yellow": "1cw S", "orange": "1cw N",
                                 "green": "1cw S"})
    assert state.turn_order == [0, 1, 0, 1]
    assert find(events, "turn")[0].params == {"player": 0, "ostrich": "yellow"}
    assert pending(state).kind == "run" and ENGINE.to_act(state) == [1]
    assert options(state, 1) == ["run orange", "run green"]
    state, events = act(state, 1, "run green")
    assert [e.params["ostrich"] for e in find(events, "turn")] == ["green", "red", "orange"]
    assert state.phase == "plan"


def test_three_players_counter_clockwise_twice():
    state, _ = moving(3, at=AT3, zigs={"red": "Xccw N"})
    assert state.turn_order == [0, 2, 1, 0, 2, 1]


def test_traps_go_on_another_players_ostriches_only():
    state = position(2, at=AT2, hands={0: ["1cw"], 1: ["1cw"]}, trap_hands={0: ["mud"]})
    state, _ = run(state, (0, "zig red 1cw N"), (1, "zig orange 1cw N"))
    assert options(state, 0) == ["trap pass", "trap mud orange", "trap mud green"]
    with pytest.raises(IllegalAction, match="another player’s ostrich"):
        act(state, 0, "trap mud yellow")


def test_the_win_needs_both_ostriches_dressed():
    dressed = ["head red", "body red", "legs red", "feet red"]
    state, _ = moving(2, at=AT2, garments={"a2": "feet yellow"},
                      worn={"red": ["head red", "body red", "legs red"]},
                      zigs={"red": "1cw N", "orange": "Xcw N"})
    assert state.phase != "over" and state.ostriches[0].worn["feet"] == garment("feet yellow")
    state, _events = moving(2, at=AT2, garments={"a7": "feet yellow"},
                           worn={"red": dressed, "yellow": ["head yellow", "body yellow",
                                                            "legs yellow"]},
                           crown="yellow", zigs={"yellow": "1cw S", "orange": "Xcw N"})
    assert state.winners == [0] and outcome(state).reason == "scramble.outcome.style"


def test_a_give_that_completes_both_outfits_wins_at_once():
    state = position(2, at=AT2, hands={0: ["1cw", "1cw"], 1: ["1cw"]},
                     worn={"red": ["head red", "body red", "legs red", "feet red"],
                           "yellow": ["body yellow", "legs yellow", "feet yellow"]},
                     backpack={"red": ["head yellow"]})
    state, events = act(state, 0, "give head yellow to yellow")
    assert state.phase == "over" and state.winners == [0]
    assert keys(events) == ["gave_private", "win_style"]
