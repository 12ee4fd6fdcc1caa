"""Hints in practice games: what a `hard` bot would play from exactly the player's own view,
with a one-line reason from its search.

The decision is the engine's `bot_action` at the hint level, made in a worker process (never
on the event loop) from `engine.view(state, seat)` alone, so a hint cannot show anything the
player could not know: two positions that differ only in what the player cannot see give the
same hint. Its seed is a bot decision's (the game's seed, the log's length, the seat), so
the same position gives the same hint again, and a position reached again after a take-back
(a longer log) may give another.
"""

from __future__ import annotations

from collections.abc import Awaitable, Callable
from dataclasses import dataclass
from typing import Any

from games import get_engine
from games.ai import SearchReport, reporting
from games.base import GameState

from ..core.errors import SessionError
from ..core.models import GameInfo
from ..core.outgoing import Line
from ..core.ports import Worker
from ..core.seeds import decision_seed
from ..play.reading import GameReader, state_of
from ..play.seats import acting_seat
from ..undo.service import practice_only

HINT_LEVEL = "hard"
HINT_SCALE: dict[str, int] = {"ostriches": 1, "scramble": 2, "zigzag": 8}
"""How many times the hint level's iterations a hint searches, by game: at least the
`hard` bot's budget, more where a practice game can afford it within a hint's 2 s
(Zig Zag's hard search is short; Ostriches' already takes a tenth of a second or more)."""

Runner = Callable[..., Awaitable[Any]]
"""Runs a function with its arguments in a worker and returns its result
(`BotDriver.in_worker`)."""


@dataclass(frozen=True)
class Hint:
    """A hint: the action in the notation, its picker labels (how the player finds it among
    their choices), and why (a catalog line)."""

    notation: str
    path: tuple[str, ...]
    reason: Line


def decide(kind: str, view_json: str, seat: int, seed: int) -> tuple[str, SearchReport | None]:
    """In a worker process: the hint-level bot's action for `seat` from its view (JSON), as
    JSON, with the report of the search behind it (None for a level that does not search)."""
    engine = get_engine(kind)
    with reporting(HINT_SCALE.get(kind, 1)) as reports:
        action = engine.bot_action(engine.view_from_json(view_json), seat, level=HINT_LEVEL,
                                   seed=seed)
    return engine.action_to_json(action), reports[-1] if reports else None


# Below this many playouts of the chosen move, its rate of wins is a rough one (its standard
# error is over 9 points at 30), and the hint says so.
ROUGH_BELOW = 30


def reason_line(report: SearchReport | None) -> Line:
    """Why the bot plays it, in one plain sentence: how often it won the playouts that
    began with it (saying the hint is a rough one when they were few), that nothing else
    was worth trying, or (no search at all: a step the hint level plays by its rule, as
    Zig Zag's setup) that it is the rule's choice, untested."""
    if report is None:
        return Line(key="practice.reason.rule")
    if report.playouts == 0:
        return Line(key="practice.reason.only")
    key = ("practice.reason.rough" if report.chosen_playouts < ROUGH_BELOW
           else "practice.reason.played_out")
    return Line(key=key, params={
        "rate": f"{round(100 * report.value)}%", "playouts": report.chosen_playouts})


async def hint_for(kind: str, state: GameState, seat: int, seed: int, run: Runner) -> Hint:
    """The hint for `seat` in `state`, decided by `run` (a worker) from the seat's view."""
    engine = get_engine(kind)
    view_json = engine.view(state, seat).model_dump_json()
    action_json, report = await run(decide, kind, view_json, seat, seed)
    action = engine.action_from_json(action_json)
    return Hint(notation=engine.format(state, action),
                path=tuple(engine.menu_path(state, action)), reason=reason_line(report))


class HintService:
    """A practice game's Hint, over the games' reader and the bots' worker processes (a
    port: the bots are built after this)."""

    def __init__(self, games: GameReader, worker: Worker) -> None:
        self.games = games
        self.worker = worker

    @staticmethod
    def practice_only(info: GameInfo) -> None:
        """Refuse Hint in a game that is not a practice game."""
        practice_only(info)

    async def hint(self, game_id: int, user_id: int) -> Hint:
        """What a `hard` bot would play for the user's seat from their own view, and why,
        decided in the bots' worker processes."""
        info = await self.games.info(game_id)
        practice_only(info)
        seat = acting_seat(info, user_id)
        if seat not in info.to_act:
            raise SessionError("practice.error.no_hint", game=game_id)
        seed = decision_seed(info.game.seed, await self.games.log_length(info), seat)
        return await hint_for(info.game.kind, state_of(info), seat, seed,
                              self.worker.in_worker)
