"""Building INTERACTION_CREATE payloads the way Discord's client would, and reading results.

Slash commands are built from the definitions the bot synced (so option types, choices and
required flags are checked like Discord's UI checks them); component interactions carry the
message they were clicked on, as discord.py needs for views and DynamicItems.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from . import payloads
from .models import (
    FakeChannel,
    FakeDiscordError,
    FakeMember,
    FakeRole,
    FakeUser,
    InteractionRecord,
    PermissionDenied,
    RecordedAttachment,
    RecordedMessage,
    version_text,
)
from .world import World

SUB_COMMAND = 1
SUB_COMMAND_GROUP = 2
STRING, INTEGER, BOOLEAN, USER, CHANNEL, ROLE, MENTIONABLE, NUMBER = 3, 4, 5, 6, 7, 8, 9, 10

OptionValue = Any


class InteractionResult:
    """What the bot did with one interaction, read live from the fake's records.

    `message` is the message the response created or updated (for a deferred response, once
    resolved by the first followup or edit); `followups` are the other followup messages.
    The content shortcuts read `message`'s current version.
    """

    def __init__(self, world: World, record: InteractionRecord) -> None:
        self.world = world
        self.record = record

    def __repr__(self) -> str:
        return (
            f"<InteractionResult id={self.id} callback={self.callback_type} "
            f"ephemeral={self.ephemeral} content={self.content!r:.80}>"
        )

    @property
    def id(self) -> int:
        """The interaction id."""
        return self.record.id

    @property
    def callback_type(self) -> int | None:
        """4 message, 5 deferred message, 6 deferred update, 7 update, 8 choices, 9 modal."""
        return self.record.callback_type

    @property
    def message(self) -> RecordedMessage | None:
        """The response message (or the updated component message for types 6 and 7)."""
        if self.record.original_message_id is None:
            return None
        return self.world.messages[self.record.original_message_id]

    @property
    def followups(self) -> list[RecordedMessage]:
        """Followup messages beyond the response itself, in order."""
        return [self.world.messages[i] for i in self.record.followup_ids]

    @property
    def messages(self) -> list[RecordedMessage]:
        """The response message (if any) and then the followups."""
        first = [self.message] if self.message is not None else []
        return first + self.followups

    @property
    def content(self) -> str:
        """Current content of `message` ("" when there is none)."""
        return self.message.content if self.message else ""

    @property
    def embeds(self) -> list[dict[str, Any]]:
        """Current embeds of `message`."""
        return self.message.embeds if self.message else []

    @property
    def components(self) -> list[dict[str, Any]]:
        """Current components of `message`."""
        return self.message.components if self.message else []

    @property
    def attachments(self) -> tuple[RecordedAttachment, ...]:
        """Current attachments of `message`."""
        return self.message.attachments if self.message else ()

    @property
    def flags(self) -> int:
        """Current flags of `message` (64 = ephemeral)."""
        return self.message.flags if self.message else 0

    @property
    def ephemeral(self) -> bool:
        """True when the response message is ephemeral."""
        return self.message.ephemeral if self.message else False

    @property
    def choices(self) -> list[dict[str, Any]] | None:
        """Autocomplete choices (callback type 8)."""
        return self.record.choices

    @property
    def modal(self) -> dict[str, Any] | None:
        """The modal the bot opened (callback type 9): custom_id, title, components."""
        return self.record.modal

    def text(self) -> str:
        """Every version of every message of this interaction, flattened for assertions."""
        return "\n".join(version_text(v) for m in self.messages for v in m.versions)


def find_command(world: World, name: str, guild_id: int | None) -> dict[str, Any]:
    """The synced chat-input command `name`: the guild's own first, then the global one."""
    candidates = [
        c
        for c in world.commands.values()
        if c["name"] == name
        and c.get("type", 1) == 1
        and (c.get("guild_id") is None or (guild_id is not None and int(c["guild_id"]) == guild_id))
    ]
    if not candidates:
        known = sorted({c["name"] for c in world.commands.values()})
        raise FakeDiscordError(f"command /{name} was never synced (synced: {known})")
    candidates.sort(key=lambda c: c.get("guild_id") is None)
    return candidates[0]


def check_command_allowed(
    command: dict[str, Any], member_permissions: int | None, in_guild: bool
) -> None:
    """Raise PermissionDenied where Discord would hide the command from this user."""
    contexts = command.get("contexts")
    if not in_guild and (command.get("dm_permission") is False or (contexts and 1 not in contexts)):
        raise PermissionDenied(f"/{command['name']} is not available in DMs")
    if in_guild and contexts and 0 not in contexts:
        raise PermissionDenied(f"/{command['name']} is not available in guilds")
    required = command.get("default_member_permissions")
    if in_guild and required is not None and member_permissions is not None:
        needed = int(required) or payloads.ADMINISTRATOR  # "0": administrators only
        if member_permissions & needed != needed:
            raise PermissionDenied(f"/{command['name']} needs permissions {needed}")


def command_data(
    world: World,
    command: dict[str, Any],
    path: Sequence[str],
    options: Mapping[str, OptionValue],
    *,
    guild_id: int | None,
    focused: str | None = None,
) -> dict[str, Any]:
    """The `data` of a type 2 (or 4, autocomplete) interaction for `/name path... options`."""
    resolved: dict[str, dict[str, Any]] = {}
    level = command.get("options") or []
    nesting: list[tuple[dict[str, Any], list[dict[str, Any]]]] = []
    for part in path:
        sub = next((o for o in level if o["name"] == part and o["type"] in (1, 2)), None)
        if sub is None:
            names = [o["name"] for o in level if o["type"] in (1, 2)]
            raise FakeDiscordError(f"/{command['name']} has no subcommand {part!r} (has {names})")
        nesting.append((sub, []))
        level = sub.get("options") or []
    if any(o["type"] in (1, 2) for o in level):
        names = [o["name"] for o in level if o["type"] in (1, 2)]
        raise FakeDiscordError(f"/{command['name']} needs a subcommand, one of {names}")
    values = _option_values(world, command["name"], level, options, resolved, guild_id, focused)
    for sub, _ in reversed(nesting):
        values = [{"name": sub["name"], "type": sub["type"], "options": values}]
    data: dict[str, Any] = {
        "id": str(command["id"]),
        "name": command["name"],
        "type": 1,
        "options": values,
    }
    if command.get("guild_id") is not None:
        data["guild_id"] = str(command["guild_id"])
    if resolved:
        data["resolved"] = resolved
    return data


def _option_values(
    world: World,
    command_name: str,
    definitions: list[dict[str, Any]],
    options: Mapping[str, OptionValue],
    resolved: dict[str, dict[str, Any]],
    guild_id: int | None,
    focused: str | None,
) -> list[dict[str, Any]]:
    by_name = {d["name"]: d for d in definitions}
    unknown = set(options) - set(by_name)
    if unknown:
        raise FakeDiscordError(
            f"/{command_name} has no option {sorted(unknown)} (has {list(by_name)})"
        )
    if focused is not None and focused not in by_name:
        raise FakeDiscordError(f"/{command_name} has no option {focused!r} to autocomplete")
    values: list[dict[str, Any]] = []
    for definition in definitions:
        name = definition["name"]
        if name == focused:
            raw = options.get(name, "")
            values.append({"name": name, "type": definition["type"], "value": raw, "focused": True})
            continue
        if name not in options:
            if definition.get("required") and focused is None:
                raise FakeDiscordError(f"/{command_name}: option {name!r} is required")
            continue
        value = _convert(world, definition, options[name], resolved, guild_id)
        values.append({"name": name, "type": definition["type"], "value": value})
    return values


def _convert(
    world: World,
    definition: dict[str, Any],
    raw: OptionValue,
    resolved: dict[str, dict[str, Any]],
    guild_id: int | None,
) -> Any:
    kind, name = definition["type"], definition["name"]
    if kind == STRING:
        value: Any = str(raw)
        low, high = definition.get("min_length", 0), definition.get("max_length", 6000)
        if not low <= len(value) <= high:
            raise FakeDiscordError(f"option {name!r}: length must be in [{low}, {high}]")
    elif kind in (INTEGER, NUMBER):
        if isinstance(raw, bool) or not isinstance(raw, int | float):
            raise FakeDiscordError(f"option {name!r} needs a number, got {raw!r}")
        if kind == INTEGER and not isinstance(raw, int):
            raise FakeDiscordError(f"option {name!r} needs an integer, got {raw!r}")
        value = raw
        low, high = definition.get("min_value"), definition.get("max_value")
        if (low is not None and value < low) or (high is not None and value > high):
            raise FakeDiscordError(f"option {name!r}: {value} not in [{low}, {high}]")
    elif kind == BOOLEAN:
        if not isinstance(raw, bool):
            raise FakeDiscordError(f"option {name!r} needs a bool, got {raw!r}")
        value = raw
    elif kind in (USER, CHANNEL, ROLE, MENTIONABLE):
        value = str(resolve_entity(world, raw, resolved, guild_id))
    else:
        raise FakeDiscordError(f"option {name!r}: type {kind} is not supported by the fake")
    choices = definition.get("choices")
    if choices and value not in [c["value"] for c in choices]:
        raise FakeDiscordError(f"option {name!r}: {value!r} is not one of the choices {choices}")
    return value


def resolve_entity(
    world: World,
    raw: FakeUser | FakeMember | FakeChannel | FakeRole | int,
    resolved: dict[str, dict[str, Any]],
    guild_id: int | None,
) -> int:
    """Add a user/member, channel or role to `resolved` (as Discord does) and return its id."""
    if isinstance(raw, FakeMember):
        raw = raw.user
    if isinstance(raw, int):
        if raw in world.users:
            raw = world.users[raw]
        elif raw in world.channels:
            raw = world.channels[raw]
        else:
            raise FakeDiscordError(f"cannot resolve id {raw}")
    if isinstance(raw, FakeUser):
        resolved.setdefault("users", {})[str(raw.id)] = payloads.user_payload(raw)
        guild = world.guilds.get(guild_id) if guild_id is not None else None
        if guild is not None and raw.id in guild.members:
            resolved.setdefault("members", {})[str(raw.id)] = payloads.member_payload(
                guild, guild.members[raw.id], with_user=False, with_permissions=True
            )
        return raw.id
    if isinstance(raw, FakeChannel):
        entry = world.channel_json(raw)
        entry["permissions"] = str(payloads.ALL_PERMISSIONS)
        resolved.setdefault("channels", {})[str(raw.id)] = entry
        return raw.id
    resolved.setdefault("roles", {})[str(raw.id)] = payloads.role_payload(raw)
    return raw.id


def base_payload(
    world: World,
    record_id: int,
    token: str,
    interaction_type: int,
    user: FakeUser,
    channel: FakeChannel,
    data: dict[str, Any],
    locale: str,
    message: RecordedMessage | None = None,
) -> dict[str, Any]:
    """A complete INTERACTION_CREATE payload (guild or DM)."""
    payload: dict[str, Any] = {
        "id": str(record_id),
        "application_id": str(world.application_id),
        "type": interaction_type,
        "data": data,
        "token": token,
        "version": 1,
        "channel_id": str(channel.id),
        "channel": world.channel_json(channel),
        "locale": locale,
        "app_permissions": str(world.bot_member_permissions(channel.guild_id)),
        "entitlements": [],
        "attachment_size_limit": payloads.ATTACHMENT_SIZE_LIMIT,
    }
    if channel.guild_id is not None:
        guild = world.guilds[channel.guild_id]
        member = world.member(guild.id, user)
        payload["guild_id"] = str(guild.id)
        payload["guild_locale"] = guild.preferred_locale
        payload["member"] = payloads.member_payload(guild, member, with_permissions=True)
        payload["channel"]["permissions"] = payload["member"]["permissions"]
        payload["authorizing_integration_owners"] = {"0": str(guild.id)}
        payload["context"] = 0
    else:
        payload["user"] = payloads.user_payload(user)
        payload["authorizing_integration_owners"] = {"1": str(user.id)}
        payload["context"] = 1
    if message is not None:
        payload["message"] = world.message_json(message)
    return payload


def modal_submit_components(
    modal: dict[str, Any], values: Mapping[str, str | Sequence[str]]
) -> list[dict[str, Any]]:
    """The `components` of a type 5 interaction answering `modal` with `values` by custom_id."""
    submitted: list[dict[str, Any]] = []
    unknown = set(values)
    for top in modal.get("components") or []:
        if top.get("type") == 1:
            inner = [_modal_field(c, values, unknown) for c in top.get("components") or []]
            submitted.append({"type": 1, "components": inner})
        elif top.get("type") == 18 and isinstance(top.get("component"), dict):
            field = _modal_field(top["component"], values, unknown)
            submitted.append({"type": 18, "id": top.get("id", 0), "component": field})
    if unknown:
        raise FakeDiscordError(f"modal {modal.get('custom_id')!r} has no input {sorted(unknown)}")
    return submitted


def _modal_field(
    component: dict[str, Any], values: Mapping[str, str | Sequence[str]], unknown: set[str]
) -> dict[str, Any]:
    custom_id = component.get("custom_id", "")
    unknown.discard(custom_id)
    value = values.get(custom_id)
    field: dict[str, Any] = {
        "type": component["type"],
        "custom_id": custom_id,
        "id": component.get("id", 0),
    }
    if component["type"] == 4:
        text = value if isinstance(value, str) else (component.get("value") or "")
        if component.get("required", True) and not text:
            raise FakeDiscordError(f"modal input {custom_id!r} is required")
        field["value"] = text
    else:
        field["values"] = [value] if isinstance(value, str) else list(value or [])
    return field
