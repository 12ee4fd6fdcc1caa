"""Both halves of a turn in the view: the move, the power used and the rotation, as the public
log tells them, followed to where they stand on the board the turn leaves."""

from __future__ import annotations

import json
import random

from games.ostriches import ENGINE
from games.ostriches.models import LastMove, OstrichesView, PowerMark, RotationMark

from .builders import play, position


def marks(view: OstrichesView) -> tuple[object, ...]:
    """The latest turn's steps as the view carries them."""
    return view.last_move, view.last_power, view.last_rotation


def test_the_view_carries_the_move_the_power_and_the_rotation() -> None:
    state = position({"e4": "red tiles", "a1": "blue eye", "f3": "red plain"})
    state, _ = play(state, 0, "e4-f6 tiles SW NE NW ccw")
    for viewer in (None, 0, 1):
        assert marks(ENGINE.view(state, viewer)) == (
            LastMove(seat=0, origin="e4", target="f6"),
            PowerMark(seat=0, power="tiles", first="SW", second="NE"),
            RotationMark(seat=0, tile="NW", direction="ccw"))


def test_the_moved_bush_is_marked_where_the_rotation_took_it() -> None:
    state = position({"e4": "red bush", "a1": "blue eye", "f3": "red plain"},
                     bushes=("b2", "e5"))
    state, _ = play(state, 0, "e4-f6 bush b2>c1")
    assert ENGINE.view(state, None).last_power == PowerMark(
        seat=0, power="bush", first="b2", second="c1")
    state, _ = play(state, 0, "SW cw")  # c1 turns to a1, where the bush now stands
    assert "a1" in state.bushes
    assert ENGINE.view(state, None).last_power == PowerMark(
        seat=0, power="bush", first="b2", second="a1")


def test_the_swapped_pawns_are_marked_where_they_stand_after_the_rotation() -> None:
    state = position({"e4": "red swap", "a1": "blue eye", "c5": "red plain",
                      "f1": "blue tiles"})
    state, _ = play(state, 0, "e4-f6 swap a1 c5 SW cw")  # a1 turns to a3
    view = ENGINE.view(state, None)
    assert view.last_power == PowerMark(seat=0, power="swap", first="a3", second="c5")
    assert set(view.face_down) >= {"a3", "c5"}
    assert view.last_rotation == RotationMark(seat=0, tile="SW", direction="cw")


def test_the_next_move_starts_the_marks_of_its_own_turn() -> None:
    state = position({"e4": "red swap", "a1": "blue eye", "c5": "red plain",
                      "f1": "blue tiles"})
    state, _ = play(state, 0, "e4-f6 swap a1 c5 SE cw")
    state, _ = play(state, 1, "c5-d3")
    assert marks(ENGINE.view(state, None)) == (
        LastMove(seat=1, origin="c5", target="d3"), None, None)


def test_a_turn_without_a_move_is_marked_by_its_rotation_alone() -> None:
    state = position({"c2": "blue plain"}, turn=1, phase="moving")
    state, _ = play(state, 1, "c2-a1 NE cw")  # South has no pawn: its move is skipped
    assert ENGINE.to_act(state) == [0] and state.phase == "rotating"
    state, _ = play(state, 0, "SW ccw")
    assert marks(ENGINE.view(state, None)) == (
        None, None, RotationMark(seat=0, tile="SW", direction="ccw"))


def test_the_marks_tell_no_secret() -> None:
    state = position({"e4": "red swap", "a1": "blue eye", "c5": "red plain",
                      "f1": "blue tiles"})
    state, _ = play(state, 0, "e4-f6 swap a1 c5 SW cw")
    twin = ENGINE.redraw_secrets(state, random.Random(3))
    assert twin != state
    assert marks(ENGINE.view(twin, None)) == marks(ENGINE.view(state, None))


def test_a_view_stored_before_the_marks_still_reads() -> None:
    state = position({"e4": "red swap", "a1": "blue eye"})
    data = json.loads(ENGINE.view(state, None).model_dump_json())
    del data["last_power"], data["last_rotation"]
    view = ENGINE.view_from_json(json.dumps(data))
    assert view.last_power is None and view.last_rotation is None


def test_the_view_in_words_tells_the_whole_turn() -> None:
    state = position({"e4": "red swap", "a1": "blue eye", "c5": "red plain",
                      "f1": "blue tiles"})
    state, _ = play(state, 0, "e4-f6 swap a1 c5 SW cw")
    text = ENGINE.describe(ENGINE.view(state, None), "en")
    assert "Last move: e4-f6." in text
    assert "The pawns now on a3 and c5 were swapped." in text
    assert "SW was turned clockwise." in text
    french = ENGINE.describe(ENGINE.view(state, 1), "fr")
    assert "SW a pivoté dans le sens horaire." in french
