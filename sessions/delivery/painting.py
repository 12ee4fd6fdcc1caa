"""Drawing board images away from the event loop.

A board takes a few milliseconds of Pillow work; drawn on the event loop, every image would
hold up every other player's button press for that long. The painter draws either in the
loop's thread pool (Pillow releases the GIL while it encodes) or, as the bot does by
default, in worker processes, so that images use the machine's other cores.

A worker is reached through a socket that the event loop reads and writes itself. A
`ProcessPoolExecutor` would add two threads to the bot (one feeding the workers' queue, one
collecting results) that wake for every image and compete with the event loop for the
interpreter lock: at full load they took a tenth of a core, and each statement the loop runs
inline lets go of the lock and could wait for them to hand it back. A worker exits when its
socket closes, so it never outlives the bot, even one killed outright; a worker that dies is
replaced at the next image.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import multiprocessing
import pickle
import socket
import struct
import traceback
from collections import deque
from collections.abc import Callable, Mapping, Sequence
from functools import partial
from multiprocessing.process import BaseProcess
from typing import Any

from games import engine_names, get_engine
from games.base import GameView

from ..words.presenter import seat_names
from .animation import Animation, animate_game

log = logging.getLogger(__name__)

_LENGTH = struct.Struct("!I")  # every message on a worker's socket: its length, then pickle


def paint_board(kind: str, view: GameView | str, language: str, names: Sequence[str]) -> bytes:
    """The PNG of `view` for game `kind`: the view itself (a pydantic model, which pickles),
    or its JSON text as stored in a queued message, parsed where it is drawn (in a worker,
    off the event loop's core)."""
    engine = get_engine(kind)
    if isinstance(view, str):
        view = engine.view_from_json(view)
    return engine.render(view, language, list(names))


# What a worker may be asked to do, by name: a request carries the name and the arguments.
WORKS: dict[str, Callable[..., object]] = {"board": paint_board, "animation": animate_game}


class PaintingFailed(RuntimeError):
    """A worker could not draw an image: the renderer raised, or the worker died."""


def _receive(sock: socket.socket) -> bytes | None:
    """One message from a blocking socket; None once the other end has closed it."""
    header = _read_exactly(sock, _LENGTH.size)
    if header is None:
        return None
    return _read_exactly(sock, _LENGTH.unpack(header)[0])


def _read_exactly(sock: socket.socket, size: int) -> bytes | None:
    chunks, left = [], size
    while left:
        chunk = sock.recv(min(left, 1 << 20))
        if not chunk:
            return None
        chunks.append(chunk)
        left -= len(chunk)
    return b"".join(chunks)


def _framed(payload: bytes) -> bytes:
    return _LENGTH.pack(len(payload)) + payload


def serve(sock: socket.socket) -> None:
    """A worker process's whole life: draw each request in turn and answer it, until the
    bot's end of the socket closes (the bot stopped, or was killed: the kernel closes its
    sockets either way). A request names its work (`WORKS`) and its arguments; answers are
    (True, the result) or (False, the renderer's traceback)."""
    with sock:
        while (request := _receive(sock)) is not None:
            try:
                work, args = pickle.loads(request)
                answer: tuple[bool, object] = (True, WORKS[work](*args))
            except Exception:  # the bot reports it; the worker goes on with the next image
                answer = (False, traceback.format_exc())
            try:
                sock.sendall(_framed(pickle.dumps(answer, pickle.HIGHEST_PROTOCOL)))
            except OSError:
                return  # the bot died while this image was drawn: nobody is left to answer


class _Worker:
    """One drawing process, the streams to its socket, and the answers it owes, in order
    (a worker draws its requests one after the other)."""

    def __init__(self, process: BaseProcess, reader: asyncio.StreamReader,
                 writer: asyncio.StreamWriter) -> None:
        self.process = process
        self.writer = writer
        self.waiting: deque[asyncio.Future[Any]] = deque()
        self.alive = True
        self.listener = asyncio.create_task(self._listen(reader), name="drawing-answers")

    async def _listen(self, reader: asyncio.StreamReader) -> None:
        """Hand each answer to the request it belongs to; when the socket closes (the
        worker died), fail every request still waiting."""
        try:
            while True:
                header = await reader.readexactly(_LENGTH.size)
                ok, payload = pickle.loads(await reader.readexactly(_LENGTH.unpack(header)[0]))
                future = self.waiting.popleft()
                if future.done():  # its caller gave up waiting
                    continue
                if ok:
                    future.set_result(payload)
                else:
                    future.set_exception(PaintingFailed(f"the renderer failed:\n{payload}"))
        except (asyncio.IncompleteReadError, ConnectionError):
            pass
        finally:
            self.alive = False
            self.writer.close()
            for future in self.waiting:
                if not future.done():
                    future.set_exception(PaintingFailed("the drawing worker stopped"))
            self.waiting.clear()

    async def paint(self, request: bytes) -> Any:
        """Send one pickled request and wait for its answer (an image, an animation)."""
        if not self.alive:
            raise PaintingFailed("the drawing worker stopped")
        future: asyncio.Future[Any] = asyncio.get_running_loop().create_future()
        self.waiting.append(future)
        self.writer.write(_framed(request))
        with contextlib.suppress(ConnectionError):  # then `_listen` fails the future
            await self.writer.drain()
        return await future

    def close(self) -> None:
        """Close the socket: the worker reads its end and exits."""
        self.listener.cancel()
        self.writer.close()


class Painter:
    """Draws images off the event loop: in `processes` worker processes, or with none in
    the loop's default thread pool. Workers start at the first image, with "spawn": forking
    a process that already runs discord.py's and aiosqlite's threads could copy a lock in a
    held state. Each game's caches warm up in the workers (see `warm_up`)."""

    def __init__(self, processes: int = 0) -> None:
        self.processes = max(processes, 0)
        self._workers: list[_Worker | None] = [None] * self.processes
        self._starting = asyncio.Lock() if self.processes else None

    @property
    def worker_pids(self) -> list[int]:
        """The process ids of the running workers."""
        return [worker.process.pid for worker in self._workers
                if worker is not None and worker.alive and worker.process.pid is not None]

    async def paint(self, kind: str, view: GameView | str, language: str,
                    names: Sequence[str]) -> bytes:
        """The PNG of `view` (or of the view stored as JSON text), drawn off the event loop.
        Raises PaintingFailed when the renderer fails in a worker, or the worker dies
        meanwhile."""
        if not self.processes:
            call = partial(paint_board, kind, view, language, tuple(names))
            return await asyncio.get_running_loop().run_in_executor(None, call)
        worker = await self._least_busy()
        image: bytes = await worker.paint(_request(kind, view, language, names))
        return image

    async def animate(self, kind: str, players: int, seed: int, options: Mapping[str, Any],
                      record: Sequence[tuple[int, str]], language: str,
                      names: Mapping[int, str]) -> Animation:
        """A finished game's animated replay (`animation.animate_game`): replayed from its
        seed and drawn frame by frame in a worker, like every image. Raises PaintingFailed
        as `paint` does."""
        args = (kind, players, seed, dict(options), list(record), language,
                tuple(seat_names(names)))
        if not self.processes:
            call = partial(animate_game, *args)
            return await asyncio.get_running_loop().run_in_executor(None, call)
        worker = await self._least_busy()
        animation: Animation = await worker.paint(
            pickle.dumps(("animation", args), pickle.HIGHEST_PROTOCOL))
        return animation

    async def paint_named(self, kind: str, view: GameView | str, language: str,
                          names: Mapping[int, str]) -> bytes:
        """`paint` with the players' display names by seat (as `GameInfo.names` holds
        them), the way every board of a game is drawn: posted, private or refused."""
        return await self.paint(kind, view, language, seat_names(names))

    async def _least_busy(self) -> _Worker:
        """The worker with the fewest images waiting, started (or restarted) if needed."""
        workers = [await self._worker(index) for index in range(self.processes)]
        return min(workers, key=lambda worker: len(worker.waiting))

    async def _worker(self, index: int) -> _Worker:
        worker = self._workers[index]
        if worker is not None and worker.alive:
            return worker
        assert self._starting is not None
        async with self._starting:  # one start at a time, and never twice for one slot
            worker = self._workers[index]
            if worker is None or not worker.alive:
                if worker is not None:
                    log.warning("drawing worker %s stopped; starting another", index)
                    worker.process.join(0)  # reap it
                worker = await _start_worker()
                self._workers[index] = worker
            return worker

    async def warm_up(self, languages: Sequence[str] = ("en", "fr")) -> None:
        """Draw one board of every game in every language once in every worker, before the
        first player waits for one: a renderer's first image builds its caches (palettes,
        glyphs), which takes far longer than the next ones and would stall whatever runs
        beside it."""
        requests = []
        for kind in engine_names():
            engine = get_engine(kind)
            state = engine.new_game(engine.min_players, 0, None)
            names = [f"{seat + 1}" for seat in range(engine.min_players)]
            for language in languages:
                for seat in (None, 0):
                    requests.append((kind, engine.view(state, seat), language, names))
        if not self.processes:
            for request in requests:
                await self.paint(*request)
            return

        async def warm(index: int) -> None:
            worker = await self._worker(index)
            for request in requests:
                await worker.paint(_request(*request))

        await asyncio.gather(*(warm(index) for index in range(self.processes)))

    def close(self) -> None:
        """Let the workers go: each exits once it reads that its socket closed."""
        for worker in self._workers:
            if worker is not None:
                worker.close()
        self._workers = [None] * self.processes


def _request(kind: str, view: GameView | str, language: str, names: Sequence[str]) -> bytes:
    return pickle.dumps(("board", (kind, view, language, tuple(names))),
                        pickle.HIGHEST_PROTOCOL)


async def _start_worker() -> _Worker:
    """Spawn a drawing process with one end of a socket pair; the loop keeps the other."""
    ours, theirs = socket.socketpair()
    process = multiprocessing.get_context("spawn").Process(
        target=serve, args=(theirs,), name="drawing", daemon=True)
    try:
        process.start()
    finally:
        theirs.close()  # the worker has its own copy: ours must be the only one left here
    reader, writer = await asyncio.open_connection(sock=ours, limit=1 << 16)
    return _Worker(process, reader, writer)
