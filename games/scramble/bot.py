"""Bot players for Ostrich Scramble, decided from the seat's view alone.

Every level plays the `easy` policy below for now: the search levels (`normal`, `hard`,
built on `games.ai.ismcts`) need a determinizer for this game's hidden hands, decks, Zig
cards and traps, to be written on issue 17's rules (docs/BOTS.md says what it needs).

The policy is a greedy reading of the board: it walks each possible move square by square
(collisions and skateboards left out) and prefers the one that picks up a garment its
ostrich does not wear yet, then one that ends on a crate (the Crown and a trap), and avoids
the cliff.

Actions are built from the view: a Zig from the seat's own hand and ostriches, a trap from
its own traps, and a mid-move answer from `view.pending.choices`, the notation of every
legal answer, which the view gives the deciding player. So every action is legal in the
state the view came from.
"""

from __future__ import annotations

import random
from collections.abc import Iterable
from typing import Final

from games.ai import check_level

from .board import coords, distance, next_square
from .constants import DIRECTIONS, GARMENT_TYPES, X_MAX, card_distance
from .models import Action
from .views import OstrichView, ScrambleView

_NEEDED: Final = 10.0
"""Picking up a garment type the ostrich does not wear: the way to win."""
_SPARE: Final = 1.0
"""Picking up any other garment: something to give, or to lose instead of a worn one."""
_CRATE: Final = 1.0
"""Ending on an empty crate: the Crown and a trap."""
_CLIFF: Final = -20.0
"""Falling off: dizzy, and an off-coloured garment lost."""
_NEARER: Final = 0.1
"""Per step nearer the nearest garment the ostrich needs, for a move that picks none up."""


def bot_action(view: ScrambleView, seat: int, *, level: str, seed: int) -> Action:
    """The action a bot takes for `seat` from this view alone (the engine protocol's
    `bot_action`): the `easy` policy at every level for now (see the module). The seed
    breaks ties, so the same view, level and seed give the same action."""
    check_level(level)
    if view.viewer != seat or seat not in view.to_act:
        raise ValueError(f"seat {seat} has nothing to do in this view")
    rng = random.Random(seed)
    if view.phase == "plan":
        return _zig(view, seat, rng)
    if view.phase == "traps":
        return _trap(view, seat)
    return _answer(view, seat, rng)


# --------------------------------------------------------------------------- reading moves


def _needs(ostrich: OstrichView) -> set[str]:
    """The garment types an ostrich does not wear yet."""
    return {kind for kind in GARMENT_TYPES if kind not in ostrich.worn}


def path_value(view: ScrambleView, ostrich: OstrichView, square: str, direction: str,
               steps: int) -> float:
    """How good running `steps` squares from `square` towards `direction` looks for
    `ostrich`, walking the board square by square (other ostriches and skateboards are
    left out: this is the easy reading)."""
    needs = _needs(ostrich)
    here = square
    value = 0.0
    for _ in range(steps):
        ahead = next_square(here, direction, view.width, view.height)
        if ahead is None:
            return value + _CLIFF
        here = ahead
        garment = view.garments.get(here)
        if garment is not None:
            if garment.kind in needs:
                needs.discard(garment.kind)
                value += _NEEDED
            else:
                value += _SPARE
    if here in view.crates and here not in view.garments and steps > 0:
        value += _CRATE
    return value - _NEARER * _nearest(view, here, needs)


def _nearest(view: ScrambleView, square: str, needs: set[str]) -> int:
    """Steps from `square` to the nearest garment of a needed type (0 if none lies out)."""
    found = [distance(square, spot) for spot, garment in view.garments.items()
             if garment.kind in needs]
    return min(found, default=0)


def _best_run(view: ScrambleView, ostrich: OstrichView, square: str, card: str,
              directions: Iterable[str]) -> float:
    """The best `path_value` a card offers over the given directions (an X card at its
    best distance, which its player chooses when it is revealed)."""
    lengths = range(X_MAX + 1) if card_distance(card) == "X" else (int(card_distance(card)),)
    return max(path_value(view, ostrich, square, direction, length)
               for direction in directions for length in lengths)


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
    active = _active(view)
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
        return value - _SPARE if kind == "zag" else value
    if kind == "zag":
        return 0.0  # no Zag: kept for a better turn
    if kind == "steal":
        return _NEEDED if action.garment in _needs(active) else _SPARE
    if kind == "draw":
        return _SPARE + 0.5
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
