"""Discord's own limits on message payloads, so a bot that breaks them fails in tests too.

Real Discord rejects an over-long message, a sixth button in a row or a duplicate custom_id
with 400 and a JSON error; discord.py turns that into `discord.HTTPException`. The fake
answers the same, with the same codes (50035 Invalid Form Body, 50006 Cannot send an empty
message), so tests catch what a hand-written fake would let through.
"""

from __future__ import annotations

import re
from typing import Any

from .models import BUTTON, IS_COMPONENTS_V2, SELECT_TYPES, walk_components


class DiscordError(Exception):
    """An error answer of the fake's REST API: HTTP status plus Discord's JSON error body."""

    def __init__(
        self, status: int, code: int, message: str, errors: dict[str, str] | None = None
    ) -> None:
        super().__init__(f"{status} {code} {message} {errors or ''}".strip())
        self.status = status
        self.code = code
        self.message = message
        self.errors = errors or {}

    def body(self) -> dict[str, Any]:
        """The JSON body, with `errors` nested by path like Discord's (discord.py flattens it)."""
        body: dict[str, Any] = {"code": self.code, "message": self.message}
        if self.errors:
            nested: dict[str, Any] = {}
            for path, text in self.errors.items():
                node = nested
                for part in path.split("."):
                    node = node.setdefault(part, {})
                node["_errors"] = [{"code": "INVALID", "message": text}]
            body["errors"] = nested
        return body


def unknown(what: str, code: int) -> DiscordError:
    """A 404 the way Discord words it, e.g. unknown("Message", 10008)."""
    return DiscordError(404, code, f"Unknown {what}")


MAX_CONTENT = 2000
MAX_EMBEDS = 10
MAX_EMBED_TOTAL = 6000
MAX_ROWS = 5
MAX_V2_COMPONENTS = 40


def check_message(payload: dict[str, Any], *, creating: bool, new_files: int) -> None:
    """Raise DiscordError when Discord would refuse this create or edit payload."""
    errors: dict[str, str] = {}
    content = payload.get("content")
    if content is not None and not isinstance(content, str):
        errors["content"] = "Must be a string."
    elif content is not None and len(content) > MAX_CONTENT:
        errors["content"] = f"Must be {MAX_CONTENT} or fewer in length."
    embeds = payload.get("embeds") or []
    errors.update(_embed_errors(embeds))
    flags = int(payload.get("flags") or 0)
    components = payload.get("components") or []
    if flags & IS_COMPONENTS_V2:
        errors.update(_v2_errors(payload, components))
    else:
        errors.update(_row_errors(components))
    if errors:
        raise DiscordError(400, 50035, "Invalid Form Body", errors)
    has_body = bool(
        content
        or embeds
        or components
        or new_files
        or payload.get("attachments")
        or payload.get("sticker_ids")
        or payload.get("poll")
    )
    if creating and not has_body:
        raise DiscordError(400, 50006, "Cannot send an empty message")


def check_choices(choices: Any) -> None:
    """Autocomplete answers: at most 25 choices, names of 1..100 characters."""
    if not isinstance(choices, list) or len(choices) > 25:
        raise DiscordError(400, 50035, "Invalid Form Body", {"data.choices": "At most 25."})
    for index, choice in enumerate(choices):
        name = choice.get("name") if isinstance(choice, dict) else None
        if not isinstance(name, str) or not 1 <= len(name) <= 100:
            raise DiscordError(
                400, 50035, "Invalid Form Body", {f"data.choices.{index}.name": "1 to 100 chars."}
            )


def _embed_errors(embeds: list[dict[str, Any]]) -> dict[str, str]:
    errors: dict[str, str] = {}
    if len(embeds) > MAX_EMBEDS:
        errors["embeds"] = f"Must be {MAX_EMBEDS} or fewer in length."
    total = 0
    limits = {"title": 256, "description": 4096}
    for index, embed in enumerate(embeds):
        for key, limit in limits.items():
            text = embed.get(key) or ""
            total += len(text)
            if len(text) > limit:
                errors[f"embeds.{index}.{key}"] = f"Must be {limit} or fewer in length."
        fields = embed.get("fields") or []
        if len(fields) > 25:
            errors[f"embeds.{index}.fields"] = "Must be 25 or fewer in length."
        for position, item in enumerate(fields):
            name, value = item.get("name") or "", item.get("value") or ""
            total += len(name) + len(value)
            if not 1 <= len(name) <= 256:
                errors[f"embeds.{index}.fields.{position}.name"] = "Must be 1 to 256 long."
            if not 1 <= len(value) <= 1024:
                errors[f"embeds.{index}.fields.{position}.value"] = "Must be 1 to 1024 long."
        footer = (embed.get("footer") or {}).get("text") or ""
        author = (embed.get("author") or {}).get("name") or ""
        total += len(footer) + len(author)
        if len(footer) > 2048:
            errors[f"embeds.{index}.footer.text"] = "Must be 2048 or fewer in length."
        if len(author) > 256:
            errors[f"embeds.{index}.author.name"] = "Must be 256 or fewer in length."
    if total > MAX_EMBED_TOTAL:
        errors["embeds"] = f"Embed size exceeds maximum size of {MAX_EMBED_TOTAL}"
    return errors


def _row_errors(components: list[dict[str, Any]]) -> dict[str, str]:
    errors: dict[str, str] = {}
    if len(components) > MAX_ROWS:
        errors["components"] = f"Must be {MAX_ROWS} or fewer in length."
    for index, row in enumerate(components):
        children = row.get("components") or []
        if row.get("type") != 1:
            errors[f"components.{index}.type"] = "Top-level components must be action rows."
        elif not 1 <= len(children) <= 5:
            errors[f"components.{index}.components"] = "Must be between 1 and 5 in length."
        elif any(c.get("type") in SELECT_TYPES for c in children) and len(children) != 1:
            errors[f"components.{index}.components"] = "A select menu must be alone in its row."
    errors.update(_item_errors(components))
    return errors


def _v2_errors(payload: dict[str, Any], components: list[dict[str, Any]]) -> dict[str, str]:
    errors: dict[str, str] = {}
    if payload.get("content") or payload.get("embeds"):
        errors["content"] = "Cannot send content or embeds with IS_COMPONENTS_V2."
    if len(list(walk_components(components))) > MAX_V2_COMPONENTS:
        errors["components"] = f"Must be {MAX_V2_COMPONENTS} or fewer components in total."
    errors.update(_item_errors(components))
    return errors


def _item_errors(components: list[dict[str, Any]]) -> dict[str, str]:
    errors: dict[str, str] = {}
    seen: set[str] = set()
    for component in walk_components(components):
        kind = component.get("type")
        custom_id = component.get("custom_id")
        label = f"component {custom_id or component.get('label')!r}"
        if custom_id is not None:
            if not 1 <= len(custom_id) <= 100:
                errors[f"{label}.custom_id"] = "Must be between 1 and 100 in length."
            if custom_id in seen:
                errors[f"{label}.custom_id"] = "Component custom id cannot be duplicated"
            seen.add(custom_id)
        if kind == BUTTON:
            if len(component.get("label") or "") > 80:
                errors[f"{label}.label"] = "Must be 80 or fewer in length."
            if component.get("style") == 5:
                if not component.get("url"):
                    errors[f"{label}.url"] = "Link buttons need a url."
            elif component.get("style") != 6 and custom_id is None:
                errors[f"{label}.custom_id"] = "Non-link buttons need a custom_id."
        elif kind in SELECT_TYPES:
            errors.update(_select_errors(component, label))
    return errors


def _select_errors(component: dict[str, Any], label: str) -> dict[str, str]:
    errors: dict[str, str] = {}
    options = component.get("options") or []
    if component.get("type") == 3 and not 1 <= len(options) <= 25:
        errors[f"{label}.options"] = "Must be between 1 and 25 in length."
    if len(component.get("placeholder") or "") > 150:
        errors[f"{label}.placeholder"] = "Must be 150 or fewer in length."
    low, high = component.get("min_values", 1), component.get("max_values", 1)
    if not 0 <= low <= high <= 25:
        errors[f"{label}.max_values"] = "Need 0 <= min_values <= max_values <= 25."
    values: set[str] = set()
    for position, option in enumerate(options):
        for key in ("label", "value", "description"):
            if len(option.get(key) or "") > 100:
                errors[f"{label}.options.{position}.{key}"] = "Must be 100 or fewer in length."
        if option.get("value") in values:
            errors[f"{label}.options.{position}.value"] = "Option values must be unique."
        values.add(option.get("value"))
    return errors


_COMMAND_NAME = re.compile(r"^[-_\w]{1,32}$")


def check_commands(commands: Any) -> None:
    """Discord's checks on a command sync: names, descriptions, option counts and order."""
    if not isinstance(commands, list) or len(commands) > 100:
        raise DiscordError(400, 50035, "Invalid Form Body", {"commands": "At most 100 commands."})
    errors: dict[str, str] = {}
    seen: set[tuple[int, str]] = set()
    for index, command in enumerate(commands):
        if not isinstance(command, dict):
            errors[str(index)] = "Must be an application command object."
            continue
        kind = command.get("type", 1)
        key = (kind, command.get("name", ""))
        if key in seen:
            errors[f"{index}.name"] = "Application command names must be unique"
        seen.add(key)
        if kind == 1:
            _check_chat_input(command, str(index), errors)
    if errors:
        raise DiscordError(400, 50035, "Invalid Form Body", errors)


def _check_chat_input(item: dict[str, Any], path: str, errors: dict[str, str]) -> None:
    name = item.get("name", "")
    if not _COMMAND_NAME.fullmatch(name) or name != name.lower():
        errors[f"{path}.name"] = "Must be 1-32 lowercase letters, digits, - or _."
    if not 1 <= len(item.get("description") or "") <= 100:
        errors[f"{path}.description"] = "Must be between 1 and 100 in length."
    options = item.get("options") or []
    if len(options) > 25:
        errors[f"{path}.options"] = "Must be 25 or fewer in length."
    optional_seen = False
    for position, option in enumerate(options):
        option_path = f"{path}.options.{position}"
        _check_chat_input(option, option_path, errors)
        if len(option.get("choices") or []) > 25:
            errors[f"{option_path}.choices"] = "Must be 25 or fewer in length."
        if option.get("type") in (1, 2):
            continue
        if option.get("required"):
            if optional_seen:
                errors[f"{option_path}.required"] = (
                    "Required options must be placed before non-required options"
                )
        else:
            optional_seen = True
