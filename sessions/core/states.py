"""Engine states parsed from their stored text, kept for the next look at the same game.

Parsing a state is the costly part of reading a game, and a press reads its game several
times (who may act, the choices, the move, the game as it stands after). The latest parses
are kept, keyed by the stored text itself: equal text is an equal state, and engines never
change a state in place (`apply` returns a new one), so a kept state can be shared. The
service also tells the cache the state it has just computed and stored (`remember`), so the
game read back after an action is not parsed again.
"""

from __future__ import annotations

from collections import OrderedDict

from games import get_engine
from games.base import GameState

# Parsed states kept: enough for every game being worked on at once (16 interactions and 16
# delivery workers by default). Not more: a parse costs 40-130 us, while each kept state is
# 50-150 objects that every full garbage collection walks (256 states: about 30 % of what a
# collection walked at saturation).
STATE_CACHE_SIZE = 64

_kept: OrderedDict[tuple[str, str], GameState] = OrderedDict()


def parsed_state(kind: str, text: str) -> GameState:
    """The engine state stored as `text`."""
    key = (kind, text)
    state = _kept.get(key)
    if state is None:
        state = get_engine(kind).state_from_json(text)
        remember(kind, text, state)
    else:
        _kept.move_to_end(key)
    return state


def remember(kind: str, text: str, state: GameState) -> None:
    """Keep `state`, which is stored as `text` (`state_to_json` of it), as its parse."""
    _kept[(kind, text)] = state
    _kept.move_to_end((kind, text))
    while len(_kept) > STATE_CACHE_SIZE:
        _kept.popitem(last=False)

