"""What each game holds secret at a given moment, in the two forms the leak check needs.

- `HIDDEN[kind]()`: the sentences the channel will only be told once a secret is
  revealed (the flip line of a face-down Ostriches pawn, the reveal line of a Scramble Zig
  card or trap, the flip line of a face-down Zig Zag card, a hand as `describe` lists it),
  built the way the bot builds its own lines, so a leak is found verbatim;
- `PERTURB[kind]`: the same state with every secret changed and everything public kept
  (sizes of hands and decks, who holds what, what lies face up). The public view of the two
  states must be identical: that is the proof no secret reaches the public view, whatever
  words a renderer would use.

Once the game is over every view shows everything, so there is nothing to hide or perturb.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Mapping
from typing import Any

from games.base import Event
from games.ostriches.board import COLOURS as PAWN_COLOURS
from games.ostriches.models import OstrichesState
from games.scramble.constants import CARD_NAMES, DIRECTIONS, TRAP_KINDS
from games.scramble.models import State as ScrambleState
from games.zigzag.models import ZigZagState
from games.zigzag.terrain import TERRAINS
from tests.e2e.leaks import event_texts

HiddenPhrases = Callable[[Any, Mapping[int, str]], dict[str, str]]
Perturb = Callable[[Any, random.Random], Any]


# ------------------------------------------------------------------ Ostriches


def ostriches_hidden(state: OstrichesState, names: Mapping[int, str]) -> dict[str, str]:
    """The flip line, and the Eye line, of every face-down pawn on the board."""
    phrases: dict[str, str] = {}
    if state.phase == "over":
        return phrases
    for pawn in state.pawns:
        if pawn.square is None or pawn.face_up:
            continue
        face = f"{PAWN_COLOURS[pawn.owner]}_{pawn.power}"
        for key in (f"ostriches.event.flipped.{face}", f"ostriches.private.seen.{face}"):
            event = Event(key=key, params={"square": pawn.square})
            phrases.update(dict.fromkeys(event_texts(event, names),
                                         f"the face-down pawn on {pawn.square}"))
    return phrases


def ostriches_perturb(state: OstrichesState, rng: random.Random) -> OstrichesState:
    """Who is who under the face-down pawns shuffled, and the hands' powers too."""
    pawns = list(state.pawns)
    down = [p for p in pawns if p.square is not None and not p.face_up]
    faces = [(p.owner, p.power) for p in down]
    rng.shuffle(faces)
    for pawn, (owner, power) in zip(down, faces, strict=True):
        pawns[pawn.id] = pawn.model_copy(update={"owner": owner, "power": power})
    for seat in (0, 1):
        hand = [p for p in pawns if p.owner == seat and p.square is None]
        powers = [p.power for p in hand]
        rng.shuffle(powers)
        for pawn, power in zip(hand, powers, strict=True):
            pawns[pawn.id] = pawn.model_copy(update={"power": power})
    return state.model_copy(update={"pawns": pawns, "notes": []})


def ostriches_secret(notation: str) -> bool:
    """A placement names the power of a pawn that goes face down."""
    return "@" in notation


# ------------------------------------------------------------------ Ostrich Scramble


def scramble_hidden(state: ScrambleState, names: Mapping[int, str]) -> dict[str, str]:
    """The reveal line of every Zig card and trap still face down, and every hand of four
    cards or more as `describe` lists it."""
    phrases: dict[str, str] = {}
    if state.phase == "over":
        return phrases
    for item in state.ostriches:
        if item.zig is not None and not item.revealed:
            reveals = [Event(key="scramble.event.reveal_dizzy",
                             params={"ostrich": item.colour, "card": item.zig.card})]
            if item.zig.direction is not None:
                reveals.append(Event(key="scramble.event.reveal", params={
                    "ostrich": item.colour, "card": item.zig.card,
                    "direction": item.zig.direction}))
            for event in reveals:
                phrases.update(dict.fromkeys(event_texts(event, names),
                                             f"the Zig of {item.colour}"))
        for trap in item.traps:
            event = Event(key="scramble.event.trap_revealed", params={
                "player": trap.by, "trap": trap.kind, "ostrich": item.colour})
            phrases.update(dict.fromkeys(event_texts(event, names),
                                         f"{names[trap.by]}'s trap on {item.colour}"))
    for seat in state.seats:
        if len(seat.hand) >= 4:
            for cards in (seat.hand, sorted(seat.hand)):
                phrases[" ".join(cards)] = f"{names[seat.seat]}'s hand"
    return phrases


def _other_card(card: str, shift: int) -> str:
    return CARD_NAMES[(CARD_NAMES.index(card) + shift) % len(CARD_NAMES)]


def _other_trap(kind: str, shift: int) -> str:
    return TRAP_KINDS[(TRAP_KINDS.index(kind) + shift) % len(TRAP_KINDS)]


def scramble_perturb(state: ScrambleState, rng: random.Random) -> ScrambleState:
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


def scramble_secret(notation: str) -> bool:
    """PLAN and SET TRAPS submissions (a trap pass hides nothing)."""
    return notation.split()[0] in ("zig", "claim", "give", "trap") and notation != "trap pass"


# ------------------------------------------------------------------ Zig Zag


class ZigZagHidden:
    """The flip line of every face-down table card nobody has seen yet, and each dealt
    hand as a list. A card flipped and left turns face down again, but the table saw it
    (its flip line is told with the turn), so it is remembered as seen, by slot and terrain.
    One instance follows one game."""

    def __init__(self) -> None:
        self.seen: set[tuple[int, str]] = set()
        self.lines: dict[tuple[int, str], list[str]] = {}  # flip lines, built once

    def __call__(self, state: ZigZagState, names: Mapping[int, str]) -> dict[str, str]:
        """What is hidden in `state`."""
        phrases: dict[str, str] = {}
        if state.phase == "over":
            return phrases
        self.seen.update((index, state.table[index])
                         for index, status in enumerate(state.slots) if status == "up")
        if state.phase in ("collect", "run"):
            for index, status in enumerate(state.slots):
                card = (index, state.table[index])
                if status != "down" or card in self.seen:
                    continue
                if card not in self.lines:
                    self.lines[card] = [text for seat in names for text in event_texts(
                        Event(key=f"zigzag.event.flip.{card[1]}",
                              params={"player": seat, "slot": index + 1}), names)]
                phrases.update(dict.fromkeys(self.lines[card],
                                             f"the face-down card in slot {index + 1}"))
        for seat, player in enumerate(state.seats):
            if len(player.hand) >= 3:
                phrases[", ".join(str(c) for c in player.hand)] = f"{names[seat]}'s hand"
        return phrases


def zigzag_perturb(state: ZigZagState, rng: random.Random) -> ZigZagState:
    """Face-down and taken table cards, unturned collect stacks, and the cards of the
    supply, hands, discards and (while they are laid) courses shuffled together (sizes
    kept)."""
    other = state.copy_for_update()
    hidden = [i for i, status in enumerate(other.slots) if status != "up"]
    terrains = [rng.choice(TERRAINS) for _ in hidden]
    for index, terrain in zip(hidden, terrains, strict=True):
        other.table[index] = terrain
    runner = other.run_order[other.run_index] if (
        other.phase == "run" and other.runner_revealed
        and other.run_index < len(other.run_order)) else None
    for seat, player in enumerate(other.seats):
        if seat != runner:
            player.stack = [rng.choice(TERRAINS) for _ in player.stack]
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


def zigzag_secret(notation: str) -> bool:
    """Setup is secret: the two cards discarded, and the course while it is laid."""
    return notation.split()[0] in ("discard", "next", "order")


HIDDEN: dict[str, Callable[[], HiddenPhrases]] = {  # a fresh one for each game
    "ostriches": lambda: ostriches_hidden, "scramble": lambda: scramble_hidden,
    "zigzag": ZigZagHidden}
PERTURB: dict[str, Perturb] = {
    "ostriches": ostriches_perturb, "scramble": scramble_perturb, "zigzag": zigzag_perturb}
SECRET_SUBMISSION: dict[str, Callable[[str], bool]] = {
    "ostriches": ostriches_secret, "scramble": scramble_secret, "zigzag": zigzag_secret}
