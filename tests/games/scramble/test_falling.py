"""Falling off cliffs and the end-of-turn resolution in the rulebook's order."""

from __future__ import annotations

import pytest

from games.base import IllegalAction
from games.scramble import ENGINE

from .builders import act, find, garment, keys, moving, pending, pending_view

STOP = {"yellow": "Xcw N"}


def options(state, seat):
    return [ENGINE.format(state, action) for action in ENGINE.legal_actions(state, seat)]


def _pushed_off(**kwargs):
    return moving(at={"red": "f1", "orange": "g1", "yellow": "a8", "green": "d8"},
                  crates=["c1", "h3"], worn={"orange": ["legs yellow", "head orange"]},
                  zigs={"red": "3cw E", **STOP}, **kwargs)


def test_a_push_off_a_cliff_then_the_active_player_steals_or_draws():
    state, events = _pushed_off()
    assert find(events, "fell")[0].params == {"ostrich": "orange", "square": "h1"}
    assert state.ostriches[1].square is None  # off the board until the end of the turn
    assert pending(state).kind == "steal" and ENGINE.to_act(state) == [0]
    assert options(state, 0) == ["draw", "steal legs yellow"]
    with pytest.raises(IllegalAction, match="draw, steal legs yellow"):
        act(state, 0, "steal head orange")
    state, events = act(state, 0, "steal legs yellow")
    red, orange = state.ostriches[0], state.ostriches[1]
    assert red.worn == {"legs": garment("legs yellow")}
    assert orange.worn == {"head": garment("head orange")}
    assert orange.dizzy and orange.square == "h3"
    assert keys(events)[:4] == ["stole", "pickup_worn", "dizzy", "returned"]


def test_drawing_two_zig_cards_instead_of_stealing():
    state, _ = _pushed_off(zig_deck=["1cw", "2ccw", "3cw"])
    state, events = act(state, 0, "draw")
    assert sorted(state.seats[0].hand) == ["2ccw", "3cw"]
    assert find(events, "reward_draw")[0].params == {"player": 0, "ostrich": "orange",
                                                     "count": 2}
    assert find(events, "drew_private")[0].audience == 0
    assert state.ostriches[1].worn["legs"] == garment("legs yellow")


def test_a_fallen_ostrich_without_off_coloured_garments_means_a_draw():
    state, events = moving(at={"red": "f1", "orange": "g1", "yellow": "a8", "green": "d8"},
                           crates=["h3"], worn={"orange": ["head orange"]},
                           zig_deck=["1cw", "1cw"], zigs={"red": "3cw E", **STOP})
    assert pending(state).kind == "x" and "reward_draw" in keys(events)
    assert state.seats[0].hand == ["1cw", "1cw"]


def test_the_active_ostrich_that_falls_drops_a_garment_of_its_choice_and_may_not_zag():
    state, _ = moving(at={"red": "g1", "orange": "a5", "yellow": "a8", "green": "d8"},
                      crates=["c1"], zags=["red"], worn={"red": ["legs yellow", "head red"]},
                      backpack={"red": ["feet green"]}, zigs={"red": "3cw E", **STOP})
    assert pending(state).kind == "drop" and pending(state).context == "penalty"
    assert options(state, 0) == ["drop legs yellow", "drop feet green"]
    state, _events = act(state, 0, "drop feet green")
    red = state.ostriches[0]
    assert garment("feet green") in state.garment_pile and red.backpack == []
    assert red.zag  # never offered: it fell during its Zig
    assert red.dizzy and red.square == "c1"


def test_a_single_off_coloured_garment_is_dropped_without_asking():
    _state, events = moving(at={"red": "g1", "orange": "a5", "yellow": "a8", "green": "d8"},
                           crates=["c1"], worn={"red": ["legs yellow"]},
                           zigs={"red": "3cw E", **STOP})
    assert find(events, "dropped")[0].params == {"ostrich": "red", "garment": "legs",
                                                 "colour": "yellow"}


def test_a_zag_after_the_zig_and_falls_resolved_in_falling_order():
    state, _ = moving(at={"red": "g8", "orange": "h8", "yellow": "a1", "green": "d1"},
                      crates=["h6", "g6"], zags=["red"], zigs={"red": "1cw E", **STOP})
    assert pending(state).kind == "zag"
    assert options(state, 0) == ["zag no", "zag N", "zag E", "zag S", "zag W"]
    state, events = act(state, 0, "zag N")  # red runs off the north edge
    assert not state.ostriches[0].zag
    assert [e.params["ostrich"] for e in find(events, "returned")] == ["orange", "red"]
    assert state.ostriches[1].square == "h6" and state.ostriches[0].square == "g6"


def test_a_garment_is_replaced_by_the_pickers_owner_outside_its_row_and_column():
    state, _ = moving(at={"red": "a1", "orange": "h1", "yellow": "b8", "green": "d8"},
                      crates=["a2", "c4", "d6", "f7"], garments={"a2": "legs yellow"},
                      pile=["body green"], zigs={"red": "3cw N", **STOP})
    assert pending(state).kind == "place" and ENGINE.to_act(state) == [0]
    assert options(state, 0) == ["place d6", "place f7"]
    assert pending_view(ENGINE.view(state, None)).garment == garment("body green")
    state, _events = act(state, 0, "place f7")
    assert state.garments == {"f7": garment("body green")} and state.garment_pile == []


def test_replacement_falls_back_to_any_free_crate_then_any_free_square():
    state, _events = moving(at={"red": "a1", "orange": "h1", "yellow": "b8", "green": "d8"},
                           crates=["c4"], garments={"a3": "legs yellow"},
                           pile=["body green"], zigs={"red": "3cw N", **STOP})
    assert state.garments == {"c4": garment("body green")}  # the only free crate, in row 4
    state, _ = moving(at={"red": "a1", "orange": "h1", "yellow": "b8", "green": "d8"},
                      garments={"a2": "legs yellow"}, pile=["body green"],
                      zigs={"red": "3cw N", **STOP})
    places = options(state, 0)
    assert places and all(p[6] not in "abcd" or int(p[7]) > 4 for p in places)
    assert all(p[6] != "a" and p[7] != "4" for p in places)


def test_an_empty_garment_pile_means_no_replacement():
    state, events = moving(at={"red": "a1", "orange": "h1", "yellow": "b8", "green": "d8"},
                           crates=["a2", "f7"], garments={"a2": "legs yellow"}, pile=[],
                           zigs={"red": "3cw N", **STOP})
    assert "pile_empty" in keys(events) and state.garments == {}


def test_a_tie_for_the_return_crate_is_the_fallen_ostriches_owners_choice():
    state, _ = moving(at={"red": "f1", "orange": "g1", "yellow": "a8", "green": "d8"},
                      crates=["f1", "h3"], zigs={"red": "3cw E", **STOP})
    # Red left f1 for g1; orange fell from h1, and f1 and h3 are both 2 away.
    assert pending(state).kind == "return" and ENGINE.to_act(state) == [1]
    assert options(state, 1) == ["return f1", "return h3"]
    state, events = act(state, 1, "return f1")
    assert state.ostriches[1].square == "f1"
    assert "crown" not in keys(events) and state.seats[1].traps == []  # returning triggers nothing
