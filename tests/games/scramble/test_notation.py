"""The notation of HOUSE_RULES.md section 2: every form parsed, formatted, round-tripped."""

from __future__ import annotations

import random
import re
from collections import Counter

import pytest

from games.base import IllegalAction
from games.scramble import ENGINE
from games.scramble.models import Action, State
from games.scramble.notation import menu_path

from .builders import moving, pending, position

FOUR = position(4, at={"red": "a1", "orange": "h1", "yellow": "a8", "green": "h8"})
TWO = position(2, at={"red": "a1", "orange": "h1", "yellow": "a8", "green": "h8"})
SIX = position(6, at={"red": "a1"})

FORMS = [
    (FOUR, 0, "claim 2cw 2ccw Xcw", Action(kind="claim", ostrich="red",
                                            cards=("2cw", "2ccw", "Xcw"))),
    (TWO, 1, "claim green 1cw 1cw 1ccw", Action(kind="claim", ostrich="green",
                                                cards=("1cw", "1cw", "1ccw"))),
    (TWO, 0, "give legs orange to yellow", Action(kind="give", garment="legs", colour="orange",
                                                  ostrich="yellow")),
    (FOUR, 2, "zig 2cw N", Action(kind="zig", ostrich="yellow", card="2cw", direction="N")),
    (TWO, 0, "zig red 2cw N", Action(kind="zig", ostrich="red", card="2cw", direction="N")),
    (FOUR, 0, "zig Xccw", Action(kind="zig", ostrich="red", card="Xccw")),
    (TWO, 1, "zig green 3ccw", Action(kind="zig", ostrich="green", card="3ccw")),
    (SIX, 0, "trap banana blue", Action(kind="trap", trap="banana", ostrich="blue")),
    (FOUR, 0, "trap pass", Action(kind="trap_pass")),
    (TWO, 0, "run red", Action(kind="run", ostrich="red")),
    (FOUR, 0, "x 3", Action(kind="x", number=3)),
    (FOUR, 0, "dir E", Action(kind="dir", direction="E")),
    (FOUR, 0, "skate E", Action(kind="skate", direction="E")),
    (FOUR, 0, "zag E", Action(kind="zag", direction="E")),
    (FOUR, 0, "zag no", Action(kind="zag")),
    (FOUR, 0, "catapult c3", Action(kind="catapult", square="c3")),
    (FOUR, 0, "drop legs yellow", Action(kind="drop", garment="legs", colour="yellow")),
    (FOUR, 0, "steal legs yellow", Action(kind="steal", garment="legs", colour="yellow")),
    (FOUR, 0, "draw", Action(kind="draw")),
    (FOUR, 0, "place c3", Action(kind="place", square="c3")),
    (FOUR, 0, "return c3", Action(kind="return", square="c3")),
    (FOUR, 0, "keep mud", Action(kind="keep", trap="mud")),
]


@pytest.mark.parametrize(("state", "seat", "text", "action"), FORMS,
                         ids=[text for _, _, text, _ in FORMS])
def test_every_form_parses_formats_and_round_trips(state, seat, text, action):
    assert ENGINE.parse(state, seat, text) == action
    assert ENGINE.format(state, action) == text
    assert ENGINE.parse(state, seat, ENGINE.format(state, action)) == action


def test_parsing_is_case_insensitive_and_claims_are_put_in_order():
    assert ENGINE.parse(TWO, 0, "ZIG Red xCW n") == Action(kind="zig", ostrich="red",
                                                           card="Xcw", direction="N")
    action = ENGINE.parse(FOUR, 0, "claim Xcw 2CW 2ccw")
    assert ENGINE.format(FOUR, action) == "claim 2cw 2ccw Xcw"
    assert ENGINE.parse(FOUR, 1, "  catapult   C3 ") == Action(kind="catapult", square="c3")
    assert ENGINE.parse(FOUR, 0, "zig red 1cw s") == ENGINE.parse(FOUR, 0, "zig 1cw S")


@pytest.mark.parametrize(("state", "text", "message"), [
    (FOUR, "", "Type an action"),
    (FOUR, "fly N", "Unknown action “fly”"),
    (FOUR, "zig 4cw N", "“4cw” is not a Zig card"),
    (FOUR, "zig 2cw Q", "“Q” is not a direction"),
    (FOUR, "zig 2cw N E", "zig [colour] 2cw N"),
    (TWO, "zig 2cw N", "Say which ostrich (red / yellow)"),
    (FOUR, "trap banana blue", "“blue” is not an ostrich colour in this game"),
    (FOUR, "trap slime red", "“slime” is not a trap"),
    (FOUR, "catapult i9", "“i9” is not a square of this board"),
    (FOUR, "x three", "“three” is not a number"),
    (FOUR, "give legs orange yellow", "give legs orange to yellow"),
    (FOUR, "drop hat red", "“hat” is not a garment"),
    (FOUR, "claim 2cw 2cw", "claim [colour] 2cw 2ccw Xcw"),
    (FOUR, "draw 2", "Write it like this: draw"),
    (FOUR, "zag maybe", "“maybe” is not a direction"),
])
def test_bad_text_is_refused_with_a_helpful_message(state, text, message):
    with pytest.raises(IllegalAction, match=re.escape(message)):
        ENGINE.parse(state, 0, text)


def test_a_twelve_file_board_has_squares_up_to_l():
    assert ENGINE.parse(SIX, 0, "place l8") == Action(kind="place", square="l8")
    with pytest.raises(IllegalAction):
        ENGINE.parse(SIX, 0, "place m1")


def test_menu_paths():
    plan = position(4, at={"red": "a1"}, hands={0: ["2cw"]})
    assert ENGINE.menu_path(plan, ENGINE.parse(plan, 0, "zig 2cw N")) == ["zig", "2cw", "N"]
    two = position(2, at={"red": "a1"}, hands={0: ["2cw"]})
    assert ENGINE.menu_path(two, ENGINE.parse(two, 0, "zig red 2cw N")) == \
        ["zig", "red", "2cw", "N"]
    assert ENGINE.menu_path(SIX, ENGINE.parse(SIX, 0, "trap banana blue")) == \
        ["trap", "banana", "blue"]
    assert ENGINE.menu_path(FOUR, ENGINE.parse(FOUR, 0, "trap pass")) == ["trap", "pass"]
    assert ENGINE.menu_path(FOUR, ENGINE.parse(FOUR, 0, "x 3")) == ["x", "3"]
    assert ENGINE.menu_path(FOUR, ENGINE.parse(FOUR, 0, "zag no")) == ["zag", "no"]
    assert ENGINE.menu_path(TWO, ENGINE.parse(TWO, 0, "give legs orange to yellow")) == \
        ["give", "legs", "orange", "yellow"]
    assert ENGINE.menu_path(FOUR, ENGINE.parse(FOUR, 0, "place c3")) == ["place", "c3"]


def test_a_menu_level_with_more_than_25_squares_is_grouped_by_file():
    state, _ = moving(5, at={"red": "a1", "orange": "l1", "yellow": "a8", "green": "l8",
                             "blue": "f8"}, garments={"a2": "legs blue"},
                      zigs={"red": "2cw N", "orange": "Xcw N"})
    assert pending(state).kind == "place"
    legal = ENGINE.legal_actions(state, 0)
    assert len(legal) > 25
    paths = [ENGINE.menu_path(state, action) for action in legal]
    assert all(len(path) == 3 and path[2].startswith(path[1]) for path in paths)
    assert len({path[1] for path in paths}) <= 25
    assert ENGINE.menu_path(state, ENGINE.parse(state, 0, "place l5")) == ["place", "l", "l5"]


def test_claims_are_grouped_by_distance_only_when_there_are_many():
    few = position(4, at={"red": "a1"}, hands={0: ["2cw", "2ccw", "Xcw"]})
    assert ENGINE.menu_path(few, ENGINE.parse(few, 0, "claim 2cw 2ccw Xcw")) == \
        ["claim", "2cw 2ccw Xcw"]
    every_card_twice = ["1cw", "1ccw", "2cw", "2ccw", "3cw", "3ccw", "Xcw", "Xccw"] * 2
    many = position(4, at={"red": "a1"}, hands={0: every_card_twice})
    claims = [a for a in ENGINE.legal_actions(many, 0) if a.kind == "claim"]
    assert len(claims) > 25
    paths = [ENGINE.menu_path(many, a) for a in claims]
    assert ["claim", "2", "2cw 2ccw Xcw"] in paths
    assert ["claim", "X", "Xcw Xcw Xccw"] in paths
    assert all(len({p[2] for p in paths if p[1] == d}) <= 25 for d in "123X")


def test_menu_paths_count_the_siblings_every_waiting_seat_is_offered():
    """The counts cached per state give the paths a full listing of every waiting seat's
    actions gives: along whole games, and where a level has more than 25 choices."""
    for players, seed in ((2, 3), (3, 8), (6, 5)):
        state = ENGINE.new_game(players, seed, ENGINE.random_play_options)
        rng = random.Random(seed)
        while ENGINE.to_act(state):
            offered = paths_match_a_full_listing(state)
            seat, action = rng.choice(offered)
            state, _ = ENGINE.apply(state, seat, action)
    squares, _ = moving(5, at={"red": "a1", "orange": "l1", "yellow": "a8", "green": "l8",
                               "blue": "f8"}, garments={"a2": "legs blue"},
                        zigs={"red": "2cw N", "orange": "Xcw N"})
    every_card_twice = ["1cw", "1ccw", "2cw", "2ccw", "3cw", "3ccw", "Xcw", "Xccw"] * 2
    claims = position(4, at={"red": "a1"}, hands={0: every_card_twice})
    for crowded in (squares, claims):
        offered = paths_match_a_full_listing(crowded)
        assert any(len(ENGINE.menu_path(crowded, action)) == 3 for _, action in offered)


def paths_match_a_full_listing(state: State) -> list[tuple[int, Action]]:
    """Check every legal action's path against the siblings of a full listing; return the
    (seat, action) pairs offered."""
    offered = [(seat, action) for seat in ENGINE.to_act(state)
               for action in ENGINE.legal_actions(state, seat)]
    counts = Counter(group(action) for _, action in offered)
    for _, action in offered:
        assert ENGINE.menu_path(state, action) == menu_path(state, action,
                                                            counts[group(action)]), action
    return offered


def test_a_state_changed_in_place_gets_fresh_menu_paths():
    every_card_twice = ["1cw", "1ccw", "2cw", "2ccw", "3cw", "3ccw", "Xcw", "Xccw"] * 2
    state = position(4, at={"red": "a1"}, hands={0: every_card_twice})
    claim = ENGINE.parse(state, 0, "claim 2cw 2ccw Xcw")
    assert ENGINE.menu_path(state, claim) == ["claim", "2", "2cw 2ccw Xcw"]
    state.seats[0].hand = ["2cw", "2ccw", "Xcw"]
    assert ENGINE.menu_path(state, claim) == ["claim", "2cw 2ccw Xcw"]


def group(action: Action) -> tuple[str, str | None]:
    return action.kind, action.ostrich if action.kind == "claim" else None
