"""The fake Discord's state: who exists, what was posted, what was asked; plus the queries
tests use to assert on it (public content, DMs, ephemeral replies, edits, attachments).

Synchronous and free of I/O: the REST and gateway layers call it and then dispatch events.
Everything stays recorded across bot restarts, so a new bot can press an old button.
"""

from __future__ import annotations

import asyncio
import contextlib
import mimetypes
import re
import secrets
import time
from collections.abc import Callable, Iterable, Sequence
from typing import Any, TypeVar
from urllib.parse import quote

import discord

from . import payloads
from .models import (
    DM,
    EPHEMERAL,
    IS_COMPONENTS_V2,
    LOADING,
    SUPPRESS_EMBEDS,
    SUPPRESS_NOTIFICATIONS,
    BotTimeout,
    FakeChannel,
    FakeDiscordError,
    FakeGuild,
    FakeMember,
    FakeRole,
    FakeUser,
    InteractionRecord,
    MessageVersion,
    RecordedAttachment,
    RecordedFile,
    RecordedMessage,
    RecordedRequest,
    Snowflakes,
    version_text,
)
from .validation import DiscordError, check_message

T = TypeVar("T")

CREATE_FLAGS = SUPPRESS_EMBEDS | SUPPRESS_NOTIFICATIONS | IS_COMPONENTS_V2
EDIT_FLAGS = SUPPRESS_EMBEDS | IS_COMPONENTS_V2
_FILE_FIELD = re.compile(r"files\[(\d+)\]")
_EVERYONE = discord.Permissions(
    view_channel=True,
    send_messages=True,
    send_messages_in_threads=True,
    read_message_history=True,
    use_application_commands=True,
    add_reactions=True,
    embed_links=True,
    attach_files=True,
).value


class World:
    """Users, guilds, channels, messages, commands, interactions and the request log."""

    def __init__(self) -> None:
        self.ids = Snowflakes()
        self.token = "fake-bot-token." + secrets.token_hex(8)
        self.file_base = "http://127.0.0.1"
        self.users: dict[int, FakeUser] = {}
        self.guilds: dict[int, FakeGuild] = {}
        self.channels: dict[int, FakeChannel] = {}
        self.messages: dict[int, RecordedMessage] = {}
        # (channel id, nonce) -> the message posted with it (enforce_nonce dedup)
        self.nonces: dict[tuple[int, str], RecordedMessage] = {}
        # called with every new message (benchmarks follow boards without polling)
        self.message_listeners: list[Callable[[RecordedMessage], None]] = []
        self.commands: dict[int, dict[str, Any]] = {}
        self.interactions: dict[int, InteractionRecord] = {}
        self.requests: list[RecordedRequest] = []
        self.unknown_requests: list[RecordedRequest] = []
        self.errors: list[str] = []
        self.blocked_hosts: list[str] = []
        self._waiters: list[asyncio.Future[None]] = []
        self.bot_user = self.new_user("Fake Bot", bot=True)
        self.application_id = self.bot_user.id
        self.app_owner = self.new_user("App Owner")
        self.bot_permissions = payloads.ALL_PERMISSIONS

    # -- change notification -------------------------------------------------------------

    def notify(self) -> None:
        """Wake every `wait_until` so it re-checks its condition."""
        waiters, self._waiters = self._waiters, []
        for waiter in waiters:
            if not waiter.done():
                waiter.set_result(None)

    async def wait_until(self, check: Callable[[], T | None], seconds: float, what: str) -> T:
        """Return check()'s first non-None value, re-checking after each change of the world.

        Raises BotTimeout naming `what` and the last requests, which is usually what a
        failing end-to-end test needs to see.
        """
        loop = asyncio.get_running_loop()
        deadline = loop.time() + seconds
        while True:
            result = check()
            if result is not None:
                return result
            remaining = deadline - loop.time()
            if remaining <= 0:
                recent = "\n".join(
                    f"  {r.method} {r.path} -> {r.status} {r.json!r:.200}"
                    for r in self.requests[-8:]
                )
                raise BotTimeout(
                    f"timed out after {seconds}s waiting for {what}; last requests:\n{recent}"
                )
            waiter = loop.create_future()
            self._waiters.append(waiter)
            with contextlib.suppress(TimeoutError):
                await asyncio.wait_for(waiter, remaining)

    # -- building the world ----------------------------------------------------------------

    def new_user(
        self, name: str, *, locale: str = "en-US", dms_closed: bool = False, bot: bool = False
    ) -> FakeUser:
        """Store a user (no event: users exist outside guilds)."""
        user = FakeUser(
            id=self.ids.next(), name=name, locale=locale, dms_closed=dms_closed, bot=bot
        )
        self.users[user.id] = user
        return user

    def new_guild(self, name: str, owner: FakeUser, locale: str,
                  shard: tuple[int, int] | None = None) -> FakeGuild:
        """Store a guild with @everyone, the bot (with a managed role) and its owner; with
        `shard` (id, count), one whose id Discord puts on that shard."""
        guild_id = self.ids.next() if shard is None else self.ids.next_on_shard(*shard)
        guild = FakeGuild(id=guild_id, name=name, owner_id=owner.id, preferred_locale=locale)
        everyone = FakeRole(id=guild.id, guild_id=guild.id, name="@everyone", permissions=_EVERYONE)
        guild.roles[everyone.id] = everyone
        self.guilds[guild.id] = guild
        bot_role = self.new_role(guild, "Fake Bot", self.bot_permissions, managed=True)
        self.new_member(guild, self.bot_user, [bot_role.id])
        self.new_member(guild, owner, [])
        return guild

    def new_role(
        self, guild: FakeGuild, name: str, permissions: int, *, managed: bool = False
    ) -> FakeRole:
        """Store a role above the existing ones."""
        role = FakeRole(
            id=self.ids.next(),
            guild_id=guild.id,
            name=name,
            permissions=permissions,
            position=len(guild.roles),
            managed=managed,
        )
        guild.roles[role.id] = role
        return role

    def new_member(self, guild: FakeGuild, user: FakeUser, role_ids: list[int]) -> FakeMember:
        """Store `user`'s membership of `guild`."""
        member = FakeMember(
            user=user, guild_id=guild.id, role_ids=role_ids, joined_at=payloads.now_iso()
        )
        guild.members[user.id] = member
        return member

    def new_channel(
        self,
        channel_type: int,
        name: str,
        *,
        guild: FakeGuild | None = None,
        parent_id: int | None = None,
        channel_id: int | None = None,
        recipient: FakeUser | None = None,
    ) -> FakeChannel:
        """Store a channel; a thread passes its parent and, if started from a message, the
        message's id (Discord gives such a thread the id of its starter message)."""
        channel = FakeChannel(
            id=channel_id or self.ids.next(),
            type=channel_type,
            name=name,
            created_at=payloads.now_iso(),
            guild_id=guild.id if guild else None,
            parent_id=parent_id,
            owner_id=self.bot_user.id,
            recipient_id=recipient.id if recipient else None,
            position=len(guild.channel_ids) if guild else 0,
        )
        self.channels[channel.id] = channel
        if guild is not None:
            guild.channel_ids.append(channel.id)
        return channel

    def dm_channel_for(self, user: FakeUser) -> FakeChannel:
        """The bot's DM channel with `user`, created on first use (POST /users/@me/channels)."""
        if user.dm_channel_id is None:
            channel = self.new_channel(DM, user.name, recipient=user)
            user.dm_channel_id = channel.id
        return self.channels[user.dm_channel_id]

    # -- lookups -----------------------------------------------------------------------

    def channel(self, channel: FakeChannel | int) -> FakeChannel:
        """The live channel object, by object or id."""
        channel_id = channel if isinstance(channel, int) else channel.id
        found = self.channels.get(channel_id)
        if found is None or found.deleted:
            raise unknown_channel()
        return found

    def message(self, message: RecordedMessage | int) -> RecordedMessage:
        """The recorded message, by object or id (deleted ones included)."""
        message_id = message if isinstance(message, int) else message.id
        found = self.messages.get(message_id)
        if found is None:
            raise FakeDiscordError(f"no message {message_id}")
        return found

    def member(self, guild_id: int, user: FakeUser) -> FakeMember:
        """The membership of `user` in the guild, or FakeDiscordError (they cannot act there)."""
        member = self.guilds[guild_id].members.get(user.id)
        if member is None:
            raise FakeDiscordError(f"{user.name} is not a member of guild {guild_id}")
        return member

    def threads_of(self, channel: FakeChannel | int) -> list[FakeChannel]:
        """Threads created under a text channel, oldest first."""
        parent = self.channel(channel)
        return [c for c in self.channels.values() if c.parent_id == parent.id and not c.deleted]

    # -- JSON for the bot ----------------------------------------------------------------

    def channel_json(self, channel: FakeChannel) -> dict[str, Any]:
        """The channel object discord.py expects."""
        return payloads.channel_payload(channel, self.users)

    def guild_json(self, guild: FakeGuild) -> dict[str, Any]:
        """The GUILD_CREATE payload of a guild."""
        channels = [
            self.channels[cid] for cid in guild.channel_ids if not self.channels[cid].deleted
        ]
        return payloads.guild_payload(guild, channels, self.users)

    def message_json(self, message: RecordedMessage) -> dict[str, Any]:
        """The message object discord.py expects, in its current version."""
        interaction = None
        if message.interaction_id is not None:
            record = self.interactions[message.interaction_id]
            interaction = (record.id, record.type, self.users[record.user_id])
        thread = None
        if message.thread_id is not None and message.thread_id in self.channels:
            thread = self.channel_json(self.channels[message.thread_id])
        return payloads.message_payload(
            message,
            self.users[message.author_id],
            application_id=self.application_id,
            interaction=interaction,
            thread=thread,
        )

    def bot_member_permissions(self, guild_id: int | None) -> int:
        """The bot's permissions where an interaction happens (`app_permissions`)."""
        if guild_id is None:
            return self.bot_permissions
        guild = self.guilds[guild_id]
        return payloads.member_permissions(guild, guild.members[self.bot_user.id])

    def check_bot_may(self, channel: FakeChannel, permission: discord.Permissions) -> None:
        """Refuse what the bot may not do in `channel`'s server as Discord does: 403, code
        50013 (Missing Permissions). Pinning needs Pin Messages (since February 2026 Manage
        Messages no longer grants it); a private thread, Create Private Threads. The fake
        has no channel overwrites: the bot's server-wide permissions decide. DMs need none."""
        if channel.guild_id is None:
            return
        granted = self.bot_member_permissions(channel.guild_id)
        if granted & permission.value != permission.value:
            raise DiscordError(403, 50013, "Missing Permissions")

    # -- messages ------------------------------------------------------------------------

    def new_message(
        self,
        channel: FakeChannel,
        payload: dict[str, Any],
        files: Sequence[RecordedFile],
        *,
        kind: str,
        via: str,
        author: FakeUser | None = None,
        interaction: InteractionRecord | None = None,
        ephemeral: bool = False,
        loading: bool = False,
    ) -> RecordedMessage:
        """Validate and store a new message (Discord's limits apply, see validation.py)."""
        if not loading:
            check_message(payload, creating=True, new_files=len(files))
        message_id = self.ids.next()
        flags = int(payload.get("flags") or 0) & CREATE_FLAGS
        if ephemeral:
            flags |= EPHEMERAL
        if loading:
            flags |= LOADING
        version = MessageVersion(
            content=payload.get("content") or "",
            embeds=list(payload.get("embeds") or []),
            components=list(payload.get("components") or []),
            attachments=self._attachments(channel.id, payload.get("attachments"), files, ()),
            flags=flags,
            at=time.monotonic(),
            via=via,
        )
        author = author or self.bot_user
        message = RecordedMessage(
            id=message_id,
            channel_id=channel.id,
            guild_id=channel.guild_id,
            author_id=author.id,
            kind=kind,
            created_at=payloads.now_iso(),
            versions=[version],
            interaction_id=interaction.id if interaction else None,
            webhook_id=self.application_id if interaction else None,
            ephemeral_for=interaction.user_id if interaction and ephemeral else None,
        )
        self.messages[message.id] = message
        if not ephemeral:
            channel.last_message_id = message.id
            channel.message_count += 1
        for listener in self.message_listeners:
            listener(message)
        self.notify()
        return message

    def edit_message(
        self,
        message: RecordedMessage,
        payload: dict[str, Any],
        files: Sequence[RecordedFile],
        *,
        via: str,
    ) -> RecordedMessage:
        """Apply a PATCH: absent keys keep their value, `attachments` lists what survives.

        Editing a deferred "thinking" message resolves it (the LOADING flag goes away, the
        ephemeral flag chosen at defer time stays, as on Discord).
        """
        if message.deleted:
            raise unknown_message()
        check_message(payload, creating=False, new_files=len(files))
        current = message.current
        flags = current.flags & ~LOADING
        if "flags" in payload:
            flags = (flags & ~EDIT_FLAGS) | (int(payload["flags"] or 0) & EDIT_FLAGS)
        attachments = current.attachments
        if "attachments" in payload or files:
            attachments = self._attachments(
                message.channel_id, payload.get("attachments"), files, current.attachments
            )
        version = MessageVersion(
            content=_replaced(payload, "content", current.content) or "",
            embeds=list(_replaced(payload, "embeds", current.embeds) or []),
            components=list(_replaced(payload, "components", current.components) or []),
            attachments=attachments,
            flags=flags,
            at=time.monotonic(),
            via=via,
        )
        if not (version.content or version.embeds or version.components or version.attachments):
            raise DiscordError(400, 50006, "Cannot send an empty message")
        if not current.flags & LOADING:
            message.edited_at = payloads.now_iso()
        message.versions.append(version)
        self.notify()
        return message

    def delete_message(self, message: RecordedMessage) -> None:
        """Mark deleted; the record and its history stay for assertions."""
        if message.deleted:
            raise unknown_message()
        message.deleted = True
        self.notify()

    def _attachments(
        self,
        channel_id: int,
        listed: list[dict[str, Any]] | None,
        files: Sequence[RecordedFile],
        existing: tuple[RecordedAttachment, ...],
    ) -> tuple[RecordedAttachment, ...]:
        uploads: dict[int, RecordedFile] = {}
        for upload in files:
            match = _FILE_FIELD.fullmatch(upload.field)
            if match is None:
                raise DiscordError(
                    400, 50035, "Invalid Form Body", {upload.field: "Unknown field."}
                )
            if upload.size > payloads.ATTACHMENT_SIZE_LIMIT:
                raise DiscordError(413, 40005, "Request entity too large")
            uploads[int(match.group(1))] = upload
        if listed is None:
            entries: list[dict[str, Any]] = [{"id": a.id} for a in existing]
            entries += [{"id": index} for index in sorted(uploads)]
        else:
            entries = listed
        kept = {a.id: a for a in existing}
        result: list[RecordedAttachment] = []
        for entry in entries:
            entry_id = int(entry["id"])
            if entry_id in kept:
                result.append(kept[entry_id])
            elif entry_id in uploads:
                upload = uploads[entry_id]
                filename = entry.get("filename") or upload.filename
                attachment_id = self.ids.next()
                content_type = mimetypes.guess_type(filename)[0] or "application/octet-stream"
                result.append(
                    RecordedAttachment(
                        id=attachment_id,
                        filename=filename,
                        data=upload.data,
                        content_type=content_type,
                        url=f"{self.file_base}/attachments/{channel_id}/{attachment_id}/"
                        + quote(filename),
                        description=entry.get("description"),
                    )
                )
            else:
                raise DiscordError(
                    400,
                    50035,
                    "Invalid Form Body",
                    {"attachments": f"Unknown attachment {entry_id}"},
                )
        if len(result) > 10:
            raise DiscordError(400, 50035, "Invalid Form Body", {"attachments": "At most 10."})
        return tuple(result)

    # -- recording ---------------------------------------------------------------------

    def record_request(
        self,
        method: str,
        path: str,
        query: dict[str, str],
        body: Any,
        files: Sequence[RecordedFile],
    ) -> RecordedRequest:
        """Append a request to the log (its status and answer are filled in afterwards)."""
        record = RecordedRequest(
            seq=len(self.requests),
            at=time.monotonic(),
            method=method,
            path=path,
            query=query,
            json=body,
            files=tuple(files),
        )
        self.requests.append(record)
        return record

    def mark(self) -> int:
        """The current position in the request log, to pass as `since=` to `wait_for`."""
        return len(self.requests)

    def take_unknown_requests(self) -> list[RecordedRequest]:
        """Return and forget requests to routes the fake does not implement.

        The pytest fixture fails a test that leaves any behind, so unexpected routes are seen.
        """
        taken, self.unknown_requests = self.unknown_requests, []
        return taken

    # -- queries for assertions ----------------------------------------------------------

    def messages_in(
        self, channel: FakeChannel | int, *, include_deleted: bool = False
    ) -> list[RecordedMessage]:
        """Public messages of a channel or thread (what everyone there sees), oldest first."""
        channel_id = channel if isinstance(channel, int) else channel.id
        return [
            m
            for m in self.messages.values()
            if m.channel_id == channel_id
            and m.ephemeral_for is None
            and (include_deleted or not m.deleted)
        ]

    def dms_to(self, user: FakeUser) -> list[RecordedMessage]:
        """Messages the bot delivered in its DM channel with `user` (failed sends are absent)."""
        if user.dm_channel_id is None:
            return []
        return [
            m
            for m in self.messages.values()
            if m.channel_id == user.dm_channel_id and m.author_id == self.bot_user.id
        ]

    def ephemeral_to(self, user: FakeUser) -> list[RecordedMessage]:
        """Ephemeral replies and followups only `user` could see."""
        return [m for m in self.messages.values() if m.ephemeral_for == user.id]

    def interaction_messages(self, interaction: InteractionRecord | int) -> list[RecordedMessage]:
        """Messages created by one interaction's response and followups, with their flags."""
        interaction_id = interaction if isinstance(interaction, int) else interaction.id
        return [m for m in self.messages.values() if m.interaction_id == interaction_id]

    @staticmethod
    def is_ephemeral(message: RecordedMessage) -> bool:
        """True when the message carries flag 64 (only its interaction's user saw it)."""
        return message.ephemeral

    def edits_of(self, message: RecordedMessage | int) -> list[MessageVersion]:
        """Every edit of a message (its PATCH history), oldest first."""
        return self.message(message).edits

    def is_public(self, message: RecordedMessage) -> bool:
        """A bot message everyone in a guild channel or thread could read."""
        channel = self.channels.get(message.channel_id)
        return (
            channel is not None
            and channel.type != DM
            and message.ephemeral_for is None
            and message.author_id == self.bot_user.id
        )

    def public_messages(self) -> list[RecordedMessage]:
        """Every public bot message, deleted ones included (someone may have read them)."""
        return [m for m in self.messages.values() if self.is_public(m)]

    def public_texts(self) -> list[str]:
        """Every version of every public bot message as text + embeds/components JSON, plus
        the names of threads and channels the bot created. Secrets must not appear here."""
        texts = [version_text(v) for m in self.public_messages() for v in m.versions]
        texts += [c.name for c in self.channels.values() if c.is_thread]
        return texts

    def public_text(self) -> str:
        """`public_texts()` joined, for `assert secret not in fake.public_text()`."""
        return "\n".join(self.public_texts())

    def public_attachments(self) -> list[RecordedAttachment]:
        """Attachments of every version of every public bot message."""
        seen: dict[int, RecordedAttachment] = {}
        for message in self.public_messages():
            for version in message.versions:
                for attachment in version.attachments:
                    seen.setdefault(attachment.id, attachment)
        return list(seen.values())

    def visible_texts(self, user: FakeUser) -> list[str]:
        """Everything `user` could have read: public texts, their DMs and their ephemerals."""
        private = [*self.dms_to(user), *self.ephemeral_to(user)]
        return self.public_texts() + [version_text(v) for m in private for v in m.versions]

    def find_messages(
        self, predicate: Callable[[RecordedMessage], bool], messages: Iterable[RecordedMessage] = ()
    ) -> list[RecordedMessage]:
        """Messages (all of them by default) for which `predicate` holds."""
        pool = list(messages) or list(self.messages.values())
        return [m for m in pool if predicate(m)]


def _replaced(payload: dict[str, Any], key: str, current: Any) -> Any:
    return payload.get(key, current)


def unknown_channel() -> DiscordError:
    """Discord's 404 for a channel that does not exist."""
    return DiscordError(404, 10003, "Unknown Channel")


def unknown_message() -> DiscordError:
    """Discord's 404 for a message that does not exist (or is ephemeral, or deleted)."""
    return DiscordError(404, 10008, "Unknown Message")
