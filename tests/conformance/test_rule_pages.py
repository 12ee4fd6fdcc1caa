"""The illustrated rules (`/rules`) half of the contract, for every registered game: each
page's position is built by the engine, its "after" picture is what the engine does with the
"before" position and the action its text names, and its words exist in both languages."""

from __future__ import annotations

from typing import cast

import pytest

import i18n
from games import Engine, get_engine
from games.base import IllegalAction
from games.ostriches.models import OstrichesState
from sessions.rule_pages import page_text, played, position_before


def test_every_page_shows_what_its_named_action_does(engine: Engine) -> None:
    pages = engine.rule_pages()
    assert len({page.topic for page in pages}) == len(pages), "a topic twice"
    for index, page in enumerate(pages):
        before = position_before(engine, page)
        assert engine.outcome(before) is None, f"{page.topic}: the game is already over"
        seat = engine.to_act(before)[0]
        action = engine.parse(before, seat, page.action)
        assert engine.format(before, action) == page.action, f"{page.topic}: not canonical"
        after, _ = engine.apply(before, seat, action)
        shown = played(engine.name, page)
        assert shown.before == engine.view(before, None), page.topic
        assert shown.after == engine.view(after, None), page.topic
        assert engine.render(shown.after, "fr").startswith(b"\x89PNG"), page.topic
        for lang in i18n.LANGUAGES:
            text = page_text(engine.name, index, page, lang)
            assert text.count(page.action) >= 2, f"{page.topic} ({lang}) never names its action"


def test_every_page_has_its_words_in_both_languages(engine: Engine) -> None:
    messages = i18n.catalog()
    for page in engine.rule_pages():
        assert page.keys, page.topic
        for key in page.keys:
            for lang in i18n.LANGUAGES:
                assert key in messages[lang], f"{key} missing in {lang}"
                assert i18n.placeholders(messages[lang][key]) <= {"action", *page.params}, key


def test_the_ostriches_pages_show_what_their_titles_say() -> None:
    engine = get_engine("ostriches")
    pages = {page.topic: page for page in engine.rule_pages()}
    assert list(pages) == ["placement", "knight", "rotation", "far_rank", "bush", "swap",
                           "eye", "tiles", "win"]
    states = {topic: cast(OstrichesState, position_before(engine, page))
              for topic, page in pages.items()}
    assert states["placement"].phase == "placing"
    for power in ("bush", "swap", "eye", "tiles"):  # a power is used right after its flip
        state = states[power]
        assert state.phase == "power", power
        assert state.flipped_pawn is not None
        assert state.pawns[state.flipped_pawn].power == power
    rotation = states["rotation"]
    seat = engine.to_act(rotation)[0]
    with pytest.raises(IllegalAction, match="pawn you just moved"):  # the forbidden tile
        engine.apply(rotation, seat, engine.parse(rotation, seat,
                                                  f"{pages['rotation'].params['tile']} cw"))

    def face_up(state: OstrichesState) -> int:
        return sum(pawn.face_up for pawn in state.pawns)
    for topic in ("far_rank", "win"):
        before = states[topic]
        seat = engine.to_act(before)[0]
        action = engine.parse(before, seat, pages[topic].action)
        after = cast(OstrichesState, engine.apply(before, seat, action)[0])
        assert face_up(after) == face_up(before) + 1, topic
        assert (engine.outcome(after) is not None) == (topic == "win"), topic


SCRAMBLE_SHOWS = {"plan": "claimed_private", "traps": "trapped", "push": "collide",
                  "zag": "zag", "skateboard": "skate_reached", "crown": "crown", "fall": "fell",
                  "reward": "stole", "give": "gave"}
"""What each Ostrich Scramble page's action makes happen (the end of an event's key)."""


def test_the_scramble_pages_show_what_their_titles_say() -> None:
    engine = get_engine("scramble")
    pages = engine.rule_pages()
    assert [page.topic for page in pages] == list(SCRAMBLE_SHOWS)
    for page in pages:
        before = position_before(engine, page)
        seat = engine.to_act(before)[0]
        _, events = engine.apply(before, seat, engine.parse(before, seat, page.action))
        happened = [event.key.rsplit(".", 1)[1] for event in events]
        assert SCRAMBLE_SHOWS[page.topic] in happened, (page.topic, happened)
