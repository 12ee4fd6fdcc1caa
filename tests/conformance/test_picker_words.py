"""Every choice of every game's Play picker says what it does: for each legal action at
seeded random positions, and each level of its picker path, the engine's `menu_words`
names a catalog word, in English and French, short enough for a button once clipped, with
a description a menu option can hold."""

from __future__ import annotations

import pytest

import i18n
from games import engine_names, get_engine
from sessions.words.picker_words import BUTTON_LABEL_MAX, OPTION_TEXT_MAX, choice_words

from .conftest import played, sampled


@pytest.mark.parametrize("kind", engine_names())
def test_every_choice_of_every_level_has_words_in_both_languages(kind: str) -> None:
    engine = get_engine(kind)
    verbs: set[str] = set()
    for game in played(engine):
        for index in sampled(game, 12):
            state = game.states[index]
            for seat in engine.to_act(state):
                for action in engine.legal_actions(state, seat):
                    path = engine.menu_path(state, action)
                    for shown in range(1, len(path) + 1):
                        words = engine.menu_words(path, shown)
                        assert words is not None, (path, shown)
                        verbs.add(words.verb)
                        for lang in i18n.LANGUAGES:
                            said = choice_words(kind, path, shown, lang)
                            assert said is not None and said.label
                            assert said.description is not None, (kind, words.verb)
                            assert len(said.description) <= OPTION_TEXT_MAX, said
                            assert len(said.label) <= BUTTON_LABEL_MAX, said
    assert len(verbs) >= 4, verbs
