"""A few lines of text about a view, for Discord: phase, who acts, the viewer's secrets.

Seats are named by the display names the caller gives, else generically ("Player 2").
"""

from __future__ import annotations

import re
from collections.abc import Sequence

import i18n
from games.base import seat_name
from games.scramble.views import ScrambleView

_D = "scramble.describe."


def word(token: str, lang: str) -> str:
    """A notation token in the reader's language when the catalog knows it."""
    key = f"scramble.token.{token}"
    return i18n.t(key, lang) if i18n.has(key) else token


def card_words(card: str, lang: str) -> str:
    """A Zig card ("2cw") in words ("card 2 clockwise"), its notation after, code-formatted,
    as a player types it."""
    found = re.fullmatch(r"(X|\d+)(cw|ccw)", card)
    if found is None:
        return card
    words = i18n.t("scramble.worded.card", lang, number=found[1], turn=found[2])
    return i18n.t("notation.typed", lang, words=words, notation=card)


def player(seat: int, lang: str, names: Sequence[str] | None = None) -> str:
    """How texts name a seat: its player's display name, or "Player N" without names."""
    name = seat_name(names, seat)
    return name if name is not None else i18n.t(_D + "player", lang, number=seat + 1)


def describe_view(view: ScrambleView, lang: str = "en",
                  names: Sequence[str] | None = None) -> str:
    """Phase, turn and waiting seats, then the viewer's hand, traps, plan and choices;
    `names[seat]` are display names (None: "Player N")."""
    lines = [i18n.t(_D + ("header" if view.max_rounds else "header_open"), lang,
                    round=view.round, rounds=view.max_rounds,
                    phase=i18n.t(f"scramble.phase.{view.phase}", lang))]
    if view.phase == "over":
        winners = ", ".join(player(seat, lang, names) for seat in view.winners)
        lines.append(i18n.t(f"scramble.outcome.{view.end_reason}", lang,
                            player=winners, rounds=view.max_rounds))
    elif view.phase == "move" and view.active is not None:
        active = next(item for item in view.ostriches if item.colour == view.active)
        lines.append(i18n.t(_D + "active", lang, ostrich=word(active.colour, lang),
                            player=player(active.owner, lang, names)))
    if view.to_act:
        waiting = ", ".join(player(seat, lang, names) for seat in view.to_act)
        lines.append(i18n.t(_D + "waiting", lang, players=waiting))
    if view.pending is not None:
        lines.append(i18n.t(f"scramble.decision.{view.pending.kind}", lang,
                            player=player(view.pending.seat, lang, names),
                            ostrich=word(view.pending.ostrich or "-", lang)))
    crown = next(item for item in view.ostriches if item.colour == view.crown)
    lines.append(i18n.t(_D + "crown", lang, ostrich=word(crown.colour, lang),
                        player=player(crown.owner, lang, names)))
    if view.viewer is not None and view.phase != "over":
        lines.extend(_private_lines(view, view.viewer, lang))
    return "\n".join(lines)


def _heading(direction: str | None, lang: str) -> str:
    """Where a planned Zig heads, in words ("?" while a dizzy ostrich has not chosen)."""
    if direction is None:
        return "?"
    return i18n.t("scramble.worded.direction", lang, direction=direction)


def _private_lines(view: ScrambleView, seat: int, lang: str) -> list[str]:
    mine = view.seats[seat]
    hand = ", ".join(card_words(card, lang) for card in mine.hand or [])
    lines = [i18n.t(_D + "hand", lang, cards=hand or "-")]
    traps = " ".join(word(trap, lang) for trap in mine.traps or []) or "-"
    lines.append(i18n.t(_D + "traps", lang, traps=traps))
    for item in view.ostriches:
        if item.owner != seat:
            continue
        if item.card is not None:
            lines.append(i18n.t(_D + "plan", lang, ostrich=word(item.colour, lang),
                                card=card_words(item.card, lang),
                                direction=_heading(item.direction, lang)))
    for item in view.ostriches:
        for trap in item.traps:
            if trap.by == seat and trap.kind is not None and item.owner != seat:
                lines.append(i18n.t(_D + "trap_on", lang, trap=word(trap.kind, lang),
                                    ostrich=word(item.colour, lang)))
    if view.pending is not None and view.pending.choices:
        typed = " | ".join(f"`{choice}`" for choice in view.pending.choices)
        lines.append(i18n.t(_D + "choices", lang, choices=typed))
    return lines
