"""Discord JSON payloads built from the fake's models, shaped as discord.py 2.7 parses them.

Pure functions: every field discord.py reads with `data[...]` (not `.get`) is present, so a
payload missing a key fails here, in one place, rather than deep inside the client.
"""

from __future__ import annotations

from datetime import UTC, datetime
from typing import Any

import discord

from .models import (
    DM,
    FakeChannel,
    FakeGuild,
    FakeMember,
    FakeRole,
    FakeUser,
    RecordedAttachment,
    RecordedMessage,
)

ALL_PERMISSIONS = discord.Permissions.all().value
ADMINISTRATOR = discord.Permissions(administrator=True).value
ATTACHMENT_SIZE_LIMIT = 10 * 1024 * 1024


def now_iso() -> str:
    """The current time as Discord writes timestamps."""
    return datetime.now(UTC).isoformat()


def user_payload(user: FakeUser) -> dict[str, Any]:
    """A partial user object (what messages, members and interactions embed)."""
    return {
        "id": str(user.id),
        "username": user.name,
        "discriminator": "0",
        "global_name": user.global_name,
        "avatar": None,
        "bot": user.bot,
        "public_flags": 0,
    }


def client_user_payload(user: FakeUser) -> dict[str, Any]:
    """The bot's own user object (GET /users/@me and READY)."""
    return {
        **user_payload(user),
        "verified": True,
        "mfa_enabled": False,
        "locale": user.locale,
        "flags": 0,
    }


def role_payload(role: FakeRole) -> dict[str, Any]:
    """A role object."""
    return {
        "id": str(role.id),
        "name": role.name,
        "permissions": str(role.permissions),
        "position": role.position,
        "color": 0,
        "colors": {"primary_color": 0, "secondary_color": None, "tertiary_color": None},
        "hoist": False,
        "managed": role.managed,
        "mentionable": False,
        "flags": 0,
    }


def member_permissions(guild: FakeGuild, member: FakeMember) -> int:
    """Guild-level permissions: owner and administrators get everything, others the OR of roles."""
    if member.user.id == guild.owner_id:
        return ALL_PERMISSIONS
    value = 0
    for role_id in [guild.id, *member.role_ids]:
        role = guild.roles.get(role_id)
        if role is not None:
            value |= role.permissions
    if value & ADMINISTRATOR:
        return ALL_PERMISSIONS
    return value


def member_payload(
    guild: FakeGuild, member: FakeMember, *, with_user: bool = True, with_permissions: bool = False
) -> dict[str, Any]:
    """A guild member object; interactions add the member's computed `permissions`."""
    payload: dict[str, Any] = {
        "roles": [str(role_id) for role_id in member.role_ids],
        "joined_at": member.joined_at,
        "nick": member.nick,
        "avatar": None,
        "deaf": False,
        "mute": False,
        "flags": 0,
        "pending": False,
        "premium_since": None,
        "communication_disabled_until": None,
    }
    if with_user:
        payload["user"] = user_payload(member.user)
    if with_permissions:
        payload["permissions"] = str(member_permissions(guild, member))
    return payload


def channel_payload(channel: FakeChannel, users: dict[int, FakeUser]) -> dict[str, Any]:
    """A channel object: guild text channel, thread or DM."""
    if channel.type == DM:
        recipient = users[channel.recipient_id] if channel.recipient_id is not None else None
        return {
            "id": str(channel.id),
            "type": DM,
            "last_message_id": _snowflake_or_none(channel.last_message_id),
            "flags": 0,
            "recipients": [user_payload(recipient)] if recipient is not None else [],
        }
    payload: dict[str, Any] = {
        "id": str(channel.id),
        "type": channel.type,
        "guild_id": str(channel.guild_id),
        "name": channel.name,
        "position": channel.position,
        "parent_id": _snowflake_or_none(channel.parent_id),
        "topic": channel.topic,
        "nsfw": False,
        "permission_overwrites": [],
        "rate_limit_per_user": 0,
        "last_message_id": _snowflake_or_none(channel.last_message_id),
        "flags": 0,
    }
    if channel.is_thread:
        payload.update(
            {
                "owner_id": str(channel.owner_id),
                "message_count": channel.message_count,
                "total_message_sent": channel.message_count,
                "member_count": 1,
                "thread_metadata": {
                    "archived": channel.archived,
                    "locked": channel.locked,
                    "auto_archive_duration": channel.auto_archive_duration,
                    "archive_timestamp": channel.created_at,
                    "create_timestamp": channel.created_at,
                    "invitable": channel.invitable,
                },
            }
        )
    return payload


def thread_member_payload(channel: FakeChannel, user_id: int) -> dict[str, Any]:
    """The `member` field of a thread the bot just created (the bot joins its own threads)."""
    return {
        "id": str(channel.id),
        "user_id": str(user_id),
        "join_timestamp": channel.created_at,
        "flags": 0,
    }


def guild_payload(
    guild: FakeGuild, channels: list[FakeChannel], users: dict[int, FakeUser]
) -> dict[str, Any]:
    """A full GUILD_CREATE payload: roles, channels, threads, members (member_count matches,
    so discord.py considers the guild chunked and does not ask for members)."""
    members = [member_payload(guild, member) for member in guild.members.values()]
    return {
        "id": str(guild.id),
        "name": guild.name,
        "icon": None,
        "splash": None,
        "discovery_splash": None,
        "owner_id": str(guild.owner_id),
        "afk_channel_id": None,
        "afk_timeout": 300,
        "verification_level": 0,
        "default_message_notifications": 0,
        "explicit_content_filter": 0,
        "roles": [role_payload(role) for role in guild.roles.values()],
        "emojis": [],
        "stickers": [],
        "features": [],
        "mfa_level": 0,
        "system_channel_id": None,
        "system_channel_flags": 0,
        "rules_channel_id": None,
        "public_updates_channel_id": None,
        "safety_alerts_channel_id": None,
        "vanity_url_code": None,
        "description": None,
        "banner": None,
        "premium_tier": 0,
        "premium_subscription_count": 0,
        "preferred_locale": guild.preferred_locale,
        "nsfw_level": 0,
        "premium_progress_bar_enabled": False,
        "joined_at": now_iso(),
        "large": False,
        "unavailable": False,
        "member_count": len(members),
        "members": members,
        "channels": [channel_payload(c, users) for c in channels if not c.is_thread],
        "threads": [channel_payload(c, users) for c in channels if c.is_thread],
        "voice_states": [],
        "presences": [],
        "stage_instances": [],
        "guild_scheduled_events": [],
        "soundboard_sounds": [],
    }


def attachment_payload(attachment: RecordedAttachment) -> dict[str, Any]:
    """An attachment object pointing at the fake's own file URL (so `Attachment.read()` works)."""
    payload: dict[str, Any] = {
        "id": str(attachment.id),
        "filename": attachment.filename,
        "size": attachment.size,
        "url": attachment.url,
        "proxy_url": attachment.url,
        "content_type": attachment.content_type,
    }
    if attachment.description is not None:
        payload["description"] = attachment.description
    return payload


def message_payload(
    message: RecordedMessage,
    author: FakeUser,
    *,
    application_id: int,
    interaction: tuple[int, int, FakeUser] | None = None,
    thread: dict[str, Any] | None = None,
) -> dict[str, Any]:
    """A message object in its current version.

    `interaction` is (interaction id, interaction type, invoking user) for messages created by
    an interaction, which Discord marks with `interaction_metadata`, `webhook_id` and
    `application_id`. `thread` is the payload of the thread started from this message.
    """
    version = message.current
    payload: dict[str, Any] = {
        "id": str(message.id),
        "channel_id": str(message.channel_id),
        "type": 0,
        "content": version.content,
        "author": user_payload(author),
        "timestamp": message.created_at,
        "edited_timestamp": message.edited_at,
        "tts": False,
        "mention_everyone": False,
        "mentions": [],
        "mention_roles": [],
        "attachments": [attachment_payload(a) for a in version.attachments],
        "embeds": version.embeds,
        "components": version.components,
        "pinned": message.pinned,
        "flags": version.flags,
    }
    if message.guild_id is not None:
        payload["guild_id"] = str(message.guild_id)
    if message.webhook_id is not None:
        payload["webhook_id"] = str(message.webhook_id)
        payload["application_id"] = str(application_id)
    if interaction is not None:
        interaction_id, interaction_type, user = interaction
        if interaction_type == 2:
            payload["type"] = 20
        payload["interaction_metadata"] = {
            "id": str(interaction_id),
            "type": interaction_type,
            "user": user_payload(user),
            "authorizing_integration_owners": {},
        }
    if thread is not None:
        payload["thread"] = thread
    return payload


def _snowflake_or_none(value: int | None) -> str | None:
    return None if value is None else str(value)
