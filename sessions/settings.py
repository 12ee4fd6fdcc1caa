"""What a server's managers and each player set: languages, threads, turn notices, the
level the bot plays taken-over seats at; and where a game's messages are (Discord
bookkeeping)."""

from __future__ import annotations

from collections import OrderedDict
from collections.abc import Sequence
from typing import Any

import i18n
from storage import Store

from .bots import bot_seats
from .core import language
from .core.time_source import Clock

LOCALES_KEPT = 50_000  # users whose latest locale is remembered here (a few MB at most)


class SettingsService:
    """Server and user settings, over one `Store` and the injected clock."""

    def __init__(self, store: Store, clock: Clock) -> None:
        self.store = store
        self.clock = clock
        # user -> the locale last stored for them, the users seen longest ago dropped first
        self._locales: OrderedDict[int, str] = OrderedDict()
        # server -> the missing permissions its managers were told of
        self._told: dict[int, frozenset[str]] = {}

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

    async def reader_language(self, user_id: int, locale: str | None, *,
                              guild_id: int | None = None, server_locale: str | None = None,
                              fallback: str = i18n.DEFAULT_LANGUAGE) -> str:
        """The language to answer a user in privately, by the one rule
        (`sessions.core.language`): the one they chose (`set_user_language`), else their
        Discord `locale` (the interaction's), else the last one seen, else the server's
        public language (`public_language`, read only then)."""
        own = language.own_language(await self.store.get_user(user_id), locale)
        if own is not None:
            return own
        return await self.public_language(guild_id, server_locale, fallback)

    async def note_locale(self, user_id: int, locale: str) -> None:
        """Remember the Discord locale a user was just seen with (every interaction), which
        their private messages follow when they chose no language. Written only when it
        differs from the stored one, and the latest locale of the users seen recently is
        kept here, so that a press costs no database access at all while it stays the same.
        (Where several processes serve the bot, a user whose locale changes back and forth
        between them may keep the older one until it changes again: a harmless lag.)"""
        if self._locales.get(user_id) == locale:
            self._locales.move_to_end(user_id)
            return
        user = await self.store.get_user(user_id)
        if user is None or user.locale != locale:
            async with self.store.transaction() as tx:
                await tx.set_user(user_id, self.clock.now(), locale=locale)
        self._locales[user_id] = locale
        self._locales.move_to_end(user_id)
        if len(self._locales) > LOCALES_KEPT:
            self._locales.popitem(last=False)

    async def set_user_language(self, user_id: int, language: str | None) -> None:
        """Fix the language the bot uses with a user (None: follow their Discord locale)."""
        async with self.store.transaction() as tx:
            await tx.set_user(user_id, self.clock.now(), language=language)

    async def claim_untold(self, guild_id: int, missing: Sequence[str]) -> list[str]:
        """Of the permissions the bot needs and found `missing` in a server, those none of
        its managers was told of yet, now marked as told (the caller tells them, or gives
        them back with `release_untold` if it could not). Told once per server, not on every
        game: what was told is stored, and kept here, so that an interaction in a server
        whose lack is known costs no database access."""
        known = self._told.get(guild_id)
        if known is not None and known.issuperset(missing):
            return []
        async with self.store.transaction() as tx:
            settings = await tx.get_guild_settings(guild_id)
            told = _names(settings.missing_told if settings is not None else None)
            untold = [name for name in missing if name not in told]
            if untold:
                await tx.set_guild_settings(guild_id, self.clock.now(),
                                            missing_told=",".join(sorted({*told, *untold})))
        self._told[guild_id] = frozenset({*told, *untold})
        return untold

    async def release_untold(self, guild_id: int, names: Sequence[str]) -> None:
        """Mark `names` as not told after all (what was to tell them failed first)."""
        async with self.store.transaction() as tx:
            settings = await tx.get_guild_settings(guild_id)
            told = _names(settings.missing_told if settings is not None else None)
            kept = sorted(told - set(names))
            await tx.set_guild_settings(guild_id, self.clock.now(),
                                        missing_told=",".join(kept) or None)
        self._told[guild_id] = frozenset(kept)

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


def _names(stored: str | None) -> set[str]:
    """The permission names a `missing_told` column holds."""
    return {name for name in (stored or "").split(",") if name}
