"""The bot's share of Discord's global rate limit, spent in order of what matters most.

Discord lets a bot token make 50 requests a second in all (interaction answers exempt), and
answers a request past it with a global 429 that stops every request of the process, an
interaction's follow-ups included, and counts as an invalid request (10,000 of them in ten
minutes and the address is banned). discord.py waits out per-route buckets from Discord's
headers, but only learns of the global limit from a 429. So the process paces its own
requests below its share of the limit, and decides which request goes next:

- `urgent`: anything no delivery pass asked for (a command's own REST calls, start-up);
- `post`: a game's messages in their order (boards, turn notices, mentions, threads,
  lobby cards), one game after another (round robin), so a game with a burst of moves
  waits behind its own messages, not in front of the other games';
- `edit`: the live status message and the lobby card's status edits. They go last: a
  game's worker asks for a *turn* (`reserve`) instead of waiting, and while it waits the
  game's newer status replaces the older one, so only the newest is sent. So that they
  are never starved, one grant in `edit_every` (100) goes to them while other lanes wait;
  an edit goes without a turn only while the pacer is `quiet`.

The pacer hands out tokens at `rate` a second (one at a time: an even pace, so any second of
Discord's fixed windows holds at most `rate + 1`). Several processes on one token each take
a share of the budget (`cogs.app`). The clock and the timer are injected: tests step time.
"""

from __future__ import annotations

import asyncio
import contextlib
import time
from collections import OrderedDict, deque
from collections.abc import Callable, Iterator
from contextvars import ContextVar
from typing import Literal

Lane = Literal["urgent", "post", "edit"]
LANES: tuple[Lane, ...] = ("urgent", "post", "edit")
Schedule = Callable[[float, Callable[[], None]], object]
_Entry = tuple[Callable[[], None], bool]
# While posts wait, one grant in this many goes to an edit turn: a status edit, or a card's.
# At the token's limit a move costs a board and a notice, about 1.95 requests: edits have
# a few hundredths of a request a move left within two.
EDIT_EVERY = 100
# An edit goes at once, without a turn, only while the pacer is quiet: fewer grants than this
# share of its rate over the last second (an idle moment between posts is not quiet).
QUIET_SHARE = 0.5

# The lane and game of the requests made by the running task (set by delivery around a
# send; the transport reads it for each request). Unset: `urgent`, no game.
SENDING: ContextVar[tuple[Lane, int | None]] = ContextVar("sending", default=("urgent", None))


@contextlib.contextmanager
def sending_as(lane: Lane, game_id: int | None) -> Iterator[None]:
    """Make the requests within the block count in `lane`, for `game_id`."""
    token = SENDING.set((lane, game_id))
    try:
        yield
    finally:
        SENDING.reset(token)


def _call_later(delay: float, callback: Callable[[], None]) -> object:
    return asyncio.get_running_loop().call_later(delay, callback)


class Pacer:
    """Grants requests at `rate` a second, by lane and, within a lane, game by game."""

    def __init__(self, rate: float, *, edit_every: int = EDIT_EVERY,
                 monotonic: Callable[[], float] = time.monotonic,
                 schedule: Schedule = _call_later) -> None:
        if rate <= 0:
            raise ValueError("a pacer needs a positive rate")
        self.rate = rate
        self.edit_every = edit_every
        self._monotonic = monotonic
        self._schedule = schedule
        self._next_free = -float("inf")  # when the next token may be spent
        # per lane, per game (None: no game), the callbacks waiting for a grant
        # (a turn spends no token: the callback and whether it spends one)
        self._waiting: dict[Lane, OrderedDict[int | None, deque[_Entry]]] = {
            lane: OrderedDict() for lane in LANES}
        self._reserved: set[int | None] = set()  # games with an edit turn asked for
        self._since_edit = 0  # grants since the edit lane's last
        self._timer_set = False
        self.granted: dict[Lane, int] = dict.fromkeys(LANES, 0)
        self._recent: deque[float] = deque()  # when the grants of the last second were
        self.waited = 0  # requests that could not go at once

    def idle(self) -> bool:
        """Whether a request would go out at once (nothing waits, a token is free)."""
        return not self.backlog() and self._monotonic() >= self._next_free

    def quiet(self) -> bool:
        """Idle, and idle most of the last second: an edit may go without its turn."""
        if not self.idle():
            return False
        self._forget(self._monotonic())
        return len(self._recent) < self.rate * QUIET_SHARE

    def _forget(self, now: float) -> None:
        while self._recent and self._recent[0] <= now - 1.0:
            self._recent.popleft()

    def backlog(self) -> int:
        """Requests and edit turns waiting."""
        return sum(len(queue) for lane in self._waiting.values() for queue in lane.values())

    async def take(self, lane: Lane, game_id: int | None) -> None:
        """Wait for this request's turn, then spend a token."""
        if self.idle():
            self._spend(lane)
            return
        future: asyncio.Future[None] = asyncio.get_running_loop().create_future()

        def grant() -> None:
            if not future.done():
                future.set_result(None)

        entry = (grant, True)
        self._enqueue(lane, game_id, entry)
        self.waited += 1
        try:
            await future
        except asyncio.CancelledError:
            self._drop(lane, game_id, entry)
            raise

    async def take_as_sending(self) -> None:
        """`take`, in the lane and for the game the running task sends for (`sending_as`)."""
        lane, game_id = SENDING.get()
        await self.take(lane, game_id)

    def reserve(self, game_id: int | None, granted: Callable[[], None]) -> None:
        """Ask for an edit turn for a game (once: a second ask while one waits is the same
        turn); `granted` is called when it comes. The turn spends no token: the edit then
        goes through `take` in the `urgent` lane, at once or next."""
        if game_id in self._reserved:
            return
        self._reserved.add(game_id)

        def turn() -> None:
            self._reserved.discard(game_id)
            granted()

        self._enqueue("edit", game_id, (turn, False))

    def pump(self) -> None:
        """Grant what the clock allows, and set the timer for the next grant."""
        self._timer_set = False
        while self.backlog():
            now = self._monotonic()
            if now < self._next_free:
                self._timer_set = True
                self._schedule(self._next_free - now, self.pump)
                return
            lane = self._next_lane()
            key, queue = next(iter(self._waiting[lane].items()))
            callback, spends = queue.popleft()
            if queue:
                self._waiting[lane].move_to_end(key)  # the next game's turn
            else:
                del self._waiting[lane][key]
            if spends:
                self._spend(lane)
            else:
                self.granted["edit"] += 1  # a turn: its edit spends the token
            if lane == "edit":
                self._since_edit = 0
            callback()

    def _next_lane(self) -> Lane:
        waiting = [lane for lane in LANES if self._waiting[lane]]
        if "edit" in waiting and (len(waiting) == 1 or self._since_edit >= self.edit_every):
            return "edit"
        return waiting[0]

    def _spend(self, lane: Lane) -> None:
        now = self._monotonic()
        self._recent.append(now)
        self._forget(now)
        self._next_free = max(now, self._next_free) + 1.0 / self.rate
        self.granted[lane] += 1
        self._since_edit += 1

    def _enqueue(self, lane: Lane, game_id: int | None, entry: _Entry) -> None:
        self._waiting[lane].setdefault(game_id, deque()).append(entry)
        if not self._timer_set:
            self.pump()

    def _drop(self, lane: Lane, game_id: int | None, entry: _Entry) -> None:
        queue = self._waiting[lane].get(game_id)
        if queue is not None and entry in queue:
            queue.remove(entry)
            if not queue:
                del self._waiting[lane][game_id]
