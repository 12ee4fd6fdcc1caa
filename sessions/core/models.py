"""What the sessions layer hands to its callers: a game with its seats, an action's result."""

from __future__ import annotations

from dataclasses import dataclass, field
from datetime import datetime

from storage import GameRecord, SeatClockRecord, SeatRecord

from . import seat_owner
from .clock_rules import NO_CLOCK, ClockSpec
from .outgoing import Line

Game = GameRecord
"""A game as the sessions hand it to their callers (`GameInfo.game`, `Rendered.game`): where
it is played, its status, its version. It is the storage interface's record, the same
whatever the backend; callers name it through the sessions, so they need not know storage."""


@dataclass(frozen=True)
class Player:
    """A Discord user as the sessions layer knows them: an id and a name to show."""

    user_id: int
    name: str


@dataclass(frozen=True)
class GameInfo:
    """A game record with its seats, and the lookups every caller needs.

    `clock` is the game's clock, `clocks` each seat's time and standing (the bot playing it,
    resigned) once the game has started, and `away` the seats whose players are on vacation,
    with when they come back.
    """

    game: Game
    seats: list[SeatRecord]
    to_act: list[int] = field(default_factory=list)
    clock: ClockSpec = NO_CLOCK
    clocks: dict[int, SeatClockRecord] = field(default_factory=dict)
    away: dict[int, datetime] = field(default_factory=dict)

    @property
    def id(self) -> int:
        """The game's id, as shown to players (`#12`)."""
        return self.game.id

    @property
    def names(self) -> dict[int, str]:
        """Display names by seat."""
        return {seat.seat: seat.display_name for seat in self.seats}

    def press_stands(self, version: int, user_id: int, message_id: int | None = None) -> bool:
        """Whether a button made at `version` may still be used by this user: nothing
        happened since, or nothing that posted a new board (steps of a turn in progress,
        other players' submissions in a simultaneous phase) while the user is still waited
        for. The action itself must still be legal too; the service checks that.

        A button on one of the game's live messages (`message_id` is its status message or
        its lobby card) always stands: those are edited to the game as it stands (the status
        at most once a second, so a press may come while the edit is on its way), and their
        buttons mean "now", not "from this board"; what they open is made at the version of
        the moment."""
        return self.press_refusal(version, user_id, message_id) is None

    def press_refusal(self, version: int, user_id: int,
                      message_id: int | None = None) -> str | None:
        """Why a button made at `version` (on message `message_id`) no longer stands for
        this user (a `StaleVersion` reason: `moved_on` when a new board was posted since,
        `done` when the game no longer waits for them), or None when it stands (see
        `press_stands`)."""
        if version == self.game.version or (message_id is not None and message_id in (
                self.game.status_message_id, self.game.message_id)):
            return None
        if self.game.board_version > version:
            return "moved_on"
        if self.seat_of(user_id) not in self.to_act:
            return "done"
        return None

    def seat_of(self, user_id: int) -> int | None:
        """The seat a user holds in this game, if any."""
        return next((s.seat for s in self.seats if s.user_id == user_id), None)

    def user_of(self, seat: int) -> int | None:
        """The user holding a seat, if any (a bot's seat has none)."""
        return next((s.user_id for s in self.seats if s.seat == seat and s.bot_level is None),
                    None)

    def bot_level(self, seat: int) -> str | None:
        """The level of the bot sitting in `seat` (None: a person's seat)."""
        return next((s.bot_level for s in self.seats if s.seat == seat), None)

    @property
    def waiting_for(self) -> list[SeatRecord]:
        """The seats the game waits for now, as records (empty unless active)."""
        return [s for s in self.seats if s.seat in self.to_act]

    def is_auto(self, seat: int) -> bool:
        """Whether the bot plays this seat (`seat_owner.bot_plays`: a bot's seat, one taken
        over, a resigned player's)."""
        return seat_owner.bot_plays(self.clocks.get(seat))

    @property
    def bots_waited(self) -> list[int]:
        """The seats a bot plays that the running game waits for now."""
        if self.game.status != "active":
            return []
        return [seat for seat in self.to_act if self.is_auto(seat)]

    @property
    def bots_idle(self) -> list[int]:
        """The seats a bot plays that the running game does not wait for now: each may
        act out of turn where the rules allow it (`bot_anytime_action`)."""
        if self.game.status != "active":
            return []
        return [s.seat for s in self.seats if s.seat not in self.to_act and self.is_auto(s.seat)]

    def person_seat(self, user_id: int) -> int:
        """The seat the user acts for now (`seat_owner.person_seat`: theirs, unless the bot
        plays it); else the refusal saying why."""
        seat = self.seat_of(user_id)
        return seat_owner.person_seat(self.id, seat, None if seat is None
                                      else self.clocks.get(seat))

    def is_resigned(self, seat: int) -> bool:
        """Whether this seat's player resigned (the bot then plays it to the end)."""
        clock = self.clocks.get(seat)
        return clock is not None and clock.resigned


@dataclass(frozen=True)
class Choice:
    """One legal action as the picker and autocomplete offer it."""

    notation: str
    path: tuple[str, ...]


@dataclass(frozen=True)
class ActResult:
    """What an accepted action did, for the reply to the player who sent it."""

    info: GameInfo
    seat: int
    notation: str
    public_lines: list[Line]
    private_lines: list[Line]
    finished: bool
    dropped: str = ""  # steps sent but not played: the game ended before them


@dataclass(frozen=True)
class TakenBack:
    """What an accepted take-back did: the game as it left it, the seat that took back,
    the seq the game returned to (the position right after that action), and how many
    actions standing were undone."""

    info: GameInfo
    seat: int
    back_to: int
    undone: int
