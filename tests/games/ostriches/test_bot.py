"""The Ostriches bot: what it may know, how it samples the rest, and moves any player sees."""

from __future__ import annotations

import random

import pytest

from games.ai import Budget
from games.ostriches import ENGINE
from games.ostriches import bot as ostriches_bot
from games.ostriches.bot import flip_distance, sample_state
from games.ostriches.models import Move, OstrichesState

from .builders import play, position

SMALL = {"normal": Budget(iterations=40, rollout_steps=8),
         "hard": Budget(iterations=80, rollout_steps=10)}


@pytest.fixture
def small_budgets(monkeypatch: pytest.MonkeyPatch) -> None:
    """The search levels with budgets small enough for tests (the levels' real budgets
    are measured in bench/bench_ai.py)."""
    monkeypatch.setattr(ostriches_bot, "BUDGETS", SMALL)


def random_states(seeds: range, memory: str) -> list[OstrichesState]:
    """Every state of seeded random games (powers used at random, Eyes included)."""
    states = []
    for seed in seeds:
        state = ENGINE.new_game(2, seed, {"memory": memory})
        rng = random.Random(seed)
        while seats := ENGINE.to_act(state):
            states.append(state)
            state, _ = ENGINE.apply(state, seats[0],
                                    rng.choice(ENGINE.legal_actions(state, seats[0])))
    return states


@pytest.mark.parametrize("memory", ["pure", "assist"])
def test_a_sample_is_a_state_the_view_could_have_come_from(memory: str) -> None:
    for index, state in enumerate(random_states(range(6), memory)):
        seat = ENGINE.to_act(state)[0]
        view = ENGINE.view(state, seat)
        sample = sample_state(view, seat, random.Random(index))
        assert ENGINE.view(sample, seat) == view
        assert ENGINE.legal_actions(sample, seat) == ENGINE.legal_actions(state, seat)
        assert OstrichesState.model_validate_json(sample.model_dump_json()) == sample


def test_samples_deal_the_opponents_unseen_powers_and_nothing_else() -> None:
    layout = {"a1": "red eye", "b1": "red plain", "c4": "blue swap", "d5": "blue tiles",
              "f5": "blue bush", "a6": "blue plain up"}
    state = position(layout)
    view = ENGINE.view(state, 0)
    seen: dict[str, set[str]] = {}
    for seed in range(60):
        sample = sample_state(view, 0, random.Random(seed))
        for pawn in sample.pawns:
            if pawn.square is not None:
                seen.setdefault(pawn.square, set()).add(f"{pawn.owner} {pawn.power}")
    assert seen["a1"] == {"0 eye"} and seen["b1"] == {"0 plain"}
    assert seen["a6"] == {"1 plain"}
    # Blue's three face-down pawns share what blue has left: bush, swap, eye, tiles, plain
    assert seen["c4"] == seen["d5"] == seen["f5"] == {
        "1 bush", "1 swap", "1 eye", "1 tiles", "1 plain"}


def test_what_an_eye_showed_is_never_sampled_again() -> None:
    layout = {"e4": "red eye", "a1": "blue eye", "f1": "blue tiles", "c2": "blue plain"}
    state, _ = play(position(layout), 0, "e4-f6 eye a1 f1")
    view = ENGINE.view(state, 0)
    for seed in range(20):
        sample = sample_state(view, 0, random.Random(seed))
        faces = {p.square: (p.owner, p.power) for p in sample.pawns if p.square}
        assert faces["a1"] == (1, "eye") and faces["f1"] == (1, "tiles")
        assert faces["c2"][0] == 1 and faces["c2"][1] in {"bush", "swap", "plain"}


def test_flip_distance_counts_knight_jumps_to_the_far_rank() -> None:
    assert flip_distance(0, "e4") == flip_distance(0, "b5") == 1
    assert flip_distance(0, "c3") == 2 and flip_distance(0, "a1") == 3
    assert flip_distance(0, "c6") == 2  # on the far rank: away and back
    assert flip_distance(1, "b3") == 1 and flip_distance(1, "b1") == 2


WINNING = {"a6": "red plain up", "b6": "red bush up", "c6": "red tiles up", "e4": "red swap",
           "a2": "blue eye", "d2": "blue plain"}


@pytest.mark.usefixtures("small_budgets")
@pytest.mark.parametrize("level", ["easy", "normal", "hard"])
def test_every_level_turns_up_its_fourth_pawn(level: str) -> None:
    view = ENGINE.view(position(WINNING), 0)
    step = ENGINE.bot_action(view, 0, level=level, seed=3)
    assert isinstance(step, Move) and step.origin == "e4" and step.target in ("d6", "f6")


@pytest.mark.usefixtures("small_budgets")
@pytest.mark.parametrize("level", ["normal", "hard"])
def test_the_search_never_turns_up_the_opponents_fourth_pawn(level: str) -> None:
    # Blue has three pawns up; blue's d4 could land on rank 6, and South must not do it.
    layout = {"a1": "blue plain up", "b1": "blue bush up", "c1": "blue tiles up",
              "d4": "blue swap", "a3": "red eye", "f2": "red plain"}
    view = ENGINE.view(position(layout), 0)
    for seed in range(5):
        step = ENGINE.bot_action(view, 0, level=level, seed=seed)
        assert not (isinstance(step, Move) and step.origin == "d4"
                    and step.target.endswith("6")), step


def test_a_bot_refuses_a_level_or_a_seat_it_does_not_know() -> None:
    state = ENGINE.new_game(2, 1)
    seat = ENGINE.to_act(state)[0]
    with pytest.raises(ValueError, match="unknown bot level"):
        ENGINE.bot_action(ENGINE.view(state, seat), seat, level="expert", seed=1)
    with pytest.raises(ValueError, match="nothing to do"):
        ENGINE.bot_action(ENGINE.view(state, 1 - seat), 1 - seat, level="easy", seed=1)
    with pytest.raises(ValueError, match="nothing to do"):  # another seat's view
        ENGINE.bot_action(ENGINE.view(state, 1 - seat), seat, level="easy", seed=1)
