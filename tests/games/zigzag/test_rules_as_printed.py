"""Points where the engine once parted from the rulebook, each test quoting the
sentence of `../shared/rules/zigzag.txt` it enforces."""

from __future__ import annotations

import pytest

from games.base import IllegalAction, chance
from games.zigzag import ENGINE
from games.zigzag.models import ZigZagAction, ZigZagState
from games.zigzag.terrain import GOAL_TERRAINS
from tests.games.zigzag.scenario import event_keys, face, make_state, use_faces

# zigzag.txt, PREPARATION: "Each player places his remaining (5 or 6) cards end-to-end to form
# his obstacle course. [...] Shuffle the 4 goal cards. Each player takes one and places it
# crossways at the end of his obstacle course."


def _setup_step(state: ZigZagState) -> tuple[ZigZagState, list[str]]:
    seat = ENGINE.to_act(state)[0]
    state, events = ENGINE.apply(state, seat, ENGINE.auto_action(state, seat))
    return state, [event.key for event in events]


def test_goal_cards_are_dealt_only_once_every_course_is_laid():
    state = ENGINE.new_game(3, 8)
    while True:
        assert all(seat.goal is None for seat in state.seats)  # not even in the state
        for viewer in (None, 0, 1, 2):
            assert all(seat.goal is None for seat in ENGINE.view(state, viewer).seats)
        state, keys = _setup_step(state)
        if state.phase != "setup":
            break
        assert not any(key.startswith("zigzag.event.goal.") for key in keys)
    dealt = [seat.goal for seat in state.seats]
    assert None not in dealt and len(set(dealt)) == 3 and set(dealt) <= set(GOAL_TERRAINS)
    announced = [key for key in keys if key.startswith("zigzag.event.goal.")]
    assert announced == [f"zigzag.event.goal.{goal}" for goal in dealt]
    assert keys.index("zigzag.event.courses_laid") < keys.index(announced[0])
    assert [seat.goal for seat in ENGINE.view(state, None).seats] == dealt


def test_a_game_stored_with_its_goals_dealt_at_the_start_keeps_them_and_plays_on():
    fresh = ENGINE.new_game(2, 21)
    goals = list(GOAL_TERRAINS)
    chance(21, 1).shuffle(goals)  # how goals were dealt before, at chance step 1
    stored = fresh.model_dump(mode="json")
    for seat, player in enumerate(stored["seats"]):
        player["goal"] = goals[seat]
    state = ENGINE.state_from_json(ZigZagState.model_validate(stored).model_dump_json())
    assert [seat.goal for seat in ENGINE.view(state, None).seats] == goals[:2]
    new = fresh
    while state.phase == "setup":
        state, keys = _setup_step(state)
        new, _ = _setup_step(new)
    assert not any(key.startswith("zigzag.event.goal.") for key in keys)  # no second deal
    assert [seat.goal for seat in state.seats] == goals[:2]
    assert state == new  # and the game goes on exactly as one dealt its goals late


# zigzag.txt, the collecting phase: "The collecting phase ends, immediately when a player
# calls, 'Stop!'" (the table game: everyone grabs at once); HOUSE_RULES.md: "Stop may be
# called by any player at any time" and, in its Corrections, "Stop may be called by any seated
# player at any moment of collecting, out of turn and between a flip and its take included".

STOP = ZigZagAction(verb="stop")


ALL_SAND = {1: face("sand")}  # the first card all sand: a runner with sand must choose


def test_in_turns_mode_a_player_calls_stop_out_of_turn():
    with use_faces(ALL_SAND):
        state = make_state(3, turn=1, stacks={2: ["sand"]})
        assert ENGINE.to_act(state) == [1]
        assert ENGINE.legal_actions(state, 2) == [STOP] == ENGINE.legal_actions(state, 0)
        state, events = ENGINE.apply(state, 2, STOP)
    assert event_keys(events)[0] == "zigzag.event.stop" and events[0].params == {"player": 2}
    assert state.phase == "run" and state.stop_by == 2
    assert ENGINE.to_act(state) == [2]  # the Stop caller runs first


def test_a_stop_between_a_flip_and_its_take_leaves_the_card_face_up():
    with use_faces(ALL_SAND):
        state = make_state(2, stacks={0: ["sand"], 1: ["sand"]})
        state, _ = ENGINE.apply(state, 0, ZigZagAction(verb="flip", slot=3))
        assert STOP in ENGINE.legal_actions(state, 0)
        assert ENGINE.legal_actions(state, 1) == [STOP]
        by_flipper, _ = ENGINE.apply(state, 0, STOP)
        by_other, _ = ENGINE.apply(state, 1, STOP)
    for stopped, caller in ((by_flipper, 0), (by_other, 1)):
        assert stopped.phase == "run" and stopped.stop_by == caller
        assert stopped.slots[2] == "up" and stopped.held_by[2] is None
        assert stopped.seats[0].stack == ["sand"]  # the flipped card was not taken


def test_only_while_cards_are_collected_and_only_by_a_player_still_racing():
    state = make_state(3, turn=1, places=True)
    state.seats[2].at_goal = True
    assert ENGINE.legal_actions(state, 2) == []
    with pytest.raises(IllegalAction):
        ENGINE.apply(state, 2, STOP)
    assert ENGINE.legal_actions(ENGINE.new_game(2, 1), 1) != [STOP]  # setup: no Stop
    with pytest.raises(IllegalAction):
        ENGINE.apply(ENGINE.new_game(2, 1), 1, STOP)


# zigzag.txt, LONGER GAME: "When playing with 2 and 4 players, there are four races and with
# 3 players, there are three races."


@pytest.mark.parametrize(("players", "races"), [(2, 4), (3, 3), (4, 4)])
def test_races_long_plays_the_rulebooks_count(players, races):
    assert ENGINE.new_game(players, 1, {"races": "long"}).options.races == races


def test_races_is_one_by_default_or_an_explicit_count():
    assert ENGINE.new_game(3, 1).options.races == 1
    assert ENGINE.new_game(3, 1, {"races": "2"}).options.races == 2
    assert ENGINE.new_game(4, 1, {"races": 3}).options.races == 3  # a number from a config
    for bad in ("0", "5", "short"):
        with pytest.raises(IllegalAction, match="races"):
            ENGINE.new_game(2, 1, {"races": bad})


def test_a_game_stored_with_a_numeric_race_count_replays():
    # games stored before `long` resolved `races` to a number: their options still resolve
    assert ENGINE.new_game(2, 9, {"races": 2}) == ENGINE.new_game(2, 9, {"races": "2"})


# zigzag.txt, Further rounds: "If no player has reached his goal card, the players play
# another round." HOUSE_RULES.md, Corrections: "the round limit (`rounds`) is off by default
# for games between people".


def test_without_a_round_limit_a_race_goes_on_past_twenty_rounds():
    state = make_state(2, slots=["up"] * 48)
    state.round = state.race_round = 20
    state, events = ENGINE.apply(state, 0, STOP)
    assert "zigzag.event.round_limit" not in event_keys(events)
    assert state.phase == "collect" and state.round == 21 and ENGINE.outcome(state) is None


def test_a_round_limit_set_on_purpose_ends_the_race_there():
    state = make_state(2, slots=["up"] * 48, rounds=20, figures={1: (0, "A1")})
    state.round = state.race_round = 20
    state, events = ENGINE.apply(state, 0, STOP)
    assert "zigzag.event.round_limit" in event_keys(events) and state.phase == "over"
    outcome = ENGINE.outcome(state)
    assert outcome is not None and outcome.winners == [1]  # the figure nearest its goal
