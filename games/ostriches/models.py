"""The pydantic models of Ostriches: the full state, the actions, and a viewer's view.

The state holds every secret (owners and powers of face-down pawns) and is only ever stored or
handed to `views.project`; the view is what may leave the engine. Pawns carry an internal `id`
so the rules can follow one pawn through moves, rotations, swaps and tile swaps (the pawn the
opponent just moved, what each seat has seen); ids never appear in a view.
"""

from __future__ import annotations

from typing import Annotated, Any, Literal, final

from pydantic import BaseModel, ConfigDict, Field, StringConstraints, model_validator

from .board import Direction, Position, board_order, is_square

Square = Annotated[str, StringConstraints(pattern=r"^[a-f][1-6]$")]
Power = Literal["plain", "bush", "swap", "eye", "tiles"]
ActivePower = Literal["bush", "swap", "eye", "tiles"]
Colour = Literal["red", "blue"]
Phase = Literal["placing", "moving", "power", "rotating", "over"]
Memory = Literal["pure", "assist"]
BushSetup = Literal["random", "fixed"]
PowerRule = Literal["compulsory", "optional"]
ParamValue = str | int

POWERS: tuple[Power, ...] = ("bush", "swap", "eye", "tiles", "plain")
"""Every pawn kind, in the order menus and the hand list them."""
PAWN_SET: tuple[Power, ...] = ("bush", "swap", "eye", "tiles", "plain", "plain")
"""The six pawns of each colour (house rule)."""

_STRICT = ConfigDict(strict=True, extra="forbid")
_FROZEN = ConfigDict(strict=True, extra="forbid", frozen=True)


# --------------------------------------------------------------------------- state


class Pawn(BaseModel):
    """One ostrich pawn. `square` is None while it waits in its owner's hand."""

    model_config = _FROZEN

    id: int
    owner: int
    power: Power
    square: Square | None = None
    face_up: bool = False


class TileSlot(BaseModel):
    """Which physical tile (1-4) lies at a position, and how many clockwise quarter turns
    it has made since the start (0: its mark points north)."""

    model_config = _FROZEN

    position: Position
    tile: int
    orientation: int = 0


class Note(BaseModel):
    """One line of a seat's private log (its placements, its Eye results), as written, and
    the pawn it is about (`assist` memory shows it where that pawn stands now; None in notes
    written before the pawn was kept)."""

    model_config = _FROZEN

    seat: int
    key: str
    params: dict[str, ParamValue] = Field(default_factory=dict)
    pawn: int | None = None


class LastMove(BaseModel):
    """The most recent knight move, for the arrow on the board."""

    model_config = _FROZEN

    seat: int
    origin: Square
    target: Square


class PowerMark(BaseModel):
    """The power used in the turn being played or the one just played, for the board: a
    bush moved from `first` to `second`, two face-down pawns swapped or looked at (their
    squares), or two tiles swapped (their positions). Public, as the log says it. Squares
    follow the rotation that ends the turn, so they name where the bush and the pawns stand
    on the board the turn leaves."""

    model_config = _FROZEN

    seat: int
    power: ActivePower
    first: str
    second: str


class RotationMark(BaseModel):
    """The rotation that ended the turn just played (public), for the board."""

    model_config = _FROZEN

    seat: int
    tile: Position
    direction: Direction


class OstrichesState(BaseModel):
    """Everything about one game, secrets included; never shown to a player as is.

    `locked_pawn` is the pawn the seat to move may not move (the opponent's last moved pawn);
    `moved_pawn` the one moved this turn (its tile may not be rotated); `flipped_pawn` the
    pawn whose power waits to be used. `knowledge[seat]` lists the pawn ids that seat has
    legitimately seen (its own placements, its Eye looks); `chance_step` counts draws from
    `games.base.chance`. `last_move`, `last_power` and `last_rotation` are the steps of the
    latest turn, the one under way or, between turns, the one just played: the board draws
    them. `memory` defaults to `pure` for states stored before the option existed, when
    every game was played so (new games take the engine option's default); `powers` (may a
    revealed power that has a legal use be passed?) defaults to `optional` likewise, the
    rule every game stored before the option was played by.
    """

    model_config = _STRICT

    seed: int
    chance_step: int = 0
    memory: Memory = "pure"
    bushes_setup: BushSetup = "random"
    powers: PowerRule = "optional"
    first_player: int
    phase: Phase
    turn: int
    turn_number: int = 0
    pawns: list[Pawn] = Field(description="pawn i is pawns[i]")
    bushes: list[Square]
    tiles: list[TileSlot]
    locked_pawn: int | None = None
    moved_pawn: int | None = None
    flipped_pawn: int | None = None
    last_move: LastMove | None = None
    last_power: PowerMark | None = None
    last_rotation: RotationMark | None = None
    knowledge: list[list[int]]
    notes: list[Note] = Field(default_factory=list)
    winner: int | None = None

    @model_validator(mode="after")
    def _pawn_ids_are_indices(self) -> OstrichesState:
        if any(pawn.id != index for index, pawn in enumerate(self.pawns)):
            raise ValueError("pawn ids must be their indices in `pawns`")
        return self


# --------------------------------------------------------------------------- actions


class Place(BaseModel):
    """Put a pawn of the given power from one's hand face down on a home square."""

    model_config = _FROZEN

    kind: Literal["place"] = "place"
    power: Power
    square: Square


class Move(BaseModel):
    """A knight's jump of the pawn on `origin` to the empty square `target`."""

    model_config = _FROZEN

    kind: Literal["move"] = "move"
    origin: Square
    target: Square


_TILE_ORDER: dict[str, int] = {"SW": 0, "SE": 1, "NW": 2, "NE": 3}


class UsePower(BaseModel):
    """The power of the pawn just turned face up.

    `bush`: `first` holds a bush, `second` is where it goes. `swap` / `eye`: two squares,
    kept in board order. `tiles`: two tile positions, kept in the order SW, SE, NW, NE. The
    pair order is normalised on construction, so the same choice is always the same action.
    """

    model_config = _FROZEN

    kind: Literal["power"] = "power"
    power: ActivePower
    first: str
    second: str

    @model_validator(mode="before")
    @classmethod
    def _normalise_pair(cls, data: Any) -> Any:
        if not isinstance(data, dict):
            return data
        power, first, second = data.get("power"), data.get("first"), data.get("second")
        if not (isinstance(first, str) and isinstance(second, str)):
            return data
        if power in ("swap", "eye") and is_square(first) and is_square(second):
            if board_order(second) < board_order(first):
                return {**data, "first": second, "second": first}
        elif (
            power == "tiles" and first in _TILE_ORDER and second in _TILE_ORDER
            and _TILE_ORDER[second] < _TILE_ORDER[first]
        ):
            return {**data, "first": second, "second": first}
        return data

    @model_validator(mode="after")
    def _check_operands(self) -> UsePower:
        if self.power == "tiles":
            if self.first not in _TILE_ORDER or self.second not in _TILE_ORDER:
                raise ValueError("tiles takes two tile positions (SW, SE, NW, NE)")
        elif not (is_square(self.first) and is_square(self.second)):
            raise ValueError(f"{self.power} takes two squares")
        return self


class Pass(BaseModel):
    """Decline the power of the pawn just turned face up."""

    model_config = _FROZEN

    kind: Literal["pass"] = "pass"


class Rotate(BaseModel):
    """The compulsory quarter turn of one tile, named by its position."""

    model_config = _FROZEN

    kind: Literal["rotate"] = "rotate"
    tile: Position
    direction: Direction


Step = Annotated[Place | Move | UsePower | Pass | Rotate, Field(discriminator="kind")]
"""One single step, as `legal_actions` lists them."""


@final
class Line(BaseModel):
    """Several steps of one turn typed on one line, applied one after the other."""

    model_config = _FROZEN

    kind: Literal["line"] = "line"
    steps: tuple[Step, ...] = Field(min_length=2)


Action = Annotated[Place | Move | UsePower | Pass | Rotate | Line, Field(discriminator="kind")]
SingleStep = Place | Move | UsePower | Pass | Rotate
AnyAction = SingleStep | Line


# --------------------------------------------------------------------------- view


class PawnFace(BaseModel):
    """A pawn whose colour and power the viewer may see, on its square."""

    model_config = _FROZEN

    square: Square
    colour: Colour
    power: Power


class TileView(BaseModel):
    """A tile as the board shows it: its number and where its mark points."""

    model_config = _FROZEN

    position: Position
    tile: int
    orientation: int


class LogLine(BaseModel):
    """One private log line (a catalog key and its parameters)."""

    model_config = _FROZEN

    key: str
    params: dict[str, ParamValue] = Field(default_factory=dict)


class OstrichesView(BaseModel):
    """What one viewer may know; the only input of rendering and `describe`.

    Face-down pawns are bare squares in `face_down`: no id, owner, colour or power. `known`
    lists the face-down pawns the board shows the face of: in `assist` mode those the viewer
    has legitimately seen, and every one of them once the game is over. `recall` lists the
    face-down pawns a player has legitimately seen (its own, which it placed; those its Eye
    showed it), followed through every public move, rotation and swap since, whatever
    `memory` says: what a player who forgets nothing knows, and what a bot plays from (the
    board shows it only in `assist` mode, as `known`). Every face-down pawn outside a
    player's `recall` is its opponent's. `hand` (the viewer's pawns still to place), `log`
    (its private log) and `recall` are empty for spectators. `last_move`, `last_power` and
    `last_rotation` are the latest turn's steps as the public log tells them: the one under
    way (a turn put together in the picker is drawn from the view of the state after its
    steps), or the one just played.
    """

    model_config = _FROZEN

    viewer: int | None
    phase: Phase
    to_act: list[int]
    turn: int | None
    first_player: int
    memory: Memory
    powers: PowerRule = "optional"  # absent from views stored before it, as from states
    turn_number: int
    tiles: list[TileView]
    bushes: list[Square]
    face_down: list[Square]
    face_up: list[PawnFace]
    known: list[PawnFace]
    recall: list[PawnFace] = Field(default_factory=list)  # absent from views stored before it
    in_hand: list[int]
    hand: list[Power]
    log: list[LogLine]
    last_move: LastMove | None
    last_power: PowerMark | None = None  # absent from views stored before it
    last_rotation: RotationMark | None = None  # likewise
    locked_square: Square | None
    pending_power: ActivePower | None
    frozen_tile: Position | None
    revealed: dict[str, int]
    winner: int | None
