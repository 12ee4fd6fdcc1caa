"""The fake gateway: a websocket speaking Discord's gateway protocol v10 to discord.py.

HELLO, heartbeat ACKs, IDENTIFY -> READY + one GUILD_CREATE per guild, RESUME with replay
of missed events, INVALID_SESSION, RECONNECT, member chunk requests, and dispatch of events
to every live session (filtered by the intents the bot identified with). A session that
IDENTIFYs with `shard: [id, count]` gets only its shard's servers, as Discord spreads them
(`shard_of`: (guild id >> 22) % count), and DMs only on shard 0. Every session keeps
its events with their sequence numbers, as Discord does, so a dropped connection (`drop`,
with a close code or cut without one) RESUMEs without losing any; `hold` keeps the gateway
unreachable until `release`, to make the gap last. Frames go out as
uncompressed text, which discord.py accepts even when it asked for zlib-stream.
"""

from __future__ import annotations

import asyncio
import json
import secrets
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from aiohttp import WSMsgType, web

from . import payloads
from .world import World

HEARTBEAT_INTERVAL_MS = 41250

# Gateway intents (https://discord.com/developers/docs/events/gateway#gateway-intents)
GUILDS = 1 << 0
GUILD_MEMBERS = 1 << 1
GUILD_MESSAGES = 1 << 9
DIRECT_MESSAGES = 1 << 12
MESSAGE_CONTENT = 1 << 15

_NO_CONTENT: dict[str, Any] = {"content": "", "embeds": [], "attachments": [], "components": []}

# Events whose payload is the server itself (its id is `id`, not `guild_id`).
_GUILD_EVENTS = frozenset({"GUILD_CREATE", "GUILD_UPDATE", "GUILD_DELETE"})


def shard_of(guild_id: int | None, shard_count: int) -> int:
    """The shard Discord sends a server's events to; DMs (no server) go to shard 0."""
    return 0 if guild_id is None else (guild_id >> 22) % shard_count


# Close codes after which Discord forgets the session (no RESUME).
_FINAL_CLOSE_CODES = frozenset({1000, 1001})


@dataclass(eq=False)
class GatewaySession:
    """One IDENTIFY-ed session; survives a dropped socket so the client can RESUME it."""

    session_id: str
    intents: int
    ws: web.WebSocketResponse | None = None
    seq: int = 0
    backlog: list[dict[str, Any]] = field(default_factory=list)
    dead: bool = False
    lock: asyncio.Lock = field(default_factory=asyncio.Lock)
    shard: tuple[int, int] | None = None  # (id, count) as IDENTIFY gave it; None: unsharded

    @property
    def live(self) -> bool:
        """Connected right now."""
        return self.ws is not None and not self.ws.closed

    def receives(self, guild_id: int | None) -> bool:
        """Whether this session is the one Discord sends the server's events to (None: a
        DM)."""
        return self.shard is None or shard_of(guild_id, self.shard[1]) == self.shard[0]


class Gateway:
    """Accepts websocket connections on /gateway and dispatches events to the bot."""

    def __init__(self, world: World, url: Callable[[], str]) -> None:
        self.world = world
        self._url = url
        self.sessions: dict[str, GatewaySession] = {}
        self.identifies = 0
        self.resumes = 0
        self._sockets: dict[web.WebSocketResponse, web.Request] = {}
        self._open = asyncio.Event()
        self._open.set()

    @property
    def active_sessions(self) -> list[GatewaySession]:
        """Sessions events are delivered to (live, or dropped but resumable)."""
        return [s for s in self.sessions.values() if not s.dead]

    @property
    def connected(self) -> bool:
        """At least one bot session is connected."""
        return any(s.live for s in self.active_sessions)

    def shard_connected(self, shard_id: int) -> bool:
        """A session of that shard is connected."""
        return any(s.live and s.shard is not None and s.shard[0] == shard_id
                   for s in self.active_sessions)

    def sessions_for(self, guild_id: int | None) -> list[GatewaySession]:
        """The sessions a server's events (None: a DM's) go to."""
        return [s for s in self.active_sessions if s.receives(guild_id)]

    async def handle(self, request: web.Request) -> web.WebSocketResponse:
        """Serve one websocket connection until the client closes it."""
        await self._open.wait()  # an outage: the connection hangs until `release`
        ws = web.WebSocketResponse(max_msg_size=0)
        await ws.prepare(request)
        self._sockets[ws] = request
        session: GatewaySession | None = None
        try:
            await ws.send_str(_frame(10, {"heartbeat_interval": HEARTBEAT_INTERVAL_MS}))
            async for message in ws:
                if message.type is not WSMsgType.TEXT:
                    continue
                frame = json.loads(message.data)
                session = await self._on_frame(ws, session, frame) or session
        finally:
            self._sockets.pop(ws, None)
            if session is not None and session.ws is ws:
                session.ws = None
                if ws.close_code in _FINAL_CLOSE_CODES:
                    session.dead = True
            self.world.notify()
        return ws

    async def _on_frame(
        self, ws: web.WebSocketResponse, session: GatewaySession | None, frame: dict[str, Any]
    ) -> GatewaySession | None:
        op, data = frame.get("op"), frame.get("d") or {}
        if op == 1:
            await ws.send_str(_frame(11, None))
        elif op == 2:
            return await self._identify(ws, data)
        elif op == 6:
            return await self._resume(ws, data)
        elif op == 8 and session is not None:
            await self._member_chunk(session, data)
        return None

    async def _identify(
        self, ws: web.WebSocketResponse, data: dict[str, Any]
    ) -> GatewaySession | None:
        if data.get("token") != self.world.token:
            await ws.close(code=4004, message=b"Authentication failed.")
            return None
        shard = data.get("shard")
        if shard is not None and not (
                isinstance(shard, list) and len(shard) == 2 and 0 <= shard[0] < shard[1]):
            await ws.close(code=4010, message=b"Invalid shard.")
            return None
        self.identifies += 1
        session = GatewaySession(
            session_id=secrets.token_hex(16), intents=int(data.get("intents", 0)),
            shard=None if shard is None else (int(shard[0]), int(shard[1])),
        )
        guilds = [guild for guild in self.world.guilds.values() if session.receives(guild.id)]
        self.sessions[session.session_id] = session
        session.ws = ws
        ready: dict[str, Any] = {
            "v": 10,
            "user": payloads.client_user_payload(self.world.bot_user),
            "guilds": [{"id": str(g.id), "unavailable": True} for g in guilds],
            "session_id": session.session_id,
            "session_type": "normal",
            "resume_gateway_url": self._url(),
            "application": {"id": str(self.world.application_id), "flags": 0},
            "private_channels": [],
            "relationships": [],
            "presences": [],
            "geo_ordered_rtc_regions": [],
        }
        if "shard" in data:
            ready["shard"] = data["shard"]
        await self._send(session, "READY", ready)
        for guild in guilds:
            await self._send(session, "GUILD_CREATE", self.world.guild_json(guild))
        self.world.notify()
        return session

    async def _resume(
        self, ws: web.WebSocketResponse, data: dict[str, Any]
    ) -> GatewaySession | None:
        session = self.sessions.get(str(data.get("session_id")))
        if session is None or session.dead or data.get("token") != self.world.token:
            await ws.send_str(_frame(9, False))
            return None
        self.resumes += 1
        async with session.lock:
            session.ws = ws
            last_seen = int(data.get("seq") or 0)
            for frame in session.backlog:
                if frame["s"] > last_seen:
                    await ws.send_str(json.dumps(frame))
        await self._send(session, "RESUMED", {})
        self.world.notify()
        return session

    async def _member_chunk(self, session: GatewaySession, data: dict[str, Any]) -> None:
        guild = self.world.guilds.get(int(data["guild_id"]))
        if guild is None:
            return
        chunk = {
            "guild_id": str(guild.id),
            "members": [payloads.member_payload(guild, m) for m in guild.members.values()],
            "chunk_index": 0,
            "chunk_count": 1,
            "not_found": [],
        }
        if data.get("nonce") is not None:
            chunk["nonce"] = data["nonce"]
        await self._send(session, "GUILD_MEMBERS_CHUNK", chunk)

    async def _send(self, session: GatewaySession, event: str, data: Any) -> None:
        async with session.lock:
            session.seq += 1
            frame = {"op": 0, "t": event, "s": session.seq, "d": data}
            session.backlog.append(frame)
            if session.ws is not None and not session.ws.closed:
                try:
                    await session.ws.send_str(json.dumps(frame))
                except ConnectionError:
                    session.ws = None

    async def dispatch(
        self, event: str, data: Any, *, intent: int | None = None, private_content: bool = False
    ) -> int:
        """Send an event to every active session subscribed to `intent` that receives its
        server (the one of its shard; DMs to shard 0); return how many.

        With `private_content`, sessions without the MESSAGE_CONTENT intent get the message
        with empty content, embeds, attachments and components, as Discord sends it.
        Dropped-but-resumable sessions keep the event in their backlog for replay on RESUME.
        """
        sent = 0
        guild_id = _guild_of(event, data)
        for session in self.sessions_for(guild_id):
            if intent is None or session.intents & intent:
                payload = data
                if private_content and not session.intents & MESSAGE_CONTENT:
                    payload = {**data, **_NO_CONTENT}
                await self._send(session, event, payload)
                sent += 1
        return sent

    async def request_reconnect(self, *, resume: bool = True) -> None:
        """Ask connected clients to reconnect: op 7 (they RESUME) or op 9 (they IDENTIFY again)."""
        for session in self.active_sessions:
            if session.ws is None:
                continue
            if resume:
                await session.ws.send_str(_frame(7, None))
            else:
                session.dead = True
                await session.ws.send_str(_frame(9, False))

    def hold(self) -> None:
        """Make new connections hang (the gateway is unreachable) until `release`."""
        self._open.clear()

    def release(self) -> None:
        """Let connections in again."""
        self._open.set()

    async def drop(self, *, code: int | None = 4000, resumable: bool = True) -> int:
        """Drop every live connection: close it with `code` (4000 "unknown error": discord.py
        reconnects and RESUMEs), or cut it without a close frame when `code` is None. A
        session that is not `resumable` is forgotten: the RESUME is answered with op 9 (not
        resumable) and the bot IDENTIFYs afresh; events meanwhile reach no one. Returns how
        many connections were dropped."""
        dropped = 0
        for session in self.active_sessions:
            async with session.lock:  # no frame is half-sent; later ones wait in the backlog
                ws, session.ws = session.ws, None
                if not resumable:
                    session.dead = True
            if ws is None or ws.closed:
                continue
            dropped += 1
            request = self._sockets.get(ws)
            if code is None and request is not None and request.transport is not None:
                request.transport.abort()
            else:
                await ws.close(code=code or 4000, message=b"fake_discord: dropped")
        self.world.notify()
        return dropped

    async def close(self) -> None:
        """Close every socket (the fake is shutting down)."""
        self.release()
        for ws in list(self._sockets):
            await ws.close(code=1001)
        for session in self.sessions.values():
            session.dead = True


def _guild_of(event: str, data: Any) -> int | None:
    """The server an event is about (None: a DM, or no server)."""
    if not isinstance(data, dict):
        return None
    raw = data.get("id") if event in _GUILD_EVENTS else data.get("guild_id")
    return None if raw is None else int(raw)


def _frame(op: int, data: Any) -> str:
    return json.dumps({"op": op, "d": data, "s": None, "t": None})
