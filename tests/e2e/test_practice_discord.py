"""Practice games through the fake Discord: `/game new practice:True` in a private thread of
the player's own (or their DMs when the server has no threads for games), played to its end
with hints and a take-back in both languages; nothing in the server's channel, nobody else's
presses, no statistics; Hint refused outside practice."""

from __future__ import annotations

import random
from typing import Any

import discord
import pytest

from cogs.app import GameBot
from games.ostriches import bot as ostriches_bot
from sessions.core import takeback
from tests.fake_discord.models import PRIVATE_THREAD, FakeChannel, RecordedMessage

from .conftest import Table, custom_ids, open_lobby, settle, take_back_twice_at_once
from .test_bots_discord import play_alone_against_bots

SEED = 2020
WORDS = {
    "en": {"started": "has started in", "dms": "has started in our DMs", "hint": "Hint",
           "taken": "Taken back", "title": "(practice)", "practice": "Practice game",
           "took": "took back the ", "nothing": "nothing to take back",
           "only": "practice games only", "no_game": "There is no game"},
    "fr": {"started": "a commencé dans", "dms": "a commencé dans nos messages privés",
           "hint": "Indice", "taken": "Repris", "title": "(entraînement)",
           "practice": "partie d’entraînement", "took": "a repris l",
           "nothing": "rien à reprendre", "only": "parties d’entraînement",
           "no_game": "Il n’y a pas de partie"},
}


@pytest.fixture(autouse=True)
def small_budgets(monkeypatch: pytest.MonkeyPatch) -> None:
    """Ostriches' search (the hint's hard level) decides with small budgets here."""
    monkeypatch.setattr(ostriches_bot, "BUDGETS", {
        level: ostriches_bot.BUDGETS[level].__class__(iterations=12, rollout_steps=4)
        for level in ostriches_bot.BUDGETS})


async def start_practice(table: Table, bot: GameBot, lang: str,
                         **options: Any) -> tuple[int, Any]:
    """Alice starts a practice game of Ostriches (in `lang`); its id and her answer."""
    answer = await table.fake.slash(table.alice, table.channel, "game new", locale=lang,
                                    options={"kind": "ostriches", "practice": True, **options})
    assert answer.ephemeral, answer
    games = [g for g in await bot.service.games.games_of(table.alice.id) if g.game.practice]
    assert len(games) == 1, answer
    return games[0].id, answer


def latest_board(table: Table, where: FakeChannel, game_id: int) -> RecordedMessage:
    return table.latest_with(where, f"g:play:{game_id}:")


async def open_picker(table: Table, where: FakeChannel, game_id: int,
                      lang: str) -> RecordedMessage:
    """Alice presses Play on the game's newest board: her private picker."""
    board = latest_board(table, where, game_id)
    picker = await table.fake.press(table.alice, board,
                                    custom_ids(board, f"g:play:{game_id}:")[0], locale=lang)
    assert picker.ephemeral and picker.message is not None, picker
    return picker.message


@pytest.mark.parametrize("lang", ["en", "fr"])
async def test_a_practice_game_in_a_private_thread_runs_to_its_end_with_hints_and_a_take_back(
        table: Table, lang: str) -> None:
    fake, words = table.fake, WORDS[lang]
    async with table.bot() as bot:
        game_id, answer = await start_practice(table, bot, lang, level="easy")
        [thread] = fake.threads_of(table.channel)
        assert words["started"] in answer.content and thread.mention in answer.content
        assert thread.type == PRIVATE_THREAD and not thread.invitable
        await settle(bot)
        assert fake.messages_in(table.channel) == []  # nothing in the server's channel
        assert any(words["practice"] in m.content for m in fake.messages_in(thread))

        # Hint: privately, what the hard bot would play, given again alike
        picker = await open_picker(table, thread, game_id, lang)
        assert words["title"] in picker.content
        [hint_id] = custom_ids(picker, f"g:hint:{game_id}:")
        hints = []
        for _ in range(2):
            hinted = await fake.press(table.alice, picker, hint_id, locale=lang)
            [said] = hinted.messages[-1:]
            assert said.ephemeral and words["hint"] in said.content, hinted
            hints.append(said.content)
        assert hints[0] == hints[1]
        _, choices = await bot.service.play.choices(game_id, table.alice.id)
        assert any(f"`{choice.notation}`" in hints[0] for choice in choices)

        # someone else in the thread (a moderator can read private threads) is refused
        board = latest_board(table, thread, game_id)
        refused = await fake.press(table.bob, board, custom_ids(board, "g:play:")[0],
                                   locale=lang)
        assert refused.ephemeral and words["no_game"] in refused.content, refused

        # Take back with nothing to take back, then after two moves
        nothing = await fake.press(table.alice, picker,
                                   custom_ids(picker, f"g:takeback:{game_id}:")[0],
                                   locale=lang)
        assert nothing.ephemeral and words["nothing"] in nothing.content, nothing
        rng = random.Random(SEED)
        for _ in range(2):
            _, choices = await bot.service.play.choices(game_id, table.alice.id)
            await fake.slash(table.alice, thread, "move", locale=lang,
                             options={"action": rng.choice(choices).notation})
            await settle(bot)
        before = await bot.store.list_actions(game_id)
        picker = await open_picker(table, thread, game_id, lang)
        taken = await fake.press(table.alice, picker,
                                 custom_ids(picker, f"g:takeback:{game_id}:")[0], locale=lang)
        assert taken.callback_type == 7 and words["taken"] in taken.content, taken
        assert taken.attachments and custom_ids(taken.message, f"g:hint:{game_id}:")
        await settle(bot)
        log = await bot.store.list_actions(game_id)
        assert log[:len(before)] == before and takeback.target(log[-1].notation) is not None
        assert any(words["took"] in m.content for m in fake.messages_in(thread))

        await play_alone_against_bots(table, bot, game_id, rng)
        await settle(bot)
        info = await bot.service.games.info(game_id)
        assert info.game.status == "finished" and fake.channels[thread.id].archived
        assert fake.messages_in(table.channel) == []
        assert await bot.store.tallies_of_user(table.alice.id) == []
        assert await bot.store.bot_tallies_of_user(table.alice.id) == []
        assert await bot.store.recent_results(table.alice.id) == []


async def test_a_server_without_threads_for_games_gets_the_practice_game_in_dms(
        table: Table) -> None:
    fake = table.fake
    async with table.bot() as bot:
        await bot.service.settings.set_server_threads(table.guild.id, False)
        game_id, answer = await start_practice(table, bot, "en")
        assert WORDS["en"]["dms"] in answer.content, answer
        await settle(bot)
        assert fake.threads_of(table.channel) == [] and fake.messages_in(table.channel) == []
        dms = fake.dm_channel_for(table.alice)
        texts = [m.content for m in fake.messages_in(dms)]
        assert "is played here" in texts[0]
        picker = await open_picker(table, dms, game_id, "en")
        assert custom_ids(picker, f"g:hint:{game_id}:")
        info = await bot.service.games.info(game_id)
        assert [s.bot_level for s in info.seats] == [None, "normal"]


async def test_no_threads_and_closed_dms_refuse_clearly_and_open_nothing(table: Table) -> None:
    fake = table.fake
    dana = await fake.create_user("dana", dms_closed=True)
    await fake.add_member(table.guild, dana)
    async with table.bot() as bot:
        fake.faults.fail_next("POST", rf"/channels/{table.channel.id}/threads", 403,
                              code=50013, count=None)
        answer = await fake.slash(dana, table.channel, "game new",
                                  options={"kind": "zigzag", "practice": True})
        assert answer.ephemeral and "DMs are closed" in answer.content, answer
        assert await bot.service.games.games_of(dana.id) == []
        assert fake.threads_of(table.channel) == []


async def test_a_practice_game_refuses_no_bots_and_more_than_the_game_seats(
        table: Table) -> None:
    """(A count of thousands of digits Discord refuses itself, by the option's range;
    tests/sessions/test_takeback.py sends one to the session.)"""
    async with table.bot() as bot:
        for bots, said in ((0, "at least one bot"), (2, "room for at most 1 bot beside")):
            answer = await table.fake.slash(table.alice, table.channel, "game new", options={
                "kind": "ostriches", "practice": True, "bots": bots})
            assert answer.ephemeral and said in answer.content, answer
        assert table.fake.threads_of(table.channel) == []
        assert await bot.service.games.games_of(table.alice.id) == []


async def test_hint_and_take_back_are_refused_outside_practice(table: Table) -> None:
    async with table.bot() as bot:
        game_id, _ = await open_lobby(table)
        await settle(bot)
        info = await bot.service.games.info(game_id)
        board = table.latest_with(table.thread(), f"g:play:{game_id}:")
        for action in ("hint", "takeback"):
            refused = await table.fake.press_custom(
                table.alice, board, f"g:{action}:{game_id}:{info.game.version}")
            assert refused.ephemeral and "practice games only" in refused.content, refused
        assert (await bot.service.games.info(game_id)).game.version == info.game.version



async def test_two_take_back_presses_at_once_take_effect_once(table: Table) -> None:
    fake = table.fake
    async with table.bot() as bot:
        game_id, _ = await start_practice(table, bot, "en", level="easy")
        [thread] = fake.threads_of(table.channel)
        await settle(bot)
        rng = random.Random(SEED)
        for _ in range(2):
            _, choices = await bot.service.play.choices(game_id, table.alice.id)
            await fake.slash(table.alice, thread, "move",
                             options={"action": rng.choice(choices).notation})
            await settle(bot)
        picker = await open_picker(table, thread, game_id, "en")
        [press] = custom_ids(picker, f"g:takeback:{game_id}:")
        await take_back_twice_at_once(table, bot, table.alice, picker, press, game_id)


async def test_a_manager_of_the_server_only_cancels_a_practice_game_and_nobody_else_sees_it(
        table: Table) -> None:
    """A practice game is its player's alone: a manager of its server, in its private thread
    or in another channel, neither lists, reads, views nor presses it (the answer is the
    one for a number that names no game), and may only cancel it."""
    fake = table.fake
    async with table.bot() as bot:
        game_id, _ = await start_practice(table, bot, "en")
        [thread] = fake.threads_of(table.channel)
        await settle(bot)
        manager = await fake.create_user("manager")
        await fake.add_member(table.guild, manager,
                              permissions=discord.Permissions(manage_guild=True))
        general = await fake.create_text_channel(table.guild, "general")
        here = f"There is no game #{game_id} here."
        for place in (thread, general, table.channel):
            for command in ("game view", "game log", "game recap", "game replay"):
                read = await fake.slash(manager, place, command, options={"game": game_id})
                assert read.ephemeral and read.content == here, (place, command, read)
                assert not read.message.attachments, (place, command)
            offered = await fake.autocomplete(manager, place, "game view", "game")
            assert offered == [], place
            listed = await fake.slash(manager, place, "game list")
            assert f"#{game_id}" not in listed.content, (place, listed)
        board = latest_board(table, thread, game_id)
        for button in custom_ids(board, "g:"):
            pressed = await fake.press_custom(manager, board, button)
            assert pressed.ephemeral, (button, pressed)
            assert "There is no game" in pressed.content or "Nothing was changed" in (
                pressed.content), (button, pressed)
        assert (await bot.service.games.info(game_id)).game.status == "active"
        cancelled = await fake.slash(manager, general, "game cancel", options={"game": game_id})
        assert cancelled.ephemeral and "cancelled" in cancelled.content, cancelled
        assert (await bot.service.games.info(game_id)).game.status == "cancelled"
