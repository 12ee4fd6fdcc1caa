"""The animated replay of a finished game: one frame per move, public boards until the last
frame, which is the finished game's board with everything revealed; long games capped."""

from __future__ import annotations

import functools
import io
import itertools
import random

import pytest
from PIL import Image, ImageChops

from games import engine_names, get_engine
from games.base import GameState
from games.scramble.constants import BOTS_ONLY_OPTIONS
from sessions.delivery.animation import FRAME_CAP, animate_game, chosen_frames, replay_views
from sessions.delivery.painting import Painter

NAMES = ("Alice", "Bob")


def options_for(kind: str) -> dict[str, object]:
    """A game of bots alone sets Ostrich Scramble's round limit, so that it ends."""
    return dict(BOTS_ONLY_OPTIONS) if kind == "scramble" else {}


@functools.cache
def finished_game(kind: str, seed: int = 5) -> tuple[list[tuple[int, str]], GameState]:
    """A whole game of `kind` for the fewest players, each seat playing the engine's
    automatic action: its log and its final state."""
    engine = get_engine(kind)
    state = engine.new_game(engine.min_players, seed, options_for(kind))
    rng = random.Random(seed)
    log = []
    while engine.outcome(state) is None:
        seat = rng.choice(engine.to_act(state))
        action = engine.auto_action(state, seat)
        log.append((seat, engine.format(state, action)))
        state, _ = engine.apply(state, seat, action)
    return log, state


def test_frames_are_every_board_up_to_the_cap_then_spread_evenly_with_both_ends():
    assert chosen_frames(1) == [0]
    assert chosen_frames(40, cap=40) == list(range(40))
    long = chosen_frames(1001, cap=101)
    assert len(long) == 101 and long[0] == 0 and long[-1] == 1000
    assert {b - a for a, b in itertools.pairwise(long)} == {10}
    uneven = chosen_frames(388, cap=150)
    assert len(uneven) == 150 and uneven[0] == 0 and uneven[-1] == 387


@pytest.mark.parametrize("kind", engine_names())
def test_the_boards_are_public_until_the_last_which_reveals_everything(kind):
    engine = get_engine(kind)
    log, final = finished_game(kind)
    views = replay_views(kind, engine.min_players, 5, options_for(kind), log, cap=len(log) + 1)
    assert len(views) == len(log) + 1
    assert views[0] == engine.view(engine.new_game(engine.min_players, 5, options_for(kind)),
                                   None)
    assert views[-1] == engine.view(final, None)  # the finished game shows every secret
    capped = replay_views(kind, engine.min_players, 5, options_for(kind), log, cap=7)
    assert len(capped) == 7 and capped[0] == views[0] and capped[-1] == views[-1]


def decoded(data: bytes) -> list[Image.Image]:
    """Every frame of an animation, as RGB images."""
    image = Image.open(io.BytesIO(data))
    frames = []
    for index in range(getattr(image, "n_frames", 1)):
        image.seek(index)
        frames.append(image.convert("RGB"))
    return frames


def test_the_animation_has_a_frame_per_move_and_ends_on_the_revealed_board():
    kind = "ostriches"
    engine = get_engine(kind)
    log, final = finished_game(kind)
    assert len(log) + 1 <= FRAME_CAP
    animation = animate_game(kind, 2, 5, {}, log, "en", NAMES)
    frames = decoded(animation.data)
    assert animation.frames == len(frames) == len(log) + 1 and animation.moves == len(log)
    revealed = Image.open(io.BytesIO(engine.render(engine.view(final, None), "en",
                                                   list(NAMES)))).convert("RGB")
    last = frames[-1].crop((0, 0, *revealed.size))
    assert ImageChops.difference(last, revealed).getbbox() is None
    before = frames[-2].crop((0, 0, *revealed.size))
    assert ImageChops.difference(before, revealed).getbbox() is not None


def test_the_smaller_of_gif_and_webp_is_kept_and_it_fits_discord():
    log, _ = finished_game("ostriches")
    animation = animate_game("ostriches", 2, 5, {}, log, "fr", NAMES)
    assert animation.format in ("gif", "webp") and animation.scale == 1.0
    magic = b"GIF8" if animation.format == "gif" else b"RIFF"
    assert animation.data.startswith(magic) and len(animation.data) < 8 * 1024 * 1024


async def test_a_drawing_worker_draws_the_animation():
    log, _ = finished_game("ostriches")
    painter = Painter(processes=1)
    try:
        animation = await painter.animate("ostriches", 2, 5, {}, log, "en",
                                          dict(enumerate(NAMES)))
    finally:
        painter.close()
    assert animation.frames == len(log) + 1
    assert animation == animate_game("ostriches", 2, 5, {}, log, "en", NAMES)
