"""The one place where hidden information is projected out of the state.

A player sees their own hand, trap hand, Zig cards and directions and the traps they
played; everyone sees the board, hand and trap counts, Zag tokens, who trapped whom and how
many traps lie on each ostrich, and who has submitted in a simultaneous phase. While PLAN or
SET TRAPS runs, other players' counts, Zags and garments are shown as they were when the
phase began (a claim or a give stays secret until the reveal). Once the game is over, every
view shows everything.
"""

from __future__ import annotations

from collections.abc import Callable

from pydantic import BaseModel, Field

from games.scramble.legal import decision_actions, to_act
from games.scramble.models import (
    Garment,
    OstrichBase,
    PathSegment,
    Phase,
    SeatBase,
    Snapshot,
    State,
)
from games.scramble.notation import format_action


class TrapView(BaseModel):
    """A trap lying on an ostrich: who played it, and what it is when the viewer may know."""

    by: int
    kind: str | None = None


class OstrichView(OstrichBase):
    """An ostrich as the viewer sees it."""

    traps: list[TrapView]
    card: str | None = None
    direction: str | None = None
    revealed: bool = False
    moved: bool = False


class SeatView(SeatBase):
    """A player's counts, and their cards when the viewer may see them."""

    hand_size: int
    trap_count: int
    submitted: bool
    hand: list[str] | None = None
    traps: list[str] | None = None
    claimed: bool | None = None
    """Whether the seat claimed a Zag this PLAN (no second claim, no claim once a Zig is
    set): its own memory, shown to it alone, since its hand and Zag token cannot tell."""


class PendingView(BaseModel):
    """The decision the game waits for; `choices` only for the player who owes it."""

    kind: str
    seat: int
    ostrich: str | None = None
    context: str | None = None
    garment: Garment | None = None
    choices: list[str] = Field(default_factory=list)


class ScrambleView(BaseModel):
    """Everything one viewer may know: the only input of rendering and `describe`."""

    viewer: int | None
    players: int
    phase: Phase
    round: int
    max_rounds: int
    rules: int = 1
    width: int
    height: int
    tiles: list[str]
    crates: list[str]
    skateboards: list[str]
    garments: dict[str, Garment]
    garment_pile: int
    zig_deck: int
    zig_discard: int
    trap_deck: int
    trap_discard: int
    crown: str
    round_crown: str
    turn_order: list[int]
    turn_index: int
    active: str | None
    distance: int | None
    direction: str | None
    to_act: list[int]
    pending: PendingView | None
    paths: list[PathSegment]
    ostriches: list[OstrichView]
    seats: list[SeatView]
    winners: list[int]
    end_reason: str | None


Sees = Callable[[int], bool]
"""Whether the viewer may see what `seat` holds (itself, or everyone once the game is over)."""


def _seats(state: State, sees: Sees, snapshot: Snapshot | None) -> list[SeatView]:
    """Each seat's counts (as the last snapshot froze them for others during PLAN and SET
    TRAPS), and its hand and traps for whoever may see them."""
    seats: list[SeatView] = []
    for seat in state.seats:
        frozen = snapshot.seats[seat.seat] if snapshot and not sees(seat.seat) else None
        seats.append(SeatView(
            seat=seat.seat,
            ostriches=list(seat.ostriches),
            hand_size=frozen.hand_size if frozen else len(seat.hand),
            trap_count=frozen.trap_count if frozen else len(seat.traps),
            submitted=seat.plan_done if state.phase == "plan" else seat.traps_done,
            hand=list(seat.hand) if sees(seat.seat) else None,
            traps=list(seat.traps) if sees(seat.seat) else None,
            claimed=seat.claimed if sees(seat.seat) else None,
        ))
    return seats


def _ostriches(state: State, sees: Sees, snapshot: Snapshot | None) -> list[OstrichView]:
    """Each ostrich as the viewer may know it: traps face down but their owner's, its Zig
    card to its owner until revealed, and others' ostriches as the snapshot froze them."""
    ostriches: list[OstrichView] = []
    for index, item in enumerate(state.ostriches):
        frozen_o = snapshot.ostriches[index] if snapshot and not sees(item.owner) else None
        traps = [
            TrapView(by=trap.by, kind=trap.kind if sees(trap.by) else None)
            for trap in item.traps
            if state.phase != "traps" or sees(trap.by)
        ]
        show_zig = item.zig is not None and (sees(item.owner) or item.revealed)
        ostriches.append(OstrichView(
            colour=item.colour,
            owner=item.owner,
            square=item.square,
            dizzy=item.dizzy,
            zag=frozen_o.zag if frozen_o else item.zag,
            worn=dict(frozen_o.worn if frozen_o else item.worn),
            backpack=list(frozen_o.backpack if frozen_o else item.backpack),
            traps=traps,
            card=item.zig.card if show_zig and item.zig else None,
            direction=item.zig.direction if show_zig and item.zig else None,
            revealed=item.revealed,
            moved=item.moved,
        ))
    return ostriches


def _pending(state: State, viewer: int | None) -> PendingView | None:
    """The decision the game waits for, with its answers for the seat that owes it only."""
    if state.pending is None:
        return None
    choices = []
    if viewer == state.pending.seat:  # the decision's answers (gives are always open)
        choices = [format_action(state, action)
                   for action in decision_actions(state, state.pending)]
    return PendingView(
        kind=state.pending.kind, seat=state.pending.seat, ostrich=state.pending.ostrich,
        context=state.pending.context,
        garment=state.turn.drawn if state.pending.kind == "place" else None,
        choices=choices,
    )


def project(state: State, viewer: int | None, *, reveal: bool = False) -> ScrambleView:
    """The view of `state` for `viewer` (None: a spectator); `reveal`: every seat's secrets
    shown, as once the game is over (for replaying a finished game only)."""
    everything = state.phase == "over" or reveal
    snapshot = state.snapshot if state.phase in ("plan", "traps") else None

    def sees(seat: int) -> bool:
        return everything or seat == viewer

    turn = state.turn
    revealed_turn = state.phase == "move" and turn.active is not None and turn.stage != "reveal"
    return ScrambleView(
        viewer=viewer,
        players=state.players,
        phase=state.phase,
        round=state.round,
        max_rounds=state.max_rounds,
        rules=state.rules,
        width=state.width,
        height=state.height,
        tiles=list(state.tiles),
        crates=list(state.crates),
        skateboards=list(state.skateboards),
        garments=dict(state.garments),
        garment_pile=len(state.garment_pile),
        zig_deck=snapshot.zig_deck if snapshot else len(state.zig_deck),
        zig_discard=snapshot.zig_discard if snapshot else len(state.zig_discard),
        trap_deck=len(state.trap_deck),
        trap_discard=len(state.trap_discard),
        crown=state.crown,
        round_crown=state.round_crown,
        turn_order=list(state.turn_order) if state.phase == "move" else [],
        turn_index=state.turn_index,
        active=turn.active if state.phase == "move" else None,
        distance=turn.distance if revealed_turn else None,
        direction=turn.direction if revealed_turn else None,
        to_act=to_act(state),
        pending=_pending(state, viewer),
        paths=[segment.model_copy(deep=True) for segment in state.paths],
        ostriches=_ostriches(state, sees, snapshot),
        seats=_seats(state, sees, snapshot),
        winners=list(state.winners),
        end_reason=state.end_reason,
    )

