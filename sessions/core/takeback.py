"""Take-backs: how a game returns to an earlier position while its log stays append-only.

A take-back is a row of the log like any action, played by the seat who took back, whose
notation is `takeback <seq>`: from that row on, the game is where it was right after the
row numbered `<seq>` (0: the start, before any action). So the state after any row is
defined by the rows before it:

- after an action, the state after the row before it with the action applied;
- after `takeback <seq>`, the state after row `<seq>`.

`line` reads a log that way and gives the rows the position is made of, in order (a row a
later take-back undid is left out); `replay` (in `service`) plays exactly those, so the
state, the record, the bots' seeds (counted by the log's length, take-backs included) and
everything that replays a game honour take-backs alike. A take-back of a take-back is a
take-back to a row before it: nothing is ever removed.

Who may take back what is a policy: a pure function of the log (the rows as `Row`s) and the
seat asking, giving the seq the game would return to, or None when there is nothing the
seat may take back. `practice_policy` is the practice games' ("your last action and
everything after it"); a fair-undo policy for every game is another function of
the same shape (a closure, if it needs the engine), used through the same
`UndoService.take_back`.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Protocol, TypeVar

PREFIX = "takeback"


class Row(Protocol):
    """One row of a game's log as the policies read it (`storage.ActionRecord` is one)."""

    @property
    def seq(self) -> int:
        """The row's number in the game's log: 1, 2, 3..."""
        ...

    @property
    def seat(self) -> int:
        """The seat that played it (or took back)."""
        ...

    @property
    def notation(self) -> str:
        """The action's notation, or `takeback <seq>`."""
        ...

    @property
    def events(self) -> str:
        """What the row caused, as logged (`eventlog.events_to_json`): who saw what, for a
        policy that must know whether something hidden was revealed."""
        ...


R = TypeVar("R", bound=Row)

Policy = Callable[[Sequence[Row], int], int | None]
"""Given a game's log and a seat: the seq the seat may take the game back to (the position
right after that row), or None when it may take nothing back."""


def notation(seq: int) -> str:
    """The log notation of a take-back to the position right after row `seq`."""
    return f"{PREFIX} {seq}"


def target(text: str) -> int | None:
    """The seq a take-back row returns to; None for any other action's notation."""
    word, _, number = text.partition(" ")
    if word != PREFIX or not number.isascii() or not number.isdigit():
        return None
    return int(number)


def line(rows: Sequence[R]) -> list[R]:
    """The rows the game's position is made of after the whole log (numbered 1, 2, 3...),
    in order: its actions, without those a take-back undid and without the take-backs
    themselves. Raises ValueError for a take-back that does not point to an earlier row (a
    corrupt log)."""
    by_seq: dict[int, R] = {}
    before: dict[int, int] = {}  # an action's seq -> the last action standing before it
    last_after: dict[int, int] = {0: 0}  # a row's seq -> the last action standing after it
    last = 0
    for row in rows:
        back_to = target(row.notation)
        if back_to is None:
            by_seq[row.seq], before[row.seq], last = row, last, row.seq
        elif back_to < row.seq and back_to in last_after:
            last = last_after[back_to]
        else:
            raise ValueError(f"row {row.seq}: {row.notation!r} names no earlier row")
        last_after[row.seq] = last
    standing: list[R] = []
    while last:
        standing.append(by_seq[last])
        last = before[last]
    return standing[::-1]


@dataclass(frozen=True)
class Logged:
    """A row of a log known only as (seat, notation) pairs, numbered by its place."""

    seq: int
    seat: int
    notation: str
    events: str = "[]"


def numbered(record: Sequence[tuple[int, str]]) -> list[Logged]:
    """A log given as (seat, notation) pairs, its rows numbered 1, 2, 3... as stored."""
    return [Logged(seq, seat, text) for seq, (seat, text) in enumerate(record, start=1)]


def practice_policy(rows: Sequence[Row], seat: int) -> int | None:
    """A practice game's take-back: the seat's last action still standing, and everything
    played after it (the bots' replies), so the game returns to just before it."""
    for row in reversed(line(rows)):
        if row.seat == seat:
            return row.seq - 1
    return None


def undone(rows: Sequence[Row], back_to: int) -> list[Row]:
    """The actions standing now that a take-back to `back_to` would undo, in order."""
    return [row for row in line(rows) if row.seq > back_to]
