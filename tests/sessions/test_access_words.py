"""What a server's managers are told when the bot lacks permissions (`sessions.words.access`),
and the claim that makes it once per server (`SettingsService.claim_untold`)."""

from __future__ import annotations

import discord
import pytest

import i18n
from cogs.kit.permissions import invite_url, missing_from, needed_permissions
from sessions.words.access import NEEDED, card_notes, lost_lines, manager_notice
from sessions.words.presenter import render_lines

from .conftest import Harness

GUILD = 77


@pytest.mark.parametrize("lang", i18n.LANGUAGES)
def test_every_lack_is_worded_and_the_whole_notice_fits_a_message(lang: str) -> None:
    for name in NEEDED:
        assert i18n.has(f"access.lost.{name}"), name
        assert f"access.lost.{name}" in i18n.catalog()[lang], (name, lang)
    notice = manager_notice(NEEDED, 123456789012345678, invite_url(123456789012345678), lang)
    assert len(notice) <= 2000, len(notice)
    assert "{" not in notice and "<#123456789012345678>" in notice
    assert notice.count("\n- ") == len(NEEDED)
    card = render_lines(card_notes(NEEDED), lang)
    assert len(card) <= 2000 and card.startswith("-# ")


def test_the_lines_follow_the_readers_order_and_only_name_what_is_missing() -> None:
    assert [line.key for line in lost_lines(["pin_messages", "attach_files", "kick_members"])
            ] == ["access.lost.attach_files", "access.lost.pin_messages"]
    assert card_notes([]) == []


def test_the_invite_asks_for_exactly_the_permissions_used() -> None:
    granted = needed_permissions()
    assert all(getattr(granted, name) for name in NEEDED)
    assert bin(granted.value).count("1") == len(NEEDED)  # and nothing else
    assert granted.pin_messages and granted.create_private_threads
    assert granted.value == 2252194950794240
    assert not granted.manage_messages and not granted.administrator
    url = invite_url(42)
    assert "client_id=42" in url and "scope=bot+applications.commands" in url
    assert f"permissions={granted.value}" in url


def test_what_a_channel_lacks() -> None:
    assert missing_from(discord.Permissions.all()) == []
    assert missing_from(discord.Permissions(0)) == []  # Discord said nothing
    lacking = needed_permissions()
    lacking.pin_messages = False
    lacking.create_private_threads = False
    assert missing_from(lacking) == ["create_private_threads", "pin_messages"]
    # Manage Messages no longer grants pins
    assert "pin_messages" in missing_from(discord.Permissions(lacking.value, manage_messages=True))


async def test_told_once_per_server_and_given_back_when_telling_failed(
        harness: Harness) -> None:
    settings = harness.service.settings
    assert await settings.claim_untold(GUILD, ["pin_messages"]) == ["pin_messages"]
    assert await settings.claim_untold(GUILD, ["pin_messages"]) == []
    assert await settings.claim_untold(GUILD, ["pin_messages", "create_private_threads"]) == [
        "create_private_threads"]
    await settings.release_untold(GUILD, ["create_private_threads"])
    stored = await harness.store.get_guild_settings(GUILD)
    assert stored is not None and stored.missing_told == "pin_messages"
    assert await settings.claim_untold(GUILD, ["create_private_threads"]) == [
        "create_private_threads"]
    assert await settings.claim_untold(GUILD + 1, ["pin_messages"]) == ["pin_messages"]
