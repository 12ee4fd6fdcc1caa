"""Immutable snapshots of the database rows, handed to the layers above.

They mirror the tables column for column (see `migrations/`), with the stored text turned back
into Python values: times into aware UTC datetimes, 0/1 into booleans, the options JSON into a
dict. The other JSON columns (state, outcome, events, payload) stay text: their meaning belongs
to the engine and the sessions layer, not to storage.
"""

from __future__ import annotations

from dataclasses import dataclass
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
    board_version: int
    created_at: datetime
    updated_at: datetime


class SeatRecord(_Record):
    """A player's seat in a game; seats are numbered 0..players-1 in joining order."""

    game_id: int
    seat: int
    user_id: int
    display_name: str
    joined_at: datetime
    bot_level: str | None = None  # a bot's seat (easy, normal, hard); its user_id is < 0


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
    vacation_until: datetime | None = None  # away (clocks paused) until then
    vacation_year: int = 0  # the year `vacation_days_used` counts in
    vacation_days_used: int = 0
    digest: bool = False  # one daily digest instead of the two reminders per wait
    digest_hour: int | None = None  # UTC hour of the digest; None: the server's default


class GuildSettings(_Record):
    """A server's preferences for the games played in it."""

    guild_id: int
    use_threads: bool
    language: str | None
    updated_at: datetime
    takeover_level: str | None = None  # the bot's level on a taken-over seat; None: normal


class Tally(_Record):
    """A player's finished games of one kind: how many they played and how many they won.

    An aggregate rather than a row: a game that ended with no winner counts as played, not
    won. `display_name` is the name the player had in their latest game.
    """

    user_id: int
    display_name: str
    kind: str
    played: int
    wins: int


class BotTally(_Record):
    """A player's finished games against bots whose strongest was of `level`."""

    level: str
    played: int
    wins: int


class GameResult(_Record):
    """One finished game as a player's history shows it: which game, and whether they won."""

    game_id: int
    kind: str
    guild_id: int | None
    won: bool
    ended_at: datetime


TimerKind = Literal[
    "deadline", "remind_half", "remind_tenth", "vote_close", "digest", "vacation_end",
    "lobby_expiry",
]
VoteResult = Literal["more_time", "auto", "end", "returned", "moot"]


class SeatClockRecord(_Record):
    """A seat's clock and standing in a started game. Durations are whole seconds.

    `bank` is the time left, counted from `running_since` while the clock runs (None: it is
    stopped: not waited for, on vacation, timed out, or played by the bot); `allotted` is
    what the seat had when the current wait began, from which reminders are measured.
    """

    game_id: int
    seat: int
    bank: int = 0
    allotted: int = 0
    waiting: bool = False
    running_since: datetime | None = None
    paused: bool = False
    timed_out: bool = False
    auto: bool = False
    resigned: bool = False


class TimerRecord(_Record):
    """Something to do at `due_at`; `fired_at` is set once it was done (in that transaction)."""

    id: int
    kind: TimerKind
    game_id: int | None
    seat: int | None
    user_id: int | None
    vote_id: int | None
    due_at: datetime
    created_at: datetime
    fired_at: datetime | None


class VoteRecord(_Record):
    """The other players' vote on an absent seat; `ballots` maps voter seats to choices."""

    id: int
    game_id: int
    seat: int
    opened_at: datetime
    closes_at: datetime
    ballots: dict[int, str]
    result: VoteResult | None
    closed_at: datetime | None


@dataclass(frozen=True)
class GameBundle:
    """A game's row with its seats (in seat order), its clock settings (JSON text owned by
    the sessions layer; None: no clock), its seats' clocks (in seat order) and the stored
    settings of its players (by user id; a player never stored has none)."""

    game: GameRecord
    seats: list[SeatRecord]
    clock_spec: str | None
    seat_clocks: list[SeatClockRecord]
    users: dict[int, UserRecord]
