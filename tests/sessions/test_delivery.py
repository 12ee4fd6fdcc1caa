"""Delivery policy: order, retries with backoff, closed DMs, stale notices, restarts."""

from __future__ import annotations

import asyncio
import contextlib
import itertools
from datetime import timedelta

from games import get_engine
from sessions import Deliverer, DeliveryPolicy, SendFailure
from sessions.core import outcome_from_json
from sessions.delivery import delivery
from storage.repository import QueryWrites

from .conftest import ALICE, BOB, Harness, RecordingSender
from .test_play import play_random_game


async def pending(harness):
    return await harness.store.pending_outbox_count()


async def test_everything_queued_at_start_goes_out_once(harness):
    game_id = await harness.started_ostriches()
    # the thread (off the lobby card, posted first), the card showing the game running, the
    # board, the status message, the first turn notice
    assert await harness.deliverer.run_once() == 5
    assert await harness.deliverer.run_once() == 0
    [board] = harness.sender.game_posts
    assert board.image is not None and board.image.startswith(b"\x89PNG")
    assert "begins" in board.text
    [(user_id, notice)] = harness.sender.dms
    info = await harness.service.games.info(game_id)
    assert user_id == info.user_of(info.to_act[0])
    assert "Your turn in Ostriches" in notice.text


async def test_a_transient_failure_is_retried_with_backoff_and_keeps_order(harness):
    await harness.started_ostriches()
    harness.sender.failures.append(SendFailure("503", permanent=False))
    # the board failed: the game's later messages (the turn notice) wait behind it
    # (the status message is not part of that order: it went out, after the thread and the
    # lobby card, which came before the board)
    assert await harness.deliverer.run_once() == 3
    assert harness.sender.game_posts == [] and harness.sender.dms == []
    harness.clock.advance(timedelta(seconds=1))
    assert await harness.deliverer.run_once() == 0  # not due yet
    harness.clock.advance(timedelta(seconds=1))
    assert await harness.deliverer.run_once() == 2
    assert len(harness.sender.game_posts) == 1 and len(harness.sender.dms) == 1


async def test_a_permanent_failure_is_given_up(harness):
    await harness.started_ostriches()
    harness.sender.failures.append(SendFailure("403 missing access", permanent=True))
    await harness.deliverer.run_once()
    assert await pending(harness) == 0
    assert harness.sender.game_posts == []


async def test_retries_stop_after_max_attempts(harness):
    await harness.started_ostriches()
    for _ in range(3):
        harness.sender.failures.append(SendFailure("500", permanent=False))
        await harness.deliverer.run_once()
        harness.clock.advance(timedelta(minutes=5))
    assert await pending(harness) == 0
    assert harness.sender.game_posts == []


async def test_closed_dms_are_remembered_and_the_notice_becomes_a_mention(harness):
    game_id = await harness.started_ostriches()
    info = await harness.service.games.info(game_id)
    first = info.user_of(info.to_act[0])
    harness.sender.closed_dms.add(first)
    await harness.deliverer.run_once()
    user = await harness.store.get_user(first)
    assert user is not None and user.dm_closed
    mention = [p for p in harness.sender.game_posts if p.mention_user_id == first]
    assert len(mention) == 1 and "Your turn" in mention[0].text and mention[0].image is None
    assert harness.sender.dms == []


async def test_no_notice_for_a_player_who_muted_them(harness):
    await harness.service.settings.set_notifications(ALICE.user_id, False)
    await harness.service.settings.set_notifications(BOB.user_id, False)
    await harness.started_ostriches()
    await harness.deliverer.run_once()
    assert harness.sender.dms == []
    assert await pending(harness) == 0


async def test_a_notice_is_dropped_when_the_player_acted_before_it_went_out(harness):
    game_id = await harness.started_ostriches()
    info = await harness.service.games.info(game_id)
    user = info.user_of(info.to_act[0])
    _, choices = await harness.service.play.choices(game_id, user)
    await harness.service.play.act(game_id, user, choices[0].notation)  # a placement ends the turn
    await harness.deliverer.run_once()
    assert [uid for uid, _ in harness.sender.dms] == [info.user_of(1 - info.to_act[0])]


async def test_after_a_restart_committed_messages_go_out_once(harness):
    await harness.started_ostriches()
    # the first bot died before delivering anything; a new one starts on the same database
    sender = RecordingSender()
    again = Deliverer(harness.store, harness.clock, sender, DeliveryPolicy())
    assert await again.run_once() == 5
    assert await again.run_once() == 0
    assert await harness.deliverer.run_once() == 0
    assert len(sender.game_posts) == 1 and len(sender.dms) == 1


async def test_backoff_grows_and_is_capped():
    policy = DeliveryPolicy(base_backoff=timedelta(seconds=2), max_backoff=timedelta(seconds=30))
    assert [policy.backoff(n).total_seconds() for n in (1, 2, 3, 4, 5, 6)] == [
        2, 4, 8, 16, 30, 30]


class Ticker:
    """A monotonic clock for the status throttle, moved by hand."""

    def __init__(self) -> None:
        self.now = 100.0

    def __call__(self) -> float:
        return self.now


async def play_first_choice(harness, game_id):
    info = await harness.service.games.info(game_id)
    user = info.user_of(info.to_act[0])
    _, choices = await harness.service.play.choices(game_id, user)
    await harness.service.play.act(game_id, user, choices[0].notation)


async def test_the_status_message_is_edited_at_most_once_a_second_newest_only(harness):
    ticker = Ticker()
    deliverer = Deliverer(harness.store, harness.clock, harness.sender, monotonic=ticker)
    game_id = await harness.started_ostriches()
    await deliverer.run_once()
    assert len(harness.sender.statuses) == 1
    assert (await harness.store.get_game(game_id)).status_message_id == 9000 + game_id
    first = harness.sender.statuses[0].text
    assert first.startswith(f"**Ostriches #{game_id}** · Waiting for: ")

    for _ in range(3):
        await play_first_choice(harness, game_id)
    await deliverer.run_once()  # within the second: boards go out, the status waits
    assert len(harness.sender.statuses) == 1
    ticker.now += 1.0
    await deliverer.run_once()
    assert len(harness.sender.statuses) == 2  # three refreshes queued, only the newest sent
    latest = harness.sender.statuses[-1]
    assert "Last: " in latest.text and latest.image is None
    assert await harness.store.pending_outbox_count() == 0


async def test_a_running_games_card_follows_its_status_once_an_interval(harness):
    """The status message shows each turn; the lobby card, edited at most once per
    `card_interval`, is owed meanwhile and caught up by the game's own worker once the
    interval is over, also when that worker is woken a moment early."""
    ticker = Ticker()
    deliverer = Deliverer(harness.store, harness.clock, harness.sender,
                          DeliveryPolicy(card_interval=10.0), monotonic=ticker)
    game_id = await harness.started_ostriches()
    await deliverer.run_once()
    cards = len(harness.sender.cards)
    for _ in range(3):
        ticker.now += 1.0
        await play_first_choice(harness, game_id)
        await deliverer.run_once()
    assert len(harness.sender.statuses) == 4  # the start, then each turn
    assert len(harness.sender.cards) == cards  # the card is owed
    ticker.now += 6.0  # a moment before the interval is over
    await deliverer._serve_game(game_id)
    assert len(harness.sender.cards) == cards
    wake = deliverer._cards_owed[game_id]  # woken early: its wake is set again
    assert wake is not None and not wake.cancelled()
    ticker.now += 1.0
    await deliverer._serve_game(game_id)
    assert len(harness.sender.cards) == cards + 1
    info = await harness.service.games.info(game_id)
    waiting = info.names[info.to_act[0]]
    assert f"Waiting for: {waiting}" in harness.sender.cards[-1].text
    await deliverer._serve_game(game_id)  # nothing more is owed
    assert len(harness.sender.cards) == cards + 1


async def test_the_status_throttle_forgets_edits_older_than_its_interval(harness, monkeypatch):
    """A bot that runs for months edits the status of many more games than one interval
    holds: what the throttle remembers stays bounded."""
    monkeypatch.setattr(delivery, "STATUS_TIMES_KEPT", 2)
    ticker = Ticker()
    deliverer = Deliverer(harness.store, harness.clock, harness.sender, monotonic=ticker)
    for _ in range(5):
        await harness.started_ostriches()
    await deliverer.run_once()
    assert len(harness.sender.statuses) == 5
    ticker.now += 2.0  # the throttle no longer holds any of them back
    later = [await harness.started_ostriches() for _ in range(2)]
    await deliverer.run_once()
    assert len(harness.sender.statuses) == 7
    assert deliverer._last_status.keys() == set(later)  # the older edits forgotten


async def test_boards_and_the_final_reveal_name_players_by_their_display_names(harness):
    game_id = await harness.started_ostriches()
    await harness.deliverer.run_once()
    [board] = harness.sender.game_posts
    engine = get_engine("ostriches")
    assert board.message.view_json is not None
    view = engine.view_from_json(board.message.view_json)
    assert board.image == engine.render(view, "en", [ALICE.name, BOB.name])
    assert board.image != engine.render(view, "en")

    info = await play_random_game(harness, game_id, seed=24)  # a short game
    while await harness.deliverer.run_once():
        pass
    [final] = [post for post in harness.sender.game_posts if post.message.kind == "final"]
    outcome = outcome_from_json(info.game.outcome)
    assert outcome is not None
    [winner] = outcome.winners
    assert final.text.startswith(f"**{info.names[winner]} wins")



async def test_delivered_rows_are_forgotten_after_a_week_pending_ones_never(
        harness: Harness) -> None:
    game_id = await harness.started_ostriches()
    await harness.deliverer.run_once()
    delivered = len(await harness.outbox())
    user = ALICE.user_id if 0 in (await harness.service.games.info(game_id)).to_act else BOB.user_id
    _, choices = await harness.service.play.choices(game_id, user)
    await harness.service.play.act(game_id, user, choices[0].notation)  # queued, not yet sent
    pending = len(await harness.outbox()) - delivered
    harness.clock.advance(timedelta(days=6))
    assert await harness.deliverer.prune() == 0  # younger than a week: kept
    harness.clock.advance(timedelta(days=2))
    assert await harness.deliverer.prune() == delivered
    assert len(await harness.outbox()) == pending > 0


async def test_the_delivery_loop_serves_each_game_in_order_and_stops_on_cancel(
        harness: Harness) -> None:
    first = await harness.started_ostriches()
    second = await harness.started_ostriches()
    loop = asyncio.create_task(harness.deliverer.run_forever(poll_seconds=0.05))
    try:
        for _ in range(200):
            if await harness.store.pending_outbox_count() == 0:
                break
            await asyncio.sleep(0.01)
        assert await harness.store.pending_outbox_count() == 0
        posted = {rendered.game.id for rendered in harness.sender.game_posts}
        assert posted == {first, second}
        info = await harness.service.games.info(first)
        user = info.user_of(info.to_act[0])
        assert user is not None
        _, choices = await harness.service.play.choices(first, user)
        await harness.service.play.act(first, user, choices[0].notation)
        harness.deliverer.wake()
        for _ in range(200):
            if await harness.store.pending_outbox_count() == 0:
                break
            await asyncio.sleep(0.01)
        assert await harness.store.pending_outbox_count() == 0  # woken, it sent the move
        boards = [r.message.game_version for r in harness.sender.game_posts
                  if r.game.id == first and r.image is not None]
        now = (await harness.service.games.info(first)).game.version
        assert len(boards) >= 2 and boards[-1] == now  # the board after the move came last
        assert all(a < b for a, b in itertools.pairwise(boards)), boards  # each board once
    finally:
        loop.cancel()
        with contextlib.suppress(asyncio.CancelledError):
            await loop


async def test_a_flush_returns_only_once_the_rows_a_flush_in_progress_took_are_recorded(
        harness, monkeypatch):
    # `run_once` flushes at its end; the background flush (20 ms after a send) may have
    # taken its rows already. That flush must be waited for, or `run_once` returns while
    # its rows still read as unsent.
    await harness.started_ostriches()
    rows = await harness.store.due_outbox(harness.clock.now() + timedelta(days=1))
    assert rows
    deliverer = Deliverer(harness.store, harness.clock, RecordingSender())
    release = asyncio.Event()
    record = QueryWrites.mark_sent_many  # both backends

    async def slow_record(tx, batch):
        await release.wait()
        return await record(tx, batch)

    monkeypatch.setattr(QueryWrites, "mark_sent_many", slow_record)
    for row in rows:
        deliverer._mark_sent(row.id, harness.clock.now())
    taking_all = asyncio.create_task(deliverer.flush())
    await asyncio.sleep(0)
    finding_none = asyncio.create_task(deliverer.flush())
    await asyncio.sleep(0.01)
    assert not finding_none.done()
    release.set()
    await finding_none
    assert await harness.store.pending_outbox_count() == 0
    await taking_all
    await asyncio.sleep(0.05)  # the background flush `_mark_sent` started: nothing left


async def test_no_turn_notice_after_the_player_moved_while_the_board_went_out(harness):
    """A pass reads its game once, but a turn notice checks the game afresh: a player who
    moves while the board before it is being posted gets no "your turn" afterwards."""
    game_id = await harness.started_ostriches()
    info = await harness.service.games.info(game_id)
    user = info.user_of(info.to_act[0])
    _, choices = await harness.service.play.choices(game_id, user)
    post_board = harness.sender.to_game

    async def board_then_move(rendered):
        await post_board(rendered)
        if rendered.message.kind == "board":
            await harness.service.play.act(game_id, user, choices[0].notation)

    harness.sender.to_game = board_then_move
    await harness.deliverer.run_once()
    assert [notice for to, notice in harness.sender.dms
            if to == user and notice.message.kind == "turn"] == []


async def test_private_news_for_closed_dms_becomes_one_bare_mention(harness):
    """A private message the player cannot receive: the thread mentions them, saying only
    that they have news in the game; whether their closed DMs were known or found now."""
    from sessions import Line, OutgoingMessage

    game_id = await harness.started_ostriches()
    await harness.deliverer.run_once()
    secret = Line(key="ostriches.private.seen.blue_eye", params={"square": "c5"})
    news = OutgoingMessage(kind="private", game_id=game_id, audience="user",
                           user_id=BOB.user_id, lines=[secret, secret], game_version=2)
    harness.sender.closed_dms.add(BOB.user_id)
    for _ in range(2):  # first the DM fails (50007), then the bot knows
        async with harness.store.transaction() as tx:
            await harness.service.committer.enqueue(tx, game_id, [news])
        await harness.deliverer.run_once()
    mentions = [p for p in harness.sender.game_posts if p.mention_user_id == BOB.user_id]
    assert [m.text for m in mentions] == [
        f"You have news in Ostriches #{game_id}: open My view."] * 2
    assert all(m.image is None for m in mentions)
    user = await harness.store.get_user(BOB.user_id)
    assert user is not None and user.dm_closed
    assert await pending(harness) == 0


class ReadThatOutlivesAFlush:
    """The store, but a game's outbox is read, then returned only once `flushed` is set:
    the flush of rows already sent commits while the read is on its way (on PostgreSQL,
    the read and the flush run on two connections of the pool at once)."""

    def __init__(self, store, flushed: asyncio.Event) -> None:
        self._store, self._flushed = store, flushed

    def __getattr__(self, name):
        return getattr(self._store, name)

    async def game_outbox(self, game_id, limit=200):
        rows = await self._store.game_outbox(game_id, limit)
        await self._flushed.wait()
        return rows


async def test_rows_whose_sending_is_recorded_during_the_read_are_not_sent_again(harness):
    # Found by tests/e2e/test_shards_discord.py on PostgreSQL: a message posted twice by a
    # process that was never killed.
    game_id = await harness.started_ostriches()
    rows = await harness.store.game_outbox(game_id)
    assert rows
    flushed = asyncio.Event()
    sender = RecordingSender()
    deliverer = Deliverer(ReadThatOutlivesAFlush(harness.store, flushed), harness.clock,
                          sender)
    for row in rows:  # sent by the game's previous pass, not recorded yet
        deliverer._mark_sent(row.id, harness.clock.now())
    serving = asyncio.create_task(deliverer._serve_game(game_id))
    await asyncio.sleep(0.01)  # the read has begun: it sees the rows still pending
    await deliverer.flush()
    flushed.set()
    await serving
    assert not sender.game_posts and not sender.dms
    assert await harness.store.pending_outbox_count() == 0
