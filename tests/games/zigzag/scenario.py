"""Builders for literal Zig Zag positions, so scenario tests read like the rules.

`face(...)` makes a card face (every field `sand` unless named); `use_faces` swaps the frozen
faces of some card numbers for such literal ones during a test; `make_state` builds a
position in any phase straight through the models.
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping
from contextlib import contextmanager
from typing import Any

from games.zigzag import course_plan, faces
from games.zigzag.geometry import FIELDS
from games.zigzag.models import SeatState, ZigZagOptions, ZigZagState
from games.zigzag.terrain import terrain_deck

# The table of `make_state`: the deck in its fixed order, so slot N's terrain is known:
# 1-2 bluetile, 3-5 beigetile, 6-9 clay, 10-14 field, 15-20 water, 21-28 cobble,
# 29-38 meadow, 39-48 sand.
TABLE = terrain_deck()


def face(default: str = "sand", **fields: str) -> dict[str, str]:
    """A card face: every field `default` except those named (`A1="water"`)."""
    unknown = set(fields) - set(FIELDS)
    assert not unknown, unknown
    return {name: fields.get(name, default) for name in FIELDS}


@contextmanager
def use_faces(overrides: Mapping[int, dict[str, str]]) -> Iterator[None]:
    """Within the block, the listed card numbers show the given literal faces."""
    real = faces.card_faces()
    patched = {**real, **overrides}
    original = faces.card_faces
    faces.card_faces = lambda: patched  # type: ignore[assignment]
    course_plan.forget_faces()
    try:
        yield
    finally:
        faces.card_faces = original
        course_plan.forget_faces()


def make_state(
    players: int = 2,
    *,
    phase: str = "collect",
    courses: list[list[int]] | None = None,
    goals: list[str] | None = None,
    figures: Mapping[int, tuple[int, str] | None] | None = None,
    stacks: Mapping[int, list[str]] | None = None,
    slots: list[str] | None = None,
    held_by: Mapping[int, int] | None = None,
    turn: int | None = 0,
    supply: list[int] | None = None,
    round_start: int = 0,
    **options: Any,
) -> ZigZagState:
    """A position built literally. Courses default to cards 1-5 for everyone, goals to
    sand, figures to the start, the table to `TABLE` all face down."""
    opts = ZigZagOptions.model_validate(options)
    figures = figures or {}
    stacks = stacks or {}
    seats = []
    for seat in range(players):
        figure = figures.get(seat)
        seats.append(SeatState(
            goal=goals[seat] if goals else "sand",
            has_discarded=True,
            course=list(courses[seat]) if courses else [1, 2, 3, 4, 5],
            figure_card=figure[0] if figure else None,
            figure_field=figure[1] if figure else None,
            stack=list(stacks.get(seat, [])),
        ))
    holders: list[int | None] = [None] * 48
    for slot, seat in (held_by or {}).items():
        holders[slot - 1] = seat
    return ZigZagState.model_validate({
        "seed": 1, "chance_step": 10, "players": players, "options": opts,
        "phase": phase, "round": 1, "race_round": 1, "round_start": round_start, "seats": seats,
        "supply": [20, 21, 22] if supply is None else supply,
        "table": list(TABLE), "slots": slots or ["down"] * 48, "held_by": holders,
        "turn": turn if opts.mode == "turns" else None,
    })


def event_keys(events: list[Any]) -> list[str]:
    """The catalog keys of some events, for compact assertions."""
    return [event.key for event in events]
