"""`/game replay`: the board after any turn of a game, as the reader may see it.

The board is rebuilt by replaying the game's log from its seed up to that move, through
`service.replay_steps` (the one replay every part of the bot uses), and counted in turns as
the engine marks them (`turn_key`), each step of the turn shown named. While the game runs, the
replay shows the public view only, to everyone, players included: it shows what the table
saw, and a player's own secrets stay in their own **My view** (so a stepper open on a shared
screen gives nothing away). Once the game is over, its record reveals everything anyway: every
move shows the board with every secret revealed (the engine's `revealed_view`).
"""

from __future__ import annotations

from dataclasses import dataclass

from games import get_engine
from games.base import Engine, GameState, GameView

from ..core import takeback
from ..core.access import Caller
from ..core.errors import SessionError
from ..core.eventlog import events_from_json
from ..core.models import GameInfo
from ..core.outgoing import Line
from ..core.replay import replay_steps
from ..play.reading import GameReader
from ..words.presenter import lines_for

MOVE_DIGITS = 9  # no game comes near a billion moves: more digits name no move


@dataclass(frozen=True)
class Step:
    """One action of the turn shown: who played it, the action itself once the game is over
    (it may name a secret), and what it did as the table heard it (its public events)."""

    seat: int
    notation: str | None
    lines: list[Line]


@dataclass(frozen=True)
class ReplayStep:
    """The board after turn `move` (0: the start) of `total`, and the steps of that turn.

    A turn is the engine's (`turn_key`): one player's turn with all its steps (a move and a
    rotation), or a simultaneous phase's submissions, as the channel got one board for it."""

    info: GameInfo
    move: int
    total: int
    view: GameView
    steps: list[Step]

    @property
    def finished(self) -> bool:
        """Whether the game is over (every move then shows as recorded)."""
        return self.info.game.status == "finished"


def turn_ends(engine: Engine, states: list[GameState]) -> list[int]:
    """The log row ending each turn (`states[i]` is the state after row i, row 0 the fresh
    game): a row ends a turn when the turn's marker changes across it; the rows after the
    last such row, if any, are the turn still being played."""
    ends = [seq for seq in range(1, len(states))
            if engine.turn_key(states[seq - 1]) != engine.turn_key(states[seq])]
    if len(states) > 1 and (not ends or ends[-1] != len(states) - 1):
        ends.append(len(states) - 1)
    return ends


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
    """The board after turn `move` (None: the latest; past the end: the last) of a game the
    caller may reach (the access rule: otherwise, as for a game that does not exist)."""
    wanted = move_number(move)
    info = await games.reach(game_id, caller)
    if info.game.state is None:
        raise SessionError("error.not_started", game=game_id)
    log = await games.store.list_actions(game_id)
    engine = get_engine(info.game.kind)
    states = [state for state, _ in replay_steps(
        engine, len(info.seats), info.game.seed, info.game.options,
        [(action.seat, action.notation) for action in log])]
    ends = turn_ends(engine, states)
    shown = len(ends) if wanted is None else min(wanted, len(ends))
    first, last = (ends[shown - 2] if shown > 1 else 0), (ends[shown - 1] if shown else 0)
    over = info.game.status == "finished"
    steps = [Step(seat=row.seat, notation=row.notation if over else None,
                  lines=lines_for(events_from_json(row.events), info.names, None))
             for row in log[first:last] if takeback.target(row.notation) is None]
    return ReplayStep(
        info=info, move=shown, total=len(ends),
        view=engine.revealed_view(states[last]) if over else engine.view(states[last], None),
        steps=steps)
