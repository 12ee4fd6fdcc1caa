"""Information-set Monte Carlo tree search with determinization, for any `BotGame`.

Single-observer ISMCTS (Cowling, Powley and Whitehouse, 2012): one tree of the searching
seat's information sets, shared by every sampled world. Each iteration samples a state
consistent with the seat's view, walks the tree choosing among the children that are legal
in that sample (UCB1 over their availability counts, so a child rarely legal is not
undervalued), opens one new child, plays a rollout of a bounded number of steps with the
game's quick policy, and backs each seat's value up the path. The root's most visited
child is the decision (or, without searching, the only candidate the game offers).

The tree's edges are (seat, action) pairs, whoever acts; children open in the order the
game's `candidates` gives (progressive widening), so wide nodes (forty squares for a bush)
are searched best first. All chance comes from the `random.Random` passed in; no clock is
read, so the same view, budget and seed always give the same action.
"""

from __future__ import annotations

import math
import random
from collections.abc import Hashable, Iterator, Sequence
from contextlib import contextmanager
from contextvars import ContextVar
from dataclasses import dataclass
from typing import Any, Generic, TypeVar

from games.ai.game import BotGame, first_waiting
from games.ai.levels import Budget

StateT = TypeVar("StateT")
ActionT = TypeVar("ActionT")
ViewT = TypeVar("ViewT")


class _Node(Generic[ActionT]):
    """One information set of the tree, reached by `seat` choosing the edge into it.

    `legal` and `ordered` keep the last `candidates` answer here: samples reaching a node
    mostly offer the same legal actions, and ordering them again each time cost as much as
    a rollout. `outcomes` are the information sets an edge leads to when the action shows
    the searching seat something (`BotGame.observation`): the edge's statistics stay on
    this node, the choices after it grow under the outcome the sample gave.
    """

    __slots__ = ("available", "children", "legal", "ordered", "outcomes", "seat", "total",
                 "visits")

    def __init__(self, seat: int) -> None:
        self.seat = seat
        self.visits = 0
        self.available = 0
        self.total = 0.0
        self.children: dict[tuple[int, ActionT], _Node[ActionT]] = {}
        self.legal: list[ActionT] | None = None
        self.ordered: Sequence[ActionT] = ()
        self.outcomes: dict[Hashable, _Node[ActionT]] = {}


@dataclass(frozen=True)
class SearchReport:
    """Why a search chose its action, for a player asking for a hint: how many playouts it
    ran (0: it did not search, one action being the only one worth trying), how many of
    them began with the chosen action, and that action's mean value for the seat over
    them (its estimated chance of winning, in [0, 1])."""

    playouts: int
    chosen_playouts: int = 0
    value: float = 0.0


_REPORTS: ContextVar[list[SearchReport] | None] = ContextVar("search_reports", default=None)
_SCALE: ContextVar[int] = ContextVar("search_scale", default=1)


@contextmanager
def reporting(scale: int = 1) -> Iterator[list[SearchReport]]:
    """Collect a `SearchReport` of every search run within the block (a hint asks for the
    one behind a bot's action; a bot playing does not ask, and pays nothing for it), each
    search running `scale` times its level's iterations (a hint may afford more)."""
    reports: list[SearchReport] = []
    token = _REPORTS.set(reports)
    scaled = _SCALE.set(max(1, scale))
    try:
        yield reports
    finally:
        _SCALE.reset(scaled)
        _REPORTS.reset(token)


def _report(report: SearchReport) -> None:
    reports = _REPORTS.get()
    if reports is not None:
        reports.append(report)


def search(
    game: BotGame[StateT, ActionT, ViewT], view: ViewT, seat: int, budget: Budget,
    rng: random.Random,
) -> ActionT:
    """The action the search prefers for `seat`, which `view` shows; legal in the real state
    because every sample agrees with the view. Raises ValueError when `seat` has nothing
    to do."""
    sample = game.sampler(view, seat)
    first = sample(rng)
    legal = game.legal_actions(first, seat)
    if not legal:
        raise ValueError(f"seat {seat} has nothing to do in this view")
    if len(legal) == 1:
        _report(SearchReport(playouts=0))
        return legal[0]
    root: _Node[ActionT] = _Node(-1)
    if len(_ordered(game, root, first, seat, legal)) == 1:
        _report(SearchReport(playouts=0))
        return root.ordered[0]  # the game's candidates leave one action worth trying
    iterations = budget.iterations * _SCALE.get()
    for iteration in range(iterations):
        state = first if iteration == 0 else sample(rng)
        _iterate(game, root, state, seat, budget, rng)
    chosen = _most_visited(root, seat, legal)
    child = root.children.get((seat, chosen))
    if child is not None and child.visits:
        _report(SearchReport(playouts=iterations, chosen_playouts=child.visits,
                             value=child.total / child.visits))
    return chosen


def _most_visited(root: _Node[ActionT], seat: int, legal: list[ActionT]) -> ActionT:
    """The root's child with the most visits (ties: the better mean, then `legal` order)."""
    best, best_key = legal[0], (-1, -1.0)
    for action in legal:
        child = root.children.get((seat, action))
        if child is None or child.visits == 0:
            continue
        key = (child.visits, child.total / child.visits)
        if key > best_key:
            best, best_key = action, key
    return best


def _ordered(game: BotGame[StateT, ActionT, Any], node: _Node[ActionT], state: StateT,
             mover: int, legal: list[ActionT]) -> Sequence[ActionT]:
    """`legal` in the game's candidate order, kept on the node while its legal list lasts."""
    if len(legal) == 1:
        return legal
    if node.legal != legal:
        node.legal = legal
        node.ordered = game.candidates(state, mover, legal)
    return node.ordered


def _iterate(
    game: BotGame[StateT, ActionT, Any], root: _Node[ActionT], state: StateT, seat: int,
    budget: Budget, rng: random.Random,
) -> None:
    """One iteration: select and expand in `state` (a fresh sample), roll out, back up."""
    node = root
    path = [root]
    exploration = budget.exploration
    while (mover := first_waiting(game, state, seat)) is not None:
        ordered = _ordered(game, node, state, mover, game.legal_actions(state, mover))
        allowed = budget.first_children + int(node.visits ** budget.widening)
        chosen: ActionT | None = None
        chosen_node: _Node[ActionT] | None = None
        best = -math.inf
        opened = False
        for action in ordered[:allowed]:
            child = node.children.get((mover, action))
            if child is None:
                chosen, chosen_node, opened = action, _Node(mover), True
                node.children[(mover, action)] = chosen_node
                chosen_node.available = 1
                break
            child.available += 1
            score = child.total / child.visits + exploration * math.sqrt(
                math.log(child.available) / child.visits)
            if score > best:
                best, chosen, chosen_node = score, action, child
        assert chosen is not None and chosen_node is not None, "no candidate to play"
        state, _ = game.apply(state, mover, chosen)
        path.append(chosen_node)
        if opened:
            break
        seen = game.observation(state, seat, mover, chosen)
        node = chosen_node
        if seen is not None:
            node = chosen_node.outcomes.setdefault(seen, _Node(mover))
            path.append(node)
    state = _rollout(game, state, seat, budget.rollout_steps, rng)
    values = game.evaluate(state)
    for visited in path:
        visited.visits += 1
        if visited.seat >= 0:
            visited.total += values[visited.seat]


def _rollout(game: BotGame[StateT, ActionT, Any], state: StateT, seat: int, steps: int,
             rng: random.Random) -> StateT:
    """Play up to `steps` single steps with the game's rollout policy; the state reached."""
    for _ in range(steps):
        mover = first_waiting(game, state, seat)
        if mover is None:
            break
        legal = game.legal_actions(state, mover)
        action = legal[0] if len(legal) == 1 else game.rollout_action(state, mover, legal, rng)
        state, _ = game.apply(state, mover, action)
    return state
