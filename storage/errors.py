"""The domain errors of the storage layer, with the attributes callers act upon."""

from __future__ import annotations


class VersionConflict(Exception):
    """The game moved on since the caller read it (another click or a timer got there first).

    Nothing of the failed update was written. `actual` is the game's current version, or
    None if the game does not exist.
    """

    def __init__(self, game_id: int, expected: int, actual: int | None) -> None:
        self.game_id = game_id
        self.expected = expected
        self.actual = actual
        found = "does not exist" if actual is None else f"is at version {actual}"
        super().__init__(f"game {game_id} {found}, not at the expected version {expected}")


class GameNotFound(LookupError):
    """No game has this id."""

    def __init__(self, game_id: int) -> None:
        self.game_id = game_id
        super().__init__(f"no game {game_id}")


class AlreadySeated(ValueError):
    """The user already holds a seat in this game."""

    def __init__(self, game_id: int, user_id: int) -> None:
        self.game_id = game_id
        self.user_id = user_id
        super().__init__(f"user {user_id} already holds a seat in game {game_id}")


class VoteAlreadyOpen(ValueError):
    """A vote on this seat is open already (one open vote per seat at a time)."""

    def __init__(self, game_id: int, seat: int) -> None:
        self.game_id = game_id
        self.seat = seat
        super().__init__(f"a vote on seat {seat} of game {game_id} is open already")


class OutboxNotFound(LookupError):
    """No outbox row has this id."""

    def __init__(self, outbox_id: int) -> None:
        self.outbox_id = outbox_id
        super().__init__(f"no outbox row {outbox_id}")
