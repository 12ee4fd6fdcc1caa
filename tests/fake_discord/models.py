"""The fake Discord's world and its records: users, guilds, channels, messages, requests.

Plain dataclasses, no I/O: the server mutates them, tests read them. Messages keep every
version they ever had, because secrecy assertions must cover what was shown before an edit.
"""

from __future__ import annotations

import json
import time
from collections.abc import Iterator
from dataclasses import dataclass, field
from typing import Any, Final

DISCORD_EPOCH_MS = 1420070400000

# Message flags (https://discord.com/developers/docs/resources/message#message-object-message-flags)
SUPPRESS_EMBEDS = 1 << 2
EPHEMERAL = 1 << 6
LOADING = 1 << 7
SUPPRESS_NOTIFICATIONS = 1 << 12
IS_COMPONENTS_V2 = 1 << 15

# Channel types
GUILD_TEXT = 0
DM = 1
PUBLIC_THREAD = 11
PRIVATE_THREAD = 12

# Component types that a user can interact with
BUTTON = 2
SELECT_TYPES = frozenset({3, 5, 6, 7, 8})


class FakeDiscordError(Exception):
    """A test asked for something a real Discord user could not do, or the bot misbehaved."""


class NotDelivered(FakeDiscordError):
    """An interaction created while no bot session could receive it (its gateway session was
    invalidated and it has not IDENTIFYed again): on Discord the user sees "This interaction
    failed"."""


class NotPressable(FakeDiscordError):
    """The component does not exist, is disabled, or is on a message the user cannot see."""


class PermissionDenied(FakeDiscordError):
    """Discord would not even show this command to this user (default_member_permissions)."""


PATIENCE: Final = 60.0
"""How long a test waits, by default, for what the bot must do (answer, post, edit, drain
its outbox): a bound only a hang reaches. It is generous so that a loaded machine (every
core running tests, PostgreSQL beside them) never reaches it; a wait for what must not
happen, or for Discord's own deadlines, passes its own short timeout."""


class BotTimeout(FakeDiscordError, TimeoutError):
    """The bot did not answer (or did not finish a deferred answer) in time."""


class Snowflakes:
    """Monotonic snowflake ids with a real timestamp, so `created_at` on the client is sane."""

    def __init__(self) -> None:
        self._last = 0

    def next(self) -> int:
        """Return a fresh id, strictly greater than every id returned before."""
        candidate = (int(time.time() * 1000) - DISCORD_EPOCH_MS) << 22
        self._last = max(self._last + 1, candidate)
        return self._last

    def next_on_shard(self, shard_id: int, shard_count: int) -> int:
        """A fresh id that Discord's sharding, (id >> 22) % shard_count, puts on `shard_id`:
        its timestamp moved on by less than `shard_count` milliseconds."""
        stamp = self.next() >> 22
        stamp += (shard_id - stamp) % shard_count
        self._last = max(self._last, stamp << 22)
        return self._last


@dataclass(eq=False)
class FakeUser:
    """A Discord user. `dms_closed` makes DMs to them fail with 50007, like a privacy setting."""

    id: int
    name: str
    locale: str = "en-US"
    dms_closed: bool = False
    bot: bool = False
    global_name: str | None = None
    dm_channel_id: int | None = None

    @property
    def mention(self) -> str:
        """The mention markup, as a bot would write it in a message."""
        return f"<@{self.id}>"


@dataclass(eq=False)
class FakeRole:
    """A guild role; the role whose id equals the guild id is @everyone."""

    id: int
    guild_id: int
    name: str
    permissions: int = 0
    position: int = 0
    managed: bool = False


@dataclass(eq=False)
class FakeMember:
    """A user's membership of a guild."""

    user: FakeUser
    guild_id: int
    role_ids: list[int]
    joined_at: str
    nick: str | None = None


@dataclass(eq=False)
class FakeChannel:
    """A text channel, a thread (its parent_id is the text channel) or a DM channel."""

    id: int
    type: int
    name: str
    created_at: str
    guild_id: int | None = None
    parent_id: int | None = None
    owner_id: int | None = None
    recipient_id: int | None = None
    position: int = 0
    topic: str | None = None
    archived: bool = False
    locked: bool = False
    auto_archive_duration: int = 1440
    invitable: bool = True
    last_message_id: int | None = None
    message_count: int = 0
    deleted: bool = False

    @property
    def is_thread(self) -> bool:
        """Threads live in a guild under a parent channel."""
        return self.type in (PUBLIC_THREAD, PRIVATE_THREAD, 10)

    @property
    def is_dm(self) -> bool:
        """A private channel between the bot and one user."""
        return self.type == DM

    @property
    def mention(self) -> str:
        """The mention markup of the channel."""
        return f"<#{self.id}>"


@dataclass(eq=False)
class FakeGuild:
    """A guild with its roles, members and channels (ids, in creation order)."""

    id: int
    name: str
    owner_id: int
    preferred_locale: str = "en-US"
    roles: dict[int, FakeRole] = field(default_factory=dict)
    members: dict[int, FakeMember] = field(default_factory=dict)
    channel_ids: list[int] = field(default_factory=list)


class Uploaded:
    """Bytes a request uploaded (`data`), as a file part and as a message's attachment."""

    data: bytes

    @property
    def size(self) -> int:
        """Size in bytes."""
        return len(self.data)


@dataclass(frozen=True)
class RecordedFile(Uploaded):
    """A file part of a multipart request, exactly as uploaded."""

    field: str
    filename: str
    data: bytes
    content_type: str


@dataclass(frozen=True)
class RecordedAttachment(Uploaded):
    """An attachment of a message: the uploaded bytes plus the metadata Discord would return."""

    id: int
    filename: str
    data: bytes
    content_type: str
    url: str
    description: str | None = None


@dataclass(frozen=True)
class MessageVersion:
    """One state of a message: the original post, then one more per edit."""

    content: str
    embeds: list[dict[str, Any]]
    components: list[dict[str, Any]]
    attachments: tuple[RecordedAttachment, ...]
    flags: int
    at: float
    via: str


def walk_components(components: list[dict[str, Any]]) -> Iterator[dict[str, Any]]:
    """Every component, depth first, including those nested in rows, sections and containers."""
    for component in components:
        yield component
        yield from walk_components(component.get("components") or [])
        for key in ("accessory", "component"):
            nested = component.get(key)
            if isinstance(nested, dict):
                yield from walk_components([nested])


@dataclass(eq=False)
class RecordedMessage:
    """A message as the fake stores it, with its whole edit history.

    `kind` is one of "channel" (posted with POST /channels/{id}/messages into a guild channel
    or thread), "dm", "interaction_response" (created by an interaction callback), "followup"
    (created through the interaction webhook) or "user" (posted by a test user).
    `ephemeral_for` is the only user who can see an ephemeral message.
    """

    id: int
    channel_id: int
    guild_id: int | None
    author_id: int
    kind: str
    created_at: str
    versions: list[MessageVersion]
    interaction_id: int | None = None
    webhook_id: int | None = None
    ephemeral_for: int | None = None
    pinned: bool = False
    deleted: bool = False
    edited_at: str | None = None
    thread_id: int | None = None

    @property
    def current(self) -> MessageVersion:
        """The latest version, what users see now."""
        return self.versions[-1]

    @property
    def content(self) -> str:
        """Current text content."""
        return self.current.content

    @property
    def embeds(self) -> list[dict[str, Any]]:
        """Current embeds, as JSON dicts."""
        return self.current.embeds

    @property
    def components(self) -> list[dict[str, Any]]:
        """Current top-level components, as JSON dicts."""
        return self.current.components

    @property
    def attachments(self) -> tuple[RecordedAttachment, ...]:
        """Current attachments."""
        return self.current.attachments

    @property
    def flags(self) -> int:
        """Current message flags."""
        return self.current.flags

    @property
    def ephemeral(self) -> bool:
        """True when only one user can see the message (flag 64)."""
        return bool(self.flags & EPHEMERAL)

    @property
    def loading(self) -> bool:
        """True while a deferred response still shows "Bot is thinking..."."""
        return bool(self.flags & LOADING)

    @property
    def edits(self) -> list[MessageVersion]:
        """Every version after the first one, in order."""
        return self.versions[1:]

    def all_components(self) -> list[dict[str, Any]]:
        """Every current component, nested ones included."""
        return list(walk_components(self.components))

    def find_component(self, target: str) -> dict[str, Any]:
        """The interactive component whose custom_id is `target`, or else whose label is.

        Raises NotPressable when there is none or when a label is ambiguous.
        """
        interactive = [c for c in self.all_components() if "custom_id" in c and "type" in c]
        by_id = [c for c in interactive if c["custom_id"] == target]
        if by_id:
            return by_id[0]
        by_label = [c for c in interactive if c.get("label") == target]
        if len(by_label) == 1:
            return by_label[0]
        if len(by_label) > 1:
            raise NotPressable(f"label {target!r} is ambiguous on message {self.id}")
        known = [(c.get("label"), c["custom_id"]) for c in interactive]
        raise NotPressable(f"no component {target!r} on message {self.id}; it has {known}")

    def text(self) -> str:
        """Current content, embeds and components flattened to one string, for assertions."""
        return version_text(self.current)


def version_text(version: MessageVersion) -> str:
    """A version's content plus the JSON of its embeds and components (what a reader sees)."""
    parts = [version.content]
    if version.embeds:
        parts.append(json.dumps(version.embeds, ensure_ascii=False, sort_keys=True))
    if version.components:
        parts.append(json.dumps(version.components, ensure_ascii=False, sort_keys=True))
    parts.extend(attachment.filename for attachment in version.attachments)
    return "\n".join(parts)


@dataclass(eq=False)
class RecordedRequest:
    """One HTTP request the bot made, with its parsed body and the fake's answer.

    `path` is relative to the API base (e.g. "/channels/1/messages"); `json` is the JSON body,
    or the parsed `payload_json` of a multipart body; `route` names the handler, "unknown" for
    a route the fake does not implement (answered 404).
    """

    seq: int
    at: float
    method: str
    path: str
    query: dict[str, str]
    json: Any
    files: tuple[RecordedFile, ...]
    route: str = ""
    status: int = 0
    response: Any = None
    fault: str | None = None  # the injected fault it met ("429", "delay 0.5s", ...)

    @property
    def multipart(self) -> bool:
        """True when the request uploaded files."""
        return bool(self.files)


@dataclass(eq=False)
class InteractionRecord:
    """An interaction the fake dispatched and everything the bot did with it."""

    id: int
    token: str
    type: int
    user_id: int
    channel_id: int
    guild_id: int | None
    payload: dict[str, Any]
    created: float
    answered_at: float | None = None  # when the first callback arrived (monotonic)
    source_message_id: int | None = None
    callback_type: int | None = None
    callback_data: dict[str, Any] | None = None
    original_message_id: int | None = None
    followup_ids: list[int] = field(default_factory=list)
    activity: int = 0
    choices: list[dict[str, Any]] | None = None
    modal: dict[str, Any] | None = None
