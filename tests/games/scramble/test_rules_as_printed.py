"""Points where the engine once parted from the rulebook, each test quoting the
sentence of `../shared/rules/ostrich-scramble.txt` it enforces."""

from __future__ import annotations

import pytest

from games.base import IllegalAction
from games.scramble import ENGINE

from .builders import act, find, garment, keys, moving, pending, pending_view, position, run

AT2 = {"red": "a1", "orange": "h1", "yellow": "a8", "green": "h8"}


def options(state, seat):
    return [ENGINE.format(state, action) for action in ENGINE.legal_actions(state, seat)]


# ostrich-scramble.txt, Two and Three Player: "Garments: At any time, you can give a Garment
# one Ostrich has to your other Ostrich."


def test_a_give_after_setting_a_zig_in_plan_ends_nothing():
    state = position(2, at=AT2, hands={0: ["1cw", "2cw"], 1: ["1cw"]},
                     worn={"red": ["head red", "legs orange"]})
    state, _ = act(state, 0, "zig red 1cw N")
    assert "give legs orange to yellow" in options(state, 0)
    state, events = act(state, 0, "give legs orange to yellow")
    assert keys(events) == ["gave_private"] and ENGINE.to_act(state) == [0, 1]
    state, events = act(state, 0, "give legs orange to red")  # and back: no limit a round
    assert state.ostriches[0].worn["legs"] == garment("legs orange")
    state, _ = run(state, (0, "zig yellow 2cw N"))
    state, events = act(state, 0, "give head red to yellow")  # submitted: "at any time" still
    assert keys(events) == ["gave_private"] and ENGINE.to_act(state) == [1]


def test_a_give_during_set_traps_stays_secret_until_the_traps_are_revealed():
    state = position(2, at=AT2, hands={0: ["1cw", "1cw"], 1: ["1cw", "1cw"]},
                     trap_hands={0: ["mud"], 1: ["banana"]}, worn={"red": ["legs orange"]})
    state, _ = run(state, (0, "zig red 1cw N"), (0, "zig yellow 1cw S"),
                   (1, "zig orange 1cw N"), (1, "zig green 1cw S"))
    assert state.phase == "traps"
    state, events = act(state, 0, "give legs orange to yellow")
    assert keys(events) == ["gave_private"] and ENGINE.to_act(state) == [0, 1]
    assert ENGINE.view(state, 1).ostriches[2].worn == {}
    state, _ = act(state, 0, "trap pass")
    state, events = act(state, 1, "trap pass")
    assert find(events, "gave")[0].params == {"player": 0, "garment": "legs",
                                              "colour": "orange", "ostrich": "red",
                                              "ostrich2": "yellow"}
    assert keys(events).index("gave") < keys(events).index("order_cw")


def test_a_give_during_a_move_decision_is_public_and_leaves_the_decision_open():
    state, _ = moving(2, at=AT2, worn={"red": ["head red", "legs orange"]},
                      zigs={"red": "Xcw N", "orange": "Xcw N"})
    assert pending(state).kind == "x" and ENGINE.to_act(state) == [0]
    assert options(state, 0)[-2:] == ["give head red to yellow", "give legs orange to yellow"]
    with pytest.raises(IllegalAction, match="does not have"):
        act(state, 1, "give legs orange to orange")  # open to Bob too, for what he holds
    state, events = act(state, 0, "give legs orange to yellow")
    assert keys(events) == ["gave"] and events[0].audience is None
    assert pending(state).kind == "x" and ENGINE.to_act(state) == [0]
    assert ENGINE.view(state, 1).ostriches[2].worn == {"legs": garment("legs orange")}
    assert pending_view(ENGINE.view(state, 0)).choices == [f"x {n}" for n in range(21)]
    assert ENGINE.auto_action(state, 0).kind == "x"  # the bot never gives


def test_giving_away_the_last_off_colour_garment_before_dropping_one_spares_the_penalty():
    state, _ = moving(2, at={"red": "g1", "orange": "a5", "yellow": "a8", "green": "d8"},
                      crates=["c1"], worn={"red": ["legs yellow"]},
                      backpack={"red": ["feet green"]},
                      zigs={"red": "3cw E", "orange": "Xcw N"})
    assert pending(state).kind == "drop" and pending(state).context == "penalty"
    state, _ = act(state, 0, "give legs yellow to yellow")
    assert pending(state).kind == "drop" and options(state, 0)[0] == "drop feet green"
    state, events = act(state, 0, "give feet green to yellow")
    assert keys(events)[:2] == ["gave", "penalty_none"]
    assert state.ostriches[2].worn == {"legs": garment("legs yellow"),
                                       "feet": garment("feet green")}
    assert state.ostriches[0].square == "c1" and pending(state).kind == "run"


# ostrich-scramble.txt, Penalties and Rewards: "Pushed Off - If your Ostrich falls off a cliff
# on your turn, put one of your off-colored Garments back in the Garment Pile, if you have one.
# - Running Off - If your Ostrich falls off a cliff and it is NOT your turn, the player whose
# turn it is may either: Steal [...] Draw - draw 2 Zig Cards"


def _own_push(**kwargs):
    return moving(2, at={"red": "f1", "yellow": "g1", "orange": "a5", "green": "d8"},
                  crates=["c1", "h3"], zigs={"red": "3cw E", "orange": "Xcw N"}, **kwargs)


def test_pushing_ones_own_ostrich_off_on_ones_turn_is_a_fall_on_ones_turn():
    state, events = _own_push(worn={"yellow": ["legs orange", "head yellow"]},
                              backpack={"yellow": ["feet green"]}, zig_deck=["1cw", "1cw"])
    assert find(events, "fell")[0].params == {"ostrich": "yellow", "square": "h1"}
    assert pending(state).kind == "drop" and pending(state).context == "penalty"
    assert pending(state).ostrich == "yellow"
    assert [text for text in options(state, 0) if not text.startswith("give")] == \
        ["drop legs orange", "drop feet green"]
    state, events = act(state, 0, "drop feet green")
    assert "reward_draw" not in keys(events) and "stole" not in keys(events)
    assert state.seats[0].hand == [] and garment("feet green") in state.garment_pile
    assert state.ostriches[2].dizzy and state.ostriches[2].square == "h3"


def test_ones_own_ostrich_pushed_off_with_one_off_colour_garment_drops_it():
    _state, events = _own_push(worn={"yellow": ["legs orange"]}, zig_deck=["1cw", "1cw"])
    assert find(events, "dropped")[0].params == {"ostrich": "yellow", "garment": "legs",
                                                 "colour": "orange"}
    assert "reward_draw" not in keys(events)


# ostrich-scramble.txt, MOVE: "2. Resolve Traps If anyone played a Trap Card on you, resolve
# them in the opposite order in which they were played. 3. Zig Move [...] If it is on the
# Dizzy side, move in any direction and then flip it back to the non-Dizzy side."

AT4 = {"red": "d4", "orange": "h1", "yellow": "a8", "green": "h8"}
HALT = {"orange": "Xcw N"}  # orange's X decision halts the round right after red's turn


def test_a_dizzy_ostrich_chooses_its_direction_after_its_traps_which_never_bend_it():
    state, events = moving(at=AT4, dizzy=["red"], zigs={"red": "2cw", **HALT},
                           trap_hands={1: ["uturn"], 2: ["banana"]},
                           traps=[(1, "trap uturn red"), (2, "trap banana red")])
    assert pending(state).kind == "dir" and pending(state).ostrich == "red"
    revealed = [e.params["trap"] for e in find(events, "trap_revealed")]
    assert revealed == ["banana", "uturn"]  # both resolved before the direction is asked
    assert find(events, "trap_no_effect")[0].params == {"ostrich": "red", "trap": "uturn"}
    state, events = act(state, 0, "dir N")
    assert state.ostriches[0].square == "d7" and not state.ostriches[0].dizzy  # 2 + banana


def test_a_whirlwind_on_a_dizzy_ostrich_has_no_effect():
    state, events = moving(at=AT4, dizzy=["red"], zigs={"red": "1cw", **HALT},
                           trap_hands={1: ["whirlwind"]}, traps=[(1, "trap whirlwind red")])
    assert find(events, "trap_no_effect")[0].params == {"ostrich": "red", "trap": "whirlwind"}
    state, _ = act(state, 0, "dir W")
    assert state.ostriches[0].square == "c4"


def test_a_dizzy_ostrich_with_an_x_of_0_is_asked_no_direction_and_recovers():
    state, _ = moving(at=AT4, dizzy=["red"], zigs={"red": "Xcw", **HALT})
    state, events = act(state, 0, "x 0")
    assert "dir_chosen" not in keys(events) and pending(state).ostrich == "orange"
    assert state.ostriches[0].square == "d4" and not state.ostriches[0].dizzy


def test_a_dizzy_ostrich_whose_x_of_0_a_banana_makes_1_chooses_its_direction_then():
    state, _ = moving(at=AT4, dizzy=["red"], zigs={"red": "Xcw", **HALT},
                      trap_hands={1: ["banana"]}, traps=[(1, "trap banana red")])
    state, _ = act(state, 0, "x 0")
    assert pending(state).kind == "dir"
    state, _ = act(state, 0, "dir E")
    assert state.ostriches[0].square == "e4"


def test_a_dizzy_ostrich_whose_distance_mud_brings_to_0_is_asked_nothing():
    state, _ = moving(at=AT4, dizzy=["red"], zigs={"red": "1cw", **HALT},
                      trap_hands={1: ["mud"]}, traps=[(1, "trap mud red")])
    assert pending(state).ostrich == "orange" and not state.ostriches[0].dizzy
    assert state.ostriches[0].square == "d4"


def test_a_game_stored_waiting_for_a_dizzy_direction_before_the_traps_plays_on():
    # Stored before this change: the direction was asked at the reveal, before the traps.
    state, _ = moving(at=AT4, dizzy=["red"], zigs={"red": "2cw", **HALT})
    assert pending(state).kind == "dir" and state.turn.stage == "zig"
    stored = state.model_dump(mode="json")
    stored["turn"]["stage"] = "reveal"
    old = ENGINE.state_from_json(ENGINE.state_to_json(type(state).model_validate(stored)))
    old, events = act(old, 0, "dir E")
    assert keys(events)[0] == "dir_chosen" and old.ostriches[0].square == "f4"
    assert not old.ostriches[0].dizzy and pending(old).ostrich == "orange"


def test_a_game_stored_in_set_traps_does_not_announce_plans_gives_twice():
    # Stored before this change: PLAN's gives stayed listed (without a phase) until the round
    # ended, after being announced when PLAN ended.
    state = position(2, at=AT2, hands={0: ["1cw", "1cw"], 1: ["1cw", "1cw"]},
                     trap_hands={1: ["mud"]}, worn={"red": ["legs orange"]})
    state, _ = run(state, (0, "give legs orange to yellow"), (0, "zig red 1cw N"),
                   (0, "zig yellow 1cw S"), (1, "zig orange 1cw N"), (1, "zig green 1cw S"))
    assert state.phase == "traps" and state.gives == []
    stored = state.model_dump(mode="json")
    stored["gives"] = [{"seat": 0, "garment": {"kind": "legs", "colour": "orange"},
                        "giver": "red", "receiver": "yellow"}]
    old = ENGINE.state_from_json(ENGINE.state_to_json(type(state).model_validate(stored)))
    _, events = act(old, 1, "trap pass")
    assert "gave" not in keys(events)
