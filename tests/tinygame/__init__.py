"""Pebbles, a game that lives only in the tests: `registered()` puts it in the registry and
its words in the catalog for the length of a test, then takes both out again.

Nothing outside `tests/` names it: it is the proof that a new game needs its own package and
catalog file, one line in the registry, and no edit to sessions, cogs or the shared tests.
"""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

import i18n
from games import register, unregister

from .engine import NAME, PebblesEngine, PebblesState, PebblesView, Take

ENGINE = PebblesEngine()
MESSAGES = Path(__file__).with_name("messages")

__all__ = ["ENGINE", "NAME", "PebblesEngine", "PebblesState", "PebblesView", "Take",
           "registered"]


@contextmanager
def registered() -> Iterator[PebblesEngine]:
    """Pebbles in the registry and its messages in the catalog, for the `with` block."""
    with i18n.added(MESSAGES):
        register(ENGINE)
        try:
            yield ENGINE
        finally:
            unregister(NAME)
