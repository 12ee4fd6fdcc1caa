"""Every single-step action a seat may take now, in a stable order.

`apply` accepts exactly these, so this module is the one statement of what is allowed.
Order matters to `auto_action` and to pickers: Zigs before claims and gives in PLAN,
`trap pass` first in SET TRAPS, the passive answer first where a decision has one, and
gives (a free action "at any time") always last.
"""

from __future__ import annotations

from functools import cache, lru_cache
from typing import Any

from games.scramble.cards import claim_options, sorted_cards
from games.scramble.constants import ANYTIME_GIVES_RULES, DIRECTIONS, X_MAX
from games.scramble.facts import ostrich, seat_ostriches
from games.scramble.garments import carried, off_coloured
from games.scramble.models import Action, Pending, State
from games.scramble.options import catapult_options, placement_options, return_options


@cache
def _action(**fields: Any) -> Action:
    """Actions are frozen values, so each possible one is built (and validated) once and
    shared: every step lists the legal actions, and `apply` lists them again to check."""
    return Action(**fields)


def to_act(state: State) -> list[int]:
    """Seats the game waits for: the unsubmitted ones, or the owner of the pending decision."""
    if state.phase == "plan":
        return [seat.seat for seat in state.seats if not seat.plan_done]
    if state.phase == "traps":
        return [seat.seat for seat in state.seats if not seat.traps_done]
    if state.phase == "move" and state.pending is not None:
        return [state.pending.seat]
    return []


def legal_actions(state: State, seat: int) -> list[Action]:
    """Every action `seat` may take now. When the game is not waiting for it: its gives,
    which it may make at any time while the game runs (`out_of_turn_gives`), and nothing
    else."""
    if seat not in to_act(state):
        return out_of_turn_gives(state, seat)
    if state.phase == "plan":
        actions = plan_actions(state, seat)
    elif state.phase == "traps":
        actions = trap_actions(state, seat)
    else:
        assert state.pending is not None
        actions = decision_actions(state, state.pending)
    return actions + give_actions(state, seat)


def plan_actions(state: State, seat: int) -> list[Action]:
    """Zigs for ostriches still without one; claims while no Zig is set yet."""
    mine = seat_ostriches(state, seat)
    hand = state.seats[seat].hand
    hand_key = tuple(sorted(hand))
    actions: list[Action] = []
    for item in mine:
        if item.zig is None:
            actions.extend(_zigs(item.colour, hand_key, item.dizzy))
    if any(item.zig is not None for item in mine) or state.seats[seat].claimed:
        return actions
    for item in mine:
        if not item.zag:
            actions.extend(_claims(item.colour, hand_key))
    return actions


def out_of_turn_gives(state: State, seat: int) -> list[Action]:
    """The gives of a seat the game does not wait for: "At any time" (the rulebook) is any
    time while the game runs, after the seat's plan or traps are in, during another
    player's MOVE turn, while another player decides whether to steal from it. Games played
    by rules before `ANYTIME_GIVES_RULES` give only when the game waits for the giver."""
    if (state.rules < ANYTIME_GIVES_RULES or state.phase not in ("plan", "traps", "move")
            or not 0 <= seat < len(state.seats)):
        return []
    return give_actions(state, seat)


def give_actions(state: State, seat: int) -> list[Action]:
    """Every garment one of the seat's two ostriches may hand to the other.

    The rulebook's "At any time, you can give a Garment one Ostrich has to your other
    Ostrich": a free action that ends nothing (`out_of_turn_gives` for when).
    """
    mine = seat_ostriches(state, seat)
    if len(mine) != 2:
        return []
    return [
        _action(kind="give", garment=garment.kind, colour=garment.colour,
                ostrich=receiver.colour)
        for giver, receiver in ((mine[0], mine[1]), (mine[1], mine[0]))
        for garment in carried(giver)
    ]


@lru_cache(maxsize=4096)
def _zigs(colour: str, hand: tuple[str, ...], dizzy: bool) -> tuple[Action, ...]:
    """The Zigs an ostrich may set from a hand (a sorted tuple), each card once, in reading
    order; with a direction unless the ostrich is dizzy. Hands repeat, so each is listed once."""
    cards = sorted_cards(list(set(hand)))
    if dizzy:
        return tuple(_action(kind="zig", ostrich=colour, card=card) for card in cards)
    return tuple(_action(kind="zig", ostrich=colour, card=card, direction=direction)
                 for card in cards for direction in DIRECTIONS)


@lru_cache(maxsize=4096)
def _claims(colour: str, hand: tuple[str, ...]) -> tuple[Action, ...]:
    """The Zag claims an ostrich may make from a hand (a sorted tuple)."""
    return tuple(_action(kind="claim", ostrich=colour, cards=combo)
                 for combo in claim_options(list(hand)))


def trap_actions(state: State, seat: int) -> list[Action]:
    """`trap pass`, then every trap held on every ostrich of another player."""
    actions = [_action(kind="trap_pass")]
    targets = [item.colour for item in state.ostriches if item.owner != seat]
    for kind in sorted(set(state.seats[seat].traps)):
        actions.extend(_action(kind="trap", trap=kind, ostrich=target) for target in targets)
    return actions


def decision_actions(state: State, pending: Pending) -> list[Action]:
    """The answers to the pending mid-move decision."""
    kind = pending.kind
    if kind == "run":
        return [
            _action(kind="run", ostrich=item.colour)
            for item in seat_ostriches(state, pending.seat) if not item.moved
        ]
    if kind == "x":
        return [_action(kind="x", number=number) for number in range(X_MAX + 1)]
    if kind in ("dir", "skate"):
        return [_action(kind=kind, direction=direction) for direction in DIRECTIONS]
    if kind == "zag":
        return [_action(kind="zag"), *(_action(kind="zag", direction=d) for d in DIRECTIONS)]
    if kind == "catapult":
        assert pending.ostrich is not None
        return [_action(kind="catapult", square=sq)
                for sq in catapult_options(state, pending.ostrich)]
    if kind == "drop":
        assert pending.ostrich is not None
        return [
            _action(kind="drop", garment=garment.kind, colour=garment.colour)
            for garment in off_coloured(ostrich(state, pending.ostrich))
        ]
    if kind == "steal":
        assert pending.ostrich is not None
        victim = ostrich(state, pending.ostrich)
        return [_action(kind="draw"), *(
            _action(kind="steal", garment=garment.kind, colour=garment.colour)
            for garment in off_coloured(victim)
        )]
    if kind == "place":
        assert pending.ostrich is not None
        return [_action(kind="place", square=sq)
                for sq in placement_options(state, pending.ostrich)]
    if kind == "return":
        fall = state.turn.fallen[state.turn.index]
        return [_action(kind="return", square=sq) for sq in return_options(state, fall.square)]
    traps = sorted(set(state.seats[pending.seat].traps))
    return [_action(kind="keep", trap=trap) for trap in traps]
