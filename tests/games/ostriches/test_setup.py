"""Setting up: first player, bushes, options, pawns in hand."""

from __future__ import annotations

import pytest

from games.base import IllegalAction
from games.ostriches import ENGINE
from games.ostriches.board import tile_centre


def test_first_player_comes_from_the_seed() -> None:
    firsts = {ENGINE.new_game(2, seed).first_player for seed in range(40)}
    assert firsts == {0, 1}
    assert ENGINE.new_game(2, 7) == ENGINE.new_game(2, 7)


def test_the_first_player_places_first() -> None:
    for seed in range(10):
        state = ENGINE.new_game(2, seed)
        assert state.phase == "placing"
        assert ENGINE.to_act(state) == [state.first_player]


def test_random_bushes_sit_on_the_centre_of_one_south_and_one_north_tile() -> None:
    seen = set()
    for seed in range(60):
        south, north = ENGINE.new_game(2, seed).bushes
        assert south in (tile_centre("SW"), tile_centre("SE"))
        assert north in (tile_centre("NW"), tile_centre("NE"))
        seen.add((south, north))
    assert len(seen) == 4


def test_fixed_bushes_are_on_b2_and_e5() -> None:
    state = ENGINE.new_game(2, 3, {"bushes": "fixed"})
    assert state.bushes == ["b2", "e5"]
    assert state.bushes_setup == "fixed"


def test_options_default_and_validate() -> None:
    state = ENGINE.new_game(2, 3)
    assert (state.memory, state.bushes_setup) == ("assist", "random")
    assert ENGINE.new_game(2, 3, {"memory": "PURE"}).memory == "pure"
    with pytest.raises(IllegalAction, match="Option memory takes one of pure, assist"):
        ENGINE.new_game(2, 3, {"memory": "total"})
    with pytest.raises(IllegalAction, match="There is no option “speed”"):
        ENGINE.new_game(2, 3, {"speed": "fast"})
    assert [spec.name for spec in ENGINE.options] == ["memory", "bushes", "powers"]
    assert state.powers == "compulsory"
    assert ENGINE.new_game(2, 3, {"powers": "optional"}).powers == "optional"


def test_only_two_players() -> None:
    with pytest.raises(IllegalAction, match="exactly 2 players"):
        ENGINE.new_game(3, 1)


def test_every_pawn_starts_in_hand_and_tiles_start_numbered_and_upright() -> None:
    state = ENGINE.new_game(2, 5)
    assert all(pawn.square is None and not pawn.face_up for pawn in state.pawns)
    powers = sorted(p.power for p in state.pawns if p.owner == 0)
    assert powers == ["bush", "eye", "plain", "plain", "swap", "tiles"]
    assert [(t.position, t.tile, t.orientation) for t in state.tiles] == [
        ("SW", 1, 0), ("SE", 2, 0), ("NW", 3, 0), ("NE", 4, 0)]
    assert state.chance_step == 2
