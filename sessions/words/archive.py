"""Closing a game's conversation once it is over: what the summary says.

When a game finishes (or is cancelled while running), the outbox gets an `archive` message
after the final post: delivery renames the game's thread to a summary (`Ostriches #12 ·
Alice wins`), archives it, and turns the lobby message in the channel into a one-line
summary. This module decides the words; the sender only puts them where they belong.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence

import i18n
from games.base import Outcome
from storage import GameRecord

from ..core.outgoing import Line, OutgoingMessage
from .presenter import md, outcome_line, plain

THREAD_NAME_MAX = 100  # Discord's limit on a channel or thread name


def summary_line(outcome: Outcome | None, names: Mapping[int, str]) -> Line:
    """Who won, in a few words: one winner, a shared win, nobody, or a cancelled game."""
    if outcome is None:
        return Line(key="archive.cancelled")
    winners = [md(names.get(seat, f"#{seat}")) for seat in outcome.winners]
    if not winners:
        return Line(key="archive.no_winner")
    key = "archive.won" if len(winners) == 1 else "archive.won_shared"
    return Line(key=key, params={"winners": ", ".join(winners)})


def archive_message(game: GameRecord, outcome: Outcome | None, names: Mapping[int, str],
                    version: int) -> OutgoingMessage:
    """The `archive` outbox message of a game that just ended (`outcome` None: cancelled).

    Its lines are the summary, then (for a finished game) the outcome's own explanation.
    """
    lines = [summary_line(outcome, names)]
    if outcome is not None:
        lines.append(outcome_line(game.kind, outcome, names))
    return OutgoingMessage(kind="archive", game_id=game.id, audience="game", lines=lines,
                           game_version=version)


def archive_texts(game: GameRecord, lines: Sequence[Line], lang: str) -> tuple[str, str]:
    """The thread's new name (at most 100 characters) and the lobby message's one line."""
    title = i18n.t("ui.game_title", lang, kind=i18n.t(f"game_name.{game.kind}", lang),
                   game=game.id)
    texts = [i18n.t(line.key, lang, **line.params) for line in lines]
    summary = texts[0] if texts else i18n.t(f"ui.status.{game.status}", lang)
    thread_name = f"{title} · {plain(summary)}"  # a thread name shows no markdown
    if len(thread_name) > THREAD_NAME_MAX:
        thread_name = thread_name[:THREAD_NAME_MAX - 1] + "…"
    lobby_line = f"**{title}** · {summary}"
    if len(texts) > 1:
        lobby_line += f" — {texts[1]}"
    return thread_name, " ".join(lobby_line.split())
