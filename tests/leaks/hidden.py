"""What each game holds secret at a given moment, read from its engine, in the forms the leak
checks need; nothing here names a game, so a game registered is checked like the others.

- `EngineSecrets(kind)`: the phrases the channel will only be told once a secret is revealed
  (each `Secret`'s tells as the bot writes those lines, in every language with the players'
  names, and its literal texts), so a leak is found verbatim. A tell seen revealed stays
  known: a Zig Zag card flipped and left turns face down again, but the table saw it;
- `get_engine(kind).redraw_secrets`: the same state with every secret changed and everything
  public kept. The public view of the two states must be identical: that is the proof no
  secret reaches the public view, whatever words a renderer would use;
- `get_engine(kind).secret_notation`: whether a played notation is itself a secret.

Once the game is over every view shows everything, so there is nothing to hide or redraw.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from games import get_engine
from games.base import Event
from tests.e2e.leaks import LeakWatch, event_texts


class EngineSecrets:
    """The hidden phrases of one game as it goes (one instance follows one game)."""

    def __init__(self, kind: str) -> None:
        self.engine = get_engine(kind)
        self.told: dict[str, str] = {}  # the tells' lines hidden at the last look
        self.known: set[str] = set()  # tells' lines revealed since
        self.lines: dict[tuple[str, tuple[tuple[str, str | int], ...]], list[str]] = {}

    def __call__(self, state: Any, names: Mapping[int, str]) -> dict[str, str]:
        """What is hidden in `state`: {phrase: what it would reveal}."""
        told: dict[str, str] = {}
        texts: dict[str, str] = {}
        for secret in self.engine.secrets(state):
            for event in secret.tells:
                told.update(dict.fromkeys(self._lines(event, names), secret.what))
            texts.update(dict.fromkeys(secret.texts, secret.what))
        self.known.update(set(self.told) - set(told))
        self.told = told
        return {**{line: what for line, what in told.items() if line not in self.known},
                **texts}

    def _lines(self, event: Event, names: Mapping[int, str]) -> list[str]:
        key = (event.key, tuple(sorted(event.params.items())))
        if key not in self.lines:  # a game has few tells, looked up after every action
            self.lines[key] = event_texts(event, names)
        return self.lines[key]


def leak_watch(kind: str, game_id: int, names: dict[int, str]) -> LeakWatch:
    """A `LeakWatch` for one game, looking for what its engine says is secret."""
    return LeakWatch(kind, game_id, names, EngineSecrets(kind),
                     get_engine(kind).secret_notation)
