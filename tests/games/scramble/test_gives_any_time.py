"""Gives "at any time": "At any time, you can give a Garment one Ostrich has to your other
Ostrich" (ostrich-scramble.txt, two and three players), read by HOUSE_RULES.md's second audit
as any time while the game runs, not only when the game waits for the giver: "after their
plan is submitted, during another player's MOVE turn, while another player decides whether
to steal from them". A give "never ends or changes anyone else's pending decision; a give
that arrives after a steal took the garment is refused as a real conflict". Games played by
an earlier rules version keep giving only when the game waits for them."""

from __future__ import annotations

import pytest

from games.base import IllegalAction
from games.scramble import ENGINE
from games.scramble.constants import ANYTIME_GIVES_RULES

from .builders import act, find, garment, keys, legal, moving, pending, position

AT2 = {"red": "a1", "orange": "h1", "yellow": "a8", "green": "h8"}


def test_after_the_plan_is_submitted_a_give_is_still_open_and_stays_secret():
    """ "after their plan is submitted" """
    state = position(2, at=AT2, hands={0: ["1cw", "1cw"], 1: ["1cw", "1cw"]},
                     worn={"red": ["legs orange"]})
    state, _ = act(state, 0, "zig red 1cw N")
    state, _ = act(state, 0, "zig yellow 1cw N")
    assert ENGINE.to_act(state) == [1]
    assert legal(state, 0) == ["give legs orange to yellow"]
    state, events = act(state, 0, "give legs orange to yellow")
    assert keys(events) == ["gave_private"] and ENGINE.to_act(state) == [1]
    assert ENGINE.view(state, 1).ostriches[0].worn == {"legs": garment("legs orange")}
    state, _ = act(state, 1, "zig orange 1cw N")
    state, events = act(state, 1, "zig green 1cw N")
    assert find(events, "gave")[0].params["ostrich2"] == "yellow"


def test_after_the_traps_are_in_a_give_is_still_open():
    state = position(2, at=AT2, hands={0: ["1cw", "1cw"], 1: ["1cw", "1cw"]},
                     trap_hands={0: ["mud"], 1: ["mud"]}, worn={"red": ["legs orange"]})
    for seat, line in ((0, "zig red 1cw N"), (0, "zig yellow 1cw N"),
                       (1, "zig orange 1cw N"), (1, "zig green 1cw N"), (0, "trap pass")):
        state, _ = act(state, seat, line)
    assert state.phase == "traps" and ENGINE.to_act(state) == [1]
    state, events = act(state, 0, "give legs orange to yellow")
    assert keys(events) == ["gave_private"] and ENGINE.to_act(state) == [1]


def _others_move_turn():
    """Bob's orange runs first (it holds the Crown); Alice waits, red wearing the orange legs
    and carrying the green head in its backpack."""
    return moving(2, at=AT2, crown="orange", worn={"red": ["legs orange"]},
                  backpack={"red": ["head green"]},
                  zigs={"orange": "Xcw N", "red": "1cw N"})


def test_during_another_players_move_turn_a_give_is_public_at_once_and_ends_nothing():
    """ "during another player's MOVE turn" """
    state, _ = _others_move_turn()
    assert pending(state).kind == "x" and ENGINE.to_act(state) == [1]
    before = pending(state)
    assert legal(state, 0) == ["give head green to yellow", "give legs orange to yellow"]
    state, events = act(state, 0, "give legs orange to yellow")
    assert keys(events) == ["gave"] and events[0].audience is None
    assert pending(state) == before and ENGINE.to_act(state) == [1]  # Bob still decides
    assert state.ostriches[2].worn == {"legs": garment("legs orange")}


def _steal_pending():
    """Bob's orange pushes Alice's red off the board on Bob's turn, so Bob decides whether
    to steal from red."""
    return moving(2, at={"red": "g1", "orange": "f1", "yellow": "a8", "green": "d8"},
                  crates=["c1", "h3"], crown="orange",
                  worn={"red": ["legs orange", "head green"]},
                  zigs={"orange": "3cw E", "red": "Xcw N"})


def test_while_another_player_decides_whether_to_steal_a_give_is_open_and_ends_nothing():
    """ "while another player decides whether to steal from them" """
    state, _ = _steal_pending()
    decision = pending(state)
    assert (decision.kind, decision.seat, decision.ostrich) == ("steal", 1, "red")
    assert legal(state, 1) == ["draw", "steal head green", "steal legs orange"]
    state, events = act(state, 0, "give legs orange to yellow")
    assert keys(events) == ["gave"]
    assert pending(state) == decision  # still Bob's to make: never ended nor answered
    assert legal(state, 1) == ["draw", "steal head green"]
    state, _ = act(state, 0, "give head green to yellow")
    assert pending(state) == decision and legal(state, 1) == ["draw"]  # not decided for Bob


def test_a_give_overtaken_by_a_steal_of_the_same_garment_is_refused_with_its_reason():
    """ "a give that arrives after a steal took the garment is refused as a real conflict" """
    state, _ = _steal_pending()
    state, _ = act(state, 1, "steal legs orange")
    with pytest.raises(IllegalAction) as refused:
        act(state, 0, "give legs orange to yellow")
    assert refused.value.key == "scramble.illegal.garment_not_held"
    assert refused.value.params["ostrich"] == "red"


def test_a_game_on_earlier_rules_gives_only_when_it_waits_for_the_giver():
    state, _ = moving(2, at=AT2, crown="orange", worn={"red": ["legs orange"]},
                      zigs={"orange": "Xcw N", "red": "1cw N"},
                      rules=ANYTIME_GIVES_RULES - 1)
    assert ENGINE.to_act(state) == [1] and legal(state, 0) == []
    with pytest.raises(IllegalAction) as refused:
        act(state, 0, "give legs orange to yellow")
    assert refused.value.key == "scramble.illegal.not_your_turn"


def test_a_player_with_one_ostrich_never_gives_out_of_turn():
    state = position(4, at={"red": "a1", "orange": "h1", "yellow": "a8", "green": "h8"},
                     hands={0: ["1cw"], 1: ["1cw"], 2: ["1cw"], 3: ["1cw"]},
                     worn={"red": ["legs orange"]})
    state, _ = act(state, 0, "zig red 1cw N")
    assert legal(state, 0) == [] and all(legal(state, seat) == [] for seat in range(4, 6))
