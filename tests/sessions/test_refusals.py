"""A refusal's words: the reason, then the `/rules` page of its rule (only a page that
exists), or how actions are written for text that is no action."""

from __future__ import annotations

import i18n
from games.base import BadNotation, IllegalAction
from sessions.learning.refusals import refusal_text


def test_a_rule_with_a_page_points_to_it_in_the_readers_words() -> None:
    refusal = IllegalAction("ostriches.error.frozen_tile", rule="rotation", tile="NE")
    assert refusal_text(refusal, "en") == (
        "NE holds the pawn you just moved: you must turn another tile.\n"
        "-# The rule: “The rotation”. See `/rules game:Ostriches topic:rotation`")
    assert refusal_text(refusal, "fr").endswith(
        "\n-# La règle : « La rotation ». Voir `/règles jeu:Autruches sujet:rotation`")


def test_no_pointer_to_a_page_that_does_not_exist() -> None:
    for refusal in (IllegalAction("ostriches.error.frozen_tile", rule="castling", tile="NE"),
                    IllegalAction("ostriches.error.frozen_tile", tile="NE"),
                    IllegalAction("option.bad_int", rule="placement", option="x", value="y")):
        assert refusal_text(refusal, "en") == refusal.message("en")


def test_bad_notation_points_to_how_actions_are_written() -> None:
    text = refusal_text(BadNotation("scramble.parse.empty"), "fr")
    assert text.startswith(i18n.t("scramble.parse.empty", "fr") + "\n-# ")
    assert "`/jouer action:`" in text and "**Jouer**" in text
