"""Literal Ostrich Scramble positions for scenario tests, built through the engine's models.

`position(at={"red": "c3", ...}, crates=[...])` gives a state at the start of PLAN with exactly
the board a test is about (no other crates, skateboards or garments), hands and traps as
given. `moving(...)` goes on through PLAN (the given Zigs) and SET TRAPS (the given trap
lines, everyone else passing) into MOVE, returning the state and every event so far.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from games.base import Event, Outcome
from games.scramble import ENGINE
from games.scramble.constants import COLOURS, GARMENT_TYPES, RULES_VERSION
from games.scramble.facts import ostrich
from games.scramble.flow import plan_complete, take_snapshot
from games.scramble.models import Garment, Pending, PlannedZig, PlayedTrap, State
from games.scramble.views import PendingView, ScrambleView


def garment(text: str) -> Garment:
    """`"legs yellow"` -> the garment."""
    kind, colour = text.split()
    return Garment(kind=kind, colour=colour)


def board_order(square: str) -> tuple[int, str]:
    """Squares rank by rank from a1, as the engine lists crates."""
    return int(square[1:]), square[0]


def position(
    players: int = 4,
    *,
    at: Mapping[str, str],
    crates: Sequence[str] = (),
    skateboards: Sequence[str] = (),
    garments: Mapping[str, str] | None = None,
    worn: Mapping[str, Sequence[str]] | None = None,
    backpack: Mapping[str, Sequence[str]] | None = None,
    hands: Mapping[int, Sequence[str]] | None = None,
    trap_hands: Mapping[int, Sequence[str]] | None = None,
    traps_on: Mapping[str, Sequence[tuple[int, str]]] | None = None,
    dizzy: Sequence[str] = (),
    zags: Sequence[str] = (),
    crown: str = "red",
    zig_deck: Sequence[str] = (),
    zig_discard: Sequence[str] = (),
    trap_deck: Sequence[str] = ("mud", "banana", "uturn"),
    trap_discard: Sequence[str] = (),
    pile: Sequence[str] | None = None,
    max_rounds: int = 40,
    rules: int = RULES_VERSION,
    round_number: int = 1,
    seed: int = 1,
) -> State:
    """A PLAN-phase state with only the listed things on the board.

    Ostriches not in `at` wait off the board on no square (only useful for ostriches a test
    never moves). Decks draw from the end of their list. The garment pile defaults to every
    garment not placed elsewhere.
    """
    state: State = ENGINE.new_game(players, seed, {"max_rounds": max_rounds, "rules": rules})
    state.round = round_number
    state.crates = sorted(crates, key=board_order)
    state.skateboards = sorted(skateboards, key=board_order)
    state.garments = {square: garment(text) for square, text in (garments or {}).items()}
    for item in state.ostriches:
        item.square = at.get(item.colour)
        item.worn = {piece.kind: piece
                     for piece in map(garment, (worn or {}).get(item.colour, ()))}
        item.backpack = [garment(text) for text in (backpack or {}).get(item.colour, ())]
        item.traps = [PlayedTrap(by=by, kind=kind)
                      for by, kind in (traps_on or {}).get(item.colour, ())]
        item.dizzy = item.colour in dizzy
        item.zag = item.colour in zags
    for seat in state.seats:
        seat.hand = list((hands or {}).get(seat.seat, ()))
        seat.traps = list((trap_hands or {}).get(seat.seat, ()))
    state.crown = state.round_crown = crown
    state.zig_deck = list(zig_deck)
    state.zig_discard = list(zig_discard)
    state.trap_deck = list(trap_deck)
    state.trap_discard = list(trap_discard)
    state.garment_pile = (unplaced_garments(state) if pile is None
                          else [garment(text) for text in pile])
    for seat in state.seats:
        seat.plan_done = plan_complete(state, seat.seat)
    state.snapshot = take_snapshot(state)
    return state


def unplaced_garments(state: State) -> list[Garment]:
    """Every garment of the ostriches in play that lies on no square and that no ostrich
    wears or carries: the pile a position starts with unless it says otherwise."""
    placed = set(state.garments.values())
    for item in state.ostriches:
        placed.update(item.worn.values())
        placed.update(item.backpack)
    in_play = COLOURS[: len(state.ostriches)]
    return [Garment(kind=kind, colour=colour) for colour in in_play for kind in GARMENT_TYPES
            if Garment(kind=kind, colour=colour) not in placed]


def act(state: State, seat: int, text: str) -> tuple[State, list[Event]]:
    """Parse and apply one line of notation for a seat."""
    return ENGINE.apply(state, seat, ENGINE.parse(state, seat, text))


def legal(state: State, seat: int) -> list[str]:
    """The seat's legal actions as notation, in the engine's order (what a picker offers)."""
    return [ENGINE.format(state, action) for action in ENGINE.legal_actions(state, seat)]


def run(state: State, *lines: tuple[int, str]) -> tuple[State, list[Event]]:
    """Apply several (seat, notation) lines in order; all their events together."""
    events: list[Event] = []
    for seat, text in lines:
        state, new = act(state, seat, text)
        events.extend(new)
    return state, events


def moving(
    players: int = 4,
    *,
    zigs: Mapping[str, str],
    traps: Sequence[tuple[int, str]] = (),
    **kwargs: Any,
) -> tuple[State, list[Event]]:
    """Play PLAN (each ostrich in `zigs` gets that card, e.g. `"2cw N"` or dizzy `"2cw"`)
    and SET TRAPS (the given trap lines, then everyone else passes), into MOVE.

    Hands hold exactly the Zig cards given, unless `hands` adds more.
    """
    base = position(players, **kwargs)
    for colour, line in zigs.items():
        base.seats[ostrich(base, colour).owner].hand.append(line.split()[0])
    for seat in base.seats:
        seat.plan_done = plan_complete(base, seat.seat)
    base.snapshot = take_snapshot(base)
    lines = [(ostrich(base, colour).owner, f"zig {colour} {line}") for colour, line in zigs.items()]
    state, events = run(base, *lines)
    state, more = run(state, *traps)
    events.extend(more)
    for waiting in ENGINE.to_act(state):
        if state.phase != "traps":
            break
        state, more = act(state, waiting, "trap pass")
        events.extend(more)
    return state, events


def keys(events: Sequence[Event]) -> list[str]:
    """Event keys without the `scramble.event.` prefix, in order."""
    return [event.key.removeprefix("scramble.event.") for event in events]


def find(events: Sequence[Event], key: str) -> list[Event]:
    """The events of one key (without prefix)."""
    return [event for event in events if event.key == f"scramble.event.{key}"]


def pending(state: State) -> Pending:
    """The pending decision, which the test expects to exist."""
    assert state.pending is not None
    return state.pending


def pending_view(view: ScrambleView) -> PendingView:
    """The pending decision as a view shows it, which the test expects to exist."""
    assert view.pending is not None
    return view.pending


def outcome(state: State) -> Outcome:
    """The outcome of a game the test expects to be over."""
    result = ENGINE.outcome(state)
    assert result is not None
    return result


def zig(state: State, colour: str) -> PlannedZig:
    """The Zig an ostrich set, which the test expects to exist."""
    planned = ostrich(state, colour).zig
    assert planned is not None
    return planned
