"""The compulsory rotation: any tile but the one holding the moved pawn, a quarter turn."""

from __future__ import annotations

import pytest

from games.base import IllegalAction
from games.ostriches import ENGINE
from games.ostriches.models import OstrichesState, Rotate

from .builders import describe_square, play, position


def rotating() -> OstrichesState:
    layout = {"f6": "blue plain", "a1": "red eye", "c1": "blue swap", "a3": "red plain"}
    return position(layout, phase="rotating", moved="f6", bushes=("b1", "e5"))


def test_clockwise_turns_the_tiles_north_edge_to_the_east() -> None:
    after, events = play(rotating(), 0, "SW cw")
    assert describe_square(after, "a3") == "red eye"      # a1 -> a3
    assert describe_square(after, "a1") == "blue swap"    # c1 -> a1
    assert describe_square(after, "c3") == "red plain"    # a3 -> c3
    assert describe_square(after, "a2") == "bush"         # b1 -> a2: bushes turn too
    assert after.tiles[0].orientation == 1
    assert [(e.key, e.params) for e in events] == [
        ("ostriches.event.rotated.cw", {"player": 0, "tile": "SW", "number": 1})]


def test_counter_clockwise() -> None:
    after, events = play(rotating(), 0, "SW ccw")
    assert describe_square(after, "c1") == "red eye"      # a1 -> c1
    assert describe_square(after, "c3") == "blue swap"    # c1 -> c3
    assert describe_square(after, "a1") == "red plain"    # a3 -> a1
    assert after.tiles[0].orientation == 3
    assert events[0].key == "ostriches.event.rotated.ccw"


def test_four_quarter_turns_come_back() -> None:
    state = rotating()
    start = state
    for _ in range(4):
        state, _ = play(state, 0, "SW cw")
        state = state.model_copy(update={"turn": 0, "phase": "rotating",
                                         "moved_pawn": start.moved_pawn})
    assert state.pawns == start.pawns
    assert state.tiles == start.tiles


def test_not_the_tile_of_the_moved_pawn() -> None:
    state = rotating()
    with pytest.raises(IllegalAction) as error:
        play(state, 0, "NE ccw")
    assert str(error.value) == "NE holds the pawn you just moved: you must turn another tile."
    assert error.value.rule == "rotation"
    rotations = [a for a in ENGINE.legal_actions(state, 0) if isinstance(a, Rotate)]
    assert rotations == ENGINE.legal_actions(state, 0)
    assert sorted({a.tile for a in rotations}) == ["NW", "SE", "SW"]
    assert len(rotations) == 6


def test_rotation_ends_the_turn_and_locks_the_moved_pawn() -> None:
    after, _ = play(rotating(), 0, "SE cw")
    assert ENGINE.to_act(after) == [1]
    assert after.phase == "moving"
    assert after.turn_number == 1
    assert ENGINE.view(after, None).locked_square == "f6"
    with pytest.raises(IllegalAction, match="just moved by your opponent"):
        play(after, 1, "f6-e4")


def test_a_rotation_is_compulsory() -> None:
    state = position({"b1": "red eye", "f4": "blue plain"})
    state, _ = play(state, 0, "b1-c3")
    with pytest.raises(IllegalAction, match="Now rotate a tile"):
        play(state, 0, "f4-e6")
    assert ENGINE.to_act(state) == [0]


def test_after_a_tiles_power_the_forbidden_tile_is_where_the_moved_pawn_now_stands() -> None:
    # ostriches.en.txt, Rotating a tile: "any one of the four tiles, save the tile where his
    # pawn has landed" (HOUSE_RULES.md: "the one on which the moved pawn now stands"). The
    # pawn flipped on f6 (NE) travels to c3 with its tile: SW is now frozen and NE free.
    state = position({"e4": "red tiles", "a1": "blue eye"}, bushes=("b2", "e5"))
    state, _ = play(state, 0, "e4-f6")
    after, _ = play(state, 0, "tiles SW NE")
    assert describe_square(after, "c3") == "red tiles up"
    assert ENGINE.view(after, None).frozen_tile == "SW"
    rotations = [a for a in ENGINE.legal_actions(after, 0) if isinstance(a, Rotate)]
    assert sorted({a.tile for a in rotations}) == ["NE", "NW", "SE"]
    with pytest.raises(IllegalAction, match="SW holds the pawn you just moved"):
        play(after, 0, "SW cw")
    turned, _ = play(after, 0, "NE cw")
    assert turned.turn == 1
