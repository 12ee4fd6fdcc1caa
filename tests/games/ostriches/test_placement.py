"""Placement: home tiles only, never on a bush or a pawn, alternating, then the first move."""

from __future__ import annotations

import pytest

from games.base import IllegalAction
from games.ostriches import ENGINE
from games.ostriches.models import OstrichesState, Place

from .builders import play, public_keys, refused


def fresh(first: int = 0) -> OstrichesState:
    state = ENGINE.new_game(2, 1, {"bushes": "fixed"})
    return state.model_copy(update={"first_player": first, "turn": first})


def test_south_places_on_ranks_1_to_3_only() -> None:
    state = fresh(0)
    after, _ = play(state, 0, "eye@c3")
    assert after.pawns[2].square == "c3"
    assert refused(state, 0, "eye@c4") == \
        "c4 is not on your side of the board: place your pawns on ranks 1-3."


def test_north_places_on_ranks_4_to_6_only() -> None:
    state = fresh(1)
    after, _ = play(state, 1, "swap@f6")
    assert after.pawns[7].square == "f6"
    with pytest.raises(IllegalAction, match="ranks 4-6"):
        play(state, 1, "swap@a3")


def test_never_on_a_bush_or_a_pawn() -> None:
    state = fresh(0)
    assert refused(state, 0, "eye@b2").startswith("b2 holds a bush")
    state, _ = play(state, 0, "eye@a1")
    state, _ = play(state, 1, "eye@a6")
    assert refused(state, 0, "bush@a1").startswith("a1 is taken")


def test_a_power_no_longer_in_hand_is_refused() -> None:
    state = fresh(0)
    state, _ = play(state, 0, "eye@a1")
    state, _ = play(state, 1, "eye@a6")
    assert refused(state, 0, "eye@a2") == "You have no Eye ostrich left to place."
    state, _ = play(state, 0, "plain@a2")
    state, _ = play(state, 1, "plain@b6")
    state, _ = play(state, 0, "plain@a3")
    state, _ = play(state, 1, "bush@c6")
    powers = {a.power for a in ENGINE.legal_actions(state, 0) if isinstance(a, Place)}
    assert powers == {"bush", "swap", "tiles"}


def test_players_alternate_and_the_first_player_moves_after_twelve() -> None:
    state = fresh(1)
    squares = {0: iter(["a1", "c1", "d1", "f1", "a3", "f3"]),
               1: iter(["a4", "c4", "d4", "f4", "a6", "f6"])}
    seats = []
    for _ in range(12):
        seat = ENGINE.to_act(state)[0]
        seats.append(seat)
        power = next(a.power for a in ENGINE.legal_actions(state, seat)
                     if isinstance(a, Place))
        state, events = play(state, seat, f"{power}@{next(squares[seat])}")
    assert seats == [1, 0] * 6
    assert state.phase == "moving"
    assert ENGINE.to_act(state) == [1]
    assert public_keys(events)[-1] == "ostriches.event.all_placed"


def test_placing_tells_everyone_where_and_only_the_placer_what() -> None:
    state = fresh(0)
    _, events = play(state, 0, "tiles@d2")
    public = [e for e in events if e.audience is None]
    private = [e for e in events if e.audience is not None]
    assert [(e.key, e.params) for e in public] == [
        ("ostriches.event.placed", {"player": 0, "square": "d2"})]
    assert [(e.key, e.params, e.audience) for e in private] == [
        ("ostriches.private.placed.tiles", {"square": "d2"}, 0)]


def test_not_your_turn_and_wrong_phase() -> None:
    state = fresh(0)
    with pytest.raises(IllegalAction, match=r"It is not your turn\."):
        play(state, 1, "eye@a6")
    with pytest.raises(IllegalAction) as error:
        play(state, 0, "b1-c3")
    assert "You are placing your pawns" in str(error.value)


def test_legal_placements_are_every_power_in_hand_on_every_empty_home_square() -> None:
    state = fresh(0)
    actions = ENGINE.legal_actions(state, 0)
    assert len(actions) == 5 * 17  # five kinds, 18 home squares less the bush on b2
    assert ENGINE.legal_actions(state, 1) == []
