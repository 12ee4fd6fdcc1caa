"""Memory kept for you over days: with collecting one at a time `peek` is on by default, live
collecting keeps the table's rule, and games stored before keep the option they were made
with (records replay alike)."""

from __future__ import annotations

import pytest

import i18n
from games.base import resolve_options
from games.zigzag import ENGINE
from sessions.words import option_text


@pytest.mark.parametrize(("given", "peek"), [
    ({}, True), ({"mode": "turns"}, True), ({"mode": "live"}, False),
    ({"mode": "live", "peek": "on"}, True), ({"peek": "off"}, False),
])
def test_peek_follows_the_collecting_mode_unless_chosen(given, peek):
    assert ENGINE.new_game(2, 1, given).options.peek is peek


def test_the_lobby_stores_the_option_in_force():
    """The lobby resolves the options once, at creation: what it stores is what the card
    shows and what the game plays with."""
    assert resolve_options(ENGINE.options, {})["peek"] == "on"
    assert resolve_options(ENGINE.options, {"mode": "live"})["peek"] == "off"


@pytest.mark.parametrize(("stored", "peek"), [
    ({"mode": "turns", "peek": False}, False), ({"mode": "live", "peek": True}, True),
    ({"peek": "true"}, True), ({"peek": "no"}, False), ({"peek": "oui"}, True),
])
def test_options_stored_in_the_older_yes_or_no_form_read_as_before(stored, peek):
    """Games already running stored `peek` as true or false, defaults filled in at creation:
    they keep the value they were made with."""
    assert ENGINE.new_game(2, 1, stored).options.peek is peek


@pytest.mark.parametrize("lang", ["en", "fr"])
@pytest.mark.parametrize("value", ["on", "off"])
def test_the_lobby_card_says_in_words_which_rule_is_in_force(lang, value):
    shown = option_text("zigzag", "peek", value, lang)
    words = i18n.t(f"zigzag.option_value.peek.{value}", lang)
    assert words in shown and "(" in words
    assert i18n.has(f"zigzag.option.peek.{value}")
