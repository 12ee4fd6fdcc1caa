"""Notation stays notation: in French prose a game's colours, directions, terrains and traps
are French words; the notation a player types shows only inside code spans.

Every French text checked is rendered with real params: the events of a few seeded games of
each kind (public and private lines alike, as their readers get them), each seat's view in
words along a seeded game, and every rule page.
"""

from __future__ import annotations

import random
import re

import pytest

from games import get_engine
from sessions.learning.rule_pages import page_text
from sessions.words.presenter import lines_for, render_lines
from tests.test_engines import RANDOM_GAME_OPTIONS

NAMES = {0: "alice", 1: "bob", 2: "carol"}
PLAYERS = {"ostriches": 2, "scramble": 3, "zigzag": 3}
SEEDS = range(3)
MAX_ACTIONS = 600
CODE_SPAN = re.compile(r"`[^`]*`")

_COLOURS = r"red|yellow|green|blue|purple"  # "orange" is a French word too
_TURNS = r"cw|ccw|clockwise|anticlockwise|counter-clockwise"
ENGLISH = {
    "ostriches": re.compile(rf"\b(?:{_TURNS}|red|blue)\b", re.IGNORECASE),
    "scramble": re.compile(
        rf"\b(?:{_COLOURS}|{_TURNS}|north|south|east|west|banana|mud|uturn|u-turn|whirlwind"
        r"|catapult|butterfingers|head|body|legs|feet)\b|\d(?:cw|ccw)\b"
        r"|(?-i:\b[NESW]\b(?![’']))",
        re.IGNORECASE),
    "zigzag": re.compile(
        r"\b(?:bluetile|beigetile|clay|field|water|cobble|meadow|sand)\b", re.IGNORECASE),
}
"""The English words of a game's notation that must not show in its French prose."""


def _english(kind: str, text: str) -> list[str]:
    """The English notation words of `kind` in `text`, code spans left out."""
    return ENGLISH[kind].findall(CODE_SPAN.sub(" ", text))


def _event_texts(kind: str) -> list[str]:
    """Each event of a few seeded random games of `kind`, rendered in French for the
    public (None) and for its one reader when private."""
    engine = get_engine(kind)
    texts = []
    for seed in SEEDS:
        state = engine.new_game(PLAYERS[kind], seed, RANDOM_GAME_OPTIONS.get(kind))
        rng = random.Random(seed)
        for _ in range(MAX_ACTIONS):
            seats = engine.to_act(state)
            if not seats:
                break
            seat = rng.choice(seats)
            state, events = engine.apply(state, seat, rng.choice(engine.legal_actions(state, seat)))
            for event in events:
                texts.append(render_lines(lines_for([event], NAMES, event.audience), "fr"))
    return texts


def _view_texts(kind: str) -> list[str]:
    """Each seat's view in words, in French, at every step of a seeded random game."""
    engine = get_engine(kind)
    state = engine.new_game(PLAYERS[kind], 0, RANDOM_GAME_OPTIONS.get(kind))
    rng = random.Random(0)
    texts: list[str] = []
    for _ in range(MAX_ACTIONS // 3):
        seats = engine.to_act(state)
        if not seats:
            break
        texts.extend(engine.describe(engine.view(state, seat), "fr", list(NAMES.values()))
                     for seat in range(PLAYERS[kind]))
        seat = rng.choice(seats)
        state, _ = engine.apply(state, seat, rng.choice(engine.legal_actions(state, seat)))
    return texts


@pytest.mark.parametrize("kind", sorted(PLAYERS))
def test_french_events_say_the_notation_in_french(kind: str) -> None:
    texts = _event_texts(kind)
    assert texts
    leaks = sorted({text for text in texts if _english(kind, text)})
    assert not leaks, leaks[:10]


@pytest.mark.parametrize("kind", sorted(PLAYERS))
def test_french_views_say_the_notation_in_french(kind: str) -> None:
    leaks = sorted({text for text in _view_texts(kind) if _english(kind, text)})
    assert not leaks, [_english(kind, text) for text in leaks[:5]]


@pytest.mark.parametrize("kind", sorted(PLAYERS))
def test_french_rule_pages_say_the_notation_in_french(kind: str) -> None:
    pages = get_engine(kind).rule_pages()
    texts = [page_text(kind, index, page, "fr") for index, page in enumerate(pages)]
    leaks = [text for text in texts if _english(kind, text)]
    assert not leaks, [_english(kind, text) for text in leaks]


@pytest.mark.parametrize("kind", sorted(PLAYERS))
def test_rule_pages_cite_no_file(kind: str) -> None:
    pages = get_engine(kind).rule_pages()
    for lang in ("en", "fr"):
        for index, page in enumerate(pages):
            assert ".md" not in page_text(kind, index, page, lang)


def test_a_rule_page_types_its_action_after_its_words() -> None:
    pages = get_engine("scramble").rule_pages()
    index = next(i for i, page in enumerate(pages) if page.action == "x 4")
    assert "Distance X : 4 (`x 4`)" in page_text("scramble", index, pages[index], "fr")
