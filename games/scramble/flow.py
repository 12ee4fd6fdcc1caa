"""The round: PLAN and SET TRAPS (simultaneous), MOVE (turn by turn), NEW ROUND.

Each function moves the game forward from one phase boundary to the next and stops where
players must act; `continue_move` is the single loop that drives MOVE between decisions.
"""

from __future__ import annotations

from games.base import Event
from games.scramble.cards import draw_to_target
from games.scramble.constants import card_arrow
from games.scramble.facts import emit, ostrich, seat_ostriches, two_each
from games.scramble.garments import worn_types
from games.scramble.models import (
    OstrichSnapshot,
    SeatSnapshot,
    Snapshot,
    State,
    Turn,
)
from games.scramble.turn import advance_turn


def take_snapshot(state: State) -> Snapshot:
    """Freeze what the table sees now, shown publicly until the simultaneous phase ends."""
    return Snapshot(
        seats=[
            SeatSnapshot(hand_size=len(seat.hand), trap_count=len(seat.traps))
            for seat in state.seats
        ],
        ostriches=[
            OstrichSnapshot(zag=item.zag, worn=dict(item.worn), backpack=list(item.backpack))
            for item in state.ostriches
        ],
        zig_deck=len(state.zig_deck),
        zig_discard=len(state.zig_discard),
    )


def plan_complete(state: State, seat: int) -> bool:
    """A plan is complete once every ostrich has a Zig, or the hand has no card left for one."""
    mine = seat_ostriches(state, seat)
    return all(item.zig is not None for item in mine) or not state.seats[seat].hand


def ends_phase(state: State, seat: int, kind: str) -> bool:
    """Whether a submission of `kind` by `seat` ends PLAN or SET TRAPS, resolving it: the
    seat is the last one the phase waits for, and this completes its part (a trap or a
    pass; its last Zig, or its last card). Public: who has submitted, how many Zigs and
    cards a seat has, never which."""
    waiting = [item.seat for item in state.seats
               if not (item.plan_done if state.phase == "plan" else item.traps_done)]
    if waiting != [seat]:
        return False
    if state.phase == "traps":
        return kind in ("trap", "trap_pass")
    unset = sum(item.zig is None for item in seat_ostriches(state, seat))
    return state.phase == "plan" and kind == "zig" and (
        unset <= 1 or len(state.seats[seat].hand) <= 1)


def start_plan(state: State, events: list[Event]) -> None:
    """A new PLAN: everyone draws to at least four, then plans in secret."""
    state.phase = "plan"
    state.claims = []
    state.gives = []
    state.trap_log = []
    emit(events, "round_start", round=state.round)
    for seat in state.seats:
        seat.claimed = False
        seat.traps_done = False
        draw_to_target(state, seat.seat, events)
    for seat in state.seats:
        seat.plan_done = plan_complete(state, seat.seat)
    state.snapshot = take_snapshot(state)
    if all(seat.plan_done for seat in state.seats):
        end_plan(state, events)


def end_plan(state: State, events: list[Event]) -> None:
    """Reveal the claims and gives made in secret, then go on to SET TRAPS."""
    for claim in state.claims:
        emit(events, "claimed", player=claim.seat, ostrich=claim.ostrich,
             cards=" ".join(claim.cards))
    reveal_gives(state, events)
    start_traps(state, events)


def reveal_gives(state: State, events: list[Event]) -> None:
    """Announce the gives made in secret during the simultaneous phase that ends, in order."""
    for give in state.gives:
        if give.phase == state.phase:
            emit(events, "gave", player=give.seat, garment=give.garment.kind,
                 colour=give.garment.colour, ostrich=give.giver, ostrich2=give.receiver)
    state.gives = []


def start_traps(state: State, events: list[Event]) -> None:
    """SET TRAPS: only players holding a trap are asked; skipped when nobody holds one."""
    state.phase = "traps"
    for seat in state.seats:
        seat.traps_done = not seat.traps
    state.snapshot = take_snapshot(state)
    if all(seat.traps_done for seat in state.seats):
        end_traps(state, events)


def end_traps(state: State, events: list[Event]) -> None:
    """Reveal who trapped whom (never which trap) and the gives made meanwhile, then start
    MOVE."""
    for record in state.trap_log:
        emit(events, "trapped", player=record.seat, ostrich=record.target)
    reveal_gives(state, events)
    start_move(state, events)


def start_move(state: State, events: list[Event]) -> None:
    """Fix the turn order from the Crown's ostrich and the arrow of its Zig card.

    With no Zig card the order is clockwise. With two ostriches each, the order goes round
    the table twice.
    """
    state.phase = "move"
    state.snapshot = None
    state.round_crown = state.crown
    crown = ostrich(state, state.crown)
    card = crown.zig.card if crown.zig is not None else None
    clockwise = card is None or card_arrow(card) == "cw"
    step = 1 if clockwise else -1
    order = [(crown.owner + step * index) % state.players for index in range(state.players)]
    state.turn_order = order * 2 if two_each(state) else order
    state.turn_index = 0
    state.turn = Turn()
    emit(events, "order_cw" if clockwise else "order_ccw", player=crown.owner,
         ostrich=crown.colour, card=card or "-")
    continue_move(state, events)


def continue_move(state: State, events: list[Event]) -> None:
    """Play turns until a decision is due, the game ends, or the round is over."""
    while state.phase == "move" and state.pending is None:
        if not advance_turn(state, events):
            continue
        state.turn_index += 1
        if state.turn_index >= len(state.turn_order):
            end_round(state, events)
        else:
            state.turn = Turn()


def end_round(state: State, events: list[Event]) -> None:
    """Discard used cards, pass the Crown to the next seat, then end or start a round."""
    for item in state.ostriches:
        if item.zig is not None:
            state.zig_discard.append(item.zig.card)
        item.zig = None
        item.revealed = False
        item.moved = False
    state.trap_discard.extend(state.used_traps)
    state.used_traps = []
    state.movement = None
    state.turn = Turn()
    holder = ostrich(state, state.crown)
    next_seat = (holder.owner + 1) % state.players
    state.crown = state.seats[next_seat].ostriches[0]
    state.round_crown = state.crown
    emit(events, "crown_passes", player=next_seat, ostrich=state.crown)
    if 0 < state.max_rounds <= state.round:
        finish_by_rounds(state, events)
        return
    state.round += 1
    start_plan(state, events)


def finish_by_rounds(state: State, events: list[Event]) -> None:
    """The last round ended without a winner: most garment types worn wins, ties share."""
    scores = [worn_types(state, seat.seat) for seat in state.seats]
    best = max(scores)
    state.winners = [seat for seat, score in enumerate(scores) if score == best]
    state.phase = "over"
    state.end_reason = "max_rounds"
    state.pending = None
    emit(events, "max_rounds", rounds=state.round, types=best)
