"""Laying a course that is quick to run: which cards to discard, in which order to lay the
rest (the `hard` bot's setup).

A course is measured by how many terrain cards one would expect to turn over to run it
(`expected_flips`): standing on a field, every terrain that fits a field ahead of it moves
the figure on (to the best such field), every other terrain is a wasted flip, so a field
is worth `(1 + sum of p(t) * value after t) / sum of p(t)` over the terrains t that fit,
p(t) being that terrain's share of the 48-card deck. Fields lead only forward (every step
between neighbours changes the progress, `geometry.progress`), so one pass from the goal
back to the start values a whole course; the measure rewards rare-free lanes, several ways
forward, and cards whose last row lines up with the next card's first row of common
terrains.

The best discard and order come from the courses' suffixes: a run of cards is kept only
while no other order of the same cards is as quick from each of the three lanes it can be
entered by (a Pareto front over those three values), so every order is weighed without
listing every permutation; the first card is weighed with the start apart, as the start
sees its terrains.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from functools import cache, lru_cache
from itertools import combinations
from typing import Final

from . import faces
from .geometry import CARD_ADJACENCY, FIELDS, FIRST_ROW, LAST_ROW, progress
from .terrain import DECK_COUNTS, DECK_SIZE, GOAL_TERRAINS

Spot = tuple[int, str]
START: Final[Spot] = (-1, "")
"""The figure's place before its first field, in `course_values`."""

Values = tuple[float, float, float]
"""The expected flips still to come from standing just before the first row's fields A1,
C1 and E1 of a card (on the previous card's A4, C4 and E4, or at the start)."""

_SHARE: Final[dict[str, float]] = {
    terrain: count / DECK_SIZE for terrain, count in DECK_COUNTS.items()}
_UNKNOWN_GOAL: Final = sum(1 / _SHARE[terrain] for terrain in GOAL_TERRAINS) / len(GOAL_TERRAINS)
"""The flips the goal card costs while it is not dealt yet: each goal alike."""


@dataclass(frozen=True)
class CoursePlan:
    """The cards to lay, first first, and the flips the course is expected to cost."""

    order: tuple[int, ...]
    flips: float


@cache
def _ahead(field: str) -> tuple[str, ...]:
    """The fields of the same card a figure on `field` moves forward to."""
    here = progress(0, field)
    return tuple(near for near in CARD_ADJACENCY[field] if progress(0, near) > here)


_BACK_TO_FRONT: Final = tuple(sorted(FIELDS, key=lambda field: -progress(0, field)))


Groups = tuple[tuple[float, tuple[str, ...]], ...]
"""The fields a place leads to, grouped by terrain: (the terrain's deck share, its fields)."""


def _groups(face: Mapping[str, str], fields: Iterable[str]) -> Groups:
    found: dict[str, list[str]] = {}
    for field in sorted(fields):
        found.setdefault(face[field], []).append(field)
    return tuple((_SHARE[terrain], tuple(near)) for terrain, near in sorted(found.items()))


def _flips_from(groups: Groups, value: dict[str, float]) -> float:
    """The expected flips from a place leading to `groups`, given each field's `value`: a
    flip of a fitting terrain moves on to its best field, any other flip is wasted."""
    flips, chance = 1.0, 0.0
    for share, nears in groups:
        flips += share * min(value[near] for near in nears)
        chance += share
    return flips / chance


@cache
def _program(card: int) -> tuple[tuple[str, Groups], ...]:
    """`_card_values`'s steps for `card`, back to front: each field not in the last row,
    with the fields ahead of it."""
    face = faces.card_faces()[card]
    return tuple((field, _groups(face, _ahead(field)))
                 for field in _BACK_TO_FRONT if field not in LAST_ROW)


@cache
def _start_groups(card: int) -> Groups:
    """What the start leads to when `card` is the course's first: its first row."""
    return _groups(faces.card_faces()[card], FIRST_ROW)


def _card_values(card: int, exits: Values) -> dict[str, float]:
    """The flips still to come from every field of `card`, given those from its last-row
    fields A4, C4, E4 onwards (`exits`)."""
    value = dict(zip(LAST_ROW, exits, strict=True))
    for field, groups in _program(card):
        value[field] = _flips_from(groups, value)
    return value


def _entry(card: int, value: dict[str, float]) -> Values:
    """The flips from just before each first-row field of `card` (its terrain first)."""
    face = faces.card_faces()[card]
    first = [1 / _SHARE[face[field]] + value[field] for field in FIRST_ROW]
    return first[0], first[1], first[2]


def _through(card: int, exits: Values) -> Values:
    """How many flips from just before each first-row field of `card`, given those from
    its last-row fields onwards (`exits`)."""
    return _entry(card, _card_values(card, exits))


def _from_start(card: int, exits: Values) -> float:
    """The flips of a course from the start, given its first card and what comes after
    that card's last row."""
    return _flips_from(_start_groups(card), _card_values(card, exits))


@lru_cache(maxsize=256)
def course_values(course: tuple[int, ...], goal: str | None) -> Mapping[Spot, float]:
    """The flips still to come from every field of `course` (card index, field) and from
    the start (`START`), into the goal `goal` (cached: read it, never change it)."""
    values: dict[Spot, float] = {START: 0.0}
    exits = _goal_exits(goal)
    for index in range(len(course) - 1, -1, -1):
        card_values = _card_values(course[index], exits)
        values.update(((index, field), flips) for field, flips in card_values.items())
        exits = _entry(course[index], card_values)
        if index == 0:
            values[START] = _flips_from(_start_groups(course[0]), card_values)
    return values


def expected_flips(course: Sequence[int], goal: str | None = None) -> float:
    """How many terrain cards one expects to turn over to run `course` from the start into
    the goal (`goal`'s terrain; None: not dealt yet, every goal alike)."""
    return _course_flips(course, _goal_exits(goal)) if course else 0.0


def _goal_exits(goal: str | None) -> Values:
    cost = _UNKNOWN_GOAL if goal is None else 1 / _SHARE[goal]
    return cost, cost, cost


def best_course(laid: Sequence[int], hand: Sequence[int], keep: int,
                goal: str | None = None) -> CoursePlan:
    """The quickest course that lays `keep` cards of `hand` after the cards already `laid`:
    the cards to lay next, in order (the rest of the hand is discarded)."""
    if not 0 < keep <= len(hand):
        raise ValueError(f"cannot lay {keep} of {len(hand)} cards")
    if keep == len(hand) > _EXACT_HAND:
        return _swapped_course(laid, hand, goal)
    fronts = _suffix_fronts(tuple(sorted(hand)), keep - 1, _goal_exits(goal))
    best: CoursePlan | None = None
    for cards in combinations(sorted(hand), keep):
        for first in cards:
            for values, order in fronts[frozenset(cards) - {first}]:
                flips = _course_flips([*laid, first], values)
                if best is None or flips < best.flips:
                    best = CoursePlan((first, *order), flips)
    assert best is not None
    return best


def _swapped_course(laid: Sequence[int], cards: Sequence[int],
                    goal: str | None) -> CoursePlan:
    """A quick order of many `cards` (all laid, after `laid`): from the lowest first,
    swap two cards while that makes the course quicker."""
    order = sorted(cards)
    flips = expected_flips([*laid, *order], goal)
    improved = True
    while improved:
        improved = False
        for one, two in combinations(range(len(order)), 2):
            swapped = list(order)
            swapped[one], swapped[two] = swapped[two], swapped[one]
            tried = expected_flips([*laid, *swapped], goal)
            if tried < flips - 1e-9:
                order, flips, improved = swapped, tried, True
    return CoursePlan(tuple(order), flips)


def _course_flips(course: Sequence[int], exits: Values) -> float:
    """The flips of the whole course: `course`, then what its last card's last row leads
    to (`exits`). The start is weighed apart, as it sees the first card's terrains (two
    runs entered alike may differ from the start)."""
    for card in reversed(course[1:]):
        exits = _through(card, exits)
    return _from_start(course[0], exits)


_EXACT_HAND: Final = 9
"""Hands of more cards than this, all to be laid (a longer game's later race, after penalty
cards), are ordered by swaps (`_swapped_course`): weighing every set of their cards takes
seconds. A discard comes only from the first deal, of seven or eight cards."""

Front = list[tuple[Values, tuple[int, ...]]]


def _suffix_fronts(hand: tuple[int, ...], keep: int,
                   exits: Values) -> dict[frozenset[int], Front]:
    """For every set of up to `keep` cards of `hand`, the orders of those cards that no
    other order beats from all three lanes at once, each with its entry values (`exits`:
    what the last card's last row leads to)."""
    fronts: dict[frozenset[int], Front] = {frozenset(): [(exits, ())]}
    for size in range(1, keep + 1):
        for cards in combinations(hand, size):
            found: Front = []
            for first in cards:
                for values, order in fronts[frozenset(cards) - {first}]:
                    found.append((_through(first, values), (first, *order)))
            fronts[frozenset(cards)] = _pareto(found)
    return fronts


def _pareto(found: Front) -> Front:
    """The entries of `found` that no other is at least as good as in every lane (one of
    equal ones kept)."""
    found.sort(key=lambda entry: sum(entry[0]))
    kept: Front = []
    for values, order in found:
        if not any(all(o <= v for o, v in zip(other, values, strict=True))
                   for other, _ in kept):
            kept.append((values, order))
    return kept


def forget_faces() -> None:
    """Drop what was worked out from the card faces (for tests that swap faces)."""
    _program.cache_clear()
    _start_groups.cache_clear()
    course_values.cache_clear()
