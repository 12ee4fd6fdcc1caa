"""The round: turn order, X distances, dizziness, new round, running out, max_rounds."""

from __future__ import annotations

import pytest

from games.base import Event, IllegalAction
from games.scramble import ENGINE
from games.scramble.flow import end_round

from .builders import act, find, garment, keys, moving, outcome, pending, position, zig

AT4 = {"red": "a1", "orange": "c3", "yellow": "e5", "green": "g7"}


@pytest.mark.parametrize(("card", "order", "key"), [("1cw", [1, 2, 3, 0], "order_cw"),
                                                    ("1ccw", [1, 0, 3, 2], "order_ccw")])
def test_turn_order_from_the_crown_by_the_arrow_of_its_card(card, order, key):
    state, events = moving(at=AT4, crown="orange",
                           zigs={"orange": f"{card} N", "red": "Xcw N", "yellow": "Xcw N"})
    assert state.turn_order == order
    assert find(events, key)[0].params == {"player": 1, "ostrich": "orange", "card": card}
    assert keys(events).index("turn") > keys(events).index(key)
    assert find(events, "turn")[0].params == {"player": 1, "ostrich": "orange"}


def test_without_a_card_the_crown_goes_clockwise():
    state, _ = moving(at=AT4, crown="orange", zigs={"red": "Xcw N"})
    assert state.turn_order == [1, 2, 3, 0]


def test_x_distance_is_chosen_at_reveal_from_0_to_20():
    state, events = moving(at=AT4, zigs={"red": "Xccw N", "orange": "Xcw N"})
    assert find(events, "reveal")[0].params == {"ostrich": "red", "card": "Xccw",
                                                "direction": "N"}
    assert pending(state).kind == "x" and ENGINE.to_act(state) == [0]
    assert [a.number for a in ENGINE.legal_actions(state, 0)] == list(range(21))
    with pytest.raises(IllegalAction, match="0 to 20"):
        act(state, 0, "x 21")
    state, events = act(state, 0, "x 4")
    assert state.ostriches[0].square == "a5"
    assert find(events, "x_chosen")[0].params == {"ostrich": "red", "distance": 4}


def test_a_dizzy_ostrich_chooses_its_direction_at_its_turn_then_recovers():
    state, events = moving(at=AT4, dizzy=["red"], zigs={"red": "Xcw", "orange": "Xcw N"})
    assert "reveal_dizzy" in keys(events)
    state, _ = act(state, 0, "x 2")
    assert pending(state).kind == "dir"
    state, events = act(state, 0, "dir S")  # south of a1: off the board
    assert find(events, "fell")[0].params == {"ostrich": "red", "square": "a1"}
    assert state.ostriches[0].dizzy  # dizzy again after falling


def test_dizziness_wears_off_after_the_turn():
    state, _ = moving(at=AT4, dizzy=["red"], zigs={"red": "1cw", "orange": "Xcw N"})
    state, _ = act(state, 0, "dir E")
    assert state.ostriches[0].square == "b1" and not state.ostriches[0].dizzy


def test_pushed_off_before_its_turn_an_ostrich_is_dizzy_and_chooses_again():
    at = {"red": "g1", "orange": "h1", "yellow": "a8", "green": "d8"}
    state, _ = moving(at=at, crates=["e1"], zigs={"red": "1cw E", "orange": "2cw W"})
    assert pending(state).kind == "dir" and pending(state).ostrich == "orange"
    assert zig(state, "orange").direction is None  # the planned W no longer binds
    state, _ = act(state, 1, "dir N")
    assert state.ostriches[1].square == "e3"


def test_new_round_discards_passes_the_crown_and_draws():
    state, events = moving(at=AT4, zigs={"red": "1cw N", "orange": "2cw N"},
                           zig_deck=["3cw"] * 16, trap_hands={2: ["mud"]},
                           traps=[(2, "trap mud orange")])
    assert state.phase == "plan" and state.round == 2
    assert sorted(state.zig_discard) == ["1cw", "2cw"] and state.trap_discard == ["mud"]
    assert state.crown == "orange" and find(events, "crown_passes")[0].params == \
        {"player": 1, "ostrich": "orange"}
    assert all(len(seat.hand) == 4 for seat in state.seats)
    assert all(item.zig is None and not item.revealed for item in state.ostriches)


def test_a_crown_taken_during_move_changes_the_order_only_next_round():
    state, events = moving(at=AT4, crates=["e6"], crown="green",
                           zigs={"green": "1ccw S", "yellow": "1cw N", "orange": "Xcw N",
                                 "red": "1cw E"})
    assert find(events, "crown")[0].params == {"ostrich": "yellow", "square": "e6"}
    # Yellow holds the Crown now, yet the order fixed from green goes on: orange, then red.
    assert state.crown == "yellow" and state.round_crown == "green"
    assert state.turn_order == [3, 2, 1, 0] and pending(state).ostrich == "orange"
    state, events = act(state, 1, "x 0")
    assert [e.params["ostrich"] for e in find(events, "turn")] == ["red"]
    assert state.phase == "plan" and state.crown == "green"  # passed on from yellow's seat


def test_running_out_of_zig_cards_reshuffles_then_gives_nothing():
    state = position(at=AT4, hands={0: [], 1: ["1cw"] * 4, 2: ["1cw"] * 4, 3: ["1cw"] * 4},
                     zig_deck=[], zig_discard=["2cw", "3ccw"])
    state.phase = "move"
    events: list[Event] = []
    end_round(state, events)
    assert "reshuffle_zig" in keys(events)
    assert sorted(state.seats[0].hand) == ["2cw", "3ccw"] and state.zig_deck == []


def test_running_out_of_traps_reshuffles_the_discards_then_draws_nothing():
    at = {"red": "a1", "orange": "h1", "yellow": "a8", "green": "h8"}
    zigs = {"red": "2cw N", "orange": "Xcw N"}
    state, _ = moving(at=at, crates=["a2"], trap_deck=[], trap_discard=["whirlwind"], zigs=zigs)
    assert state.seats[0].traps == ["whirlwind"] and state.trap_discard == []
    state, events = moving(at=at, crates=["a2"], trap_deck=[], zigs=zigs)
    assert find(events, "trap_deck_empty")[0].params == {"player": 0}
    assert state.seats[0].traps == [] and state.crown == "red"


def test_max_rounds_ends_on_the_most_garment_types_worn():
    state, events = moving(at=AT4, max_rounds=1, zigs={"red": "1cw N"},
                           worn={"orange": ["head red", "legs yellow"], "green": ["feet green",
                                 "body red"], "red": ["head orange"]})
    assert state.phase == "over" and ENGINE.to_act(state) == []
    result = outcome(state)
    assert result.winners == [1, 3] and result.reason == "scramble.outcome.max_rounds"
    assert result.places == [[1, 3], [0], [2]]
    assert result.scores == {0: 1, 1: 2, 2: 0, 3: 2}
    assert find(events, "max_rounds")[0].params == {"rounds": 1, "types": 2}


def test_pick_up_refills_from_the_backpack_own_colour_first():
    state, _ = moving(at={"red": "a1", "orange": "h1", "yellow": "a8", "green": "h8"},
                      worn={"red": ["legs yellow", "head orange"]},
                      backpack={"red": ["legs green", "legs red"]},
                      zigs={"red": "1cw N", "orange": "Xcw N"},
                      trap_hands={3: ["butterfingers"]}, traps=[(3, "trap butterfingers red")])
    assert pending(state).kind == "drop"
    state, _ = act(state, 0, "drop legs yellow")
    red = state.ostriches[0]
    assert red.worn["legs"] == garment("legs red") and red.backpack == [garment("legs green")]
