"""Why an action is refused, in words a player can act on.

Called only for actions `legal_actions` does not list, so it never has to decide legality
itself: it finds the most specific reason and falls back to naming what the game expects.
"""

from __future__ import annotations

from games.base import IllegalAction
from games.scramble.cards import holds, is_claim
from games.scramble.constants import ANYTIME_GIVES_RULES, X_MAX
from games.scramble.facts import ostrich, seat_ostriches
from games.scramble.legal import legal_actions
from games.scramble.models import Action, State
from games.scramble.notation import format_action

_P = "scramble.illegal."
_PLAN_KINDS = ("claim", "zig")
_TRAP_KINDS = ("trap", "trap_pass")
_PHASE_TOPICS = {"plan": "plan", "traps": "traps", "move": "plan", "over": "win"}
"""The rule page (`pages.py`) about each phase (the page of a round's phases tells MOVE's
order)."""
_DECISION_TOPICS = {
    "run": "plan", "x": "push", "dir": "fall", "skate": "skateboard", "zag": "zag",
    "catapult": "trap_catapult", "steal": "reward", "place": "crates", "return": "fall",
    "keep": "crown",
}
"""The rule page about each mid-move decision; a drop's depends on its cause."""
_DROP_TOPICS = {"butterfingers": "trap_butterfingers", "penalty": "fall"}
_DECISION_KINDS = {
    "run": ("run",), "x": ("x",), "dir": ("dir",), "skate": ("skate",), "zag": ("zag",),
    "catapult": ("catapult",), "drop": ("drop",), "steal": ("steal", "draw"),
    "place": ("place",), "return": ("return",), "keep": ("keep",),
}


def explain(state: State, seat: int, action: Action) -> IllegalAction:
    """The IllegalAction for an action that is not legal for `seat` now."""
    if state.phase == "over":
        return IllegalAction(_P + "game_over", rule="win")
    if not 0 <= seat < state.players:
        return IllegalAction(_P + "not_a_player", rule="plan")
    if action.kind == "give" and state.rules >= ANYTIME_GIVES_RULES:
        return _give(state, seat, action)  # a give is open at any time
    if state.phase == "plan":
        if state.seats[seat].plan_done:
            return IllegalAction(_P + "already_submitted", rule=state.phase)
    elif state.phase == "traps":
        if state.seats[seat].traps_done:
            return IllegalAction(_P + "already_submitted", rule=state.phase)
    elif state.pending is None or state.pending.seat != seat:
        return IllegalAction(_P + "not_your_turn", rule="crown")
    if action.kind == "give":
        return _give(state, seat, action)
    if state.phase == "plan":
        return _plan(state, seat, action)
    if state.phase == "traps":
        return _traps(state, seat, action)
    pending = state.pending
    assert pending is not None
    if action.kind not in _DECISION_KINDS[pending.kind]:
        return IllegalAction(_P + "expect." + pending.kind, rule=topic_now(state))
    return _decision(state, seat, action)


def topic_now(state: State) -> str:
    """The rule page about what the game waits for now, which a refusal names when the
    action does not fit the moment (or fits no more specific rule)."""
    pending = state.pending
    if state.phase != "move" or pending is None:
        return _PHASE_TOPICS[state.phase]
    if pending.kind == "drop":
        return _DROP_TOPICS[pending.context or "penalty"]
    return _DECISION_TOPICS[pending.kind]


def _known_ostrich(state: State, colour: str | None) -> bool:
    return colour is not None and colour in {item.colour for item in state.ostriches}


def _plan(state: State, seat: int, action: Action) -> IllegalAction:
    if action.kind not in _PLAN_KINDS:
        return IllegalAction(_P + "expect.plan", rule="plan")
    if not _known_ostrich(state, action.ostrich):
        return IllegalAction(_P + "no_such_ostrich", rule=topic_now(state),
                             ostrich=str(action.ostrich))
    assert action.ostrich is not None
    mine = seat_ostriches(state, seat)
    target = ostrich(state, action.ostrich)
    if target.owner != seat:
        return IllegalAction(_P + "not_your_ostrich", rule=topic_now(state),
                             ostrich=target.colour)
    zig_set = any(item.zig is not None for item in mine)
    hand = state.seats[seat].hand
    if action.kind == "claim":
        if state.seats[seat].claimed:
            return IllegalAction(_P + "claim_done", rule="plan")
        if zig_set:
            return IllegalAction(_P + "plan_order", rule="plan")
        if target.zag:
            return IllegalAction(_P + "has_zag", rule="zag", ostrich=target.colour)
        if not is_claim(action.cards):
            return IllegalAction(_P + "bad_claim", rule="plan")
        if not holds(hand, action.cards):
            return IllegalAction(_P + "cards_not_held", rule="plan",
                                 cards=" ".join(action.cards))
    else:
        if target.zig is not None:
            return IllegalAction(_P + "zig_already", rule="plan", ostrich=target.colour)
        if action.card not in hand:
            return IllegalAction(_P + "card_not_held", rule="plan", card=str(action.card))
        if target.dizzy and action.direction is not None:
            return IllegalAction(_P + "dizzy_direction", rule="fall", ostrich=target.colour)
        if not target.dizzy and action.direction is None:
            return IllegalAction(_P + "direction_needed", rule="plan",
                                 ostrich=target.colour)
    return IllegalAction(_P + "not_allowed", rule=topic_now(state))


def _give(state: State, seat: int, action: Action) -> IllegalAction:
    mine = seat_ostriches(state, seat)
    if len(mine) != 2:
        return IllegalAction(_P + "no_give", rule="give")
    if not _known_ostrich(state, action.ostrich):
        return IllegalAction(_P + "no_such_ostrich", rule="give", ostrich=str(action.ostrich))
    assert action.ostrich is not None
    target = ostrich(state, action.ostrich)
    if target.owner != seat:
        return IllegalAction(_P + "not_your_ostrich", rule="give", ostrich=target.colour)
    giver = next(item for item in mine if item is not target)
    return IllegalAction(_P + "garment_not_held", rule="give", garment=str(action.garment),
                         colour=str(action.colour), ostrich=giver.colour)


def _traps(state: State, seat: int, action: Action) -> IllegalAction:
    if action.kind not in _TRAP_KINDS:
        return IllegalAction(_P + "expect.traps", rule="traps")
    if action.trap not in state.seats[seat].traps:
        return IllegalAction(_P + "trap_not_held", rule="traps", trap=str(action.trap))
    if not _known_ostrich(state, action.ostrich):
        return IllegalAction(_P + "no_such_ostrich", rule=topic_now(state),
                             ostrich=str(action.ostrich))
    assert action.ostrich is not None
    if ostrich(state, action.ostrich).owner == seat:
        return IllegalAction(_P + "own_target", rule="traps")
    return IllegalAction(_P + "not_allowed", rule=topic_now(state))


def _decision(state: State, seat: int, action: Action) -> IllegalAction:
    if action.kind == "run":
        if not _known_ostrich(state, action.ostrich):
            return IllegalAction(_P + "no_such_ostrich", rule=topic_now(state),
                                 ostrich=str(action.ostrich))
        assert action.ostrich is not None
        if ostrich(state, action.ostrich).owner != seat:
            return IllegalAction(_P + "not_your_ostrich", rule=topic_now(state),
                                 ostrich=str(action.ostrich))
        return IllegalAction(_P + "already_ran", rule="plan", ostrich=str(action.ostrich))
    if action.kind == "x":
        return IllegalAction(_P + "x_range", rule="push", high=X_MAX)
    choices = ", ".join(format_action(state, item) for item in legal_actions(state, seat))
    return IllegalAction(_P + "choose_among", rule=topic_now(state), choices=choices)
