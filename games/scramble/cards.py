"""Zig and trap decks: drawing, reshuffling, and which three cards make a Zag claim.

Every shuffle and draw takes a chance step from the state, so a game replays exactly.
"""

from __future__ import annotations

from functools import lru_cache
from itertools import combinations_with_replacement

from games.base import Event
from games.scramble.constants import (
    CARD_NAMES,
    HAND_TARGET,
    TRAP_HAND_LIMIT,
    card_distance,
    card_sort_key,
)
from games.scramble.facts import emit, rng
from games.scramble.models import State


def sorted_cards(cards: list[str]) -> list[str]:
    """Cards in reading order (1, 2, 3, X; cw before ccw)."""
    return sorted(cards, key=card_sort_key)


def draw_zigs(
    state: State, seat: int, count: int, events: list[Event], *, secret: bool = False
) -> list[str]:
    """Draw up to `count` Zig cards for a seat; reshuffles the discards when the deck runs out.

    A draw that still finds nothing gets nothing (house rule). The seat privately learns
    which cards it drew. A `secret` draw (after a claim in PLAN, announced only when PLAN
    ends) also keeps its reshuffle private.
    """
    drawn: list[str] = []
    for _ in range(count):
        if not state.zig_deck and state.zig_discard:
            state.zig_deck = list(state.zig_discard)
            state.zig_discard = []
            rng(state).shuffle(state.zig_deck)
            if secret:
                emit(events, "reshuffle_zig_private", audience=seat)
            else:
                emit(events, "reshuffle_zig")
        if not state.zig_deck:
            break
        drawn.append(state.zig_deck.pop())
    state.seats[seat].hand.extend(drawn)
    if drawn:
        emit(events, "drew_private", audience=seat, cards=" ".join(sorted_cards(drawn)))
    return drawn


def draw_to_target(
    state: State, seat: int, events: list[Event], *, secret: bool = False
) -> None:
    """Draw until the seat holds at least four Zig cards (never discarding down)."""
    missing = HAND_TARGET - len(state.seats[seat].hand)
    if missing > 0:
        draw_zigs(state, seat, missing, events, secret=secret)


def draw_trap(state: State) -> str | None:
    """The top trap card, reshuffling the trap discards first if the deck is empty."""
    if not state.trap_deck and state.trap_discard:
        state.trap_deck = list(state.trap_discard)
        state.trap_discard = []
        rng(state).shuffle(state.trap_deck)
    return state.trap_deck.pop() if state.trap_deck else None


def over_trap_limit(state: State, seat: int) -> bool:
    """Whether the seat holds more traps than the hand limit of one."""
    return len(state.seats[seat].traps) > TRAP_HAND_LIMIT


def is_claim(cards: tuple[str, ...]) -> bool:
    """Three cards of one distance, X cards being wild (three X cards also count)."""
    if len(cards) != 3 or any(card not in CARD_NAMES for card in cards):
        return False
    distances = {card_distance(card) for card in cards} - {"X"}
    return len(distances) <= 1


def claim_distance(cards: tuple[str, ...]) -> str:
    """The distance a claim is made of (`X` when all three cards are X)."""
    distances = sorted({card_distance(card) for card in cards} - {"X"})
    return distances[0] if distances else "X"


def holds(hand: list[str], cards: tuple[str, ...]) -> bool:
    """Whether a hand contains all these cards (as a multiset)."""
    remaining = list(hand)
    for card in cards:
        if card not in remaining:
            return False
        remaining.remove(card)
    return True


def claim_options(hand: list[str]) -> list[tuple[str, ...]]:
    """Every distinct Zag claim a hand can make, each in canonical card order."""
    return list(_claim_options(tuple(sorted(hand))))


@lru_cache(maxsize=4096)
def _claim_options(hand: tuple[str, ...]) -> tuple[tuple[str, ...], ...]:
    """`claim_options` of a hand given as a sorted tuple: PLAN lists a seat's claims at
    every step, and hands repeat, so each is worked out once."""
    names = sorted(set(hand), key=card_sort_key)
    return tuple(
        combo for combo in combinations_with_replacement(names, 3)
        if is_claim(combo) and holds(list(hand), combo)
    )
