"""The bot's deterministic rule for absent players (see games.zigzag.auto)."""

from __future__ import annotations

from games.zigzag import ENGINE
from games.zigzag.auto import plan_stack
from games.zigzag.models import ZigZagAction
from tests.games.zigzag.scenario import face, make_state, use_faces

TAKE = ZigZagAction(verb="take")


def test_setup_discards_the_two_rarest_cards_then_lays_lowest_first():
    rare = face("sand", A1="bluetile", A2="bluetile", B1="beigetile")
    rarer = face("sand", A1="bluetile", A2="bluetile", B1="bluetile")
    with use_faces({3: rare, 9: rarer, **{n: face("sand") for n in (1, 5, 7, 11, 13)}}):
        state = ENGINE.new_game(3, 1)
        state.seats[0].hand = [1, 3, 5, 7, 9, 11, 13]
        action = ENGINE.auto_action(state, 0)
        assert action == ZigZagAction(verb="discard", cards=(3, 9))
        state, _ = ENGINE.apply(state, 0, action)
        assert ENGINE.auto_action(state, 0) == ZigZagAction(verb="next", cards=(1,))


def test_the_plan_follows_the_stack_and_names_what_comes_next():
    with use_faces({1: face("meadow", C1="sand", C2="water", B2="clay")}):
        state = make_state(2, stacks={0: ["sand", "water"]})
        plan = plan_stack(state, 0)
        assert not plan.broken and not plan.reaches_goal
        # from C2 forward: C3 (meadow), B2 (clay), D2 (meadow)
        assert plan.needed == {"meadow", "clay"}
        state.seats[0].stack = ["clay"]
        assert plan_stack(state, 0).broken


def test_collecting_takes_what_is_needed_and_flips_otherwise():
    with use_faces({1: face("meadow", A1="clay")}):
        state = make_state(2, slots=["up"] * 5 + ["down"] * 43)
        assert ENGINE.auto_action(state, 0) == ZigZagAction(verb="flip", slot=6)
        state = make_state(2, slots=["up"] * 7 + ["down"] * 41)  # slots 6-7 show clay
        assert ENGINE.auto_action(state, 0) == ZigZagAction(verb="take", slot=6)
        state, _ = ENGINE.apply(make_state(2), 0, ZigZagAction(verb="flip", slot=7))
        assert ENGINE.auto_action(state, 0) == TAKE
        state, _ = ENGINE.apply(make_state(2), 0, ZigZagAction(verb="flip", slot=40))
        assert ENGINE.auto_action(state, 0) == ZigZagAction(verb="leave")


def test_collecting_stops_once_the_stack_reaches_the_goal():
    with use_faces({1: face("meadow", C1="sand", C2="sand", C3="sand", C4="sand")}):
        state = make_state(2, courses=[[1], [2]], stacks={0: ["sand"] * 5})
        assert ENGINE.auto_action(state, 0) == ZigZagAction(verb="stop")


def test_a_broken_stack_passes_in_turns_and_an_all_face_up_table_stops_in_live():
    state = make_state(2, stacks={0: ["bluetile"]})
    with use_faces({1: face("meadow")}):
        assert ENGINE.auto_action(state, 0) == ZigZagAction(verb="pass")
        live = make_state(2, mode="live", slots=["up"] * 48, stacks={0: ["bluetile"]})
        assert ENGINE.auto_action(live, 0) == ZigZagAction(verb="stop")


def test_running_goes_to_the_farthest_choice():
    with use_faces({1: face("sand", B1="water", C3="water"), 2: face("meadow")}):
        state = make_state(2, courses=[[1, 2], [3]], figures={0: (0, "C2")},
                           slots=["up"] * 48, stacks={0: ["water"]})
        state, _ = ENGINE.apply(state, 0, ZigZagAction(verb="stop"))
        assert ENGINE.auto_action(state, 0) == ZigZagAction(verb="go", card=1, field="C3")
