"""Turning engine events into catalog lines with players' names, and lines into text.

Events name players by seat (`player`, `player2`, ...); the sessions layer knows who sits
where, so this is where seats become names. Nothing here decides what a viewer may see: that
was decided by the engine (`view`, and each event's audience).
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Mapping, Sequence
from datetime import datetime

import i18n
from games import get_engine
from games.base import Event, GameView, Outcome

from ..core.clock_rules import deadline
from ..core.models import GameInfo
from ..core.outgoing import Line
from .guide import first_time_summary
from .notation_words import worded_params


def is_player_param(name: str) -> bool:
    """Whether an event parameter holds a seat number (by the engine protocol's convention)."""
    return name.startswith("player")


_MARKDOWN = re.compile(r"([\\*_~`|>#\[\]])")
_ESCAPED = re.compile(r"\\([\\*_~`|>#\[\]])")


def md(name: str) -> str:
    """A player's name made safe inside Discord markdown: a name with `*` or `_` must not
    turn the rest of a line bold or italic. Images take the raw names."""
    return _MARKDOWN.sub(r"\\\1", name)


def plain(text: str) -> str:
    """Undo `md` where text is shown without markdown (a thread's name)."""
    return _ESCAPED.sub(r"\1", text)


def seat_names(names: Mapping[int, str]) -> list[str]:
    """Display names by seat as engines' `render` and `describe` take them (`names[seat]`);
    a seat missing from `names` gets "", which engines show with their generic label."""
    return [names.get(seat, "") for seat in range(max(names, default=-1) + 1)]


def line_for(event: Event, names: Mapping[int, str]) -> Line:
    """The catalog line for an event, with seat numbers replaced by display names."""
    params = {
        name: md(names.get(int(value), f"#{value}")) if is_player_param(name) else value
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
        name: md(names.get(int(value), f"#{value}")) if is_player_param(name) else value
        for name, value in outcome.reason_params.items()
    }
    winners = ", ".join(md(names.get(seat, f"#{seat}")) for seat in outcome.winners)
    params.setdefault("winners", winners or "-")
    return Line(key=outcome.reason, params=params)


def chat_time(moment: datetime, style: str = "R") -> str:
    """A moment as chat markup that every reader sees in their own time zone and language,
    kept current by the client (`R`: "in 5 hours"; `f`: a full date and time)."""
    return f"<t:{int(moment.timestamp())}:{style}>"


def render_lines(lines: Sequence[Line], lang: str | None) -> str:
    """The lines as text in `lang`, one per line."""
    return "\n".join(i18n.t(line.key, lang, **worded_params(line.key, line.params, lang))
                     for line in lines)


def game_title(info: GameInfo, lang: str | None) -> str:
    """`Ostriches #12` in the reader's language (`Ostriches #12 (practice)` for a practice
    game, so that its status, card and every private answer say so)."""
    key = "practice.game_title" if info.game.practice else "ui.game_title"
    return i18n.t(key, lang, kind=i18n.t(f"game_name.{info.game.kind}", lang), game=info.id)


def players_needed(count: int, low: int, high: int, lang: str | None) -> str:
    """The lobby's count of players against the game's limits: "Players (1 of 2)", or
    "Players (3 of 2 to 6)"."""
    if low == high:
        return i18n.t("ui.players_exact", lang, count=count, high=high)
    return i18n.t("ui.players", lang, count=count, low=low, high=high)


def option_text(kind: str, name: str, value: object, lang: str | None) -> str:
    """One game option as players read it: "Autopilot: off", "Collecte : à tour de rôle"
    (the name and value as typed where the catalog has no words for them)."""
    label = f"{kind}.option_name.{name}"
    shown = i18n.t(label, lang) if i18n.has(label) else name
    if isinstance(value, bool):
        worded = i18n.t("option.on" if value else "option.off", lang)
    else:
        key = f"{kind}.option_value.{name}.{value}"
        worded = i18n.t(key, lang) if i18n.has(key) else str(value)
    return i18n.t("option.shown", lang, name=shown, value=worded)


def described(kind: str, view: GameView, lang: str, names: Mapping[int, str]) -> str:
    """A view in words (the engine's `describe`), the players named by seat and made safe
    for markdown: the final post's full reveal and a player's private view read alike."""
    return get_engine(kind).describe(view, lang, [md(name) for name in seat_names(names)])


def view_text(info: GameInfo, view: GameView, seat: int | None, lang: str,
              first_time: bool = False) -> str:
    """What a private view says: the game's title (a spectator's marked as such), whose turn
    it is, and the view in words; opened, in a player's first game of its kind
    (`first_time`), by how the game goes."""
    heading = game_title(info, lang)
    if seat is None:
        heading += " · " + i18n.t("ui.spectator", lang)
    words = described(info.game.kind, view, lang, info.names)
    text = f"**{heading}**\n{status_line(info, lang)}\n{words}"
    if not first_time:
        return text
    return f"{first_time_summary(info.game.kind, lang, info.game.options)}\n{text}"


def status_line(info: GameInfo, lang: str | None) -> str:
    """Whose turn it is, by name only: never what a simultaneous phase's players chose."""
    if info.game.status == "active":
        waiting = ", ".join(md(s.display_name) for s in info.waiting_for) or "-"
        return i18n.t("ui.waiting_for", lang, players=waiting)
    return i18n.t(f"ui.status.{info.game.status}", lang)


def seat_note(info: GameInfo, seat: int, lang: str | None) -> str | None:
    """Why a waited-for seat's clock stands still, or when it runs out (None: no clock, or
    a bot's own seat, whose name says it all)."""
    if info.bot_level(seat) is not None:
        return None
    clock = info.clocks.get(seat)
    if clock is not None and clock.resigned:
        return i18n.t("clock.note.resigned", lang)
    if clock is not None and clock.auto:
        return i18n.t("clock.note.bot", lang)
    if clock is not None and clock.timed_out:
        return i18n.t("clock.note.timed_out", lang)
    if seat in info.away:
        return i18n.t("clock.note.away", lang, until=chat_time(info.away[seat], "f"))
    end = deadline(clock) if clock is not None else None
    return None if end is None else i18n.t("clock.note.deadline", lang, when=chat_time(end))


def waiting_line(info: GameInfo, lang: str | None) -> str:
    """Whose turn it is, each with their deadline (or why their clock stands still)."""
    if info.game.status != "active":
        return status_line(info, lang)
    parts = []
    for seat in info.waiting_for:
        note = seat_note(info, seat.seat, lang)
        name = md(seat.display_name)
        parts.append(f"{name} ({note})" if note else name)
    return i18n.t("ui.waiting_for", lang, players=", ".join(parts) or "-")


def absence_notes(info: GameInfo, lang: str | None) -> list[str]:
    """One line per seat not played by its player right now: on vacation, played by the bot,
    resigned (seats waited for say so in `waiting_line` already)."""
    if info.game.status != "active":
        return []
    notes = []
    for seat in info.seats:
        if seat.seat in info.to_act or seat.bot_level is not None:
            continue
        clock = info.clocks.get(seat.seat)
        if clock is not None and clock.resigned:
            notes.append(i18n.t("clock.notice.resigned", lang, player=md(seat.display_name)))
        elif clock is not None and clock.auto:
            notes.append(i18n.t("clock.notice.bot", lang, player=md(seat.display_name)))
        elif seat.seat in info.away:
            notes.append(i18n.t("clock.notice.away", lang, player=md(seat.display_name),
                                until=chat_time(info.away[seat.seat], "f")))
    return notes


def status_text(info: GameInfo, lines: Sequence[Line], lang: str | None) -> str:
    """The live status message: the game, whose turn (with deadlines), who is away or played
    by the bot, and the last thing that happened."""
    text = f"**{game_title(info, lang)}** · {waiting_line(info, lang)}"
    for note in absence_notes(info, lang):
        text += "\n" + note
    if lines:
        text += "\n" + i18n.t("ui.last", lang, what=render_lines(lines, lang))
    return text
