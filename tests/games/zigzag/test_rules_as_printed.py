"""Points where the engine once parted from the rulebook (issue 17), each test quoting the
sentence of `../shared/rules/zigzag.txt` it enforces."""

from __future__ import annotations

from games.base import chance
from games.zigzag import ENGINE
from games.zigzag.models import ZigZagState
from games.zigzag.terrain import GOAL_TERRAINS

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
