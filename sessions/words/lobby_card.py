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

import i18n

from ..core.models import GameInfo
from ..core.outgoing import Line, OutgoingMessage
from .presenter import absence_notes, render_lines, status_line, waiting_line


def card_text(info: GameInfo, notes: Sequence[Line], lang: str | None) -> str:
    """What the lobby card says under its title: who may still join, or, once the game
    runs, that it is played (in its thread) and whose turn it is, with their deadlines; then
    `notes` (why a lobby closed)."""
    if info.game.status == "active":
        thread = info.game.thread_id
        where = i18n.t("ui.card.in_thread", lang, thread=f"<#{thread}>") if thread \
            else i18n.t("ui.card.here", lang)
        lines = [where, waiting_line(info, lang), *absence_notes(info, lang)]
    else:
        lines = [status_line(info, lang)]
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
