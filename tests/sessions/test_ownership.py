"""Several bot processes on one database: each delivers and fires the timers of its own
servers' games, nobody's work goes to exactly one, and a dead process's work is taken over
within the bound, by its restart at once or by any other process after TAKEOVER_SECONDS."""

from __future__ import annotations

import asyncio
from datetime import timedelta

from sessions import Deliverer, DeliveryPolicy, SharedOwnership, TimerRunner
from sessions.core.ownership import LEASE_SECONDS, TAKEOVER_SECONDS

from .conftest import ALICE, BOB, Harness, RecordingSender

EVEN, ODD = 2, 3  # servers on shard 0 and on shard 1 of these tests' two shards


def ownership(harness: Harness, shard: int) -> SharedOwnership:
    """Process `shard` of two, as cogs.app wires it (servers spread here by parity)."""
    return SharedOwnership(harness.store, harness.clock, owner=f"shards {shard} of 2",
                           owns_guild=lambda guild_id: guild_id % 2 == shard)


def process(harness: Harness, shard: int) -> tuple[Deliverer, RecordingSender]:
    sender = RecordingSender()
    return Deliverer(harness.store, harness.clock, sender, DeliveryPolicy(),
                     ownership=ownership(harness, shard)), sender


async def started(harness: Harness, guild_id: int | None) -> int:
    info = await harness.service.lobby.create("ostriches", guild_id=guild_id, channel_id=10,
                                              host=ALICE, options={}, language="en")
    await harness.service.lobby.join(info.id, BOB)
    await harness.service.lobby.start(info.id, ALICE.user_id)
    return info.id


def games_of(sender: RecordingSender) -> set[int]:
    return {rendered.game.id for rendered in [*sender.game_posts, *sender.statuses,
                                              *sender.cards, *sender.threads]} | {
        rendered.game.id for _, rendered in sender.dms}


async def test_each_process_delivers_its_servers_games_and_nobodys_go_to_one(harness):
    even = [await started(harness, EVEN) for _ in range(3)]
    odd = [await started(harness, ODD) for _ in range(3)]
    nobodys = [await started(harness, None) for _ in range(4)]
    (first, first_sent), (second, second_sent) = process(harness, 0), process(harness, 1)
    await asyncio.gather(first.run_once(), second.run_once())
    assert set(even) <= games_of(first_sent) and not set(odd) & games_of(first_sent)
    assert set(odd) <= games_of(second_sent) and not set(even) & games_of(second_sent)
    # the games of no server: every one delivered, each by one process only
    assert set(nobodys) <= games_of(first_sent) | games_of(second_sent)
    assert not games_of(first_sent) & games_of(second_sent)
    assert await harness.store.pending_outbox_count() == 0
    posts = len(first_sent.game_posts) + len(second_sent.game_posts)
    assert posts == len(even) + len(odd) + len(nobodys)  # one board each, none twice


async def test_a_dead_processs_work_waits_for_its_lease_and_the_takeover_bound(harness):
    game_id = await started(harness, EVEN)
    dead = ownership(harness, 0)
    assert await dead.claim({game_id: harness.clock.now()}) == {game_id}  # then it dies
    other, other_sent = process(harness, 1)
    harness.clock.advance(timedelta(seconds=LEASE_SECONDS))  # its lease has expired...
    assert await other.run_once() == 0  # ...but its server's work is not late yet
    harness.clock.advance(timedelta(seconds=TAKEOVER_SECONDS - LEASE_SECONDS))
    assert await other.run_once() == 5  # late by the bound: taken over
    assert games_of(other_sent) == {game_id}


async def test_the_process_restarted_in_a_dead_ones_place_takes_its_work_back_at_once(harness):
    game_id = await started(harness, EVEN)
    assert await ownership(harness, 0).claim({game_id: harness.clock.now()}) == {game_id}
    harness.clock.advance(timedelta(seconds=1))  # its lease has 14 s to run
    restarted, sent = process(harness, 0)
    assert await restarted.run_once() == 5
    assert games_of(sent) == {game_id}


async def test_a_live_lease_is_not_taken_and_an_expired_one_is(harness):
    game_id = await started(harness, None)  # nobody's: any process may claim it
    holder = ownership(harness, 0)
    assert await holder.claim({game_id: harness.clock.now()}) == {game_id}
    other, _ = process(harness, 1)
    harness.clock.advance(timedelta(seconds=LEASE_SECONDS - 1))
    assert await other.run_once() == 0  # live: the holder is working on it
    assert await holder.keep(game_id)  # renewed for another LEASE_SECONDS
    harness.clock.advance(timedelta(seconds=LEASE_SECONDS - 1))
    assert await other.run_once() == 0
    harness.clock.advance(timedelta(seconds=1))
    assert await other.run_once() == 5  # the holder stopped renewing: expired, taken
    assert not await holder.keep(game_id)  # and the holder knows it lost it


async def test_a_process_that_lost_a_lease_stops_before_sending_twice(harness):
    game_id = await started(harness, None)
    slow, slow_sent = process(harness, 0)
    assert await slow.ownership.claim({game_id: harness.clock.now()}) == {game_id}
    harness.clock.advance(timedelta(seconds=LEASE_SECONDS))  # it stalled past its lease
    fast, fast_sent = process(harness, 1)
    assert await fast.run_once() == 5
    assert await slow.run_once() == 0  # its claim fails: nothing is sent a second time
    assert not slow_sent.game_posts and len(fast_sent.game_posts) == 1


async def test_each_process_fires_the_timers_of_its_own_servers_games(harness):
    lobbies = {guild: (await harness.service.lobby.create(
        "zigzag", guild_id=guild, channel_id=10, host=ALICE, options={}, language="en")).id
        for guild in (EVEN, ODD)}
    runners = [TimerRunner(harness.store, harness.clock, harness.service,
                           ownership(harness, shard)) for shard in (0, 1)]
    harness.clock.advance(timedelta(hours=24))  # both lobbies expire
    assert await runners[0].run_due() == 1
    assert (await harness.service.games.info(lobbies[EVEN])).game.status == "cancelled"
    assert (await harness.service.games.info(lobbies[ODD])).game.status == "lobby"
    assert await runners[1].run_due() == 1
    assert (await harness.service.games.info(lobbies[ODD])).game.status == "cancelled"


async def test_a_game_taken_over_stays_served_by_the_new_holder(harness):
    """Once it holds a game of another server, a process serves all its work, the work just
    queued included, until the lease lapses."""
    game_id = await started(harness, EVEN)
    harness.clock.advance(timedelta(seconds=TAKEOVER_SECONDS))
    other = ownership(harness, 1)
    now = harness.clock.now()
    assert await other.claim({game_id: now - timedelta(seconds=TAKEOVER_SECONDS)}) == {game_id}
    assert await other.claim({game_id: now}) == {game_id}  # just queued: still its to serve
    harness.clock.advance(timedelta(seconds=LEASE_SECONDS))
    assert await other.claim({game_id: harness.clock.now()}) == set()  # lapsed: the owner's


async def test_a_game_taken_over_is_given_back_once_its_backlog_is_done(harness):
    game_id = await started(harness, EVEN)
    harness.clock.advance(timedelta(seconds=TAKEOVER_SECONDS))
    other, other_sent = process(harness, 1)
    assert await other.run_once() == 5  # the dead process's backlog
    info = await harness.service.games.info(game_id)
    user = info.user_of(info.to_act[0])
    _, choices = await harness.service.play.choices(game_id, user)
    await harness.service.play.act(game_id, user, choices[0].notation)  # its owner is back
    harness.clock.advance(timedelta(seconds=LEASE_SECONDS / 2))
    assert await other.run_once() == 0  # not late: the lease is not renewed
    restarted, sent = process(harness, 0)
    assert await restarted.run_once() == 0  # the lease has not run out yet
    harness.clock.advance(timedelta(seconds=LEASE_SECONDS / 2))
    assert await restarted.run_once() > 0
    assert games_of(sent) == {game_id} and len(other_sent.game_posts) == 1
