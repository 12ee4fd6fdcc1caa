"""Zig Zag as the search plays it: the `BotGame` plug-in of `normal` and `hard`.

The search (`games.ai.ismcts`) samples full states from the seat's view (`sampling`), so
these heuristics read a state, face-down cards included: one possible world, never the real
one. They measure one thing, how far a figure's collect stack can take it, over every
running choice at once (`run_plan`): a card is worth taking when it lets the figure run
farther, a Stop once the stack reaches the goal, a card that helps no one but would carry
another figure into its goal (the stacks are known: every card is taken in the open) as
worth weighing against a flip or leaving it, a Stop with every card face up (free) as worth
weighing against a pass, and the search tries only the actions of the best kind
(`_worth_trying`). Every face-down card is alike to a seat that cannot see it,
so only the first is ever flipped in the search. Rollouts play the stand-in's rule
(`auto.auto_action`) most of the time, and `evaluate` weighs how far each figure would still
be from its goal once its stack is run: in rows at `normal` (`ZigZagBot`), in the terrain
cards still to turn over at `hard` (`RacingBot`, by `course_plan.course_values`, the cards
lying face up counted as taken where they carry the figure on), which also calls the free
Stop as its only candidate once nothing on the table can help (`free_stop_due`).
"""

from __future__ import annotations

import math
import random
from collections import Counter
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from typing import Final

from games.ai import EngineRules

from . import rules
from .auto import auto_action
from .course_plan import START as _START
from .course_plan import course_values
from .faces import card_faces
from .geometry import progress
from .models import SeatState, ZigZagAction, ZigZagState, ZigZagView
from .results import outcome_of
from .running import targets_from
from .sampling import Sampler
from .terrain import DECK_COUNTS

ROLLOUT_NOISE: Final = 0.1
"""How often a rollout step is a random candidate rather than the stand-in's rule."""
_SHARPNESS: Final = 0.15
"""How fast a seat's value rises as its figure nears the goal, per half row (a softmax's
slope): a whole card ahead is worth e^1.5, about 4.5 times the weight."""
_CARD: Final = 10
"""Half rows per course card (`geometry.progress`)."""
_STOP: Final = 3.0
_TAKE: Final = 2.0
_PASS: Final = 0.0
_FREE_STOP: Final = 0.5
_NEVER: Final = -10.0
"""Scores of a Stop once the stack reaches the goal, of a card that lets the figure run
farther (plus a thousandth for each half row), of a pass or leaving a card, of a Stop
with every card face up (of the kind of a pass, tried first: the rulebook's Stop when
nothing is usable), and of an action never worth trying."""
STOP: Final = ZigZagAction(verb="stop")
"""Calling Stop (one value, shared)."""
_DENY: Final = 1.5
_DENY_HELD: Final = 0.5
"""Scores of taking a card that does not help the seat but would carry another figure
into its goal: of the kind of a flip (face up) or of leaving it (flipped), so the search
weighs denying it against flipping or leaving it."""
_BROKEN: Final = 2 * _CARD
"""What a stack with a card that fits nowhere costs while cards are still collected: the
figure stops there, so nothing taken after it counts (about two cards' progress)."""


Spot = tuple[int, str]


@dataclass(frozen=True)
class RunPlan:
    """The best a figure's collect stack can do, the runner choosing every field: `reached`
    the goal, else `best`, the farthest progress any choice of fields ends on (-1: the
    start). `frontier`: the places some choice reaches with every card used (empty when
    every choice gets stuck on a card that fits nowhere, which ends the run); `stuck`: the
    places where some choice gets stuck (the figure stays there)."""

    reached: bool
    best: int
    frontier: frozenset[Spot]
    stuck: frozenset[Spot] = frozenset()


def _place(spot: Spot) -> tuple[int | None, str | None]:
    return (None, None) if spot == _START else spot


def _progress_of(spot: Spot) -> int:
    return -1 if spot == _START else progress(*spot)


def run_plan(player: SeatState, stack: Sequence[str] | None = None) -> RunPlan:
    """Every way the figure can run `stack` (its collect stack by default), at once: the
    places reachable after each card, the farthest one met, whether the goal is."""
    if player.at_goal:
        return RunPlan(True, 0, frozenset())
    start: Spot = _START if player.figure_card is None or player.figure_field is None else (
        player.figure_card, player.figure_field)
    frontier = {start}
    stuck: set[Spot] = set()
    for terrain in player.stack if stack is None else stack:
        after: set[Spot] = set()
        for spot in frontier:
            targets = targets_from(player, *_place(spot), terrain)
            if not targets:
                stuck.add(spot)
            for target in targets:
                if isinstance(target, str):
                    return RunPlan(True, len(player.course) * _CARD, frozenset())
                after.add(target)
        frontier = after
        if not frontier:
            break
    best = max(_progress_of(spot) for spot in {start} | stuck | frontier)
    return RunPlan(False, best, frozenset(frontier), frozenset(stuck))


def gain(player: SeatState, plan: RunPlan, terrain: str) -> int:
    """How much farther (in half rows) a card of `terrain` taken now would let the figure
    run than its stack does (into the goal: what was left); 0 when it does not help."""
    if plan.reached:
        return 0
    farthest = plan.best
    for spot in plan.frontier:
        for target in targets_from(player, *_place(spot), terrain):
            if isinstance(target, str):
                return len(player.course) * _CARD - plan.best
            farthest = max(farthest, progress(*target))
    return farthest - plan.best


def free_stop_due(player: SeatState, table: Iterable[tuple[str, str | None]]) -> bool:
    """Whether the rulebook's free Stop is due for the figure: its stack is short of the
    goal, no card of the `table` (each slot's status and terrain, None where unseen) lies
    face down, and none face up would carry the stack farther. The table then only shrinks,
    so nothing will help again, and a Stop ends collecting before the others take what they
    can still use. No face-down terrain is ever read."""
    slots = list(table)
    if any(status == "down" for status, _ in slots):
        return False
    plan = run_plan(player)
    return not plan.reached and not any(gain(player, plan, terrain)
                                        for status, terrain in slots
                                        if status == "up" and terrain)


def _denies(state: ZigZagState, seat: int, terrain: str) -> bool:
    """Whether a card of `terrain` would let another racing figure's stack reach its goal
    (the stacks are known: every card was taken in the open)."""
    for other, player in enumerate(state.seats):
        if other == seat or player.at_goal:
            continue
        plan = run_plan(player)
        if not plan.reached and _reaches(player, plan, terrain):
            return True
    return False


def _reaches(player: SeatState, plan: RunPlan, terrain: str) -> bool:
    """Whether one more card of `terrain` carries the figure's stack into its goal."""
    return any(isinstance(target, str) for spot in plan.frontier
               for target in targets_from(player, *_place(spot), terrain))


def distance_after_stack(player: SeatState, collecting: bool = False) -> int:
    """How far (in half rows) the figure would still be from its goal once its stack is
    run at its best (0: the stack reaches the goal); while cards are still `collecting`, a
    stack on which every run gets stuck costs `_BROKEN` more (nothing taken after helps)."""
    plan = run_plan(player)
    if plan.reached:
        return 0
    broken = _BROKEN if collecting and not plan.frontier else 0
    return len(player.course) * _CARD - plan.best + broken


def evaluate(state: ZigZagState) -> list[float]:
    """Each seat's value: its share of a finished game's win, else a softmax of how near
    each figure would be to its goal after its stack (a longer game adds its points)."""
    collecting = state.phase == "collect"
    return _race_values(state, [player.points * _CARD - distance_after_stack(player, collecting)
                                for player in state.seats], _SHARPNESS)


def _race_values(state: ZigZagState, scores: Sequence[float], sharpness: float) -> list[float]:
    """A finished game's shares of the win, else a softmax of the seats' `scores` (how near
    each is to its goal, higher nearer)."""
    outcome = outcome_of(state)
    if outcome is not None:
        share = 1.0 / len(outcome.winners)
        return [share if seat in outcome.winners else 0.0 for seat in range(state.players)]
    top = max(scores)
    weights = [math.exp(sharpness * (score - top)) for score in scores]
    total = sum(weights)
    return [weight / total for weight in weights]


def action_scores(state: ZigZagState, seat: int,
                  actions: Sequence[ZigZagAction]) -> list[float]:
    """How promising each action looks to `seat` (higher first)."""
    phase = state.phase
    if phase == "setup":
        return [_setup_score(action) for action in actions]
    player = state.seats[seat]
    if phase == "run":
        return [_run_score(player, action) for action in actions]
    plan = run_plan(player)
    held = state.held_slot(seat)
    scores = []
    for action in actions:
        verb = action.verb
        if verb == "stop":
            score = _STOP if plan.reached else _free_stop(state)
        elif verb == "take":
            slot = held if action.slot is None else action.slot - 1
            won = 0 if slot is None else gain(player, plan, state.table[slot])
            score = _TAKE + won / 1000 if won else _NEVER
            if not won and slot is not None and _denies(state, seat, state.table[slot]):
                score = _DENY_HELD if action.slot is None else _DENY
        elif verb == "flip":
            score = 1.0 if not plan.reached and plan.frontier else _NEVER
        else:  # leave, pass
            score = _PASS
        scores.append(score)
    return scores


def _free_stop(state: ZigZagState) -> float:
    """A Stop short of the goal: never while a card lies face down (its penalty card); with
    every card face up it is the rulebook's "none usable" Stop, free, and of the kind of a
    pass, so the search weighs ending the round (the others take nothing more) against
    passing."""
    return _NEVER if "down" in state.slots else _FREE_STOP


def _run_score(player: SeatState, action: ZigZagAction) -> float:
    """A running choice by the best the rest of the stack does from there (the goal
    first)."""
    if action.verb == "goal":
        return float(10 * _CARD * len(player.course) + 1)
    plan = run_plan(_stepped(player, action))
    return float(10 * _CARD * len(player.course)) if plan.reached else float(plan.best)


def _stepped(player: SeatState, action: ZigZagAction) -> SeatState:
    """The runner once its top card took it to the field `action` chose (a copy: the rest
    of its stack still to run)."""
    return SeatState.model_construct(**{**player.__dict__, "figure_card": (action.card or 1) - 1,
                                        "figure_field": action.field, "stack": player.stack[1:]})


def _setup_score(action: ZigZagAction) -> float:
    """Discard the cards with the rarest fields, lay the lowest card first (the stand-in's
    rule, as an order)."""
    if action.verb == "discard":
        return sum(_rarity(card) for card in action.cards)
    return -float(min(action.cards, default=0))


def _rarity(card: int) -> float:
    return sum(1 / DECK_COUNTS[terrain] for terrain in card_faces()[card].values())


def _worth_trying(state: ZigZagState, seat: int,
                  legal: list[ZigZagAction]) -> tuple[list[ZigZagAction], list[float]]:
    """The actions worth trying and their scores. Collecting: those of the best kind by
    `action_scores` (a Stop once the stack reaches the goal; else a card that lets the
    figure run farther, the search choosing which; else a flip, one for all face-down cards
    since they are alike to whoever flips; else a pass or leaving the card, and with every
    card face up a free Stop, which ends the round before the others take what is left), so
    never a Stop short of the goal while a card lies face down (its penalty card), a card
    that fits nowhere, nor a flip or a pass that leaves a useful card to the others.
    Running: the best choices, which the runner knows exactly (it sees its stack). Setup:
    every action, best first."""
    actions = _one_flip(legal)
    scores = action_scores(state, seat, actions)
    if state.phase == "setup":
        return actions, scores
    kind = math.floor(max(scores)) if state.phase == "collect" else max(scores)
    kept = [(action, score) for action, score in zip(actions, scores, strict=True)
            if (math.floor(score) if state.phase == "collect" else score) == kind]
    return [action for action, _ in kept], [score for _, score in kept]


def _one_flip(legal: list[ZigZagAction]) -> list[ZigZagAction]:
    """`legal` with only its first flip: face-down cards are alike to whoever flips."""
    flips = [action for action in legal if action.verb == "flip"]
    return legal if len(flips) <= 1 else [
        action for action in legal if action.verb != "flip" or action is flips[0]]


class ZigZagBot(EngineRules[ZigZagState, ZigZagAction]):
    """Zig Zag as `games.ai.search` plays it (a `BotGame`): the rules, and the heuristics
    of this module."""

    def __init__(self) -> None:
        super().__init__(rules.to_act, rules.legal_actions, rules.apply)

    def sampler(self, view: ZigZagView, seat: int) -> Sampler:
        """See `games.zigzag.sampling`."""
        return Sampler(view, seat)

    def candidates(self, state: ZigZagState, seat: int,
                   legal: list[ZigZagAction]) -> list[ZigZagAction]:
        """The actions worth trying (`_worth_trying`), best first by `action_scores`."""
        actions, scores = _worth_trying(state, seat, legal)
        order = sorted(range(len(actions)), key=lambda index: -scores[index])
        return [actions[index] for index in order]

    def rollout_action(self, state: ZigZagState, seat: int, legal: list[ZigZagAction],
                       rng: random.Random) -> ZigZagAction:
        """The stand-in's rule, sometimes a random action of those worth trying."""
        if rng.random() >= ROLLOUT_NOISE:
            return auto_action(state, seat)
        actions, _ = _worth_trying(state, seat, legal)
        return actions[rng.randrange(len(actions))]

    def observation(self, state: ZigZagState, seat: int, mover: int,
                    action: ZigZagAction) -> str | None:
        """A flipped card's terrain, which everyone sees: whether to take it depends on
        it. Nothing else a step shows changes the seat's later choices."""
        if action.verb == "flip" and action.slot is not None:
            return state.table[action.slot - 1]
        return None

    def evaluate(self, state: ZigZagState) -> list[float]:
        """See the module's `evaluate`."""
        return evaluate(state)


ZIGZAG_BOT: Final = ZigZagBot()
"""The plug-in `bot_action` searches with at `normal`."""

_FLIPS_SHARPNESS: Final = 0.075
"""`_SHARPNESS` per flip still to come: a course card costs about 20 flips."""
_FLIPS_PER_CARD: Final = 20.0
_BROKEN_FLIPS: Final = 2 * _FLIPS_PER_CARD


def flips_left(player: SeatState, collecting: bool = False,
               face_up: Mapping[str, int] | None = None) -> float:
    """How many terrain cards the figure would still expect to turn over to reach its goal
    (`course_plan.course_values`) once its stack is run at its best (0: the stack reaches
    the goal); while cards are still `collecting`, a stack on which every run gets stuck
    costs two cards' worth more (nothing taken after helps), and the cards lying face up
    (`face_up`, by terrain) count as taken in the best order they carry the figure forward
    (`_chained_flips`): cards one needs lying on the table are cards one need not flip."""
    plan = run_plan(player)
    if plan.reached:
        return 0.0
    values = course_values(tuple(player.course), player.goal)
    best = min(values[spot] for spot in plan.stuck | plan.frontier)
    if not collecting:
        return best
    if not plan.frontier:
        return best + _BROKEN_FLIPS
    if face_up:
        best = min(best, _chained_flips(player, plan.frontier, values, dict(face_up),
                                        _CHAIN_DEPTH))
    return best


_CHAIN_DEPTH: Final = 6
"""How many face-up cards `_chained_flips` chains at most (a course row is about two)."""


def _chained_flips(player: SeatState, frontier: frozenset[Spot], values: Mapping[Spot, float],
                   face_up: dict[str, int], depth: int) -> float:
    """The fewest flips left once the stack, whose runs end on `frontier`, takes up to
    `depth` of the `face_up` cards one by one, each carrying the figure nearer its goal (0:
    one carries it home). `face_up` is lent, and given back as it came."""
    here = min(values[spot] for spot in frontier)
    best = here
    if not depth:
        return best
    for terrain, count in face_up.items():
        if not count:
            continue
        after: set[Spot] = set()
        for spot in frontier:
            for target in targets_from(player, *_place(spot), terrain):
                if isinstance(target, str):
                    return 0.0
                after.add(target)
        if not after or min(values[target] for target in after) >= here:
            continue
        face_up[terrain] = count - 1
        best = min(best, _chained_flips(player, frozenset(after), values, face_up, depth - 1))
        face_up[terrain] = count
    return best


def free_face_up(state: ZigZagState) -> Counter[str]:
    """The terrains of the cards lying face up that anyone may take (a flipped card held
    by its flipper aside), by count."""
    return Counter(state.table[index] for index, status in enumerate(state.slots)
                   if status == "up" and state.held_by[index] is None)


def racing_evaluate(state: ZigZagState) -> list[float]:
    """`evaluate` with each figure's distance counted in the flips still to come
    (`flips_left`): a field whose next fields show rare terrains is far, and a card one
    needs lying face up is near (each seat counts it as its own)."""
    collecting = state.phase == "collect"
    face_up = free_face_up(state) if collecting else None
    return _race_values(state, [player.points * _FLIPS_PER_CARD
                                - flips_left(player, collecting, face_up)
                                for player in state.seats], _FLIPS_SHARPNESS)


class RacingBot(ZigZagBot):
    """`hard`'s plug-in: `ZigZagBot` valuing the race in flips (`racing_evaluate`)."""

    def evaluate(self, state: ZigZagState) -> list[float]:
        """See `racing_evaluate`."""
        return racing_evaluate(state)

    def candidates(self, state: ZigZagState, seat: int,
                   legal: list[ZigZagAction]) -> list[ZigZagAction]:
        """`ZigZagBot.candidates`, but the free Stop alone once it is due (`free_stop_due`),
        and a running choice by the flips still to come once the rest of the stack is run
        from it (the fewest first, all the equal ones)."""
        table = zip(state.slots, state.table, strict=True)
        if state.phase == "collect" and free_stop_due(state.seats[seat], table):
            return [STOP]
        if state.phase != "run":
            return super().candidates(state, seat, legal)
        player = state.seats[seat]
        left = [_flips_after(player, action) for action in legal]
        fewest = min(left)
        return [action for action, flips in zip(legal, left, strict=True) if flips == fewest]


def _flips_after(player: SeatState, action: ZigZagAction) -> float:
    """The flips still to come once the runner chose `action` and ran the rest of its
    stack from there."""
    return 0.0 if action.verb == "goal" else flips_left(_stepped(player, action))


RACING_BOT: Final = RacingBot()
"""The plug-in `bot_action` searches with at `hard`."""
