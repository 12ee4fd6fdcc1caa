"""The permissions the bot needs, through Discord (the fake): where its role lacks Pin
Messages and Create Private Threads, Discord refuses the status's pin and a private thread
(403, 50013), so statuses stay unpinned and practice games go to DMs; a manager of the server
is told so once, privately, with what each lack costs (or, when a member who manages nothing
opens the first lobby, the lobby card says it once); not on every game, not after a restart.
"""

from __future__ import annotations

from pathlib import Path

import discord
import pytest

import i18n
from cogs.kit.permissions import invite_url, needed_permissions
from tests.fake_discord.interactions import InteractionResult
from tests.fake_discord.models import RecordedMessage
from tests.fake_discord.server import FakeDiscord

from .conftest import Table, settle
from .lobby import join_and_start, new_lobby
from .remote import BotProcess

LACKING = ("pin_messages", "create_private_threads")


def without(*names: str) -> discord.Permissions:
    """Every permission the bot needs but `names`."""
    granted = needed_permissions()
    for name in names:
        setattr(granted, name, False)
    return granted


def lost(name: str, lang: str = "en") -> str:
    """The line saying what lacking `name` costs."""
    return i18n.t(f"access.lost.{name}", lang)


async def notice_of(table: Table, answered: InteractionResult) -> RecordedMessage:
    """The private notice that follows an interaction's answer."""
    return await table.fake.wait_until(
        lambda: next((m for m in answered.followups if lost(LACKING[0]) in m.content), None),
        table.fake.timeout, "the notice of what the bot lacks")


def notices_to(table: Table, *answers: InteractionResult) -> list[RecordedMessage]:
    """Every followup of these interactions that tells what the bot lacks."""
    return [m for answer in answers for m in answer.followups
            if any(lost(name, lang) in m.content for name in LACKING for lang in ("en", "fr"))]


@pytest.mark.usefixtures("no_bug_logged")
async def test_a_manager_is_told_once_what_the_missing_permissions_cost(table: Table) -> None:
    await table.fake.set_bot_permissions(table.guild, without(*LACKING))
    async with table.bot() as bot:
        # Alice owns the server: she is told, privately, right after her lobby is opened
        opened = await table.fake.slash(table.alice, table.channel, "game new",
                                        options={"kind": "ostriches"})
        notice = await notice_of(table, opened)
        assert notice.ephemeral_for == table.alice.id and opened.ephemeral, notice
        for name in LACKING:
            assert lost(name) in notice.content, notice.content
        assert lost("attach_files") not in notice.content
        assert f"permissions={needed_permissions().value}" in notice.content
        assert len(notice.content) <= 2000
        card, game_id = await new_lobby(table.fake, table.bob, table.channel, "ostriches")
        assert i18n.t("access.card", "en") not in card.text()  # told already, not again
        # the game runs; Discord refuses the status's pin, and the status stays unpinned
        thread = await join_and_start(table.fake, card, table.bob, [table.alice])
        await settle(bot)
        game = await bot.store.get_game(game_id)
        assert game is not None and game.status_message_id is not None
        assert not table.fake.message(game.status_message_id).pinned
        refused = [r for r in table.fake.requests if "/pins/" in r.path]
        assert refused and all(r.status == 403 for r in refused), refused
        assert thread.id == game.thread_id
        # a second lobby, and a practice game that goes to DMs: no second notice
        again = await table.fake.slash(table.alice, table.channel, "game new",
                                       options={"kind": "scramble"})
        practice = await table.fake.slash(table.alice, table.channel, "game new",
                                          options={"kind": "ostriches", "practice": True})
        assert i18n.t("practice.in_dms", "en", title="")[:12] in practice.content, practice
        await settle(bot)
    async with table.bot():  # remembered across a restart
        listed = await table.fake.slash(table.alice, table.channel, "game list")
    assert notices_to(table, again, practice, listed) == []


async def test_discord_refuses_a_pin_and_a_private_thread_without_their_permissions(
        table: Table) -> None:
    await table.fake.set_bot_permissions(table.guild, without(*LACKING))
    async with table.bot() as bot:
        channel = bot.get_channel(table.channel.id)
        assert isinstance(channel, discord.TextChannel)
        posted = await channel.send("a status")
        with pytest.raises(discord.Forbidden) as pin:
            await posted.pin()
        with pytest.raises(discord.Forbidden) as thread:
            await channel.create_thread(name="practice", type=discord.ChannelType.private_thread)
        assert pin.value.code == thread.value.code == 50013
        await table.fake.set_bot_permissions(table.guild, needed_permissions())
        await posted.pin()
        await channel.create_thread(name="practice", type=discord.ChannelType.private_thread)
    assert table.fake.message(posted.id).pinned


@pytest.mark.usefixtures("no_bug_logged")
async def test_a_lobby_opened_by_a_member_says_it_once_for_the_managers(
        table: Table) -> None:
    await table.fake.set_bot_permissions(table.guild, without("pin_messages"))
    async with table.bot():
        card, _ = await new_lobby(table.fake, table.bob, table.channel, "ostriches")
        assert i18n.t("access.card", "en") in card.text(), card.text()
        assert lost("pin_messages") in card.text()
        assert lost("create_private_threads") not in card.text()
        second, _ = await new_lobby(table.fake, table.carol, table.channel, "zigzag")
        assert i18n.t("access.card", "en") not in second.text()
        listed = await table.fake.slash(table.alice, table.channel, "game list")  # a manager
        await new_lobby(table.fake, table.bob, table.channel, "scramble")
    assert notices_to(table, listed) == []


async def test_the_bot_logs_its_invite_link_at_start_up(tmp_path: Path) -> None:
    async with FakeDiscord() as fake:
        bot = BotProcess(fake, tmp_path, tmp_path / "bot.sqlite3", settings={"log_level": "INFO"})
        await bot.start()
        try:
            url = invite_url(fake.application_id)
            assert url in bot.log_text(), bot.log_text()[-2000:]
        finally:
            assert await bot.stop() == 0
    assert "scope=bot+applications.commands&permissions=2252194950794240" in url
