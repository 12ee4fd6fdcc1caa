"""House rule: with no legal move the move is skipped, any tile turns, nothing is locked."""

from __future__ import annotations

from games.ostriches import ENGINE
from games.ostriches.models import Move, Rotate

from .builders import play, position


def test_a_seat_without_a_legal_move_only_rotates_then_the_opponent_moves_freely() -> None:
    # North just moved its only pawn to c2; South, whose only possible mover is locked,
    # cannot move at all.
    state = position({"c2": "blue plain"}, turn=1, phase="rotating", moved="c2")
    state, events = play(state, 1, "NE cw")
    assert ENGINE.to_act(state) == [0]
    assert state.phase == "rotating"
    assert [(e.key, e.params) for e in events][-1] == ("ostriches.event.no_move", {"player": 0})
    rotations = ENGINE.legal_actions(state, 0)
    assert all(isinstance(a, Rotate) for a in rotations)
    assert len(rotations) == 8  # every tile, the one with the locked pawn included
    state, _ = play(state, 0, "SW cw")
    assert ENGINE.to_act(state) == [1]
    assert state.phase == "moving"
    assert ENGINE.view(state, None).locked_square is None
    moves = [a for a in ENGINE.legal_actions(state, 1) if isinstance(a, Move)]
    assert {m.origin for m in moves} == {"b1"}  # the pawn South could not move (c2 -> b1)


def test_a_blocked_pawn_and_a_locked_pawn_leave_no_move() -> None:
    # a1's knight targets are b3 (a bush) and c2 (North's pawn, just moved, so locked).
    state = position({"a1": "red eye", "c2": "blue plain"}, turn=1, phase="rotating",
                     moved="c2", bushes=("b3", "e5"))
    after, events = play(state, 1, "NE ccw")
    assert after.phase == "rotating"
    assert ENGINE.to_act(after) == [0]
    assert events[-1].key == "ostriches.event.no_move"
    assert ENGINE.view(after, None).locked_square is None


def test_with_a_legal_move_the_move_is_not_skipped() -> None:
    state = position({"a1": "red eye", "c2": "blue plain"}, turn=1, phase="rotating",
                     moved="c2", bushes=("e2", "e5"))
    after, events = play(state, 1, "NE ccw")
    assert after.phase == "moving"
    assert ENGINE.legal_actions(after, 0) == [Move(origin="a1", target="b3")]
    assert events[-1].key == "ostriches.event.rotated.ccw"
