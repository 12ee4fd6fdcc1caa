"""The messages around a turn, through Discord (the fake): news for a player whose DMs are
closed, nothing left to press once a game is over, and the words of the lobby and the
picker."""

from __future__ import annotations

import random

import i18n
from games.base import Event
from sessions.presenter import lines_for, render_lines
from sessions.service import events_from_json

from .conftest import Table, open_lobby
from .players import custom_ids
from .test_picker_discord import advance, settle


async def test_a_player_with_closed_dms_hears_of_news_once_without_it(table: Table) -> None:
    """Issue 16, 8: a private event outside the player's own action (a trap drawn when
    another's ostrich pushed theirs, cards drawn at a new round) reached nobody."""
    table.bob.dms_closed = True
    async with table.bot() as bot:
        game_id, _ = await open_lobby(table, "scramble")
        info = await bot.service.info(game_id)
        bob = info.seat_of(table.bob.id)
        secret: list[Event] = []
        rng = random.Random(3)
        for _ in range(200):  # random actions, until one of Alice's gives Bob private news
            info = await bot.service.info(game_id)
            seat = rng.choice(info.to_act)
            user = info.user_of(seat)
            assert user is not None
            _, choices = await bot.service.choices(game_id, user)
            await bot.service.act(game_id, user, rng.choice(choices).notation)
            last = (await bot.store.list_actions(game_id))[-1]
            secret = [e for e in events_from_json(last.events)
                      if e.audience == bob and last.seat != bob]
            if secret:
                break
        assert secret, "Bob never had news outside his own action"
        await settle(bot)
        thread = table.thread()
        news = [m for m in table.fake.messages_in(thread)
                if f"<@{table.bob.id}>" in m.content and "news" in m.content]
        assert len(news) == 1, [m.content for m in news]
        assert news[0].content.endswith("You have news in Ostrich Scramble #1: open My view.")
        for lang in i18n.LANGUAGES:
            told = render_lines(lines_for(secret, info.names, bob), lang)
            assert all(line not in news[0].content for line in told.splitlines())
        assert not news[0].attachments
        view = await table.fake.press(table.bob, news[0], f"g:view:{game_id}")
        assert view.ephemeral and view.message is not None and view.message.attachments


async def test_nothing_is_left_to_play_once_a_game_is_over(table: Table) -> None:
    """Issue 16, 9: every board post kept its Play button after the end, and the public
    game-over post ended with "You are watching."."""
    async with table.bot() as bot:
        game_id, _ = await open_lobby(table)
        await advance(bot, game_id, 9, lambda state: state.phase == "over")
        await settle(bot)
        thread = table.thread()
        record = f"ostriches-{game_id}.txt"
        final = await table.fake.wait_for_message(
            lambda m: m.channel_id == thread.id and any(a.filename == record
                                                        for a in m.attachments))
        await table.fake.wait_until(lambda: thread.archived or None, 5.0, "the archive")
        assert "You are watching" not in final.content
        assert "bob wins" in final.content or "alice wins" in final.content
        playable = [m for m in table.fake.messages_in(thread)
                    if custom_ids(m, f"g:play:{game_id}:")]
        assert playable == [], [m.content for m in playable][:3]
        assert all(custom_ids(m, f"g:view:{game_id}") for m in table.fake.messages_in(thread)
                   if m.components)
