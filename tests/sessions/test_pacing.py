"""The pacer spends the process's share of Discord's global limit: evenly, a game's burst
behind the other games' messages, edits last but never starved. Time is a stepped clock
and the timer a list the test fires by hand: nothing sleeps."""

from __future__ import annotations

import asyncio
from collections.abc import Callable

from sessions.delivery.pacing import Lane, Pacer


class Steps:
    """A clock and a timer the test drives: `advance` fires what is due."""

    def __init__(self) -> None:
        self.now = 0.0
        self.timers: list[tuple[float, Callable[[], None]]] = []

    def __call__(self) -> float:
        return self.now

    def schedule(self, delay: float, callback: Callable[[], None]) -> None:
        self.timers.append((self.now + delay, callback))

    async def advance(self, seconds: float) -> None:
        """Move time on, firing each timer at its time, letting the granted tasks run."""
        end = self.now + seconds
        while True:
            await _settle()
            due = sorted((at, i) for i, (at, _) in enumerate(self.timers) if at <= end)
            if not due:
                break
            at, index = due[0]
            _, callback = self.timers.pop(index)
            self.now = max(self.now, at)
            callback()
        self.now = end
        await _settle()


async def _settle() -> None:
    for _ in range(5):
        await asyncio.sleep(0)


def _pacer(rate: float, steps: Steps, **options: int) -> Pacer:
    return Pacer(rate, monotonic=steps, schedule=steps.schedule, **options)


async def test_requests_go_at_the_rate_and_no_faster() -> None:
    steps = Steps()
    pacer = _pacer(4, steps)
    done: list[float] = []

    async def one() -> None:
        await pacer.take("post", 1)
        done.append(steps.now)

    tasks = [asyncio.create_task(one()) for _ in range(9)]
    await steps.advance(2.0)
    await asyncio.gather(*tasks)
    assert done == [0.0, 0.25, 0.5, 0.75, 1.0, 1.25, 1.5, 1.75, 2.0]
    # any second holds at most rate + 1 (Discord's windows are fixed, not sliding)
    assert max(sum(1 for t in done if start <= t < start + 1) for start in done) <= 5


async def test_a_busy_game_does_not_delay_the_quiet_games_beyond_their_share() -> None:
    steps = Steps()
    pacer = _pacer(2, steps)
    granted: list[int] = []

    async def one(game_id: int) -> None:
        await pacer.take("post", game_id)
        granted.append(game_id)

    busy = [asyncio.create_task(one(1)) for _ in range(30)]  # a burst of moves in game 1
    await _settle()
    quiet = [asyncio.create_task(one(game_id)) for game_id in range(2, 12)]  # ten quiet games
    await steps.advance(6.0)
    # the ten quiet games' notices went out within their share: one grant in two at worst
    # (the busy game and the quiet ones in turn), not after the busy game's thirty
    assert all(task.done() for task in quiet)
    assert max(granted.index(game_id) for game_id in range(2, 12)) <= 2 * 10 + 1
    await steps.advance(30.0)
    await asyncio.gather(*busy, *quiet)
    assert len(granted) == 40


async def test_urgent_requests_pass_the_queue_and_edits_go_last_but_are_never_starved() -> None:
    steps = Steps()
    pacer = _pacer(10, steps, edit_every=4)
    order: list[str] = []
    turns: list[int] = []

    async def one(lane: Lane, game_id: int) -> None:
        await pacer.take(lane, game_id)
        order.append(f"{lane}{game_id}")

    await pacer.take("post", 0)  # the pacer has just spent its token: the rest wait
    posts = [asyncio.create_task(one("post", game)) for game in range(1, 9)]
    await _settle()
    pacer.reserve(50, lambda: turns.append(50))
    pacer.reserve(50, lambda: turns.append(-1))  # the same turn: asked once
    pacer.reserve(51, lambda: turns.append(51))
    urgent = asyncio.create_task(one("urgent", 99))
    await steps.advance(0.1)
    assert order[0] == "urgent99"
    await steps.advance(1.0)
    await asyncio.gather(*posts, urgent)
    assert turns == [50, 51]
    # the first edit turn came after edit_every grants, the second after as many again,
    # while posts still waited
    assert len(order) == 9 and pacer.granted == {"urgent": 1, "post": 9, "edit": 2}


async def test_a_cancelled_wait_leaves_the_queue() -> None:
    steps = Steps()
    pacer = _pacer(1, steps)
    await pacer.take("post", 1)
    waiting = asyncio.create_task(pacer.take("post", 2))
    await _settle()
    assert pacer.backlog() == 1
    waiting.cancel()
    await _settle()
    assert pacer.backlog() == 0
    assert not pacer.idle()  # the token spent a moment ago is not back yet
    await steps.advance(1.0)
    assert pacer.idle()


async def test_an_edit_goes_without_its_turn_only_while_the_pacer_is_quiet() -> None:
    steps = Steps()
    pacer = _pacer(10, steps)
    for game_id in range(6):  # a busy second: more than half the rate
        await pacer.take("post", game_id)
        await steps.advance(0.1)
    assert pacer.idle() and not pacer.quiet()  # a moment between posts is not quiet
    await steps.advance(1.0)
    assert pacer.quiet()
