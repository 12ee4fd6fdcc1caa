"""What a server's managers and each player set: languages, threads, turn notices, the
level the bot plays taken-over seats at; and where a game's messages are (Discord
bookkeeping)."""

from __future__ import annotations

from typing import Any

import i18n
from storage import Store

from .bots import bot_seats
from .core.time_source import Clock


class SettingsService:
    """Server and user settings, over one `Store` and the injected clock."""

    def __init__(self, store: Store, clock: Clock) -> None:
        self.store = store
        self.clock = clock

    async def public_language(self, guild_id: int | None, server_locale: str | None,
                              fallback: str) -> str:
        """The language of a new game's public messages in a server: the one its managers
        fixed (`set_server_language`), else the server's preferred language in Discord
        (`server_locale`), else `fallback`. Never the host's own: everyone reads the thread."""
        if guild_id is not None:
            settings = await self.store.get_guild_settings(guild_id)
            if settings is not None and settings.language:
                return settings.language
        if server_locale is not None:
            return i18n.normalize_language(server_locale)
        return fallback

    async def set_server_language(self, guild_id: int, language: str | None) -> None:
        """Fix the language of a server's new games' public messages (None: follow the
        server's preferred language in Discord)."""
        async with self.store.transaction() as tx:
            await tx.set_guild_settings(guild_id, self.clock.now(), language=language)

    async def threads_allowed(self, guild_id: int) -> bool:
        """Whether a server's managers let games have threads of their own (`/settings
        threads`; on unless turned off)."""
        settings = await self.store.get_guild_settings(guild_id)
        return settings is None or settings.use_threads

    async def set_server_threads(self, guild_id: int, on: bool) -> None:
        """Whether a server's games get a thread of their own."""
        async with self.store.transaction() as tx:
            await tx.set_guild_settings(guild_id, self.clock.now(), use_threads=on)

    async def reader_language(self, user_id: int, locale: str) -> str:
        """The language to answer a user in privately: the one they chose
        (`set_user_language`), else their Discord `locale`."""
        user = await self.store.get_user(user_id)
        if user is not None and user.language:
            return user.language
        return i18n.normalize_language(locale)

    async def set_user_language(self, user_id: int, language: str | None) -> None:
        """Fix the language the bot uses with a user (None: follow their Discord locale)."""
        async with self.store.transaction() as tx:
            await tx.set_user(user_id, self.clock.now(), language=language)

    async def set_notifications(self, user_id: int, on: bool) -> None:
        """Private turn notices on or off; turning them on also means "try my DMs again"."""
        async with self.store.transaction() as tx:
            if on:
                await tx.set_user(user_id, self.clock.now(), notify=True, dm_closed=False)
            else:
                await tx.set_user(user_id, self.clock.now(), notify=False)

    async def set_takeover_level(self, guild_id: int, level: str) -> str:
        """The level the bot plays at in a server's games on the seats it takes over from
        absent or resigned players."""
        chosen = bot_seats.checked_level(level)
        async with self.store.transaction() as tx:
            await tx.set_guild_settings(guild_id, self.clock.now(), takeover_level=chosen)
        return chosen

    async def set_message(self, game_id: int, *, message_id: int | None = None,
                          thread_id: int | None = None) -> None:
        """Remember the game's lobby/status message and thread (Discord bookkeeping)."""
        fields: dict[str, Any] = {}
        if message_id is not None:
            fields["message_id"] = message_id
        if thread_id is not None:
            fields["thread_id"] = thread_id
        async with self.store.transaction() as tx:
            await tx.set_game_message(game_id, now=self.clock.now(), **fields)
