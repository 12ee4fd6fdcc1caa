"""Who acts, what they may do, and applying an action: the dispatcher over the phases.

`apply` works on a copy of the state and never touches its input; the phase modules
(`setup`, `collecting`, `running`) raise IllegalAction with a player-readable message.
"""

from __future__ import annotations

from itertools import combinations

from games.base import Event, IllegalAction
from games.zigzag import collecting, setup
from games.zigzag.models import TABLE_SLOTS, ZigZagAction, ZigZagState
from games.zigzag.running import GOAL, Target, choose, current_runner, pending_choices

SETUP_VERBS = frozenset({"discard", "next", "order"})
COLLECT_VERBS = frozenset({"flip", "take", "leave", "pass", "stop"})
RUN_VERBS = frozenset({"go", "goal"})


def to_act(state: ZigZagState) -> list[int]:
    """Seats the game waits for: every seat with setup left to do, the seat whose turn it is
    (turns) or every racing seat (live) while collecting, the runner owing a choice."""
    if state.phase == "setup":
        return [seat for seat, player in enumerate(state.seats)
                if not player.has_discarded or player.hand]
    if state.phase == "collect":
        if state.options.mode == "turns":
            return [state.turn] if state.turn is not None else []
        return state.active_seats()
    if state.phase == "run":
        runner = current_runner(state)
        return [runner] if runner is not None else []
    return []


def legal_actions(state: ZigZagState, seat: int) -> list[ZigZagAction]:
    """Every single-step action `seat` may take now, in a stable order."""
    if seat not in to_act(state):
        return []
    if state.phase == "setup":
        player = state.seats[seat]
        if not player.has_discarded:
            return [ZigZagAction(verb="discard", cards=pair)
                    for pair in combinations(sorted(player.hand), 2)]
        return [ZigZagAction(verb="next", cards=(card,)) for card in sorted(player.hand)]
    if state.phase == "collect":
        return _collect_actions(state, seat)
    return [target_action(target) for target in pending_choices(state)]


def _collect_actions(state: ZigZagState, seat: int) -> list[ZigZagAction]:
    stop = _BARE["stop"]
    if state.held_slot(seat) is not None:
        if state.options.mode == "turns":  # the turn is "flip, then take or leave it"
            return [_BARE["take"], _BARE["leave"]]
        return [_BARE["take"], _BARE["leave"], stop]
    actions = [_FLIPS[index] for index, status in enumerate(state.slots) if status == "down"]
    actions += [_TAKES[index] for index, status in enumerate(state.slots)
                if status == "up" and state.held_by[index] is None]
    if state.options.mode == "turns":
        actions.append(_BARE["pass"])
    actions.append(stop)
    return actions


# Actions are frozen values, so the collecting ones are built once and shared.
_FLIPS = tuple(ZigZagAction(verb="flip", slot=slot) for slot in range(1, TABLE_SLOTS + 1))
_TAKES = tuple(ZigZagAction(verb="take", slot=slot) for slot in range(1, TABLE_SLOTS + 1))
_BARE = {verb: ZigZagAction.model_validate({"verb": verb})
         for verb in ("take", "leave", "pass", "stop")}


def target_action(target: Target) -> ZigZagAction:
    """The `go`/`goal` action that moves the runner to `target`."""
    if isinstance(target, str):
        return ZigZagAction(verb="goal")
    card, field = target
    return ZigZagAction(verb="go", card=card + 1, field=field)


def apply(state: ZigZagState, seat: int, action: ZigZagAction) -> tuple[ZigZagState, list[Event]]:
    """The state after `seat` plays `action`, and what happened; the input is left alone."""
    if state.phase == "over":
        raise IllegalAction("zigzag.error.game_over")
    if not 0 <= seat < state.players:
        raise IllegalAction("zigzag.error.no_such_seat", seat=seat)
    waiting = to_act(state)
    if seat not in waiting:
        # Refusals name no seat: only events carry seats for presenters to turn into names.
        if len(waiting) == 1:
            raise IllegalAction("zigzag.error.not_your_turn")
        raise IllegalAction("zigzag.error.not_waiting")
    _check_phase(state, action)
    new = state.copy_for_update()
    events: list[Event] = []
    verb = action.verb
    if verb == "discard":
        setup.discard(new, seat, action.cards, events)
    elif verb in {"next", "order"}:
        setup.lay(new, seat, action.cards, events)
    elif verb == "flip":
        collecting.flip(new, seat, _slot(action), events)
    elif verb == "take" and action.slot is None:
        collecting.take_flipped(new, seat, events)
    elif verb == "take":
        collecting.take_face_up(new, seat, _slot(action), events)
    elif verb == "leave":
        collecting.leave(new, seat, events)
    elif verb == "pass":
        collecting.pass_turn(new, seat, events)
    elif verb == "stop":
        collecting.stop(new, seat, events)
    elif verb == "goal":
        choose(new, seat, GOAL, events)
    else:
        choose(new, seat, _target(action), events)
    return new, events


def _check_phase(state: ZigZagState, action: ZigZagAction) -> None:
    allowed = {"setup": SETUP_VERBS, "collect": COLLECT_VERBS, "run": RUN_VERBS}[state.phase]
    if action.verb not in allowed:
        raise IllegalAction(f"zigzag.error.phase_{state.phase}", verb=action.verb)
    if action.verb == "next" and len(action.cards) != 1:
        raise IllegalAction("zigzag.error.next_one")


def _slot(action: ZigZagAction) -> int:
    if action.slot is None or not 1 <= action.slot <= TABLE_SLOTS:
        raise IllegalAction("zigzag.error.bad_slot", slot=str(action.slot))
    return action.slot


def _target(action: ZigZagAction) -> Target:
    if action.card is None or action.field is None or action.card < 1:
        raise IllegalAction("zigzag.error.bad_target")
    return (action.card - 1, action.field)
