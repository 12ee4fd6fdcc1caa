"""The collecting phase: flipping, taking, leaving, passing and calling Stop.

Both modes share these steps. In `turns` mode one seat acts at a time (`state.turn`); a flip
keeps the turn until the card is taken or left; a Stop may come from any racing player at any
moment. In `live` mode every racing seat may act, in the order actions arrive, each holding
at most one undecided flipped card reserved to them. A taken card goes to the bottom of the
taker's stack, so the stack's order is the order of taking. Collecting ends at a Stop, when
the table is empty, or (turns) when every racing player passes in a row.
"""

from __future__ import annotations

from games.base import Event, IllegalAction
from games.zigzag.events import public
from games.zigzag.models import ZigZagState
from games.zigzag.running import start_running


def collect_topic(state: ZigZagState) -> str:
    """The rule page about collecting in the game's mode (one seat at a time, or live)."""
    return "collect_turns" if state.options.mode == "turns" else "collect_live"


def flip(state: ZigZagState, seat: int, slot: int, events: list[Event]) -> None:
    """Turn one face-down card face up; it stays reserved to `seat` until taken or left."""
    _require_free_hand(state, seat)
    index = slot - 1
    slots = state.slots
    if slots[index] != "down":
        raise IllegalAction("zigzag.error.not_face_down", rule=collect_topic(state),
                            slot=slot)
    slots[index] = "up"
    state.held_by[index] = seat
    if state.passes:  # written only when it changes: a write costs several reads
        state.passes = 0
    events.append(public(f"flip.{state.table[index]}", player=seat, slot=slot))


def take_flipped(state: ZigZagState, seat: int, events: list[Event]) -> None:
    """Put the card `seat` just flipped at the bottom of its collect stack."""
    index = _require_held(state, seat)
    _collect(state, seat, index)
    events.append(public("took_flipped", player=seat, slot=index + 1))
    _after_turn(state, events)


def leave(state: ZigZagState, seat: int, events: list[Event]) -> None:
    """Leave the flipped card face up on the table, free for anyone to take."""
    index = _require_held(state, seat)
    state.held_by[index] = None
    events.append(public("left", player=seat, slot=index + 1))
    _after_turn(state, events)


def take_face_up(state: ZigZagState, seat: int, slot: int, events: list[Event]) -> None:
    """Take a face-up card nobody is deciding on."""
    _require_free_hand(state, seat)
    index = slot - 1
    if state.slots[index] != "up":
        raise IllegalAction("zigzag.error.not_face_up", rule=collect_topic(state),
                            slot=slot)
    if state.held_by[index] is not None:
        raise IllegalAction("zigzag.error.reserved", rule=collect_topic(state), slot=slot)
    _collect(state, seat, index)
    events.append(public("took_face_up", player=seat, slot=slot))
    _after_turn(state, events)


def pass_turn(state: ZigZagState, seat: int, events: list[Event]) -> None:
    """Do nothing this turn (`turns` mode only); everyone passing in a row ends collecting."""
    if state.options.mode != "turns":
        raise IllegalAction("zigzag.error.no_pass_live", rule="collect_live")
    _require_free_hand(state, seat)
    state.passes += 1
    events.append(public("passed", player=seat))
    if state.passes >= len(state.active_seats()):
        events.append(public("all_passed"))
        start_running(state, events)
        return
    _advance_turn(state)


def stop(state: ZigZagState, seat: int, events: list[Event]) -> None:
    """Call Stop: collecting ends at once; an undecided flipped card stays face up.

    Any player still racing may call it at any moment, whoever's turn it is and between a flip
    and its take. Whether any card was still face down is remembered: only such a Stop risks
    the penalty.
    """
    state.stop_by = seat
    state.stop_face_down = "down" in state.slots
    key = "stop" if state.stop_face_down else "stop_all_up"
    events.append(public(key, player=seat))
    start_running(state, events)


def _collect(state: ZigZagState, seat: int, index: int) -> None:
    state.slots[index] = "taken"
    state.held_by[index] = None
    state.seats[seat].stack.append(state.table[index])
    _no_passes(state)


def _no_passes(state: ZigZagState) -> None:
    """Reset the run of passes; written only when it changes (a write costs far more)."""
    if state.passes:
        state.passes = 0


def _require_held(state: ZigZagState, seat: int) -> int:
    index = state.held_slot(seat)
    if index is None:
        raise IllegalAction("zigzag.error.nothing_flipped", rule=collect_topic(state))
    return index


def _require_free_hand(state: ZigZagState, seat: int) -> None:
    index = state.held_slot(seat)
    if index is not None:
        _refuse_undecided(state, index)


def _refuse_undecided(state: ZigZagState, index: int) -> None:
    if state.options.mode == "turns":
        raise IllegalAction("zigzag.error.decide_first_turns", rule="collect_turns",
                            slot=index + 1)
    raise IllegalAction("zigzag.error.decide_first", rule="collect_live", slot=index + 1)


def _after_turn(state: ZigZagState, events: list[Event]) -> None:
    if "down" not in state.slots and "up" not in state.slots:  # every card taken
        events.append(public("table_empty"))
        start_running(state, events)
        return
    _advance_turn(state)


def _advance_turn(state: ZigZagState) -> None:
    turn = state.turn  # only ever set in turns mode
    if turn is not None:
        state.turn = state.next_active(turn + 1)
