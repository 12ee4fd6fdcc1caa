"""Bots acting out of turn at a table of bots alone (benchmarks, tests): the same rule the
bot driver of the sessions layer follows, before each step the game waits for, every bot
seat it does not wait for is asked, in seat order, whether it acts now
(`bot_anytime_action`)."""

from __future__ import annotations

from collections.abc import Sequence

from games.ai.levels import LEVELS
from games.protocol import Engine, GameAction, GameState


def anytime_step(engine: Engine, state: GameState, levels: Sequence[str],
                 seed: int) -> tuple[int, GameAction] | None:
    """The first bot seat (`levels[seat]` one of `LEVELS`; anything else, as "random", is
    not a bot) the game does not wait for that acts now, and its action; None when none
    does."""
    waiting = engine.to_act(state)
    for seat, level in enumerate(levels):
        if level in LEVELS and seat not in waiting:
            action = engine.bot_anytime_action(engine.bot_view(state, seat), seat,
                                               level=level, seed=seed)
            if action is not None:
                return seat, action
    return None
