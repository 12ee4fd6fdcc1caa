"""Powers of a pawn just turned up, used by the mover whoever owns it, or passed."""

from __future__ import annotations

import pytest

from games.base import IllegalAction
from games.ostriches import ENGINE
from games.ostriches.models import OstrichesState, Pass, UsePower

from .builders import describe_square, play, position, public_keys, refused


def flipped(power: str, owner: str = "blue", **layout: str) -> OstrichesState:
    """South has just moved e4-f6, turning up a pawn with `power`."""
    state = position({"e4": f"{owner} {power}", **layout})
    after, _ = play(state, 0, "e4-f6")
    assert after.phase == "power"
    return after


def test_the_mover_uses_the_power_even_of_an_opponents_pawn() -> None:
    state = flipped("bush", owner="blue")
    assert ENGINE.to_act(state) == [0]
    after, events = play(state, 0, "bush e5>c4")
    assert sorted(after.bushes) == ["b2", "c4"]
    assert [(e.key, e.params) for e in events] == [
        ("ostriches.event.bush_moved", {"player": 0, "origin": "e5", "target": "c4"})]
    assert after.phase == "rotating"
    assert ENGINE.to_act(after) == [0]


def test_a_bush_moves_only_to_an_empty_square() -> None:
    state = flipped("bush", a1="red plain")
    assert refused(state, 0, "bush b2>a1") == "a1 is taken: a pawn may only go to an empty square."
    assert refused(state, 0, "bush e5>b2") == (
        "b2 holds a bush, and nothing may stand on a bush: choose an empty square.")
    assert refused(state, 0, "bush c3>c4").startswith("There is no bush on c3: the Bush power")
    bush_moves = [a for a in ENGINE.legal_actions(state, 0) if isinstance(a, UsePower)]
    assert len(bush_moves) == 2 * (36 - 2 - 2)  # two bushes, every square but pawns/bushes


def test_swap_exchanges_two_face_down_pawns_in_public() -> None:
    state = flipped("swap", owner="red", a1="blue eye", c5="red plain")
    after, events = play(state, 0, "swap c5 a1")
    assert describe_square(after, "a1") == "red plain"
    assert describe_square(after, "c5") == "blue eye"
    assert [(e.key, e.params, e.audience) for e in events] == [
        ("ostriches.event.swapped", {"player": 0, "first": "a1", "second": "c5"}, None)]


def test_swap_needs_two_different_face_down_pawns() -> None:
    state = flipped("swap", a1="blue eye", c5="red plain")
    assert refused(state, 0, "swap f6 a1").startswith("f6 holds no face-down pawn")
    assert refused(state, 0, "swap a1 a2").startswith("a2 holds no face-down pawn")
    assert refused(state, 0, "swap a1 a1") == (
        "This power works on two different pawns: not a1 twice.")
    pairs = [a for a in ENGINE.legal_actions(state, 0) if isinstance(a, UsePower)]
    assert [(a.first, a.second) for a in pairs] == [("a1", "c5")]


def test_eye_shows_two_pawns_to_the_mover_only() -> None:
    state = flipped("eye", owner="red", a1="blue eye", c5="red plain")
    after, events = play(state, 0, "eye a1 c5")
    public = [(e.key, e.params) for e in events if e.audience is None]
    private = [(e.key, e.params, e.audience) for e in events if e.audience is not None]
    assert public == [("ostriches.event.looked", {"player": 0, "first": "a1", "second": "c5"})]
    assert private == [
        ("ostriches.private.seen.blue_eye", {"square": "a1"}, 0),
        ("ostriches.private.seen.red_plain", {"square": "c5"}, 0),
    ]
    seen_by_south = ENGINE.view(after, 0).log[-2:]
    assert [line.key for line in seen_by_south] == [
        "ostriches.private.seen.blue_eye", "ostriches.private.seen.red_plain"]
    assert all("seen" not in line.key for line in ENGINE.view(after, 1).log)
    assert describe_square(after, "a1") == "blue eye"  # nothing moved or turned


def test_eye_may_look_at_ones_own_pawns() -> None:
    state = flipped("eye", a1="red eye", c5="red plain")
    after, events = play(state, 0, "eye a1 c5")
    assert after.phase == "rotating"
    assert len([e for e in events if e.audience == 0]) == 2


def test_tiles_exchange_places_keeping_orientation_and_contents() -> None:
    state = position(
        {"e4": "red tiles", "a1": "blue eye", "c3": "red plain", "f1": "blue plain"},
        bushes=("b2", "e5"), tiles=[("SW", 1, 0), ("SE", 2, 1), ("NW", 3, 2), ("NE", 4, 3)],
    )
    state, _ = play(state, 0, "e4-f6")
    after, events = play(state, 0, "tiles SE SW")
    slots = [(t.position, t.tile, t.orientation) for t in after.tiles]
    assert slots == [("SW", 2, 1), ("SE", 1, 0), ("NW", 3, 2), ("NE", 4, 3)]
    assert describe_square(after, "d1") == "blue eye"
    assert describe_square(after, "f3") == "red plain"
    assert describe_square(after, "c1") == "blue plain"
    assert sorted(after.bushes) == ["e2", "e5"]
    assert [(e.key, e.params) for e in events] == [
        ("ostriches.event.tiles_swapped", {"player": 0, "first": "SW", "second": "SE"})]
    with pytest.raises(IllegalAction, match="swaps two different tiles: not SW twice"):
        play(state, 0, "tiles SW SW")


def test_the_power_may_be_passed() -> None:
    state = flipped("swap", a1="blue eye", c5="red plain")
    assert ENGINE.legal_actions(state, 0)[-1] == Pass()
    after, events = play(state, 0, "pass")
    assert after.phase == "rotating"
    assert public_keys(events) == ["ostriches.event.passed"]


def test_only_the_revealed_power_may_be_used() -> None:
    state = flipped("swap", a1="blue eye", c5="red plain")
    with pytest.raises(IllegalAction) as error:
        play(state, 0, "eye a1 c5")
    assert str(error.value) == (
        "The pawn turned face up is a Swap: swap two face-down pawns (e.g. swap a4 d5) or pass.")
    with pytest.raises(IllegalAction, match="The pawn turned face up is a Swap"):
        play(state, 0, "SW cw")


def test_a_plain_pawn_offers_no_power() -> None:
    state = position({"e4": "blue plain"})
    after, _ = play(state, 0, "e4-f6")
    assert after.phase == "rotating"
    with pytest.raises(IllegalAction, match="Now rotate a tile"):
        play(after, 0, "pass")
