"""Immutable snapshots of the database rows, handed to the layers above.

They mirror the tables column for column (see `migrations/`), with the stored text turned back
into Python values: times into aware UTC datetimes, 0/1 into booleans, the options JSON into a
dict. The other JSON columns (state, outcome, events, payload) stay text: their meaning belongs
to the engine and the sessions layer, not to storage.
"""

from __future__ import annotations

from datetime import datetime
from typing import Any, Literal

from pydantic import BaseModel, ConfigDict

GameStatus = Literal["lobby", "active", "finished", "cancelled"]
OPEN_STATUSES: tuple[GameStatus, ...] = ("lobby", "active")


class _Record(BaseModel):
    model_config = ConfigDict(frozen=True, strict=True, extra="forbid")


class GameRecord(_Record):
    """A game's row. `version` grows by one with every `update_game`: the optimistic lock."""

    id: int
    kind: str
    guild_id: int | None
    channel_id: int
    thread_id: int | None
    message_id: int | None
    status_message_id: int | None
    host_id: int
    status: GameStatus
    options: dict[str, Any]
    seed: int
    language: str
    state: str | None
    version: int
    outcome: str | None
    posted_seq: int
    created_at: datetime
    updated_at: datetime


class SeatRecord(_Record):
    """A player's seat in a game; seats are numbered 0..players-1 in joining order."""

    game_id: int
    seat: int
    user_id: int
    display_name: str
    joined_at: datetime


class ActionRecord(_Record):
    """One entry of a game's append-only log; `seq` counts 1, 2, 3... within the game."""

    game_id: int
    seq: int
    seat: int
    notation: str
    events: str
    at: datetime


class OutboxRecord(_Record):
    """A message waiting to be delivered, or its delivery history once sent or given up.

    `attempts` counts the failed attempts so far (a successful send does not add one).
    """

    id: int
    game_id: int | None
    payload: str
    created_at: datetime
    attempts: int
    next_attempt_at: datetime
    sent_at: datetime | None
    failed_at: datetime | None
    last_error: str | None


class UserRecord(_Record):
    """What the bot remembers about a Discord user across games."""

    user_id: int
    language: str | None
    notify: bool
    dm_closed: bool
    updated_at: datetime


class GuildSettings(_Record):
    """A server's preferences for the games played in it."""

    guild_id: int
    use_threads: bool
    language: str | None
    updated_at: datetime
