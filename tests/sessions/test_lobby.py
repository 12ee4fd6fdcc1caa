"""The lobby: create with options, join, leave, kick, start, cancel — and every refusal."""

from __future__ import annotations

import re
from datetime import timedelta

import pytest

from games.base import IllegalAction
from sessions import Deliverer, DeliveryPolicy, SendFailure, SessionError, TimerRunner

from .conftest import ALICE, BOB, CAROL, caller


async def test_create_puts_the_host_in_the_first_seat_with_resolved_options(harness):
    info = await harness.service.lobby.create("ostriches", guild_id=1, channel_id=10, host=ALICE,
                                              options={"memory": "assist"}, language="fr")
    assert info.game.status == "lobby"
    assert [(s.seat, s.user_id) for s in info.seats] == [(0, ALICE.user_id)]
    assert info.game.options == {"memory": "assist", "bushes": "random",
                                 "powers": "compulsory"}
    assert info.game.language == "fr"
    assert info.game.seed == 12345


@pytest.mark.parametrize(
    ("options", "message"),
    [
        ({"memory": "total"}, "Option memory takes one of pure, assist, not “total”."),
        ({"colour": "red"}, "There is no option “colour” (options: memory, bushes, powers)."),
    ],
)
async def test_bad_options_are_refused_before_anything_is_stored(harness, options, message):
    with pytest.raises(IllegalAction, match=re.escape(message)):
        await harness.service.lobby.create("ostriches", guild_id=1, channel_id=10, host=ALICE,
                                           options=options, language="en")
    assert await harness.service.games.games_here(caller(ALICE)) == []


async def test_unknown_game_kind_is_refused(harness):
    with pytest.raises(SessionError, match="no game called “chess”"):
        await harness.service.lobby.create("chess", guild_id=1, channel_id=10, host=ALICE,
                                           options={}, language="en")


async def test_join_leave_and_the_limits_of_a_two_player_game(harness):
    info = await harness.service.lobby.create("ostriches", guild_id=1, channel_id=10, host=ALICE,
                                              options={}, language="en")
    with pytest.raises(SessionError, match="already have a seat"):
        await harness.service.lobby.join(info.id, ALICE)
    info = await harness.service.lobby.join(info.id, BOB)
    assert [s.display_name for s in info.seats] == ["Alice", "Bob"]
    with pytest.raises(SessionError, match="is full"):
        await harness.service.lobby.join(info.id, CAROL)
    with pytest.raises(SessionError, match="host of game"):
        await harness.service.lobby.leave(info.id, ALICE.user_id)
    with pytest.raises(SessionError, match="not playing"):
        await harness.service.lobby.leave(info.id, CAROL.user_id)
    info = await harness.service.lobby.leave(info.id, BOB.user_id)
    assert [s.display_name for s in info.seats] == ["Alice"]


async def test_only_the_host_kicks_and_starts(harness):
    info = await harness.service.lobby.create("ostriches", guild_id=1, channel_id=10, host=ALICE,
                                              options={}, language="en")
    with pytest.raises(SessionError, match="needs 2 players; there is 1"):
        await harness.service.lobby.start(info.id, ALICE.user_id)
    await harness.service.lobby.join(info.id, BOB)
    with pytest.raises(SessionError, match="Only the host"):
        await harness.service.lobby.kick(info.id, BOB.user_id, ALICE.user_id)
    with pytest.raises(SessionError, match="Only the host"):
        await harness.service.lobby.start(info.id, BOB.user_id)
    info = await harness.service.lobby.kick(info.id, ALICE.user_id, BOB.user_id)
    assert len(info.seats) == 1
    await harness.service.lobby.join(info.id, BOB)
    info = await harness.service.lobby.start(info.id, ALICE.user_id)
    assert info.game.status == "active"
    assert info.to_act and len(info.to_act) == 1
    with pytest.raises(SessionError, match="already started"):
        await harness.service.lobby.join(info.id, CAROL)


async def test_start_posts_the_public_board_and_tells_only_the_first_player(harness):
    game_id = await harness.started_ostriches()
    info = await harness.service.games.info(game_id)
    messages = await harness.outbox()
    boards = [m for m in messages if m.kind == "board"]
    turns = [m for m in messages if m.kind == "turn"]
    assert len(boards) == 1 and boards[0].audience == "game" and boards[0].view_seat is None
    assert [m.user_id for m in turns] == [info.user_of(info.to_act[0])]


async def test_cancel_by_host_or_manager_only(harness):
    game_id = await harness.started_ostriches()
    with pytest.raises(SessionError, match="Only the host or someone with Manage Server"):
        await harness.service.lobby.cancel(game_id, caller(BOB))
    # a manager of another server, even in a channel with the same number, is nobody here
    with pytest.raises(SessionError, match=f"There is no game #{game_id} here"):
        await harness.service.lobby.cancel(game_id, caller(CAROL, guild=2, manager=True))
    info = await harness.service.lobby.cancel(game_id, caller(CAROL, channel=11, manager=True))
    assert info.game.status == "cancelled"
    lines = [m for m in await harness.outbox() if m.kind == "lines"][-1].lines
    assert lines[0].key == "game.cancelled" and lines[0].params["by"] == "Carol"
    with pytest.raises(SessionError, match="is over"):
        await harness.service.lobby.cancel(game_id, caller(ALICE, guild=None, channel=None))


async def test_the_lobby_card_comes_from_the_outbox_and_a_failure_only_delays_it(harness):
    info = await harness.service.lobby.create("ostriches", guild_id=1, channel_id=10, host=ALICE,
                                              options={}, language="en")
    harness.sender.card_failures.append(SendFailure("503", permanent=False))
    assert await harness.deliverer.run_once() == 0  # failed: retried after its backoff
    harness.clock.advance(timedelta(seconds=5))
    assert await harness.deliverer.run_once() == 1
    [card] = harness.sender.cards
    assert card.text.endswith("\nWaiting for players to join") and card.info is not None
    assert (await harness.service.games.info(info.id)).game.message_id == 8000 + info.id
    await harness.service.lobby.join(info.id, BOB)
    await harness.deliverer.run_once()
    assert [c.info.names for c in harness.sender.cards if c.info] == [
        {0: "Alice"}, {0: "Alice", 1: "Bob"}]


async def test_a_started_game_opens_its_thread_before_its_first_post(harness):
    game_id = await harness.started_ostriches()
    harness.sender.card_failures.append(SendFailure("502", permanent=False))  # the thread
    await harness.deliverer.run_once()
    assert harness.sender.threads == [] and harness.sender.game_posts == []
    assert harness.sender.statuses == []  # not in the channel either: it waits for the thread
    harness.clock.advance(timedelta(seconds=5))
    await harness.deliverer.run_once()
    [thread] = harness.sender.threads
    assert thread.extras["thread_name"] == f"Ostriches #{game_id}"
    [board] = harness.sender.game_posts
    assert board.game.thread_id == 7000 + game_id
    assert harness.sender.cards[-1].text.startswith(f"In play in <#{7000 + game_id}>.")


async def test_a_start_refused_opens_no_thread(harness):
    info = await harness.service.lobby.create("ostriches", guild_id=1, channel_id=10, host=ALICE,
                                              options={}, language="en")
    await harness.service.lobby.join(info.id, BOB)
    await harness.service.lobby.leave(info.id, BOB.user_id)  # the Leave came first
    with pytest.raises(SessionError, match="needs 2 players"):
        await harness.service.lobby.start(info.id, ALICE.user_id)
    assert "thread" not in [m.kind for m in await harness.outbox()]


async def test_a_lobby_closes_after_its_lifetime_and_a_host_has_five_at_most(harness):
    first = await harness.service.lobby.create("ostriches", guild_id=1, channel_id=10, host=ALICE,
                                               options={}, language="en")
    for _ in range(4):
        await harness.service.lobby.create("zigzag", guild_id=1, channel_id=10, host=ALICE,
                                           options={}, language="en")
    with pytest.raises(SessionError, match=r"^You already host 5 open lobbies"):
        await harness.service.lobby.create("zigzag", guild_id=1, channel_id=10, host=ALICE,
                                           options={}, language="en")
    started = await harness.service.lobby.join(first.id, BOB)
    await harness.service.lobby.start(started.id, ALICE.user_id)  # a started game is no lobby
    harness.clock.advance(timedelta(hours=1))
    await harness.service.lobby.create("zigzag", guild_id=1, channel_id=10, host=ALICE,
                                       options={}, language="en")
    timers = TimerRunner(harness.store, harness.clock, harness.service)
    harness.clock.advance(timedelta(hours=23))
    assert await timers.run_due() == 4  # the four lobbies of the first hour, not the game
    lobbies = await harness.service.games.games_here(caller(ALICE))
    assert [g.game.status for g in lobbies] == ["lobby", "active"]
    await harness.deliverer.run_once()
    closed = [c for c in harness.sender.cards if "closed" in c.text]
    assert len(closed) == 4 and closed[0].text == (
        "Cancelled\nThis lobby closed: nobody started the game within 24 h.")


async def test_a_card_that_can_never_be_edited_does_not_stop_the_status_message(harness):
    game_id = await harness.started_ostriches()
    deliverer = Deliverer(harness.store, harness.clock, harness.sender,
                          DeliveryPolicy(status_interval=0.0))
    await deliverer.run_once()
    info = await harness.service.games.info(game_id)
    user = info.user_of(info.to_act[0])
    _, choices = await harness.service.play.choices(game_id, user)
    await harness.service.play.act(game_id, user, choices[0].notation)  # the turn passes
    harness.sender.card_failures.append(SendFailure("403 missing access", permanent=True))
    statuses = len(harness.sender.statuses)
    await deliverer.run_once()
    assert len(harness.sender.statuses) == statuses + 1
    assert await harness.store.pending_outbox_count() == 0
    failed = await harness.database.reader.execute_fetchall(
        "SELECT payload FROM outbox WHERE failed_at IS NOT NULL")
    assert list(failed) == []  # the status went out: it is not recorded as given up


async def test_a_servers_public_language_is_its_managers_then_discords_then_the_default(
        harness):
    service = harness.service
    assert await service.settings.public_language(None, None, "en") == "en"
    assert await service.settings.public_language(1, "fr", "en") == "fr"  # Discord's preferred
    assert await service.settings.public_language(1, "pt-BR", "en") == "en"  # no catalog: default
    await service.settings.set_server_language(1, "en")
    # the managers' choice wins
    assert await service.settings.public_language(1, "fr", "fr") == "en"
    assert await service.settings.public_language(2, "fr", "en") == "fr"  # another server's own
    await service.settings.set_server_language(1, None)
    assert await service.settings.public_language(1, "fr", "en") == "fr"
