"""The engine protocol every game exposes, and the models it shares with the other layers.

The names here are a contract (see DESIGN.md): the sessions layer, the tests, the demo and
outside tools drive every game only through `Engine`, and import what they name from this
module. A game is pure, synchronous and deterministic: all chance comes from the RNG kept in
its state, and nothing here does I/O.

Each name lives where it is written and is re-exported here (`import X as X`): the shared
models in `games.models`, the options in `games.options`, the protocol in `games.protocol`,
the members every engine writes the same way in `games.engine_base`.
"""

from __future__ import annotations

from games.engine_base import EngineBase as EngineBase
from games.models import BadNotation as BadNotation
from games.models import Event as Event
from games.models import IllegalAction as IllegalAction
from games.models import MenuWords as MenuWords
from games.models import Outcome as Outcome
from games.models import Params as Params
from games.models import ParamValue as ParamValue
from games.models import RulePage as RulePage
from games.models import Secret as Secret
from games.models import chance as chance
from games.models import rule_page as rule_page
from games.models import rule_pages as rule_pages
from games.models import seat_name as seat_name
from games.options import OptionSpec as OptionSpec
from games.options import resolve_options as resolve_options
from games.options import resolve_stored as resolve_stored
from games.protocol import ActionT as ActionT
from games.protocol import Engine as Engine
from games.protocol import GameAction as GameAction
from games.protocol import GameEngine as GameEngine
from games.protocol import GameState as GameState
from games.protocol import GameView as GameView
from games.protocol import SecretRules as SecretRules
from games.protocol import StateT as StateT
from games.protocol import ViewT as ViewT
