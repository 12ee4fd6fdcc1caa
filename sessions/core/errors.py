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


_STALE_KEYS = {"stale": "error.stale", "moved_on": "error.press_moved_on",
               "done": "error.press_done", "taken": "error.press_taken"}


class StaleVersion(SessionError):
    """A press that no longer stands: the game moved on since the message it was made on.

    `reason` says what happened, so the refusal can tell the player: `moved_on` (a turn or
    a phase ended since: a new board), `done` (the presser's part was already played, by an
    earlier press of theirs), `taken` (the action is no longer legal: another action came
    first), or `stale` (a message from an older state, without more to say).
    """

    def __init__(self, game_id: int, reason: str = "stale", action: str = "") -> None:
        super().__init__(_STALE_KEYS[reason], game=game_id, action=action)
        self.game_id = game_id
        self.reason = reason


UserError = SessionError | IllegalAction
"""What a player can cause; answered privately, changing nothing."""
