"""SET TRAPS and the six trap effects, resolved last played first."""

from __future__ import annotations

import pytest

from games.base import IllegalAction
from games.scramble import ENGINE

from .builders import act, find, garment, keys, legal, moving, pending, position, run

AT4 = {"red": "d4", "orange": "h1", "yellow": "a8", "green": "h8"}
STOP = {"orange": "Xcw N"}  # orange's X decision halts the round right after red's turn


def _to_traps(trap_hands):
    state = position(at=AT4, hands={0: ["1cw"], 1: ["1cw"], 2: ["1cw"], 3: ["1cw"]},
                     trap_hands=trap_hands)
    return run(state, (0, "zig 1cw N"), (1, "zig 1cw N"), (2, "zig 1cw N"), (3, "zig 1cw N"))


def _catapulted(at, crates):
    """Red runs 1 E with the catapult seat 1 set on it, among exactly these crates."""
    return moving(at=at, crates=crates, zigs={"red": "1cw E", **STOP},
                  trap_hands={1: ["catapult"]}, traps=[(1, "trap catapult red")])


def test_only_players_holding_a_trap_are_asked_and_traps_stay_secret():
    state, _ = _to_traps({1: ["banana"], 3: ["mud"]})
    assert state.phase == "traps" and ENGINE.to_act(state) == [1, 3]
    with pytest.raises(IllegalAction, match="another player’s ostrich"):
        act(state, 1, "trap banana orange")
    with pytest.raises(IllegalAction, match="do not hold the trap mud"):
        act(state, 1, "trap mud red")
    state, events = act(state, 1, "trap banana red")
    assert keys(events) == ["trap_private", "submitted"] and events[0].audience == 1
    public = ENGINE.view(state, None)
    assert public.seats[1].trap_count == 1 and public.ostriches[0].traps == []
    assert public.seats[1].submitted and not public.seats[3].submitted
    assert ENGINE.view(state, 1).ostriches[0].traps[0].kind == "banana"
    state, events = act(state, 3, "trap pass")
    assert [e.params for e in find(events, "trapped")] == [{"player": 1, "ostrich": "red"}]
    before_move = keys(events).index("order_cw")
    assert "banana" not in str([e.model_dump() for e in events[:before_move]])
    assert find(events, "trap_revealed")[0].params["trap"] == "banana"  # red runs first


def test_piles_show_who_and_how_many_but_not_which():
    state, _ = moving(at=AT4, zigs={"red": "Xcw N", "green": "1cw S"},
                      trap_hands={1: ["banana"], 2: ["mud"]},
                      traps=[(1, "trap banana green"), (2, "trap mud green")])
    assert pending(state).kind == "x"  # red runs first; green's pile is still face down
    public = ENGINE.view(state, None).ostriches[3]
    assert [(t.by, t.kind) for t in public.traps] == [(1, None), (2, None)]
    mine = ENGINE.view(state, 1).ostriches[3]
    assert [(t.by, t.kind) for t in mine.traps] == [(1, "banana"), (2, None)]
    victim = ENGINE.view(state, 3).ostriches[3]
    assert [(t.by, t.kind) for t in victim.traps] == [(1, None), (2, None)]


def test_set_traps_is_skipped_when_nobody_holds_a_trap():
    state, _ = _to_traps({})
    assert state.phase != "traps"


def test_traps_resolve_last_played_first():
    # X at 0, then banana (played first) and mud (played last): mud first 0 -> 0, banana -> 1.
    state, events = moving(at=AT4, zigs={"red": "Xcw N"}, trap_hands={1: ["banana"], 2: ["mud"]},
                           traps=[(1, "trap banana red"), (2, "trap mud red")])
    state, events = act(state, 0, "x 0")
    revealed = [(e.params["player"], e.params["trap"]) for e in find(events, "trap_revealed")]
    assert revealed == [(2, "mud"), (1, "banana")]
    assert state.ostriches[0].square == "d5"


@pytest.mark.parametrize(("trap", "card", "square"), [
    ("banana", "2cw N", "d7"), ("mud", "2cw N", "d5"), ("mud", "Xcw N", "d4"),
    ("uturn", "2cw N", "d2"), ("whirlwind", "2cw N", "f4"),
])
def test_distance_and_direction_traps(trap, card, square):
    state, _ = moving(at=AT4, zigs={"red": card, **STOP}, trap_hands={2: [trap]},
                      traps=[(2, f"trap {trap} red")])
    if card.startswith("X"):
        state, _events = act(state, 0, "x 0")
    assert state.ostriches[0].square == square


def test_a_direction_trap_on_an_ostrich_without_a_zig_has_no_effect():
    state, events = moving(at=AT4, zigs=STOP, trap_hands={2: ["uturn"]},
                           traps=[(2, "trap uturn red")])
    assert find(events, "trap_no_effect")[0].params == {"ostrich": "red", "trap": "uturn"}
    assert state.ostriches[0].square == "d4"


def test_catapult_onto_a_crate_with_a_garment_picks_it_up_without_crown_or_trap():
    state, events = moving(
        at={"red": "a1", "orange": "b3", "yellow": "c1", "green": "e1"},
        crates=["a2", "h8"], garments={"h8": "legs yellow"}, crown="red",
        zigs={"red": "1cw S", **STOP}, trap_hands={2: ["catapult"]},
        traps=[(2, "trap catapult red")],
    )
    red = state.ostriches[0]
    assert find(events, "catapulted")[0].params == {"ostrich": "red", "square": "h8"}
    assert red.worn == {"legs": garment("legs yellow")}
    assert red.square == "h7"  # then its Zig, 1 S from the crate
    assert state.seats[0].traps == [] and "crown" not in keys(events)


def test_catapult_tie_is_the_owners_choice():
    state, _ = _catapulted({"red": "d4", "orange": "b2", "yellow": "g7", "green": "c6"},
                           crates=["a8", "h1", "d3"])
    assert pending(state).kind == "catapult" and ENGINE.to_act(state) == [0]
    assert legal(state, 0) == ["catapult h1", "catapult a8"]
    with pytest.raises(IllegalAction, match="catapult h1, catapult a8"):
        act(state, 0, "catapult d3")
    state, _ = act(state, 0, "catapult a8")
    assert state.ostriches[0].square == "b8"


def test_catapult_skips_crates_with_an_ostrich():
    state, _ = _catapulted({"red": "d4", "orange": "h1", "yellow": "a7", "green": "c6"},
                           crates=["h1", "a8", "d3"])
    assert state.ostriches[0].square == "b8"  # a8 (h1 is occupied), then 1 E


@pytest.mark.parametrize(("worn", "backpack", "choice"), [
    (["legs yellow", "head red"], [], None),
    (["legs yellow", "feet blue"], ["legs orange"], "drop legs orange"),
    (["head red"], [], None),
])
def test_butterfingers_drops_an_off_coloured_garment_of_the_owners_choice(
        worn, backpack, choice):
    state, events = moving(at=AT4, zigs={"red": "1cw N", **STOP}, worn={"red": worn},
                           backpack={"red": backpack}, trap_hands={3: ["butterfingers"]},
                           traps=[(3, "trap butterfingers red")])
    if choice is None:
        off = [g for g in worn if not g.endswith("red")]
        if off:
            assert find(events, "dropped")[0].params["colour"] == "yellow"
            assert garment("legs yellow") in state.garment_pile
        else:
            assert find(events, "trap_no_effect")
        return
    assert pending(state).kind == "drop"
    assert legal(state, 0) == ["drop legs orange", "drop legs yellow", "drop feet blue"]
    state, _ = act(state, 0, choice)
    red = state.ostriches[0]
    assert red.worn["legs"] == garment("legs yellow") and red.backpack == []


@pytest.mark.parametrize(("trap", "zig_square", "zag_square"), [
    ("banana", "d7", "g7"), ("mud", "d5", "e5")])
def test_distance_traps_change_the_zag_too(trap, zig_square, zag_square):
    # HOUSE_RULES.md: "The distance traps change the distance for the Zig and for a Zag"
    state, _ = moving(at=AT4, zags=["red"], zigs={"red": "2cw N", **STOP},
                      trap_hands={2: [trap]}, traps=[(2, f"trap {trap} red")])
    assert pending(state).kind == "zag" and state.ostriches[0].square == zig_square
    state, _ = act(state, 0, "zag E")
    assert state.ostriches[0].square == zag_square and not state.ostriches[0].zag


def test_direction_traps_change_the_zig_only_not_the_zag():
    # HOUSE_RULES.md: "the direction traps change the Zig only"
    state, _ = moving(at=AT4, zags=["red"], zigs={"red": "1cw N", **STOP},
                      trap_hands={1: ["uturn"]}, traps=[(1, "trap uturn red")])
    assert state.ostriches[0].square == "d3"
    state, _ = act(state, 0, "zag E")
    assert state.ostriches[0].square == "e3"


def test_a_catapult_with_no_free_crate_has_no_effect():
    # ostrich-scramble.txt: "if it is impossible to execute its effect, it has no effect"
    state, events = _catapulted({"red": "d4", "orange": "h1", "yellow": "a8", "green": "h8"},
                                crates=["h1", "a8", "h8"])
    assert find(events, "trap_no_effect")[0].params == {"ostrich": "red", "trap": "catapult"}
    assert "catapulted" not in keys(events) and state.ostriches[0].square == "e4"
