"""A game's lobby card: the one message in its channel that shows it from its opening to its
end, and how long an unstarted lobby may stay open.

The card is posted by delivery from the outbox when the lobby is opened (a `lobby` message,
committed with the lobby), and edited in place from then on: seats as they fill, then the
game running (in which thread, whose turn), until the archive turns it into the game's
one-line summary. Its words come from here; the Discord layer lays them out with the
buttons of the moment. An unstarted lobby closes by itself after `LobbyPolicy.lifetime`
(a `lobby_expiry` timer, set when it is opened), and a player may host at most
`max_open_per_user` open lobbies.
"""

from __future__ import annotations

from collections.abc import Awaitable, Callable, Sequence
from dataclasses import dataclass, field
from datetime import datetime, timedelta

import i18n
from storage import TimerRecord, Transaction

from ..core.errors import SessionError
from ..core.models import GameInfo
from ..core.outgoing import Line, OutgoingMessage
from ..words.presenter import absence_notes, render_lines, status_line, waiting_line

# Queues messages in a transaction, to go out if it commits (`GameService.enqueue`).
Enqueue = Callable[[Transaction, int, Sequence[OutgoingMessage]], Awaitable[None]]


@dataclass(frozen=True)
class LobbyPolicy:
    """How long an unstarted lobby stays open, and how many a player may host at once."""

    lifetime: timedelta = field(default=timedelta(days=1))
    max_open_per_user: int = 5


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


def thread_message(game_id: int, version: int) -> OutgoingMessage:
    """An outbox message that opens the started game's thread off its lobby card, where the
    server wants threads and the channel can have them (before the game's first post)."""
    return OutgoingMessage(kind="thread", game_id=game_id, audience="game",
                           game_version=version)


async def check_room(tx: Transaction, host_id: int, policy: LobbyPolicy) -> None:
    """Refuse a new lobby to a player who already hosts as many open ones as allowed."""
    if await tx.lobbies_hosted(host_id) >= policy.max_open_per_user:
        raise SessionError("error.too_many_lobbies", count=policy.max_open_per_user)


async def schedule_expiry(tx: Transaction, game_id: int, now: datetime,
                          policy: LobbyPolicy) -> None:
    """Close the lobby when its lifetime is over, unless it started or closed before."""
    await tx.add_timer("lobby_expiry", now + policy.lifetime, now, game_id=game_id)


async def expire(enqueue: Enqueue, tx: Transaction, timer: TimerRecord,
                 now: datetime) -> bool:
    """A lobby's lifetime is over: if it is still waiting for players, it closes, and its
    card says why. False (nothing done) when it started or was cancelled meanwhile."""
    game = await tx.get_game(timer.game_id) if timer.game_id is not None else None
    if game is None or game.status != "lobby":
        return False
    updated = await tx.update_game(game.id, expected_version=game.version, now=now,
                                   status="cancelled")
    hours = max(1, round((timer.due_at - timer.created_at).total_seconds() / 3600))
    await enqueue(tx, game.id, [card_message(
        game.id, updated.version, [Line(key="lobby.expired", params={"hours": hours})])])
    return True
