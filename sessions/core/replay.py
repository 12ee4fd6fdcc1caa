"""The one replay every part of the bot uses: a game's state is its seed and its log.

Storage keeps the state for speed; `replay` rebuilds it from a fresh game and the log, and
`replay_steps` does so one row at a time, for whatever must show the game move by move (the
fairness check, the animated replay, the replay stepper, fair undo). A take-back row brings
back the state after the row it names (see `takeback`).
"""

from __future__ import annotations

from collections import deque
from collections.abc import Iterator, Mapping, Sequence
from typing import Any

from games.base import Engine, Event, GameState

from . import takeback


def replay(engine: Engine, players: int, seed: int, options: Mapping[str, Any],
           record: Sequence[tuple[int, str]]) -> GameState:
    """The state reached by playing `record` ((seat, notation) pairs, the whole log from
    its first row) from a fresh game, honouring its take-backs: the last of `replay_steps`,
    the one replay every part of the bot uses.

    This is the proof that the log alone is the game: storage keeps the state for speed, and
    tests check that replaying the log gives that same state for every game.
    """
    state, _ = deque(replay_steps(engine, players, seed, options, record), maxlen=1)[0]
    return state


def replay_steps(engine: Engine, players: int, seed: int, options: Mapping[str, Any],
                 record: Sequence[tuple[int, str]]) -> Iterator[tuple[GameState, list[Event]]]:
    """`replay` one row at a time: the fresh game (with no events), then the state after
    each row of `record` with the engine's events for it, for whatever must show the game
    move by move (the fairness check, the animated replay, the replay stepper). A take-back
    row brings back the state after the row it names, with no engine events. IllegalAction
    when an action of `record` is not legal where it stands; ValueError for a take-back
    naming no earlier row."""
    state = engine.new_game(players, seed, dict(options))
    after = [state]  # the state after each row, the fresh game being row 0
    yield state, []
    for seq, (seat, notation) in enumerate(record, start=1):
        back_to = takeback.target(notation)
        if back_to is None:
            state, events = engine.apply(state, seat, engine.parse(state, seat, notation))
        elif back_to < seq:
            state, events = after[back_to], []
        else:
            raise ValueError(f"row {seq}: {notation!r} names no earlier row")
        after.append(state)
        yield state, events
