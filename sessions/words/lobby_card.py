"""A game's lobby card: the one message in its channel that shows it from its opening to its
end.

The card is posted by delivery from the outbox when the lobby is opened (a `lobby` message,
committed with the lobby), and edited in place from then on: seats as they fill, then the
game running (in which thread, whose turn), until the archive turns it into the game's
one-line summary. Its words come from here; the Discord layer lays them out with the
buttons of the moment.
"""

from __future__ import annotations

from collections.abc import Sequence
from datetime import timedelta
from math import ceil

import i18n
from games import get_engine

from ..core.game_lengths import measured, typical_turns
from ..core.models import GameInfo
from ..core.outgoing import Line, OutgoingMessage
from .guide import rules_command
from .presenter import absence_notes, option_text, render_lines, status_line, waiting_line

DAY = 24 * 3600
ROUND_LIMITS = {"zigzag": ("rounds", "lobby.card.round_limit"),
                "scramble": ("max_rounds", "lobby.card.max_rounds")}
"""Each game's round-limit option and how the card says a limit (0: none)."""


def card_about(info: GameInfo, lang: str | None) -> str:
    """What a friend is joining, atop the lobby card: the game in one sentence, where its
    rules are, and how long a game usually lasts (see `length_line`)."""
    kind = info.game.kind
    pitch = i18n.t(f"{kind}.guide.pitch", lang)
    lines = [i18n.t("lobby.card.about", lang, pitch=pitch[:1].upper() + pitch[1:]),
             i18n.t("lobby.card.rules", lang, command=rules_command(kind, lang))]
    length = length_line(info, lang)
    return "\n".join([*lines, length] if length else lines)


def length_line(info: GameInfo, lang: str | None) -> str | None:
    """How long a game of this kind and table usually lasts: the median turns of the bench's
    bot games and their usual range and, under a per-move clock, the days its waits take
    at most (each wait taking the clock's full time: an upper bound, said as "up to"; a
    time bank has no such bound). None when the bench measured no such table or options."""
    figures = typical_turns(info.game.kind, max(len(info.seats), seat_floor(info)))
    if figures is None or not measured(info.game.kind, info.game.options):
        return None
    turns, low, high, waits = figures
    if info.clock.kind == "move" and info.clock.per_move > 0:
        days = max(1, ceil(waits * info.clock.per_move / DAY))
        return i18n.t("lobby.card.length_days", lang, turns=turns, low=low, high=high,
                      days=days)
    return i18n.t("lobby.card.length", lang, turns=turns, low=low, high=high)


def seat_floor(info: GameInfo) -> int:
    """The fewest players the game starts with (the table the length speaks of while the
    lobby has fewer)."""
    return get_engine(info.game.kind).min_players


def card_players(count: int, low: int, high: int, lang: str | None) -> str:
    """The lobby's players as a person says it: "4 players (2 to 6 can play)", "1 player
    of 2" when the game takes an exact number."""
    if low == high:
        return i18n.t("lobby.card.players_exact", lang, count=count, high=high)
    return i18n.t("lobby.card.players", lang, count=count, low=low, high=high)


def card_option(kind: str, name: str, value: object, lang: str | None) -> str:
    """One option on the lobby card, in words with what it means: a round limit as "No
    round limit" or "At most 20 rounds, then …", Zig Zag's races as a count of races;
    every other option as `option_text` says it (its value explained by the catalog)."""
    limit = ROUND_LIMITS.get(kind)
    if limit is not None and name == limit[0] and isinstance(value, int):
        return i18n.t("lobby.card.no_round_limit", lang) if value <= 0 \
            else i18n.t(limit[1], lang, count=value)
    if kind == "zigzag" and name == "races":
        return i18n.t("lobby.card.races", lang, count=int(str(value))) \
            if str(value).isdigit() else i18n.t("lobby.card.races_long", lang)
    return option_text(kind, name, value, lang)


def card_options(info: GameInfo, lang: str | None) -> str:
    """The game's options on the lobby card, one a line ("-" when it has none)."""
    return "\n".join(card_option(info.game.kind, name, value, lang)
                     for name, value in info.game.options.items()) or "-"


def card_text(info: GameInfo, notes: Sequence[Line], lang: str | None) -> str:
    """What the lobby card says under its title: in the lobby, what the game is
    (`card_about`) and who may still join; once the game runs, that it is played (in its
    thread) and whose turn it is, with their deadlines; then `notes` (why a lobby closed,
    what the server lacks)."""
    if info.game.status == "active":
        thread = info.game.thread_id
        where = i18n.t("ui.card.in_thread", lang, thread=f"<#{thread}>") if thread \
            else i18n.t("ui.card.here", lang)
        lines = [where, waiting_line(info, lang), *absence_notes(info, lang)]
    else:
        lines = [status_line(info, lang)]
    if info.game.status == "lobby":
        lines.insert(0, card_about(info, lang) + "\n")  # a blank line before who joins
    if notes:
        lines.append(render_lines(notes, lang))
    return "\n".join(lines)


def card_message(game_id: int, version: int, notes: Sequence[Line] = ()) -> OutgoingMessage:
    """An outbox message that refreshes (or first posts) the game's lobby card, with
    `notes` shown under it."""
    return OutgoingMessage(kind="lobby", game_id=game_id, audience="game", lines=list(notes),
                           game_version=version)


def expired(game_id: int, version: int, lifetime: timedelta) -> OutgoingMessage:
    """The card of a lobby that closed unstarted after `lifetime`: it says so, in whole
    hours (at least one)."""
    hours = max(1, round(lifetime.total_seconds() / 3600))
    return card_message(game_id, version, [Line(key="lobby.expired", params={"hours": hours})])


def thread_message(game_id: int, version: int) -> OutgoingMessage:
    """An outbox message that opens the started game's thread off its lobby card, where the
    server wants threads and the channel can have them (before the game's first post)."""
    return OutgoingMessage(kind="thread", game_id=game_id, audience="game",
                           game_version=version)
