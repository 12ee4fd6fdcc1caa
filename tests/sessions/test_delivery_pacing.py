"""Delivery under the pacer: a game's posts do not wait behind its status edit, which waits
for its turn and then goes out once, the newest. The pacer's clock moves by itself to each
grant (a virtual clock): deterministic, and nothing sleeps."""

from __future__ import annotations

import asyncio
from collections.abc import Callable
from dataclasses import dataclass, field

from sessions import Deliverer, DeliveryPolicy, Rendered
from sessions.delivery.pacing import SENDING, Pacer

from .conftest import RecordingSender
from .test_delivery import play_first_choice


class VirtualClock:
    """Monotonic time that jumps to each timer as it is set."""

    def __init__(self) -> None:
        self.now = 100.0

    def __call__(self) -> float:
        return self.now

    def schedule(self, delay: float, callback: Callable[[], None]) -> None:
        self.now += delay
        asyncio.get_running_loop().call_soon(callback)


@dataclass
class PacedSender(RecordingSender):
    """The recording sender, each request waiting for the pacer as the transport does;
    the lane each kind of message went in."""

    pacer: Pacer | None = None
    lanes: list[tuple[str, str]] = field(default_factory=list)

    async def _paced(self, kind: str) -> None:
        assert self.pacer is not None
        await self.pacer.take_as_sending()
        self.lanes.append((kind, SENDING.get()[0]))

    async def to_game(self, rendered: Rendered) -> None:
        await self._paced(rendered.message.kind)
        await super().to_game(rendered)

    async def to_status(self, rendered: Rendered) -> int:
        await self._paced("status")
        return await super().to_status(rendered)

    async def to_user(self, user_id: int, rendered: Rendered) -> None:
        await self._paced(rendered.message.kind)
        await super().to_user(user_id, rendered)


async def test_a_status_edit_waits_for_its_turn_without_holding_the_games_posts(harness):
    clock = VirtualClock()
    pacer = Pacer(2.0, monotonic=clock, schedule=clock.schedule)
    sender = PacedSender(pacer=pacer)
    deliverer = Deliverer(harness.store, harness.clock, sender,
                          DeliveryPolicy(status_interval=0.0, card_interval=3600.0),
                          monotonic=clock, pacer=pacer)
    game_id = await harness.started_ostriches()
    await deliverer.run_once()
    assert ("status", "post") in sender.lanes  # the first status is a post, in order
    statuses = len(sender.statuses)
    for _ in range(3):
        await play_first_choice(harness, game_id)
    sender.lanes.clear()
    await deliverer.run_once()
    # the boards and the notice went out; the status edit asked for its turn instead
    kinds = [kind for kind, _ in sender.lanes]
    assert kinds.count("board") == 3 and "status" not in kinds
    assert {lane for _, lane in sender.lanes} == {"post"}
    assert len(sender.statuses) == statuses
    await asyncio.sleep(0)  # the pacer's timer: the edit's turn comes
    assert game_id in deliverer._edit_turns
    await deliverer.run_once()
    # three refreshes queued, the newest sent once, at the head of the queue
    assert sender.lanes[-1] == ("status", "urgent")
    assert len(sender.statuses) == statuses + 1
    info = await harness.service.games.info(game_id)
    assert info.names[info.to_act[0]] in sender.statuses[-1].text
    assert await harness.store.pending_outbox_count() == 0
    assert pacer.granted["edit"] == 1


async def test_a_busy_game_does_not_hold_the_quiet_games_boards_behind_its_own(harness):
    """Eight moves queued in one game, one in each of four others: paced at 2 requests a
    second, the quiet games' boards go out game by game with the busy game's, each within
    its share (one grant in five), not after the busy game's eight."""
    clock = VirtualClock()
    pacer = Pacer(2.0, monotonic=clock, schedule=clock.schedule)
    sender = PacedSender(pacer=pacer)
    deliverer = Deliverer(harness.store, harness.clock, sender,
                          DeliveryPolicy(dm_turn_notices=False, card_interval=3600.0),
                          monotonic=clock, pacer=pacer)
    busy, *quiet = [await harness.started_ostriches() for _ in range(5)]
    await deliverer.run_once()
    for _ in range(8):
        await play_first_choice(harness, busy)
    for game_id in quiet:
        await play_first_choice(harness, game_id)
    before = len(sender.game_posts)
    await deliverer.run_once()
    boards = [post.game.id for post in sender.game_posts[before:]
              if post.message.kind == "board"]
    assert sorted(boards) == sorted([busy] * 8 + quiet)
    assert max(boards.index(game_id) for game_id in quiet) < 2 * len(quiet)
