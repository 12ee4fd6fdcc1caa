"""What a take-back names: the undone actions as the table saw them, in words.

The line is built from the undone rows' public events only (what the whole table was shown),
never from their notation or private events: a hidden submission stays "the planning", and
two logs that differ only in what the table could not see give the same line.
"""

from __future__ import annotations

from collections.abc import Sequence

from games.base import Event

from ..core.eventlog import events_from_json
from ..core.takeback import Row

KEY = "takeback.took_back"

# Public event (after `<game>.event.`) -> the name of the action in the catalog's selector,
# and the event's parameters the name shows (all of them public: the event is).
_NAMED: dict[str, tuple[str, tuple[str, ...]]] = {
    "ostriches.event.placed": ("placed", ("square",)),
    "ostriches.event.moved": ("moved", ("origin", "target")),
    "ostriches.event.passed": ("passed", ()),
    "ostriches.event.bush_moved": ("bush_moved", ("origin", "target")),
    "ostriches.event.swapped": ("swapped", ("first", "second")),
    "ostriches.event.tiles_swapped": ("tiles_swapped", ("first", "second")),
    "ostriches.event.rotated.cw": ("rotated", ("tile",)),
    "ostriches.event.rotated.ccw": ("rotated", ("tile",)),
    "scramble.event.submitted": ("planning", ()),
    "scramble.event.claimed": ("claimed", ()),
    "scramble.event.gave": ("gave", ()),
    "scramble.event.trapped": ("trapped", ()),
    "zigzag.event.discarded": ("discarded", ()),
    "zigzag.event.laid": ("laid", ()),
    "zigzag.event.left": ("left", ("slot",)),
    "zigzag.event.took_face_up": ("took_face_up", ("slot",)),
    "zigzag.event.passed": ("zz_passed", ()),
}


def named(row: Row) -> tuple[str, dict[str, str | int]]:
    """The first undone action's name and shown parameters, from its public events; an
    action whose public events name nothing is "other" (the catalog's "an action")."""
    for event in events_from_json(row.events):
        if event.visible_to(None) and event.key in _NAMED:
            what, shown = _NAMED[event.key]
            return what, {name: event.params[name] for name in shown if name in event.params}
    return "other", {}


def took_back_event(seat: int, back_to: int, undone: Sequence[Row]) -> Event:
    """The table's line for a take-back by `seat` to just after row `back_to`: the first
    undone action in words, and how many more were undone with it."""
    what, shown = named(undone[0]) if undone else ("other", {})
    return Event(key=KEY, params={"player": seat, "seq": back_to, "what": what,
                                  "more": max(len(undone) - 1, 0), **shown})
