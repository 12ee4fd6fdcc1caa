"""The words on images: catalog messages, remembered (a board asks for the same few dozen
labels after every turn, "Round 3", "Zig 4, traps 1", and formatting a message costs more
than drawing it once its text is cached), and the names of seats."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from functools import lru_cache

import i18n
from games.base import seat_name
from games.imaging.text import clipped

ParamValue = str | int


def message(key: str, lang: str, **params: ParamValue) -> str:
    """`i18n.t(key, lang, **params)`, cached (the catalog is read once and never changes)."""
    return _message(key, lang, tuple(sorted(params.items())))


@lru_cache(maxsize=4096)
def _message(key: str, lang: str, params: tuple[tuple[str, ParamValue], ...]) -> str:
    return i18n.t(key, lang, **dict(params))


@dataclass(frozen=True)
class SeatLabels:
    """How a board image names seats: each given display name cut to `width` pixels at
    `size`, or, where the caller gave none, the game's `generic` label for the seat in the
    reader's language ("P1", "Player 2")."""

    lang: str
    names: Sequence[str] | None
    generic: Callable[[int, str], str]
    size: int
    width: int
    bold: bool = False

    def __call__(self, seat: int) -> str:
        """The label of `seat`."""
        name = seat_name(self.names, seat)
        if name is None:
            return self.generic(seat, self.lang)
        return clipped(name, self.size, self.width, bold=self.bold)
