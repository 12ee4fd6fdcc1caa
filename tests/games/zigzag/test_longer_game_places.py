"""The longer game with `places`: a race ends at the end of the round its first figure gets home.

zigzag.txt, the longer game: "At the end of the race (all players complete their moves on that
round)". HOUSE_RULES.md, "Corrections, second audit": "a race of the longer game ends at the
end of the round in which the first figure reaches its goal, whatever `places` says; `places`
only orders the others by how far they got". A game keeps the rules it started with: rules
version 1 (options stored before `rules` existed) races on as before.
"""

from __future__ import annotations

from games.zigzag import ENGINE
from games.zigzag.engine import RULES_VERSION
from games.zigzag.models import ZigZagAction, ZigZagState
from tests.games.zigzag.scenario import event_keys, face, make_state, use_faces

STOP = ZigZagAction(verb="stop")
ALL_UP = ["up"] * 48


def _first_home(rules: int) -> tuple[ZigZagState, list[str]]:
    """Three players, a longer game with `places`: seat 0 calls Stop and runs home, seats 1
    and 2 complete their moves of that round without getting home."""
    with use_faces({2: face("meadow", C4="sand")}):
        state = make_state(3, courses=[[1, 2], [3, 4, 5], [6, 7, 8]],
                           goals=["sand", "water", "water"],
                           figures={0: (1, "C3"), 1: (1, "C1"), 2: (1, "C1")}, slots=ALL_UP,
                           stacks={0: ["sand", "sand"]}, races=2, places=True, rules=rules)
        state, events = ENGINE.apply(state, 0, STOP)
    return state, event_keys(events)


def test_the_race_ends_with_the_round_its_first_figure_gets_home_whatever_places_says():
    """"At the end of the race (all players complete their moves on that round)": with
    `places` too, the race is scored at the end of that round and the next race begins."""
    state, keys = _first_home(RULES_VERSION)
    assert "zigzag.event.reached_goal" in keys
    assert keys.count("zigzag.event.race_points") == 3
    assert state.phase == "setup" and state.race == 2
    assert [seat.at_goal for seat in state.seats] == [False, False, False]


def test_a_game_of_the_rules_before_races_on_for_places():
    """A game keeps the rules it started with: under version 1 the race went on while two
    figures raced."""
    state, keys = _first_home(1)
    assert "zigzag.event.race_points" not in keys
    assert state.phase == "collect" and state.race == 1 and state.finish_order == [0]


def test_new_games_take_the_newest_rules_and_stored_options_keep_theirs():
    """New games: version 2; options stored before the `rules` option (the lobby stores every
    option, filled in) read version 1, as does a state stored before it."""
    assert ENGINE.new_game(3, 4).options.rules == RULES_VERSION == 2
    assert ENGINE.new_game(3, 4, {"races": "long", "places": True}).options.rules == 1
    stored = {"mode": "turns", "peek": "on", "autopilot": False, "places": True,
              "races": "long", "rounds": 0}
    assert ENGINE.new_game(3, 4, stored).options.rules == 1
    assert ENGINE.new_game(3, 4, {**stored, "rules": 2}).options.rules == 2
    dumped = ENGINE.new_game(3, 4).model_dump(mode="json")
    del dumped["options"]["rules"]
    assert ZigZagState.model_validate(dumped).options.rules == 1
