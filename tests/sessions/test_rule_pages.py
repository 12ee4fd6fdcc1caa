"""Finding a rules page (`sessions.rule_pages`): a topic by its id, the first page without
one, and a clear refusal naming what exists for an unknown game or topic."""

from __future__ import annotations

import pytest

import i18n
from sessions.core.errors import SessionError
from sessions.learning.rule_pages import games_with_pages, page_of, topic_titles, topics


def test_a_topic_is_found_whatever_its_case_and_none_means_the_first_page() -> None:
    assert page_of("ostriches", None)[0] == 0
    assert page_of("ostriches", "  ")[0] == 0
    index, page = page_of("ostriches", " Rotation ")
    assert page.topic == "rotation" and topics("ostriches")[index] == "rotation"


def test_an_unknown_topic_is_refused_with_the_pages_there_are() -> None:
    with pytest.raises(SessionError) as refused:
        page_of("ostriches", "x" * 5000)
    assert refused.value.key == "rules.error.unknown_topic"
    assert refused.value.params["topic"] == "x" * 40  # a long text is quoted cut short
    assert "placement, knight" in refused.value.message("fr")


def test_an_unknown_game_is_refused_with_the_games_that_have_rules() -> None:
    for game in ("chess", "x" * 3000):
        with pytest.raises(SessionError) as refused:
            page_of(game, None)
        assert refused.value.key == "rules.error.unknown_game"
        assert "ostriches" in refused.value.message("en")
    assert "ostriches" in games_with_pages()
    assert topics("chess") == [] and topic_titles("chess", "en") == []


def test_titles_come_in_the_readers_language() -> None:
    titles = dict(topic_titles("ostriches", "fr"))
    assert titles["eye"] == i18n.t("rules.ostriches.eye.title", "fr") == "Pouvoir : Œil"
