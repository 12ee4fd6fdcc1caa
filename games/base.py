"""The engine protocol every game exposes, and the models it shares with the other layers.

The names here are a contract (see DESIGN.md): the sessions layer, the tests, the demo and
outside tools drive every game only through `Engine`, and import what they name from this
module. A game is pure, synchronous and deterministic: all chance comes from the RNG kept in
its state, and nothing here does I/O.

The names live where they are written: the shared models in `games.models`, the options in
`games.options`, the protocol in `games.protocol`, the members every engine writes the same
way in `games.engine_base`.
"""

from __future__ import annotations

from games.engine_base import EngineBase
from games.models import (
    BadNotation,
    Event,
    IllegalAction,
    MenuWords,
    Outcome,
    Params,
    ParamValue,
    RulePage,
    Secret,
    chance,
    rule_page,
    seat_name,
)
from games.options import OptionSpec, resolve_options
from games.protocol import (
    ActionT,
    Engine,
    GameAction,
    GameEngine,
    GameState,
    GameView,
    SecretRules,
    StateT,
    ViewT,
)

__all__ = [
    "ActionT", "BadNotation", "Engine", "EngineBase", "Event", "GameAction", "GameEngine",
    "GameState", "GameView", "IllegalAction", "MenuWords", "OptionSpec", "Outcome",
    "ParamValue", "Params", "RulePage", "Secret", "SecretRules", "StateT", "ViewT", "chance",
    "resolve_options", "rule_page", "seat_name",
]
