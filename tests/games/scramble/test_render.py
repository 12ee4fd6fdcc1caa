"""Images: valid PNGs under 300 KB, public and private, for every board size."""

from __future__ import annotations

import io
import random

import pytest
from PIL import Image

from games.scramble import ENGINE

LIMIT = 300 * 1024


def _mid_game(players: int, seed: int):
    state = ENGINE.new_game(players, seed)
    rng = random.Random(seed)
    for _ in range(120):
        seats = ENGINE.to_act(state)
        if not seats:
            break
        seat = rng.choice(seats)
        state, _ = ENGINE.apply(state, seat, rng.choice(ENGINE.legal_actions(state, seat)))
        if state.phase == "move" and len(state.paths) >= 2:
            return state
    return state


@pytest.mark.parametrize("players", [2, 3, 4, 5, 6])
def test_public_and_private_images(players):
    state = _mid_game(players, players)
    sizes = {}
    for seat in (None, 0):
        for lang in ("en", "fr"):
            png = ENGINE.render(ENGINE.view(state, seat), lang)
            assert png.startswith(b"\x89PNG") and len(png) < LIMIT
            image = Image.open(io.BytesIO(png))
            image.verify()
            sizes[seat] = Image.open(io.BytesIO(png)).size
    width, height = sizes[None]
    # narrow enough for a phone to show it whole and readable (test_legibility checks the
    # text), the panel under the board
    assert width == 640 and height >= 1000
    assert sizes[0][1] > height  # the private image adds a hand panel


def test_the_final_image_and_an_opening_image():
    state = ENGINE.new_game(4, 8)
    assert ENGINE.render(ENGINE.view(state, 2), "en").startswith(b"\x89PNG")
    state.phase = "over"
    state.winners = [1]
    state.end_reason = "dressed"
    png = ENGINE.render(ENGINE.view(state, 2), "fr")
    assert len(png) < LIMIT


def test_who_set_a_trap_is_a_colour_key_not_a_cut_name():
    """The trap's tag read "bo" for bob. The panel marks each trap with the
    colour of who set it, and the footer keys every player's colour to their whole name."""
    from games.imaging import clear_caches
    from games.imaging.text import noting_sizes

    names = ["alice", "bob", "carol", "dave"]
    rng = random.Random(1)
    state = ENGINE.new_game(4, 1)
    while not any(item.traps for item in ENGINE.view(state, None).ostriches):
        seat = rng.choice(ENGINE.to_act(state))
        state, _ = ENGINE.apply(state, seat, rng.choice(ENGINE.legal_actions(state, seat)))
    clear_caches()
    with noting_sizes() as noted:
        ENGINE.render(ENGINE.view(state, None), "en", names)
    drawn = {text for _, text in noted}
    cut = {name[:length] for name in names for length in range(2, len(name))}
    assert not drawn & cut, drawn & cut
    assert all(any(text.startswith(f"{name}:") for text in drawn) for name in names), drawn
