"""The rules of Ostriches (rulebook + HOUSE_RULES section 1): legality, applying steps.

A turn is a sequence of phases, each one step by the same seat: `moving` (a knight's jump),
`power` (only after a flip that reveals a power), `rotating` (compulsory). The placement
phase comes first, one pawn per step, seats alternating. `apply` works on a copy (`_clone`),
so a refused action leaves the caller's state untouched, and a line of several steps is all
or nothing. The setup is in `setup`, the steps themselves in `placement`, `turns` and
`powers`, the reading of a state in `queries`, the writing of the copy in `edits`.
"""

from __future__ import annotations

from games.base import Event, IllegalAction
from games.unchecked import copied

from .board import far_rank, rank_of
from .models import (
    AnyAction,
    Line,
    Move,
    OstrichesState,
    Pass,
    Place,
    Rotate,
    SingleStep,
    UsePower,
)
from .placement import place, placements
from .powers import power_options, use_power
from .queries import legal_moves
from .queries import pawn_at as pawn_at  # re-exported: tests that drive a position read it here
from .queries import pawn_by_id as pawn_by_id
from .turns import move, rotate, rotations

_PASS = Pass()


def legal_steps(state: OstrichesState, seat: int) -> list[SingleStep]:
    """Every single step `seat` may take now, in a fixed order ([] when it is not asked)."""
    phase = state.phase
    if phase == "over" or seat != state.turn:
        return []
    if phase == "placing":
        return placements(state, seat)
    if phase == "moving":
        return [*legal_moves(state)]
    if phase == "power":
        uses = power_options(state)
        return [*uses, _PASS] if may_pass(state, uses) else uses
    return rotations(state)


def may_pass(state: OstrichesState, uses: list[SingleStep] | None = None) -> bool:
    """Whether the power waiting now may be passed (HOUSE_RULES, second audit): always with
    `powers=optional`; with `compulsory`, only when it has no legal use (fewer than two
    face-down pawns for a Swap or an Eye). Public facts only: which power, which pawns are
    face down, where the bushes and tiles are. `uses`: `power_options(state)` if known."""
    if state.powers == "optional":
        return True
    return not (power_options(state) if uses is None else uses)


def apply(
    state: OstrichesState, seat: int, action: AnyAction
) -> tuple[OstrichesState, list[Event]]:
    """Apply one step or a whole line for `seat`; pure (the input state is not changed).

    In a line, each step is checked against the state the previous ones left. Where a flip
    offers a power and the line goes straight on to a rotation, the power is passed, where
    passing is legal (`may_pass`; refused otherwise, the power must be used). If a
    step ends the game (a fourth pawn of a colour face up), the rest of the line is dropped,
    as the game ends at once.
    """
    new, events, _ = _apply_counting(state, seat, action)
    return new, events


def steps_played(state: OstrichesState, seat: int, line: Line) -> int:
    """How many of `line`'s steps `apply` plays from `state`: all of them, unless one ends
    the game first. Raises IllegalAction as `apply` does."""
    return _apply_counting(state, seat, line)[2]


def _apply_counting(
    state: OstrichesState, seat: int, action: AnyAction
) -> tuple[OstrichesState, list[Event], int]:
    """`apply`, and how many steps of the action it played."""
    new = _clone(state)
    events: list[Event] = []
    # `type(...) is` rather than `isinstance`: a failed isinstance on a pydantic model goes
    # through its metaclass's slow check, and no step class has subclasses.
    if type(action) is not Line:
        _apply_step(new, seat, action, events)
        return new, events, 1
    played = 0
    for index, step in enumerate(action.steps):
        if index > 0 and new.phase == "over":
            break
        if new.phase == "power" and type(step) is Rotate:
            _apply_step(new, seat, _PASS, events)
        _apply_step(new, seat, step, events)
        played += 1
    return new, events, played


def reveals(state: OstrichesState, seat: int, action: AnyAction) -> bool:
    """Whether taking `action` shows its player something they could not know before: a
    move that turns a face-down pawn up (its power), or the Eye (two pawns). Read from the
    public board only: which pawns are face down, and the mover's far rank."""
    if type(action) is Move:
        pawn = pawn_at(state, action.origin)
        return (pawn is not None and not pawn.face_up
                and rank_of(action.target) == far_rank(seat))
    if type(action) is UsePower:
        return action.power == "eye"
    return type(action) is Line


def _clone(state: OstrichesState) -> OstrichesState:
    """A copy `apply` may change freely: its lists are new, their frozen items shared.

    Pawns, tile slots and notes are frozen, so a change replaces an item (`set_pawn`) and
    never reaches the caller's state; a deep copy would cost more than the step itself.
    """
    fields = state.__dict__
    return copied(state, ("pawns", "tiles", "bushes", "notes"),
                  knowledge=[list(seen) for seen in fields["knowledge"]])


PHASE_TOPICS = {"placing": "placement", "moving": "knight", "rotating": "rotation",
                "over": "win"}
"""The rule page (`pages.py`) about each phase of a turn; the power phase's page is the
flipped pawn's power."""


def phase_topic(s: OstrichesState) -> str:
    """The rule page about what the game waits for now: the topic a refusal names when the
    action does not fit the phase at all."""
    if s.phase == "power" and s.flipped_pawn is not None:
        return pawn_by_id(s, s.flipped_pawn).power
    return PHASE_TOPICS[s.phase]


def _apply_step(s: OstrichesState, seat: int, step: SingleStep, events: list[Event]) -> None:
    phase = s.phase
    if phase == "over":
        raise IllegalAction("ostriches.error.game_over", rule="win")
    if seat != s.turn:
        raise IllegalAction("ostriches.error.not_your_turn", rule=phase_topic(s))
    if phase == "placing" and isinstance(step, Place):
        place(s, seat, step, events)
    elif phase == "moving" and isinstance(step, Move):
        move(s, seat, step, events)
    elif phase == "power" and isinstance(step, UsePower | Pass):
        if isinstance(step, Pass) and not may_pass(s):
            raise IllegalAction("ostriches.error.power_compulsory", rule=phase_topic(s))
        use_power(s, seat, step, events)
    elif phase == "rotating" and isinstance(step, Rotate):
        rotate(s, seat, step, events)
    elif phase == "power":
        assert s.flipped_pawn is not None
        power = pawn_by_id(s, s.flipped_pawn).power
        raise IllegalAction(f"ostriches.error.expect_power.{power}", rule=power)
    else:
        raise IllegalAction(f"ostriches.error.expect_{phase}", rule=phase_topic(s))
