"""The lobby card through Discord: it comes from the outbox, so Discord failing right after a
commit delays it and never loses it; it stays current while the game runs; a lobby nobody
starts closes by itself; a player may host only so many open lobbies; a Play pressed on a
live message while its edit is on its way is judged against the game as it is."""

from __future__ import annotations

import asyncio
import contextlib
from collections.abc import AsyncIterator, Awaitable, Callable
from datetime import timedelta

import pytest

from cogs.app import GameBot
from config import DeliverySettings
from sessions import GameInfo
from tests.fake_discord.faults import messages_of
from tests.fake_discord.models import FakeUser, RecordedMessage

from .conftest import Table, game_thread, open_lobby
from .lobby import custom_ids, join_and_start, lobby_game, lobby_message, new_lobby
from .test_faults_discord import answered_too_late, quick_bot, settle

THREADS = r"/channels/\d+/messages/\d+/threads"


@contextlib.asynccontextmanager
async def lobby_with_bob(table: Table) -> AsyncIterator[tuple[GameBot, RecordedMessage, int]]:
    """A `quick_bot` with Alice's Ostriches lobby, Bob seated (seen on its card): the bot,
    the card and the game."""
    fake = table.fake
    async with quick_bot(table) as bot:
        card, game_id = await new_lobby(fake, table.alice, table.channel, "ostriches")
        await fake.press(table.bob, card, f"g:lobby:join:{game_id}", wait_followup=False)
        await fake.wait_until(lambda: "\\n2. " in fake.message(card.id).text() or None,
                              fake.timeout, "bob on the card")
        yield bot, card, game_id


async def card_of(table: Table, bot: GameBot, game_id: int) -> RecordedMessage:
    """The game's lobby card, once delivery has posted it."""
    for _ in range(300):
        game = await bot.store.get_game(game_id)
        if game is not None and game.message_id is not None:
            return table.fake.message(game.message_id)
        await asyncio.sleep(0.01)
    raise AssertionError(f"game {game_id} never got its lobby card")


@pytest.mark.usefixtures("no_bug_logged")
async def test_a_lobby_opened_while_discord_fails_gets_its_card_all_the_same(
        table: Table) -> None:
    fake = table.fake
    async with quick_bot(table) as bot:
        # /game new answered too late for Discord: the lobby committed, its card follows
        async with answered_too_late(fake):
            await fake.slash(table.alice, table.channel, "game new",
                             options={"kind": "ostriches"})
        [game] = await bot.service.games.games_here(table.here())
        card = await card_of(table, bot, game.id)
        assert custom_ids(card, f"g:lobby:join:{game.id}"), card.text()

        # the card's own post fails twice (503): retried, posted once
        unavailable = fake.faults.fail_next("POST", messages_of(table.channel.id), 503, count=2)
        created = await fake.slash(table.bob, table.channel, "game new",
                                   options={"kind": "zigzag"})
        await settle(table, bot)  # moves the bot's clock on to each retry
        second = await lobby_message(fake, created, table.channel)
        assert unavailable.exhausted
        assert "bob" in second.text() and custom_ids(second, "g:lobby:join:")
        await settle(table, bot)
        cards = [m for m in fake.messages_in(table.channel)
                 if custom_ids(m, "g:lobby:") or custom_ids(m, "g:view:")]
        assert len(cards) == 2, [m.text()[:60] for m in cards]

        # and the lobby plays on from its card
        await join_and_start(fake, card, table.alice, [table.bob])
        assert (await bot.service.games.info(game.id)).game.status == "active"


@pytest.mark.usefixtures("no_bug_logged")
async def test_a_start_answered_too_late_still_shows_the_game_running(
        table: Table) -> None:
    fake = table.fake
    async with lobby_with_bob(table) as (bot, card, game_id):
        # the card's edit to show the game running fails once (503): it is retried
        edit = fake.faults.fail_next("PATCH", messages_of(table.channel.id), 503)
        async with answered_too_late(fake):
            await fake.press(table.alice, card, f"g:lobby:start:{game_id}")
        assert (await bot.service.games.info(game_id)).game.status == "active"
        await settle(table, bot, statuses=True)
        thread = await game_thread(table, bot, game_id)
        card = fake.message(card.id)
        assert not custom_ids(card, "g:lobby:"), card.text()
        assert custom_ids(card, f"g:play:{game_id}:") and custom_ids(card, f"g:view:{game_id}")
        assert f"<#{thread.id}>" in card.text()
        assert any(m.attachments for m in fake.messages_in(thread))  # the board
        assert edit.exhausted


@pytest.mark.usefixtures("no_bug_logged")
async def test_a_start_racing_a_leave_never_leaves_a_thread_without_a_game(
        table: Table) -> None:
    fake = table.fake
    async with lobby_with_bob(table) as (bot, card, game_id):
        fake.faults.delay("POST", THREADS, 0.5)  # opening the thread is slow
        start = asyncio.ensure_future(
            fake.press(table.alice, card, f"g:lobby:start:{game_id}", wait_followup=False))
        await asyncio.sleep(0.15)
        left = await fake.press(table.bob, card, f"g:lobby:leave:{game_id}",
                                wait_followup=False)
        started = await start
        await settle(table, bot, statuses=True)
        await asyncio.sleep(0.6)  # the slow thread request, if any, has been answered
        info = await bot.service.games.info(game_id)
        threads = fake.threads_of(table.channel)
        # the Start came first: the game runs, in its thread, and Bob was told it started
        assert info.game.status == "active" and len(info.seats) == 2, info.game
        assert [t.id for t in threads] == [info.game.thread_id]
        assert started.callback_type == 6 and not started.followups, started
        assert left.ephemeral and "already started" in left.content, left


async def play_from_a_lobby(
        table: Table, turns: int,
        check: Callable[[RecordedMessage, GameInfo, FakeUser], Awaitable[None]],
        delivery: DeliverySettings | None = None) -> None:
    """Start a game from a lobby card and play `turns` turns by /move, calling
    `check(card, game, player it waits for)` before each one, once what the turn before
    caused has been delivered."""
    async with table.bot(delivery) as bot:
        game_id, card = await open_lobby(table)
        thread = table.thread()
        for _ in range(turns):
            await settle(table, bot, statuses=True)
            info = await bot.service.games.info(game_id)
            waiting = table.user(info.user_of(info.to_act[0]))
            await check(card, info, waiting)
            while (await bot.service.games.info(game_id)).to_act == info.to_act:
                _, choices = await bot.service.play.choices(game_id, waiting.id)
                await table.fake.slash(waiting, thread, "move",
                                       options={"action": choices[0].notation, "game": game_id})


async def test_the_lobby_card_shows_the_game_running_in_its_thread_and_whose_turn(
        table: Table) -> None:
    async def check(card: RecordedMessage, info: GameInfo, waiting: FakeUser) -> None:
        text = table.fake.message(card.id).text()
        assert f"In play in <#{table.thread().id}>." in text, text
        assert f"Waiting for: {waiting.name}" in text, text

    # without the card's interval: every turn shows at once
    await play_from_a_lobby(table, 3, check, DeliverySettings(card_interval_seconds=0))


async def test_moves_in_a_burst_edit_the_lobby_card_once_an_interval_and_it_catches_up(
        table: Table) -> None:
    """The status message shows each turn at once (at most once a second); the card in the
    channel follows within `card_interval_seconds`: six moves 1.05 s apart edit the status
    six times, the card at most three (it was six, one per status edit), and the card ends
    showing whose turn it is."""
    fake, interval, moves = table.fake, 4.0, 6
    async with table.bot(DeliverySettings(card_interval_seconds=interval)) as bot:
        game_id, card = await open_lobby(table)
        thread = table.thread()
        await settle(table, bot, statuses=True)
        since = fake.mark()
        for _ in range(moves):
            info = await bot.service.games.info(game_id)
            waiting = table.user(info.user_of(info.to_act[0]))
            _, choices = await bot.service.play.choices(game_id, waiting.id)
            await fake.slash(waiting, thread, "move",
                             options={"action": choices[0].notation, "game": game_id})
            await asyncio.sleep(1.05)  # past the status message's own interval
        await settle(table, bot, statuses=True)
        info = await bot.service.games.info(game_id)
        waiting = table.user(info.user_of(info.to_act[0]))
        await fake.wait_until(
            lambda: f"Waiting for: {waiting.name}" in fake.message(card.id).text() or None,
            interval + fake.timeout, "the card catching up")
        edits = [r.path for r in fake.requests[since:] if r.route == "edit_message"]
        card_edits = [path for path in edits if path.endswith(f"/{card.id}")]
        status_edits = [path for path in edits
                        if path.endswith(f"/{info.game.status_message_id}")]
        assert len(status_edits) == moves, edits
        assert 1 <= len(card_edits) <= 3, edits


async def test_a_turn_notice_links_to_the_newest_board_post_in_the_games_thread(
        table: Table) -> None:
    async def check(card: RecordedMessage, info: GameInfo, waiting: FakeUser) -> None:
        await table.fake.wait_for_dm(waiting, f"#{info.game.id}")
        board = [m for m in table.fake.messages_in(table.thread()) if m.attachments][-1]
        link = f"https://discord.com/channels/{table.guild.id}/{table.thread().id}/{board.id}"
        notice = table.fake.dms_to(waiting)[-1].content
        assert link in notice, notice

    await play_from_a_lobby(table, 3, check)


async def test_a_play_pressed_while_the_status_edit_is_on_its_way_opens_the_picker(
        table: Table) -> None:
    fake = table.fake
    async with table.bot() as bot:
        game_id, _ = await open_lobby(table)
        thread = table.thread()
        await settle(table, bot, statuses=True)
        game = await bot.store.get_game(game_id)
        status = fake.message(game.status_message_id)
        info = await bot.service.games.info(game_id)
        mover = table.user(info.user_of(info.to_act[0]))
        # the status message's next edit is held up (Discord is slow): after the move below
        # it still carries the Play of the turn before
        fake.faults.delay("PATCH", messages_of(thread.id), 1.5)
        _, choices = await bot.service.play.choices(game_id, mover.id)
        await fake.slash(mover, thread, "move",
                         options={"action": choices[0].notation, "game": game_id})
        after = await bot.service.games.info(game_id)
        assert after.game.board_version > info.game.version  # a new board: the turn passed
        [old_play] = custom_ids(status, f"g:play:{game_id}:")
        assert old_play == f"g:play:{game_id}:{info.game.version}"
        other = table.user(after.user_of(after.to_act[0]))
        opened = await fake.press(other, status, old_play)
        assert opened.ephemeral and "out of date" not in opened.content, opened
        assert custom_ids(opened.message, "g:pick:") or custom_ids(opened.message, "g:sel:")


async def test_a_lobby_nobody_starts_closes_after_its_lifetime(table: Table) -> None:
    fake = table.fake
    async with table.bot() as bot:
        card, game_id = await new_lobby(fake, table.alice, table.channel, "ostriches")
        table.clock.advance(timedelta(hours=23, minutes=59))
        await bot.timers.run_due()
        assert (await bot.service.games.info(game_id)).game.status == "lobby"
        table.clock.advance(timedelta(minutes=1))
        await bot.timers.run_due()
        assert (await bot.service.games.info(game_id)).game.status == "cancelled"
        await fake.wait_until(lambda: "closed" in fake.message(card.id).text() or None,
                              fake.timeout, "the card saying the lobby closed")
        card = fake.message(card.id)
        assert "nobody started the game within 24 h" in card.text(), card.text()
        assert not custom_ids(card, "g:lobby:"), card.text()
        listed = await fake.slash(table.bob, table.channel, "game list")
        assert f"#{game_id}" not in listed.content
        late = await fake.press_custom(table.bob, card, f"g:lobby:join:{game_id}")
        assert late.ephemeral and f"Game #{game_id} is over." in late.content, late


async def test_a_player_may_host_five_open_lobbies_at_once(table: Table) -> None:
    fake = table.fake
    async with table.bot() as bot:
        opened = []
        for _ in range(5):
            created = await fake.slash(table.alice, table.channel, "game new",
                                       options={"kind": "zigzag"})
            opened.append(lobby_game(await lobby_message(fake, created, table.channel)))
        refused = await fake.slash(table.alice, table.channel, "game new",
                                   options={"kind": "zigzag"})
        assert refused.ephemeral and refused.content == (
            "You already host 5 open lobbies: start or cancel one of them before opening "
            "another."), refused
        assert len(await bot.service.games.games_of(table.alice.id)) == 5
        # Bob still may; and once Alice cancels one, she may open another
        await lobby_message(fake, await fake.slash(table.bob, table.channel, "game new",
                                                   options={"kind": "zigzag"}), table.channel)
        cancelled = await fake.slash(table.alice, table.channel, "game cancel",
                                     options={"game": opened[0]})
        assert cancelled.ephemeral and "cancelled" in cancelled.content
        again = await fake.slash(table.alice, table.channel, "game new",
                                 options={"kind": "zigzag"})
        assert "#" in again.content and "already host" not in again.content, again


async def test_a_bot_level_forged_onto_the_public_card_seats_the_bot_and_answers_privately(
        table: Table) -> None:
    """A level belongs on the host's private picker. Pressed on the public card (a forged
    custom_id), the host still gets the bot they asked for, but the press never edits the
    card (it would read "A bot joins game #1." with no buttons until the next refresh): the
    answer is private, and the card follows from the outbox. On the picker, the level still
    turns the picker itself into the answer."""
    fake = table.fake
    async with quick_bot(table) as bot:
        card, game_id = await new_lobby(fake, table.alice, table.channel, "scramble")
        assert not card.ephemeral and not card.flags & 64  # what the bot reads as public
        first = card.versions[0]

        pressed = await fake.press_custom(table.alice, card, f"g:lobby:botlevel:hard:{game_id}")
        assert pressed.ephemeral and pressed.callback_type == 4, pressed
        assert pressed.content == f"A bot joins game #{game_id}.", pressed
        assert pressed.message is not None and pressed.message.id != card.id
        await fake.wait_until(lambda: "Bot (hard)" in fake.message(card.id).text() or None,
                              fake.timeout, "the bot on the card, from the outbox")
        shown = fake.message(card.id)
        assert shown.versions[0] is first
        assert {version.via for version in shown.versions} <= {"channel post", "channel edit"}
        assert all("A bot joins" not in version.content and version.components
                   for version in shown.versions), [v.content for v in shown.versions]
        assert custom_ids(shown, f"g:lobby:join:{game_id}") and custom_ids(shown,
                                                                           "g:lobby:unbot:")
        seats = (await bot.service.games.info(game_id)).seats
        assert [s.bot_level for s in seats] == [None, "hard"]

        picker = await fake.press(table.alice, shown, f"g:lobby:bot:{game_id}")
        assert picker.ephemeral and picker.message is not None and picker.message.flags & 64
        added = await fake.press(table.alice, picker.message, f"g:lobby:botlevel:easy:{game_id}")
        assert added.callback_type == 7 and added.message is not None, added
        assert added.message.id == picker.message.id
        assert added.message.content == f"A bot joins game #{game_id}."
        assert not added.message.components
        assert len((await bot.service.games.info(game_id)).seats) == 3
