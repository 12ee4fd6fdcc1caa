"""What a game gives the search to be played by bots: the plug-in interface of `games.ai`.

A bot decides from its seat's view alone (`engine.bot_view(state, seat)`), never from the state,
so it cannot cheat by construction. To search anyway, it samples full states the view could
have come from (determinization) and plays them forward with the engine's own `apply`.
Each game supplies, in `games/<game>/bot.py`, an object with the members below; the search
(`games.ai.ismcts`) knows nothing else about the game.

The contract the tests hold every game to:
- `sampler(view, seat)` returns a function `sample`, and each `sample(rng)` is a complete,
  valid state `s` that gives back exactly `view` (`engine.bot_view(s, seat)`, or
  `engine.view(s, seat)` for a player's view without memory): everything the seat sees is as it
  sees it, and only what it cannot see (an opponent's pawns, hands, decks, face-down traps)
  is drawn, uniformly or by a stated prior, from `rng` alone. So the seat's legal actions
  in `s` are exactly its legal actions in the real state, and the action the search
  returns is legal there.
- Everything is deterministic for a given `rng`: no other randomness, no clock, no
  iteration over a `set` or `frozenset` of strings (its order changes with the process's
  hash seed), so the same view, level and seed give the same action in every process.
- `candidates`, `rollout_action` and `evaluate` see a sampled state, secrets included: they
  are the search's imagination of one possible world, never the real one.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Hashable, Sequence
from typing import Any, Generic, Protocol, TypeVar

StateT = TypeVar("StateT")
ActionT = TypeVar("ActionT")
ViewT = TypeVar("ViewT", contravariant=True)


class BotGame(Protocol[StateT, ActionT, ViewT]):
    """A game as the search plays it (one instance per game, stateless).

    `to_act`, `legal_actions` and `apply` are the engine's own rules (a plug-in delegates
    to them: the search must play the real game); the other members are the game's
    knowledge: how to sample what the view hides, which actions to try first, how to play
    a quick rollout, and how good a position is when a rollout stops before the end.
    """

    def to_act(self, state: StateT) -> list[int]:
        """The engine's `to_act`."""
        ...

    def legal_actions(self, state: StateT, seat: int) -> list[ActionT]:
        """The engine's `legal_actions`."""
        ...

    def apply(self, state: StateT, seat: int, action: ActionT) -> tuple[StateT, Any]:
        """The engine's `apply` (the search ignores the events)."""
        ...

    def sampler(self, view: ViewT, seat: int) -> Callable[[random.Random], StateT]:
        """Draws full states consistent with everything `view` shows `seat` (see the
        module): prepared once for a decision, called once for each iteration."""
        ...

    def candidates(self, state: StateT, seat: int, legal: list[ActionT]) -> Sequence[ActionT]:
        """`legal` ordered best first by a cheap heuristic, for progressive widening: the
        search opens children in this order. It may leave out actions never worth trying,
        but not all of them. The search asks once per tree node and legal list, and keeps
        the answer for later samples reaching that node with the same legal actions."""
        ...

    def rollout_action(
        self, state: StateT, seat: int, legal: list[ActionT], rng: random.Random
    ) -> ActionT:
        """One of `legal`, by the quick policy rollouts play (randomness from `rng` only)."""
        ...

    def observation(self, state: StateT, seat: int, mover: int,
                    action: ActionT) -> Hashable | None:
        """What `seat` (the searching seat) sees in `state` that `mover`'s `action` just
        showed it and the samples do not share (a flipped card's face, say), or None when
        it shows nothing its later choices could depend on. The search grows the choices
        after the action apart for each answer, so what the seat does next may depend on
        what it saw, as at the table."""
        ...

    def evaluate(self, state: StateT) -> Sequence[float]:
        """Each seat's value of `state`, in [0, 1] (1: a sure win), where a rollout stops:
        the outcome of a finished game, an estimate of an unfinished one."""
        ...


class EngineRules(Generic[StateT, ActionT]):
    """The rules half of a `BotGame`, from the engine's own functions (the search must
    play the real game): a plug-in subclasses it and adds the game's knowledge."""

    def __init__(self, to_act: Callable[[StateT], list[int]],
                 legal_actions: Callable[[StateT, int], list[ActionT]],
                 apply: Callable[[StateT, int, ActionT], tuple[StateT, Any]]) -> None:
        self._to_act, self._legal_actions, self._apply = to_act, legal_actions, apply

    def to_act(self, state: StateT) -> list[int]:
        """The engine's `to_act`."""
        return self._to_act(state)

    def legal_actions(self, state: StateT, seat: int) -> list[ActionT]:
        """The engine's `legal_actions`."""
        return self._legal_actions(state, seat)

    def apply(self, state: StateT, seat: int, action: ActionT) -> tuple[StateT, Any]:
        """The engine's `apply`."""
        return self._apply(state, seat, action)


def check_sampled_view(viewer: int | None, seat: int, over: bool) -> None:
    """Refuse, as a caller's bug, to sample a view that is not `seat`'s own or shows a
    finished game (no decision to make): a sampler reads the seat's secrets off its view."""
    if viewer != seat:
        raise ValueError(f"the view is seat {viewer}'s, not seat {seat}'s")
    if over:
        raise ValueError("a finished game has no decision to sample")


def first_waiting(game: BotGame[Any, Any, Any], state: Any, prefer: int) -> int | None:
    """The seat that acts next in a search: `prefer` if the game waits for it, else the
    first seat it waits for (None when the game is over).

    In a simultaneous phase (several seats in `to_act`) the search lets the searching seat
    choose first and the others after it, as if they saw its choice: a cautious reading of a
    phase where, at the table, nobody sees the others' submissions before they are revealed.
    """
    seats = game.to_act(state)
    if not seats:
        return None
    return prefer if prefer in seats else seats[0]
