"""Every notation form of section 3: parse, format, round trip, and helpful refusals; and the
picker paths built from the same tokens."""

from __future__ import annotations

import pytest

import i18n
from games.base import IllegalAction
from games.zigzag import ENGINE
from games.zigzag.models import ZigZagAction
from tests.games.zigzag.scenario import make_state

STATE = make_state(2)

FORMS = [
    ("discard 12 17", ZigZagAction(verb="discard", cards=(12, 17))),
    ("next 3", ZigZagAction(verb="next", cards=(3,))),
    ("order 3 8 1 22 5", ZigZagAction(verb="order", cards=(3, 8, 1, 22, 5))),
    ("flip 23", ZigZagAction(verb="flip", slot=23)),
    ("take", ZigZagAction(verb="take")),
    ("leave", ZigZagAction(verb="leave")),
    ("take 23", ZigZagAction(verb="take", slot=23)),
    ("pass", ZigZagAction(verb="pass")),
    ("stop", ZigZagAction(verb="stop")),
    ("go 2:C2", ZigZagAction(verb="go", card=2, field="C2")),
    ("goal", ZigZagAction(verb="goal")),
]


@pytest.mark.parametrize(("text", "action"), FORMS)
def test_every_form_parses_formats_and_round_trips(text, action):
    assert ENGINE.parse(STATE, 0, text) == action
    assert ENGINE.format(STATE, action) == text
    assert ENGINE.parse(STATE, 0, ENGINE.format(STATE, action)) == action


@pytest.mark.parametrize(("text", "canonical"), [
    ("  FLIP   23 ", "flip 23"),
    ("Go 2:c2", "go 2:C2"),
    ("go 2 c2", "go 2:C2"),
    ("discard 17 12", "discard 12 17"),
    ("STOP", "stop"),
    ("Take 7", "take 7"),
])
def test_case_spacing_and_equivalent_spellings(text, canonical):
    assert ENGINE.format(STATE, ENGINE.parse(STATE, 0, text)) == canonical


@pytest.mark.parametrize(("text", "message"), [
    ("", "Write an action"),
    ("jump 3", "“jump 3” is not a Zig Zag action"),
    ("flip", "write flip and a table slot"),
    ("flip 49", "“49” is not a table slot (1-48)"),
    ("flip x", "“x” is not a table slot"),
    ("take 0", "“0” is not a table slot"),
    ("take 1 2", "write take (the card you flipped) or take and a slot"),
    ("discard 12", "write discard and two card numbers"),
    ("discard 12 29", "“29” is not an obstacle card number (1-28)"),
    ("next", "write next and one card number"),
    ("next 3 4", "write next and one card number"),
    ("order", "write order and the card numbers"),
    ("go", "write go and course card:field"),
    ("go 2:F1", "“2:F1” is not a field"),
    ("go 2:B4", "“2:B4” is not a field"),
    ("go x:C2", "“x:C2” is not a field"),
    ("go 0:C2", "“0:C2” is not a field"),
    ("pass now", "pass takes nothing after it"),
    ("goal 1", "goal takes nothing after it"),
])
def test_bad_text_is_refused_with_a_helpful_message(text, message):
    with pytest.raises(IllegalAction) as refused:
        ENGINE.parse(STATE, 0, text)
    assert message in str(refused.value)
    assert refused.value.message("fr") != str(refused.value)  # translated


def test_every_legal_action_of_a_real_game_round_trips():
    state = ENGINE.new_game(3, 4)
    for seat in ENGINE.to_act(state):
        for action in ENGINE.legal_actions(state, seat):
            assert ENGINE.parse(state, seat, ENGINE.format(state, action)) == action


# --- menu paths ----------------------------------------------------------------------------


def test_menu_paths_group_slots_when_more_than_25_are_offered():
    state = make_state(2)
    assert ENGINE.menu_path(state, ZigZagAction(verb="flip", slot=23)) == ["flip", "17-32", "23"]
    assert ENGINE.menu_path(state, ZigZagAction(verb="flip", slot=48)) == ["flip", "33-48", "48"]
    few = make_state(2, slots=["taken"] * 40 + ["down"] * 4 + ["up"] * 4)
    assert ENGINE.menu_path(few, ZigZagAction(verb="flip", slot=42)) == ["flip", "42"]
    assert ENGINE.menu_path(few, ZigZagAction(verb="take", slot=46)) == ["take", "46"]
    many_up = make_state(2, slots=["up"] * 30 + ["down"] * 18)
    assert ENGINE.menu_path(many_up, ZigZagAction(verb="take", slot=3)) == ["take", "1-16", "3"]


def test_menu_paths_of_the_other_forms():
    state = make_state(2)
    assert ENGINE.menu_path(state, ZigZagAction(verb="take")) == ["take"]
    assert ENGINE.menu_path(state, ZigZagAction(verb="leave")) == ["leave"]
    assert ENGINE.menu_path(state, ZigZagAction(verb="pass")) == ["pass"]
    assert ENGINE.menu_path(state, ZigZagAction(verb="stop")) == ["stop"]
    assert ENGINE.menu_path(state, ZigZagAction(verb="goal")) == ["goal"]
    assert ENGINE.menu_path(state, ZigZagAction(verb="go", card=2, field="C2")) == ["go", "2:C2"]
    assert ENGINE.menu_path(state, ZigZagAction(verb="discard", cards=(12, 17))) == [
        "discard", "12", "17"]
    assert ENGINE.menu_path(state, ZigZagAction(verb="next", cards=(3,))) == ["next", "3"]


def test_every_menu_level_of_a_fresh_table_stays_within_25_options():
    state = make_state(2)
    paths = [ENGINE.menu_path(state, action) for action in ENGINE.legal_actions(state, 0)]
    for depth in range(3):
        groups: dict[tuple[str, ...], set[str]] = {}
        for path in paths:
            if len(path) > depth:
                groups.setdefault(tuple(path[:depth]), set()).add(path[depth])
        assert all(len(options) <= 25 for options in groups.values())


def test_tokens_are_translated():
    for token in ("flip", "take", "leave", "pass", "stop", "go", "goal", "discard", "next",
                  "sand", "bluetile"):
        assert i18n.has(f"zigzag.token.{token}")
    assert i18n.t("zigzag.token.leave", "fr") == "Laisser"
