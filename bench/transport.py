"""The cost of the Discord transport, as one figure of `python -m bench`: the bot's CPU time
per move end to end (`bench_e2e` at saturation) over the stack's CPU time per action without
Discord (`bench_stack`), both measured in the same run on the same machine, so that the
machine's speed cancels out. Beside it, the fake Discord's own CPU per move, which shares
the machine with the bot and explains the end-to-end rate."""

from __future__ import annotations

from collections.abc import Sequence

from bench.bench_stack import AREA as STACK_AREA
from bench.bench_stack import BOARDS_PER_ACTION, CPU_PER_ACTION
from bench.common import Figure

AREA = "transport (e2e over stack, one run)"
BOT_CPU_PER_MOVE = "bot CPU per move"
FAKE_CPU_PER_MOVE = "fake Discord and players CPU per move"
SATURATION = "e2e saturation"


def _find(figures: Sequence[Figure], area_prefix: str, name: str) -> Figure | None:
    return next((f for f in figures if f.area.startswith(area_prefix) and f.name == name),
                None)


def transport_figures(figures_in: Sequence[Figure]) -> list[Figure]:
    """The ratio and the fake Discord's CPU per move, when the run measured both the stack
    and the saturation scenario; nothing otherwise. Beside them, the same ratio to the
    stack's CPU per turn, the unit of a move end to end."""
    stack = _find(figures_in, STACK_AREA, CPU_PER_ACTION)
    bot = _find(figures_in, SATURATION, BOT_CPU_PER_MOVE)
    fake = _find(figures_in, SATURATION, FAKE_CPU_PER_MOVE)
    if stack is None or bot is None or fake is None or not stack.value:
        return []
    figures = [
        # printed without a goal: the token's global limit, not the CPU, bounds the bot
        # (bench_limits), and the transport's levers were measured out (RESULTS.md)
        Figure(AREA, "bot CPU per move end to end / stack CPU per action", bot.value / stack.value,
               "x"),
        Figure(AREA, "bot CPU per move end to end", bot.value, "ms"),
        Figure(AREA, "stack CPU per action", stack.value, "ms"),
        Figure(AREA, "fake Discord and players CPU per move", fake.value, "ms"),
    ]
    # Beside the goal, not instead of it: a move of bench_e2e is a whole turn, posting one
    # board, while the stack's actions are steps, some of which end no turn.
    boards = _find(figures_in, STACK_AREA, BOARDS_PER_ACTION)
    if boards is not None and boards.value:
        per_turn = stack.value / boards.value
        figures += [
            Figure(AREA, "stack CPU per turn (per board handed over)", per_turn, "ms"),
            Figure(AREA, "bot CPU per move end to end / stack CPU per turn", bot.value / per_turn,
                   "x"),
        ]
    return figures
