"""Bot players for Zig Zag, decided from the seat's view alone.

Every level plays the `easy` policy for now: the search levels (`normal`, `hard`, built on
`games.ai.ismcts`) need a determinizer for the face-down table, the hands and the supply,
to be written on issue 17's rules (docs/BOTS.md says what it needs).

The `easy` policy is the stand-in's rule (`auto`'s docstring), read off the view: setup
discards the two cards with the rarest fields and lays the rest lowest first; collecting
plans the stack the seat remembers (`recall`) from its figure and takes, flips, passes or
calls Stop by what that plan still needs; running picks the choice farthest along.
"""

from __future__ import annotations

from games.ai import check_level

from .auto import collect_action, plan_for, setup_action
from .geometry import progress
from .models import SeatState, ZigZagAction, ZigZagView
from .notation import parse_action


def bot_action(view: ZigZagView, seat: int, *, level: str, seed: int) -> ZigZagAction:
    """The action a bot takes for `seat` from this view alone (the engine protocol's
    `bot_action`): the `easy` policy at every level for now (see the module). It is
    deterministic, so the seed changes nothing yet."""
    check_level(level)
    del seed
    if view.viewer != seat or seat not in view.to_act:
        raise ValueError(f"seat {seat} has nothing to do in this view")
    if view.phase == "setup":
        return setup_action(_player(view, seat))
    if view.phase == "collect":
        return _collect(view, seat)
    return _run(view)


def _player(view: ZigZagView, seat: int) -> SeatState:
    """What the view shows of the seat itself, as the rules' record of a player: its hand,
    course, goal, figure and remembered stack (nothing hidden from it is involved)."""
    mine = view.seats[seat]
    return SeatState.model_validate({
        "goal": mine.goal,
        "hand": [face.number for face in mine.hand or []],
        "has_discarded": mine.has_discarded,
        "course": [face.number for face in mine.course or []],
        "figure_card": None if mine.figure_card is None else mine.figure_card - 1,
        "figure_field": mine.figure_field,
        "stack": list(mine.recall or []),
    })


def _collect(view: ZigZagView, seat: int) -> ZigZagAction:
    """The stand-in's collecting rule (`auto.collect_action`) on what the view shows."""
    held = view.seats[seat].held_slot
    table = view.table
    free = [(slot.slot, slot.terrain) for slot in table
            if slot.status == "up" and slot.held_by is None and slot.terrain is not None]
    face_down = next((slot.slot for slot in table if slot.status == "down"), None)
    return collect_action(plan_for(_player(view, seat)),
                          None if held is None else table[held - 1].terrain, free, face_down,
                          view.options.mode == "turns")


def _run(view: ZigZagView) -> ZigZagAction:
    """The choice farthest along the course (the goal first)."""
    actions = [parse_action(choice if choice == "goal" else f"go {choice}")
               for choice in view.choices]
    return max(actions, key=lambda action: 1_000 if action.verb == "goal"
               else progress((action.card or 1) - 1, action.field or "A1"))
