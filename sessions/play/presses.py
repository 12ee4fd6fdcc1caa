"""Whether a press still stands: the one judgement of a button made at a version of a game
(Play, Hint, a step of the picker, the action a press sends), made here for the Discord
layer and for the service alike, so that the two never disagree.

A press stands while no new board was posted since the version it was made at and its
presser is still waited for: other players' submissions in a simultaneous phase, or the
steps of the presser's own turn, move the version without changing what the presser saw.
The action a press sends must also still be legal (another may have come first).
"""

from __future__ import annotations

from games import get_engine

from ..core.errors import StaleVersion
from ..core.models import GameInfo
from . import drafting
from .reading import is_anytime, plays, state_of

ACTION_SHOWN_MAX = 100  # of the action a "taken" refusal quotes


def press_refusal(info: GameInfo, version: int, user_id: int, *,
                  message_id: int | None = None, action: str | None = None,
                  ) -> StaleVersion | None:
    """Why a press made at `version` by `user_id` no longer stands in the game as `info`
    shows it (None: it stands). `message_id`: the message pressed, whose buttons always
    stand when it is one of the game's live messages (see `GameInfo.press_refusal`).

    `action`: the notation the press plays. A presser whose part was already played may
    still play an action the rules leave open to them (Zig Zag's Stop), and the action must
    still be one of their legal actions; who may act at all is `acting_seat`'s to refuse,
    so a game that is over, or a presser without a seat, is not refused here."""
    seat = info.seat_of(user_id)
    if action is not None and (info.game.status != "active" or seat is None):
        return None
    reason = info.press_refusal(version, user_id, message_id)
    if reason is not None and action is not None and seat is not None:
        legal = plays(get_engine(info.game.kind), state_of(info), seat, action)
        if legal and info.game.board_version <= version:
            reason = None
        elif not legal and is_anytime(info.game.kind, state_of(info), seat, action):
            # an any-time action (a give, a Stop) that another took away first: that is
            # its reason, whatever else happened since
            return StaleVersion(info.id, "taken", action=action.strip()[:ACTION_SHOWN_MAX])
    if reason is not None:
        return StaleVersion(info.id, reason)
    if action is None or seat is None or version == info.game.version:
        return None
    assert info.game.state is not None  # an active game has a state
    wanted = action.strip().lower()
    if not any(notation.lower() == wanted for notation, _ in
               drafting.listed(info.game.kind, info.game.state, seat) or ()):
        return StaleVersion(info.id, "taken", action=action.strip()[:ACTION_SHOWN_MAX])
    return None


def button_stands(info: GameInfo, version: int, user_id: int,
                  message_id: int | None = None) -> bool:
    """Whether a button that opens something at the game's current version (Play, Hint),
    made at `version`, may still be used: always once the game no longer runs (what it
    opens then says why not), else while the press stands (`press_refusal`)."""
    return info.game.status != "active" or press_refusal(
        info, version, user_id, message_id=message_id) is None
