"""FakeDiscord: a REST + gateway server on 127.0.0.1 that the real discord.py client talks to,
plus the driver API end-to-end tests use to act as users and to assert on what the bot did.

Typical use (see fixtures.py for the pytest side)::

    async with fake.run_bot(make_bot()) as bot:
        result = await fake.slash(alice, channel, "game", subcommand="new", options={...})
        assert result.ephemeral
        pressed = await fake.press(bob, result.message, "Join")

Nothing reaches the internet: `patched()` points discord.py's REST base, gateway URL and CDN
base at this server, and `run_bot` gives the bot a resolver that refuses every host name.
"""

from __future__ import annotations

import asyncio
import secrets
import socket
import time
from collections.abc import AsyncIterator, Callable, Iterator, Mapping, Sequence
from contextlib import asynccontextmanager, contextmanager
from typing import Any, TypeVar

import aiohttp
import discord
import yarl
from aiohttp import web
from aiohttp.abc import AbstractResolver, ResolveResult
from discord import app_commands
from discord.asset import Asset
from discord.gateway import DiscordWebSocket
from discord.http import Route

from . import payloads
from .faults import Faults
from .gateway import DIRECT_MESSAGES, GUILD_MEMBERS, GUILD_MESSAGES, GUILDS, Gateway
from .interactions import (
    InteractionResult,
    OptionValue,
    base_payload,
    check_command_allowed,
    command_data,
    find_command,
    modal_submit_components,
    resolve_entity,
)
from .models import (
    BUTTON,
    GUILD_TEXT,
    PATIENCE,
    SELECT_TYPES,
    FakeChannel,
    FakeDiscordError,
    FakeGuild,
    FakeMember,
    FakeRole,
    FakeUser,
    InteractionRecord,
    NotDelivered,
    NotPressable,
    RecordedMessage,
    RecordedRequest,
)
from .ratelimit import RateLimits
from .rest import API, RestApi
from .world import World

ClientT = TypeVar("ClientT", bound=discord.Client)
Selectable = str | int | FakeUser | FakeMember | FakeChannel | FakeRole


class LoopbackOnlyResolver(AbstractResolver):
    """DNS for the bot's HTTP session: every host name is refused (and remembered), so a
    forgotten patch fails the test instead of reaching discord.com."""

    def __init__(self, blocked: list[str]) -> None:
        self.blocked = blocked

    async def resolve(
        self, host: str, port: int = 0, family: socket.AddressFamily = socket.AF_INET
    ) -> list[ResolveResult]:
        """Refuse: the fake is reached by IP literal, so any name lookup is a leak."""
        self.blocked.append(host)
        raise OSError(f"fake_discord: refusing to resolve {host!r}; tests must stay offline")

    async def close(self) -> None:
        """Nothing to release."""


class FakeDiscord(World):
    """The fake Discord server and its test driver.

    `timeout` bounds every wait of the driver; `ack_deadline` is Discord's 3 s limit for the
    initial interaction response (a later callback gets 10062 Unknown interaction).
    """

    def __init__(self, *, timeout: float = PATIENCE, ack_deadline: float = 3.0) -> None:
        super().__init__()
        self.timeout = timeout
        self.ack_deadline = ack_deadline
        self.port = 0
        self.gateway = Gateway(self, lambda: self.gateway_url)
        self.rest = RestApi(self)
        self.faults = Faults()
        # Discord's rate limits, enforced when set (ratelimit.py); None: everything answered
        self.rate_limits: RateLimits | None = None
        self._runner: web.AppRunner | None = None

    # -- lifecycle -------------------------------------------------------------------------

    @property
    def http_base(self) -> str:
        """http://127.0.0.1:PORT."""
        return f"http://127.0.0.1:{self.port}"

    @property
    def api_base(self) -> str:
        """The value `discord.http.Route.BASE` gets."""
        return self.http_base + API

    @property
    def gateway_url(self) -> str:
        """The websocket URL (DEFAULT_GATEWAY and READY's resume_gateway_url)."""
        return f"ws://127.0.0.1:{self.port}/gateway"

    async def start(self) -> None:
        """Listen on a free port of 127.0.0.1."""
        app = web.Application(client_max_size=64 * 1024 * 1024)
        app.router.add_get("/gateway", self.gateway.handle)
        self.rest.install(app)
        self._runner = web.AppRunner(app, shutdown_timeout=1.0, access_log=None)
        await self._runner.setup()
        sock = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
        sock.bind(("127.0.0.1", 0))
        self.port = sock.getsockname()[1]
        self.file_base = self.http_base
        await web.SockSite(self._runner, sock).start()

    async def stop(self) -> None:
        """Close gateway sockets and the server."""
        await self.gateway.close()
        if self._runner is not None:
            await self._runner.cleanup()
            self._runner = None

    async def __aenter__(self) -> FakeDiscord:
        await self.start()
        return self

    async def __aexit__(self, *exc_info: object) -> None:
        await self.stop()

    @contextmanager
    def patched(self) -> Iterator[None]:
        """Point discord.py's REST base, gateway and CDN at this server; restore on exit."""
        saved = (Route.BASE, DiscordWebSocket.DEFAULT_GATEWAY, Asset.BASE)
        Route.BASE = self.api_base
        DiscordWebSocket.DEFAULT_GATEWAY = yarl.URL(self.gateway_url)
        Asset.BASE = self.http_base
        try:
            yield
        finally:
            Route.BASE, DiscordWebSocket.DEFAULT_GATEWAY, Asset.BASE = saved

    def problems(self) -> list[str]:
        """Fake bugs, unknown routes and blocked host names: each one should fail a test."""
        found = [f"fake_discord internal error: {e}" for e in self.errors]
        found += [
            f"unknown route: {r.method} {r.path} {r.json!r:.200}" for r in self.unknown_requests
        ]
        found += [f"blocked network access to {host}" for host in self.blocked_hosts]
        return found

    # -- running bots ----------------------------------------------------------------------

    @asynccontextmanager
    async def run_bot(
        self,
        bot: ClientT,
        *,
        sync_commands: bool = True,
        guild_ready_timeout: float = 0.1,
        ready_timeout: float | None = None,
    ) -> AsyncIterator[ClientT]:
        """Start `bot` against the fake, wait until it is ready, yield it, then close it.

        Use inside `patched()` (the fixture does). `sync_commands` syncs `bot.tree`
        (global, and each guild with guild-only commands) once ready, so slash commands
        exist; a bot that syncs by itself may pass False. Re-IDENTIFY after an invalidated
        session happens at once instead of after discord.py's 5 s pause.
        """
        bot._connection.guild_ready_timeout = guild_ready_timeout
        # discord.py sleeps 5 s before every non-initial IDENTIFY (a real rate limit).
        setattr(bot, "before_identify_hook", _identify_at_once)  # noqa: B010
        bot.http.connector = aiohttp.TCPConnector(
            limit=0, resolver=LoopbackOnlyResolver(self.blocked_hosts)
        )
        task = asyncio.create_task(bot.start(self.token), name="fake-discord-bot")
        try:
            await self._wait_ready(bot, task, ready_timeout or self.timeout)
            if sync_commands:
                await self._sync_tree(bot)
            yield bot
        finally:
            await bot.close()
            try:
                await asyncio.wait_for(task, self.timeout)
            finally:
                self.notify()

    async def _wait_ready(
        self, bot: discord.Client, task: asyncio.Task[None], seconds: float
    ) -> None:
        deadline = time.monotonic() + seconds
        while not bot.is_ready():
            if task.done():
                task.result()
                raise FakeDiscordError("the bot stopped before it was ready")
            if time.monotonic() > deadline:
                raise FakeDiscordError(f"the bot was not ready after {seconds}s")
            await asyncio.sleep(0.005)

    async def _sync_tree(self, bot: discord.Client) -> None:
        tree = getattr(bot, "tree", None)
        if not isinstance(tree, app_commands.CommandTree):
            return
        await tree.sync()
        for guild_id in self.guilds:
            target = discord.Object(id=guild_id)
            if tree.get_commands(guild=target):
                await tree.sync(guild=target)

    # -- building the world ----------------------------------------------------------------

    async def create_user(
        self, name: str, *, locale: str = "en-US", dms_closed: bool = False, bot: bool = False
    ) -> FakeUser:
        """A user; `dms_closed` makes DMs to them fail with 403 / 50007."""
        return self.new_user(name, locale=locale, dms_closed=dms_closed, bot=bot)

    async def create_guild(
        self, name: str = "Test Guild", *, owner: FakeUser | None = None, locale: str = "en-US",
        shard: tuple[int, int] | None = None,
    ) -> FakeGuild:
        """A guild with @everyone, the bot (administrator role) and its owner as members; with
        `shard` (id, count), on that shard of a sharded bot."""
        guild = self.new_guild(name, owner or self.new_user(f"{name} owner"), locale, shard)
        await self.gateway.dispatch("GUILD_CREATE", self.guild_json(guild), intent=GUILDS)
        return guild

    async def create_role(
        self, guild: FakeGuild, name: str, permissions: int | discord.Permissions = 0
    ) -> FakeRole:
        """A role with the given permissions."""
        role = self.new_role(guild, name, _permission_value(permissions))
        data = {"guild_id": str(guild.id), "role": payloads.role_payload(role)}
        await self.gateway.dispatch("GUILD_ROLE_CREATE", data, intent=GUILDS)
        return role

    async def set_bot_permissions(
        self, guild: FakeGuild, permissions: int | discord.Permissions
    ) -> None:
        """Give the bot's own (managed) role in `guild` exactly these permissions, as a
        server's manager would in its settings; what it does afterwards is checked against
        them (a pin, a private thread) and its interactions carry them (`app_permissions`)."""
        bot_member = guild.members[self.bot_user.id]
        [role] = [guild.roles[role_id] for role_id in bot_member.role_ids
                  if guild.roles[role_id].managed]
        role.permissions = _permission_value(permissions)
        data = {"guild_id": str(guild.id), "role": payloads.role_payload(role)}
        await self.gateway.dispatch("GUILD_ROLE_UPDATE", data, intent=GUILDS)

    async def add_member(
        self,
        guild: FakeGuild,
        user: FakeUser,
        *,
        permissions: int | discord.Permissions = 0,
        roles: Sequence[FakeRole] = (),
        nick: str | None = None,
    ) -> FakeMember:
        """Make `user` a member; `permissions` (e.g. discord.Permissions(manage_guild=True))
        come through a role of their own, as on a real server."""
        role_ids = [role.id for role in roles]
        value = _permission_value(permissions)
        if value:
            role_ids.append((await self.create_role(guild, f"{user.name} role", value)).id)
        member = self.new_member(guild, user, role_ids)
        member.nick = nick
        data = {**payloads.member_payload(guild, member), "guild_id": str(guild.id)}
        await self.gateway.dispatch("GUILD_MEMBER_ADD", data, intent=GUILD_MEMBERS)
        return member

    async def create_text_channel(
        self, guild: FakeGuild, name: str, *, topic: str | None = None
    ) -> FakeChannel:
        """A text channel everyone can use."""
        channel = self.new_channel(GUILD_TEXT, name, guild=guild)
        channel.topic = topic
        await self.gateway.dispatch("CHANNEL_CREATE", self.channel_json(channel), intent=GUILDS)
        return channel

    # -- acting as users -----------------------------------------------------------------

    async def slash(
        self,
        user: FakeUser,
        channel: FakeChannel | int,
        command: str,
        subcommand: str | None = None,
        options: Mapping[str, OptionValue] | None = None,
        *,
        locale: str | None = None,
        timeout: float | None = None,  # noqa: ASYNC109 - each driver call bounds its own wait
        wait_followup: bool = True,
    ) -> InteractionResult:
        """Run `/command [group] subcommand options` as `user` and wait for the bot's answer.

        `command` may hold the path too ("game new"); options are plain values, users,
        channels or roles, checked against the synced definition. Waits for the callback,
        then (type 5) for the deferred message to be completed, or (type 6, unless
        `wait_followup=False`) for a followup or edit.
        """
        target, definition, path = self._allowed_command(user, channel, command, subcommand)
        data = command_data(self, definition, path, options or {}, guild_id=target.guild_id)
        record = await self._dispatch_interaction(user, target, 2, data, locale)
        return await self._await_answer(record, timeout, wait_followup, f"/{command}")

    async def autocomplete(
        self,
        user: FakeUser,
        channel: FakeChannel | int,
        command: str,
        focused: str,
        options: Mapping[str, OptionValue] | None = None,
        *,
        subcommand: str | None = None,
        locale: str | None = None,
        timeout: float | None = None,  # noqa: ASYNC109 - each driver call bounds its own wait
    ) -> list[dict[str, Any]]:
        """Type into option `focused` (its text is `options[focused]`, default "") and return
        the choices the bot offers ([{"name": ..., "value": ...}, ...])."""
        target, definition, path = self._allowed_command(user, channel, command, subcommand)
        data = command_data(
            self, definition, path, options or {}, guild_id=target.guild_id, focused=focused
        )
        record = await self._dispatch_interaction(user, target, 4, data, locale)
        result = await self._await_answer(record, timeout, False, f"autocomplete /{command}")
        if result.choices is None:
            raise FakeDiscordError(f"autocomplete answered with callback {result.callback_type}")
        return result.choices

    async def press(
        self,
        user: FakeUser,
        message: RecordedMessage | int,
        target: str,
        *,
        locale: str | None = None,
        timeout: float | None = None,  # noqa: ASYNC109 - each driver call bounds its own wait
        wait_followup: bool = True,
    ) -> InteractionResult:
        """Click the button whose custom_id (or else label) is `target` on a recorded message."""
        clicked = self._clickable(user, message)
        component = clicked.find_component(target)
        if component.get("type") != BUTTON or component.get("style") in (5, 6):
            raise NotPressable(f"{target!r} is not a clickable button: {component}")
        if component.get("disabled"):
            raise NotPressable(f"button {target!r} is disabled")
        data = {"custom_id": component["custom_id"], "component_type": BUTTON}
        return await self._use_component(user, clicked, data, locale, timeout, wait_followup,
                                         f"press {target!r}")

    async def press_custom(
        self,
        user: FakeUser,
        message: RecordedMessage | int,
        custom_id: str,
        *,
        values: Sequence[str] | None = None,
        locale: str | None = None,
        timeout: float | None = None,  # noqa: ASYNC109 - each driver call bounds its own wait
        wait_followup: bool = True,
    ) -> InteractionResult:
        """Use a component with any `custom_id` on `message`, as Discord sends it when the
        message carries such a component (an older bot version's button, a tampered client):
        the interaction's copy of the message shows it in a row of its own. A button, or with
        `values` a string select offering exactly them. Discord's 1..100 characters apply."""
        clicked = self._clickable(user, message)
        if not 1 <= len(custom_id) <= 100:
            raise NotPressable(f"custom_id of {len(custom_id)} characters (Discord: 1..100)")
        data: dict[str, Any] = {"custom_id": custom_id, "component_type": BUTTON}
        component: dict[str, Any] = {"type": BUTTON, "custom_id": custom_id, "style": 2,
                                     "label": "?"}
        if values is not None:
            data = {"custom_id": custom_id, "component_type": 3, "values": list(values)}
            options = [{"label": value or "?", "value": value} for value in values]
            component = {"type": 3, "custom_id": custom_id, "options": options}
        return await self._use_component(user, clicked, data, locale, timeout, wait_followup,
                                         f"press {custom_id!r}", extra_component=component)

    async def select(
        self,
        user: FakeUser,
        message: RecordedMessage | int,
        custom_id: str,
        values: Sequence[Selectable],
        *,
        locale: str | None = None,
        timeout: float | None = None,  # noqa: ASYNC109 - each driver call bounds its own wait
        wait_followup: bool = True,
    ) -> InteractionResult:
        """Choose `values` in a select menu: option values for a string select, users,
        channels or roles for the other select types."""
        clicked = self._clickable(user, message)
        component = clicked.find_component(custom_id)
        kind = component.get("type")
        if kind not in SELECT_TYPES:
            raise NotPressable(f"{custom_id!r} is not a select menu: {component}")
        if component.get("disabled"):
            raise NotPressable(f"select {custom_id!r} is disabled")
        low, high = component.get("min_values", 1), component.get("max_values", 1)
        if not low <= len(values) <= high:
            raise NotPressable(
                f"select {custom_id!r} takes {low}..{high} values, got {len(values)}"
            )
        data: dict[str, Any] = {"custom_id": component["custom_id"], "component_type": kind}
        if kind == 3:
            allowed = [option["value"] for option in component.get("options") or []]
            chosen = [str(v) for v in values]
            if any(v not in allowed for v in chosen):
                raise NotPressable(f"select {custom_id!r}: {chosen} not all in {allowed}")
            data["values"] = chosen
        else:
            resolved: dict[str, dict[str, Any]] = {}
            data["values"] = [
                str(resolve_entity(self, _entity(value), resolved, clicked.guild_id))
                for value in values
            ]
            data["resolved"] = resolved
        return await self._use_component(user, clicked, data, locale, timeout, wait_followup,
                                         f"select {custom_id!r}")

    async def _use_component(
        self, user: FakeUser, clicked: RecordedMessage, data: dict[str, Any],
        locale: str | None, timeout: float | None,  # noqa: ASYNC109 - see `press`
        wait_followup: bool, what: str, *, extra_component: dict[str, Any] | None = None,
    ) -> InteractionResult:
        """Send a component interaction (type 3) on `clicked` and wait for its answer."""
        record = await self._dispatch_interaction(
            user, self.channels[clicked.channel_id], 3, data, locale, clicked,
            extra_component=extra_component)
        return await self._await_answer(record, timeout, wait_followup, what)

    async def submit_modal(
        self,
        user: FakeUser,
        opened: InteractionResult,
        values: Mapping[str, str | Sequence[str]],
        *,
        locale: str | None = None,
        timeout: float | None = None,  # noqa: ASYNC109 - each driver call bounds its own wait
        wait_followup: bool = True,
    ) -> InteractionResult:
        """Fill and submit the modal the bot opened in `opened` (callback type 9)."""
        if opened.modal is None:
            raise FakeDiscordError(f"interaction {opened.id} did not open a modal")
        data = {
            "custom_id": opened.modal["custom_id"],
            "components": modal_submit_components(opened.modal, values),
        }
        channel = self.channels[opened.record.channel_id]
        source = opened.record.source_message_id
        message = self.messages[source] if source is not None else None
        record = await self._dispatch_interaction(user, channel, 5, data, locale, message)
        return await self._await_answer(record, timeout, wait_followup, "modal submit")

    async def post_message(
        self, user: FakeUser, channel: FakeChannel | int, content: str
    ) -> RecordedMessage:
        """`user` writes in a guild channel, a thread, or their DM channel with the bot
        (`dm_channel_for(user)`). Bots without the message-content intent get the text only
        when it mentions them or is a DM, as on Discord."""
        target = self.channel(channel)
        message = self.new_message(
            target, {"content": content}, [], kind="user", via="user", author=user
        )
        data = self.message_json(message)
        intent = DIRECT_MESSAGES
        if target.guild_id is not None:
            guild = self.guilds[target.guild_id]
            member = self.member(guild.id, user)
            data["member"] = payloads.member_payload(guild, member, with_user=False)
            intent = GUILD_MESSAGES
        private = target.guild_id is not None and self.bot_user.mention not in content
        await self.gateway.dispatch("MESSAGE_CREATE", data, intent=intent, private_content=private)
        return message

    async def reconnect_gateway(self, *, resume: bool = True) -> None:
        """Drop the bot's gateway connection: it RESUMEs (op 7) or IDENTIFYs again (op 9).
        Events dispatched meanwhile are replayed on RESUME."""
        identifies, resumes = self.gateway.identifies, self.gateway.resumes
        await self.gateway.request_reconnect(resume=resume)

        def back() -> bool | None:
            if not self.gateway.connected:
                return None
            moved = (
                self.gateway.resumes > resumes if resume else self.gateway.identifies > identifies
            )
            return True if moved else None

        await self.wait_until(back, self.timeout, "the bot to reconnect to the gateway")

    @asynccontextmanager
    async def gateway_outage(
        self, *, code: int | None = 4000, resumable: bool = True
    ) -> AsyncIterator[None]:
        """The bot's gateway connection drops and stays down for the body of the `with`.

        `code` is the close code (4000 by default; None cuts the connection without a close
        frame, like a network failure). On exit the bot reconnects and the outage waits
        until it is back: a `resumable` session RESUMEs and gets the events dispatched
        meanwhile replayed in order (interactions created during the outage included, so
        keep the outage shorter than `ack_deadline`); otherwise its RESUME is refused, it
        IDENTIFYs afresh, the events of the gap are lost, and an interaction created during
        the gap raises `NotDelivered`.
        """
        identifies, resumes = self.gateway.identifies, self.gateway.resumes
        self.gateway.hold()
        try:
            if not await self.gateway.drop(code=code, resumable=resumable):
                raise FakeDiscordError("no bot is connected to the fake gateway")
            yield
        finally:
            self.gateway.release()

        def back() -> bool | None:
            if not self.gateway.connected:
                return None
            if resumable:
                return True if self.gateway.resumes > resumes else None
            return True if self.gateway.identifies > identifies else None

        await self.wait_until(back, self.timeout, "the bot to reconnect to the gateway")

    # -- waiting ---------------------------------------------------------------------------

    async def wait_for(
        self,
        predicate: Callable[[RecordedRequest], bool],
        timeout: float | None = None,  # noqa: ASYNC109 - each driver call bounds its own wait
        *,
        since: int = 0,
    ) -> RecordedRequest:
        """The first answered request from position `since` (see `mark()`) matching
        `predicate`, waiting for it if needed (e.g. a DM sent later by a background task)."""

        def check() -> RecordedRequest | None:
            return next((r for r in self.requests[since:] if r.status and predicate(r)), None)

        return await self.wait_until(check, timeout or self.timeout, "a matching request")

    async def wait_for_message(
        self,
        predicate: Callable[[RecordedMessage], bool],
        timeout: float | None = None,  # noqa: ASYNC109 - each driver call bounds its own wait
    ) -> RecordedMessage:
        """The first recorded message matching `predicate`, waiting for it if needed."""

        def check() -> RecordedMessage | None:
            return next((m for m in list(self.messages.values()) if predicate(m)), None)

        return await self.wait_until(check, timeout or self.timeout, "a matching message")

    async def wait_for_dm(
        self,
        user: FakeUser,
        contains: str = "",
        timeout: float | None = None,  # noqa: ASYNC109 - each driver call bounds its own wait
    ) -> RecordedMessage:
        """The first DM the bot delivered to `user` containing `contains` (in its text, embeds
        or components), waiting for it if needed (e.g. from a background delivery task)."""

        def check() -> RecordedMessage | None:
            return next((m for m in self.dms_to(user) if contains in m.text()), None)

        return await self.wait_until(check, timeout or self.timeout, f"a DM to {user.name}")

    # -- internals -------------------------------------------------------------------------

    def _allowed_command(
        self, user: FakeUser, channel: FakeChannel | int, command: str, subcommand: str | None
    ) -> tuple[FakeChannel, dict[str, Any], list[str]]:
        """The channel, the synced definition and the subcommand path of `/command
        [subcommand]` run by `user` there; raises as Discord refuses a command they may not use."""
        target = self.channel(channel)
        name, *path = command.split()
        path += subcommand.split() if subcommand else []
        definition = find_command(self, name, target.guild_id)
        permissions = None
        if target.guild_id is not None:
            guild = self.guilds[target.guild_id]
            permissions = payloads.member_permissions(guild, self.member(guild.id, user))
        check_command_allowed(definition, permissions, target.guild_id is not None)
        return target, definition, path

    def _clickable(self, user: FakeUser, message: RecordedMessage | int) -> RecordedMessage:
        clicked = self.message(message)
        channel = self.channels[clicked.channel_id]
        if clicked.deleted:
            raise NotPressable(f"message {clicked.id} was deleted")
        if clicked.ephemeral_for is not None and clicked.ephemeral_for != user.id:
            raise NotPressable(f"message {clicked.id} is ephemeral for someone else")
        if channel.is_dm and channel.recipient_id != user.id:
            raise NotPressable(f"message {clicked.id} is in someone else's DMs")
        if clicked.loading:
            raise NotPressable(f"message {clicked.id} is still loading")
        return clicked

    async def _dispatch_interaction(
        self,
        user: FakeUser,
        channel: FakeChannel,
        interaction_type: int,
        data: dict[str, Any],
        locale: str | None,
        message: RecordedMessage | None = None,
        extra_component: dict[str, Any] | None = None,
    ) -> InteractionRecord:
        if not self.gateway.sessions_for(channel.guild_id):
            raise NotDelivered("no bot session can receive an interaction here now")
        interaction_id, token = self.ids.next(), secrets.token_urlsafe(32)
        payload = base_payload(
            self,
            interaction_id,
            token,
            interaction_type,
            user,
            channel,
            data,
            locale or user.locale,
            message,
        )
        if extra_component is not None:  # shown on the message, in a row of its own
            rows = payload["message"].setdefault("components", [])
            del rows[4:]  # at most five rows
            rows.append({"type": 1, "components": [extra_component]})
        record = InteractionRecord(
            id=interaction_id,
            token=token,
            type=interaction_type,
            user_id=user.id,
            channel_id=channel.id,
            guild_id=channel.guild_id,
            payload=payload,
            created=time.monotonic(),
            source_message_id=message.id if message else None,
            original_message_id=message.id if message else None,
        )
        self.interactions[record.id] = record
        await self.gateway.dispatch("INTERACTION_CREATE", payload)
        return record

    async def _await_answer(
        self, record: InteractionRecord, seconds: float | None, wait_followup: bool, what: str
    ) -> InteractionResult:
        limit = seconds or self.timeout

        def acknowledged() -> bool | None:
            return True if record.callback_type is not None else None

        await self.wait_until(
            acknowledged, min(limit, self.ack_deadline + 0.1), f"the bot to acknowledge {what}"
        )
        if record.callback_type == 5 and record.original_message_id is not None:
            original = self.messages[record.original_message_id]
            await self.wait_until(
                lambda: True if original.deleted or not original.loading else None,
                limit,
                f"the bot to complete its deferred answer to {what} (followup or edit)",
            )
        elif record.callback_type == 6 and wait_followup:
            await self.wait_until(
                lambda: True if record.activity else None,
                limit,
                f"a followup or edit after deferring {what} (pass wait_followup=False if none)",
            )
        return InteractionResult(self, record)


async def _identify_at_once(shard_id: int | None, *, initial: bool = False) -> None:
    """Replaces Client.before_identify_hook: the fake has no IDENTIFY rate limit."""


def _permission_value(permissions: int | discord.Permissions) -> int:
    return permissions.value if isinstance(permissions, discord.Permissions) else permissions


def _entity(value: Selectable) -> FakeUser | FakeMember | FakeChannel | FakeRole | int:
    if isinstance(value, str):
        return int(value)
    return value
