"""The game-agnostic search of `games.ai`, on toy games small enough to know the answer."""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from dataclasses import dataclass

import pytest

from games.ai import Budget, check_level, search

BUDGET = Budget(iterations=400, rollout_steps=50)


@dataclass(frozen=True)
class Pile:
    """Take-away: players alternate taking 1 or 2 stones; who takes the last one wins.
    `hidden` is a secret of seat 1 that changes nothing (for the determinization)."""

    stones: int
    turn: int
    hidden: int = 0
    winner: int | None = None


class TakeAway:
    """The toy game as a `BotGame`; its rollouts play at random, its evaluation is neutral."""

    def to_act(self, state: Pile) -> list[int]:
        return [] if state.winner is not None else [state.turn]

    def legal_actions(self, state: Pile, seat: int) -> list[int]:
        return [take for take in (1, 2) if take <= state.stones] if seat == state.turn else []

    def apply(self, state: Pile, seat: int, action: int) -> tuple[Pile, list[str]]:
        assert action in self.legal_actions(state, seat)
        left = state.stones - action
        return Pile(left, 1 - seat, state.hidden, seat if left == 0 else None), []

    def sampler(self, view: Pile, seat: int) -> Callable[[random.Random], Pile]:
        return lambda rng: Pile(view.stones, view.turn, rng.randrange(100), view.winner)

    def candidates(self, state: Pile, seat: int, legal: list[int]) -> Sequence[int]:
        return legal

    def rollout_action(self, state: Pile, seat: int, legal: list[int],
                       rng: random.Random) -> int:
        return rng.choice(legal)

    def observation(self, state: Pile, seat: int, mover: int, action: int) -> None:
        return None

    def evaluate(self, state: Pile) -> Sequence[float]:
        if state.winner is None:
            return (0.5, 0.5)
        return (1.0, 0.0) if state.winner == 0 else (0.0, 1.0)


@pytest.mark.parametrize(("stones", "best"), [(2, 2), (4, 1), (5, 2), (7, 1), (8, 2)])
def test_the_search_finds_the_winning_take(stones: int, best: int) -> None:
    # leave the opponent a multiple of three
    for seed in range(3):
        assert search(TakeAway(), Pile(stones, 0), 0, BUDGET, random.Random(seed)) == best


def test_a_single_legal_action_is_played_without_searching() -> None:
    assert search(TakeAway(), Pile(1, 1), 1, Budget(iterations=0, rollout_steps=0),
                  random.Random(1)) == 1


def test_nothing_to_do_is_an_error() -> None:
    with pytest.raises(ValueError, match="nothing to do"):
        search(TakeAway(), Pile(5, 0), 1, BUDGET, random.Random(1))


def test_the_same_seed_gives_the_same_choice_and_others_may_differ() -> None:
    # from 6 stones every move loses against perfect play: the choice is the seed's
    choices = [search(TakeAway(), Pile(6, 0), 0, Budget(iterations=30, rollout_steps=50),
                      random.Random(seed)) for seed in range(12)]
    again = [search(TakeAway(), Pile(6, 0), 0, Budget(iterations=30, rollout_steps=50),
                    random.Random(seed)) for seed in range(12)]
    assert choices == again and set(choices) == {1, 2}


def test_levels_are_checked() -> None:
    assert check_level("hard") == "hard"
    with pytest.raises(ValueError, match="easy, normal, hard"):
        check_level("Hard")


@dataclass(frozen=True)
class Coin:
    """Look-then-guess: a hidden coin; seat 0 may look at it (once) or guess it, and wins
    by guessing right. Looking first always wins, if the search keeps apart what it saw."""

    face: int
    looked: bool = False
    guess: int | None = None


class LookThenGuess:
    """The toy game as a `BotGame`; `observation` says what a look showed."""

    def __init__(self, shows: bool = True) -> None:
        self.shows = shows

    def to_act(self, state: Coin) -> list[int]:
        return [] if state.guess is not None else [0]

    def legal_actions(self, state: Coin, seat: int) -> list[str]:
        return ["guess 0", "guess 1"] + ([] if state.looked else ["look"])

    def apply(self, state: Coin, seat: int, action: str) -> tuple[Coin, list[str]]:
        if action == "look":
            return Coin(state.face, True), []
        return Coin(state.face, state.looked, int(action[-1])), []

    def sampler(self, view: Coin, seat: int) -> Callable[[random.Random], Coin]:
        return lambda rng: Coin(rng.randrange(2))

    def candidates(self, state: Coin, seat: int, legal: list[str]) -> Sequence[str]:
        return legal

    def rollout_action(self, state: Coin, seat: int, legal: list[str],
                       rng: random.Random) -> str:
        return rng.choice(legal)

    def observation(self, state: Coin, seat: int, mover: int, action: str) -> int | None:
        return state.face if action == "look" and self.shows else None

    def evaluate(self, state: Coin) -> Sequence[float]:
        return (1.0 if state.guess == state.face else 0.0,)


def test_what_an_action_shows_the_seat_keeps_the_choices_after_it_apart() -> None:
    budget = Budget(iterations=300, rollout_steps=2, first_children=3)
    for seed in range(6):
        assert search(LookThenGuess(), Coin(0), 0, budget, random.Random(seed)) == "look"
    # without the observation, the guess after a look is one choice for both faces: worth
    # no more than guessing at once
    blind = [search(LookThenGuess(shows=False), Coin(0), 0, budget, random.Random(seed))
             for seed in range(6)]
    assert blind.count("look") < 6


class OnlyOne(TakeAway):
    """Take-away whose candidates keep only the first legal take (and cannot evaluate)."""

    def candidates(self, state: Pile, seat: int, legal: list[int]) -> Sequence[int]:
        return legal[:1]

    def evaluate(self, state: Pile) -> Sequence[float]:
        raise AssertionError("searched")


def test_a_single_candidate_is_played_without_searching() -> None:
    assert search(OnlyOne(), Pile(5, 0), 0, BUDGET, random.Random(1)) == 1
