"""Errors a user can cause, worded through the catalog so they reach players in their language.

The Discord layer answers any `UserError` (and the games' `IllegalAction`) ephemerally in one
sentence; everything else is a bug and goes to the central error handler.
"""

from __future__ import annotations

import i18n
from games.base import IllegalAction, ParamValue


class SessionError(Exception):
    """Something a user asked that the session refuses: not in this game, not your turn...

    `key` names a catalog message and `params` fill it, as for `IllegalAction`.
    """

    def __init__(self, key: str, **params: ParamValue) -> None:
        self.key = key
        self.params = dict(params)
        super().__init__(i18n.t(key, "en", **params))

    def message(self, lang: str | None) -> str:
        """The refusal in the user's language."""
        return i18n.t(self.key, lang, **self.params)


class StaleVersion(SessionError):
    """A button from an older state of the game was pressed, or two presses raced."""

    def __init__(self, game_id: int) -> None:
        super().__init__("error.stale", game=game_id)
        self.game_id = game_id


UserError = SessionError | IllegalAction
"""What a player can cause; answered privately, changing nothing."""
