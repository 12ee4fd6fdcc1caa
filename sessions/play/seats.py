"""Whether a user may act now in a game, and for which seat: the one judgement every path
that acts (a move, the picker's choices, autocomplete) makes before it computes anything."""

from __future__ import annotations

from games import get_engine

from ..core.errors import SessionError
from ..core.models import GameInfo
from ..words.presenter import md
from .reading import plays, state_of


def acting_seat(info: GameInfo, user_id: int, text: str | None = None) -> int:
    """The user's seat, if they act for it (not the bot: `seat_owner`) and may act now: the
    game waits for them, or the rules let them play `text` out of turn (any such action,
    for a caller listing choices)."""
    if info.game.status == "lobby":
        raise SessionError("error.not_started", game=info.id)
    if info.game.status != "active":
        raise SessionError("error.game_over", game=info.id)
    seat = info.person_seat(user_id)
    if seat not in info.to_act and not acts_out_of_turn(info, seat, text):
        waiting = ", ".join(md(s.display_name) for s in info.waiting_for) or "-"
        raise SessionError("error.not_your_turn", game=info.id, waiting=waiting)
    return seat


def acts_out_of_turn(info: GameInfo, seat: int, text: str | None = None) -> bool:
    """Whether the rules let `seat` play `text` (None: anything) although the game does
    not wait for it, as Zig Zag's Stop, which any player may call while cards are
    collected: the engine lists such actions among the seat's legal actions."""
    engine = get_engine(info.game.kind)
    state = state_of(info)
    if text is None:
        return bool(engine.legal_actions(state, seat))
    return plays(engine, state, seat, text)
