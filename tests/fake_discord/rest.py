"""The fake REST API (under /api/v10): the routes discord.py 2.7 calls for a game bot.

A middleware records every request (method, path, JSON or `payload_json`, uploaded files)
before handling it, applies the faults armed in `fake.faults` (faults.py: delays, 429s,
5xx, any JSON error), checks the bot token, and turns `DiscordError` into Discord's JSON
error body. Answers use the exact content type `application/json`, which discord.py requires to
parse them. A route the fake does not know answers 404 JSON and is kept in
`unknown_requests`, so a test notices instead of silently passing.
"""

from __future__ import annotations

import asyncio
import json
import time
import traceback
from collections.abc import Awaitable, Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

import discord
from aiohttp import web

from . import payloads
from .gateway import DIRECT_MESSAGES, GUILD_MESSAGES, GUILDS
from .models import (
    EPHEMERAL,
    GUILD_TEXT,
    PRIVATE_THREAD,
    PUBLIC_THREAD,
    FakeChannel,
    InteractionRecord,
    RecordedFile,
    RecordedMessage,
)
from .multipart import media_type, parse_multipart
from .ratelimit import rate_limited
from .validation import DiscordError, check_choices, check_commands, unknown
from .world import unknown_message

if TYPE_CHECKING:
    from .server import FakeDiscord

API = "/api/v10"
Handler = Callable[[web.Request], Awaitable[web.StreamResponse]]
MAX_PINS = 50
_NO_AUTH_PREFIXES = ("/interactions/", "/webhooks/")
_ID = r"{%s:\d+}"


@dataclass(frozen=True)
class ParsedBody:
    """A request's JSON (or `payload_json`) and uploaded files, parsed once by the middleware."""

    json: Any
    files: list[RecordedFile]


BODY = web.RequestKey("body", ParsedBody)


def json_response(data: Any, status: int = 200) -> web.Response:
    """A JSON answer whose Content-Type is exactly `application/json` (no charset)."""
    return web.Response(
        status=status,
        body=json.dumps(data).encode(),
        headers={"Content-Type": "application/json"},
    )


def no_content() -> web.Response:
    """204, as Discord answers pins, deletes and typing."""
    return web.Response(status=204)


class RestApi:
    """Route table and handlers; state lives in the FakeDiscord (a World)."""

    def __init__(self, fake: FakeDiscord) -> None:
        self.fake = fake

    def install(self, app: web.Application) -> None:
        """Register every route on `app`, the catch-all 404 last."""
        app.middlewares.append(self._middleware)
        channel, message = _ID % "channel_id", _ID % "message_id"
        app_id, guild = _ID % "app_id", _ID % "guild_id"
        commands = f"/applications/{app_id}/commands"
        guild_commands = f"/applications/{app_id}/guilds/{guild}/commands"
        hook = f"/webhooks/{app_id}/{{token}}"
        table: list[tuple[str, str, Handler]] = [
            ("GET", "/users/@me", self.get_me),
            ("GET", f"/users/{_ID % 'user_id'}", self.get_user),
            ("POST", "/users/@me/channels", self.create_dm),
            ("GET", "/gateway", self.get_gateway),
            ("GET", "/gateway/bot", self.get_gateway_bot),
            ("GET", "/oauth2/applications/@me", self.get_application),
            ("GET", "/applications/@me", self.get_application),
            *(route for scope in (commands, guild_commands) for route in (
                ("GET", scope, self.list_commands),
                ("PUT", scope, self.put_commands),
                ("POST", scope, self.upsert_command),
                ("GET", f"{scope}/{_ID % 'command_id'}", self.get_command),
                ("PATCH", f"{scope}/{_ID % 'command_id'}", self.patch_command),
                ("DELETE", f"{scope}/{_ID % 'command_id'}", self.delete_command))),
            ("POST", f"/interactions/{_ID % 'interaction_id'}/{{token}}/callback", self.callback),
            ("POST", hook, self.create_followup),
            ("GET", f"{hook}/messages/{{message_id}}", self.get_webhook_message),
            ("PATCH", f"{hook}/messages/{{message_id}}", self.edit_webhook_message),
            ("DELETE", f"{hook}/messages/{{message_id}}", self.delete_webhook_message),
            ("GET", f"/channels/{channel}", self.get_channel),
            ("PATCH", f"/channels/{channel}", self.patch_channel),
            ("DELETE", f"/channels/{channel}", self.delete_channel),
            ("GET", f"/channels/{channel}/messages/pins", self.list_pins),
            ("PUT", f"/channels/{channel}/messages/pins/{message}", self.pin),
            ("DELETE", f"/channels/{channel}/messages/pins/{message}", self.unpin),
            ("GET", f"/channels/{channel}/pins", self.list_pins_legacy),
            ("PUT", f"/channels/{channel}/pins/{message}", self.pin),
            ("DELETE", f"/channels/{channel}/pins/{message}", self.unpin),
            ("GET", f"/channels/{channel}/messages", self.history),
            ("POST", f"/channels/{channel}/messages", self.create_message),
            ("GET", f"/channels/{channel}/messages/{message}", self.get_message),
            ("PATCH", f"/channels/{channel}/messages/{message}", self.edit_message),
            ("DELETE", f"/channels/{channel}/messages/{message}", self.delete_message),
            ("POST", f"/channels/{channel}/messages/{message}/threads", self.thread_from_message),
            ("POST", f"/channels/{channel}/threads", self.thread_without_message),
            ("PUT", f"/channels/{channel}/thread-members/{{user}}", self.accept),
            ("DELETE", f"/channels/{channel}/thread-members/{{user}}", self.accept),
            ("POST", f"/channels/{channel}/typing", self.accept),
            ("GET", f"/guilds/{guild}", self.get_guild),
            ("GET", f"/guilds/{guild}/channels", self.guild_channels),
            ("GET", f"/guilds/{guild}/roles", self.guild_roles),
            ("GET", f"/guilds/{guild}/members", self.guild_members),
            ("GET", f"/guilds/{guild}/members/{_ID % 'user_id'}", self.guild_member),
        ]
        for method, path, handler in table:
            app.router.add_route(method, API + path, handler)
        app.router.add_get(
            f"/attachments/{channel}/{_ID % 'attachment_id'}/{{filename}}", self.download
        )
        app.router.add_route("*", "/{tail:.*}", self.unknown)

    # -- plumbing ------------------------------------------------------------------------

    @web.middleware
    async def _middleware(self, request: web.Request, handler: Handler) -> web.StreamResponse:
        if request.path == "/gateway":
            return await handler(request)
        readable = True
        try:
            body, files = await _parse_body(request)
        except ValueError:  # invalid JSON: Discord answers 400, never 500 (discord.py retries 5xx)
            body, files, readable = None, [], False
        path = request.rel_url.path
        relative = path[len(API) :] if path.startswith(API) else path
        record = self.fake.record_request(
            request.method, relative, dict(request.query), body, files
        )
        request[BODY] = ParsedBody(body, files)
        delay, fault = self.fake.faults.take(record)
        if delay:
            await asyncio.sleep(delay)
        limits = self.fake.rate_limits
        verdict = limits.check(request.method, relative) if limits is not None else None
        if verdict is not None and (verdict.limited or verdict.banned):
            response: web.StreamResponse = rate_limited(verdict)
            record.fault = "rate limited" if verdict.limited else "banned"
        elif fault is not None and not fault.after_handling:
            response = fault.response()
        else:
            response = await self._handle(request, handler, relative, readable)
            if fault is not None:  # it took effect; only the answer is lost on the way back
                response = fault.response()
            if verdict is not None:
                response.headers.update(verdict.headers)
        if limits is not None:
            limits.answered(response.status, dict(response.headers))
        record.route = getattr(request.match_info.handler, "__name__", "unknown")
        record.status = response.status
        if (isinstance(response, web.Response)
                and media_type(response.headers.get("Content-Type")) == "application/json"):
            record.response = (
                json.loads(response.body) if isinstance(response.body, bytes) else None
            )
        self.fake.notify()
        return response

    async def _handle(self, request: web.Request, handler: Handler, relative: str,
                      readable: bool) -> web.StreamResponse:
        try:
            if not readable:
                raise DiscordError(400, 50109, "The request body contains invalid JSON.")
            self._authorize(request, relative)
            return await handler(request)
        except DiscordError as error:
            return json_response(error.body(), error.status)
        except Exception as error:  # a fake bug must reach the test, not crash the bot
            self.fake.errors.append(f"{request.method} {relative}: {traceback.format_exc()}")
            return json_response({"code": 0, "message": f"fake_discord bug: {error!r}"}, 400)

    def _authorize(self, request: web.Request, relative: str) -> None:
        if not request.path.startswith(API) or relative.startswith(_NO_AUTH_PREFIXES):
            return
        if request.headers.get("Authorization") != f"Bot {self.fake.token}":
            raise DiscordError(401, 0, "401: Unauthorized")

    async def unknown(self, request: web.Request) -> web.Response:
        """Anything the fake does not implement: 404 JSON, kept in `unknown_requests`."""
        self.fake.unknown_requests.append(self.fake.requests[-1])
        return json_response({"code": 0, "message": "404: Not Found"}, 404)

    async def accept(self, request: web.Request) -> web.Response:
        """Routes whose effect the fake does not model (typing, thread membership)."""
        return no_content()

    def _channel(self, request: web.Request) -> FakeChannel:
        return self.fake.channel(int(request.match_info["channel_id"]))

    def _channel_message(self, request: web.Request) -> RecordedMessage:
        channel = self._channel(request)
        message = self.fake.messages.get(int(request.match_info["message_id"]))
        if (
            message is None
            or message.deleted
            or message.channel_id != channel.id
            or message.ephemeral_for is not None
        ):
            raise unknown_message()
        return message

    async def _message_event(self, event: str, message: RecordedMessage) -> None:
        if message.ephemeral_for is not None:
            return
        intent = GUILD_MESSAGES if message.guild_id is not None else DIRECT_MESSAGES
        if event == "MESSAGE_DELETE":
            data: dict[str, Any] = {"id": str(message.id), "channel_id": str(message.channel_id)}
            if message.guild_id is not None:
                data["guild_id"] = str(message.guild_id)
        else:
            data = self.fake.message_json(message)
        await self.fake.gateway.dispatch(event, data, intent=intent)

    def _touch_source(self, message: RecordedMessage) -> None:
        """A channel-route edit of a clicked message counts as the bot finishing that click."""
        for record in self.fake.interactions.values():
            if record.source_message_id == message.id and record.callback_type is not None:
                record.activity += 1

    # -- users, gateway, application ----------------------------------------------------

    async def get_me(self, request: web.Request) -> web.Response:
        """GET /users/@me: the bot user (discord.py's login)."""
        return json_response(payloads.client_user_payload(self.fake.bot_user))

    async def get_user(self, request: web.Request) -> web.Response:
        """GET /users/{id}."""
        user = self.fake.users.get(int(request.match_info["user_id"]))
        if user is None:
            raise unknown("User", 10013)
        return json_response(payloads.user_payload(user))

    async def create_dm(self, request: web.Request) -> web.Response:
        """POST /users/@me/channels: one DM channel per user; succeeds even if DMs are closed."""
        user = self.fake.users.get(int((request[BODY].json or {}).get("recipient_id", 0)))
        if user is None:
            raise unknown("User", 10013)
        return json_response(self.fake.channel_json(self.fake.dm_channel_for(user)))

    async def get_gateway(self, request: web.Request) -> web.Response:
        """GET /gateway."""
        return json_response({"url": self.fake.gateway_url})

    async def get_gateway_bot(self, request: web.Request) -> web.Response:
        """GET /gateway/bot (used by AutoShardedClient)."""
        limit = {"total": 1000, "remaining": 999, "reset_after": 0, "max_concurrency": 1}
        return json_response(
            {"url": self.fake.gateway_url, "shards": 1, "session_start_limit": limit}
        )

    async def get_application(self, request: web.Request) -> web.Response:
        """GET /oauth2/applications/@me: discord.py reads the application id and owner at login."""
        return json_response(
            {
                "id": str(self.fake.application_id),
                "name": self.fake.bot_user.name,
                "description": "",
                "icon": None,
                "bot_public": True,
                "bot_require_code_grant": False,
                "owner": payloads.user_payload(self.fake.app_owner),
                "team": None,
                "verify_key": "0" * 64,
                "flags": 0,
                "summary": "",
            }
        )

    # -- application commands ------------------------------------------------------------

    def _scope(self, request: web.Request) -> int | None:
        if int(request.match_info["app_id"]) != self.fake.application_id:
            raise unknown("Application", 10002)
        guild = request.match_info.get("guild_id")
        if guild is not None and int(guild) not in self.fake.guilds:
            raise DiscordError(403, 50001, "Missing Access")
        return int(guild) if guild is not None else None

    def _in_scope(self, scope: int | None) -> list[dict[str, Any]]:
        return [
            c
            for c in self.fake.commands.values()
            if (int(c["guild_id"]) if c.get("guild_id") else None) == scope
        ]

    def _store_command(self, scope: int | None, payload: dict[str, Any]) -> dict[str, Any]:
        kind = payload.get("type", 1)
        existing = next(
            (
                c
                for c in self._in_scope(scope)
                if c["name"] == payload["name"] and c["type"] == kind
            ),
            None,
        )
        command_id = int(existing["id"]) if existing else self.fake.ids.next()
        command: dict[str, Any] = {
            "id": str(command_id),
            "application_id": str(self.fake.application_id),
            "version": str(self.fake.ids.next()),
            "type": kind,
            "name": payload["name"],
            "description": payload.get("description", ""),
            "options": payload.get("options") or [],
            "default_member_permissions": payload.get("default_member_permissions"),
            "dm_permission": payload.get("dm_permission", True),
            "contexts": payload.get("contexts"),
            "integration_types": payload.get("integration_types") or [0],
            "nsfw": payload.get("nsfw", False),
            "name_localizations": payload.get("name_localizations"),
            "description_localizations": payload.get("description_localizations"),
        }
        if scope is not None:
            command["guild_id"] = str(scope)
        self.fake.commands[command_id] = command
        return command

    async def list_commands(self, request: web.Request) -> web.Response:
        """GET .../commands (global or guild)."""
        return json_response(self._in_scope(self._scope(request)))

    async def put_commands(self, request: web.Request) -> web.Response:
        """PUT .../commands: bulk overwrite; a command keeps its id while its name stays."""
        scope = self._scope(request)
        body = request[BODY].json
        check_commands(body)
        stored = [self._store_command(scope, payload) for payload in body]
        keep = {c["id"] for c in stored}
        for command in self._in_scope(scope):
            if command["id"] not in keep:
                del self.fake.commands[int(command["id"])]
        return json_response(stored)

    async def upsert_command(self, request: web.Request) -> web.Response:
        """POST .../commands: create or replace one command."""
        scope = self._scope(request)
        check_commands([request[BODY].json])
        return json_response(self._store_command(scope, request[BODY].json), 201)

    def _command(self, request: web.Request) -> dict[str, Any]:
        scope = self._scope(request)
        command = self.fake.commands.get(int(request.match_info["command_id"]))
        if command is None or command not in self._in_scope(scope):
            raise unknown("application command", 10063)
        return command

    async def get_command(self, request: web.Request) -> web.Response:
        """GET .../commands/{id}."""
        return json_response(self._command(request))

    async def patch_command(self, request: web.Request) -> web.Response:
        """PATCH .../commands/{id}."""
        command = self._command(request)
        command.update(request[BODY].json or {})
        return json_response(command)

    async def delete_command(self, request: web.Request) -> web.Response:
        """DELETE .../commands/{id}."""
        command = self._command(request)
        del self.fake.commands[int(command["id"])]
        return no_content()

    # -- interactions --------------------------------------------------------------------

    def _interaction(self, request: web.Request) -> InteractionRecord:
        record = self.fake.interactions.get(int(request.match_info["interaction_id"]))
        if record is None or record.token != request.match_info["token"]:
            raise unknown("interaction", 10062)
        return record

    async def callback(self, request: web.Request) -> web.StreamResponse:
        """POST /interactions/{id}/{token}/callback: the bot's one initial response.

        Types: 4 message, 5 deferred message ("thinking"), 6 deferred update, 7 update the
        clicked message, 8 autocomplete choices, 9 modal. Answered with the callback
        resource when `with_response` is set (discord.py 2.7 always sets it).
        """
        record = self._interaction(request)
        if record.answered_at is None:
            record.answered_at = time.monotonic()
        if record.callback_type is not None:
            raise DiscordError(400, 40060, "Interaction has already been acknowledged.")
        if time.monotonic() - record.created > self.fake.ack_deadline:
            raise unknown("interaction", 10062)
        body = request[BODY].json or {}
        kind, data = body.get("type"), body.get("data") or {}
        resource, ephemeral = self._respond(request, record, kind, data)
        record.callback_type, record.callback_data = kind, data
        if resource is not None:
            await self._message_event("MESSAGE_CREATE" if kind != 7 else "MESSAGE_UPDATE", resource)
        self.fake.notify()
        if request.query.get("with_response") not in ("1", "true", "True"):
            return no_content()
        answer: dict[str, Any] = {
            "interaction": {
                "id": str(record.id),
                "type": record.type,
                "response_message_loading": kind == 5,
                "response_message_ephemeral": ephemeral,
            }
        }
        if resource is not None:
            answer["interaction"]["response_message_id"] = str(resource.id)
            answer["resource"] = {"type": kind, "message": self.fake.message_json(resource)}
        return json_response(answer)

    def _respond(self, request: web.Request, record: InteractionRecord, kind: Any,
                 data: dict[str, Any]) -> tuple[RecordedMessage | None, bool]:
        """What an initial response of callback type `kind` does: the message it posts or
        updates (None for the others) and whether that message is ephemeral."""
        channel = self.fake.channels[record.channel_id]
        ephemeral = bool(int(data.get("flags") or 0) & EPHEMERAL)
        resource: RecordedMessage | None = None
        if kind in (4, 5):
            resource = self.fake.new_message(
                channel,
                data if kind == 4 else {},
                request[BODY].files if kind == 4 else [],
                kind="interaction_response",
                via=f"callback {kind}",
                interaction=record,
                ephemeral=ephemeral,
                loading=kind == 5,
            )
            record.original_message_id = resource.id
        elif kind in (6, 7):
            if record.source_message_id is None:
                raise DiscordError(
                    400, 50035, "Invalid Form Body", {"type": "Only component interactions update."}
                )
            source = self.fake.messages[record.source_message_id]
            if kind == 7:
                self.fake.edit_message(source, data, request[BODY].files, via="callback 7")
                resource = source
            ephemeral = source.ephemeral
        elif kind == 8:
            if record.type != 4:
                raise DiscordError(
                    400, 50035, "Invalid Form Body", {"type": "Not an autocomplete."}
                )
            check_choices(data.get("choices"))
            record.choices = data["choices"]
        elif kind == 9:
            if record.type == 5 or not data.get("custom_id") or not data.get("title"):
                raise DiscordError(400, 50035, "Invalid Form Body", {"data": "Invalid modal."})
            record.modal = data
        else:
            raise DiscordError(400, 50035, "Invalid Form Body", {"type": f"Bad callback {kind}."})
        return resource, ephemeral

    def _webhook(self, request: web.Request) -> InteractionRecord:
        if int(request.match_info["app_id"]) != self.fake.application_id:
            raise unknown("Webhook", 10015)
        token = request.match_info["token"]
        record = next((r for r in self.fake.interactions.values() if r.token == token), None)
        if record is None or record.callback_type is None:
            raise unknown("Webhook", 10015)
        return record

    def _webhook_message(self, request: web.Request, record: InteractionRecord) -> RecordedMessage:
        target = request.match_info["message_id"]
        message_id = record.original_message_id if target == "@original" else _int_or_none(target)
        allowed = [record.original_message_id, *record.followup_ids]
        message = None
        if message_id is not None and message_id in allowed:
            message = self.fake.messages.get(message_id)
        if message is None or message.deleted:
            raise unknown_message()
        return message

    async def create_followup(self, request: web.Request) -> web.Response:
        """POST /webhooks/{app}/{token}: a followup; the first one after a type 5 defer
        resolves the "thinking" message instead (keeping the defer's ephemerality)."""
        record = self._webhook(request)
        payload = request[BODY].json or {}
        original = (
            self.fake.messages.get(record.original_message_id)
            if record.original_message_id is not None
            else None
        )
        if original is not None and original.loading:
            message = self.fake.edit_message(
                original, payload, request[BODY].files, via="followup resolving defer"
            )
            await self._message_event("MESSAGE_UPDATE", message)
        else:
            message = self.fake.new_message(
                self.fake.channels[record.channel_id],
                payload,
                request[BODY].files,
                kind="followup",
                via="followup",
                interaction=record,
                ephemeral=bool(int(payload.get("flags") or 0) & EPHEMERAL),
            )
            record.followup_ids.append(message.id)
            await self._message_event("MESSAGE_CREATE", message)
        record.activity += 1
        return json_response(self.fake.message_json(message))

    async def get_webhook_message(self, request: web.Request) -> web.Response:
        """GET /webhooks/{app}/{token}/messages/{@original|id}."""
        record = self._webhook(request)
        return json_response(self.fake.message_json(self._webhook_message(request, record)))

    async def edit_webhook_message(self, request: web.Request) -> web.Response:
        """PATCH /webhooks/{app}/{token}/messages/{@original|id}."""
        record = self._webhook(request)
        message = self._webhook_message(request, record)
        self.fake.edit_message(
            message, request[BODY].json or {}, request[BODY].files, via="webhook edit"
        )
        record.activity += 1
        await self._message_event("MESSAGE_UPDATE", message)
        return json_response(self.fake.message_json(message))

    async def delete_webhook_message(self, request: web.Request) -> web.Response:
        """DELETE /webhooks/{app}/{token}/messages/{@original|id}."""
        record = self._webhook(request)
        message = self._webhook_message(request, record)
        self.fake.delete_message(message)
        record.activity += 1
        await self._message_event("MESSAGE_DELETE", message)
        return no_content()

    # -- channels and messages -----------------------------------------------------------

    async def get_channel(self, request: web.Request) -> web.Response:
        """GET /channels/{id}."""
        return json_response(self.fake.channel_json(self._channel(request)))

    async def patch_channel(self, request: web.Request) -> web.Response:
        """PATCH /channels/{id}: rename, topic, or archive/lock a thread."""
        channel = self._channel(request)
        body = request[BODY].json or {}
        for key in ("name", "topic", "archived", "locked", "auto_archive_duration", "invitable"):
            if key in body:
                setattr(channel, key, body[key])
        event = "THREAD_UPDATE" if channel.is_thread else "CHANNEL_UPDATE"
        await self.fake.gateway.dispatch(event, self.fake.channel_json(channel), intent=GUILDS)
        return json_response(self.fake.channel_json(channel))

    async def delete_channel(self, request: web.Request) -> web.Response:
        """DELETE /channels/{id}."""
        channel = self._channel(request)
        channel.deleted = True
        data = self.fake.channel_json(channel)
        event = "THREAD_DELETE" if channel.is_thread else "CHANNEL_DELETE"
        await self.fake.gateway.dispatch(event, data, intent=GUILDS)
        return json_response(data)

    async def history(self, request: web.Request) -> web.Response:
        """GET /channels/{id}/messages: newest first, with before/after/limit."""
        channel = self._channel(request)
        limit = min(int(request.query.get("limit", 50)), 100)
        before = int(request.query.get("before", 0)) or None
        after = int(request.query.get("after", 0)) or None
        found = [
            m
            for m in self.fake.messages_in(channel)
            if (before is None or m.id < before) and (after is None or m.id > after)
        ]
        found.sort(key=lambda m: m.id, reverse=True)
        if after is not None:
            found = found[-limit:]
        return json_response([self.fake.message_json(m) for m in found[:limit]])

    async def create_message(self, request: web.Request) -> web.Response:
        """POST /channels/{id}/messages (JSON or multipart); 50007 to a user with closed DMs."""
        channel = self._channel(request)
        if channel.is_dm:
            recipient = self.fake.users[channel.recipient_id or 0]
            if recipient.dms_closed:
                raise DiscordError(403, 50007, "Cannot send messages to this user")
        if channel.is_thread and channel.archived:
            if channel.locked:
                raise DiscordError(400, 50083, "Thread is archived")
            channel.archived = False
            await self.fake.gateway.dispatch(
                "THREAD_UPDATE", self.fake.channel_json(channel), intent=GUILDS
            )
        payload = request[BODY].json or {}
        nonce = payload.get("nonce") if payload.get("enforce_nonce") else None
        if nonce is not None:
            # Discord returns the earlier message for a repeated nonce instead of posting
            # twice (for a few minutes; the fake remembers for its whole life).
            earlier = self.fake.nonces.get((channel.id, str(nonce)))
            if earlier is not None:
                return json_response(self.fake.message_json(earlier))
        message = self.fake.new_message(
            channel,
            payload,
            request[BODY].files,
            kind="dm" if channel.is_dm else "channel",
            via="channel post",
        )
        if nonce is not None:
            self.fake.nonces[(channel.id, str(nonce))] = message
        await self._message_event("MESSAGE_CREATE", message)
        return json_response(self.fake.message_json(message))

    async def get_message(self, request: web.Request) -> web.Response:
        """GET /channels/{id}/messages/{id}."""
        return json_response(self.fake.message_json(self._channel_message(request)))

    async def edit_message(self, request: web.Request) -> web.Response:
        """PATCH /channels/{id}/messages/{id}: only the bot's own messages."""
        message = self._channel_message(request)
        if message.author_id != self.fake.bot_user.id:
            raise DiscordError(403, 50005, "Cannot edit a message authored by another user")
        self.fake.edit_message(
            message, request[BODY].json or {}, request[BODY].files, via="channel edit"
        )
        self._touch_source(message)
        await self._message_event("MESSAGE_UPDATE", message)
        return json_response(self.fake.message_json(message))

    async def delete_message(self, request: web.Request) -> web.Response:
        """DELETE /channels/{id}/messages/{id}."""
        message = self._channel_message(request)
        self.fake.delete_message(message)
        self._touch_source(message)
        await self._message_event("MESSAGE_DELETE", message)
        return no_content()

    async def _set_pin(self, request: web.Request, pinned: bool) -> web.Response:
        message = self._channel_message(request)
        channel = self.fake.channels[message.channel_id]
        self.fake.check_bot_may(channel, discord.Permissions(pin_messages=True))
        if pinned and not message.pinned:
            count = sum(1 for m in self.fake.messages_in(channel) if m.pinned)
            if count >= MAX_PINS:
                raise DiscordError(400, 30003, "Maximum number of pins reached (50)")
        message.pinned = pinned
        self.fake.notify()
        data: dict[str, Any] = {
            "channel_id": str(channel.id),
            "last_pin_timestamp": payloads.now_iso(),
        }
        if channel.guild_id is not None:
            data["guild_id"] = str(channel.guild_id)
        await self.fake.gateway.dispatch("CHANNEL_PINS_UPDATE", data, intent=GUILDS)
        return no_content()

    async def pin(self, request: web.Request) -> web.Response:
        """PUT /channels/{id}/messages/pins/{id} (and the legacy /pins/{id})."""
        return await self._set_pin(request, True)

    async def unpin(self, request: web.Request) -> web.Response:
        """DELETE /channels/{id}/messages/pins/{id} (and the legacy /pins/{id})."""
        return await self._set_pin(request, False)

    def _pinned(self, request: web.Request) -> list[RecordedMessage]:
        pinned = [m for m in self.fake.messages_in(self._channel(request)) if m.pinned]
        return sorted(pinned, key=lambda m: m.id, reverse=True)

    async def list_pins(self, request: web.Request) -> web.Response:
        """GET /channels/{id}/messages/pins (discord.py 2.7 format)."""
        items = [
            {"pinned_at": m.created_at, "message": self.fake.message_json(m)}
            for m in self._pinned(request)
        ]
        return json_response({"items": items, "has_more": False})

    async def list_pins_legacy(self, request: web.Request) -> web.Response:
        """GET /channels/{id}/pins (older clients)."""
        return json_response([self.fake.message_json(m) for m in self._pinned(request)])

    # -- threads ---------------------------------------------------------------------------

    async def _new_thread(
        self, parent: FakeChannel, body: dict[str, Any], kind: int, thread_id: int | None
    ) -> web.Response:
        if parent.type != GUILD_TEXT or parent.guild_id is None:
            raise DiscordError(400, 50024, "Cannot execute action on this channel type")
        if kind == PRIVATE_THREAD:
            self.fake.check_bot_may(parent, discord.Permissions(create_private_threads=True))
        name = body.get("name") or ""
        if not 1 <= len(name) <= 100:
            raise DiscordError(400, 50035, "Invalid Form Body", {"name": "Must be 1 to 100 long."})
        thread = self.fake.new_channel(
            kind,
            name,
            guild=self.fake.guilds[parent.guild_id],
            parent_id=parent.id,
            channel_id=thread_id,
        )
        thread.auto_archive_duration = int(body.get("auto_archive_duration") or 1440)
        thread.invitable = bool(body.get("invitable", True))
        data = self.fake.channel_json(thread)
        data["member"] = payloads.thread_member_payload(thread, self.fake.bot_user.id)
        await self.fake.gateway.dispatch(
            "THREAD_CREATE", {**data, "newly_created": True}, intent=GUILDS
        )
        self.fake.notify()
        return json_response(data, 201)

    async def thread_from_message(self, request: web.Request) -> web.Response:
        """POST /channels/{id}/messages/{id}/threads: the thread's id is the message's id."""
        message = self._channel_message(request)
        if message.thread_id is not None:
            raise DiscordError(400, 160004, "A thread has already been created for this message")
        response = await self._new_thread(
            self._channel(request), request[BODY].json or {}, PUBLIC_THREAD, message.id
        )
        message.thread_id = message.id
        return response

    async def thread_without_message(self, request: web.Request) -> web.Response:
        """POST /channels/{id}/threads."""
        body = request[BODY].json or {}
        kind = int(body.get("type") or PUBLIC_THREAD)
        return await self._new_thread(self._channel(request), body, kind, None)

    # -- guilds ----------------------------------------------------------------------------

    def _guild(self, request: web.Request) -> Any:
        guild = self.fake.guilds.get(int(request.match_info["guild_id"]))
        if guild is None:
            raise unknown("Guild", 10004)
        return guild

    async def get_guild(self, request: web.Request) -> web.Response:
        """GET /guilds/{id}."""
        data = self.fake.guild_json(self._guild(request))
        for key in ("members", "channels", "threads", "voice_states", "presences"):
            data.pop(key, None)
        return json_response(data)

    async def guild_channels(self, request: web.Request) -> web.Response:
        """GET /guilds/{id}/channels."""
        return json_response(self.fake.guild_json(self._guild(request))["channels"])

    async def guild_roles(self, request: web.Request) -> web.Response:
        """GET /guilds/{id}/roles."""
        return json_response(self.fake.guild_json(self._guild(request))["roles"])

    async def guild_members(self, request: web.Request) -> web.Response:
        """GET /guilds/{id}/members."""
        return json_response(self.fake.guild_json(self._guild(request))["members"])

    async def guild_member(self, request: web.Request) -> web.Response:
        """GET /guilds/{id}/members/{id}."""
        guild = self._guild(request)
        member = guild.members.get(int(request.match_info["user_id"]))
        if member is None:
            raise unknown("Member", 10007)
        return json_response(payloads.member_payload(guild, member))

    async def download(self, request: web.Request) -> web.Response:
        """GET an attachment's bytes (the URL in attachment payloads), so `read()` works."""
        attachment_id = int(request.match_info["attachment_id"])
        for message in self.fake.messages.values():
            for version in message.versions:
                for attachment in version.attachments:
                    if attachment.id == attachment_id:
                        return web.Response(
                            body=attachment.data, content_type=attachment.content_type
                        )
        raise DiscordError(404, 0, "404: Not Found")


def _int_or_none(text: str) -> int | None:
    return int(text) if text.isdigit() else None


async def _parse_body(request: web.Request) -> tuple[Any, list[RecordedFile]]:
    """JSON body, or multipart `payload_json` plus its files (in upload order)."""
    raw = await request.read()
    content_type = request.headers.get("Content-Type", "")
    kind = media_type(content_type)
    if kind == "multipart/form-data":
        return parse_multipart(content_type, raw)
    if not raw:
        return None, []
    if kind == "application/json":
        return json.loads(raw), []
    return raw.decode("utf-8", "replace"), []
