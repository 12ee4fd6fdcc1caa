"""The members every engine writes the same way (`EngineBase`), so a game writes only its
rules: JSON from its declared models, the secrets from its `secret_rules`, and the neutral
hooks of the protocol a game overrides only when it has a use for them.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Mapping, Sequence
from types import MappingProxyType
from typing import ClassVar, Generic

from pydantic import TypeAdapter

from games.models import Event, MenuWords, RulePage, Secret
from games.protocol import ActionT, SecretRules, StateT, ViewT


class EngineBase(Generic[StateT, ActionT, ViewT]):
    """The members every engine writes the same way: JSON from its declared models, the
    secrets from its `secret_rules` (none without), and the neutral hooks a game overrides
    only when it has a use for them."""

    state_model: type[StateT]
    view_model: type[ViewT]
    action_adapter: TypeAdapter[ActionT]
    secret_rules: SecretRules[StateT] | None = None
    random_play_options: ClassVar[Mapping[str, object]] = MappingProxyType({})
    anytime_notation: ClassVar[str | None] = None
    anytime_choice: ClassVar[str | None] = None
    pages: ClassVar[tuple[RulePage, ...]] = ()
    """The game's illustrated rules, returned by `rule_pages` (its `pages` module's)."""
    reveal_keys: ClassVar[tuple[str, ...]] = ()
    """The keys of the events that show something hidden (`reveals_event`): a key, or a
    prefix of keys when it ends with a dot (`zigzag.event.flip.`)."""
    menu_wording: ClassVar[Callable[[Sequence[str], int], MenuWords | None] | None] = None
    """What the game's picker choices do in game terms, for `menu_words` (a function of its
    picker module)."""

    def state_to_json(self, state: StateT) -> str:
        """The state as JSON text, for storage."""
        return state.model_dump_json()

    def state_from_json(self, text: str) -> StateT:
        """The state back from `state_to_json`."""
        return self.state_model.model_validate_json(text)

    def view_from_json(self, text: str) -> ViewT:
        """A view back from its JSON."""
        return self.view_model.model_validate_json(text)

    def action_to_json(self, action: ActionT) -> str:
        """An action as JSON text."""
        return action.model_dump_json()

    def action_from_json(self, text: str) -> ActionT:
        """An action back from `action_to_json`."""
        return self.action_adapter.validate_json(text)

    def leaders(self, state: StateT) -> list[int]:
        """Nobody: a game without a score has no leader to win a vote to end it."""
        return []

    def bot_view(self, state: StateT, seat: int) -> ViewT:
        """The seat's own view: a game whose view forgets nothing a player saw."""
        view: ViewT = self.view(state, seat)  # type: ignore[attr-defined]
        return view

    def bot_anytime_action(self, view: ViewT, seat: int, *, level: str,
                           seed: int) -> ActionT | None:
        """Nothing: a game whose bots act only when the game waits for them."""
        return None

    def revealed_view(self, state: StateT) -> ViewT:
        """The spectator's view: a game whose engine reveals nothing more before its end."""
        view: ViewT = self.view(state, None)  # type: ignore[attr-defined]
        return view

    def reveals(self, state: StateT, seat: int, action: ActionT) -> bool:
        """Every step is sent when chosen unless the game says which show nothing."""
        return True

    def phase_key(self, state: StateT) -> str:
        """Each turn a phase of its own, unless the game says which turns share one."""
        key: str = self.turn_key(state)  # type: ignore[attr-defined]
        return key

    def reveals_event(self, event: Event) -> bool:
        """The game's `reveal_keys`, a key or a prefix ending with a dot."""
        return any(event.key == key or (key.endswith(".") and event.key.startswith(key))
                   for key in type(self).reveal_keys)

    def applied_part(
        self, state: StateT, seat: int, action: ActionT
    ) -> tuple[ActionT, ActionT | None]:
        """Every action is played whole."""
        return action, None

    def secrets(self, state: StateT) -> list[Secret]:
        """What the table does not know, by the game's `secret_rules` (none without)."""
        return [] if self.secret_rules is None else self.secret_rules.secrets(state)

    def redraw_secrets(self, state: StateT, rng: random.Random) -> StateT:
        """A twin with every secret redrawn (without secrets: the state itself)."""
        return state if self.secret_rules is None else self.secret_rules.redraw(state, rng)

    def rule_pages(self) -> tuple[RulePage, ...]:
        """The pages the game declares in `pages` (none by default)."""
        return self.pages

    def menu_words(self, path: Sequence[str], shown: int) -> MenuWords | None:
        """The words of the game's `menu_wording` (none by default: the picker shows the
        labels)."""
        wording = type(self).menu_wording
        return None if wording is None else wording(path, shown)

    def secret_notation(self, notation: str) -> bool:
        """Whether a played notation is itself secret (without secrets: never)."""
        return self.secret_rules is not None and self.secret_rules.secret_notation(notation)
