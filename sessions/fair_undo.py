"""Fair undo (issue 23): the take-back every game allows, not only practice games.

A player may take back their own last action (one log row per press; press again for the
step before it, while that one is still fair to take back) as long as nothing was shown
since they chose it and nobody else acted. In one rule, for every game:

    a seat may take back the last action standing when it is the seat's own, every row of
    the log from it on is the seat's own (nobody else acted, not even a bot), and none of
    those actions is *sealed*.

An action is sealed when

- the engine says it reveals (`Engine.reveals`, decided from the public board: a flip, the
  Eye, a draw or a claim, a run step, a live take...),
- or it showed another seat something privately (an event whose audience is another seat),
- or it closed a phase in which the game waited for several seats at once (the submissions
  of a simultaneous phase are resolved together and shown: Scramble's PLAN and SET TRAPS,
  Zig Zag's setup).

Everything it reads is public (what the engine's `reveals` reads, who each event is for,
`turn_key`, who the game waits for), never a secret, so whether a take-back is allowed
tells nobody anything: two games differing only in a secret get the same answer.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence

from games.base import Engine, Event, GameState

from .takeback import Policy, Row, line, target

Steps = Callable[[Sequence[tuple[int, str]]], Iterable[tuple[GameState, list[Event]]]]
"""A game's log replayed row by row (`service.replay_steps` for one game): the fresh state,
then the state after each row with its events."""


def fair_policy(engine: Engine, steps: Steps) -> Policy:
    """The fair-undo `Policy` of one game (see the module): `steps` replays its log."""

    def policy(rows: Sequence[Row], seat: int) -> int | None:
        standing = line(rows)
        if not standing or standing[-1].seat != seat:
            return None
        last = standing[-1]
        since = [row for row in rows if row.seq >= last.seq]
        if any(row.seat != seat for row in since):
            return None
        try:
            replayed = list(steps([(row.seat, row.notation) for row in rows]))
            states = [state for state, _ in replayed]
            if any(target(row.notation) is None and sealed(
                    engine, states, row.seq, seat, row.notation, replayed[row.seq][1])
                   for row in since):
                return None
        except ValueError:  # IllegalAction too
            # a log that no longer replays (a state stored by hand, as tests and repairs
            # do) cannot say what was shown: nothing may be taken back
            return None
        return last.seq - 1

    return policy


def sealed(engine: Engine, states: Sequence[GameState], seq: int, seat: int, notation: str,
           events: Sequence[Event]) -> bool:
    """Whether the action of row `seq` (by `seat`, with the `events` it caused) showed
    something hidden, so that it may never be taken back: `states[k]` is the game after row
    k (`states[0]` the fresh game)."""
    before, after = states[seq - 1], states[seq]
    if engine.reveals(before, seat, engine.parse(before, seat, notation)):
        return True
    if any(event.audience not in (None, seat) for event in events):
        return True
    phase = engine.turn_key(before)
    return engine.turn_key(after) != phase and any(
        len(engine.to_act(state)) > 1 for state in states[:seq]
        if engine.turn_key(state) == phase)
