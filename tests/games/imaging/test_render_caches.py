"""Every game's images are pure functions of the view: whatever earlier images left in the
caches (bands, rows, strips, boards, blended pieces), a view always gives the same bytes."""

from __future__ import annotations

import random
from typing import Any

import pytest

from games import get_engine
from games.imaging import clear_caches

NAMES = ["Alice", "Bérénice de la Tour-Montagne", "Chloé 🦩", "Dmitri"]


def sampled_views(game: str, players: int, seed: int) -> list[Any]:
    """Public and private views of a few states of one seeded game."""
    engine = get_engine(game)
    state = engine.new_game(players, seed, dict(engine.random_play_options))  # it ends
    picker = random.Random(seed)
    states = [state]
    while seats := engine.to_act(state):
        seat = picker.choice(seats)
        state, _ = engine.apply(state, seat, engine.auto_action(state, seat))
        states.append(state)
    picked = [states[len(states) // 3], states[2 * len(states) // 3], states[-1]]
    return [engine.view(state, seat) for state in picked for seat in (None, 0, 1)]


@pytest.mark.parametrize(("game", "players"), [("ostriches", 2), ("scramble", 4),
                                               ("zigzag", 3)])
def test_an_image_does_not_depend_on_the_images_drawn_before_it(game: str,
                                                                 players: int) -> None:
    engine = get_engine(game)
    jobs = [(view, lang) for view in sampled_views(game, players, 11) for lang in ("en", "fr")]
    first = [engine.render(view, lang, NAMES[:players]) for view, lang in jobs]
    clear_caches()
    again = [engine.render(view, lang, NAMES[:players]) for view, lang in reversed(jobs)]
    assert again[::-1] == first
    interleaved = [engine.render(view, lang, NAMES[:players]) for view, lang in jobs[::2]]
    assert interleaved == first[::2]
