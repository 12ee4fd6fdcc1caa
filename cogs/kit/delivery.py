"""The Discord side of delivery: how an outbox message becomes a post, a DM, a mention, the
game's lobby card or its thread.

The policy (order, retries, closed DMs, stale notices) is `sessions.Deliverer`'s; this module
only sends, and translates Discord's failures into `SendFailure` so the policy can decide.
The buttons a post carries belong to the feature cogs (play, absence, the lobby): each
registers its makers in the bot's `Components` when it loads, so the core knows no feature.
"""

from __future__ import annotations

import asyncio
import contextlib
import io
from collections.abc import AsyncIterator, Awaitable, Callable
from dataclasses import dataclass
from typing import Any

import aiohttp
import discord
from discord.ext import commands
from discord.http import handle_message_parameters

from sessions import Game, GameInfo, Rendered, SendFailure
from sessions.core import record_filename
from sessions.delivery import OPTIONAL, Pacer, animation_filename

from .ui import laid_out

DM_CLOSED = 50007
TEXT_MAX = 2000
DM_CHANNELS_KEPT = 50_000  # users whose DM channel id is kept (two ints each)


THREAD_EXISTS = 160004  # Discord: "A thread has already been created for this message"
# Not bound to the global rate limit (Discord: "interaction endpoints are not bound to the
# bot's global rate limit"): the answers to interactions and their follow-ups.
EXEMPT_ROUTES = ("/interactions/", "/webhooks/")


def paced_requests(pacer: Pacer) -> aiohttp.TraceConfig:
    """A trace for the bot's HTTP session (discord.py's `http_trace`) that makes every REST
    request counting against Discord's global limit wait for the pacer, in the lane delivery
    sends in (`sending_as`), so the process never meets the global 429. It runs as aiohttp
    starts the request: after discord.py has waited out the route's bucket (from Discord's
    headers), so requests a bucket held back are not let out together; a retry after a 429
    waits again."""

    async def on_request_start(_session: aiohttp.ClientSession, _context: object,
                               params: aiohttp.TraceRequestStartParams) -> None:
        path = params.url.path  # the REST API's, not the gateway's or the CDN's
        if path.startswith("/api/") and not any(exempt in path for exempt in EXEMPT_ROUTES):
            await pacer.take_as_sending()

    trace = aiohttp.TraceConfig()
    trace.on_request_start.append(on_request_start)
    return trace


def _message_url(game: Game, message_id: int) -> str:
    """A link to one message of the game's thread (or channel), as Discord links a message:
    `https://discord.com/channels/<guild>/<channel>/<message>`."""
    guild = game.guild_id if game.guild_id is not None else "@me"
    return f"https://discord.com/channels/{guild}/{game.thread_id or game.channel_id}/{message_id}"


def jump_url(game: Game) -> str | None:
    """A link to where the game is played, for notices sent elsewhere: its live status
    message in its thread (or channel), else its thread, else its lobby card."""
    if game.status_message_id is not None:
        return _message_url(game, game.status_message_id)
    guild = game.guild_id if game.guild_id is not None else "@me"
    if game.thread_id is not None:
        return f"https://discord.com/channels/{guild}/{game.thread_id}"
    if game.message_id is None:
        return None
    return f"https://discord.com/channels/{guild}/{game.channel_id}/{game.message_id}"


def board_url(game: Game) -> str | None:
    """A link to the game's newest board post, the one a turn follows (else `jump_url`)."""
    if game.board_message_id is None:
        return jump_url(game)
    return _message_url(game, game.board_message_id)


def _no_buttons(*_: object) -> discord.ui.View:
    return laid_out()


async def _no_items_yet(*_: object) -> list[discord.ui.Item[Any]]:
    return []


def _no_items(*_: object) -> list[discord.ui.Item[Any]]:
    return []


def _bare_card(info: GameInfo, text: str, lang: str) -> dict[str, Any]:
    return {"content": text, "view": laid_out()}


@dataclass
class Components:
    """What each post carries, made by the cog that owns the buttons (a maker no cog
    registered makes none): `game`, My view and Play on every message about a game (made
    at a version); `status`, those of the live status message; `vote` and `reclaim`, a
    timeout vote's choices and the button that takes a seat back from the bot;
    `lobby_card`, the card's embed and buttons as `channel.send` keywords; `practice`, the
    buttons a practice game adds to its player's private view and picker (Hint, Take
    back) for the game as read, the reader's user id and language; `undo`, the same for
    the fair Take back of every other game (awaited: it reads the game's log)."""

    game: Callable[[Game, int, str], discord.ui.View] = _no_buttons
    status: Callable[[Game, int, str], discord.ui.View] = _no_buttons
    vote: Callable[[int, int, str], discord.ui.View] = _no_buttons
    reclaim: Callable[[int, str], discord.ui.View] = _no_buttons
    lobby_card: Callable[[GameInfo, str, str], dict[str, Any]] = _bare_card
    practice: Callable[[GameInfo, int, str], list[discord.ui.Item[Any]]] = _no_items
    undo: Callable[[GameInfo, int, str], Awaitable[list[discord.ui.Item[Any]]]] = _no_items_yet

    def for_post(self, rendered: Rendered) -> discord.ui.View:
        """The buttons of a post in the game's thread: a vote's choices, the Reclaim button
        when the bot takes a seat over, else My view and Play."""
        message, game = rendered.message, rendered.game
        if message.kind == "vote" and message.vote_id is not None and game.status == "active":
            return self.vote(game.id, message.vote_id, rendered.language)
        if message.kind == "autoplay" and game.status == "active":
            return self.reclaim(game.id, rendered.language)
        return self.game(game, message.game_version, rendered.language)


def _failure(error: discord.HTTPException) -> SendFailure:
    if error.code == DM_CLOSED:
        return SendFailure(f"DMs closed ({error.code})", permanent=True, dms_closed=True)
    permanent = isinstance(error, discord.Forbidden | discord.NotFound)
    return SendFailure(f"{error.status} {error.code}: {error.text}", permanent=permanent)


def _nonce(rendered: Rendered) -> dict[str, Any]:
    """discord.py sends a nonce with `enforce_nonce`, so Discord answers a repeated post
    (one that went out just before a crash, and again after the restart) with the first
    message instead of posting it twice."""
    return {"nonce": rendered.nonce} if rendered.nonce is not None else {}


class DiscordSender:
    """Sends rendered messages through a connected bot."""

    def __init__(self, bot: commands.Bot, components: Components | None = None) -> None:
        self.bot = bot
        self.components = components or Components()
        # Each user's DM channel, as Discord gave it: discord.py keeps only the latest 128,
        # and asks Discord again (a request) for any other user.
        self._dm_channels: dict[int, int] = {}
        # channels with a request under way: their lock, and the requests holding or waiting
        self._channel_locks: dict[int, tuple[asyncio.Lock, int]] = {}

    async def _post(self, channel_id: int, **fields: Any) -> int:
        """Post a message in a channel; its id. Through discord.py's HTTP client and its
        form of a message (`handle_message_parameters`, as `channel.send` fills it), without
        the `Message` and channel objects discord.py would build around the request and its
        answer, which delivery never reads."""
        with handle_message_parameters(
                previous_allowed_mentions=self.bot.allowed_mentions, **fields) as params:
            async with self._one_at_a_time(channel_id):
                data = await self.bot.http.send_message(channel_id, params=params)
        return int(data["id"])

    @contextlib.asynccontextmanager
    async def _one_at_a_time(self, channel_id: int) -> AsyncIterator[None]:
        """One request at a time in a channel (a DM gets several games' notices, a channel
        several games' cards): discord.py's bucket, fed concurrent requests, believes the
        `X-RateLimit-Remaining` of an answer that does not count a request still in flight,
        and one request too many meets a 429 (an invalid request, in Discord's count)."""
        lock, users = self._channel_locks.get(channel_id, (asyncio.Lock(), 0))
        self._channel_locks[channel_id] = (lock, users + 1)
        try:
            async with lock:
                yield
        finally:
            lock, users = self._channel_locks[channel_id]
            if users > 1:
                self._channel_locks[channel_id] = (lock, users - 1)
            else:  # nobody waits for it: forgotten
                del self._channel_locks[channel_id]

    async def _edit(self, channel_id: int, message_id: int, **fields: Any) -> None:
        """Edit a message in place, as `_post` posts one."""
        with handle_message_parameters(
                previous_allowed_mentions=self.bot.allowed_mentions, **fields) as params:
            async with self._one_at_a_time(channel_id):
                await self.bot.http.edit_message(channel_id, message_id, params=params)

    async def _channel(self, channel_id: int) -> discord.abc.Messageable:
        channel = self.bot.get_channel(channel_id)
        if channel is None:
            channel = await self.bot.fetch_channel(channel_id)
        if not isinstance(channel, discord.abc.Messageable):
            raise SendFailure(f"channel {channel_id} cannot receive messages", permanent=True)
        return channel

    def _files(self, rendered: Rendered) -> list[discord.File]:
        files = []
        if rendered.image is not None:
            files.append(discord.File(io.BytesIO(rendered.image), filename="board.png"))
        if rendered.animation is not None:
            files.append(discord.File(io.BytesIO(rendered.animation.data),
                                      filename=animation_filename(rendered.game,
                                                                  rendered.animation)))
        if rendered.record is not None:
            files.append(discord.File(io.BytesIO(rendered.record.encode()),
                                      filename=record_filename(rendered.game)))
        return files

    async def to_game(self, rendered: Rendered) -> int | None:
        """Post in the game's thread, or its channel when it has none; the post's id."""
        game = rendered.game
        content = rendered.text
        mentions = discord.AllowedMentions.none()
        if rendered.mention_user_id is not None:
            content = f"<@{rendered.mention_user_id}> {content}"
            mentions = discord.AllowedMentions(
                users=[discord.Object(id=rendered.mention_user_id)], everyone=False, roles=False)
        try:
            return await self._post(game.thread_id or game.channel_id,
                                    content=content[:TEXT_MAX] or None,
                                    files=self._files(rendered),
                                    view=self.components.for_post(rendered),
                                    allowed_mentions=mentions, **_nonce(rendered))
        except discord.HTTPException as error:
            raise _failure(error) from error

    async def to_status(self, rendered: Rendered) -> int:
        """Edit the game's live status message in place, or post it (pinned in the game's
        thread) when there is none yet or it was deleted."""
        game = rendered.game
        view = self.components.status(game, rendered.message.game_version, rendered.language)
        where = game.thread_id or game.channel_id
        try:
            if game.status_message_id is not None:
                try:
                    await self._edit(where, game.status_message_id,
                                     content=rendered.text[:TEXT_MAX],
                                     attachments=self._files(rendered), view=view)
                    return game.status_message_id
                except discord.NotFound:
                    pass  # deleted by someone: post a new one
            message_id = await self._post(where, content=rendered.text[:TEXT_MAX],
                                          files=self._files(rendered), view=view,
                                          **_nonce(rendered))
        except discord.HTTPException as error:
            raise _failure(error) from error
        if game.thread_id is not None:
            with contextlib.suppress(discord.HTTPException):  # pinning is a comfort
                await self.bot.http.pin_message(where, message_id)
        return message_id

    async def archive(self, rendered: Rendered) -> None:
        """Turn the lobby message into the game's one-line summary (keeping My view, which now
        shows the final board), then rename the game's thread to the summary and archive it.
        A lobby message or thread someone deleted is skipped: there is nothing left to tidy."""
        game = rendered.game
        try:
            if game.message_id is not None:
                channel = await self._channel(game.channel_id)
                if isinstance(channel, discord.TextChannel | discord.Thread | discord.DMChannel):
                    with contextlib.suppress(discord.NotFound):
                        async with self._one_at_a_time(game.channel_id):
                            await channel.get_partial_message(game.message_id).edit(
                                content=rendered.text[:TEXT_MAX], embed=None,
                                view=self.components.game(
                                    game, rendered.message.game_version, rendered.language))
            with contextlib.suppress(discord.NotFound):
                await self._retire_play(game, rendered.language)
            if game.thread_id is not None:
                with contextlib.suppress(discord.NotFound):
                    thread = await self._channel(game.thread_id)
                    if isinstance(thread, discord.Thread):
                        # `sessions.archive` keeps the name within Discord's 100 characters
                        name = rendered.extras.get("thread_name") or thread.name
                        await thread.edit(name=name, archived=True)
        except discord.HTTPException as error:
            raise _failure(error) from error

    async def _retire_play(self, game: Game, language: str) -> None:
        """Leave only My view on the game's posts that still carry Play (boards, mentions):
        once the game is over, Play has nothing left to offer. Read from the game's thread
        (or its channel since the lobby message), before it is archived."""
        channel = await self._channel(game.thread_id or game.channel_id)
        if not isinstance(channel, discord.TextChannel | discord.Thread):
            return
        after = (discord.Object(id=game.message_id)
                 if game.thread_id is None and game.message_id is not None else None)
        mine = self.bot.user.id if self.bot.user is not None else None
        play = f"g:play:{game.id}:"
        async for message in channel.history(limit=None, after=after):
            if message.author.id == mine and any(
                    str(getattr(item, "custom_id", "")).startswith(play)
                    for row in message.components for item in getattr(row, "children", [])):
                async with self._one_at_a_time(channel.id):
                    await message.edit(view=self.components.game(game, game.version, language))

    async def to_lobby(self, rendered: Rendered) -> int:
        """Edit the game's lobby card in place, or post it in the game's channel when it has
        none yet (or someone deleted it)."""
        game, info = rendered.game, rendered.info
        assert info is not None  # delivery sends a card with the game it shows
        card = self.components.lobby_card(info, rendered.text, rendered.language)
        if game.message_id is not None and OPTIONAL in rendered.extras and \
                game.channel_id in self._channel_locks:
            # the channel (every game's card in it) has a request under way: a card that
            # only follows its game's status waits for its next interval, rather than hold
            # the game's messages behind the channel's bucket of edits
            raise SendFailure("the card's channel is busy", permanent=False)
        try:
            if game.message_id is not None:
                try:
                    await self._edit(game.channel_id, game.message_id, content=None, **card)
                    return game.message_id
                except discord.NotFound:
                    pass  # deleted by someone: post a new one
            return await self._post(game.channel_id, **card, **_nonce(rendered))
        except discord.HTTPException as error:
            raise _failure(error) from error

    async def open_thread(self, rendered: Rendered) -> int | None:
        """Open the game's thread off its lobby card. A channel that cannot have threads, a
        missing permission or a deleted card leave the game in its channel (threads are a
        comfort, not a requirement); a thread already opened off the card (the bot stopped
        before it noted it) is the card's own id, as Discord numbers such threads."""
        game = rendered.game
        name = rendered.extras.get("thread_name") or rendered.text
        try:
            channel = await self._channel(game.channel_id)
            if not isinstance(channel, discord.TextChannel) or game.message_id is None:
                return None
            thread = await channel.get_partial_message(game.message_id).create_thread(
                name=name[:100], auto_archive_duration=10080)
        except (discord.Forbidden, discord.NotFound):
            return None
        except discord.HTTPException as error:
            if error.code == THREAD_EXISTS:
                return game.message_id
            raise _failure(error) from error
        return thread.id

    async def to_user(self, user_id: int, rendered: Rendered) -> None:
        """DM a user; Discord's 50007 becomes a `dms_closed` failure."""
        game = rendered.game
        content = rendered.text
        # a turn notice links to the board its turn follows; other DMs to where it is played
        link = board_url(game) if rendered.message.kind == "turn" else jump_url(game)
        if link is not None:
            content += "\n" + link
        extras: dict[str, Any] = {}
        if rendered.message.kind in ("turn", "remind", "digest"):
            extras["view"] = self.components.game(game, rendered.message.game_version,
                                                  rendered.language)
        try:
            await self._post(await self._dm_channel(user_id), content=content[:TEXT_MAX],
                             files=self._files(rendered), **extras, **_nonce(rendered))
        except discord.HTTPException as error:
            raise _failure(error) from error

    async def _dm_channel(self, user_id: int) -> int:
        """The user's DM channel: opened once (a request), then kept for the bot's life,
        the users DMed longest ago forgotten first past `DM_CHANNELS_KEPT`."""
        channel_id = self._dm_channels.pop(user_id, None)
        if channel_id is None:
            channel_id = (await self.bot.create_dm(discord.Object(id=user_id))).id
        self._dm_channels[user_id] = channel_id
        if len(self._dm_channels) > DM_CHANNELS_KEPT:
            del self._dm_channels[next(iter(self._dm_channels))]
        return channel_id

