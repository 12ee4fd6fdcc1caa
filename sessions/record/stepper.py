"""`/game replay`: the board after any move of a game, as the reader may see it.

The board is rebuilt by replaying the game's log from its seed up to that move, through
`service.replay_steps` (the one replay every part of the bot uses). While the game runs, the
replay shows the public view only, to everyone, players included: it shows what the table
saw, and a player's own secrets stay in their own **My view** (so a stepper open on a shared
screen gives nothing away). Once the game is over, its record reveals everything anyway: every
move shows the board with every secret revealed (the engine's `revealed_view`).
"""

from __future__ import annotations

from dataclasses import dataclass

from games import get_engine
from games.base import GameView

from ..core.access import Caller
from ..core.errors import SessionError
from ..core.eventlog import events_from_json
from ..core.models import GameInfo
from ..core.outgoing import Line
from ..core.replay import replay
from ..play.reading import GameReader
from ..words.presenter import lines_for

MOVE_DIGITS = 9  # no game comes near a billion moves: more digits name no move


@dataclass(frozen=True)
class ReplayStep:
    """The board after move `move` (0: the start) of `total`, and who played that move."""

    info: GameInfo
    move: int
    total: int
    view: GameView
    seat: int | None  # who played move `move` (None at the start)
    notation: str | None  # the move itself, once the game is over (it may name a secret)
    lines: list[Line]  # what the move did, as the table heard it (its public events)

    @property
    def finished(self) -> bool:
        """Whether the game is over (every move then shows as recorded)."""
        return self.info.game.status == "finished"


def move_number(value: object) -> int | None:
    """A move number as a button or an option carries it (None: the latest); SessionError
    for anything that is not a whole number of at most `MOVE_DIGITS` digits."""
    if value is None:
        return None
    text = str(value).strip()
    if not text.isascii() or not text.isdigit() or len(text) > MOVE_DIGITS:
        raise SessionError("replay.error.bad_move")
    return int(text)


async def replay_step(games: GameReader, game_id: int, caller: Caller,
                      move: object = None) -> ReplayStep:
    """The board after `move` (None: the latest; past the end: the last) of a game the caller
    may reach (the access rule: otherwise, as for a game that does not exist)."""
    wanted = move_number(move)
    info = await games.reach(game_id, caller)
    if info.game.state is None:
        raise SessionError("error.not_started", game=game_id)
    log = await games.store.list_actions(game_id)
    shown = len(log) if wanted is None else min(wanted, len(log))
    engine = get_engine(info.game.kind)
    state = replay(engine, len(info.seats), info.game.seed, info.game.options,
                   [(action.seat, action.notation) for action in log[:shown]])
    played = log[shown - 1] if shown else None
    over = info.game.status == "finished"
    events = events_from_json(played.events) if played else []
    return ReplayStep(
        info=info, move=shown, total=len(log),
        view=engine.revealed_view(state) if over else engine.view(state, None),
        seat=played.seat if played else None,
        notation=played.notation if played and over else None,
        lines=lines_for(events, info.names, None))
