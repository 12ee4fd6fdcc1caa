"""Setup: the house-rule board, seats and colours, components, first position, options."""

from __future__ import annotations

from collections import Counter

import pytest

from games.base import IllegalAction
from games.scramble import ENGINE
from games.scramble.board import build_board, rotate_quarter, tile_of
from games.scramble.constants import PATTERNS
from games.scramble.setup import ostrich_colours


def test_quarter_turn_maps_x_y_to_y_3_minus_x():
    assert rotate_quarter(0, 3, 1) == (3, 3)
    assert rotate_quarter(1, 0, 1) == (0, 2)
    assert rotate_quarter(1, 0, 4) == (1, 0)
    assert rotate_quarter(2, 2, 2) == (1, 1)


@pytest.mark.parametrize(("count", "size", "tiles"), [(4, (8, 8), 4), (5, (12, 8), 6),
                                                      (6, (12, 8), 6)])
def test_board_size_and_tile_contents(count, size, tiles):
    import random

    board = build_board(count, random.Random(count))
    labels, crates, skateboards = board["tiles"], board["crates"], board["skateboards"]
    assert (board["width"], board["height"]) == size
    assert sorted(label[0] for label in labels) == list("ABCDEF"[:tiles])
    assert len(crates) == 3 * tiles and len(skateboards) == tiles
    per_tile = Counter(tile_of(square) for square in crates)
    assert set(per_tile.values()) == {3}
    assert len({tile_of(square) for square in skateboards}) == tiles
    assert not set(crates) & set(skateboards)


def test_a_tile_follows_its_pattern_and_rotation():
    import random

    board = build_board(4, random.Random(11))
    labels, crates, skateboards = board["tiles"], board["crates"], board["skateboards"]
    pattern, turns = labels[0][0], int(labels[0][1])
    crate_cells, skate_cell = PATTERNS[pattern]
    expected = {rotate_quarter(x, y, turns) for x, y in crate_cells}
    first_tile = {(ord(sq[0]) - 97, int(sq[1:]) - 1) for sq in crates if tile_of(sq) == (0, 0)}
    assert first_tile == expected
    skate = next(sq for sq in skateboards if tile_of(sq) == (0, 0))
    assert (ord(skate[0]) - 97, int(skate[1:]) - 1) == rotate_quarter(*skate_cell, turns)


def test_colours_by_seat():
    assert ostrich_colours(2) == [["red", "yellow"], ["orange", "green"]]
    assert ostrich_colours(3) == [["red", "green"], ["orange", "blue"], ["yellow", "purple"]]
    assert ostrich_colours(5) == [["red"], ["orange"], ["yellow"], ["green"], ["blue"]]


@pytest.mark.parametrize("players", [2, 3, 4, 5, 6])
def test_opening_position(players):
    state = ENGINE.new_game(players, 42)
    ostriches = state.ostriches
    assert len(ostriches) == (2 * players if players <= 3 else players)
    assert (state.width, state.height) == ((12, 8) if len(ostriches) > 4 else (8, 8))
    squares = [item.square for item in ostriches]
    assert all(square in state.crates for square in squares)
    assert len(set(squares)) == len(squares)
    assert len({tile_of(square) for square in squares}) == len(squares)  # own tiles
    assert len(state.garments) == len(ostriches)
    assert all(sq in state.crates and sq not in squares for sq in state.garments)
    assert len(state.garment_pile) + len(state.garments) == 4 * len(ostriches)
    assert {g.colour for g in state.garment_pile} <= {o.colour for o in ostriches}
    assert all(len(seat.hand) == 4 for seat in state.seats)
    assert len(state.zig_deck) + 4 * players == 40
    assert Counter(state.trap_deck) == Counter(
        {k: 3 for k in ("banana", "mud", "uturn", "whirlwind", "catapult", "butterfingers")})
    assert state.crown == "red" and state.phase == "plan" and state.round == 1
    assert ENGINE.to_act(state) == list(range(players))


def test_zig_deck_composition():
    state = ENGINE.new_game(4, 1)
    cards = Counter(state.zig_deck)
    for seat in state.seats:
        cards.update(seat.hand)
    assert cards == Counter({"1cw": 6, "1ccw": 6, "2cw": 6, "2ccw": 6, "3cw": 5, "3ccw": 5,
                             "Xcw": 3, "Xccw": 3})


def test_same_seed_same_game_and_different_seed_different_game():
    assert ENGINE.new_game(4, 9) == ENGINE.new_game(4, 9)
    assert ENGINE.new_game(4, 9) != ENGINE.new_game(4, 10)


def test_options_default_and_validation():
    assert ENGINE.new_game(4, 1).max_rounds == 0  # no limit
    assert ENGINE.new_game(4, 1, {"max_rounds": "7"}).max_rounds == 7
    with pytest.raises(IllegalAction, match="between 0 and 200"):
        ENGINE.new_game(4, 1, {"max_rounds": -1})
    with pytest.raises(IllegalAction, match="no option"):
        ENGINE.new_game(4, 1, {"board": "big"})
    with pytest.raises(IllegalAction, match="2 to 6 players"):
        ENGINE.new_game(7, 1)
