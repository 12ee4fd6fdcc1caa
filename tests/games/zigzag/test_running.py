"""The running phase: moving by the stack, choices, dead ends, completed cards leaving, the
goal, the penalty card, run order, places, races and the round limit."""

from __future__ import annotations

import pytest

from games.base import IllegalAction
from games.zigzag import ENGINE
from games.zigzag.models import ZigZagAction
from games.zigzag.results import outcome_of
from tests.games.zigzag.scenario import event_keys, face, make_state, use_faces

STOP = ZigZagAction(verb="stop")
PASS = ZigZagAction(verb="pass")
ALL_UP = ["up"] * 48


def go(spot: str) -> ZigZagAction:
    card, field = spot.split(":")
    return ZigZagAction(verb="go", card=int(card), field=field)


def moves(events, seat=0):
    return [event.params["spot"] for event in events
            if event.key.startswith("zigzag.event.move.") and event.params["player"] == seat]


def test_a_branch_waits_for_the_runner_and_the_choice_matters():
    faces = {1: face("sand", A1="water", C1="water", C2="meadow")}
    with use_faces(faces):
        state = make_state(2, slots=ALL_UP, stacks={0: ["water", "meadow"]})
        state, events = ENGINE.apply(state, 0, STOP)
        assert state.phase == "run" and ENGINE.to_act(state) == [0]
        assert ENGINE.legal_actions(state, 0) == [go("1:A1"), go("1:C1")]
        assert ENGINE.view(state, None).choices == ["1:A1", "1:C1"]
        assert event_keys(events)[-1] == "zigzag.event.turn_over"
        with pytest.raises(IllegalAction, match=r"1:E1 is not a field .* now: 1:A1, 1:C1"):
            ENGINE.apply(state, 0, go("1:E1"))
        with pytest.raises(IllegalAction, match="It is not your turn"):
            ENGINE.apply(state, 1, go("1:A1"))
        via_c, events = ENGINE.apply(state, 0, go("1:C1"))
        via_a, _ = ENGINE.apply(state, 0, go("1:A1"))
    assert moves(events) == ["1:C1", "1:C2"]  # from C1 the meadow card fits C2 only
    assert (via_c.seats[0].figure_card, via_c.seats[0].figure_field) == (0, "C2")
    assert (via_a.seats[0].figure_card, via_a.seats[0].figure_field) == (0, "A1")  # stuck
    assert via_c.round == 2


def test_a_single_fitting_field_is_taken_without_asking():
    with use_faces({1: face("meadow", C1="sand", C2="water")}):
        state = make_state(2, slots=ALL_UP, stacks={0: ["sand", "water"]})
        state, events = ENGINE.apply(state, 0, STOP)
    assert moves(events) == ["1:C1", "1:C2"]
    assert state.round == 2


def test_a_dead_end_ends_the_turn_and_returns_the_rest_of_the_stack():
    with use_faces({1: face("meadow", C1="sand")}):
        state = make_state(2, slots=ALL_UP, stacks={0: ["sand", "clay", "sand", "sand"],
                                                    1: ["clay"]})
        state, events = ENGINE.apply(state, 0, STOP)
    assert moves(events) == ["1:C1"]
    blocked = [event for event in events if event.key.startswith("zigzag.event.blocked.")]
    assert [(event.key, event.params) for event in blocked] == [
        ("zigzag.event.blocked.clay", {"player": 0, "count": 3}),
        ("zigzag.event.blocked.clay", {"player": 1, "count": 1}),
    ]
    assert (state.seats[0].figure_card, state.seats[0].figure_field) == (0, "C1")
    assert state.seats[1].figure_card is None  # still at the start
    assert state.seats[0].stack == [] and state.slots == ["down"] * 48


def test_cards_behind_the_figure_leave_the_course_under_the_supply():
    with use_faces({2: face("meadow", C1="sand", C2="sand")}):
        state = make_state(2, courses=[[1, 2, 3], [4, 5, 6]], figures={0: (0, "C4")},
                           slots=ALL_UP, stacks={0: ["sand"]}, supply=[20, 21])
        state, events = ENGINE.apply(state, 0, STOP)
    player = state.seats[0]
    assert player.course == [2, 3] and (player.figure_card, player.figure_field) == (0, "C1")
    assert state.supply == [20, 21, 1]
    done = [event for event in events if event.key == "zigzag.event.cards_done"]
    assert [event.params for event in done] == [{"player": 0, "count": 1}]


def test_moving_back_across_a_boundary_is_allowed():
    faces = {1: face("meadow", A4="clay"), 2: face("meadow", B1="clay")}
    with use_faces(faces):
        state = make_state(2, courses=[[1, 2], [3, 4]], figures={0: (1, "A1")},
                           slots=ALL_UP, stacks={0: ["clay"]})
        state, _ = ENGINE.apply(state, 0, STOP)
        assert ENGINE.legal_actions(state, 0) == [go("1:A4"), go("2:B1")]
        state, _ = ENGINE.apply(state, 0, go("1:A4"))
    assert state.seats[0].course == [1, 2]
    assert (state.seats[0].figure_card, state.seats[0].figure_field) == (0, "A4")


def test_reaching_the_goal_wins_at_once_and_the_others_do_not_run():
    with use_faces({2: face("meadow", C4="sand")}):
        state = make_state(2, courses=[[1, 2], [3, 4]], goals=["water", "sand"],
                           figures={0: (1, "C3")}, slots=ALL_UP,
                           stacks={0: ["sand", "water", "clay"], 1: ["sand"]})
        state, events = ENGINE.apply(state, 0, STOP)
    assert state.phase == "over" and ENGINE.to_act(state) == []
    assert state.seats[0].at_goal and state.seats[0].course == []
    keys = event_keys(events)
    assert "zigzag.event.reached_goal" in keys and keys[-2:] == [
        "zigzag.event.winner", "zigzag.event.place"]
    assert not [event for event in events if event.params.get("player") == 1
                and event.key == "zigzag.event.turn_over"]
    outcome = ENGINE.outcome(state)
    assert outcome is not None
    assert outcome.winners == [0] and outcome.places == [[0], [1]]
    assert outcome.reason == "zigzag.outcome.goal"


def test_the_goal_is_entered_only_from_the_last_row_of_the_last_card():
    with use_faces({2: face("meadow", D3="water"), 1: face("water")}):
        state = make_state(2, courses=[[1, 2], [3, 4]], goals=["water", "sand"],
                           figures={0: (1, "C4")}, slots=ALL_UP, stacks={0: ["water"]})
        state, _ = ENGINE.apply(state, 0, STOP)
        assert ENGINE.legal_actions(state, 0) == [go("2:D3"), ZigZagAction(verb="goal")]
        assert ENGINE.view(state, 1).choices == ["2:D3", "goal"]
        won, _ = ENGINE.apply(state, 0, ZigZagAction(verb="goal"))
        assert won.phase == "over"
        # from the last row of an earlier card the goal is out of reach
        early = make_state(2, courses=[[1, 2], [3, 4]], goals=["water", "sand"],
                           figures={0: (0, "C4")}, slots=ALL_UP, stacks={0: ["water"]})
        early, _ = ENGINE.apply(early, 0, STOP)
    assert "goal" not in ENGINE.view(early, None).choices


def test_autopilot_picks_the_field_farthest_along_and_the_goal_first():
    with use_faces({1: face("meadow", B1="water", C3="water", D3="sand", C4="sand")}):
        state = make_state(2, courses=[[1], [3]], goals=["sand", "sand"],
                           figures={0: (0, "C2")}, slots=ALL_UP, stacks={0: ["water", "sand"]},
                           autopilot=True)
        state, events = ENGINE.apply(state, 0, STOP)
    # water: B1 or C3 -> C3 (farther); sand from C3: D3, C4 (and not yet the goal) -> C4
    assert moves(events) == ["1:C3", "1:C4"]
    with use_faces({1: face("meadow", D3="sand")}):
        state = make_state(2, courses=[[1], [3]], goals=["sand", "sand"],
                           figures={0: (0, "C4")}, slots=ALL_UP, stacks={0: ["sand"]},
                           autopilot=True)
        state, _ = ENGINE.apply(state, 0, STOP)
    assert state.phase == "over" and state.seats[0].at_goal


# --- the penalty card ---------------------------------------------------------------------


def test_a_failed_stop_with_cards_still_face_down_adds_the_top_supply_card():
    slots = ["up"] * 47 + ["down"]
    state = make_state(2, slots=slots, stacks={0: ["clay"]}, supply=[20, 21, 22])
    state, events = ENGINE.apply(state, 0, STOP)
    assert state.seats[0].course == [1, 2, 3, 4, 5, 20]
    assert state.seats[0].penalties == 1 and state.supply == [21, 22]
    penalty = [event for event in events if event.key == "zigzag.event.penalty"]
    assert [event.params for event in penalty] == [{"player": 0, "card": 20, "size": 6}]


def test_a_penalty_card_goes_before_the_goal_so_the_goal_moves_away():
    with use_faces({1: face("meadow", C4="sand")}):
        state = make_state(2, courses=[[1], [3]], goals=["water", "sand"],
                           figures={0: (0, "C3")}, stacks={0: ["sand"]}, supply=[9])
        state, _ = ENGINE.apply(state, 0, STOP)
    assert state.seats[0].course == [1, 9] and state.seats[0].figure_field == "C4"


def test_no_penalty_when_every_card_was_face_up_at_the_stop():
    state = make_state(2, slots=ALL_UP, stacks={0: ["clay"]})
    state, events = ENGINE.apply(state, 0, STOP)
    assert state.seats[0].course == [1, 2, 3, 4, 5] and state.supply == [20, 21, 22]
    assert "zigzag.event.no_penalty" in event_keys(events)


def test_no_penalty_from_an_empty_supply():
    state = make_state(2, stacks={0: ["clay"]}, supply=[])
    state, events = ENGINE.apply(state, 0, STOP)
    assert state.seats[0].course == [1, 2, 3, 4, 5]
    assert "zigzag.event.penalty_supply_empty" in event_keys(events)


def test_only_the_stop_caller_is_penalised():
    state = make_state(2, turn=1, stacks={0: ["clay"], 1: []})
    state, _ = ENGINE.apply(state, 1, STOP)
    assert state.seats[0].course == [1, 2, 3, 4, 5]
    assert state.seats[1].course == [1, 2, 3, 4, 5, 20]


# --- run order, places, races, the round limit --------------------------------------------


def runners(events):
    return [event.params["player"] for event in events
            if event.key in {"zigzag.event.turn_over", "zigzag.event.nothing_collected"}]


def test_the_stop_caller_runs_first_then_seat_order():
    state = make_state(4, mode="live", slots=ALL_UP, round_start=1)
    _, events = ENGINE.apply(state, 2, STOP)
    assert runners(events) == [2, 3, 0, 1]


def test_without_a_stop_running_starts_at_the_rounds_starting_seat():
    state = make_state(3, turn=1, round_start=1)
    for seat in (1, 2, 0):
        state, events = ENGINE.apply(state, seat, PASS)
    assert runners(events) == [1, 2, 0]


def test_places_the_others_race_on_for_second_and_third():
    with use_faces({1: face("meadow", C4="sand")}):
        state = make_state(3, courses=[[1], [1], [3]], figures={0: (0, "C4"), 1: (0, "C3")},
                           goals=["sand", "sand", "sand"], slots=ALL_UP,
                           stacks={0: ["sand"], 1: ["sand"]}, places=True)
        state, events = ENGINE.apply(state, 0, STOP)
        assert state.phase == "collect" and state.finish_order == [0]
        assert "zigzag.event.reached_goal" in event_keys(events)
        assert state.turn == 1  # round 2 starts at seat 1; seat 0 no longer collects
        state.seats[1].stack = ["sand"]
        state, _ = ENGINE.apply(state, 1, STOP)
    assert state.phase == "over"
    outcome = outcome_of(state)
    assert outcome is not None
    assert outcome.places == [[0], [1], [2]] and outcome.reason == "zigzag.outcome.places"


def test_the_longer_game_scores_passed_cards_and_passes_cards_to_the_left():
    with use_faces({2: face("meadow", C4="sand")}):
        state = make_state(2, courses=[[1, 2], [3, 4, 5]], goals=["sand", "water"],
                           figures={0: (1, "C3"), 1: (1, "C1")}, slots=ALL_UP,
                           stacks={0: ["sand", "sand"]}, races=2)
        state.seats[1].completed = [6]
        state, events = ENGINE.apply(state, 0, STOP)
    # seat 0 reached the goal, seat 1 still ran its round, then the race was scored
    assert "zigzag.event.reached_goal" in event_keys(events)
    assert [seat.points for seat in state.seats] == [2, 2]  # cards 1+2; card 6 + card 3
    assert state.phase == "setup" and state.race == 2 and state.race_round == 0
    # every card and goal card went to the left-hand neighbour (seat + 1)
    assert state.seats[1].hand == [1, 2] and state.seats[1].goal == "sand"
    assert state.seats[0].hand == [3, 4, 5, 6] and state.seats[0].goal == "water"
    assert ENGINE.to_act(state) == [0, 1]
    assert [action.verb for action in ENGINE.legal_actions(state, 0)] == ["next"] * 4
    state, _ = ENGINE.apply(state, 0, ZigZagAction(verb="order", cards=(6, 5, 4, 3)))
    state, events = ENGINE.apply(state, 1, ZigZagAction(verb="order", cards=(2, 1)))
    assert state.phase == "collect" and state.round == 2
    assert state.seats[0].course == [6, 5, 4, 3] and state.seats[0].figure_card is None


def test_the_longer_game_ends_after_the_last_race_on_points_with_the_tie_break():
    state = make_state(3, slots=ALL_UP, races=2, rounds=1)
    state.race = 2
    state.race_round = 1
    for seat, (points, done) in enumerate([(3, 1), (2, 2), (1, 1)]):
        state.seats[seat].points = points
        state.seats[seat].completed = list(range(done))
    state, _ = ENGINE.apply(state, 0, STOP)
    assert state.phase == "over"
    outcome = outcome_of(state)
    assert outcome is not None
    # 4 points each for seats 0 and 1; seat 1 passed more cards in the last race
    assert outcome.scores == {0: 4, 1: 4, 2: 2}
    assert outcome.places == [[1], [0], [2]] and outcome.winners == [1]
    assert outcome.reason == "zigzag.outcome.points"


def test_a_full_tie_shares_the_place():
    state = make_state(2, slots=ALL_UP, races=2, rounds=1)
    state.race = 2
    state, _ = ENGINE.apply(state, 0, STOP)
    outcome = outcome_of(state)
    assert outcome is not None and outcome.places == [[0, 1]] and outcome.winners == [0, 1]


def test_the_round_limit_ends_the_plain_game_nearest_figure_first():
    state = make_state(3, slots=ALL_UP, rounds=1, figures={1: (2, "C2"), 2: (0, "A1")})
    state, events = ENGINE.apply(state, 0, STOP)
    assert state.phase == "over" and "zigzag.event.round_limit" in event_keys(events)
    outcome = outcome_of(state)
    assert outcome is not None
    assert outcome.places == [[1], [2], [0]] and outcome.reason == "zigzag.outcome.round_limit"
