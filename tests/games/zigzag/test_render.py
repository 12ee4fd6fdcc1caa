"""Images: valid PNGs under 300 KB, public and private, 2 and 4 players, every phase, both
languages; samples are written to the system's temporary folder for a look."""

from __future__ import annotations

import io
import random
import tempfile
from pathlib import Path

import pytest
from PIL import Image

from games.zigzag import ENGINE
from games.zigzag.models import ZigZagAction, ZigZagState
from games.zigzag.patterns import LOOKS, swatch

LIMIT = 300 * 1024
SAMPLES = Path(tempfile.gettempdir())


def advance(state: ZigZagState, rng: random.Random, until) -> ZigZagState:
    while ENGINE.to_act(state) and not until(state):
        seat = rng.choice(ENGINE.to_act(state))
        state, _ = ENGINE.apply(state, seat, ENGINE.auto_action(state, seat))
    return state


def check_png(data: bytes, name: str) -> Image.Image:
    assert data.startswith(b"\x89PNG\r\n\x1a\n")
    assert len(data) < LIMIT, (name, len(data))
    (SAMPLES / f"zigzag_{name}.png").write_bytes(data)
    image = Image.open(io.BytesIO(data))
    image.load()
    assert image.width == 740 and 300 < image.height < 3200
    return image


@pytest.mark.parametrize(("players", "mode", "lang"), [(2, "turns", "en"), (4, "live", "fr")])
def test_every_phase_renders_public_and_private_images(players, mode, lang):
    rng = random.Random(players)
    state = ENGINE.new_game(players, 8, {"mode": mode, "races": 2 if players == 4 else 1})
    hand = state.seats[0].hand
    state, _ = ENGINE.apply(state, 0, ZigZagAction(verb="discard", cards=(hand[0], hand[1])))
    check_png(ENGINE.render(ENGINE.view(state, 0), lang), f"{players}p_setup_private")
    check_png(ENGINE.render(ENGINE.view(state, None), lang), f"{players}p_setup_public")
    state = advance(state, rng, lambda s: s.phase == "collect"
                    and sum(status == "up" for status in s.slots) >= 6
                    and any(holder is not None for holder in s.held_by))
    check_png(ENGINE.render(ENGINE.view(state, None), lang), f"{players}p_collect_public")
    check_png(ENGINE.render(ENGINE.view(state, 1), lang), f"{players}p_collect_private")
    state = advance(state, rng, lambda s: s.phase != "collect")
    check_png(ENGINE.render(ENGINE.view(state, None), lang), f"{players}p_after_collect")
    state = advance(state, rng, lambda s: False)
    check_png(ENGINE.render(ENGINE.view(state, None), lang), f"{players}p_over")


def test_a_running_choice_is_highlighted_and_renders():
    from tests.games.zigzag.scenario import face, make_state, use_faces

    with use_faces({1: face("sand", A1="water", C1="water")}):
        state = make_state(4, slots=["up"] * 48, stacks={0: ["water", "meadow"]})
        state, _ = ENGINE.apply(state, 0, ZigZagAction(verb="stop"))
        image = check_png(ENGINE.render(ENGINE.view(state, None), "en"), "4p_running_choice")
    assert image.height > 0


def test_a_long_course_wraps_onto_a_second_line():
    from tests.games.zigzag.scenario import make_state

    state = make_state(2, courses=[list(range(1, 11)), [11, 12]])
    image = check_png(ENGINE.render(ENGINE.view(state, None), "en"), "2p_long_course")
    three = make_state(2, courses=[[1, 2, 3], [11, 12]])  # with the goal: one line each
    short = Image.open(io.BytesIO(ENGINE.render(ENGINE.view(three, None), "en")))
    assert image.height > short.height


def test_terrain_patterns_differ_without_colour():
    greys = {terrain: swatch(terrain, 48, 48).convert("L").tobytes() for terrain in LOOKS}
    assert len(set(greys.values())) == len(LOOKS)
    for terrain, pixels in greys.items():
        assert len(set(pixels)) > 1, terrain  # a pattern, not a flat fill

