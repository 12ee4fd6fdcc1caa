"""The games: pure rules, one package per game, and the registry that names them.

`get_engine(name)` is how every other layer reaches a game. Game packages register
themselves on import; `ENGINE_MODULES` lists which to import, so adding a game is one line.
"""

from __future__ import annotations

import importlib
from typing import cast

from games.base import ActionT, Engine, GameEngine, IllegalAction, StateT, ViewT

__all__ = ["Engine", "GameEngine", "IllegalAction", "engine_names", "get_engine", "register",
           "unregister"]

ENGINE_MODULES: tuple[str, ...] = ("games.ostriches", "games.scramble", "games.zigzag")

_ENGINES: dict[str, Engine] = {}
_loaded = False


def register(engine: GameEngine[StateT, ActionT, ViewT]) -> None:
    """Add an engine to the registry under its `name`; each game's package calls this.

    mypy checks here that the engine implements every member of `GameEngine` for its own
    state, action and view; the registry then hands it out as an `Engine`, whose models are
    opaque to the caller (which passes back only what the engine gave it).
    """
    if engine.name in _ENGINES and _ENGINES[engine.name] is not engine:
        raise ValueError(f"two engines named {engine.name!r}")
    _ENGINES[engine.name] = cast(Engine, engine)


def unregister(name: str) -> None:
    """Take a game out of the registry (tests register games of their own, then leave)."""
    _load_all()
    _ENGINES.pop(name, None)


def _load_all() -> None:
    """Import every game package once: `get_engine` runs for nearly every step of every
    action, and asking the import system again each time was 3 % of the bot's work."""
    global _loaded
    if _loaded:
        return
    for module in ENGINE_MODULES:
        importlib.import_module(module)
    _loaded = True


def get_engine(name: str) -> Engine:
    """The engine registered as `name`; raises KeyError naming the known games otherwise."""
    _load_all()
    try:
        return _ENGINES[name]
    except KeyError:
        raise KeyError(f"unknown game {name!r} (known: {', '.join(sorted(_ENGINES))})") from None


def engine_names() -> list[str]:
    """The names of every registered game, in registry order."""
    _load_all()
    return list(_ENGINES)
