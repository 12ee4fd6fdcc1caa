"""Turning engine events into catalog lines with players' names, and lines into text.

Events name players by seat (`player`, `player2`, ...); the sessions layer knows who sits
where, so this is where seats become names. Nothing here decides what a viewer may see: that
was decided by the engine (`view`, and each event's audience).
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence

import i18n
from games.base import Event, Outcome

from .models import GameInfo
from .outgoing import Line


def is_player_param(name: str) -> bool:
    """Whether an event parameter holds a seat number (by the engine protocol's convention)."""
    return name.startswith("player")


def line_for(event: Event, names: Mapping[int, str]) -> Line:
    """The catalog line for an event, with seat numbers replaced by display names."""
    params = {
        name: names.get(int(value), f"#{value}") if is_player_param(name) else value
        for name, value in event.params.items()
    }
    return Line(key=event.key, params=params)


def lines_for(
    events: Iterable[Event], names: Mapping[int, str], viewer: int | None
) -> list[Line]:
    """The lines of the events `viewer` may see (None: the public ones only)."""
    return [line_for(event, names) for event in events if event.visible_to(viewer)]


def outcome_line(kind: str, outcome: Outcome, names: Mapping[int, str]) -> Line:
    """The line announcing how the game ended."""
    params = {
        name: names.get(int(value), f"#{value}") if is_player_param(name) else value
        for name, value in outcome.reason_params.items()
    }
    winners = ", ".join(names.get(seat, f"#{seat}") for seat in outcome.winners)
    params.setdefault("winners", winners or "-")
    return Line(key=outcome.reason, params=params)


def render_lines(lines: Sequence[Line], lang: str | None) -> str:
    """The lines as text in `lang`, one per line."""
    return "\n".join(i18n.t(line.key, lang, **line.params) for line in lines)


def game_title(info: GameInfo, lang: str | None) -> str:
    """`Ostriches #12` in the reader's language."""
    return i18n.t("ui.game_title", lang, kind=i18n.t(f"game_name.{info.game.kind}", lang),
                  game=info.id)


def status_line(info: GameInfo, lang: str | None) -> str:
    """Whose turn it is, by name only: never what a simultaneous phase's players chose."""
    if info.game.status == "active":
        waiting = ", ".join(s.display_name for s in info.waiting_for) or "-"
        return i18n.t("ui.waiting_for", lang, players=waiting)
    return i18n.t(f"ui.status.{info.game.status}", lang)


def status_text(info: GameInfo, lines: Sequence[Line], lang: str | None) -> str:
    """The live status message: the game, whose turn, and the last thing that happened."""
    text = f"**{game_title(info, lang)}** · {status_line(info, lang)}"
    if lines:
        text += "\n" + i18n.t("ui.last", lang, what=render_lines(lines, lang))
    return text
