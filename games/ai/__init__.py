"""Bot players for every game: a game-agnostic search and the levels bots play at.

`games.ai.ismcts.search` is information-set Monte Carlo tree search with determinization;
each game plugs in through `games/<game>/bot.py` (a `BotGame`: sample what the view hides,
order candidates, play rollouts, evaluate) and exposes `bot_action(view, seat, *, level,
seed)` on its engine. docs/BOTS.md explains the design and how to add a game.
"""

from __future__ import annotations

from games.ai.anytime import anytime_step
from games.ai.game import BotGame, EngineRules, check_sampled_view, first_waiting
from games.ai.ismcts import SearchReport, reporting, search
from games.ai.levels import LEVELS, Budget, Level, check_level

__all__ = ["LEVELS", "BotGame", "Budget", "EngineRules", "Level", "SearchReport",
           "anytime_step", "check_level", "check_sampled_view", "first_waiting", "reporting",
           "search"]
