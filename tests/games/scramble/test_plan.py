"""PLAN: drawing to four, claiming a Zag, setting Zigs, submitting in secret."""

from __future__ import annotations

import pytest

from games.base import Event, IllegalAction
from games.scramble import ENGINE
from games.scramble.flow import end_round
from games.scramble.models import Action

from .builders import act, find, keys, legal, position, zig

AT4 = {"red": "a1", "orange": "h1", "yellow": "a8", "green": "h8"}


def test_plan_is_simultaneous_and_a_submission_is_final():
    state = position(at=AT4, hands={0: ["1cw"], 1: ["2cw"], 2: ["3cw"], 3: ["1ccw"]})
    assert ENGINE.to_act(state) == [0, 1, 2, 3]
    state, events = act(state, 2, "zig 3cw E")
    assert ENGINE.to_act(state) == [0, 1, 3]
    assert find(events, "submitted")[0].params == {"player": 2}
    assert ENGINE.legal_actions(state, 2) == []
    with pytest.raises(IllegalAction, match="already submitted"):
        act(state, 2, "zig 3cw N")


def test_draw_to_at_least_four_at_the_start_of_plan_never_discarding():
    state = position(at=AT4, hands={0: ["1cw"], 1: ["1cw"] * 6, 2: [], 3: ["2cw", "2cw"]},
                     zig_deck=["3cw"] * 20)
    state.phase = "move"
    events: list[Event] = []
    end_round(state, events)
    assert [len(seat.hand) for seat in state.seats] == [4, 6, 4, 4]
    private = [e for e in find(events, "drew_private") if e.audience == 0]
    assert private[0].params == {"cards": "3cw 3cw 3cw"}


def test_claim_with_x_wild_then_draw_back_to_four():
    state = position(at=AT4, hands={0: ["2cw", "2ccw", "Xcw", "1cw", "3ccw"]},
                     zig_deck=["1ccw", "3cw"])
    state, events = act(state, 0, "claim Xcw 2ccw 2cw")
    red = state.ostriches[0]
    assert red.zag
    assert sorted(state.seats[0].hand) == sorted(["1cw", "3ccw", "3cw", "1ccw"])
    assert state.zig_discard == ["2cw", "2ccw", "Xcw"]
    assert find(events, "claimed_private")[0].audience == 0
    assert not find(events, "claimed")  # announced when PLAN ends


def test_three_x_cards_make_a_claim_and_mixed_distances_do_not():
    state = position(at=AT4, hands={0: ["Xcw", "Xccw", "Xcw", "1cw", "2cw"]})
    assert Action(kind="claim", ostrich="red", cards=("Xcw", "Xcw", "Xccw")) in \
        ENGINE.legal_actions(state, 0)
    with pytest.raises(IllegalAction, match="three cards of one distance"):
        act(state, 0, "claim 1cw 2cw Xcw")
    with pytest.raises(IllegalAction, match="do not hold 3cw 3cw 3cw"):
        act(state, 0, "claim 3cw 3cw 3cw")


def test_one_claim_per_round_and_one_zag_per_ostrich():
    state = position(at=AT4, hands={0: ["1cw"] * 6}, zig_deck=["1cw"] * 6, zags=["orange"])
    state, _ = act(state, 0, "claim 1cw 1cw 1cw")
    with pytest.raises(IllegalAction, match="already claimed"):
        act(state, 0, "claim 1cw 1cw 1cw")
    holder = position(at=AT4, hands={0: ["1cw"] * 6}, zags=["red"])
    with pytest.raises(IllegalAction, match="red already has a Zag"):
        act(holder, 0, "claim 1cw 1cw 1cw")
    assert not [a for a in ENGINE.legal_actions(holder, 0) if a.kind == "claim"]


def test_claims_come_before_the_zig():
    state = position(players=2, at={"red": "a1", "orange": "h1", "yellow": "a8", "green": "h8"},
                     hands={0: ["1cw"] * 5})
    state, _ = act(state, 0, "zig red 1cw N")
    with pytest.raises(IllegalAction, match="before setting a Zig"):
        act(state, 0, "claim yellow 1cw 1cw 1cw")


def test_claims_are_revealed_when_plan_ends():
    state = position(at=AT4, hands={0: ["1cw"] * 4, 1: ["2cw"], 2: ["2cw"], 3: ["2cw"]},
                     zig_deck=["3cw"] * 5)
    state, _ = act(state, 0, "claim 1cw 1cw 1cw")
    public = ENGINE.view(state, None)
    assert public.seats[0].hand_size == 4 and not public.ostriches[0].zag  # frozen
    assert public.zig_discard == 0
    assert ENGINE.view(state, 0).ostriches[0].zag
    state, _ = act(state, 0, "zig 1cw N")
    state, _ = act(state, 1, "zig 2cw N")
    state, _ = act(state, 2, "zig 2cw N")
    state, events = act(state, 3, "zig 2cw N")
    claimed = find(events, "claimed")[0]
    assert claimed.audience is None
    assert claimed.params == {"player": 0, "ostrich": "red", "cards": "1cw 1cw 1cw"}


def test_zig_needs_a_card_in_hand_and_a_direction():
    state = position(at=AT4, hands={0: ["1cw", "2ccw"], 1: ["1cw"]})
    with pytest.raises(IllegalAction, match="do not hold 3cw"):
        act(state, 0, "zig 3cw N")
    with pytest.raises(IllegalAction, match="Give a direction for red"):
        act(state, 0, "zig 2ccw")
    with pytest.raises(IllegalAction, match="orange is not your ostrich"):
        act(state, 0, "zig orange 2ccw N")
    state, events = act(state, 0, "zig 2ccw W")
    assert zig(state, "red").card == "2ccw" and zig(state, "red").direction == "W"
    assert state.seats[0].hand == ["1cw"]
    assert keys(events) == ["zig_private", "submitted"]
    assert events[0].audience == 0


def test_a_dizzy_ostrich_sets_a_card_only():
    state = position(at=AT4, hands={0: ["2cw"], 1: ["1cw"]}, dizzy=["red"])
    assert legal(state, 0) == ["zig 2cw"]
    with pytest.raises(IllegalAction, match="red is dizzy"):
        act(state, 0, "zig 2cw N")
    state, _ = act(state, 0, "zig 2cw")
    assert zig(state, "red").direction is None


def test_a_player_without_cards_sets_nothing_and_is_not_waited_for():
    state = position(at=AT4, hands={0: ["1cw"], 1: []})
    assert 1 not in ENGINE.to_act(state)
    assert ENGINE.legal_actions(state, 1) == []


def test_plan_lists_zigs_first_then_claims():
    state = position(at=AT4, hands={0: ["2cw", "2cw", "2ccw", "1cw"]})
    kinds = [a.kind for a in ENGINE.legal_actions(state, 0)]
    assert kinds[0] == "zig" and "claim" in kinds
    assert kinds.index("claim") > max(i for i, k in enumerate(kinds) if k == "zig")
