"""Collecting in both modes: flips, takes, leaves, passes, the collect stack's order, and
the ends of collecting (Stop, an empty table, everyone passing)."""

from __future__ import annotations

import pytest

from games.base import IllegalAction
from games.zigzag import ENGINE
from games.zigzag.models import ZigZagAction
from tests.games.zigzag.scenario import event_keys, face, make_state, use_faces

TAKE = ZigZagAction(verb="take")
LEAVE = ZigZagAction(verb="leave")
PASS = ZigZagAction(verb="pass")
STOP = ZigZagAction(verb="stop")


def FLIP(slot: int) -> ZigZagAction:
    return ZigZagAction(verb="flip", slot=slot)


def take(slot: int) -> ZigZagAction:
    return ZigZagAction(verb="take", slot=slot)


# --- turns mode -------------------------------------------------------------------------


def test_turns_a_flip_keeps_the_turn_until_take_or_leave():
    state = make_state(3)
    state, events = ENGINE.apply(state, 0, FLIP(15))
    assert state.slots[14] == "up" and state.held_by[14] == 0
    assert ENGINE.to_act(state) == [0]
    assert event_keys(events) == ["zigzag.event.flip.water"]
    assert events[0].params == {"player": 0, "slot": 15}
    assert ENGINE.legal_actions(state, 0) == [TAKE, LEAVE, STOP]
    state, events = ENGINE.apply(state, 0, TAKE)
    assert state.seats[0].stack == ["water"] and state.slots[14] == "taken"
    assert ENGINE.to_act(state) == [1]
    assert event_keys(events) == ["zigzag.event.took_flipped"]
    assert "water" not in str(events[0].params)


def test_turns_leaving_keeps_the_card_face_up_for_anyone():
    state = make_state(2)
    state, _ = ENGINE.apply(state, 0, FLIP(40))
    state, _ = ENGINE.apply(state, 0, LEAVE)
    assert state.slots[39] == "up" and state.held_by[39] is None
    assert take(40) in ENGINE.legal_actions(state, 1)
    state, events = ENGINE.apply(state, 1, take(40))
    assert state.seats[1].stack == ["sand"]
    assert event_keys(events) == ["zigzag.event.took_face_up"]
    assert ENGINE.to_act(state) == [0]


def test_turns_the_collect_stack_keeps_the_order_of_taking():
    state = make_state(2)
    for slot in (30, 1, 44):  # meadow, bluetile, sand
        state, _ = ENGINE.apply(state, 0, FLIP(slot))
        state, _ = ENGINE.apply(state, 0, TAKE)
        state, _ = ENGINE.apply(state, 1, PASS)
    assert state.seats[0].stack == ["meadow", "bluetile", "sand"]


def test_turns_only_the_seat_whose_turn_it_is_may_act_but_anyone_may_stop():
    state = make_state(3, turn=1)
    with pytest.raises(IllegalAction, match="It is not your turn"):
        ENGINE.apply(state, 0, FLIP(1))
    with pytest.raises(IllegalAction, match="It is not your turn"):
        ENGINE.apply(state, 2, PASS)
    assert ENGINE.legal_actions(state, 0) == [STOP]
    assert ENGINE.to_act(state) == [1]


def test_turns_while_deciding_on_a_flipped_card_only_take_leave_or_stop():
    state = make_state(2)
    state, _ = ENGINE.apply(state, 0, FLIP(3))
    with pytest.raises(IllegalAction, match="flipped in slot 3: take it or leave it"):
        ENGINE.apply(state, 0, FLIP(4))
    with pytest.raises(IllegalAction, match="flipped in slot 3: take it or leave it"):
        ENGINE.apply(state, 0, PASS)


def test_turns_refusals_name_the_problem():
    state = make_state(2, slots=["taken"] + ["up"] + ["down"] * 46)
    with pytest.raises(IllegalAction, match="Slot 1 does not hold a face-down card"):
        ENGINE.apply(state, 0, FLIP(1))
    with pytest.raises(IllegalAction, match="Slot 3 does not hold a face-up card"):
        ENGINE.apply(state, 0, take(3))
    with pytest.raises(IllegalAction, match="no flipped card"):
        ENGINE.apply(state, 0, TAKE)
    with pytest.raises(IllegalAction, match="while collecting"):
        ENGINE.apply(state, 0, ZigZagAction(verb="goal"))


def test_turns_everyone_passing_in_a_row_ends_collecting():
    state = make_state(3, stacks={0: ["sand"]})
    state, _ = ENGINE.apply(state, 0, PASS)
    state, _ = ENGINE.apply(state, 1, PASS)
    state, _ = ENGINE.apply(state, 2, FLIP(5))  # a flip breaks the run of passes
    state, _ = ENGINE.apply(state, 2, LEAVE)
    state, _ = ENGINE.apply(state, 0, PASS)
    state, _ = ENGINE.apply(state, 1, PASS)
    assert state.phase == "collect" and state.passes == 2
    with use_faces({1: face("meadow", C1="sand")}):
        state, events = ENGINE.apply(state, 2, PASS)
    assert "zigzag.event.all_passed" in event_keys(events)
    assert state.round == 2  # everyone ran, a new round began
    assert (state.seats[0].figure_card, state.seats[0].figure_field) == (0, "C1")


def test_turns_the_table_emptying_ends_collecting():
    slots = ["taken"] * 47 + ["up"]
    state = make_state(2, slots=slots, stacks={1: ["sand"]})
    state, events = ENGINE.apply(state, 0, take(48))
    assert "zigzag.event.table_empty" in event_keys(events)
    assert state.round == 2


def test_turns_the_turn_order_starts_at_the_round_start_and_skips_finished_players():
    state = make_state(3, turn=2, places=True)
    state.seats[0].at_goal = True
    state.finish_order = [0]
    state, _ = ENGINE.apply(state, 2, PASS)
    assert ENGINE.to_act(state) == [1]


# --- live mode --------------------------------------------------------------------------


def test_live_everyone_acts_at_once_each_holding_one_card():
    state = make_state(3, mode="live")
    assert ENGINE.to_act(state) == [0, 1, 2]
    state, _ = ENGINE.apply(state, 2, FLIP(10))
    state, _ = ENGINE.apply(state, 0, FLIP(11))
    assert ENGINE.to_act(state) == [0, 1, 2]
    assert ENGINE.legal_actions(state, 2) == [TAKE, LEAVE, STOP]
    with pytest.raises(IllegalAction, match="flipped in slot 10: take, leave or stop"):
        ENGINE.apply(state, 2, FLIP(12))
    with pytest.raises(IllegalAction, match="slot 10 is reserved for the player who flipped it"):
        ENGINE.apply(state, 1, take(10))
    assert take(10) not in ENGINE.legal_actions(state, 1)
    state, _ = ENGINE.apply(state, 0, TAKE)
    state, _ = ENGINE.apply(state, 2, LEAVE)
    state, _ = ENGINE.apply(state, 1, take(10))
    assert state.seats[0].stack == ["field"] and state.seats[1].stack == ["field"]


def test_live_there_is_no_passing():
    state = make_state(2, mode="live")
    assert PASS not in ENGINE.legal_actions(state, 0)
    with pytest.raises(IllegalAction, match="no passing in live mode"):
        ENGINE.apply(state, 0, PASS)


def test_live_any_player_may_stop_at_any_time_and_an_undecided_card_stays_face_up():
    with use_faces({1: face("meadow", A1="water", C1="water")}):
        state = make_state(2, mode="live", stacks={1: ["water", "meadow"]})
        state, _ = ENGINE.apply(state, 0, FLIP(40))
        state, events = ENGINE.apply(state, 1, STOP)
    assert event_keys(events)[0] == "zigzag.event.stop"
    assert state.phase == "run" and ENGINE.to_act(state) == [1]  # seat 1 chooses A1 or C1
    assert state.slots[39] == "up" and state.held_by == [None] * 48


def test_live_a_held_card_may_also_be_followed_by_stop():
    state = make_state(2, mode="live", stacks={0: ["sand"]})
    state, _ = ENGINE.apply(state, 0, FLIP(1))
    state, events = ENGINE.apply(state, 0, STOP)
    assert event_keys(events)[0] == "zigzag.event.stop"
    assert state.round == 2


def test_live_taking_the_last_card_ends_collecting():
    slots = ["taken"] * 46 + ["up", "up"]
    state = make_state(2, mode="live", slots=slots, held_by={47: 1})
    state, _ = ENGINE.apply(state, 0, take(48))
    assert state.phase == "collect" and state.round == 1
    state, events = ENGINE.apply(state, 1, TAKE)
    assert "zigzag.event.table_empty" in event_keys(events)
    assert state.round == 2


# --- Stop --------------------------------------------------------------------------------


def test_stop_remembers_whether_cards_were_still_face_down():
    state = make_state(2, slots=["up"] * 48)
    _, events = ENGINE.apply(state, 0, STOP)
    assert event_keys(events)[0] == "zigzag.event.stop_all_up"
    state = make_state(2, slots=["up"] * 47 + ["down"])
    _, events = ENGINE.apply(state, 0, STOP)
    assert event_keys(events)[0] == "zigzag.event.stop"


def test_a_new_round_reshuffles_all_48_cards_face_down_and_moves_the_start():
    state = make_state(3, slots=["taken"] * 20 + ["up"] * 28, stacks={0: ["sand"]}, turn=0)
    state, events = ENGINE.apply(state, 0, STOP)
    assert state.round == 2 and state.round_start == 1 and state.turn == 1
    assert state.slots == ["down"] * 48 and state.held_by == [None] * 48
    assert all(not seat.stack for seat in state.seats)
    assert event_keys(events)[-1] == "zigzag.event.round_start"
    assert events[-1].params == {"round": 2, "player": 1}
