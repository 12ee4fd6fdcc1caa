"""Moving: knight jumps to empty squares, any pawn but the one the opponent just moved."""

from __future__ import annotations

import pytest

from games.base import IllegalAction
from games.ostriches import ENGINE
from games.ostriches.models import Move

from .builders import describe_square, play, position


def test_a_knight_jump_to_an_empty_square_over_anything() -> None:
    state = position({"b1": "red eye", "a2": "blue plain", "c2": "red plain"})
    after, events = play(state, 0, "b1-c3")
    assert describe_square(after, "c3") == "red eye"
    assert describe_square(after, "b1") is None
    assert after.phase == "rotating"
    assert ENGINE.to_act(after) == [0]
    assert [(e.key, e.params) for e in events] == [
        ("ostriches.event.moved", {"player": 0, "origin": "b1", "target": "c3"})]


def test_either_colour_may_be_moved() -> None:
    state = position({"b1": "blue eye"})
    after, _ = play(state, 0, "b1-a3")
    assert describe_square(after, "a3") == "blue eye"


def test_never_onto_a_pawn() -> None:
    state = position({"b1": "red eye", "c3": "blue plain"})
    with pytest.raises(IllegalAction) as error:
        play(state, 0, "b1-c3")
    assert str(error.value) == "c3 is taken: a pawn may only go to an empty square."
    assert error.value.rule == "knight"


def test_never_onto_a_bush() -> None:
    state = position({"b1": "red eye"}, bushes=("c3", "e5"))
    with pytest.raises(IllegalAction) as error:
        play(state, 0, "b1-c3")
    assert str(error.value) == (
        "c3 holds a bush, and nothing may stand on a bush: choose an empty square.")
    assert error.value.rule == "knight"


def test_only_knight_jumps() -> None:
    state = position({"b1": "red eye"})
    with pytest.raises(IllegalAction) as error:
        play(state, 0, "b1-b3")
    assert str(error.value) == (
        "b1-b3 is not a knight's move (two squares one way, then one square sideways).")


def test_there_must_be_a_pawn_to_move() -> None:
    state = position({"b1": "red eye"})
    with pytest.raises(IllegalAction) as error:
        play(state, 0, "a1-b3")
    assert str(error.value).startswith("There is no pawn on a1: a knight move starts")
    assert error.value.rule == "knight"


def test_the_pawn_the_opponent_just_moved_cannot_move() -> None:
    state = position({"b1": "blue eye", "f1": "red plain"}, locked="b1")
    with pytest.raises(IllegalAction) as error:
        play(state, 0, "b1-c3")
    assert str(error.value) == (
        "The pawn on b1 was just moved by your opponent: it cannot move this turn.")
    assert all(a.origin == "f1" for a in ENGINE.legal_actions(state, 0) if isinstance(a, Move))
    play(state, 0, "f1-e3")


def test_the_lock_follows_the_pawn_not_the_square_through_a_tile_swap() -> None:
    # North moves its Tiles pawn to b1 (its far rank): it turns up, North swaps SW and SE,
    # which carries that pawn to e1 and the red pawn from e1 to b1.
    state = position({"c3": "blue tiles", "e1": "red plain", "a6": "red eye"}, turn=1)
    state, _ = play(state, 1, "c3-b1")
    state, _ = play(state, 1, "tiles SW SE")
    assert describe_square(state, "e1") == "blue tiles up"
    assert describe_square(state, "b1") == "red plain"
    with pytest.raises(IllegalAction, match="holds the pawn you just moved"):
        play(state, 1, "SE cw")
    state, _ = play(state, 1, "NW cw")
    assert ENGINE.view(state, None).locked_square == "e1"
    with pytest.raises(IllegalAction, match="The pawn on e1 was just moved"):
        play(state, 0, "e1-f3")
    after, _ = play(state, 0, "b1-c3")
    assert describe_square(after, "c3") == "red plain"


def test_the_lock_lasts_one_move_only() -> None:
    state = position({"b1": "blue eye", "f1": "red plain", "a6": "blue plain"}, locked="b1")
    state, _ = play(state, 0, "f1-e3 NE cw")
    # North may move anything but what South just moved; South's lock on b1 is gone.
    assert {a.origin for a in ENGINE.legal_actions(state, 1) if isinstance(a, Move)} == {
        "b1", "a6"}


def test_legal_moves_are_exactly_the_empty_knight_targets() -> None:
    state = position({"b1": "red eye", "d2": "blue plain"}, bushes=("a3", "e5"))
    targets = {a.target for a in ENGINE.legal_actions(state, 0)
               if isinstance(a, Move) and a.origin == "b1"}
    assert targets == {"c3"}
