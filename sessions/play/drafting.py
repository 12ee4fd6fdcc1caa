"""A turn put together in the Play picker before it is sent.

The picker lets a player choose the steps of their turn one at a time (a move and a rotation;
two Zigs; the discards and the whole course) and sends them together, with Back until then.
The steps chosen so far, the draft, are not applied to the game: they are applied here, to a
copy, only to offer the next step. A step that shows something (`showing.showed`, the rule
fair undo reads too: a flip, a drawn card, what the Eye saw, a phase resolved) is never held
in a draft: it is sent when chosen, with the steps before it, so taking a step back never
takes back a look.

Everything here is computed from the stored state's text and kept in bounded caches, as
tuples of strings where it can (the garbage collector does not track them): a picker asks
again at every press for the same state and draft.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from functools import lru_cache

from games import get_engine
from games.base import Engine, GameState, GameView, IllegalAction

from ..core.models import Choice
from ..core.showing import showed
from ..core.states import parsed_state

CACHE_SIZE = 128  # drafts kept: one per picker being walked through
# States after a draft's steps kept: each is 50-150 objects the garbage collector walks
# (see `states.STATE_CACHE_SIZE`), and a picker needs only its own draft's, again and again.
STATES_KEPT = 16

STEP_JOINER = " · "
"""Between the notations of the steps of one turn, where a player reads them."""

Listed = tuple[tuple[str, tuple[str, ...]], ...]
"""(notation, picker path) of each legal action."""


@dataclass(frozen=True)
class Draft:
    """The steps of a turn chosen so far (notations, not yet sent) and the next step's
    choices; no choices when the steps make a whole turn."""

    steps: tuple[str, ...]
    choices: tuple[Choice, ...]

    @property
    def complete(self) -> bool:
        """Whether the steps make a whole turn: nothing more to choose before sending."""
        return not self.choices


def turn_over(engine: Engine, key: str, state: GameState, seat: int) -> bool:
    """Whether `seat` has nothing more to choose in the turn that stood at `key`: the game
    ended, it no longer waits for the seat, or the turn (or phase) moved on."""
    return (engine.outcome(state) is not None or seat not in engine.to_act(state)
            or engine.turn_key(state) != key)


def listed(kind: str, text: str, seat: int, steps: Sequence[str] = ()) -> Listed | None:
    """The seat's choices after `steps` in the state stored as `text` (None: the steps are
    no draft: one is illegal there, reveals something, or comes after the turn is over)."""
    return _listed(kind, text, seat, tuple(steps))


@lru_cache(maxsize=CACHE_SIZE)
def _listed(kind: str, text: str, seat: int, steps: tuple[str, ...]) -> Listed | None:
    engine = get_engine(kind)
    state = _drafted_state(kind, text, seat, steps)
    if state is None:
        return None
    if steps and turn_over(engine, engine.turn_key(parsed_state(kind, text)), state, seat):
        return ()
    return tuple((engine.format(state, action), tuple(engine.menu_path(state, action)))
                 for action in engine.legal_actions(state, seat))


@lru_cache(maxsize=STATES_KEPT)
def _drafted_state(kind: str, text: str, seat: int, steps: tuple[str, ...]) -> GameState | None:
    """The state after the draft's steps, each checked to be a legal step that shows
    nothing (`showing.showed`), taken while the turn goes on (None if one is not)."""
    engine = get_engine(kind)
    state = parsed_state(kind, text)
    if not steps:
        return state
    before = _drafted_state(kind, text, seat, steps[:-1])
    if before is None or (len(steps) > 1 and turn_over(
            engine, engine.turn_key(state), before, seat)):
        return None
    try:
        action = engine.parse(before, seat, steps[-1])
        if engine.format(before, action) not in _notations(kind, text, seat, steps[:-1]):
            return None
        after, events = engine.apply(before, seat, action)
    except IllegalAction:
        return None
    return None if showed(engine, before, seat, action, after, events) else after


@lru_cache(maxsize=STATES_KEPT)
def _notations(kind: str, text: str, seat: int, steps: tuple[str, ...]) -> frozenset[str]:
    """The notations of the seat's legal actions after the draft `steps`: a picker checks
    every choice of one level against the same set, so it is made once per level, from the
    level's listing (which the picker has just made, and keeps)."""
    return frozenset(notation for notation, _ in _listed(kind, text, seat, steps) or ())


def draft(kind: str, text: str, seat: int, steps: Sequence[str]) -> Draft | None:
    """The draft of `steps` with its next choices (None: the steps are no draft)."""
    found = listed(kind, text, seat, steps)
    if found is None:
        return None
    return Draft(tuple(steps), tuple(Choice(notation, path) for notation, path in found))


def step_paths(kind: str, text: str, seat: int, steps: Sequence[str]) -> list[list[str]]:
    """The picker path of each of the draft's steps, so that a player reads the steps as
    the picker's words rather than their notation (a step's notation when no path is
    known)."""
    paths = []
    for index, step in enumerate(steps):
        found = dict(listed(kind, text, seat, steps[:index]) or ())
        paths.append(list(found.get(step, (step,))))
    return paths


def drafted_view(kind: str, text: str, seat: int, steps: Sequence[str]) -> GameView | None:
    """What `seat` may know of the game once the draft's `steps` are played (None: the
    steps are no draft). A drafted step shows nothing (see the module), so this view tells
    the seat nothing it did not know: it only draws the steps it chose (the knight's jump
    in Ostriches, the course being laid in Zig Zag)."""
    state = _drafted_state(kind, text, seat, tuple(steps))
    return None if state is None else get_engine(kind).view(state, seat)


def seals(kind: str, text: str, seat: int, steps: Sequence[str], notation: str) -> bool:
    """Whether `notation`, chosen after the draft `steps`, could never be taken back once
    played: it shows something (`showing.showed`: a card turned up, a phase ended for
    everyone), which fair undo never takes back. False for what is no legal step there."""
    engine = get_engine(kind)
    before = _drafted_state(kind, text, seat, tuple(steps))
    if before is None:
        return False
    try:
        action = engine.parse(before, seat, notation)
        after, events = engine.apply(before, seat, action)
    except IllegalAction:
        return False
    return showed(engine, before, seat, action, after, events)
