"""Ostrich Scramble as the search plays it: the `BotGame` plug-in of `normal` and `hard`.

The search (`games.ai.ismcts`) samples full states from the seat's view (`sampling`), so
the heuristics here read a state, secrets included: one possible world, never the real one.
They measure one thing, what a run picks up (`runs`): a Zig by the garments its run would
take, a trap by how near its target is to winning, an answer mid-move by the run or the
garment it brings. Rollouts play the best-scored action most of the time, and `evaluate`
weighs the garment types each seat wears where a rollout stops.
"""

from __future__ import annotations

import math
import random
from collections.abc import Sequence
from typing import Final

from games.ai import EngineRules

from .board import distance
from .constants import DIRECTIONS
from .facts import ostrich
from .garments import carried, off_coloured
from .legal import legal_actions, to_act
from .models import Action, Ostrich, State
from .rules import apply_action
from .runs import NEARER, NEEDED, SPARE, card_value, nearest, needs, run_values
from .sampling import Sampler
from .views import ScrambleView

ROLLOUT_NOISE: Final = 0.15
"""How often a rollout step is uniformly random rather than greedy."""
_CLAIM: Final = 2.0
"""A Zag claimed: a second run on a later turn, for three cards."""
_ZAG_KEPT: Final = SPARE
"""A Zag token kept rather than used now: worth a spare garment."""
_SHARPNESS: Final = 1.5
"""How fast a seat's value rises with its lead in garment types (a softmax's slope)."""
_ZAG_WORTH: Final = 0.2
_HAND_WORTH: Final = 0.05
"""What a Zag token and a Zig card in hand add to a seat's progress, in garment types."""


class _Runs:
    """The runs each ostrich could make from where it stands, read once per ostrich and
    direction while the actions of one decision are scored."""

    def __init__(self, state: State) -> None:
        self.state = state
        self._values: dict[tuple[str, str], list[float]] = {}

    def values(self, item: Ostrich, direction: str) -> list[float]:
        """The worth of a run of `item` along `direction`, by length."""
        key = (item.colour, direction)
        if key not in self._values:
            assert item.square is not None
            self._values[key] = run_values(self.state, item, item.square, direction)
        return self._values[key]

    def best(self, item: Ostrich, direction: str | None, steps: int | None,
             card: str | None = None) -> float:
        """The best run of `item`: along `direction` (every one if None), `steps` long
        (the card's distance, or every length if both are None)."""
        if item.square is None:
            return 0.0
        ways = DIRECTIONS if direction is None else (direction,)
        if card is not None:
            return max(card_value(self.values(item, way), card) for way in ways)
        if steps is None:
            return max(max(self.values(item, way)) for way in ways)
        return max(self.values(item, way)[min(steps, len(self.values(item, way)) - 1)]
                   for way in ways)


def action_scores(state: State, seat: int, actions: Sequence[Action]) -> list[float]:
    """How promising each action looks to `seat` (higher first), whatever its kind."""
    runs = _Runs(state)
    return [_action_score(state, seat, action, runs) for action in actions]


def _action_score(state: State, seat: int, action: Action, runs: _Runs) -> float:
    """How promising one action looks to `seat`: a move by the best run it allows."""
    turn, kind = state.turn, action.kind
    if kind == "zig":
        return runs.best(ostrich(state, str(action.ostrich)), action.direction, None,
                         action.card)
    if kind == "run":
        item = ostrich(state, str(action.ostrich))
        zig = item.zig
        return 0.0 if zig is None else runs.best(
            item, None if item.dizzy else zig.direction, None, zig.card)
    if kind == "x":
        return runs.best(_active(state), turn.direction, action.number)
    if kind == "dir":
        return runs.best(_active(state), action.direction, turn.distance)
    if kind == "skate":  # the skater: the active ostrich or one its player's other pushed
        movement = state.movement
        if movement is None:
            return runs.best(_active(state), action.direction, turn.distance)
        return runs.best(ostrich(state, movement.ostrich), action.direction, movement.distance)
    if kind == "zag":
        return (_ZAG_KEPT if action.direction is None
                else runs.best(_active(state), action.direction, turn.distance))
    return _other_score(state, seat, action)


def _other_score(state: State, seat: int, action: Action) -> float:
    """How promising an action that moves no ostrich looks to `seat`."""
    kind = action.kind
    if kind == "claim":
        return _CLAIM
    if kind == "trap":
        return _trap_score(state, action)
    if kind == "give":
        return _give_score(state, seat, action)
    if kind == "steal":
        return NEEDED if action.garment in needs(_active(state)) else SPARE
    if kind == "draw":
        return SPARE + 0.5
    if kind == "drop":
        return _drop_score(state, action)
    if kind in ("catapult", "place", "return"):
        return _square_score(state, seat, action)
    return 0.0  # trap_pass, keep


def _active(state: State) -> Ostrich:
    return ostrich(state, str(state.turn.active))


def _trap_score(state: State, action: Action) -> float:
    """A trap on the ostrich nearest to winning; butterfingers only where it robs."""
    target = ostrich(state, str(action.ostrich))
    if action.trap == "butterfingers" and not off_coloured(target):
        return -1.0
    return 0.5 + 0.5 * len(target.worn)


def _give_score(state: State, seat: int, action: Action) -> float:
    """A give helps when the receiver lacks the garment's type and the giver keeps
    wearing one (it gives a spare, or has another of the type); else it is never tried."""
    receiver = ostrich(state, str(action.ostrich))
    if action.garment in receiver.worn:
        return -1.0
    giver = next(item for item in (ostrich(state, colour)
                                   for colour in state.seats[seat].ostriches)
                 if item is not receiver)
    same = [garment for garment in carried(giver) if garment.kind == action.garment]
    return NEEDED if len(same) > 1 else -1.0


def _drop_score(state: State, action: Action) -> float:
    """Losing a garment: a spare costs little, the only one of its type a lot."""
    pending = state.pending
    holder = ostrich(state, str(pending.ostrich if pending else state.turn.active))
    same = [garment for garment in carried(holder) if garment.kind == action.garment]
    return -SPARE if len(same) > 1 else -NEEDED


def _square_score(state: State, seat: int, action: Action) -> float:
    """A square chosen for a catapult or a return (near what the ostrich needs, on a
    garment it needs best), or for a replacement garment (far from the opponents)."""
    square = str(action.square)
    if action.kind == "place":
        spots = [item.square for item in state.ostriches
                 if item.owner != seat and item.square is not None]
        return NEARER * min((distance(square, spot) for spot in spots), default=0)
    pending = state.pending
    item = ostrich(state, str(pending.ostrich if pending and pending.ostrich
                              else state.turn.active))
    wanted = needs(item)
    garment = state.garments.get(square)
    if garment is not None and garment.kind in wanted:
        return NEEDED
    return -NEARER * nearest(state, square, wanted)


def progress(state: State, seat: int) -> float:
    """A seat's progress towards dressing its ostriches, in garment types worn per
    ostrich (0 to 4), with a little for a Zag token and Zig cards in hand."""
    mine = state.seats[seat].ostriches
    worn = sum(len(ostrich(state, colour).worn) for colour in mine)
    zags = sum(1 for colour in mine if ostrich(state, colour).zag)
    hand = min(len(state.seats[seat].hand), 4)
    return (worn + _ZAG_WORTH * zags) / len(mine) + _HAND_WORTH * hand


def evaluate(state: State) -> list[float]:
    """Each seat's value: its share of a finished game's win, else a softmax of the
    seats' progress (values summing to 1, the leader's rising with its lead)."""
    if state.phase == "over":
        share = 1.0 / len(state.winners) if state.winners else 0.0
        return [share if seat.seat in state.winners else 0.0 for seat in state.seats]
    weights = [math.exp(_SHARPNESS * progress(state, seat.seat)) for seat in state.seats]
    total = sum(weights)
    return [weight / total for weight in weights]


class ScrambleBot(EngineRules[State, Action]):
    """Ostrich Scramble as `games.ai.search` plays it (a `BotGame`): the rules, and the
    heuristics of this module."""

    def __init__(self) -> None:
        super().__init__(to_act, legal_actions, apply_action)

    def sampler(self, view: ScrambleView, seat: int) -> Sampler:
        """See `games.scramble.sampling`."""
        return Sampler(view, seat)

    def candidates(self, state: State, seat: int, legal: list[Action]) -> list[Action]:
        """Every legal action best first by `action_scores`, gives that help nothing left
        out (a give is a free action: offered at every step, it would never end)."""
        scores = action_scores(state, seat, legal)
        order = sorted(range(len(legal)), key=lambda index: -scores[index])
        kept = [legal[index] for index in order
                if legal[index].kind != "give" or scores[index] > 0]
        return kept or list(legal)

    def rollout_action(self, state: State, seat: int, legal: list[Action],
                       rng: random.Random) -> Action:
        """Mostly the best action by `action_scores` (ties drawn at random), sometimes any
        action but a give."""
        if rng.random() < ROLLOUT_NOISE:
            plays = [action for action in legal if action.kind != "give"] or legal
            return plays[rng.randrange(len(plays))]
        scores = action_scores(state, seat, legal)
        scored = [(score, action) for score, action in zip(scores, legal, strict=True)
                  if action.kind != "give" or score > 0]
        top = max(score for score, _ in scored)
        best = [action for score, action in scored if score == top]
        return best[0] if len(best) == 1 else best[rng.randrange(len(best))]

    def observation(self, state: State, seat: int, mover: int, action: Action) -> None:
        """Nothing: what a round reveals (Zigs, traps) comes after the seat's choices in
        it, which the search grows alike for every sample."""
        return None

    def evaluate(self, state: State) -> list[float]:
        """See the module's `evaluate`."""
        return evaluate(state)


SCRAMBLE_BOT: Final = ScrambleBot()
"""The plug-in `bot_action` searches with."""
