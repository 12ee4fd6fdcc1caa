"""What Zig Zag keeps from the table: face-down table cards and the obstacle cards of
hands, discards, the supply and courses being laid. Collect stacks are not secret from
the table: every card is face up when taken, and a seat's view remembers them (`seen`).

`secrets` names each face-down table card with the flip lines that will reveal it, and each
dealt hand as a list; `redraw` changes all of them, keeping sizes and everything public. The
leak checks use both (`games.base.GameEngine`); a card flipped and left turns face down
again, and the checks remember that the table saw it.
"""

from __future__ import annotations

import random

from games.base import Event, Secret

from .models import ZigZagState
from .rules import SETUP_VERBS
from .terrain import TERRAINS

HAND_SHOWN = 3
"""Shorter hands are not looked for as text: two numbers could be public by chance."""


def secrets(state: ZigZagState) -> list[Secret]:
    """Every face-down table card while cards are collected or run (with its flip line as
    each seat would flip it), each hand of three cards or more, and the supply's order
    (a penalty shows its top card: it is named by the penalties drawn, which that
    changes)."""
    if state.phase == "over":
        return []
    found = []
    if state.phase in ("collect", "run"):
        found += [Secret(what=f"the face-down card in slot {index + 1}", tells=tuple(
            Event(key=f"zigzag.event.flip.{state.table[index]}",
                  params={"player": seat, "slot": index + 1})
            for seat in range(len(state.seats))))
            for index, status in enumerate(state.slots) if status == "down"]
    found += [Secret(what=f"seat {seat}'s hand", texts=(", ".join(map(str, player.hand)),))
              for seat, player in enumerate(state.seats) if len(player.hand) >= HAND_SHOWN]
    if state.supply:
        drawn = sum(player.penalties for player in state.seats)
        found.append(Secret(what=f"the supply's order, after {drawn} penalty cards drawn"))
    return found


def _runner(state: ZigZagState) -> int | None:
    """The seat running now with its stack turned up, if any: its stack is public."""
    if state.phase == "run" and state.runner_revealed and state.run_index < len(
            state.run_order):
        return state.run_order[state.run_index]
    return None


def redraw(state: ZigZagState, rng: random.Random) -> ZigZagState:
    """Face-down and taken table cards, and the cards of the
    supply, hands, discards and (while they are laid) courses shuffled together (sizes
    kept)."""
    other = state.copy_for_update()
    hidden = [i for i, status in enumerate(other.slots) if status != "up"]
    terrains = [rng.choice(TERRAINS) for _ in hidden]
    for index, terrain in zip(hidden, terrains, strict=True):
        other.table[index] = terrain
    pools = [player.discards for player in other.seats] + [other.supply]
    pools += [player.hand for player in other.seats]
    if other.phase == "setup":
        pools += [player.course for player in other.seats]
    redeal(pools, rng)
    return other


def redeal(pools: list[list[int]], rng: random.Random) -> None:
    """Shuffle the cards of several pools together and deal them back, sizes kept."""
    cards = [card for pool in pools for card in pool]
    rng.shuffle(cards)
    for pool in pools:
        size = len(pool)
        pool[:] = cards[:size]
        del cards[:size]


def secret_notation(notation: str) -> bool:
    """Setup is secret: the two cards discarded, and the course while it is laid."""
    return notation.split()[0] in SETUP_VERBS
