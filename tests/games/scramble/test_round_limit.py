"""The round limit: off unless a game sets it (HOUSE_RULES.md, "Corrections, second audit":
"the round limit (`max_rounds`) is off by default (the engine's default is no limit), as in
Zig Zag; the bot sets 40 only for games of bots alone (benchmarks, tests)")."""

from __future__ import annotations

from games.scramble import ENGINE
from games.scramble.describe import describe_view

from .builders import moving

AT4 = {"red": "a1", "orange": "h1", "yellow": "a8", "green": "h8"}


def finish_move(state):
    """Every MOVE decision taken by the engine's automatic choice until MOVE ends."""
    while state.phase == "move":
        seat = ENGINE.to_act(state)[0]
        state, _ = ENGINE.apply(state, seat, ENGINE.auto_action(state, seat))
    return state


def test_no_round_limit_by_default():
    state = ENGINE.new_game(4, 1)
    assert state.max_rounds == 0
    spec = next(spec for spec in ENGINE.options if spec.name == "max_rounds")
    assert spec.default == 0 and spec.minimum == 0


def test_without_a_limit_the_game_goes_on_past_round_forty():
    state, _ = moving(at=AT4, max_rounds=0, round_number=40,
                           zigs={"red": "1cw N", "orange": "1cw N", "yellow": "1cw S",
                                 "green": "1cw S"})
    state = finish_move(state)
    assert state.phase == "plan" and state.round == 41 and state.end_reason is None


def test_a_stored_limit_is_kept():
    state, _ = moving(at=AT4, max_rounds=40, round_number=40,
                      zigs={"red": "1cw N", "orange": "1cw N", "yellow": "1cw S",
                            "green": "1cw S"})
    state = finish_move(state)
    assert state.phase == "over" and state.end_reason == "max_rounds"


def test_without_a_limit_the_header_names_no_last_round():
    state = ENGINE.new_game(4, 1)
    header = describe_view(ENGINE.view(state, 0), "en").splitlines()[0]
    assert "round 1," in header and "/0" not in header
    assert "/0" not in describe_view(ENGINE.view(state, 0), "fr").splitlines()[0]


def test_games_of_bots_alone_set_forty():
    from games.scramble.constants import BOTS_ONLY_OPTIONS

    assert BOTS_ONLY_OPTIONS["max_rounds"] == 40
