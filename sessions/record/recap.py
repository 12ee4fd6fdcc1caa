"""Catch-up: what happened in a game since a player last acted, as that player may see it.

A player coming back after a day wants three things: the story since their last action, the
board as they left it, and the board now. The story is the action log's events filtered by
their audience (public events, plus the player's own private ones, exactly as `/game log`);
the board "as they left it" is rebuilt by replaying the log from the seed up to their last
action (the log alone is the game), and both boards are the player's own view, so hidden
information is projected by the engine's `view` and nowhere else.
"""

from __future__ import annotations

from dataclasses import dataclass

from games import get_engine
from games.base import GameState
from storage import Store

from ..core.errors import SessionError
from ..core.eventlog import events_from_json
from ..core.info import outcome_from_json, waiting_seats
from ..core.models import GameInfo
from ..core.outgoing import Line
from ..core.replay import replay
from ..words.presenter import lines_for, outcome_line


@dataclass(frozen=True)
class Recap:
    """What one user missed in one game.

    `since_seq` is the log position of the user's last action (0: the start of the game, for
    a player who has not acted yet or a spectator); `actions` counts the actions played after
    it and `lines` tells them, newest last, as the user may see them (the outcome last, once
    the game is over). `before` and `after` are the user's views (the spectator's view for
    someone without a seat) just after their last action and now.
    """

    info: GameInfo
    seat: int | None
    since_seq: int
    actions: int
    lines: list[Line]
    before: GameState
    after: GameState


async def recap_for(store: Store, game_id: int, user_id: int | None) -> Recap:
    """The catch-up of `user_id` (None: a spectator) in a started game.

    Raises SessionError for an unknown game or one still in its lobby.
    """
    game = await store.get_game(game_id)
    if game is None:
        raise SessionError("error.no_such_game", game=game_id)
    if game.state is None:
        raise SessionError("error.not_started", game=game_id)
    info = GameInfo(game=game, seats=await store.get_seats(game_id),
                    to_act=waiting_seats(game))
    seat = info.seat_of(user_id) if user_id is not None else None
    engine = get_engine(game.kind)
    log = await store.list_actions(game_id)
    own = [index for index, action in enumerate(log) if seat is not None and action.seat == seat]
    cut = own[-1] + 1 if own else 0  # actions up to and including the user's last one
    before = replay(engine, len(info.seats), game.seed, game.options,
                    [(action.seat, action.notation) for action in log[:cut]])
    names = info.names
    lines: list[Line] = []
    for action in log[cut:]:
        lines.extend(lines_for(events_from_json(action.events), names, seat))
    outcome = outcome_from_json(game.outcome)
    if game.status == "finished" and outcome is not None:
        lines.append(outcome_line(game.kind, outcome, names))
    return Recap(
        info=info, seat=seat, since_seq=log[cut - 1].seq if cut else 0,
        actions=len(log) - cut, lines=lines,
        before=engine.view(before, seat),
        after=engine.view(engine.state_from_json(game.state), seat),
    )
