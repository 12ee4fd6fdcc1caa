"""Catalog messages for images, remembered: a board asks for the same few dozen labels
after every turn ("Round 3", "Zig 4, traps 1", a player's side), and formatting a message
costs more than drawing it once its text is cached."""

from __future__ import annotations

from functools import lru_cache

import i18n

ParamValue = str | int


def message(key: str, lang: str, **params: ParamValue) -> str:
    """`i18n.t(key, lang, **params)`, cached (the catalog is read once and never changes)."""
    return _message(key, lang, tuple(sorted(params.items())))


@lru_cache(maxsize=4096)
def _message(key: str, lang: str, params: tuple[tuple[str, ParamValue], ...]) -> str:
    return i18n.t(key, lang, **dict(params))
