"""One place that answers interactions: user errors privately, bugs logged with the game id.

Every command and component callback runs its work through `guarded`, so a refused action is
one ephemeral sentence and an unexpected exception is logged with its context while the user
is told, without details, that something went wrong. Nothing else catches broad exceptions.
"""

from __future__ import annotations

import logging
from collections.abc import Awaitable, Callable
from typing import Any

import discord

import i18n
from games.base import IllegalAction
from sessions import SessionError
from storage import Store

log = logging.getLogger("cogs.errors")


async def language_of(interaction: discord.Interaction[Any]) -> str:
    """The language to answer a user in: their saved setting, else their Discord locale."""
    store: Store | None = getattr(interaction.client, "store", None)
    if store is not None:
        user = await store.get_user(interaction.user.id)
        if user is not None and user.language:
            return user.language
    return i18n.normalize_language(interaction.locale.value)


def _what(interaction: discord.Interaction[Any]) -> str:
    """What was used, for the log, without its values: a press's custom_id and a command's
    options can carry a player's secret choice (`zig red 2cw N`)."""
    command = getattr(interaction.command, "qualified_name", None)
    if command:
        return f"/{command}"
    data: dict[str, Any] = dict(interaction.data or {})
    custom_id = str(data.get("custom_id", ""))
    return ":".join(custom_id.split(":")[:2]) or "interaction"


async def send_private(interaction: discord.Interaction[Any], text: str, **kwargs: Any) -> None:
    """Answer ephemerally, whether or not the interaction was already answered."""
    if interaction.response.is_done():
        await interaction.followup.send(text, ephemeral=True, **kwargs)
    else:
        await interaction.response.send_message(text, ephemeral=True, **kwargs)


async def report_error(interaction: discord.Interaction[Any], error: BaseException,
                       *, game_id: int | None = None) -> None:
    """Tell the user what went wrong: the reason for their own mistakes, nothing for bugs."""
    lang = await language_of(interaction)
    if isinstance(error, SessionError | IllegalAction):
        text = error.message(lang)
    else:
        log.error("unexpected error (game %s, user %s, %s)", game_id, interaction.user.id,
                  _what(interaction), exc_info=error)
        text = i18n.t("error.internal", lang)
    try:
        await send_private(interaction, text)
    except discord.HTTPException:
        log.warning("could not tell user %s about an error", interaction.user.id)


async def guarded(interaction: discord.Interaction[Any],
                  work: Callable[[], Awaitable[None]], *, game_id: int | None = None) -> None:
    """Run an interaction's work; turn any failure into a private answer."""
    try:
        await work()
    except Exception as error:  # the one central handler: user errors and bugs alike
        await report_error(interaction, error, game_id=game_id)
