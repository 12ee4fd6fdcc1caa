"""The pydantic models of Ostrich Scramble: the full state and the actions.

The state holds everything (hands, deck order, secret Zig cards, face-down traps), so it
must never be shown as is: `views.py` is the one place that projects it for a viewer.
Squares are stored as their chess names (`"c3"`) and ostriches by colour name, so a stored
state reads like the game record.
"""

from __future__ import annotations

from typing import Literal

from pydantic import BaseModel, ConfigDict, Field

from games.scramble.cloning import replaced_not_changed

Phase = Literal["plan", "traps", "move", "over"]
Stage = Literal["begin", "reveal", "traps", "zig", "zag", "penalty", "rewards", "replace",
                "return", "done"]
DecisionKind = Literal["run", "x", "dir", "skate", "zag", "catapult", "drop", "steal",
                       "place", "return", "keep"]
ActionKind = Literal["claim", "give", "zig", "trap", "trap_pass", "run", "x", "dir", "skate",
                     "zag", "catapult", "drop", "steal", "draw", "place", "return", "keep"]


_VALUE = ConfigDict(frozen=True)
"""Records made once and never changed in place (lists included): `apply`'s copy shares them."""


class Garment(BaseModel):
    """One garment: a type (head, body, legs, feet) in one ostrich colour; each is unique."""

    model_config = ConfigDict(frozen=True)

    kind: str
    colour: str


@replaced_not_changed
class PlayedTrap(BaseModel):
    """A face-down trap on an ostrich: who played it and what it is (secret until resolved)."""

    by: int
    kind: str


@replaced_not_changed
class PlannedZig(BaseModel):
    """The Zig card an ostrich set during PLAN; `direction` is None for a dizzy ostrich."""

    card: str
    direction: str | None = None


class OstrichBase(BaseModel):
    """What an ostrich is in the state and in every view alike (`views.OstrichView`): its
    colour, its player, where it stands, and what it wears and carries."""

    colour: str
    owner: int
    square: str | None
    dizzy: bool = False
    zag: bool = False
    worn: dict[str, Garment] = Field(default_factory=dict)
    backpack: list[Garment] = Field(default_factory=list)


class Ostrich(OstrichBase):
    """One ostrich on (or, between falling and returning, off) the board."""

    traps: list[PlayedTrap] = Field(default_factory=list)
    zig: PlannedZig | None = None
    revealed: bool = False
    moved: bool = False


class SeatBase(BaseModel):
    """What a seat is in the state and in every view alike (`views.SeatView`): its number
    and the colours of the ostriches it plays."""

    seat: int
    ostriches: list[str]


class SeatState(SeatBase):
    """One player's cards and their progress through the simultaneous phases."""

    hand: list[str] = Field(default_factory=list)
    traps: list[str] = Field(default_factory=list)
    claimed: bool = False
    plan_done: bool = False
    traps_done: bool = False


class SeatSnapshot(BaseModel):
    """What the table saw of a seat when a simultaneous phase began."""

    model_config = _VALUE

    hand_size: int
    trap_count: int


class OstrichSnapshot(BaseModel):
    """What the table saw of an ostrich when a simultaneous phase began."""

    model_config = _VALUE

    zag: bool
    worn: dict[str, Garment]
    backpack: list[Garment]


class Snapshot(BaseModel):
    """The public picture frozen at the start of PLAN or SET TRAPS.

    Submissions stay secret until the phase ends, yet a claim changes hand sizes, decks and
    Zag tokens, a give moves garments, and a played trap leaves its player's hand; the public
    view shows this snapshot instead until the reveal.
    """

    model_config = _VALUE

    seats: list[SeatSnapshot]
    ostriches: list[OstrichSnapshot]
    zig_deck: int
    zig_discard: int


@replaced_not_changed
class ClaimRecord(BaseModel):
    """A Zag claimed during PLAN, announced when PLAN ends."""

    seat: int
    ostrich: str
    cards: list[str]


class GiveRecord(BaseModel):
    """A garment handed between a player's ostriches during PLAN or SET TRAPS (`phase`),
    announced when that phase ends. Games stored when gives came only in PLAN, and stayed
    listed until the next round, read as PLAN's."""

    model_config = _VALUE

    seat: int
    garment: Garment
    giver: str
    receiver: str
    phase: Literal["plan", "traps"] = "plan"


class TrapRecord(BaseModel):
    """Who trapped whom this round, in the order of the action log."""

    model_config = _VALUE

    seat: int
    target: str


class Movement(BaseModel):
    """The one ostrich moving right now, step by step.

    Only one ostrich moves at a time: a collision stops the mover and starts the pushed one,
    and a skateboard restarts the same ostrich. `direction` is None while its player
    chooses where a skateboard sends it. `by` is the ostrich whose collision pushed this one
    (None: its own run; absent from states stored before it, whose rules never read it).
    """

    ostrich: str
    distance: int
    direction: str | None
    steps: int = 0
    pushed: bool = False
    by: str | None = None


class OstrichSquare(BaseModel):
    """An ostrich and a square, for what this turn must remember of both (`Fall`, `Pickup`)."""

    model_config = _VALUE

    ostrich: str
    square: str


class Fall(OstrichSquare):
    """An ostrich that ran off the board this turn and the square it left from."""


class Pickup(OstrichSquare):
    """A garment picked up from a square this turn, to be replaced at the end of the turn."""


class PathSegment(BaseModel):
    """A stretch of movement for the image: the squares one ostrich went through.

    `kind` is `run` (moving step by step), `jump` (a catapult) or `return` (back from a
    fall); `fell` marks a run that ended off the board in direction `exit`.
    """

    ostrich: str
    kind: Literal["run", "jump", "return"] = "run"
    squares: list[str]
    fell: bool = False
    exit: str | None = None


@replaced_not_changed
class Pending(BaseModel):
    """A decision the rules give one player mid-move; nothing moves until it is made."""

    kind: DecisionKind
    seat: int
    ostrich: str | None = None
    context: str | None = None


class Turn(BaseModel):
    """Everything about the ostrich turn being played in MOVE."""

    active: str | None = None
    stage: Stage = "begin"
    distance: int = 0
    direction: str | None = None
    x_chosen: bool = False
    dir_chosen: bool = False
    path_started: bool = False
    trap_drawers: list[int] = Field(default_factory=list)
    skates_used: list[str] = Field(default_factory=list)
    fallen: list[Fall] = Field(default_factory=list)
    pickups: list[Pickup] = Field(default_factory=list)
    index: int = 0
    drawn: Garment | None = None


class State(BaseModel):
    """The whole game, JSON round-trippable, including the seed and the chance counter."""

    seed: int
    chance_step: int = 0
    players: int
    max_rounds: int
    rules: int = 1  # the rules version (constants.RULES_VERSION); 1 in states stored before it
    width: int
    height: int
    tiles: list[str]
    crates: list[str]
    skateboards: list[str]
    ostriches: list[Ostrich]
    seats: list[SeatState]
    garments: dict[str, Garment] = Field(default_factory=dict)
    garment_pile: list[Garment] = Field(default_factory=list)
    zig_deck: list[str] = Field(default_factory=list)
    zig_discard: list[str] = Field(default_factory=list)
    trap_deck: list[str] = Field(default_factory=list)
    trap_discard: list[str] = Field(default_factory=list)
    used_traps: list[str] = Field(default_factory=list)
    crown: str
    round_crown: str
    round: int = 1
    phase: Phase = "plan"
    snapshot: Snapshot | None = None
    claims: list[ClaimRecord] = Field(default_factory=list)
    gives: list[GiveRecord] = Field(default_factory=list)
    trap_log: list[TrapRecord] = Field(default_factory=list)
    turn_order: list[int] = Field(default_factory=list)
    turn_index: int = 0
    turn: Turn = Field(default_factory=Turn)
    movement: Movement | None = None
    pending: Pending | None = None
    paths: list[PathSegment] = Field(default_factory=list)
    winners: list[int] = Field(default_factory=list)
    end_reason: str | None = None


class Action(BaseModel):
    """One single-step action in any phase; which fields matter depends on `kind`.

    `ostrich` is the player's own ostrich (claim, zig, run), the receiving one (give) or the
    target (trap); `garment` + `colour` name a garment (give, drop, steal); `cards` are kept
    in the canonical order `format` writes.
    """

    model_config = ConfigDict(frozen=True)

    kind: ActionKind
    ostrich: str | None = None
    cards: tuple[str, ...] = ()
    card: str | None = None
    direction: str | None = None
    trap: str | None = None
    garment: str | None = None
    colour: str | None = None
    square: str | None = None
    number: int | None = None

    def __eq__(self, other: object) -> bool:
        """Field by field, as pydantic compares, without its generic checks: `apply` looks
        every action up among the legal ones."""
        if type(other) is Action:
            return self.__dict__ == other.__dict__
        return super().__eq__(other)

    def __hash__(self) -> int:
        return hash(tuple(self.__dict__.values()))
