"""Bot players for Ostrich Scramble, decided from the seat's view alone.

The levels:
- `easy`: the policy below, a greedy reading of the board: it walks each possible move
  square by square (`runs`; collisions and skateboards left out) and prefers the one that
  picks up a garment its ostrich does not wear yet, then one that ends on a crate (the Crown
  and a trap), and avoids the cliff; traps go on the leader.
- `normal` and `hard`: information-set MCTS (`games.ai.ismcts`) with the budgets below,
  over states sampled from the view (`sampling`), played by the real rules, so collisions,
  skateboards, traps and the others' Zigs count; its heuristics are in `bot_search`.

The easy policy builds its actions from the view: a Zig from the seat's own hand and
ostriches, a trap from its own traps, and a mid-move answer from `view.pending.choices`,
the notation of every legal answer, which the view gives the deciding player. The search
returns one of the legal actions of a sample, whose legal actions are the real ones. So
every action is legal in the state the view came from.
"""

from __future__ import annotations

import random
from collections.abc import Iterable
from typing import Final

from games.ai import Budget, check_level, search

from .board import coords, distance
from .bot_search import SCRAMBLE_BOT
from .constants import DIRECTIONS, X_MAX, card_distance
from .models import Action
from .runs import NEEDED, SPARE, card_value, needs, path_value, run_values
from .views import OstrichView, ScrambleView

BUDGETS: Final[dict[str, Budget]] = {
    "normal": Budget(iterations=6, rollout_steps=8),
    "hard": Budget(iterations=24, rollout_steps=12),
}
"""Search budgets by level (`easy` plays the policy below and does not search); bench_ai
measures what they give (bench/RESULTS.md)."""


def bot_action(view: ScrambleView, seat: int, *, level: str, seed: int) -> Action:
    """The action a bot takes for `seat` from this view alone (the engine protocol's
    `bot_action`): the `easy` policy, or the search at `normal` and `hard`. The seed
    breaks ties and draws the samples, so the same view, level and seed give the same
    action."""
    checked = check_level(level)
    if view.viewer != seat or seat not in view.to_act:
        raise ValueError(f"seat {seat} has nothing to do in this view")
    rng = random.Random(seed)
    if checked != "easy":
        return search(SCRAMBLE_BOT, view, seat, BUDGETS[checked], rng)
    if view.phase == "plan":
        return _zig(view, seat, rng)
    if view.phase == "traps":
        return _trap(view, seat)
    return _answer(view, seat, rng)


# --------------------------------------------------------------------------- reading moves


def _best_run(view: ScrambleView, ostrich: OstrichView, square: str, card: str,
              directions: Iterable[str]) -> float:
    """The best `path_value` a card offers over the given directions (an X card at its
    best distance, which its player chooses when it is revealed)."""
    return max(card_value(run_values(view, ostrich, square, direction), card)
               for direction in directions)


# --------------------------------------------------------------------------- PLAN and traps


def _zig(view: ScrambleView, seat: int, rng: random.Random) -> Action:
    """A Zig for the seat's first ostrich without one: the card and direction whose run
    looks best (a dizzy ostrich sets a card only, judged by its best direction)."""
    ostrich = next(item for item in view.ostriches if item.owner == seat and item.card is None)
    hand = view.seats[seat].hand
    assert hand, "a player is asked for a Zig only while holding a card"
    square = ostrich.square
    if square is None:  # not on the board: any card does as well
        card = sorted(hand)[0]
        return Action(kind="zig", ostrich=ostrich.colour, card=card,
                      direction=None if ostrich.dizzy else DIRECTIONS[0])
    options: list[tuple[float, str, str | None]] = []
    for card in sorted(set(hand)):
        if ostrich.dizzy:
            options.append((_best_run(view, ostrich, square, card, DIRECTIONS), card, None))
            continue
        for direction in DIRECTIONS:
            options.append((_best_run(view, ostrich, square, card, (direction,)), card,
                            direction))
    top = max(value for value, _, _ in options)
    best = [(card, direction) for value, card, direction in options if value == top]
    chosen, way = best[rng.randrange(len(best))]
    return Action(kind="zig", ostrich=ostrich.colour, card=chosen, direction=way)


def _trap(view: ScrambleView, seat: int) -> Action:
    """A trap on the opponent's ostrich nearest to winning (most garment types worn), a
    butterfingers only on one with an off-coloured garment to lose; else pass."""
    traps = sorted(set(view.seats[seat].traps or []))
    targets = sorted((item for item in view.ostriches if item.owner != seat),
                     key=lambda item: -len(item.worn))
    for kind in traps:
        for target in targets:
            if kind == "butterfingers" and not _off_coloured(target):
                continue
            return Action(kind="trap", trap=kind, ostrich=target.colour)
    return Action(kind="trap_pass")


def _off_coloured(ostrich: OstrichView) -> bool:
    return any(garment.colour != ostrich.colour
               for garment in [*ostrich.worn.values(), *ostrich.backpack])


# --------------------------------------------------------------------------- decisions


def _answer(view: ScrambleView, seat: int, rng: random.Random) -> Action:
    """The best of the answers `view.pending.choices` lists (their notation), by kind."""
    pending = view.pending
    assert pending is not None and pending.seat == seat and pending.choices
    answers = [(text, parsed) for text in pending.choices
               if (parsed := answer_action(text)) is not None]
    if not answers:
        raise ValueError(f"no answer this bot knows among {pending.choices}")
    scored = [(_answer_value(view, seat, action), index)
              for index, (_, action) in enumerate(answers)]
    top = max(value for value, _ in scored)
    best = [index for value, index in scored if value == top]
    return answers[best[rng.randrange(len(best))]][1]


def _answer_value(view: ScrambleView, seat: int, action: Action) -> float:
    """How good one answer looks: runs (an X's distance, a dizzy or skateboard direction, a
    Zag) are read with `path_value`, a Zag taken only when it beats keeping it; a steal
    preferred when it brings a needed garment type; a replacement garment put far from the
    opponents' ostriches; other answers are alike."""
    active = _skater(view) if action.kind == "skate" else _active(view)
    kind = action.kind
    if kind == "give":
        return -1.0  # handing garments over is left to the players (and later levels)
    if active is None or active.square is None:
        return 0.0
    here = active.square
    if kind == "x" and action.number is not None:
        directions = _known(view.direction or active.direction)
        return max(path_value(view, active, here, direction, action.number)
                   for direction in directions)
    if kind in ("dir", "skate", "zag") and action.direction is not None:
        value = max(path_value(view, active, here, action.direction, steps)
                    for steps in _distances(view, active))
        return value - SPARE if kind == "zag" else value
    if kind == "zag":
        return 0.0  # no Zag: kept for a better turn
    if kind == "steal":
        return NEEDED if action.garment in needs(active) else SPARE
    if kind == "draw":
        return SPARE + 0.5
    if kind == "place" and action.square is not None:
        return _distance_from_opponents(view, seat, action.square)
    return 0.0


def _known(direction: str | None) -> tuple[str, ...]:
    """The run's direction when the view tells it, else every direction (a dizzy one)."""
    return DIRECTIONS if direction is None else (direction,)


def _distances(view: ScrambleView, active: OstrichView) -> range | tuple[int, ...]:
    """The run's distance when the view tells it; else the revealed card's, or every
    distance an X allows (its number is not shown while the Zig is being revealed)."""
    if view.distance is not None:
        return (view.distance,)
    if active.card is not None and card_distance(active.card) != "X":
        return (int(card_distance(active.card)),)
    return range(X_MAX + 1)


def _active(view: ScrambleView) -> OstrichView | None:
    return next((item for item in view.ostriches if item.colour == view.active), None)


def _skater(view: ScrambleView) -> OstrichView | None:
    """The ostrich a skate decision sends: the active one, or one its player's other ostrich
    pushed onto the skateboard."""
    named = view.pending.ostrich if view.pending is not None else None
    return next((item for item in view.ostriches if item.colour == (named or view.active)),
                None)


def _distance_from_opponents(view: ScrambleView, seat: int, square: str) -> float:
    spots = [item.square for item in view.ostriches
             if item.owner != seat and item.square is not None]
    return float(min((distance(square, spot) for spot in spots), default=0))


def answer_action(text: str) -> Action | None:
    """The action a mid-move answer's notation names (as `pending.choices` writes it);
    None for a kind this bot does not answer with."""
    words = text.split()
    kind, rest = words[0], words[1:]
    if kind == "run" and len(rest) == 1:
        return Action(kind="run", ostrich=rest[0])
    if kind == "x" and len(rest) == 1:
        return Action(kind="x", number=int(rest[0]))
    if kind in ("dir", "skate") and len(rest) == 1:
        return Action(kind=kind, direction=rest[0])
    if kind == "zag" and len(rest) == 1:
        return Action(kind="zag", direction=None if rest[0] == "no" else rest[0])
    if kind in ("catapult", "place", "return") and len(rest) == 1:
        coords(rest[0])  # a square name, as `format` writes it
        return Action(kind=kind, square=rest[0])
    if kind in ("drop", "steal") and len(rest) == 2:
        return Action(kind=kind, garment=rest[0], colour=rest[1])
    if kind == "draw" and not rest:
        return Action(kind="draw")
    if kind == "keep" and len(rest) == 1:
        return Action(kind="keep", trap=rest[0])
    if kind == "give" and len(rest) == 4:
        return Action(kind="give", garment=rest[0], colour=rest[1], ostrich=rest[3])
    return None
