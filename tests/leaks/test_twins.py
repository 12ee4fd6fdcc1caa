"""Decisions the engines take by themselves never depend on a secret.

Every rule of the form "a decision with only one possible answer is taken automatically" is
checked with twins: two states that differ only in something one seat keeps secret. Everyone
else (the other seats and spectators) must see the same views before the step that would
raise the decision, the same public events during it, and the same views after it: who the
game waits for, a pending decision and every count included. A decision asked in one twin
and taken silently in the other is exactly the leak these tests exist to catch (Ostrich
Scramble once kept one of two alike traps without asking).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

import pytest

from games.base import GameEngine
from games.ostriches import ENGINE as OSTRICHES
from games.scramble import ENGINE as SCRAMBLE
from games.scramble.models import State as ScrambleState
from games.zigzag import ENGINE as ZIGZAG
from games.zigzag.models import ZigZagState
from games.zigzag.terrain import Terrain
from tests.games.ostriches.builders import position as ostriches_position
from tests.games.scramble.builders import moving, position
from tests.games.zigzag.scenario import face, make_state, use_faces

Steps = Sequence[tuple[int, str]]
Twins = tuple[Any, Any, int, Steps]


def assert_twins(engine: GameEngine[Any, Any, Any], first: Any, second: Any, holder: int,
                 steps: Steps, seated: bool = True) -> None:
    """`first` and `second` differ only in a secret of seat `holder`: every other viewer sees
    the same views before and after each step, and the same events during it (the
    spectator alone when not `seated`: a secret the seats saw, as a Zig Zag stack)."""
    players = getattr(first, "players", 2)  # Ostriches states do not say: always two
    viewers = [None, *(seat for seat in range(players) if seat != holder and seated)]

    def same_views(step: str) -> None:
        for viewer in viewers:
            assert engine.view(first, viewer) == engine.view(second, viewer), (step, viewer)
            if viewer is not None:  # a bot in that seat remembers no more than it saw
                assert engine.bot_view(first, viewer) == engine.bot_view(second, viewer), (
                    step, viewer)

    assert first != second, "the twins must differ in their secret"
    same_views("before")
    for seat, text in steps:
        first, first_events = engine.apply(first, seat, engine.parse(first, seat, text))
        second, second_events = engine.apply(second, seat, engine.parse(second, seat, text))
        for viewer in viewers:
            assert [e for e in first_events if e.visible_to(viewer)] == \
                [e for e in second_events if e.visible_to(viewer)], (text, viewer)
        same_views(text)


# ------------------------------------------------------------------ Ostrich Scramble

AT4 = {"red": "a1", "orange": "h1", "yellow": "a8", "green": "h8"}
AT2 = {"red": "a1", "orange": "h1", "yellow": "a8", "green": "h8"}
HALT = {"yellow": "Xcw N"}  # yellow's X decision halts the round after red's and orange's turns


def _with_hand(state: ScrambleState, seat: int, cards: Sequence[str]) -> ScrambleState:
    other = state.model_copy(deep=True)
    other.seats[seat].hand = list(cards)
    return other


def _with_traps(state: ScrambleState, seat: int, traps: Sequence[str]) -> ScrambleState:
    other = state.model_copy(deep=True)
    other.seats[seat].traps = list(traps)
    return other


def keep_one_of_two_traps() -> Twins:
    """The trap drawn over the hand limit: alike or not, the player is asked which to keep."""
    first, _ = moving(at=AT4, crates=["a2"], trap_hands={0: ["mud"]}, trap_deck=["mud"],
                      zigs={"red": "Xcw N", **HALT}, traps=[(0, "trap pass")])
    return first, _with_traps(first, 0, ["banana"]), 0, [(0, "x 1"), (0, "keep mud")]


def run_the_only_unmoved_ostrich() -> Twins:
    """Which ostrich runs, when only one of the player's two has not run yet."""
    first, _ = moving(2, at=AT2, crown="yellow", hands={0: ["2cw", "3cw"]},
                      zigs={"red": "1cw N", "yellow": "1cw S", "orange": "1cw N",
                            "green": "Xcw S"})
    return first, _with_hand(first, 0, ["1ccw", "Xccw"]), 0, [(1, "run orange")]


def catapult_to_the_single_farthest_crate() -> Twins:
    first, _ = moving(at=AT4, crates=["d4"], traps_on={"red": [(1, "catapult")]},
                      hands={0: ["1cw"]}, zigs={"red": "Xcw N", **HALT})
    return first, _with_hand(first, 0, ["3ccw"]), 0, [(0, "x 1")]


def butterfingers_drops_the_single_off_colour_garment() -> Twins:
    first, _ = moving(at=AT4, traps_on={"red": [(1, "butterfingers")]},
                      worn={"red": ["legs orange"]}, trap_hands={2: ["mud"]},
                      zigs={"red": "Xcw N", **HALT}, traps=[(2, "trap pass")])
    return first, _with_traps(first, 2, ["banana"]), 2, [(0, "x 0")]


def fall_drops_the_single_off_colour_garment_and_returns_to_the_single_crate() -> Twins:
    first, _ = moving(at={**AT4, "red": "g1", "orange": "a5"}, crates=["c1"],
                      worn={"red": ["legs yellow"]}, hands={2: ["2cw"]},
                      zigs={"red": "Xcw E", **HALT})
    return first, _with_hand(first, 2, ["3cw"]), 2, [(0, "x 3")]


def reward_is_the_draw_when_the_fallen_has_nothing_to_steal() -> Twins:
    first, _ = moving(at={**AT4, "red": "f1", "orange": "g1"}, crates=["c5"],
                      worn={"orange": ["head orange"]}, hands={2: ["2cw"]},
                      zig_deck=["1cw", "2cw", "3cw"], zigs={"red": "Xcw E", **HALT})
    return first, _with_hand(first, 2, ["Xccw"]), 2, [(0, "x 3")]


def replacement_garment_goes_to_the_single_free_crate() -> Twins:
    first, _ = moving(at=AT4, crates=["a2", "c5"], garments={"a2": "head green"},
                      hands={2: ["1cw"]}, zigs={"red": "Xcw N", **HALT})
    return first, _with_hand(first, 2, ["2ccw"]), 2, [(0, "x 1")]


def no_zag_after_a_distance_of_0() -> Twins:
    first, _ = moving(at=AT4, zags=["red"], trap_hands={1: ["mud"]},
                      zigs={"red": "Xcw N", **HALT}, traps=[(1, "trap pass")])
    return first, _with_traps(first, 1, ["uturn"]), 1, [(0, "x 0")]


def no_dizzy_direction_after_a_distance_of_0() -> Twins:
    first, _ = moving(at=AT4, dizzy=["red"], trap_hands={2: ["mud"]},
                      zigs={"red": "Xcw", **HALT}, traps=[(2, "trap pass")])
    return first, _with_traps(first, 2, ["catapult"]), 2, [(0, "x 0")]


def set_traps_asks_only_the_players_holding_one() -> Twins:
    first = position(at=AT4, hands={0: ["1cw"], 1: ["1cw"], 2: ["1cw"], 3: []},
                     trap_hands={1: ["banana"]})
    steps = [(0, "zig 1cw N"), (1, "zig 1cw N"), (2, "zig 1cw N"), (1, "trap pass")]
    return first, _with_traps(first, 1, ["mud"]), 1, steps


SCRAMBLE_TWINS: list[Callable[[], Twins]] = [
    keep_one_of_two_traps,
    run_the_only_unmoved_ostrich,
    catapult_to_the_single_farthest_crate,
    butterfingers_drops_the_single_off_colour_garment,
    fall_drops_the_single_off_colour_garment_and_returns_to_the_single_crate,
    reward_is_the_draw_when_the_fallen_has_nothing_to_steal,
    replacement_garment_goes_to_the_single_free_crate,
    no_zag_after_a_distance_of_0,
    no_dizzy_direction_after_a_distance_of_0,
    set_traps_asks_only_the_players_holding_one,
]


@pytest.mark.parametrize("case", SCRAMBLE_TWINS, ids=lambda case: case.__name__)
def test_scramble_automatic_decisions_do_not_depend_on_secrets(case):
    assert_twins(SCRAMBLE, *case())


def test_the_alike_traps_twins_once_told_everyone_the_traps_matched():
    first, second, _, steps = keep_one_of_two_traps()
    (seat, text), = steps[:1]
    after_first, _ = SCRAMBLE.apply(first, seat, SCRAMBLE.parse(first, seat, text))
    after_second, _ = SCRAMBLE.apply(second, seat, SCRAMBLE.parse(second, seat, text))
    assert SCRAMBLE.to_act(after_first) == SCRAMBLE.to_act(after_second) == [0]
    assert after_first.pending == after_second.pending


# ------------------------------------------------------------------ Zig Zag


def _with_stack(state: ZigZagState, seat: int, stack: list[Terrain]) -> ZigZagState:
    other = state.copy_for_update()
    other.seats[seat].stack = list(stack)
    return other


def test_zigzag_a_single_fitting_field_is_taken_whatever_the_others_hold():
    # seat 0 runs first: sand fits C1 only, water C2 only, then meadow fits several (a choice
    # that keeps seat 1's stack unrevealed to a spectator, who keeps no memory of the
    # cards taken; the seats saw them taken)
    with use_faces({1: face("meadow", C1="sand", C2="water")}):
        first = make_state(2, stacks={0: ["sand", "water", "meadow"], 1: ["clay", "sand"]})
        second = _with_stack(first, 1, ["water", "field"])
        assert_twins(ZIGZAG, first, second, 1, [(0, "stop")], seated=False)
        assert ZIGZAG.bot_view(first, 0) != ZIGZAG.bot_view(second, 0)
        after, _ = ZIGZAG.apply(first, 0, ZIGZAG.parse(first, 0, "stop"))
    assert (after.seats[0].figure_card, after.seats[0].figure_field) == (0, "C2")
    assert ZIGZAG.to_act(after) == [0]


def test_zigzag_setup_waits_for_the_same_seats_whatever_the_hands():
    first = ZIGZAG.new_game(2, 5)
    second = first.copy_for_update()
    hand, supply = second.seats[1].hand, second.supply
    hand[0], supply[0] = supply[0], hand[0]
    second.seats[1].hand = sorted(hand)
    discard = " ".join(str(card) for card in first.seats[0].hand[:2])
    assert_twins(ZIGZAG, first, second, 1, [(0, f"discard {discard}")])


# ------------------------------------------------------------------ Ostriches


def test_ostriches_a_move_is_skipped_only_by_what_the_board_shows():
    # South's only pawn is boxed in by a bush and North's locked pawn: its move is skipped,
    # whatever that face-down pawn is.
    first = ostriches_position({"a1": "red eye", "c2": "blue plain"}, turn=1,
                               phase="rotating", moved="c2", bushes=("b3", "e5"))
    second = ostriches_position({"a1": "red swap", "c2": "blue plain"}, turn=1,
                                phase="rotating", moved="c2", bushes=("b3", "e5"))
    assert_twins(OSTRICHES, first, second, 0, [(1, "NE ccw")])
