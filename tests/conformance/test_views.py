"""The views half of the engine contract, for every registered game: no secret the engine
declares reaches the public view (twins), every view renders and describes itself in every
language, and bots choose legal actions at every level from their seat's view alone."""

from __future__ import annotations

import random
import re

import i18n
from games import Engine
from games.ai import LEVELS

from .conftest import played, sampled

NAMES = ("**Ana**", "Bruno 🦤", "<@1> @everyone", "Chloé", "Dmitri", "Eun-ji")
PNG = b"\x89PNG\r\n\x1a\n"


def test_twins_differing_in_their_secrets_look_the_same_to_the_table(engine: Engine) -> None:
    compared = stepped = differed = 0
    rng = random.Random(5)
    for game in played(engine):
        for index, state in enumerate(game.states[:-1]):
            secrets = engine.secrets(state)
            if not secrets:
                continue
            twin = engine.redraw_secrets(state, rng)
            differed += engine.state_to_json(twin) != engine.state_to_json(state)
            assert engine.view(twin, None) == engine.view(state, None), "a secret shows"
            compared += 1
            # the next step, taken in both by the same seat: unless it reveals a secret,
            # the table sees the same after it and hears the same public events
            seat, action = game.steps[index]
            text = engine.format(state, action)
            theirs = {engine.format(twin, a): a for a in engine.legal_actions(twin, seat)}
            if text not in theirs:
                continue
            after, events = engine.apply(state, seat, action)
            twin_after, twin_events = engine.apply(twin, seat, theirs[text])
            if {s.what for s in engine.secrets(after)} != {s.what for s in secrets}:
                continue  # something was revealed, or moved: the twins may differ now
            assert engine.view(after, None) == engine.view(twin_after, None), text
            assert ([e for e in events if e.audience is None]
                    == [e for e in twin_events if e.audience is None]), text
            stepped += 1
    assert compared > 3 and stepped > 0 and differed > compared // 2, (compared, stepped,
                                                                        differed)


def test_every_view_renders_and_describes_itself(engine: Engine) -> None:
    for game in played(engine):
        names = list(NAMES[:game.players])
        for index in sampled(game, 3):
            state = game.states[index]
            for viewer in (None, *range(game.players)):
                view = engine.view(state, viewer)
                for lang in i18n.LANGUAGES:
                    assert engine.render(view, lang, names).startswith(PNG)
                    text = engine.describe(view, lang, names)
                    assert text.strip()
                    assert not re.search(rf"\b{engine.name}\.\w", text), f"a key shows: {text}"
                assert engine.render(view).startswith(PNG)
                assert engine.describe(view)


def test_every_legal_action_has_a_menu_path_and_a_reveal_rule(engine: Engine) -> None:
    for game in played(engine):
        for index in sampled(game, 5):
            state = game.states[index]
            for seat in engine.to_act(state):
                paths = set()
                for action in engine.legal_actions(state, seat):
                    path = engine.menu_path(state, action)
                    assert path and all(isinstance(label, str) and label for label in path)
                    paths.add(tuple(path))
                    assert engine.reveals(state, seat, action) in (True, False)
                assert len(paths) == len(engine.legal_actions(state, seat)), "paths collide"
                stand_in = engine.auto_action(state, seat)
                assert stand_in in engine.legal_actions(state, seat)


def test_bots_choose_legal_actions_at_every_level(engine: Engine, small_budgets: None) -> None:
    chosen = 0
    for game in played(engine)[:2]:
        for index in sampled(game, 4):
            state = game.states[index]
            for seat in engine.to_act(state)[:1]:
                view = engine.bot_view(state, seat)
                for level in LEVELS:
                    action = engine.bot_action(view, seat, level=level, seed=index)
                    assert action in engine.legal_actions(state, seat), (level, action)
                    assert engine.bot_action(view, seat, level=level, seed=index) == action
                    chosen += 1
    assert chosen >= len(LEVELS)
