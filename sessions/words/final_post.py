"""The final post of a game, laid out as a player would tell it: who won and how, once, at
the top; what happened last; the board at the end in words; then the fairness proof (seed,
salt, SHA-256, how to check it), with the record attached below.

The outcome is said by three things the post gathers: the outcome line (the lead), the
engine's own end-of-game events ("Four blue ostriches are face up: bob wins!") and the
view's description ("Game over: bob wins..."). The lead stays; the other two are left out
of the post, every other fact kept.
"""

from __future__ import annotations

from collections.abc import Sequence

import i18n

from ..core.outgoing import Line
from .presenter import render_lines

PROOF = "fair.revealed"
# Engine events that only restate who won: the lead says it.
END_EVENTS = frozenset({"ostriches.event.won.red", "ostriches.event.won.blue",
                        "zigzag.event.winner"})
_MARK = "\u0000"
MESSAGE_MAX = 2000  # Discord's limit on a message's text


def final_lines(lead: Line, events: Sequence[Line], proof: Line | None) -> list[Line]:
    """The final post's lines in order: the outcome first, then the last events (less those
    restating the outcome), then the proof."""
    shown = [line for line in events if line.key not in END_EVENTS]
    return [lead, *shown, *([proof] if proof is not None else [])]


def _restates_end(kind: str, line: str, lead: str, lang: str) -> bool:
    """Whether a line of the view's description says again how the game ended: the lead
    itself, or the game's "game over" line (recognised by its words before the names)."""
    if line.strip() == lead.strip():
        return True
    key = f"{kind}.describe.over"
    if not i18n.has(key):
        return False
    marked = i18n.t(key, lang, side=_MARK, winners=_MARK)
    opening = marked.split(_MARK, 1)[0].strip()
    return bool(opening) and line.startswith(opening)


def final_text(kind: str, lines: Sequence[Line], described: str, lang: str) -> str:
    """The final post's text in `lang`: the lead in bold, the last events and anything
    added after them (rating changes), the board in words without its restated outcome,
    and the fairness proof last."""
    if not lines:
        return described
    lead = render_lines(lines[:1], lang)
    rest = [line for line in lines[1:] if line.key != PROOF]
    proof = [line for line in lines[1:] if line.key == PROOF]
    board = "\n".join(line for line in described.splitlines()
                      if not _restates_end(kind, line, lead, lang))
    head = i18n.t("final.lead", lang, outcome=lead)
    middle = [part for part in (render_lines(rest, lang) if rest else "", board) if part.strip()]
    tail = render_lines(proof, lang) if proof else ""
    return fitted(head, "\n\n".join(middle), tail)


def fitted(head: str, middle: str, tail: str, limit: int = MESSAGE_MAX) -> str:
    """`head`, `middle` and `tail` one paragraph apart within `limit` characters: the lead
    and the proof are kept whole (the post is cut at Discord's limit, and a proof cut short
    proves nothing), the middle shortened with an ellipsis when it must be."""
    parts = [part for part in (head, middle, tail) if part]
    text = "\n\n".join(parts)
    if len(text) <= limit or not middle:
        return text
    room = limit - len(head) - len(tail) - 2 * len("\n\n") - 1
    short = middle[:max(room, 0)].rstrip() + "…"
    return "\n\n".join(part for part in (head, short, tail) if part)
