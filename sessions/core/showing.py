"""What a row of the log showed: the one definition the fair undo, the Play picker and the
twin tests read.

A step (one seat's action, one row of the log) *showed* something when

- the engine says choosing it may show its seat something (`Engine.reveals`: a flip, a
  draw, the Eye, a MOVE decision, the submission that resolves a phase), decided before it
  from what the seat may know;
- or an event it caused is for another seat (it told them something privately);
- or an event it caused shows what was hidden until then (`Engine.reveals_event`, by the
  event's key alone: a card or a pawn turned up, a Zig revealed, a card drawn), to the
  whole table or to its own seat;
- or it ended a phase (`Engine.phase_key` moved: the game resolved what the phase's
  submissions hid, and a new phase may deal, draw or turn anything over).

Each of these reads only what is public: what the seat may know, who each event is for,
which kind of event it is, where the game stands. So whether a step showed something is the
same in two games that differ only in a secret, and neither the Take back button nor the
picker's sending a step at once tells anybody a secret (the twin tests check it).
"""

from __future__ import annotations

from collections.abc import Sequence

from games.base import Engine, Event, GameAction, GameState


def showed(engine: Engine, before: GameState, seat: int, action: GameAction,
           after: GameState, events: Sequence[Event]) -> bool:
    """Whether `seat`'s `action`, played in `before`, which led to `after` with `events`,
    showed something (see the module): such a step is sent by the picker when chosen, and
    its row is never taken back."""
    return (engine.reveals(before, seat, action)
            or any(event.audience not in (None, seat) or engine.reveals_event(event)
                   for event in events)
            or engine.phase_key(after) != engine.phase_key(before))
