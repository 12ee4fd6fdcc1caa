"""Fair undo through the fake Discord, in both languages: a player's view and
picker show Take back only while they may take back; a press takes their last action back
and the thread tells the table; a stale press, a press no longer allowed and two presses at
once are answered privately and change the game at most once."""

from __future__ import annotations

import random

import pytest

from cogs.app import GameBot
from sessions.core import takeback
from tests.fake_discord.models import FakeChannel, FakeUser, RecordedMessage

from .conftest import Table, custom_ids, pick_through, settle, take_back_twice_at_once
from .lobby import join_and_start, lobby_game, lobby_message

WORDS = {
    "en": {"taken": "Taken back", "took": "took back the pawn placed on", "stale": "out of date",
           "refused": "cannot take back", "label": "Take back"},
    "fr": {"taken": "Repris", "took": "a repris le pion posé en", "stale": "plus à jour",
           "refused": "ne pouvez pas reprendre", "label": "Reprendre"},
}


async def ostriches_in(table: Table, bot: GameBot, lang: str) -> tuple[int, FakeChannel]:
    """Alice opens an Ostriches game on a server speaking `lang`, Bob joins, Alice starts
    it."""
    await bot.service.settings.set_server_language(table.guild.id, lang)
    created = await table.fake.slash(table.alice, table.channel, "game new", locale=lang,
                                     options={"kind": "ostriches"})
    lobby = await lobby_message(table.fake, created, table.channel)
    game_id = lobby_game(lobby)
    thread = await join_and_start(table.fake, lobby, table.alice, [table.bob])
    return game_id, thread


async def my_view(table: Table, user: FakeUser, thread: FakeChannel, game_id: int,
                  lang: str) -> RecordedMessage:
    """The user presses My view on the game's newest board: their private view."""
    board = table.latest_with(thread, f"g:view:{game_id}")
    answer = await table.fake.press(user, board, custom_ids(board, f"g:view:{game_id}")[0],
                                    locale=lang)
    assert answer.ephemeral and answer.message is not None, answer
    return answer.message


async def place(table: Table, bot: GameBot, user: FakeUser, thread: FakeChannel,
                game_id: int, rng: random.Random) -> None:
    _, choices = await bot.service.play.choices(game_id, user.id)
    await table.fake.slash(user, thread, "move", options={"action": rng.choice(choices).notation})
    await settle(bot)


@pytest.mark.parametrize("lang", ["en", "fr"])
async def test_take_back_is_shown_used_told_and_refused_when_stale_or_not_allowed(
        table: Table, lang: str) -> None:
    fake, words = table.fake, WORDS[lang]
    async with table.bot() as bot:
        game_id, thread = await ostriches_in(table, bot, lang)
        await settle(bot)
        info = await bot.service.games.info(game_id)
        first, second = (table.alice, table.bob) if info.seat_of(table.alice.id) in \
            info.to_act else (table.bob, table.alice)
        # nothing played yet: no Take back, on the view nor on the picker
        board = table.latest_with(thread, f"g:play:{game_id}:")
        picker = await fake.press(first, board, custom_ids(board, f"g:play:{game_id}:")[0],
                                  locale=lang)
        assert picker.message is not None and not custom_ids(picker.message, "g:undo:")

        # played through the picker: the confirmation offers Take back, so does My view
        rng = random.Random(3)
        played = await pick_through(table, first, picker.message, rng)
        await settle(bot)
        [undo] = custom_ids(played, f"g:undo:{game_id}:")
        view = await my_view(table, first, thread, game_id, lang)
        assert custom_ids(view, f"g:undo:{game_id}:") == [undo]
        assert any(c.get("label") == words["label"] for c in view.all_components())
        assert not custom_ids(await my_view(table, second, thread, game_id, lang), "g:undo:")
        before = await bot.store.list_actions(game_id)

        taken = await fake.press(first, view, undo, locale=lang)
        assert taken.callback_type == 7 and words["taken"] in taken.content, taken
        assert not custom_ids(taken.message, "g:undo:")  # nothing more to take back
        await settle(bot)
        log = await bot.store.list_actions(game_id)
        assert log[:len(before)] == before and takeback.target(log[-1].notation) == 0
        assert any(words["took"] in m.content for m in fake.messages_in(thread))
        version = (await bot.service.games.info(game_id)).game.version

        stale = await fake.press_custom(first, view, undo, locale=lang)
        assert stale.messages[-1].ephemeral and words["stale"] in stale.text(), stale
        assert (await bot.service.games.info(game_id)).game.version == version

        # the other player acted since: no Take back, and a forged press is refused
        await place(table, bot, first, thread, game_id, rng)
        await place(table, bot, second, thread, game_id, rng)
        view = await my_view(table, first, thread, game_id, lang)
        assert not custom_ids(view, "g:undo:")
        assert custom_ids(await my_view(table, second, thread, game_id, lang), "g:undo:")
        version = (await bot.service.games.info(game_id)).game.version
        refused = await fake.press_custom(first, view, f"g:undo:{game_id}:{version}",
                                          locale=lang)
        assert refused.ephemeral and words["refused"] in refused.content, refused
        assert (await bot.service.games.info(game_id)).game.version == version


async def test_two_take_back_presses_at_once_take_effect_once(table: Table) -> None:
    async with table.bot() as bot:
        game_id, thread = await ostriches_in(table, bot, "en")
        await settle(bot)
        info = await bot.service.games.info(game_id)
        first = table.alice if info.seat_of(table.alice.id) in info.to_act else table.bob
        await place(table, bot, first, thread, game_id, random.Random(3))
        view = await my_view(table, first, thread, game_id, "en")
        [undo] = custom_ids(view, f"g:undo:{game_id}:")
        await take_back_twice_at_once(table, bot, first, view, undo, game_id)
