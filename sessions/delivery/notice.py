"""A turn notice made when it goes out: the game read as it stands then, the reader's own
view drawn, what happened since their last action told (`words.notice`).

Made at send time rather than when the action committed, like the status message: a
notice waits behind the posts before it (and retries), and the game may have moved on
meanwhile in a simultaneous phase; the player must see the game they are asked to play,
and whom it waits for now. The view is the engine's `view` for the reader's seat, the one
place hidden information is projected, so the image shows nothing the reader may not see.
The outbox row itself carries only the catalog line that reveals nothing, which is what a
player whose DMs are closed is mentioned with in the game's thread.
"""

from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime

from games import get_engine
from games.base import GameView
from storage import ActionRecord, Store

from ..core.eventlog import events_from_json
from ..core.info import info_from_bundle
from ..core.models import GameInfo
from ..core.outgoing import OutgoingMessage
from ..core.states import parsed_state
from ..words.notice import notice_text, since_last_action


@dataclass(frozen=True)
class Notice:
    """What a notice shows its reader: the text, their view, and the game as read (whose
    version the notice's buttons carry)."""

    info: GameInfo
    seat: int
    text: str
    view: GameView


def compose(info: GameInfo, log: list[ActionRecord], seat: int, language: str) -> Notice:
    """The notice of `seat` in the game as `info` shows it, `log` its actions: pure, so
    that two games differing only in a secret the reader cannot know are shown to give
    the reader the same notice (tests/leaks)."""
    assert info.game.state is not None
    engine = get_engine(info.game.kind)
    state = parsed_state(info.game.kind, info.game.state)
    events, acted = since_last_action(
        [(action.seat, events_from_json(action.events)) for action in log], seat)
    return Notice(info=info, seat=seat, text=notice_text(info, seat, events, acted, language),
                  view=engine.view(state, seat))


async def read_notice(store: Store, message: OutgoingMessage, language: str,
                      now: datetime) -> Notice | None:
    """The turn notice `message` as its reader gets it now (the game and its log read
    afresh); None when the game is gone or over, or the reader holds no seat in it."""
    bundle = await store.get_bundle(message.game_id)
    if bundle is None or bundle.game.status != "active" or bundle.game.state is None:
        return None
    info = info_from_bundle(bundle, now)
    seat = info.seat_of(message.user_id) if message.user_id is not None else None
    if seat is None:
        return None
    return compose(info, await store.list_actions(info.id), seat, language)
