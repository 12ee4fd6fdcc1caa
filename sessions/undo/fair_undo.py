"""Fair undo: the take-back every game allows, not only practice games.

A player may take back their own last action (one log row per press; press again for the
step before it, while that one is still fair to take back) as long as nothing was shown
since they chose it and nobody else acted. In one rule, for every game:

    a seat may take back the last action standing when it is the seat's own, every row of
    the log from it on is the seat's own (nobody else acted, not even a bot), and none of
    those actions is *sealed*.

An action is sealed when it *showed* something (`showing.showed`, the one definition the
picker reads too): the engine says choosing it may show its seat something, it told another
seat something privately, one of its events shows what was hidden (a card, a pawn, a Zig
turned up, a card drawn), or it ended a phase (the phase's hidden submissions are resolved
together: Scramble's PLAN and SET TRAPS, Zig Zag's setup, the Ostriches placement).

Everything it reads is public, never a secret, so whether a take-back is allowed tells
nobody anything: two games differing only in a secret get the same answer.

What the rule reads of the replayed log is one public fact per row (`Facts`: whether it is
sealed), not the states themselves. A running game's facts are kept between questions
(`Replayed`) and grown by the rows played since, so that the Take back button, asked about
after every move, costs the new rows and not a replay of the whole game.
"""

from __future__ import annotations

from collections import OrderedDict
from collections.abc import Callable, Hashable, Iterable, Sequence
from dataclasses import dataclass
from typing import NamedTuple

from games.base import Engine, Event, GameState

from ..core.showing import showed
from ..core.takeback import Policy, Row, line, numbered, target

Steps = Callable[[Sequence[tuple[int, str]]], Iterable[tuple[GameState, list[Event]]]]
"""A game's log replayed row by row (`service.replay_steps` for one game): the fresh state,
then the state after each row with its events."""

Record = tuple[tuple[int, str], ...]
"""A game's log as (seat, notation) pairs, its rows numbered 1, 2, 3... by their place."""


class Facts(NamedTuple):
    """What the rule reads of a replayed log, all of it public: for each row
    (`sealed[seq]`, `sealed[0]` unused) whether it may never be taken back, as it showed
    something (`showing.showed`)."""

    sealed: tuple[bool, ...]


NO_FACTS = Facts((False,))
"""The facts of a log before any row (`sealed[0]` stands for no row)."""


def facts_of(engine: Engine, record: Sequence[tuple[int, str]],
             replayed: Iterable[tuple[GameState, list[Event]]],
             known: Facts = NO_FACTS) -> Facts:
    """`known` (the facts of the rows before `record`'s) with the facts of `record`'s rows,
    from their replay: the state before the first of them (the fresh game for a whole
    log), then the state after each with its events. A take-back row shows nothing."""
    states = iter(replayed)
    before, _ = next(states)
    sealed = list(known.sealed)
    for (seat, notation), (state, events) in zip(record, states, strict=True):
        sealed.append(target(notation) is None and showed(
            engine, before, seat, engine.parse(before, seat, notation), state, events))
        before = state
    return Facts(tuple(sealed))


def decide(rows: Sequence[Row], seat: int, facts: Callable[[], Facts]) -> int | None:
    """The rule itself (see the module), over the game's log and its `facts` (asked for
    only when the rows leave the question open): the seq to go back to, or None."""
    standing = line(rows)
    if not standing or standing[-1].seat != seat:
        return None
    last = standing[-1]
    since = [row for row in rows if row.seq >= last.seq]
    if any(row.seat != seat for row in since):
        return None
    try:
        known = facts()
    except ValueError:  # IllegalAction too
        # a log that no longer replays (a state stored by hand, as tests and repairs do)
        # cannot say what was shown: nothing may be taken back
        return None
    if any(known.sealed[row.seq] for row in since):
        return None
    return last.seq - 1


def fair_policy(engine: Engine, steps: Steps) -> Policy:
    """The fair-undo `Policy` of one game (see the module): `steps` replays its log."""

    def policy(rows: Sequence[Row], seat: int) -> int | None:
        record = [(row.seat, row.notation) for row in rows]
        return decide(rows, seat, lambda: facts_of(engine, record, steps(record)))

    return policy


@dataclass(frozen=True)
class Replayed:
    """A game's log replayed once for the rule: its rows, their facts, and the state after
    the last row as stored text (strings cost the garbage collector nothing)."""

    record: Record
    facts: Facts
    last: str

    def answer(self, seat: int) -> int | None:
        """The rule's answer for `seat` after this log."""
        return decide(numbered(self.record), seat, lambda: self.facts)


def replayed(engine: Engine, steps: Steps, record: Record) -> Replayed:
    """The whole log replayed (ValueError, IllegalAction: it no longer replays)."""
    states = list(steps(record))
    return Replayed(record, facts_of(engine, record, states), engine.state_to_json(states[-1][0]))


def grown(engine: Engine, known: Replayed, rows: Record) -> Replayed | None:
    """`known` with the rows played since (`rows`) replayed from its last state; None when
    one is a take-back, whose earlier state only a whole replay has."""
    if any(target(notation) is not None for _, notation in rows):
        return None
    state = engine.state_from_json(known.last)
    steps: list[tuple[GameState, list[Event]]] = [(state, [])]
    for seat, notation in rows:
        state, events = engine.apply(state, seat, engine.parse(state, seat, notation))
        steps.append((state, events))
    facts = facts_of(engine, rows, steps, known.facts)
    return Replayed(known.record + rows, facts, engine.state_to_json(state))


class KeptReplays:
    """The games' replays kept between questions, bounded by the rows they hold in all
    (about 200 bytes a row: 10 MB for 50,000 rows), the least recently asked about forgotten
    first: a long game of Ostrich Scramble holds ten times the rows of one of Ostriches."""

    def __init__(self, rows: int) -> None:
        self._rows = rows
        self._held = 0
        self._kept: OrderedDict[Hashable, Replayed] = OrderedDict()

    def get(self, key: Hashable) -> Replayed | None:
        """The replay kept for `key`, if any (now the most recently asked about)."""
        found = self._kept.get(key)
        if found is not None:
            self._kept.move_to_end(key)
        return found

    def keep(self, key: Hashable, replayed: Replayed) -> None:
        """Keep `replayed` for `key` unless a longer one of the same log is kept already
        (two questions at once, the later answered first)."""
        kept = self._kept.get(key)
        if kept is not None:
            if len(kept.record) > len(replayed.record):
                return
            self._held -= len(kept.record)
        self._kept[key] = replayed
        self._kept.move_to_end(key)
        self._held += len(replayed.record)
        while self._held > self._rows and len(self._kept) > 1:
            _, forgotten = self._kept.popitem(last=False)
            self._held -= len(forgotten.record)

    @property
    def rows(self) -> int:
        """The rows held in all."""
        return self._held
