"""Memory kept for you: by default a player's private view marks every face-down pawn they
know, followed through every move, rotation and swap, and their notes follow the pawns; the
table's `memory=pure` keeps the notes as they were written."""

from __future__ import annotations

import io
import random

from PIL import Image

from games.ostriches import ENGINE
from games.ostriches.models import OstrichesState
from games.ostriches.render import BOARD_LEFT, BOARD_TOP
from games.ostriches.render_parts import CELL, HIDDEN_FILL, PAWN_RADIUS

from .builders import play

SOUTH = ["tiles@a1", "plain@b1", "plain@c1", "swap@d1", "bush@f1", "eye@f2"]
NORTH = ["bush@e6", "eye@f5", "plain@a6", "plain@b6", "swap@c6", "tiles@a4"]


def placed(memory: str | None = None) -> OstrichesState:
    """A game with every pawn placed (bushes on b2 and e5), South first."""
    options = {"bushes": "fixed"} if memory is None else {"bushes": "fixed", "memory": memory}
    state = ENGINE.new_game(2, 4, options)
    state = state.model_copy(update={"first_player": 0, "turn": 0})
    for south, north in zip(SOUTH, NORTH, strict=True):
        state, _ = play(state, 0, south)
        state, _ = play(state, 1, north)
    return state


def notes(state: OstrichesState, seat: int) -> list[tuple[str, object]]:
    return [(line.key, line.params.get("square")) for line in ENGINE.view(state, seat).log]


def test_memory_is_kept_for_you_by_default() -> None:
    assert ENGINE.new_game(2, 3).memory == "assist"
    assert {spec.name: spec.default for spec in ENGINE.options}["memory"] == "assist"
    assert ENGINE.new_game(2, 3, {"memory": "pure"}).memory == "pure"


def test_the_notes_follow_the_pawns_not_their_first_squares() -> None:
    # North placed its Eye on f5 and its Bush on e6; NE turns clockwise: the Eye goes to
    # e4 and the Bush to f5. The notes must not say "Eye on f5" any more.
    state, _ = play(placed(), 0, "d1-e3 NE cw")
    north = notes(state, 1)
    assert ("ostriches.private.now.placed.eye", "e4") in north
    assert ("ostriches.private.now.placed.bush", "f5") in north
    text = ENGINE.describe(ENGINE.view(state, 1), "en")
    assert "Your Eye ostrich is on e4." in text and "Your Bush ostrich is on f5." in text
    assert "Eye ostrich on f5" not in text


def test_every_pawn_a_player_knows_is_noted_once_where_it_stands() -> None:
    state, _ = play(placed(), 0, "d1-e3 NE cw")
    squares = sorted(str(square) for _, square in notes(state, 1))
    assert squares == sorted(face.square for face in ENGINE.view(state, 1).recall)
    assert len(notes(state, 0)) == 6


def test_what_the_eye_showed_follows_the_pawn_and_a_pawn_turned_up_leaves_the_notes() -> None:
    state = placed()
    state, _ = play(state, 0, "f2-e4 SW cw")
    state, _ = play(state, 1, "c6-d4 NW cw")
    state, _ = play(state, 0, "e4-f6 eye d4 e6 SW ccw")  # f6 turns South's Eye up
    south = notes(state, 0)
    assert len(south) == 5 + 2  # its five pawns face down, and the two the Eye showed
    assert not any(key == "ostriches.private.now.placed.eye" for key, _ in south)
    assert {square for key, square in south if "seen" in key} == {"d4", "e6"}
    state, _ = play(state, 1, "d4-c2 NE cw")  # the Swap North moved: the note follows it
    assert ("ostriches.private.now.seen.blue_swap", "c2") in notes(state, 0)
    text = ENGINE.describe(ENGINE.view(state, 0), "en")
    assert "The pawn on c2 is blue, with the Swap power (your Eye saw it)." in text


def test_pure_memory_keeps_the_notes_as_they_were_written() -> None:
    state, _ = play(placed("pure"), 0, "d1-e3 NE cw")
    assert ("ostriches.private.placed.eye", "f5") in notes(state, 1)
    assert ENGINE.view(state, 1).known == []
    text = ENGINE.describe(ENGINE.view(state, 1), "en")
    assert "as they were" in text


def unseen_twin(state: OstrichesState, seat: int) -> OstrichesState:
    """`state` with the powers of two of the opponent's face-down pawns `seat` has not seen
    exchanged: a secret `seat` cannot know."""
    down = [pawn for pawn in state.pawns if pawn.owner != seat and pawn.square is not None
            and not pawn.face_up and pawn.id not in state.knowledge[seat]]
    first = down[0]
    second = next(pawn for pawn in down if pawn.power != first.power)
    pawns = list(state.pawns)
    pawns[first.id] = first.model_copy(update={"power": second.power})
    pawns[second.id] = second.model_copy(update={"power": first.power})
    return state.model_copy(update={"pawns": pawns})


def test_twins_a_player_cannot_tell_apart_give_them_the_same_view_and_image() -> None:
    rng = random.Random(7)
    state = placed()
    for _ in range(9):  # a few whole turns of random play, marks and notes included
        seat = ENGINE.to_act(state)[0]
        state, _ = ENGINE.apply(state, seat, rng.choice(ENGINE.legal_actions(state, seat)))
    for seat in (0, 1):
        twin = unseen_twin(state, seat)
        assert twin != state
        mine, theirs = ENGINE.view(state, seat), ENGINE.view(twin, seat)
        assert mine == theirs
        assert ENGINE.render(mine, "fr") == ENGINE.render(theirs, "fr")
        assert ENGINE.describe(mine, "en") == ENGINE.describe(theirs, "en")
        assert ENGINE.view(state, 1 - seat) != ENGINE.view(twin, 1 - seat)


def test_a_pawn_you_know_is_no_grey_disc_on_a_phone() -> None:
    state = placed()
    image = Image.open(io.BytesIO(ENGINE.render(ENGINE.view(state, 0)))).convert("RGB")
    phone = image.resize((400, round(image.height * 400 / image.width)), Image.Resampling.LANCZOS)
    scale = 400 / image.width

    def fill(square: str) -> tuple[int, int, int]:
        """The colour inside the pawn on `square`, off its symbol, on the phone image."""
        file, rank = "abcdef".index(square[0]), int(square[1]) - 1
        x = BOARD_LEFT + file * CELL + CELL // 2 - PAWN_RADIUS * 0.55
        y = BOARD_TOP + (5 - rank) * CELL + CELL // 2
        pixel = phone.getpixel((round(x * scale), round(y * scale)))
        assert isinstance(pixel, tuple)
        return pixel[0], pixel[1], pixel[2]

    unknown, known = fill("a6"), fill("b1")  # North's plain, South's own plain
    assert sum(abs(a - b) for a, b in zip(unknown, HIDDEN_FILL, strict=True)) < 30
    assert sum(abs(a - b) for a, b in zip(known, unknown, strict=True)) > 120
    assert known[0] > known[2] + 30  # a red pawn's tint
