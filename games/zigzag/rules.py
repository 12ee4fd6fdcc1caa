"""Who acts, what they may do, and applying an action: the dispatcher over the phases.

`apply` works on a copy of the state and never touches its input; the phase modules
(`setup`, `collecting`, `running`) raise IllegalAction with a player-readable message.
"""

from __future__ import annotations

from functools import lru_cache
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
    phase = state.phase
    if phase == "collect":
        turn = state.turn  # only ever set in turns mode
        if turn is not None:
            return [turn]
        return [] if state.options.mode == "turns" else state.active_seats()
    if phase == "setup":
        return [seat for seat, player in enumerate(state.seats)
                if not player.has_discarded or player.hand]
    if phase == "run":
        runner = current_runner(state)
        return [runner] if runner is not None else []
    return []


def may_stop_out_of_turn(state: ZigZagState, seat: int) -> bool:
    """Whether `seat` may call Stop although the game does not wait for it: any player still
    racing, at any moment while cards are collected (the rulebook's "at any time")."""
    return (state.phase == "collect" and 0 <= seat < state.players
            and not state.seats[seat].at_goal)


def legal_actions(state: ZigZagState, seat: int) -> list[ZigZagAction]:
    """Every single-step action `seat` may take now, in a stable order: for a seat the game
    does not wait for, only the Stop it may call at any moment of collecting."""
    if seat not in to_act(state):
        return [_STOP] if may_stop_out_of_turn(state, seat) else []
    phase = state.phase
    if phase == "setup":
        player = state.seats[seat]
        if not player.has_discarded:
            return list(_discards(tuple(sorted(player.hand))))
        return [_next(card) for card in sorted(player.hand)]
    if phase == "collect":
        return _collect_actions(state, seat)
    return [target_action(target) for target in pending_choices(state)]


def _collect_actions(state: ZigZagState, seat: int) -> list[ZigZagAction]:
    turns = state.options.mode == "turns"
    if state.held_slot(seat) is not None:
        # in turns mode the turn is "flip, then take or leave it", a Stop allowed in between
        return [_TAKE, _LEAVE, _STOP]
    held_by = state.held_by
    actions: list[ZigZagAction] = []
    takes: list[ZigZagAction] = []
    for index, status in enumerate(state.slots):  # one pass: flips first, then takes
        if status == "down":
            actions.append(_FLIPS[index])
        elif status == "up" and held_by[index] is None:
            takes.append(_TAKES[index])
    actions += takes
    if turns:
        actions.append(_PASS)
    actions.append(_STOP)
    return actions


# Actions are frozen values, so each is built (and validated) once and shared.
_FLIPS = tuple(ZigZagAction(verb="flip", slot=slot) for slot in range(1, TABLE_SLOTS + 1))
_TAKES = tuple(ZigZagAction(verb="take", slot=slot) for slot in range(1, TABLE_SLOTS + 1))
_TAKE, _LEAVE, _PASS, _STOP, _GOAL = (
    ZigZagAction.model_validate({"verb": verb})
    for verb in ("take", "leave", "pass", "stop", "goal")
)


@lru_cache(maxsize=16)
def _discards(hand: tuple[int, ...]) -> tuple[ZigZagAction, ...]:
    """Every pair of cards a sorted hand may discard. A hand discards once, so only the
    latest few are kept (listed, then checked when played): 1,024 hands of 28 pairs each were
    tens of thousands of objects for the garbage collector to walk, for no later hit."""
    return tuple(ZigZagAction(verb="discard", cards=pair) for pair in combinations(hand, 2))


@lru_cache(maxsize=64)
def _next(card: int) -> ZigZagAction:
    return ZigZagAction(verb="next", cards=(card,))


def target_action(target: Target) -> ZigZagAction:
    """The `go`/`goal` action that moves the runner to `target`."""
    if isinstance(target, str):
        return _GOAL
    return _go(*target)


@lru_cache(maxsize=4096)
def _go(card: int, field: str) -> ZigZagAction:
    return ZigZagAction(verb="go", card=card + 1, field=field)


def apply(state: ZigZagState, seat: int, action: ZigZagAction) -> tuple[ZigZagState, list[Event]]:
    """The state after `seat` plays `action`, and what happened; the input is left alone."""
    phase = state.phase
    if phase == "over":
        raise IllegalAction("zigzag.error.game_over", rule="goal")
    waiting = to_act(state)
    out_of_turn_stop = action.verb == "stop" and may_stop_out_of_turn(state, seat)
    if seat not in waiting and not out_of_turn_stop:  # (only seats of the game are waited for)
        if not 0 <= seat < state.players:
            raise IllegalAction("zigzag.error.no_such_seat", rule=phase_topic(state),
                                seat=seat)
        # Refusals name no seat: only events carry seats for presenters to turn into names.
        if len(waiting) == 1:
            raise IllegalAction("zigzag.error.not_your_turn", rule=phase_topic(state))
        raise IllegalAction("zigzag.error.not_waiting", rule=phase_topic(state))
    verb = action.verb
    _check_phase(state, verb, action)
    new = state.copy_for_update(seats=_seats_changed(state, seat, verb))
    events: list[Event] = []
    if verb == "discard":
        setup.discard(new, seat, action.cards, events)
    elif verb in {"next", "order"}:
        setup.lay(new, seat, action.cards, events)
    elif verb == "flip":
        collecting.flip(new, seat, _slot(state, action), events)
    elif verb == "take" and action.slot is None:
        collecting.take_flipped(new, seat, events)
    elif verb == "take":
        collecting.take_face_up(new, seat, _slot(state, action), events)
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


def _seats_changed(state: ZigZagState, seat: int, verb: str) -> tuple[int, ...] | None:
    """For a collecting step that leaves collecting on, the seats it may change (see
    `ZigZagState.copy_for_update`); None for any other step.

    A flip or a leave changes the table and the turn, no seat; a take that leaves cards on
    the table only adds to the taker's stack (taking the last one starts the running).
    """
    if verb in ("flip", "leave"):
        return ()
    if verb == "take":
        slots = state.slots
        if "down" in slots or slots.count("up") > 1:
            return (seat,)
    return None


_PHASE_VERBS = {"setup": SETUP_VERBS, "collect": COLLECT_VERBS, "run": RUN_VERBS}


def phase_topic(state: ZigZagState) -> str:
    """The rule page about what the game waits for now: the topic a refusal names when the
    action does not fit the moment."""
    if state.phase == "collect":
        return collecting.collect_topic(state)
    return {"setup": "setup", "run": "run"}.get(state.phase, "goal")


def _check_phase(state: ZigZagState, verb: str, action: ZigZagAction) -> None:
    phase = state.phase
    if verb not in _PHASE_VERBS[phase]:
        raise IllegalAction(f"zigzag.error.phase_{phase}", rule=phase_topic(state), verb=verb)
    if verb == "next" and len(action.cards) != 1:
        raise IllegalAction("zigzag.error.next_one", rule="setup")


def _slot(state: ZigZagState, action: ZigZagAction) -> int:
    slot = action.slot
    if slot is None or not 1 <= slot <= TABLE_SLOTS:
        raise IllegalAction("zigzag.error.bad_slot", rule=collecting.collect_topic(state),
                            slot=str(slot))
    return slot


def _target(action: ZigZagAction) -> Target:
    if action.card is None or action.field is None or action.card < 1:
        raise IllegalAction("zigzag.error.bad_target", rule="course")
    return (action.card - 1, action.field)
