"""Immutable snapshots of the database rows, handed to the layers above: the values the
storage interface speaks in, the same whatever the backend.

They mirror the tables column for column (see `migrations/`), with the stored text turned back
into Python values: times into aware UTC datetimes, 0/1 into booleans, the options JSON into a
dict. The other JSON columns (state, outcome, events, payload) stay text: their meaning belongs
to the engine and the sessions layer, not to storage. A record declares its table's columns
once: the queries read a row by the record's fields (`queries._common.record_reader`). The
TypedDicts declare, once, the columns a caller may set (a key left out is left alone).
"""

from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime
from typing import Any, Literal, NotRequired, TypedDict

from pydantic import BaseModel, ConfigDict

__all__ = [
    "OPEN_STATUSES",
    "ActionRecord",
    "BotTally",
    "GameBundle",
    "GameChanges",
    "GamePlaces",
    "GameRecord",
    "GameResult",
    "GameStatus",
    "GuildChanges",
    "GuildSettings",
    "NewGame",
    "OutboxRecord",
    "SeatClockRecord",
    "SeatRecord",
    "Tally",
    "TimerKind",
    "TimerRecord",
    "TimerTarget",
    "UserChanges",
    "UserRecord",
    "VoteRecord",
    "VoteResult",
]

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
    salt: str | None = None  # the fairness salt (migration 0009); None before it
    language: str
    state: str | None
    version: int
    outcome: str | None
    posted_seq: int
    board_version: int
    created_at: datetime
    updated_at: datetime
    practice: bool = False  # a practice game: private, against bots, never in statistics
    board_message_id: int | None = None  # its newest board post (migration 0012)


class NewGame(TypedDict):
    """What a new game is created with (`create_game`); the rest of its row starts empty."""

    kind: str
    guild_id: int | None
    channel_id: int
    host_id: int
    options: dict[str, Any]
    seed: int
    salt: NotRequired[str | None]  # None: a game without a commitment (see `sessions.fairness`)
    language: str
    practice: NotRequired[bool]


class GameChanges(TypedDict, total=False):
    """The columns of a game that a move or a step of its life changes (`update_game`, which
    bumps the version); a column left out keeps its value."""

    status: GameStatus
    state: str | None
    outcome: str | None
    options: dict[str, Any]
    message_id: int | None
    thread_id: int | None
    posted_seq: int
    board_version: int


class GamePlaces(TypedDict, total=False):
    """Where a game's messages and thread live on Discord (`set_game_message`, bookkeeping
    that leaves the version alone); a column left out keeps its value."""

    message_id: int | None
    thread_id: int | None
    status_message_id: int | None
    board_message_id: int | None


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
    locale: str | None = None  # the Discord locale of their latest interaction
    summaries_seen: str | None = None  # kinds whose first-game summary they saw, a,b


class UserChanges(TypedDict, total=False):
    """The columns of `UserRecord` a caller sets (`set_user`); a column left out keeps its
    value, or takes its default in a new row."""

    language: str | None
    notify: bool
    dm_closed: bool
    vacation_until: datetime | None
    vacation_year: int
    vacation_days_used: int
    digest: bool
    digest_hour: int | None
    locale: str | None
    summaries_seen: str | None


class GuildSettings(_Record):
    """A server's preferences for the games played in it."""

    guild_id: int
    use_threads: bool
    language: str | None
    updated_at: datetime
    takeover_level: str | None = None  # the bot's level on a taken-over seat; None: normal
    missing_told: str | None = None  # the missing permissions a manager was told of (a,b)


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


class GuildChanges(TypedDict, total=False):
    """The columns of `GuildSettings` a caller sets (`set_guild_settings`); a column left out
    keeps its value, or takes its default in a new row."""

    use_threads: bool
    language: str | None
    takeover_level: str | None
    missing_told: str | None


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

    The `resume_` columns keep the clock of the seat's last ended wait as it stood before
    it ended (bank, allotted, running_since), with the log row that ended it (`resume_seq`;
    None: no wait ended since they were added): a take-back of that row resumes that wait.
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
    resume_bank: int | None = None
    resume_allotted: int | None = None
    resume_since: datetime | None = None
    resume_seq: int | None = None


class TimerTarget(TypedDict, total=False):
    """What a timer is about (`add_timer`), or which timers to forget (`cancel_timers`); a
    column left out is None, or matches any value."""

    game_id: int | None
    seat: int | None
    user_id: int | None
    vote_id: int | None


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
