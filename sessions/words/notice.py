"""The turn notice: the one DM a player gets when a game starts waiting for them.

It is the turn itself, not a pointer to it: the player's own view (drawn by delivery from
the game as it stands when the notice goes out), what happened since their last action as
they may see it (public events and their own private news, which is why news that reaches
a player while the game waits for someone else needs no DM of its own: it is told here),
who the game waits for with the time each has left, and Play (the sender's buttons).

Pure: the game as read, the log's events by action and the reader's seat go in; the text
comes out, within Discord's 2000 characters with room for the link the sender adds.
"""

from __future__ import annotations

from collections.abc import Sequence

import i18n
from games.base import Event

from ..core.models import GameInfo
from .presenter import game_title, line_for, render_lines, waiting_line

RECAP_LINES = 6  # "a few lines": the newest ones; the rest is one press away (/game recap)
TEXT_BUDGET = 1800  # of Discord's 2000 characters: the rest is the link to the board


def since_last_action(log: Sequence[tuple[int, Sequence[Event]]],
                      seat: int) -> tuple[list[Event], bool]:
    """The events of the actions logged after `seat`'s last one (every action's events, in
    order; who may read which is `notice_text`'s to filter), and whether the seat has acted
    at all (else: every event since the game began)."""
    last = max((index for index, (actor, _) in enumerate(log) if actor == seat), default=-1)
    return [event for _, events in log[last + 1:] for event in events], last >= 0


def notice_text(info: GameInfo, seat: int, events: Sequence[Event], acted: bool,
                lang: str | None) -> str:
    """The notice's words: whose turn in which game, what happened since the reader's last
    action (`acted`: they have acted before; else since the game began) as they may read
    it, and whom the game waits for, with each one's time left. Their own private news is
    always told; of the rest, the newest `RECAP_LINES`, an ellipsis line counting those
    left out. Fitted within `TEXT_BUDGET` by leaving out older lines."""
    title = i18n.t("turn.notice.title", lang, title=game_title(info, lang))
    readable = [event for event in events if event.visible_to(seat)]
    news = {index for index, event in enumerate(readable) if event.audience == seat}
    told = [render_lines([line_for(event, info.names)], lang) for event in readable]
    waiting = waiting_line(info, lang)
    heading = i18n.t("turn.notice.since_last" if acted else "turn.notice.since_start", lang)
    public = [index for index in range(len(told)) if index not in news]
    kept = sorted(news | set(public[-RECAP_LINES:] if RECAP_LINES else []))
    while True:
        parts = [title]
        if kept:
            parts.append(heading)
            if left_out := len(told) - len(kept):
                parts.append(i18n.t("turn.notice.earlier", lang, count=left_out))
            parts += [f"• {told[index]}" for index in kept]
        parts.append(waiting)
        text = "\n".join(parts)
        if len(text) <= TEXT_BUDGET or not kept:
            return text[:TEXT_BUDGET]
        kept = kept[1:]
