"""What Ostriches keeps from the table: the powers of face-down pawns and of those in hand.

`secrets` names each face-down pawn with the lines that will reveal it (its flip, and the Eye
telling its power); `redraw` shuffles who is who under the face-down pawns and the powers in
each hand, keeping everything public. The leak checks use both (`games.base.GameEngine`).
"""

from __future__ import annotations

import random

from games.base import Event, Secret

from .board import COLOURS
from .models import OstrichesState


def secrets(state: OstrichesState) -> list[Secret]:
    """Every face-down pawn on the board, with its flip line and the Eye's line about it."""
    if state.phase == "over":
        return []
    found = []
    for pawn in state.pawns:
        if pawn.square is None or pawn.face_up:
            continue
        face = f"{COLOURS[pawn.owner]}_{pawn.power}"
        found.append(Secret(what=f"the face-down pawn on {pawn.square}", tells=tuple(
            Event(key=key, params={"square": pawn.square})
            for key in (f"ostriches.event.flipped.{face}", f"ostriches.private.seen.{face}"))))
    return found


def redraw(state: OstrichesState, rng: random.Random) -> OstrichesState:
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


def secret_notation(notation: str) -> bool:
    """A placement names the power of a pawn that goes face down."""
    return "@" in notation
