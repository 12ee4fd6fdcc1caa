"""The adjacency of HOUSE_RULES.md section 3: every field of a card, card boundaries (straight
only), the start and the goal."""

from __future__ import annotations

import pytest

from games.zigzag.geometry import (
    CARD_ADJACENCY,
    FIELDS,
    course_neighbours,
    progress,
    touches_goal,
)

EXPECTED = {
    "A1": "A2 B1", "A2": "A1 A3 B1 B2", "A3": "A2 A4 B2 B3", "A4": "A3 B3",
    "B1": "B2 A1 A2 C1 C2", "B2": "B1 B3 A2 A3 C2 C3", "B3": "B2 A3 A4 C3 C4",
    "C1": "C2 B1 D1", "C2": "C1 C3 B1 B2 D1 D2", "C3": "C2 C4 B2 B3 D2 D3",
    "C4": "C3 B3 D3",
    "D1": "D2 C1 C2 E1 E2", "D2": "D1 D3 C2 C3 E2 E3", "D3": "D2 C3 C4 E3 E4",
    "E1": "E2 D1", "E2": "E1 E3 D1 D2", "E3": "E2 E4 D2 D3", "E4": "E3 D3",
}


def test_eighteen_fields_named_as_the_house_rules_say():
    assert FIELDS == ("A1", "A2", "A3", "A4", "B1", "B2", "B3", "C1", "C2", "C3", "C4",
                      "D1", "D2", "D3", "E1", "E2", "E3", "E4")


@pytest.mark.parametrize("field", FIELDS)
def test_every_field_of_a_card(field):
    assert CARD_ADJACENCY[field] == frozenset(EXPECTED[field].split())


def test_adjacency_is_symmetric_and_lanes_a_c_e_never_touch_directly():
    for field, neighbours in CARD_ADJACENCY.items():
        for other in neighbours:
            assert field in CARD_ADJACENCY[other]
    assert "C1" not in CARD_ADJACENCY["A1"] and "E2" not in CARD_ADJACENCY["C2"]


def test_the_start_touches_the_first_row_of_the_first_card():
    assert course_neighbours(None, None, 5) == ((0, "A1"), (0, "C1"), (0, "E1"))


def test_between_cards_only_straight_from_row_four_to_row_one():
    assert (1, "A1") in course_neighbours(0, "A4", 3)
    assert (1, "C1") in course_neighbours(0, "C4", 3)
    assert (1, "E1") in course_neighbours(0, "E4", 3)
    # never diagonally across the boundary
    assert (1, "B1") not in course_neighbours(0, "A4", 3)
    assert (1, "C1") not in course_neighbours(0, "A4", 3)
    # the offset lanes B and D never cross a boundary
    assert all(card == 0 for card, _ in course_neighbours(0, "B3", 3))
    assert all(card == 1 for card, _ in course_neighbours(1, "D1", 3))


def test_backwards_across_a_boundary_is_a_neighbour_too():
    assert (0, "C4") in course_neighbours(1, "C1", 3)
    assert course_neighbours(0, "C1", 3) == ((0, "B1"), (0, "C2"), (0, "D1"))


def test_the_last_card_has_no_next_card():
    assert course_neighbours(2, "A4", 3) == ((2, "A3"), (2, "B3"))


def test_only_the_last_row_of_the_last_card_touches_the_goal():
    for field in FIELDS:
        assert touches_goal(2, field, 3) == (field in {"A4", "C4", "E4"})
    assert not touches_goal(1, "C4", 3)
    assert not touches_goal(None, None, 3)
    assert touches_goal(0, "E4", 1)


def test_progress_orders_fields_along_the_course():
    assert progress(0, "A1") < progress(0, "B1") < progress(0, "C2") < progress(0, "D2")
    assert progress(0, "E4") < progress(1, "A1")
    assert progress(0, "A2") == progress(0, "C2") == progress(0, "E2")
