"""The engine as the other layers see it: the protocol, the registry, options, JSON."""

from __future__ import annotations

from typing import cast

from games import GameEngine, get_engine, register
from games.base import OptionSpec
from games.zigzag import ENGINE, ZigZagEngine
from games.zigzag.models import ZigZagAction


def test_the_engine_implements_the_protocol_and_is_registered():
    assert isinstance(ENGINE, GameEngine) and isinstance(ENGINE, ZigZagEngine)
    assert (ENGINE.name, ENGINE.min_players, ENGINE.max_players) == ("zigzag", 2, 4)
    register(ENGINE)  # registering the same engine again changes nothing
    assert get_engine("zigzag") is cast(object, ENGINE)


def test_the_options_are_option_specs_with_the_issues_defaults():
    specs = {spec.name: spec for spec in ENGINE.options}
    assert all(isinstance(spec, OptionSpec) for spec in specs.values())
    assert specs["mode"].default == "turns" and specs["mode"].choices == ("turns", "live")
    assert specs["peek"].default == "on"
    assert specs["peek"].default_when == (("mode", "live", "off"),)
    assert specs["autopilot"].default is False
    assert specs["places"].default is False
    assert specs["races"].default == "1"
    assert specs["races"].choices == ("1", "long", "2", "3", "4")
    assert (specs["rounds"].default, specs["rounds"].minimum) == (0, 0)


def test_state_and_action_json_round_trip():
    state = ENGINE.new_game(3, 12, {"mode": "live", "races": 3})
    assert ENGINE.state_from_json(ENGINE.state_to_json(state)) == state
    action = ZigZagAction(verb="order", cards=(3, 8, 1))
    assert ENGINE.action_from_json(ENGINE.action_to_json(action)) == action


def test_apply_leaves_its_input_alone():
    state = ENGINE.new_game(2, 12)
    before = ENGINE.state_to_json(state)
    ENGINE.apply(state, 0, ENGINE.legal_actions(state, 0)[0])
    assert ENGINE.state_to_json(state) == before
