"""Applying one legal action: the PLAN and SET TRAPS submissions and every mid-move decision.

`apply_action` works on a copy (`working_copy`: deep, except for what the action cannot
change), so the caller's state is never touched; an action that `legal_actions` does not
list is refused by `explain`, which says what is wrong.
"""

from __future__ import annotations

from games.base import Event
from games.scramble.cards import draw_to_target
from games.scramble.cloning import deep_copy, deep_copy_except
from games.scramble.explain import explain
from games.scramble.facts import emit, ostrich, seat_ostriches
from games.scramble.flow import continue_move, end_plan, end_traps, plan_complete
from games.scramble.garments import check_win, put_on, take_off
from games.scramble.legal import decision_actions, legal_actions
from games.scramble.models import (
    Action,
    ClaimRecord,
    Garment,
    GiveRecord,
    Pending,
    PlannedZig,
    PlayedTrap,
    State,
    TrapRecord,
)
from games.scramble.movement import start_run
from games.scramble.turn import (
    activate,
    active,
    catapult_to,
    drop,
    place_garment,
    return_to,
    reward_draw,
    steal,
)


def apply_action(state: State, seat: int, action: Action) -> tuple[State, list[Event]]:
    """The state after `seat` plays `action`, and what happened; raises IllegalAction."""
    if not _listed(action, legal_actions(state, seat)):
        raise explain(state, seat, action)
    new = working_copy(state, seat, action)
    events: list[Event] = []
    if action.kind == "give":
        _give(new, seat, action, events)
    elif new.phase == "plan":
        _plan_step(new, seat, action, events)
    elif new.phase == "traps":
        _trap_step(new, seat, action, events)
    else:
        decision = new.pending
        assert decision is not None
        new.pending = None
        _decide(new, seat, action, decision, events)
        continue_move(new, events)
    return new, events


def _listed(action: Action, legal: list[Action]) -> bool:
    """`action in legal`, looking for the very object first: legal actions are shared
    values, so a caller that picked one from `legal_actions` is found without comparing
    it field by field with every action listed before it."""
    for item in legal:
        if item is action:
            return True
    return action in legal


def working_copy(state: State, seat: int, action: Action) -> State:
    """A deep copy of `state` for `apply` to change, sharing what `action` cannot change.

    While some other seat has yet to submit in PLAN or SET TRAPS, a submission cannot end
    the phase: it changes only the submitting seat, its own ostriches, the ostrich a trap
    targets and the state's own lists (decks, records), so the other seats and ostriches are
    shared rather than copied. Anything else gets a full deep copy.
    """
    phase = state.phase
    if phase not in ("plan", "traps"):
        return deep_copy(state)
    seats = state.seats
    done = "plan_done" if phase == "plan" else "traps_done"
    if all(getattr(other, done) for other in seats if other is not seats[seat]):
        return deep_copy(state)
    colours = {*seats[seat].ostriches, action.ostrich}
    ostriches = {index for index, item in enumerate(state.ostriches) if item.colour in colours}
    return deep_copy_except(state, {"seats": {seat}, "ostriches": ostriches})


def _plan_step(state: State, seat: int, action: Action, events: list[Event]) -> None:
    hand = state.seats[seat].hand
    if action.kind == "claim":
        assert action.ostrich is not None
        for card in action.cards:
            hand.remove(card)
        state.zig_discard.extend(action.cards)
        ostrich(state, action.ostrich).zag = True
        state.seats[seat].claimed = True
        state.claims.append(ClaimRecord(seat=seat, ostrich=action.ostrich,
                                        cards=list(action.cards)))
        emit(events, "claimed_private", audience=seat, ostrich=action.ostrich,
             cards=" ".join(action.cards))
        draw_to_target(state, seat, events, secret=True)
    else:
        assert action.ostrich is not None and action.card is not None
        hand.remove(action.card)
        ostrich(state, action.ostrich).zig = PlannedZig(card=action.card,
                                                        direction=action.direction)
        emit(events, "zig_private", audience=seat, ostrich=action.ostrich, card=action.card,
             direction=action.direction or "?")
    if plan_complete(state, seat):
        state.seats[seat].plan_done = True
        emit(events, "submitted", player=seat)
        if all(item.plan_done for item in state.seats):
            end_plan(state, events)


def _give(state: State, seat: int, action: Action, events: list[Event]) -> None:
    """A garment handed between the seat's ostriches: a free action that ends nothing.

    In PLAN and SET TRAPS it stays secret until the phase ends, like every submission; in
    MOVE it is public at once. A decision of the giver's own that it leaves without an answer
    (the last off-colour garment of an ostrich that must drop one given away) is settled as
    having no effect; another player's pending decision stays theirs, unanswered (a steal
    from the giver keeps at least its draw), for a give made out of turn ends nothing.
    """
    assert action.garment is not None and action.colour is not None
    assert action.ostrich is not None
    garment = Garment(kind=action.garment, colour=action.colour)
    receiver = ostrich(state, action.ostrich)
    giver = next(item for item in seat_ostriches(state, seat) if item is not receiver)
    take_off(giver, garment)
    put_on(receiver, garment)
    if state.phase == "move":
        emit(events, "gave", player=seat, garment=garment.kind, colour=garment.colour,
             ostrich=giver.colour, ostrich2=receiver.colour)
    else:
        state.gives.append(GiveRecord(seat=seat, garment=garment, giver=giver.colour,
                                      receiver=receiver.colour, phase=state.phase))
        emit(events, "gave_private", audience=seat, garment=garment.kind,
             colour=garment.colour, ostrich=giver.colour, ostrich2=receiver.colour)
    if check_win(state, seat, events) or state.phase != "move":
        return
    decision = state.pending
    if decision is not None and decision.seat == seat and not decision_actions(state, decision):
        assert decision.kind == "drop" and decision.ostrich is not None  # nothing else empties
        state.pending = None
        if decision.context == "penalty":
            emit(events, "penalty_none", ostrich=decision.ostrich)
        else:
            emit(events, "trap_no_effect", ostrich=decision.ostrich, trap="butterfingers")
        continue_move(state, events)


def _trap_step(state: State, seat: int, action: Action, events: list[Event]) -> None:
    if action.kind == "trap":
        assert action.trap is not None and action.ostrich is not None
        state.seats[seat].traps.remove(action.trap)
        ostrich(state, action.ostrich).traps.append(PlayedTrap(by=seat, kind=action.trap))
        state.trap_log.append(TrapRecord(seat=seat, target=action.ostrich))
        emit(events, "trap_private", audience=seat, trap=action.trap, ostrich=action.ostrich)
    else:
        emit(events, "pass_private", audience=seat)
    state.seats[seat].traps_done = True
    emit(events, "submitted", player=seat)
    if all(item.traps_done for item in state.seats):
        end_traps(state, events)


def _decide(
    state: State, seat: int, action: Action, decision: Pending, events: list[Event]
) -> None:
    kind = action.kind
    turn = state.turn
    if kind == "run":
        assert action.ostrich is not None
        activate(state, action.ostrich, events)
    elif kind == "x":
        assert action.number is not None
        turn.distance = action.number
        turn.x_chosen = True
        emit(events, "x_chosen", ostrich=active(state).colour, distance=action.number)
    elif kind == "dir":
        mover = active(state)
        turn.direction = action.direction
        turn.dir_chosen = True
        assert mover.zig is not None
        mover.zig = PlannedZig(card=mover.zig.card, direction=action.direction)
        emit(events, "dir_chosen", ostrich=mover.colour, direction=action.direction or "-")
    elif kind == "skate":
        assert state.movement is not None
        state.movement.direction = action.direction
        emit(events, "skate", ostrich=state.movement.ostrich, direction=action.direction or "-")
    elif kind == "zag":
        _zag(state, action, events)
    elif kind == "catapult":
        assert action.square is not None
        catapult_to(state, active(state), action.square, events)
    elif kind in ("drop", "steal"):
        assert action.garment is not None and action.colour is not None
        garment = Garment(kind=action.garment, colour=action.colour)
        assert decision.ostrich is not None
        holder = ostrich(state, decision.ostrich)
        if kind == "drop":
            drop(state, holder, garment, events)
        else:
            steal(state, holder, garment, events)
    elif kind == "draw":
        assert decision.ostrich is not None
        reward_draw(state, seat, decision.ostrich, events)
    elif kind == "place":
        assert action.square is not None
        place_garment(state, action.square, events)
    elif kind == "return":
        assert action.square is not None
        return_to(state, action.square, events)
    else:
        _keep(state, seat, action, events)


def _zag(state: State, action: Action, events: list[Event]) -> None:
    mover = active(state)
    if action.direction is None:
        emit(events, "zag_no", ostrich=mover.colour)
        return
    mover.zag = False
    emit(events, "zag", ostrich=mover.colour, direction=action.direction)
    start_run(state, mover.colour, state.turn.distance, action.direction, pushed=False)


def _keep(state: State, seat: int, action: Action, events: list[Event]) -> None:
    assert action.trap is not None
    hand = state.seats[seat].traps
    hand.remove(action.trap)
    state.trap_discard.extend(hand)
    state.seats[seat].traps = [action.trap]
    emit(events, "trap_kept_private", audience=seat, trap=action.trap)
    emit(events, "trap_discarded", player=seat)

