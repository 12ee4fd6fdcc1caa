"""Board images: valid PNGs, small enough, drawn from views only, in both languages;
samples are written to the system's temporary folder for a look."""

from __future__ import annotations

import io
import random
import tempfile
from pathlib import Path

import pytest
from PIL import Image, ImageChops

from games.ostriches import ENGINE
from games.ostriches.models import OstrichesState

from .builders import play, position

SIZE_LIMIT = 200_000
SAMPLES = Path(tempfile.gettempdir())


def decode(png: bytes) -> Image.Image:
    image = Image.open(io.BytesIO(png))
    image.load()
    return image


def largest_difference(difference: Image.Image) -> int:
    highs = [band[1] for band in difference.getextrema() if isinstance(band, tuple)]
    return int(max(highs))


def midgame(seed: int, memory: str = "assist", turns: int = 12) -> OstrichesState:
    state, rng = ENGINE.new_game(2, seed, {"memory": memory}), random.Random(seed)
    while ENGINE.to_act(state) and (state.turn_number < turns or state.phase != "moving"):
        seat = ENGINE.to_act(state)[0]
        actions = ENGINE.legal_actions(state, seat)
        eyes = [a for a in actions if getattr(a, "power", None) == "eye" and a.kind == "power"]
        state, _ = ENGINE.apply(state, seat, eyes[0] if eyes else rng.choice(actions))
    return state


def during_placement() -> OstrichesState:
    state = ENGINE.new_game(2, 3)
    for _ in range(5):
        seat = ENGINE.to_act(state)[0]
        state, _ = ENGINE.apply(state, seat, ENGINE.legal_actions(state, seat)[-1])
    return state


def in_power_phase() -> OstrichesState:
    layout = {"e4": "blue swap", "a1": "blue eye", "c5": "red plain", "b4": "red eye up",
              "d2": "red tiles", "f2": "blue plain"}
    state = position(layout, memory="assist")
    return play(state, 0, "e4-f6")[0]


def finished() -> OstrichesState:
    layout = {"a4": "red plain up", "b4": "red bush up", "c4": "red tiles up",
              "e4": "red swap", "a1": "blue eye", "c2": "blue plain", "f3": "blue bush up"}
    return play(position(layout), 0, "e4-f6")[0]


CASES = {
    "placing": during_placement,
    "midgame": lambda: midgame(5),
    "power": in_power_phase,
    "over": finished,
}


@pytest.mark.parametrize("case", sorted(CASES))
@pytest.mark.parametrize("lang", ["en", "fr"])
def test_public_and_private_images_are_small_valid_pngs(case: str, lang: str) -> None:
    state = CASES[case]()
    for seat in (None, 0, 1):
        png = ENGINE.render(ENGINE.view(state, seat), lang)
        assert png.startswith(b"\x89PNG\r\n\x1a\n")
        assert len(png) < SIZE_LIMIT
        image = decode(png)
        assert image.width == 720
        assert 780 <= image.height <= 960
        name = "public" if seat is None else f"seat{seat}"
        (SAMPLES / f"ostriches_{case}_{name}_{lang}.png").write_bytes(png)


def test_private_images_differ_from_the_public_one_only_where_secrets_are_shown() -> None:
    state = midgame(5, memory="assist")
    public = ENGINE.render(ENGINE.view(state, None))
    assert ENGINE.render(ENGINE.view(state, 0)) != public
    pure = midgame(5, memory="pure")
    # In pure memory a player's board marks nothing more than the public one.
    public_pure = decode(ENGINE.render(ENGINE.view(pure, None)))
    private_pure = decode(ENGINE.render(ENGINE.view(pure, 0)))
    board = (60, 112, 660, 712)
    difference = ImageChops.difference(public_pure.convert("RGB").crop(board),
                                       private_pure.convert("RGB").crop(board))
    assert largest_difference(difference) < 40  # palette rounding only
    assisted = decode(ENGINE.render(ENGINE.view(state, 0)))
    difference = ImageChops.difference(decode(public).convert("RGB").crop(board),
                                       assisted.convert("RGB").crop(board))
    assert largest_difference(difference) > 100  # coloured rings


def test_the_image_depends_only_on_the_view() -> None:
    state = midgame(8)
    view = ENGINE.view(state, 1)
    assert ENGINE.render(view, "fr") == ENGINE.render(ENGINE.view_from_json(view.model_dump_json()),
                                                      "fr")


def test_labels_follow_the_language() -> None:
    state = during_placement()
    view = ENGINE.view(state, None)
    assert ENGINE.render(view, "en") != ENGINE.render(view, "fr")
