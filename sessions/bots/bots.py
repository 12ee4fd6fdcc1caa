"""The bot players: whenever a committed game waits for a seat a bot plays, decide its step
in a worker process and play it through the same path as a person's action.

A seat is played by a bot when it is a bot's own seat (its level is the seat's), or when the
bot took it over from an absent or resigned player (at the server's takeover level, `normal`
unless its managers chose another). Each decision is made from exactly
`engine.bot_view(state, seat)`, sent to the worker as JSON (docs/BOTS.md), with a seed drawn from
the game's seed, the length of its log and the seat: a decision made again after a restart is
the same decision. The step is committed only if the game has not moved since it was read
(`PlayService.play_bot_step`); if someone else moved first it is decided again, never
applied twice. A bot plays one step at a time; in a simultaneous phase every waiting bot
seat submits, one after the other, as soon as the phase opens. Before each step, every seat
a bot plays that the game does not wait for is asked whether it acts out of turn
(`bot_anytime_action`: Zig Zag's `hard` calls Stop the moment its stack reaches the goal, or
the moment nothing left on the table can help it);
one that does goes first, as a person who presses at once would.

Decisions run in a `ProcessPoolExecutor` through the event loop's `run_in_executor`, so a
search of a second never holds the loop. The driver works in the background: a commit that
leaves a game waiting for a bot pokes it (`poke`), and at start-up it looks at every running
game (`play_all`), so a bot's turn interrupted by a restart is taken up again.
"""

from __future__ import annotations

import asyncio
import concurrent.futures
import contextlib
import logging
import multiprocessing
import os
from collections.abc import Callable
from concurrent.futures import Executor, Future
from typing import Any, TypeVar

from games import get_engine
from storage import Store

from ..core.models import GameInfo
from ..core.ownership import Ownership
from ..core.seeds import decision_seed
from ..play.acting import PlayService
from ..play.reading import GameReader, state_of
from ..play.seats import acts_out_of_turn
from .bot_seats import DEFAULT_LEVEL

log = logging.getLogger(__name__)

BOT_STEPS_MAX = 10_000  # bounds one run of a game's bots (a whole game is far shorter)
WORKER_NICENESS = 10  # how much lower than the bot's own the workers' CPU priority is

_T = TypeVar("_T")


def decide(kind: str, view_json: str, seat: int, level: str, seed: int) -> Any:
    """In a worker process: the bot's action for `seat` from its view (JSON), at `level`."""
    engine = get_engine(kind)
    return engine.bot_action(engine.view_from_json(view_json), seat, level=level, seed=seed)


class InlineExecutor(Executor):
    """An executor that runs each call at once in the caller's thread: for tests and the
    demo, where a worker process would only add its start-up time."""

    def submit(self, fn: Callable[..., _T], /, *args: Any, **kwargs: Any) -> Future[_T]:
        """Run `fn` now; its result (or exception) is in the returned future."""
        future: Future[_T] = Future()
        try:
            future.set_result(fn(*args, **kwargs))
        except BaseException as error:  # handed to the awaiting caller, as a pool does
            future.set_exception(error)
        return future


def _yield_to_the_bot() -> None:
    """In each worker, before its first decision: a lower priority than the bot's own
    process, so that a search of a second, on a machine with few cores, takes the CPU the
    event loop leaves over rather than the time of the loop's next turn."""
    with contextlib.suppress(OSError, AttributeError):  # not allowed, or not on this OS
        os.nice(WORKER_NICENESS)


def process_pool(processes: int = 1) -> Executor:
    """The bot's worker processes (spawned: the bot's threads and sockets stay its own)."""
    return concurrent.futures.ProcessPoolExecutor(
        max_workers=processes, mp_context=multiprocessing.get_context("spawn"),
        initializer=_yield_to_the_bot)


class BotDriver:
    """Plays the bots of every game in the background, one task per game at a time."""

    def __init__(self, store: Store, games: GameReader, play: PlayService,
                 executor: Executor | Callable[[], Executor] = process_pool) -> None:
        self.store = store
        self.games = games
        self.play_path = play
        self._executor: Executor | None = executor if isinstance(executor, Executor) else None
        self._make_executor = executor if not isinstance(executor, Executor) else None
        self._tasks: dict[int, asyncio.Task[None]] = {}
        self._again: set[int] = set()

    def poke(self, game_id: int) -> None:
        """A change to `game_id` committed and a bot may be waited for: play it soon (in the
        background; a run already going on for the game looks again when it ends)."""
        task = self._tasks.get(game_id)
        if task is not None and not task.done():
            if task is not asyncio.current_task():  # a bot's own step: its run goes on anyway
                self._again.add(game_id)
            return
        self._tasks[game_id] = asyncio.get_running_loop().create_task(
            self._run(game_id), name=f"bots-{game_id}")

    async def _run(self, game_id: int) -> None:
        try:
            while True:
                self._again.discard(game_id)
                await self.play(game_id)
                if game_id not in self._again:
                    return
        except asyncio.CancelledError:
            raise
        except Exception:  # one game's failing bot must not stop the others
            log.exception("game %s: the bots could not play", game_id)
        finally:
            if self._tasks.get(game_id) is asyncio.current_task():
                del self._tasks[game_id]

    async def play_all(self, ownership: Ownership | None = None) -> None:
        """At start-up: let the bots play in every running game that waits for one (of
        this process's servers, when processes share the database), and wait until they
        have (a step owed when the bot stopped is made before the timers judge anyone
        late)."""
        active = [game.id for game in await self.store.active_games()
                  if game.status == "active"]
        for game_id in await (ownership or Ownership()).ours(active):
            self.poke(game_id)
        await self.idle()

    async def idle(self) -> None:
        """Wait until no bot is deciding or playing (tests, and a clean stop)."""
        while self._tasks:
            await asyncio.gather(*list(self._tasks.values()), return_exceptions=True)

    async def close(self) -> None:
        """Stop: cancel the runs in progress (a step decided but not committed is decided
        again at the next start) and let the worker processes go."""
        for task in list(self._tasks.values()):
            task.cancel()
        for task in list(self._tasks.values()):
            with contextlib.suppress(asyncio.CancelledError):
                await task
        if self._executor is not None and self._make_executor is not None:
            self._executor.shutdown(wait=False, cancel_futures=True)
            self._executor = None

    async def play(self, game_id: int) -> bool:
        """Play every bot step the game waits for, one at a time, until it waits for a
        person or ends (bounded); True if a bot played anything."""
        played, last_seat = False, None
        for _ in range(BOT_STEPS_MAX):
            info = await self.games.info(game_id)
            out_of_turn = await self._out_of_turn(info)
            if out_of_turn is not None:
                seat, notation = out_of_turn
            elif not info.bots_waited:
                return played
            else:
                seat = info.bots_waited[0]
                decided = await self._decide(info, seat)
                if decided is None:
                    return played
                notation = decided
            if await self.play_path.play_bot_step(info, seat, notation,
                                                announce=seat != last_seat,
                                                out_of_turn=out_of_turn is not None):
                played, last_seat = True, seat
        log.warning("game %s: the bots stopped after %d steps", game_id, BOT_STEPS_MAX)
        return played

    async def _out_of_turn(self, info: GameInfo) -> tuple[int, str] | None:
        """The first seat a bot plays that the game does not wait for, that the rules let
        act now (`acts_out_of_turn`) and that does (`bot_anytime_action`, a quick rule
        decided here, not in a worker), with the notation of its step; None when none does
        (or the bot failed: logged)."""
        idle = [seat for seat in info.bots_idle if acts_out_of_turn(info, seat)]
        if not idle:
            return None
        engine = get_engine(info.game.kind)
        state = state_of(info)
        length = await self.games.log_length(info)
        for seat in idle:
            seed = decision_seed(info.game.seed, length, seat)
            try:
                action = engine.bot_anytime_action(engine.bot_view(state, seat), seat,
                                                   level=await self.level_of(info, seat),
                                                   seed=seed)
            except ValueError:
                log.exception("game %s: the bot could not decide for seat %s", info.id, seat)
                continue
            if action is not None:
                return seat, engine.format(state, action)
        return None

    async def _decide(self, info: GameInfo, seat: int) -> str | None:
        """The notation of the bot's step for `seat` in the game as `info` shows it, decided
        in a worker; None (logged) if the bot failed, a bug of the engine's bot."""
        engine = get_engine(info.game.kind)
        state = state_of(info)
        view_json = engine.bot_view(state, seat).model_dump_json()
        level = await self.level_of(info, seat)
        seed = decision_seed(info.game.seed, await self.games.log_length(info), seat)
        try:
            action = await asyncio.get_running_loop().run_in_executor(
                self._pool(), decide, info.game.kind, view_json, seat, level, seed)
            return engine.format(state, action)
        except (ValueError, concurrent.futures.process.BrokenProcessPool):
            log.exception("game %s: the bot could not decide for seat %s", info.id, seat)
            if self._make_executor is not None:
                self._executor = None  # a broken pool is replaced at the next decision
            return None

    async def in_worker(self, fn: Callable[..., _T], *args: Any) -> _T:
        """Run `fn(*args)` in the bots' worker processes (a hint's decision), off the event
        loop; a broken pool is replaced at the next call."""
        try:
            return await asyncio.get_running_loop().run_in_executor(self._pool(), fn, *args)
        except concurrent.futures.process.BrokenProcessPool:
            if self._make_executor is not None:
                self._executor = None
            raise

    def _pool(self) -> Executor:
        if self._executor is None:
            assert self._make_executor is not None
            self._executor = self._make_executor()
        return self._executor

    async def level_of(self, info: GameInfo, seat: int) -> str:
        """The level the bot plays `seat` at: the bot seat's own, or for a seat taken over
        from its player the server's takeover level."""
        own = info.bot_level(seat)
        if own is not None:
            return own
        if info.game.guild_id is None:
            return DEFAULT_LEVEL
        settings = await self.store.get_guild_settings(info.game.guild_id)
        if settings is None or settings.takeover_level is None:
            return DEFAULT_LEVEL
        return settings.takeover_level
