"""The one rule of the language a reader is written to privately.

What one person alone reads (their DMs: turn notices, reminders, news; their ephemeral
answers; their picker) is in the language they chose with `/settings language`; else in the
language of the Discord locale they were last seen with (the interaction being answered, or
the one stored from their latest interaction); else in the server's language, which the
game's public messages use. A locale the catalog does not speak (`de`) counts as none: the
server's language is a better guess for a member of that server than English. Public
messages keep the server's language (`SettingsService.public_language`).
"""

from __future__ import annotations

import i18n
from storage.records import UserRecord


def spoken(locale: str | None) -> str | None:
    """The catalog's language for a Discord locale (`fr`, `en-US`), or None for a locale it
    does not speak (or none)."""
    if not locale:
        return None
    base = str(locale).split("-")[0].split("_")[0].lower()
    return base if base in i18n.LANGUAGES else None


def own_language(user: UserRecord | None, locale: str | None = None) -> str | None:
    """The reader's own language, if the bot knows one: the one they chose, else that of
    `locale` (the interaction at hand), else that of the locale they were last seen with."""
    if user is not None and user.language:
        return user.language
    return spoken(locale) or spoken(user.locale if user is not None else None)


def reader_language(user: UserRecord | None, server_language: str,
                    locale: str | None = None) -> str:
    """The language to write to `user` privately (see the module's rule); `server_language`
    when the bot knows none of their own."""
    return own_language(user, locale) or server_language
