"""Turning face up: a face-down pawn landing on the mover's far rank, and only then."""

from __future__ import annotations

from games.ostriches import ENGINE

from .builders import describe_square, play, position, public_keys


def test_south_turns_up_a_pawn_it_moves_to_rank_6() -> None:
    state = position({"e4": "blue plain"})
    after, events = play(state, 0, "e4-f6")
    assert describe_square(after, "f6") == "blue plain up"
    assert public_keys(events) == ["ostriches.event.moved", "ostriches.event.flipped.blue_plain"]
    assert events[1].params == {"square": "f6"}
    assert after.phase == "rotating"  # a plain pawn has no power to use


def test_north_turns_up_a_pawn_it_moves_to_rank_1() -> None:
    state = position({"c3": "red eye"}, turn=1)
    after, events = play(state, 1, "c3-b1")
    assert describe_square(after, "b1") == "red eye up"
    assert after.phase == "power"
    assert ENGINE.to_act(after) == [1]
    assert "ostriches.event.flipped.red_eye" in public_keys(events)


def test_a_pawn_landing_on_the_movers_own_back_rank_stays_face_down() -> None:
    state = position({"c3": "red eye"})
    after, events = play(state, 0, "c3-b1")
    assert describe_square(after, "b1") == "red eye"
    assert public_keys(events) == ["ostriches.event.moved"]
    state = position({"c4": "blue eye"}, turn=1)
    after, _ = play(state, 1, "c4-b6")
    assert describe_square(after, "b6") == "blue eye"


def test_a_face_up_pawn_is_not_turned_again() -> None:
    state = position({"e4": "red swap up"})
    after, events = play(state, 0, "e4-f6")
    assert describe_square(after, "f6") == "red swap up"
    assert after.phase == "rotating"
    assert public_keys(events) == ["ostriches.event.moved"]


def test_a_rotation_never_turns_a_pawn_up() -> None:
    state = position({"d4": "red eye", "a1": "red plain"}, phase="rotating", moved="a1")
    after, _ = play(state, 0, "NE cw")
    assert describe_square(after, "d6") == "red eye"


def test_swaps_and_tile_swaps_never_turn_a_pawn_up() -> None:
    state = position({"e4": "red swap", "a6": "blue eye", "c1": "red plain"})
    after, _ = play(state, 0, "e4-f6 swap c1 a6")
    assert describe_square(after, "a6") == "red plain"
    assert describe_square(after, "c1") == "blue eye"
    state = position({"e4": "red tiles", "a3": "red plain"})
    after, _ = play(state, 0, "e4-f6 tiles SW NW")
    assert describe_square(after, "a6") == "red plain"
