"""What `/move`'s autocomplete offers: the player's legal actions, and the rest of a turn.

A game whose notation reads a whole turn on one line (Ostriches: `b1-c3 NE cw`) gets its
turn continued: once a step and a space are typed, the next step's choices are offered after
it, as the picker would offer them (`drafting`), so the line can be written without knowing
the notation. A step that reveals something ends the suggestions there: what may follow it
depends on what it shows, which only playing it may tell.
"""

from __future__ import annotations

from collections.abc import Sequence

from games import get_engine
from games.base import IllegalAction

from ..core.states import parsed_state
from . import drafting
from .drafting import Draft

SUGGESTIONS_MAX = 25  # Discord's limit for autocomplete


def suggestions(kind: str, text: str, seat: int, typed: str,
                limit: int = SUGGESTIONS_MAX) -> list[str]:
    """Up to `limit` lines for `seat` in the state stored as `text`, best match with
    `typed` first: those that begin with it, then those whose words begin with its words
    in order, then those that contain it."""
    wanted = " ".join(typed.lower().split())
    steps, draft = _typed_steps(kind, text, seat, wanted, typed.endswith(" "))
    head = "".join(step + " " for step in steps)
    lines = [head + choice.notation for choice in draft.choices]
    if steps:
        lines = [line for line in lines if _one_line(kind, text, seat, line)]
    ranked = sorted((rank, index, line) for index, line in enumerate(lines)
                    if (rank := _rank(line.lower(), wanted)) is not None)
    return [line for _, _, line in ranked][:limit]


def _typed_steps(kind: str, text: str, seat: int, wanted: str,
                 spaced: bool) -> tuple[list[str], Draft]:
    """The whole steps at the start of `wanted` (each followed by a space) that the picker
    would hold in a draft, and the draft they make."""
    steps: list[str] = []
    draft = drafting.draft(kind, text, seat, steps)
    assert draft is not None  # no steps: the seat's legal actions
    rest = wanted
    while True:
        step = _leading_step(draft, rest, spaced)
        if step is None:
            return steps, draft
        after = drafting.draft(kind, text, seat, [*steps, step])
        if after is None or after.complete:
            return steps, draft
        steps.append(step)
        rest = rest[len(step):].lstrip()
        draft = after


def _leading_step(draft: Draft, rest: str, spaced: bool) -> str | None:
    """The longest notation among the draft's choices that `rest` begins with, followed by
    a space (typed, or at the end of what was typed)."""
    found = [choice.notation for choice in draft.choices
             if rest.startswith(choice.notation.lower() + " ")
             or (spaced and rest == choice.notation.lower())]
    return max(found, key=len, default=None)


def _one_line(kind: str, text: str, seat: int, line: str) -> bool:
    """Whether the engine reads `line` back as written (a turn it takes on one line)."""
    engine = get_engine(kind)
    state = parsed_state(kind, text)
    try:
        return engine.format(state, engine.parse(state, seat, line)).lower() == line.lower()
    except IllegalAction:
        return False


def _rank(line: str, wanted: str) -> int | None:
    """How well `line` matches what was typed (lower is better; None: not at all)."""
    if line.startswith(wanted):
        return 0
    if _words_begin(line.split(), wanted.split()):
        return 1
    if wanted in line:
        return 2
    return None


def _words_begin(words: Sequence[str], typed: Sequence[str]) -> bool:
    """Whether each typed word begins one of `words`, in order."""
    index = 0
    for word in typed:
        while index < len(words) and not words[index].startswith(word):
            index += 1
        if index == len(words):
            return False
        index += 1
    return True
