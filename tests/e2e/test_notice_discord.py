"""The turn notice through the fake Discord: one DM that is the turn (the player's own view,
what happened since their last action, whom the game waits for and the time left, Play
and My view, a link to the newest board post); Play pressed right there opens the picker,
an old notice's Play is answered "out of date" with fresh buttons, a take-back never sends
its taker a notice, closed DMs get today's bare mention, and a stranger's press from their
DMs reaches nothing."""

from __future__ import annotations

import random

from cogs.app import GameBot
from tests.fake_discord.models import FakeUser, RecordedMessage

from .conftest import Table, custom_ids, open_lobby, settle
from .players import STALE, has_picks

TITLE = "**Your turn in Ostriches #{game}.**"


def notices(table: Table, user: FakeUser, game_id: int) -> list[RecordedMessage]:
    """The turn notices `user` got for the game, oldest first."""
    return [m for m in table.fake.dms_to(user) if TITLE.format(game=game_id) in m.content]


async def play_one(table: Table, bot: GameBot, user: FakeUser, game_id: int,
                   rng: random.Random) -> None:
    """`user` types one legal action of theirs, and what it causes goes out."""
    _, choices = await bot.service.play.choices(game_id, user.id)
    played = await table.fake.slash(user, table.thread(), "move",
                                    options={"action": rng.choice(choices).notation,
                                             "game": game_id})
    assert played.ephemeral, played
    await settle(bot)


async def waited(bot: GameBot, table: Table, game_id: int) -> list[FakeUser]:
    """The people the game waits for now."""
    info = await bot.service.games.info(game_id)
    return [table.user(info.user_of(seat) or 0) for seat in info.to_act]


async def test_the_notice_is_the_turn_and_its_play_opens_the_picker_in_the_dm(
        table: Table) -> None:
    async with table.bot() as bot:
        game_id, _ = await open_lobby(table)
        await settle(bot)
        game = await bot.store.get_game(game_id)
        assert game is not None and game.board_message_id is not None
        board = table.fake.message(game.board_message_id)
        assert board.channel_id == table.thread().id and board.attachments
        link = f"https://discord.com/channels/{table.guild.id}/{table.thread().id}/{board.id}"
        for user in await waited(bot, table, game_id):
            [notice] = notices(table, user, game_id)
            assert "Waiting for:" in notice.content and link in notice.content, notice.content
            assert str(game.status_message_id) not in notice.content
            assert [a.filename for a in notice.attachments] == ["board.png"]
            assert custom_ids(notice, f"g:view:{game_id}")
            [play] = custom_ids(notice, f"g:play:{game_id}:")
            opened = await table.fake.press(user, notice, play)
            assert opened.ephemeral and has_picks(opened.message), opened
            assert len(notice.content) <= 2000

        rng = random.Random(5)
        for _ in range(40):  # until someone is waited for again after acting
            first = (await waited(bot, table, game_id))[0]
            before = len(notices(table, first, game_id))
            await play_one(table, bot, first, game_id, rng)
            later = [user for user in await waited(bot, table, game_id) if user is not first]
            if later and len(notices(table, later[0], game_id)) > 1:
                newest = notices(table, later[0], game_id)[-1]
                assert "Since your last move:" in newest.content, newest.content
                game = await bot.store.get_game(game_id)
                assert game is not None and str(game.board_message_id) in newest.content
                return
            assert len(notices(table, first, game_id)) == before + (first in later)
        raise AssertionError("nobody was waited for twice")


async def test_an_old_notices_play_answers_out_of_date_with_fresh_buttons(table: Table) -> None:
    async with table.bot() as bot:
        game_id, _ = await open_lobby(table)
        await settle(bot)
        rng = random.Random(9)
        user = (await waited(bot, table, game_id))[0]
        while len(notices(table, user, game_id)) < 2:  # play until a second notice came
            await play_one(table, bot, (await waited(bot, table, game_id))[0], game_id, rng)
        old = notices(table, user, game_id)[0]
        [play] = custom_ids(old, f"g:play:{game_id}:")
        answer = await table.fake.press(user, old, play)
        assert answer.ephemeral and STALE in answer.content, answer
        [fresh] = custom_ids(answer.message, f"g:play:{game_id}:")
        assert fresh != play
        opened = await table.fake.press(user, answer.message, fresh)
        assert opened.ephemeral and has_picks(opened.message), opened


async def test_taking_back_never_sends_the_taker_a_notice(table: Table) -> None:
    async with table.bot() as bot:
        game_id, _ = await open_lobby(table)
        await settle(bot)
        user = (await waited(bot, table, game_id))[0]
        await play_one(table, bot, user, game_id, random.Random(3))
        dms = len(table.fake.dms_to(user))
        board = table.latest_with(table.thread(), f"g:view:{game_id}")
        view = await table.fake.press(user, board, f"g:view:{game_id}")
        [undo] = custom_ids(view.message, f"g:undo:{game_id}:")
        taken = await table.fake.press(user, view.message, undo)
        assert "Taken back" in taken.content, taken
        await settle(bot)
        info = await bot.service.games.info(game_id)
        assert info.seat_of(user.id) in info.to_act  # the game waits for the taker again
        assert len(table.fake.dms_to(user)) == dms, [m.content for m in table.fake.dms_to(user)]


async def test_closed_dms_get_the_bare_mention_and_nothing_private(table: Table) -> None:
    table.bob.dms_closed = True
    table.alice.dms_closed = True
    async with table.bot() as bot:
        game_id, _ = await open_lobby(table)
        await settle(bot)
        mentions = [m for m in table.fake.messages_in(table.thread())
                    if m.content.startswith(("<@", "<@!"))]
        assert mentions, [m.content for m in table.fake.messages_in(table.thread())]
        for mention in mentions:
            assert mention.content.endswith(f"Your turn in Ostriches #{game_id}.")
            assert not mention.attachments
            assert "Since" not in mention.content and "Waiting for" not in mention.content


async def test_a_strangers_play_from_their_dms_reaches_nothing(table: Table) -> None:
    async with table.bot() as bot:
        game_id, _ = await open_lobby(table)  # Alice and Bob
        await settle(bot)
        # Carol plays a game of her own with Alice: she has a notice in her DMs
        created = await table.fake.slash(table.carol, table.channel, "game new",
                                         options={"kind": "zigzag"})
        assert created.ephemeral or created.message is not None
        other = max(g.id for g in await bot.service.games.games_here(table.here()))
        card = await table.fake.wait_for_message(lambda m: bool(
            custom_ids(m, f"g:lobby:join:{other}")))
        await table.fake.press(table.alice, card, f"g:lobby:join:{other}")
        await table.fake.press(table.carol, card, f"g:lobby:start:{other}")
        dm = await table.fake.wait_until(lambda: next(iter(table.fake.dms_to(table.carol)),
                                                      None), table.fake.timeout, "a DM")
        version = (await bot.service.games.info(game_id)).game.version
        pressed = await table.fake.press_custom(table.carol, dm, f"g:play:{game_id}:{version}")
        assert pressed.ephemeral and not has_picks(pressed.message), pressed
        assert not pressed.message.attachments
        assert (await bot.service.games.info(game_id)).game.version == version
