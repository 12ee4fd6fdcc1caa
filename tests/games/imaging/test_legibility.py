"""Boards are legible on a phone: shown 400 px wide, no text on them is under 9 px.

Every string a board draws goes through `games.imaging.text` (`Canvas.text` and
`draw_text`), which notes the size it drew at while `noting_sizes` runs. The renderers keep
what they drew in caches (whole strips, rows, sprites with their labels), so these are
emptied first and every label is drawn again. The smallest size, scaled by 400 / the
image's width, must be at least 9 px, for sampled states of every game and player count,
public and private, in both languages, with long names (which are cut rather than shrunk
below the limit).
"""

from __future__ import annotations

import importlib
import io
import random
from typing import Any

import pytest
from PIL import Image

from games import get_engine
from games.imaging import clear_caches
from games.imaging.text import PHONE_TEXT, PHONE_WIDTH, noting_sizes, smallest_text

CONFIGS = [("ostriches", 2), ("scramble", 2), ("scramble", 3), ("scramble", 4),
           ("scramble", 5), ("scramble", 6), ("zigzag", 2), ("zigzag", 3), ("zigzag", 4)]
OPTIONS: dict[str, dict[str, Any]] = {"scramble": {"max_rounds": 6}, "zigzag": {"rounds": 4}}
NAMES = ("Alice", "Bérénice de la Tour-Montagne", "Chloé 🦩", "Dmitri Wolfeschlegelstein",
         "Élodie", "François-Xavier Dupont-Aignan")
STAGES = (0.0, 0.3, 0.7, 1.0)
RENDERERS = ("games.ostriches.render", "games.ostriches.render_parts", "games.scramble.render",
             "games.scramble.render_board", "games.scramble.render_panel",
             "games.scramble.render_parts", "games.zigzag.render", "games.zigzag.render_parts",
             "games.zigzag.patterns")


def forget_drawings() -> None:
    """Empty every cache of drawn pieces (not the palettes, which hold no text)."""
    clear_caches()
    for name in RENDERERS:
        for attribute, value in vars(importlib.import_module(name)).items():
            if hasattr(value, "cache_clear") and attribute not in ("palette", "_palette"):
                value.cache_clear()


def sampled_states(kind: str, players: int, seed: int) -> list[Any]:
    """States along one seeded game (random legal actions), from the start to the end."""
    engine, rng = get_engine(kind), random.Random(seed)
    state = engine.new_game(players, seed, OPTIONS.get(kind))
    states = [state]
    while engine.to_act(state) and len(states) < 3000:
        seat = rng.choice(engine.to_act(state))
        state, _ = engine.apply(state, seat, rng.choice(engine.legal_actions(state, seat)))
        states.append(state)
    return [states[round(stage * (len(states) - 1))] for stage in STAGES]


def smallest_shown(kind: str, view: Any, lang: str, players: int) -> tuple[float, str]:
    """The smallest text of `view`'s image, in pixels once shown PHONE_WIDTH wide, and it."""
    forget_drawings()
    with noting_sizes() as noted:
        image = get_engine(kind).render(view, lang, NAMES[:players])
    width = Image.open(io.BytesIO(image)).width
    size, text = min(noted)
    return size * PHONE_WIDTH / width, text


@pytest.mark.parametrize(("kind", "players"), CONFIGS, ids=[f"{k}-{p}" for k, p in CONFIGS])
def test_every_board_reads_on_a_phone(kind: str, players: int) -> None:
    engine = get_engine(kind)
    for state in sampled_states(kind, players, players):
        for lang in ("en", "fr"):
            for viewer in (None, *range(players)):
                shown, text = smallest_shown(kind, engine.view(state, viewer), lang, players)
                assert shown >= PHONE_TEXT, (
                    f"{kind} {players}p, viewer {viewer}, {lang}: {text!r} is "
                    f"{shown:.1f} px on a phone")


def test_the_sizes_are_noted_from_the_pieces_the_renderers_draw() -> None:
    """The check sees text drawn on sprites (`draw_text`) and on canvases alike, and can
    fail: a label drawn at 10 px on a 720 px image is 5.6 px on a phone."""
    from games.imaging import Canvas, draw_text
    from games.imaging.palette import Palette

    canvas = Canvas(Palette.learn([(0, 0, 0), (255, 255, 255)], []), (720, 40),
                    (255, 255, 255))
    sprite = Image.new("RGBA", (40, 40))
    with noting_sizes() as noted:
        canvas.text((4, 4), "tiny", 10, (0, 0, 0))
        draw_text(sprite, (2, 2), "R", 14, (0, 0, 0))
    assert noted == [(10, "tiny"), (14, "R")]
    assert 10 * PHONE_WIDTH / 720 < PHONE_TEXT
    assert smallest_text(720) == 17 and smallest_text(640) == 15
