"""Literal Ostriches positions for scenario tests, built through the game's own models.

`position({"b1": "red eye", "f6": "blue plain up"}, turn=0)` gives a state in the moving
phase with those pawns on the board ("up" = face up) and the other pawns off the board, so a
test shows exactly the squares it is about.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from games.base import Event, IllegalAction
from games.ostriches import ENGINE
from games.ostriches.models import (
    PAWN_SET,
    OstrichesState,
    Pawn,
    Phase,
    TileSlot,
)
from games.ostriches.queries import pawn_at

COLOUR_SEAT = {"red": 0, "blue": 1}


def position(
    layout: Mapping[str, str],
    *,
    turn: int = 0,
    phase: Phase = "moving",
    bushes: Sequence[str] = ("b2", "e5"),
    memory: str = "pure",
    locked: str | None = None,
    moved: str | None = None,
    flipped: str | None = None,
    tiles: Sequence[tuple[str, int, int]] | None = None,
    first_player: int = 0,
) -> OstrichesState:
    """A state with `layout` (square -> "red eye", "blue plain up", ...) on the board.

    `locked` / `moved` / `flipped` name the square of the pawn the seat to move may not move,
    the pawn moved this turn, and the pawn whose power waits. Each seat knows its own pawns on
    the board (as after placing them).
    """
    pawns = [Pawn(id=i, owner=i // 6, power=PAWN_SET[i % 6]) for i in range(12)]
    used: set[int] = set()
    for square, text in layout.items():
        words = text.split()
        owner = COLOUR_SEAT[words[0]]
        power = words[1]
        pawn_id = next(owner * 6 + i for i, p in enumerate(PAWN_SET)
                       if p == power and owner * 6 + i not in used)
        used.add(pawn_id)
        pawns[pawn_id] = Pawn.model_validate({
            "id": pawn_id, "owner": owner, "power": power, "square": square,
            "face_up": "up" in words[2:],
        })
    slots = tiles or [("SW", 1, 0), ("SE", 2, 0), ("NW", 3, 0), ("NE", 4, 0)]
    state = OstrichesState.model_validate({
        "seed": 1,
        "memory": memory,
        "first_player": first_player,
        "phase": phase,
        "turn": turn,
        "pawns": [p.model_dump() for p in pawns],
        "bushes": list(bushes),
        "tiles": [TileSlot.model_validate({"position": p, "tile": n, "orientation": o}).model_dump()
                  for p, n, o in slots],
        "knowledge": [sorted(i for i in used if i // 6 == seat) for seat in range(2)],
    })

    def id_on(square: str | None) -> int | None:
        if square is None:
            return None
        pawn = pawn_at(state, square)
        assert pawn is not None, f"no pawn on {square}"
        return pawn.id

    return state.model_copy(update={
        "locked_pawn": id_on(locked),
        "moved_pawn": id_on(moved),
        "flipped_pawn": id_on(flipped),
    })


def describe_square(state: OstrichesState, square: str) -> str | None:
    """What stands on `square`, in the same words as `position` ("red eye up"), or None."""
    pawn = pawn_at(state, square)
    if pawn is None:
        return "bush" if square in state.bushes else None
    colour = "red" if pawn.owner == 0 else "blue"
    return f"{colour} {pawn.power}" + (" up" if pawn.face_up else "")


def play(state: OstrichesState, seat: int, text: str) -> tuple[OstrichesState, list[Event]]:
    """Parse and apply one line of notation for `seat`."""
    return ENGINE.apply(state, seat, ENGINE.parse(state, seat, text))


def refused(state: OstrichesState, seat: int, text: str) -> str:
    """Why `text` is refused to `seat` (the player's message); fails if it is played."""
    try:
        play(state, seat, text)
    except IllegalAction as error:
        return str(error)
    raise AssertionError(f"{text!r} was played")


def public_keys(events: Sequence[Event]) -> list[str]:
    """The keys of the public events, in order."""
    return [event.key for event in events if event.audience is None]
