"""The message catalog: every user-facing string, in English and French.

Messages live in `i18n/messages/*.toml`, one file per domain (`core`, `discord`, and one per
game), each with an `[en]` and an `[fr]` table whose nested keys flatten to dotted keys:
`[en.game] not_your_turn = "..."` is the key `game.not_your_turn`. Placeholders use
`str.format` syntax. This package sits below every layer (pure, no I/O beyond reading its own
files once), so games, sessions and cogs all draw their words from the same place.
"""

from __future__ import annotations

import string
import tomllib
from collections.abc import Mapping
from functools import cache
from pathlib import Path
from typing import Any, Final

LANGUAGES: Final = ("en", "fr")
DEFAULT_LANGUAGE: Final = "en"
_MESSAGES_DIR: Final = Path(__file__).with_name("messages")


def _flatten(table: Mapping[str, Any], prefix: str = "") -> dict[str, str]:
    flat: dict[str, str] = {}
    for name, value in table.items():
        key = f"{prefix}{name}"
        if isinstance(value, Mapping):
            flat.update(_flatten(value, key + "."))
        else:
            flat[key] = str(value)
    return flat


@cache
def catalog() -> dict[str, dict[str, str]]:
    """Every message by language, then key; read once from the TOML files."""
    merged: dict[str, dict[str, str]] = {lang: {} for lang in LANGUAGES}
    for path in sorted(_MESSAGES_DIR.glob("*.toml")):
        data = tomllib.loads(path.read_text(encoding="utf-8"))
        for lang in LANGUAGES:
            for key, text in _flatten(data.get(lang, {})).items():
                if key in merged[lang]:
                    raise ValueError(f"{path.name}: message key {key!r} is defined twice")
                merged[lang][key] = text
    return merged


def normalize_language(locale: str | None) -> str:
    """Map a Discord locale (`fr`, `en-US`...) or a stored setting to a catalog language."""
    if not locale:
        return DEFAULT_LANGUAGE
    base = str(locale).split("-")[0].split("_")[0].lower()
    return base if base in LANGUAGES else DEFAULT_LANGUAGE


def has(key: str) -> bool:
    """Whether the catalog holds `key` (in English, which every key must have)."""
    return key in catalog()[DEFAULT_LANGUAGE]


class _Lenient(dict[str, Any]):
    def __missing__(self, key: str) -> str:
        return "{" + key + "}"


def t(key: str, lang: str | None = None, /, **params: Any) -> str:
    """The message `key` in `lang`, filled with `params`.

    Falls back to English, then to the key itself, so a missing translation shows as
    readable text rather than an error in front of a player; a test keeps both languages
    complete, so the fallbacks only matter during development.
    """
    messages = catalog()
    language = normalize_language(lang)
    template = messages[language].get(key) or messages[DEFAULT_LANGUAGE].get(key)
    if template is None:
        return key
    return template.format_map(_Lenient(params))  # str.format's own code, not string's


def placeholders(template: str) -> set[str]:
    """The placeholder names a template uses (for the catalog's consistency test)."""
    return {field for _, field, _, _ in string.Formatter().parse(template) if field}
