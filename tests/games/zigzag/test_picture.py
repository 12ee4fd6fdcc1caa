"""The Zig Zag picture answers the turn's question at a phone's width (shown 400 px wide):
lane and field labels on the course at 9 px or more, the fields the viewer's figure may step
to next framed with the terrain each needs (from the viewer's view only: twins differing in a
secret get the same image), the table compact, and the private view no taller than a phone
screen."""

from __future__ import annotations

import hashlib
import io
import random

import pytest
from PIL import Image

from games.imaging import clear_caches
from games.imaging.text import PHONE_TEXT, PHONE_WIDTH, noting_sizes
from games.zigzag import ENGINE
from games.zigzag.models import ZigZagState
from games.zigzag.reach import next_steps
from games.zigzag.render import PHONE_RATIO
from games.zigzag.render_course import LABEL_SIZES
from games.zigzag.render_parts import WIDTH, card_face, legend, slot_back
from games.zigzag.render_table import table_height
from tests.games.zigzag.scenario import make_state

SEEDS = (1, 2, 3)


def sampled(players: int, seed: int, every: int = 9) -> list[ZigZagState]:
    """Positions along a seeded game of random legal moves, every `every` steps."""
    rng = random.Random(seed)
    state = ENGINE.new_game(players, seed, {"rounds": 6})
    states = [state]
    while ENGINE.to_act(state) and len(states) < 400:
        seat = rng.choice(ENGINE.to_act(state))
        legal = ENGINE.legal_actions(state, seat)
        calm = [action for action in legal if action.verb != "stop"] or legal
        state, _ = ENGINE.apply(state, seat, rng.choice(calm))
        states.append(state)
    return [*states[::every], states[-1]]


def size_of(png: bytes) -> tuple[int, int]:
    with Image.open(io.BytesIO(png)) as image:
        return image.size


def on_phone(size: int, width: int = WIDTH) -> float:
    """A text size as a phone shows it: the image scaled to PHONE_WIDTH wide."""
    return size * PHONE_WIDTH / width


@pytest.mark.parametrize("players", [2, 3, 4])
def test_every_private_view_fits_a_phone_screen(players):
    worst = 0.0
    for seed in SEEDS:
        for state in sampled(players, seed):
            for viewer in range(players):
                width, height = size_of(ENGINE.render(ENGINE.view(state, viewer), "fr"))
                worst = max(worst, height / width)
    assert worst <= PHONE_RATIO, worst


def test_every_field_label_is_nine_pixels_or_more_at_a_phones_width():
    assert all(on_phone(size) >= PHONE_TEXT for size in LABEL_SIZES.values()), LABEL_SIZES


def mid_game() -> ZigZagState:
    """Three players collecting, the viewer (seat 1) on card 1, field C2, with a stack."""
    return make_state(3, figures={1: (0, "C2")}, stacks={0: ["sand"], 1: ["water", "clay"]},
                      slots=["up"] * 3 + ["taken"] * 2 + ["down"] * 43)


def test_the_course_is_labelled_as_the_log_writes_fields():
    """Lane letters A-E and row numbers 1-4 are drawn on the viewer's course, the next steps
    named as the log names them ("1:B1"), each label 9 px or more at a phone's width."""
    clear_caches()
    card_face.cache_clear()
    state = mid_game()
    with noting_sizes() as noted:
        png = ENGINE.render(ENGINE.view(state, 1), "en")
    width = size_of(png)[0]
    drawn = {text: size for size, text in noted}
    assert set("ABCDE1234") <= set(drawn)
    assert all(on_phone(drawn[label], width) >= PHONE_TEXT for label in "ABCDE1234")
    steps = next_steps(ENGINE.view(state, 1))
    assert [target for target, _ in steps] == ["1:B1", "1:B2", "1:C1", "1:C3", "1:D1",
                                                "1:D2"]
    shown = " ".join(text for _, text in noted)
    assert all(target in shown for target, _ in steps)
    assert all(on_phone(size, width) >= PHONE_TEXT for size, text in noted if ":" in text)


def test_the_next_steps_are_the_viewers_own_and_need_each_fields_terrain():
    state = mid_game()
    course = ENGINE.view(state, 1).seats[1].course
    assert course is not None
    for target, terrain in next_steps(ENGINE.view(state, 1)):
        card, field = target.split(":")
        assert course[int(card) - 1].fields[field] == terrain
    at_start = next_steps(ENGINE.view(state, 0))
    assert [target for target, _ in at_start] == ["1:A1", "1:C1", "1:E1"]
    assert next_steps(ENGINE.view(state, None)) == []  # a spectator has no figure


@pytest.mark.parametrize("peek", [True, False])
def test_twins_differing_in_a_secret_give_the_viewer_the_same_image(peek):
    """Face-down table cards, the others' stacks and the supply redrawn, what the viewer
    knows (their own stack and discards) kept: the viewer's image, framed fields included,
    is the same byte for byte."""
    rng = random.Random(7)
    compared = differed = 0
    for state in sampled(3, 4, every=5):
        if state.phase not in ("collect", "run"):
            continue
        state = state.model_copy(update={"options": state.options.model_copy(
            update={"peek": peek})})
        for viewer in range(3):
            twin = ENGINE.redraw_secrets(state, rng)
            own, mine = twin.seats[viewer], state.seats[viewer]
            own.stack, own.discards = list(mine.stack), list(mine.discards)
            assert ENGINE.view(twin, viewer) == ENGINE.view(state, viewer)
            differed += ENGINE.state_to_json(twin) != ENGINE.state_to_json(state)
            assert next_steps(ENGINE.view(twin, viewer)) == next_steps(
                ENGINE.view(state, viewer))
            ours = hashlib.sha256(ENGINE.render(ENGINE.view(state, viewer), "en")).digest()
            theirs = hashlib.sha256(ENGINE.render(ENGINE.view(twin, viewer), "en")).digest()
            assert ours == theirs
            compared += 1
    assert compared > 20 and differed > compared // 2, (compared, differed)


def test_the_table_is_compact_and_numbered():
    """48 face-down cards take at most a fifth of a phone-shaped image, each a numbered
    slot."""
    assert table_height() <= WIDTH * PHONE_RATIO / 5
    clear_caches()
    slot_back.cache_clear()
    with noting_sizes() as noted:
        ENGINE.render(ENGINE.view(make_state(2), 0), "en")
    assert {str(slot) for slot in range(1, 49)} <= {text for _, text in noted}


def test_the_legend_names_every_terrain_whole():
    legend.cache_clear()
    clear_caches()
    with noting_sizes() as noted:
        legend("fr")
    assert not any(text.endswith("…") for _, text in noted)
