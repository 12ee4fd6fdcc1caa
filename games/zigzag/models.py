"""The pydantic models of Zig Zag: options, state, action and view.

The state holds everything, secrets included, and round-trips through JSON for storage;
`views.py` is the one place that projects it for a viewer. Course card positions are
0-based in the state and 1-based in actions and views (the notation's course card numbers).
"""

from __future__ import annotations

import random
from collections.abc import Collection
from typing import Literal, get_origin

from pydantic import BaseModel, ConfigDict, Field

from games.base import chance
from games.unchecked import copied
from games.zigzag.terrain import Terrain

Phase = Literal["setup", "collect", "run", "over"]
SlotStatus = Literal["down", "up", "taken"]
Mode = Literal["turns", "live"]
Verb = Literal["discard", "next", "order", "flip", "take", "leave", "pass", "stop", "go", "goal"]
EndReason = Literal["goal", "places", "points", "round_limit"]

TABLE_SLOTS = 48


class ZigZagOptions(BaseModel):
    """The resolved game options (see `engine.OPTIONS` for their meaning)."""

    model_config = ConfigDict(frozen=True, extra="forbid")

    mode: Mode = "turns"
    peek: bool = False
    autopilot: bool = False
    places: bool = False
    races: int = Field(default=1, ge=1, le=4)
    rounds: int = Field(default=0, ge=0, le=99)  # 0: no limit
    rules: int = Field(default=1, ge=1, le=2)  # `engine.RULES_VERSION`; 1 in states before it


class SeatState(BaseModel):
    """One player's cards, figure and collect stack; `goal` is None until the goal cards are
    dealt, once every course of the first race is laid (the rulebook's order)."""

    model_config = ConfigDict(extra="forbid")

    goal: Terrain | None = None
    hand: list[int] = Field(default_factory=list)
    discards: list[int] = Field(default_factory=list)
    has_discarded: bool = False
    course: list[int] = Field(default_factory=list)
    figure_card: int | None = None
    figure_field: str | None = None
    at_goal: bool = False
    stack: list[Terrain] = Field(default_factory=list)
    completed: list[int] = Field(default_factory=list)
    points: int = 0
    last_race_completed: int = 0
    penalties: int = 0

    def copy_for_update(self) -> SeatState:
        """An independent copy: every list copied, nothing re-validated."""
        return copied(self, _SEAT_LISTS)


class ZigZagState(BaseModel):
    """A whole game: setup, the table, the courses, and where the running phase stands.

    `table[i]` is the terrain of the card in slot i+1 and `slots[i]` whether it lies face
    down, face up or was taken; `held_by[i]` is the seat holding that flipped, undecided card.
    `supply` is the obstacle card supply stack, top first. `turn` is the seat collecting
    in `turns` mode, and None at any other time (always in `live` mode).
    """

    model_config = ConfigDict(extra="forbid")

    seed: int
    chance_step: int = 0
    players: int
    options: ZigZagOptions
    phase: Phase = "setup"
    race: int = 1
    round: int = 0
    race_round: int = 0
    round_start: int = 0
    seats: list[SeatState]
    supply: list[int] = Field(default_factory=list)
    table: list[Terrain] = Field(default_factory=list)
    slots: list[SlotStatus] = Field(default_factory=list)
    held_by: list[int | None] = Field(default_factory=list)
    turn: int | None = None
    passes: int = 0
    stop_by: int | None = None
    stop_face_down: bool = False
    run_order: list[int] = Field(default_factory=list)
    run_index: int = 0
    runner_revealed: bool = False
    finish_order: list[int] = Field(default_factory=list)
    end_reason: EndReason | None = None

    def next_rng(self) -> random.Random:
        """The RNG of the next chance step; advances the counter (call on a working copy)."""
        rng = chance(self.seed, self.chance_step)
        self.chance_step += 1
        return rng

    def active_seats(self) -> list[int]:
        """Seats still racing (not yet in their goal), in seat order."""
        return [seat for seat, player in enumerate(self.seats) if not player.at_goal]

    def seats_from(self, first: int) -> list[int]:
        """Active seats in seat order starting at `first` (or the next active one after it)."""
        order = [(first + step) % self.players for step in range(self.players)]
        return [seat for seat in order if not self.seats[seat].at_goal]

    def next_active(self, first: int) -> int | None:
        """`seats_from(first)[0]` without building the list (None when nobody races)."""
        seats = self.seats
        for step in range(self.players):
            seat = (first + step) % self.players
            if not seats[seat].at_goal:
                return seat
        return None

    def held_slot(self, seat: int) -> int | None:
        """The 0-based slot of the flipped card `seat` has not yet taken or left, if any."""
        held_by = self.held_by
        # Mostly nobody holds a card: counting Nones is a quick identity scan, while
        # `index` compares `seat` with every None the slow way.
        if held_by.count(None) == len(held_by):
            return None
        try:
            return held_by.index(seat)
        except ValueError:
            return None

    def copy_for_update(self, seats: Collection[int] | None = None) -> ZigZagState:
        """A deep, independent copy to build the next state in.

        Every list is copied and every seat too; the options and the lists' items (strings,
        numbers) are immutable and shared. Nothing is re-validated: the state already is
        valid, and a dump-and-validate copy cost more than most actions themselves.

        `seats` (not None) is for a collecting step that leaves collecting on (a flip, a
        leave, a take with cards left on the table): it changes the table's slots and
        holders, the turn, the passes and at most the stacks of `seats`, so only those are
        copied, the rest being shared with `self`. Such steps are most of a game, and
        copying what they leave alone cost more than the steps themselves.
        """
        fields = self.__dict__
        if seats is None:
            players = [player.copy_for_update() for player in fields["seats"]]
            return copied(self, _STATE_LISTS, seats=players)
        if not seats:
            return copied(self, _TABLE_LISTS)
        players = [player.copy_for_update() if seat in seats else player
                   for seat, player in enumerate(fields["seats"])]
        return copied(self, _TABLE_LISTS, seats=players)


_SEAT_LISTS = tuple(name for name, field in SeatState.model_fields.items()
                    if get_origin(field.annotation) is list)
_STATE_LISTS = tuple(name for name, field in ZigZagState.model_fields.items()
                     if get_origin(field.annotation) is list and name != "seats")
_TABLE_LISTS = ("slots", "held_by")


class ZigZagAction(BaseModel):
    """One action in the notation's terms.

    `cards` holds obstacle card numbers (discard: the two, sorted; next: one; order: the
    sequence); `slot` a table slot 1-48 (flip, take N); `card` and `field` a running target
    (`go 2:C2`: course card 2, field C2). `take` without a slot takes the flipped card.
    """

    model_config = ConfigDict(frozen=True, extra="forbid")

    verb: Verb
    cards: tuple[int, ...] = ()
    slot: int | None = None
    card: int | None = None
    field: str | None = None


class CardFaceView(BaseModel):
    """An obstacle card as a viewer sees it: its number and the terrain of every field."""

    model_config = ConfigDict(frozen=True, extra="forbid")

    number: int
    fields: dict[str, Terrain]


class SlotView(BaseModel):
    """One of the 48 table slots; `terrain` is None unless the card lies face up."""

    model_config = ConfigDict(frozen=True, extra="forbid")

    slot: int
    status: SlotStatus
    terrain: Terrain | None = None
    held_by: int | None = None


class SeatView(BaseModel):
    """One player as the viewer may know them; None marks what is hidden from this viewer.

    `recall` is the viewer's own collect stack as it remembers taking it (every card was
    face up when taken): what a player who forgets nothing knows, and what a bot plays
    from. `seen` is every player's collect stack as the table saw it taken, in order (each
    card is face up when taken): the memory a seat's view keeps, which the search plays
    from; a spectator's view has none. The board shows a stack only as `stack` (the `peek`
    option, or while it runs).
    """

    model_config = ConfigDict(frozen=True, extra="forbid")

    seat: int
    goal: Terrain | None
    course: list[CardFaceView] | None
    course_size: int
    hand: list[CardFaceView] | None
    hand_size: int
    discards: list[int] | None
    has_discarded: bool
    figure_card: int | None
    figure_field: str | None
    at_goal: bool
    stack: list[Terrain] | None
    stack_size: int
    recall: list[Terrain] | None = None  # absent from views stored before it
    seen: list[Terrain] | None = None  # absent from views stored before it
    completed: int
    points: int
    last_race_completed: int
    penalties: int
    place: int | None
    held_slot: int | None


class ZigZagView(BaseModel):
    """What one seat (or a spectator, `viewer` None) may know; the only input of rendering.

    `choices` lists the running targets (`2:C2`, `goal`) open to the current runner, and
    `top` the terrain card they must place, both public since the stack is turned over.
    """

    model_config = ConfigDict(frozen=True, extra="forbid")

    engine: Literal["zigzag"] = "zigzag"
    viewer: int | None
    players: int
    options: ZigZagOptions
    phase: Phase
    race: int
    round: int
    round_start: int
    to_act: list[int]
    turn: int | None
    passes: int
    stop_by: int | None
    runner: int | None
    top: Terrain | None
    choices: list[str]
    table: list[SlotView]
    supply_size: int
    supply: list[int] | None
    seats: list[SeatView]
    finish_order: list[int]
    winners: list[int]
