"""What Ostrich Scramble keeps from the table: hands, Zig cards and traps face down, decks,
and the cards of secret claims.

`secrets` names each with the lines that will reveal it; `redraw` changes every one of them,
keeping sizes and everything public. The leak checks use both (`games.base.GameEngine`).
"""

from __future__ import annotations

import random

from games.base import Event, Secret

from .constants import CARD_NAMES, DIRECTIONS, TRAP_KINDS
from .models import State

HAND_SHOWN = 4
"""Shorter hands are not looked for as text: three card names could be public by chance."""


def secrets(state: State) -> list[Secret]:
    """The reveal lines of every Zig card and trap still face down, and every hand of four
    cards or more as `describe` lists it."""
    if state.phase == "over":
        return []
    found = []
    for item in state.ostriches:
        if item.zig is not None and not item.revealed:
            tells = [Event(key="scramble.event.reveal_dizzy",
                           params={"ostrich": item.colour, "card": item.zig.card})]
            if item.zig.direction is not None:
                tells.append(Event(key="scramble.event.reveal", params={
                    "ostrich": item.colour, "card": item.zig.card,
                    "direction": item.zig.direction}))
            found.append(Secret(what=f"the Zig of {item.colour}", tells=tuple(tells)))
        for trap in item.traps:
            found.append(Secret(what=f"seat {trap.by}'s trap on {item.colour}", tells=(
                Event(key="scramble.event.trap_revealed",
                      params={"player": trap.by, "trap": trap.kind, "ostrich": item.colour}),)))
    for seat in state.seats:
        if len(seat.hand) >= HAND_SHOWN:
            found.append(Secret(what=f"seat {seat.seat}'s hand", texts=(
                " ".join(seat.hand), " ".join(sorted(seat.hand)))))
    return found


def _other_card(card: str, shift: int) -> str:
    return CARD_NAMES[(CARD_NAMES.index(card) + shift) % len(CARD_NAMES)]


def _other_trap(kind: str, shift: int) -> str:
    return TRAP_KINDS[(TRAP_KINDS.index(kind) + shift) % len(TRAP_KINDS)]


def redraw(state: State, rng: random.Random) -> State:
    """Every hand, trap hand, unrevealed Zig card and direction, face-down trap, deck and
    secret claim changed; sizes kept."""
    other = state.model_copy(deep=True)
    card, trap = rng.randrange(1, len(CARD_NAMES)), rng.randrange(1, len(TRAP_KINDS))
    for seat in other.seats:
        seat.hand = [_other_card(c, card) for c in seat.hand]
        seat.traps = [_other_trap(t, trap) for t in seat.traps]
    for item in other.ostriches:
        if item.zig is not None and not item.revealed:
            item.zig.card = _other_card(item.zig.card, card)
            if item.zig.direction is not None:
                item.zig.direction = DIRECTIONS[(DIRECTIONS.index(item.zig.direction) + 1) % 4]
        for played in item.traps:
            played.kind = _other_trap(played.kind, trap)
    other.zig_deck = [_other_card(c, card) for c in reversed(other.zig_deck)]
    other.trap_deck = [_other_trap(t, trap) for t in reversed(other.trap_deck)]
    for claim in other.claims:
        claim.cards = [_other_card(c, card) for c in claim.cards]
    return other


def secret_notation(notation: str) -> bool:
    """PLAN and SET TRAPS submissions (a trap pass hides nothing)."""
    return notation.split()[0] in ("zig", "claim", "give", "trap") and notation != "trap pass"
