"""The illustrated rules (`/rules`) half of the contract, for every registered game: each
page's position is built by the engine, its "after" picture is what the engine does with the
"before" position and the action its text names, and its words exist in both languages."""

from __future__ import annotations

from dataclasses import dataclass
from typing import cast

import pytest

import i18n
from games import Engine, get_engine
from games.base import Event, GameState, IllegalAction, RulePage
from games.ostriches.models import OstrichesState
from games.zigzag.models import ZigZagState, ZigZagView
from sessions.learning.rule_pages import TEXT_MAX, page_text, played, position_before


def acted(page: RulePage) -> str:
    """The action of a page that has one."""
    assert page.action is not None, page.topic
    return page.action


def test_every_page_shows_what_its_named_action_does(engine: Engine) -> None:
    pages = engine.rule_pages()
    assert len({page.topic for page in pages}) == len(pages), "a topic twice"
    for index, page in enumerate(pages):
        if page.action is None:
            continue  # words only: test_a_page_of_words_only_has_no_position
        before = position_before(engine, page)
        assert engine.outcome(before) is None, f"{page.topic}: the game is already over"
        seat = engine.to_act(before)[0]
        action = engine.parse(before, seat, acted(page))
        assert engine.format(before, action) == page.action, f"{page.topic}: not canonical"
        after, _ = engine.apply(before, seat, action)
        shown = played(engine.name, page)
        assert shown is not None, page.topic
        assert shown.before == engine.view(before, None), page.topic
        assert shown.after == engine.view(after, None), page.topic
        assert shown.before != shown.after, f"{page.topic}: the action shows no change"
        assert engine.render(shown.after, "fr").startswith(b"\x89PNG"), page.topic
        for lang in i18n.LANGUAGES:
            text = page_text(engine.name, index, page, lang)
            assert text.count(page.action) >= 2, f"{page.topic} ({lang}) never names its action"


def test_a_page_of_words_only_has_no_position(engine: Engine) -> None:
    """A page without an action declares nothing to play (a position there would be a
    picture nobody sees), and its words say no action and fit one Discord message. A game
    with pages ends them with its house rules and our choices, in words only."""
    pages = engine.rule_pages()
    if pages:
        assert [page.topic for page in pages if page.action is None] == ["house", "choices"]
        assert [page.topic for page in pages[-2:]] == ["house", "choices"]
    for index, page in enumerate(pages):
        if page.action is not None:
            continue
        assert page.before == () and page.options == {}, page.topic
        assert played(engine.name, page) is None
        for lang in i18n.LANGUAGES:
            text = page_text(engine.name, index, page, lang)
            assert len(text) < TEXT_MAX and "{" not in text, (page.topic, lang)
            assert "\n-# " not in text, (page.topic, lang)  # no line saying what pictures show


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
    pages = {page.topic: page for page in engine.rule_pages() if page.action is not None}
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
        action = engine.parse(before, seat, acted(pages[topic]))
        after = cast(OstrichesState, engine.apply(before, seat, action)[0])
        assert face_up(after) == face_up(before) + 1, topic
        assert (engine.outcome(after) is not None) == (topic == "win"), topic


SCRAMBLE_SHOWS = {"plan": "claimed", "zig": "stop", "push": "collide", "zag": "zag",
                  "skateboard": "skate_reached", "crates": "pickup_worn", "crown": "crown",
                  "traps": "trapped", "trap_banana": "trap_distance",
                  "trap_mud": "trap_distance", "trap_uturn": "trap_direction",
                  "trap_whirlwind": "trap_direction", "trap_catapult": "catapulted",
                  "trap_butterfingers": "dropped", "fall": "fell", "reward": "stole",
                  "give": "gave", "win": "win"}
"""What each Ostrich Scramble page's action makes happen (the end of an event's key)."""


@dataclass(frozen=True)
class Shown:
    """A page's action played: the states around it, its events, and what they say
    happened (each event key's part after `<game>.event.`)."""

    page: RulePage
    before: GameState
    after: GameState
    events: list[Event]
    happened: list[str]


def pages_showing(kind: str, shows: dict[str, str]) -> list[Shown]:
    """The pages of `kind` with an action, played, after checking they are the topics of
    `shows` in reading order and that each page's action makes its event happen."""
    engine = get_engine(kind)
    pages = [page for page in engine.rule_pages() if page.action is not None]
    assert [page.topic for page in pages] == list(shows)
    played_out = []
    for page in pages:
        before = position_before(engine, page)
        seat = engine.to_act(before)[0]
        after, events = engine.apply(before, seat, engine.parse(before, seat, acted(page)))
        happened = [event.key.split(".")[2] for event in events]
        assert shows[page.topic] in happened, (page.topic, happened)
        played_out.append(Shown(page, before, after, events, happened))
    return played_out


def test_the_scramble_pages_show_what_their_titles_say() -> None:
    for shown in pages_showing("scramble", SCRAMBLE_SHOWS):
        page, events, happened = shown.page, shown.events, shown.happened
        if page.topic.startswith("trap_"):  # the trap the page names, and no other
            revealed = {event.params["trap"] for event in events
                        if event.key.endswith(".trap_revealed")}
            assert revealed == {page.topic.removeprefix("trap_")}, (page.topic, revealed)
        if page.topic == "zig":  # a plain Zig: nothing in the way
            assert not {"collide", "fell", "skate_reached", "pickup_worn"} & set(happened)
        if page.topic == "win":
            assert get_engine("scramble").outcome(shown.after) is not None


ZIGZAG_SHOWS = {"setup": "courses_laid", "course": "move", "collect_turns": "took_flipped",
                "collect_live": "took_face_up", "stop": "penalty", "run": "move",
                "goal": "reached_goal", "longer": "race_points"}
"""What each Zig Zag page's action makes happen (an event key's part after `event.`)."""


def test_the_zigzag_pages_show_what_their_titles_say() -> None:
    engine = get_engine("zigzag")
    shown = {each.page.topic: each for each in pages_showing("zigzag", ZIGZAG_SHOWS)}
    for topic in ("course", "run", "goal", "longer"):  # the runner had a choice
        assert len(cast(ZigZagView, engine.view(shown[topic].before, None)).choices) >= 2
    options = {topic: cast(ZigZagState, each.before).options for topic, each in shown.items()}
    assert options["collect_turns"].mode == "turns" and options["collect_live"].mode == "live"
    assert options["longer"].races == 4
    assert engine.outcome(shown["goal"].after) is not None
    assert engine.outcome(shown["longer"].after) is None  # the longer game goes on
