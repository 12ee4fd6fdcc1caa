"""Movement step by step: collisions and chained pushes, skateboards, crates, garments."""

from __future__ import annotations

import pytest

from games.base import IllegalAction
from games.scramble import ENGINE

from .builders import act, find, garment, keys, legal, moving, pending

FAR = {"yellow": "a8", "green": "h8"}
STOP = {"yellow": "Xcw N"}  # yellow's X decision halts the round after red's and orange's turns


def squares(state):
    return {item.colour: item.square for item in state.ostriches}


def test_a_plain_run_stops_after_its_distance():
    state, events = moving(at={"red": "a1", "orange": "h1", **FAR}, zigs={"red": "3cw N", **STOP})
    assert squares(state)["red"] == "a4"
    assert find(events, "stop")[0].params == {"ostrich": "red", "square": "a4"}


def test_collision_stops_the_mover_and_pushes_the_other_the_full_distance():
    state, events = moving(at={"red": "a1", "orange": "b1", **FAR}, zigs={"red": "3cw E", **STOP})
    assert squares(state)["red"] == "b1" and squares(state)["orange"] == "e1"
    assert find(events, "collide")[0].params == {"ostrich": "red", "ostrich2": "orange",
                                                  "square": "b1"}


def test_pushes_chain():
    state, _ = moving(at={"red": "a1", "orange": "b1", "yellow": "d1", "green": "h8"},
                      zigs={"red": "3cw E", "green": "Xcw N"})
    assert (squares(state)["red"], squares(state)["orange"], squares(state)["yellow"]) == \
        ("b1", "d1", "g1")


def test_a_crate_where_the_mover_stops_still_takes_effect():
    state, events = moving(at={"red": "a1", "orange": "b1", **FAR}, crates=["b1"],
                           crown="red", zigs={"red": "2cw E", **STOP})
    assert "trap_drawn" in keys(events) and state.seats[0].traps == ["uturn"]


def test_skateboard_reached_by_the_active_ostrich_lets_its_player_choose():
    state, _ = moving(at={"red": "a1", "orange": "h1", **FAR}, skateboards=["b1"],
                      zigs={"red": "2cw E", **STOP})
    assert pending(state).kind == "skate" and ENGINE.to_act(state) == [0]
    assert legal(state, 0) == ["skate N", "skate E", "skate S", "skate W"]
    with pytest.raises(IllegalAction, match="skateboard direction"):
        act(state, 0, "zag N")
    assert [seg.squares for seg in state.paths] == [["a1", "b1"], ["b1"]]
    state, _events = act(state, 0, "skate N")
    assert squares(state)["red"] == "b3"
    # Yellow's turn has begun but nothing moved yet: the image still shows red's path.
    assert [seg.squares for seg in ENGINE.view(state, None).paths] == \
        [["a1", "b1"], ["b1", "b2", "b3"]]


def test_under_rules_1_a_pushed_ostrich_rolls_on_from_a_skateboard():
    """Games started before the second audit keep it (rules 2: `test_skateboards.py`)."""
    state, events = moving(at={"red": "a1", "orange": "b1", **FAR}, skateboards=["c1"],
                           zigs={"red": "2cw E", **STOP}, rules=1)
    assert squares(state)["orange"] == "e1"
    assert find(events, "skate_pushed")[0].params == {"ostrich": "orange", "square": "c1",
                                                       "direction": "E"}


def test_a_mover_stopping_on_a_skateboard_by_collision_does_not_skate():
    state, events = moving(at={"red": "a1", "orange": "b1", **FAR}, skateboards=["b1"],
                           zigs={"red": "2cw E", **STOP})
    assert pending(state).kind == "x" and squares(state)["red"] == "b1"
    assert "skate_reached" not in keys(events)


def test_a_skateboard_triggers_once_per_ostrich_per_turn():
    state, _ = moving(at={"red": "a1", "orange": "h1", **FAR}, skateboards=["b1", "b3"],
                      zigs={"red": "2cw E", **STOP})
    state, _ = act(state, 0, "skate N")  # b1 -> b2, b3: the second skateboard
    assert pending(state).kind == "skate"
    state, events = act(state, 0, "skate S")  # b2, b1 again: no third ride
    assert squares(state)["red"] == "b1" and pending(state).kind == "x"
    assert "skate_reached" not in keys(events)


def test_crate_passed_through_without_a_garment_gives_crown_and_trap():
    state, events = moving(at={"red": "a1", "orange": "h1", **FAR}, crates=["a2"],
                           crown="orange", zigs={"orange": "1ccw N", "red": "3cw N", **STOP})
    assert state.crown == "red"
    assert state.seats[0].traps == ["uturn"]
    drawn = find(events, "trap_drawn")[0]
    assert drawn.audience is None and drawn.params == {"player": 0}
    assert find(events, "trap_drawn_private")[0].audience == 0


def test_crate_passed_through_with_a_garment_gives_the_garment_only():
    state, _events = moving(at={"red": "a1", "orange": "h1", **FAR}, crates=["a2"],
                           garments={"a2": "legs yellow"}, crown="orange",
                           zigs={"orange": "1ccw N", "red": "3cw N", **STOP})
    red = state.ostriches[0]
    assert red.worn == {"legs": garment("legs yellow")} and red.square == "a4"
    assert state.crown == "orange" and state.seats[0].traps == []


def test_a_garment_on_any_square_is_picked_up_and_a_second_one_goes_in_the_backpack():
    state, events = moving(at={"red": "a1", "orange": "h1", **FAR},
                           garments={"a2": "legs yellow"}, worn={"red": ["legs red"]},
                           zigs={"red": "2cw N", **STOP})
    red = state.ostriches[0]
    assert red.worn["legs"] == garment("legs red") and red.backpack == [garment("legs yellow")]
    assert "pickup_backpack" in keys(events)


def test_at_most_one_trap_drawn_per_player_per_turn():
    state, events = moving(at={"red": "a1", "orange": "h1", **FAR}, crates=["a2", "a3"],
                           zigs={"red": "3cw N", **STOP})
    assert len(find(events, "trap_drawn")) == 1 and state.seats[0].traps == ["uturn"]


def test_a_pushed_ostrich_takes_the_crown_and_its_player_draws_a_trap():
    state, _events = moving(at={"red": "a1", "orange": "b1", **FAR}, crates=["c1"],
                           zigs={"red": "2cw E", **STOP})
    assert state.crown == "orange" and state.seats[1].traps == ["uturn"]


def test_over_the_hand_limit_the_player_keeps_one_while_everything_waits():
    state, _ = moving(at={"red": "a1", "orange": "b1", **FAR}, crates=["c1"],
                      trap_hands={1: ["banana"]}, trap_deck=["mud"],
                      zigs={"red": "3cw E", **STOP})
    # The SET TRAPS phase came first: orange's player holds banana still (they passed).
    assert pending(state).kind == "keep" and ENGINE.to_act(state) == [1]
    assert squares(state)["orange"] == "c1"  # the push waits for the decision
    assert [ENGINE.format(state, a) for a in ENGINE.legal_actions(state, 1)] == \
        ["keep banana", "keep mud"]
    assert ENGINE.legal_actions(state, 0) == []
    state, events = act(state, 1, "keep mud")
    assert state.seats[1].traps == ["mud"] and state.trap_discard == ["banana"]
    assert squares(state)["orange"] == "e1"  # and then the push goes on
    assert find(events, "trap_kept_private")[0].audience == 1


def test_two_alike_traps_are_kept_by_a_decision_all_the_same():
    # Kept silently, two alike traps told everyone that the hidden ones matched.
    state, _ = moving(at={"red": "a1", "orange": "h1", **FAR}, crates=["a2"],
                      trap_hands={0: ["mud"]}, trap_deck=["mud"], zigs={"red": "1cw N", **STOP},
                      traps=[(0, "trap pass")])
    assert pending(state).kind == "keep" and ENGINE.to_act(state) == [0]
    assert legal(state, 0) == ["keep mud"]
    state, events = act(state, 0, "keep mud")
    assert state.seats[0].traps == ["mud"] and state.trap_discard == ["mud"]
    assert keys(events)[:2] == ["trap_kept_private", "trap_discarded"]


def test_a_skateboard_reached_during_a_zag_lets_its_player_choose_again():
    # ostrich-scramble.txt: "When you move onto or through a Skateboard space on your turn,
    # [...] execute the movement distance that you were executing [...] in any direction"
    state, _ = moving(at={"red": "a1", "orange": "h1", **FAR}, skateboards=["b2"],
                      zags=["red"], zigs={"red": "1cw N", **STOP})
    assert pending(state).kind == "zag" and squares(state)["red"] == "a2"
    state, events = act(state, 0, "zag E")
    assert find(events, "skate_reached")[0].params == {"ostrich": "red", "square": "b2"}
    assert pending(state).kind == "skate" and ENGINE.to_act(state) == [0]
    state, _ = act(state, 0, "skate N")
    assert squares(state)["red"] == "b3" and pending(state).kind == "x"


def test_a_skateboard_ridden_in_the_zig_does_not_trigger_again_in_the_zag():
    state, _ = moving(at={"red": "a1", "orange": "h1", **FAR}, skateboards=["a2"],
                      zags=["red"], zigs={"red": "1cw N", **STOP})
    state, _ = act(state, 0, "skate E")  # the Zig's ride: a2 -> b2
    assert pending(state).kind == "zag"
    state, events = act(state, 0, "zag W")  # back over a2: no second ride
    assert squares(state)["red"] == "a2" and "skate_reached" not in keys(events)
