"""How quick a course is to run (`course_plan`), and the hard bot's setup built on it."""

from __future__ import annotations

import random
from itertools import permutations

import pytest

from games.zigzag import ENGINE
from games.zigzag.auto import setup_action
from games.zigzag.course_plan import START, best_course, course_values, expected_flips
from games.zigzag.models import SeatState
from games.zigzag.terrain import DECK_COUNTS, DECK_SIZE

from .scenario import face, use_faces


def flips_per(terrain: str) -> float:
    return DECK_SIZE / DECK_COUNTS[terrain]  # type: ignore[index]


def test_a_straight_course_costs_each_field_s_flips_in_turn() -> None:
    """One card, every field sand, a sand goal: four fields and the goal, each found once
    in 48 / 10 flips on average."""
    with use_faces({1: face("sand")}):
        assert expected_flips([1], "sand") == pytest.approx(5 * flips_per("sand"))
        assert expected_flips([1], "water") == pytest.approx(
            4 * flips_per("sand") + flips_per("water"))


def test_rare_terrain_costs_more_and_a_second_way_forward_costs_less() -> None:
    with use_faces({1: face("sand"), 2: face("sand", A1="bluetile", C1="bluetile",
                                              E1="bluetile"),
                    3: face("sand", A1="meadow", C1="meadow", E1="water")}):
        plain, rare, two_ways = (expected_flips([card], "sand") for card in (1, 2, 3))
    assert rare == pytest.approx(plain - flips_per("sand") + flips_per("bluetile"))
    # from the start either a meadow or a water card moves the figure on: 48 / 16 flips
    assert two_ways == pytest.approx(4 * flips_per("sand") + DECK_SIZE / 16)


def test_the_values_of_every_field_agree_with_the_whole_course() -> None:
    course = (19, 5, 4, 9, 16, 26)
    values = course_values(course, "sand")
    assert values[START] == pytest.approx(expected_flips(course, "sand"))
    assert values[(5, "C4")] == pytest.approx(flips_per("sand"))  # one step from the goal
    assert values[(0, "A1")] > values[(5, "A1")]


@pytest.mark.parametrize("seed", range(3))
def test_the_best_course_is_the_quickest_of_every_discard_and_order(seed: int) -> None:
    hand = sorted(random.Random(seed).sample(range(1, 29), 7))
    plan = best_course([], hand, 5)
    quickest = min(expected_flips(order) for order in permutations(hand, 5))
    assert plan.flips == pytest.approx(quickest)
    assert plan.flips == pytest.approx(expected_flips(plan.order))


def test_the_rest_of_a_course_is_planned_after_the_cards_laid() -> None:
    laid, hand = [12, 3], [7, 19, 25, 26]
    plan = best_course(laid, hand, len(hand), "cobble")
    assert sorted(plan.order) == hand
    assert plan.flips == pytest.approx(min(
        expected_flips([*laid, *order], "cobble") for order in permutations(hand)))


def test_many_cards_are_laid_by_swaps_no_slower_than_lowest_first() -> None:
    hand = sorted(random.Random(7).sample(range(1, 29), 11))
    plan = best_course([4], hand, len(hand))
    assert sorted(plan.order) == hand
    assert plan.flips == pytest.approx(expected_flips([4, *plan.order]))
    assert plan.flips < expected_flips([4, *hand])


def test_a_plan_cannot_lay_more_cards_than_the_hand_holds() -> None:
    with pytest.raises(ValueError, match="cannot lay 3 of 2 cards"):
        best_course([], [1, 2], 3)


@pytest.mark.parametrize("players", [2, 3])
def test_hard_lays_the_quickest_course_and_normal_the_stand_ins(players: int) -> None:
    """Hard discards and lays the planned course, card by card, quicker than the stand-in's
    rule would from the same hand; normal (like easy) lays by that rule."""
    for seed in range(3):
        state = ENGINE.new_game(players, seed, {})
        dealt = [list(player.hand) for player in state.seats]
        while state.phase == "setup":
            seat = ENGINE.to_act(state)[0]
            view = ENGINE.bot_view(state, seat)
            level = "hard" if seat == 0 else "normal"
            action = ENGINE.bot_action(view, seat, level=level, seed=seed)
            if seat:
                assert action == ENGINE.bot_action(view, seat, level="easy", seed=seed)
            state, _ = ENGINE.apply(state, seat, action)
        hard = state.seats[0].course
        assert tuple(hard) == best_course([], dealt[0], len(dealt[0]) - 2).order
        discards = setup_action(SeatState(hand=dealt[0])).cards
        stand_ins = [card for card in dealt[0] if card not in discards]  # lowest first
        assert expected_flips(hard) < expected_flips(stand_ins)
