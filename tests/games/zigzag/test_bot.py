"""The Zig Zag bot: what it may know, how it samples the rest, what its search plays.

The contract every game's bot shares (legal at every level, blind twins, the same action in
another process) is in tests/games/test_bots.py; this file tests the determinizer and the
search's reading of this game.
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Iterator
from typing import Any

import pytest

from games import get_engine
from games.ai import Budget, anytime_step
from games.zigzag import ENGINE
from games.zigzag import bot as zigzag_bot
from games.zigzag.bot_search import (
    ZIGZAG_BOT,
    flips_left,
    free_face_up,
    racing_evaluate,
    run_plan,
)
from games.zigzag.faces import CARD_NUMBERS
from games.zigzag.models import ZigZagAction, ZigZagState
from games.zigzag.notation import parse_action
from games.zigzag.sampling import sample_state
from games.zigzag.terrain import terrain_deck

from .scenario import TABLE, face, make_state, use_faces

OPTIONS: list[dict[str, Any]] = [
    {"mode": "turns", "rounds": 4}, {"mode": "live", "rounds": 3},
    {"races": 2, "rounds": 3}, {"places": True, "peek": True, "rounds": 3}]


def random_states(players: int, options: dict[str, Any], seeds: range) -> Iterator[ZigZagState]:
    """Every state of seeded random games."""
    for seed in seeds:
        state = ENGINE.new_game(players, seed, options)
        rng = random.Random(seed)
        while seats := ENGINE.to_act(state):
            yield state
            seat = rng.choice(seats)
            state, _ = ENGINE.apply(state, seat, rng.choice(ENGINE.legal_actions(state, seat)))


@pytest.mark.parametrize("players", range(2, 5))
@pytest.mark.parametrize("options", OPTIONS)
def test_a_sample_is_a_state_the_view_could_have_come_from(
        players: int, options: dict[str, Any]) -> None:
    """For every seat of every state of whole random games (every third state, for time):
    the sample's view is the real view and its legal actions the real ones."""
    for index, state in enumerate(random_states(players, options, range(3))):
        if index % 3:
            continue
        for seat in range(players):
            view = (ENGINE.bot_view if index % 2 else ENGINE.view)(state, seat)
            sample = sample_state(view, seat, random.Random(index))
            assert (ENGINE.bot_view if index % 2 else ENGINE.view)(sample, seat) == view
            assert ENGINE.legal_actions(sample, seat) == ENGINE.legal_actions(state, seat)
            if state.phase == "collect":  # the table and stacks hold the 48 terrain cards
                cards = Counter(sample.table[i] for i, slot in enumerate(sample.slots)
                                if slot != "taken")
                for player in sample.seats:
                    cards.update(player.stack)
                assert cards == Counter(terrain_deck())
            if state.phase != "setup" and options.get("races", 1) == 1:
                held = Counter([*sample.supply, *(c for p in sample.seats for c in p.course)])
                assert held == Counter(CARD_NUMBERS)


def test_samples_deal_the_face_down_cards_and_keep_every_stack_as_seen() -> None:
    """Every card was taken in the open and a seat's view remembers every stack (`seen`):
    a sample keeps them all, in order, and deals only the face-down cards, from the deck
    less every card seen."""
    state = make_state(3, stacks={0: ["sand", "sand"], 1: ["sand"]},
                       slots=["down"] * 44 + ["up", "taken", "taken", "taken"])
    view = ENGINE.bot_view(state, 0)
    dealt: set[str] = set()
    for seed in range(30):
        sample = sample_state(view, 0, random.Random(seed))
        assert [player.stack for player in sample.seats] == [["sand", "sand"], ["sand"], []]
        assert sample.table[44] == state.table[44]
        dealt.add(sample.table[0])
    assert len(dealt) > 3


@pytest.mark.parametrize("level", ["normal", "hard"])
def test_the_search_stops_once_its_stack_reaches_the_goal(
        level: str, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(zigzag_bot, "BUDGETS", {
        "normal": Budget(iterations=16, rollout_steps=12),
        "hard": Budget(iterations=32, rollout_steps=16)})
    # three seats, courses of one card, every field sand: seat 0's six sand cards run it
    # into its goal; the six taken slots are the last six, sand in the table's fixed order
    state = make_state(3, courses=[[1], [2], [3]], stacks={0: ["sand"] * 6},
                       slots=["down"] * 42 + ["taken"] * 6, rounds=4)
    seat = 0
    with use_faces({number: face("sand") for number in CARD_NUMBERS}):
        assert run_plan(state.seats[seat]).reached
        action = ENGINE.bot_action(ENGINE.bot_view(state, seat), seat, level=level, seed=3)
    assert action == ZigZagAction(verb="stop")


def test_the_search_may_take_a_card_that_would_carry_another_figure_home() -> None:
    """Seat 1's four sand cards leave its figure one card short of its goal; a free sand card
    does nothing for seat 0 (its course is all water): taking it to deny seat 1 is a
    candidate, weighed against flipping, where it used to be never worth trying."""
    state = make_state(3, courses=[[1], [2], [3]], stacks={1: ["sand"] * 4},
                       slots=["down"] * 42 + ["taken"] * 6, rounds=4)
    sand = next(index for index in range(42) if state.table[index] == "sand")
    state.slots[sand] = "up"
    faces = {number: face("water") for number in CARD_NUMBERS}
    faces[2] = face("sand")
    with use_faces(faces):
        assert not run_plan(state.seats[1]).reached
        candidates = ZIGZAG_BOT.candidates(state, 0, ENGINE.legal_actions(state, 0))
    assert ZigZagAction(verb="take", slot=sand + 1) in candidates
    assert any(action.verb == "flip" for action in candidates)


def _all_face_up(*, down: tuple[int, ...] = ()) -> ZigZagState:
    """Seat 0 runs on water, seat 1 on sand; every water card is taken, the rest face up
    (but the slots `down`): nothing on the table helps seat 0, the sand helps seat 1."""
    slots = ["taken" if 15 <= slot <= 20 else "down" if slot in down else "up"
             for slot in range(1, 49)]
    return make_state(2, courses=[[1, 2], [3, 4]], slots=slots, rounds=4)


@pytest.mark.parametrize("level", ["normal", "hard"])
def test_with_every_card_face_up_the_search_stops_before_the_others_take_what_is_left(
        level: str) -> None:
    """The rulebook's "none usable" Stop: every card is face up and none fits seat 0, while
    the sand left would carry seat 1 on. A Stop then costs no penalty, and ends the round
    before seat 1 takes the sand; a pass would let it take them all."""
    faces = {1: face("water"), 2: face("water"), 3: face("sand"), 4: face("sand")}
    with use_faces(faces):
        state = _all_face_up()
        for seed in range(4):
            action = ENGINE.bot_action(ENGINE.bot_view(state, 0), 0, level=level, seed=seed)
            assert action == ZigZagAction(verb="stop"), seed


def test_a_stop_short_of_the_goal_is_never_tried_while_a_card_lies_face_down() -> None:
    faces = {1: face("water"), 2: face("water"), 3: face("sand"), 4: face("sand")}
    with use_faces(faces):
        for state, stop_tried in ((_all_face_up(), True), (_all_face_up(down=(1,)), False)):
            candidates = ZIGZAG_BOT.candidates(state, 0, ENGINE.legal_actions(state, 0))
            assert (ZigZagAction(verb="stop") in candidates) is stop_tried


def test_flips_left_count_the_terrain_ahead_not_only_the_distance() -> None:
    """Two figures as far along, one before common terrain and one before a rare one: the
    second is farther from its goal in flips; a stack into the goal leaves none, and a stack
    stuck on a card that fits nowhere costs more while cards are still collected."""
    with use_faces({1: face("meadow", A2="bluetile", B1="bluetile")}):
        before_rare = make_state(2, courses=[[1], [1]], figures={0: (0, "A1")}).seats[0]
        before_common = make_state(2, courses=[[1], [1]], figures={0: (0, "C1")}).seats[0]
        assert flips_left(before_rare) > flips_left(before_common) > 0
        home = make_state(2, courses=[[1], [1]], stacks={0: ["meadow"] * 4 + ["sand"]}).seats[0]
        assert flips_left(home) == 0
        stuck = make_state(2, courses=[[1], [1]], figures={0: (0, "C1")},
                           stacks={0: ["clay"]}).seats[0]
        assert flips_left(stuck) == flips_left(before_common)
        assert flips_left(stuck, collecting=True) > flips_left(before_common, collecting=True)


def test_a_card_lying_face_up_that_carries_the_figure_on_counts_as_near() -> None:
    """While cards are collected, what lies face up is taken in the best order it carries
    the figure forward: one meadow card is nearer than none, two nearer still, a card that
    fits only behind the figure or nowhere changes nothing, a card into the goal leaves no
    flip; the running figure has no table to take from."""
    with use_faces({1: face("meadow", B1="water")}):
        player = make_state(2, courses=[[1], [1]], figures={0: (0, "C2")}).seats[0]
        alone = flips_left(player, collecting=True)
        one = flips_left(player, True, Counter(meadow=1))
        assert one < alone
        assert flips_left(player, True, Counter(meadow=2)) < one
        assert flips_left(player, True, Counter(water=3, bluetile=1)) == alone
        assert flips_left(player, False, Counter(meadow=2)) == flips_left(player)
        last_row = make_state(2, courses=[[1], [1]], figures={0: (0, "C4")}).seats[0]
        assert flips_left(last_row, True, Counter(sand=1)) == 0


def test_the_race_favours_the_figure_whose_card_lies_face_up() -> None:
    """Seat 0 runs on meadow, seat 1 on water: a free meadow card on the table puts seat 0
    nearer its goal in the race's values; held by seat 1, which just flipped it, the card
    is not free (`free_face_up`) and changes nothing."""
    meadow = TABLE.index("meadow") + 1
    face_up = ["up" if slot == meadow else "down" for slot in range(1, 49)]

    def race(**table: Any) -> float:
        state = make_state(2, courses=[[1], [2]], rounds=4, **table)
        return racing_evaluate(state)[0]

    with use_faces({1: face("meadow"), 2: face("water")}):
        free = make_state(2, courses=[[1], [2]], slots=face_up)
        assert free_face_up(free) == Counter(meadow=1)
        assert race(slots=face_up) > race()
        assert race(slots=face_up, held_by={meadow: 1}) == pytest.approx(race())


@pytest.mark.parametrize(("rare_lane", "chosen"), [("A", "1:C1"), ("C", "1:A1")])
def test_hard_runs_to_the_field_with_common_terrain_ahead(rare_lane: str, chosen: str) -> None:
    """A water card fits A1 and C1, as far along; past one of them lie only bluetile fields:
    hard steps onto the other."""
    rare = {f"{rare_lane}2": "bluetile", "B1": "bluetile"}
    with use_faces({1: face("meadow", A1="water", C1="water", **rare)}):
        state = make_state(2, courses=[[1], [1]], slots=["up"] * 48, stacks={0: ["water"]})
        state, _ = ENGINE.apply(state, 0, ZigZagAction(verb="stop"))
        assert ENGINE.legal_actions(state, 0) == [parse_action("go 1:A1"),
                                                  parse_action("go 1:C1")]
        for seed in range(3):
            action = ENGINE.bot_action(ENGINE.bot_view(state, 0), 0, level="hard", seed=seed)
            assert action == parse_action(f"go {chosen}")


def _one_sand_short() -> ZigZagState:
    """Seat 0's five sand cards leave its figure one card short of its goal (one course
    card, every field sand); a sand card lies face up and it is seat 0's turn."""
    state = make_state(2, courses=[[1], [2]], stacks={0: ["sand"] * 5},
                       slots=["down"] * 42 + ["taken"] * 5 + ["down"], rounds=4)
    sand = next(index for index in range(42) if state.table[index] == "sand")
    state.slots[sand] = "up"
    return state


def test_hard_calls_stop_out_of_turn_the_moment_its_take_reaches_the_goal() -> None:
    """The rules let anyone call Stop at any moment of collecting: hard does, right after
    the take that carries its stack home, before the next player may take the card that
    would carry theirs home first; easy and normal wait for their turn, and nobody calls
    it while the game waits for them or for a stack short of the goal."""
    with use_faces({number: face("sand") for number in CARD_NUMBERS}):
        before = _one_sand_short()
        sand = before.slots.index("up") + 1
        after, _ = ENGINE.apply(before, 0, ZigZagAction(verb="take", slot=sand))
        assert ENGINE.to_act(after) == [1] and run_plan(after.seats[0]).reached
        for level, expected in (("easy", None), ("normal", None),
                                ("hard", ZigZagAction(verb="stop"))):
            assert ENGINE.bot_anytime_action(ENGINE.bot_view(after, 0), 0, level=level,
                                             seed=1) == expected
            # the game waits for seat 0; seat 1's stack reaches nothing
            assert ENGINE.bot_anytime_action(ENGINE.bot_view(before, 0), 0, level=level,
                                             seed=1) is None
            assert ENGINE.bot_anytime_action(ENGINE.bot_view(after, 1), 1, level=level,
                                             seed=1) is None
        stopped, _ = ENGINE.apply(after, 0, ZigZagAction(verb="stop"))
        assert stopped.phase == "run"


def test_hard_calls_the_free_stop_out_of_turn_once_the_last_card_is_turned() -> None:
    """Seat 0 runs on water, and every water card is taken; seat 1 runs on sand. The
    moment seat 1 turns the last face-down card (a sand card), nothing on the table can
    help seat 0 again: hard calls the rulebook's free Stop at once, before seat 1 takes the
    card it flipped or the sand still face up. While a card lies face down, or while a card
    face up still helps, it waits; easy and normal wait for their turn."""
    slots = ["taken" if 15 <= slot <= 20 else "down" if slot == 48 else "up"
             for slot in range(1, 49)]
    faces = {1: face("water"), 2: face("water"), 3: face("sand"), 4: face("sand")}
    with use_faces(faces):
        before = make_state(2, courses=[[1, 2], [3, 4]], slots=slots, turn=1, rounds=4)
        after, _ = ENGINE.apply(before, 1, ZigZagAction(verb="flip", slot=48))
        helped = after.model_copy(deep=True)
        helped.slots[14] = "up"  # a water card back on the table
        for level, expected in (("easy", None), ("normal", None),
                                ("hard", ZigZagAction(verb="stop"))):
            assert ENGINE.bot_anytime_action(ENGINE.bot_view(after, 0), 0, level=level,
                                             seed=1) == expected
            for waiting in (before, helped):
                assert ENGINE.bot_anytime_action(ENGINE.bot_view(waiting, 0), 0,
                                                 level=level, seed=1) is None
        _, events = ENGINE.apply(after, 0, ZigZagAction(verb="stop"))
        keys = [event.key for event in events]
        assert "zigzag.event.no_penalty" in keys and "zigzag.event.took_flipped" not in keys


def test_a_table_of_bots_lets_hard_stop_before_the_next_seat_acts() -> None:
    """`anytime_step`, the order benchmarks and tests play a table of bots in: a bot
    seat's out-of-turn action comes before the step of the seat the game waits for."""
    with use_faces({number: face("sand") for number in CARD_NUMBERS}):
        before = _one_sand_short()
        after, _ = ENGINE.apply(before, 0, ZigZagAction(
            verb="take", slot=before.slots.index("up") + 1))
        engine = get_engine("zigzag")
        assert anytime_step(engine, after, ["hard", "easy"], 5) == (
            0, ZigZagAction(verb="stop"))
        assert anytime_step(engine, after, ["normal", "hard"], 5) is None
        assert anytime_step(engine, after, ["random", "hard"], 5) is None
