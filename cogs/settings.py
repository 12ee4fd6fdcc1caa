"""`/settings`: a user's language, private notices, vacation and digest; a server's use of
threads."""

from __future__ import annotations

from collections.abc import Awaitable, Callable
from typing import TYPE_CHECKING

import discord
from discord import app_commands

import i18n
from sessions import SessionError
from sessions.bots import LEVELS
from sessions.core import days_left
from sessions.words import chat_time

from .kit.cog import BotCog
from .kit.replies import guarded, language_of
from .kit.translator import Command, catalog_choices, tr

if TYPE_CHECKING:
    from .app import GameBot

ON_OFF = [app_commands.Choice(name=tr("on", "cmd.settings.on"), value="on"),
          app_commands.Choice(name=tr("off", "cmd.settings.off"), value="off")]


LANGUAGE_CHOICES = [app_commands.Choice(name="auto", value="auto"),
                    app_commands.Choice(name="English", value="en"),
                    app_commands.Choice(name="Français", value="fr")]


def require_manager(interaction: discord.Interaction[GameBot]) -> int:
    """The server's id, for a server setting only someone with Manage Server may change."""
    permissions = getattr(interaction.user, "guild_permissions", None)
    if interaction.guild_id is None:
        raise SessionError("error.server_only")
    if not (permissions and permissions.manage_guild):
        raise SessionError("error.manage_server_only")
    return interaction.guild_id


def chosen(value: str, allowed: tuple[str, ...]) -> str:
    """A choice option's value, checked: Discord's UI offers only the choices, but a value
    sent by other means must be refused rather than read as "off" or stored as a language."""
    if value not in allowed:
        raise SessionError("error.bad_value")
    return value


def switched_on(state: str) -> bool:
    """An on/off option's value, checked."""
    return chosen(state, ("on", "off")) == "on"


def fixed_language(language: str) -> str | None:
    """A language option's value, checked: the language chosen, or None for auto."""
    chosen(language, ("auto", *i18n.LANGUAGES))
    return None if language == "auto" else language


def on_off_option(command: Command) -> Command:
    """Name, describe and offer on/off for a command's `state` option, the same for every
    setting that switches something."""
    described = app_commands.describe(state=tr("on or off", "cmd.settings.state"))(command)
    renamed = app_commands.rename(state=tr("state", "cmd.settings.state_name"))(described)
    return app_commands.choices(state=ON_OFF)(renamed)


def language_option(description: app_commands.locale_str) -> Callable[[Command], Command]:
    """Name a command's `language` option, offer the languages (and auto), and describe it
    with `description` (what auto follows differs between a user's and a server's)."""
    def decorate(command: Command) -> Command:
        described = app_commands.describe(language=description)(command)
        renamed = app_commands.rename(
            language=tr("language", "cmd.settings.language.name"))(described)
        return app_commands.choices(language=LANGUAGE_CHOICES)(renamed)
    return decorate


async def confirm(interaction: discord.Interaction[GameBot], key: str) -> None:
    """Tell the user privately, in their language, that the setting is made."""
    lang = await language_of(interaction)
    await interaction.response.send_message(i18n.t(key, lang), ephemeral=True)


async def switch(interaction: discord.Interaction[GameBot], state: str,
                 change: Callable[[bool], Awaitable[object]], key: str) -> None:
    """An on/off setting: the option checked, the change made, and `<key>_on` or
    `<key>_off` said privately."""
    enabled = switched_on(state)
    await change(enabled)
    await confirm(interaction, f"{key}_on" if enabled else f"{key}_off")


class SettingsCog(BotCog):
    """The `/settings` command group."""

    group = app_commands.Group(name=tr("settings", "cmd.settings.name"),
                               description=tr("Your language and notifications",
                                              "cmd.settings.description"))


    @group.command(name=tr("language", "cmd.settings.language.name"),
                   description=tr("The language the bot uses with you",
                                  "cmd.settings.language.description"))
    @language_option(tr("auto follows your Discord language", "cmd.settings.language.choice"))
    async def language(self, interaction: discord.Interaction[GameBot], language: str) -> None:
        """Fix (or un-fix) the user's language."""
        async def work() -> None:
            await self.bot.service.settings.set_user_language(interaction.user.id,
                                                              fixed_language(language))
            interaction.extras.pop("language", None)  # answer in the language just chosen
            await confirm(interaction, "settings.language_set")
        await guarded(interaction, work)

    @group.command(name=tr("notifications", "cmd.settings.notifications.name"),
                   description=tr("Private notices when it is your turn",
                                  "cmd.settings.notifications.description"))
    @on_off_option
    async def notifications(self, interaction: discord.Interaction[GameBot], state: str) -> None:
        """Turn private turn notices on or off (DMs are tried again when turned on)."""
        settings = self.bot.service.settings
        await guarded(interaction, lambda: switch(
            interaction, state, lambda on: settings.set_notifications(interaction.user.id, on),
            "settings.notifications"))

    @group.command(name=tr("ratings", "cmd.settings.ratings.name"),
                   description=tr("Whether your ratings show on the boards across servers",
                                  "cmd.settings.ratings.description"))
    @on_off_option
    async def ratings(self, interaction: discord.Interaction[GameBot], state: str) -> None:
        """Show (on) or hide (off) the user's ratings on the boards across servers."""
        records = self.bot.service.records
        await guarded(interaction, lambda: switch(
            interaction, state,
            lambda on: records.set_rating_hidden(interaction.user.id, not on), "ratings.shown"))

    @group.command(name=tr("threads", "cmd.settings.threads.name"),
                   description=tr("Whether games get their own thread here (Manage Server)",
                                  "cmd.settings.threads.description"))
    @on_off_option
    async def threads(self, interaction: discord.Interaction[GameBot], state: str) -> None:
        """A server manager turns game threads on or off for this server."""
        settings = self.bot.service.settings

        async def work() -> None:
            guild_id = require_manager(interaction)
            await switch(interaction, state,
                         lambda on: settings.set_server_threads(guild_id, on), "settings.threads")
        await guarded(interaction, work)

    @group.command(name=tr("bots", "cmd.settings.bots.name"),
                   description=tr("The level the bot plays a seat it takes over from an absent "
                                  "player (server managers)", "cmd.settings.bots.description"))
    @app_commands.describe(level=tr("easy, normal or hard", "cmd.settings.bots.level"))
    @app_commands.rename(level=tr("level", "cmd.settings.bots.level_name"))
    @app_commands.choices(level=catalog_choices("bots.level", LEVELS))
    async def bots(self, interaction: discord.Interaction[GameBot], level: str) -> None:
        """A server manager chooses how well the bot plays the seats it takes over."""
        async def work() -> None:
            guild_id = require_manager(interaction)
            chosen_level = await self.bot.service.settings.set_takeover_level(guild_id, level)
            lang = await language_of(interaction)
            await interaction.response.send_message(i18n.t(
                "bots.takeover_set", lang, level=i18n.t(f"bots.level.{chosen_level}", lang)),
                ephemeral=True)
        await guarded(interaction, work)

    @group.command(name=tr("server-language", "cmd.settings.server_language.name"),
                   description=tr("The language of games' public messages here (Manage Server)",
                                  "cmd.settings.server_language.description"))
    @language_option(tr("auto follows the server's language in Discord",
                        "cmd.settings.server_language.choice"))
    async def server_language(self, interaction: discord.Interaction[GameBot],
                              language: str) -> None:
        """A server manager fixes the language of new games' public messages (auto: the
        server's preferred language in Discord)."""
        async def work() -> None:
            guild_id = require_manager(interaction)
            await self.bot.service.settings.set_server_language(guild_id, fixed_language(language))
            lang = await language_of(interaction)
            text = (i18n.t("settings.server_language_auto", lang) if language == "auto" else
                    i18n.t("settings.server_language_set", lang,
                           language=i18n.t(f"language_name.{language}", lang)))
            await interaction.response.send_message(text, ephemeral=True)
        await guarded(interaction, work)

    @group.command(name=tr("vacation", "cmd.settings.vacation.name"),
                   description=tr("Pause your clocks in all your games (0 ends it)",
                                  "cmd.settings.vacation.description"))
    @app_commands.describe(days=tr("How many days; 0 to come back now",
                                   "cmd.settings.vacation.days"))
    @app_commands.rename(days=tr("days", "cmd.settings.vacation.days_name"))
    async def vacation(self, interaction: discord.Interaction[GameBot],
                       days: app_commands.Range[int, 0, 366]) -> None:
        """Start, replace or end a vacation; the games' status messages say so."""
        async def work() -> None:
            service = self.bot.service
            user = await service.absence.set_vacation(interaction.user.id, days)
            lang = await language_of(interaction)
            left = days_left(user, service.clock.now(),
                             service.clock_policy.vacation_days_per_year)
            if user.vacation_until is not None:
                text = i18n.t("settings.vacation.on", lang, left=left,
                              until=chat_time(user.vacation_until, "f"))
            else:
                text = i18n.t("settings.vacation.off", lang, left=left)
            await interaction.response.send_message(text, ephemeral=True)
        await guarded(interaction, work)

    @group.command(name=tr("digest", "cmd.settings.digest.name"),
                   description=tr("One daily digest of your games instead of reminders",
                                  "cmd.settings.digest.description"))
    @on_off_option
    @app_commands.describe(hour=tr("Hour of the digest (UTC, 0-23)", "cmd.settings.digest.hour"))
    @app_commands.rename(hour=tr("hour", "cmd.settings.digest.hour_name"))
    async def digest(self, interaction: discord.Interaction[GameBot], state: str,
                     hour: app_commands.Range[int, 0, 23] | None = None) -> None:
        """Choose the daily digest (at the given hour) or reminders."""
        async def work() -> None:
            service = self.bot.service
            enabled = switched_on(state)
            user = await service.absence.set_digest(interaction.user.id, enabled, hour)
            lang = await language_of(interaction)
            if user.digest:
                shown = user.digest_hour if user.digest_hour is not None else \
                    service.clock_policy.digest_hour
                text = i18n.t("settings.digest.on", lang, hour=shown)
            else:
                text = i18n.t("settings.digest.off", lang)
            await interaction.response.send_message(text, ephemeral=True)
        await guarded(interaction, work)


async def setup(bot: GameBot) -> None:
    """Load the settings cog."""
    await bot.add_cog(SettingsCog(bot))
