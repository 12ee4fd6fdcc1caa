"""Slash command names and descriptions in the user's language, from the message catalog."""

from __future__ import annotations

from collections.abc import Callable, Iterable
from typing import TypeVar

import discord
from discord import app_commands

import i18n


def tr(default: str, key: str) -> app_commands.locale_str:
    """A translatable command string: `default` (English) is what Discord registers, `key`
    the catalog entry the translator looks up for other locales."""
    return app_commands.locale_str(default, key=key)


Command = TypeVar("Command", bound=Callable[..., object])


def game_option(command: Command) -> Command:
    """Name and describe a command's `game` option (a game's number) in the user's
    language, the same for every command that takes one."""
    described = app_commands.describe(game=tr("The game number", "cmd.game.game"))(command)
    return app_commands.rename(game=tr("game", "cmd.move.game_name"))(described)


def catalog_choices(prefix: str, values: Iterable[str]) -> list[app_commands.Choice[str]]:
    """A choice option's choices, each named by its catalog entry `<prefix>.<value>`: the
    English text is what Discord registers, the translator gives the other locales."""
    return [app_commands.Choice(name=tr(i18n.t(f"{prefix}.{value}", "en"), f"{prefix}.{value}"),
                                value=value)
            for value in values]


class CatalogTranslator(app_commands.Translator):
    """discord.py's translator hook, answering from `i18n` for every non-English locale."""

    async def translate(
        self,
        string: app_commands.locale_str,
        locale: discord.Locale,
        context: app_commands.TranslationContextTypes,
    ) -> str | None:
        """The catalog text for `string`'s key in `locale`, or None to keep the default."""
        key = string.extras.get("key")
        language = i18n.normalize_language(locale.value)
        if not key or language == i18n.DEFAULT_LANGUAGE or not i18n.has(key):
            return None
        return i18n.t(key, language)
