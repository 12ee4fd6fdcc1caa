"""The engine protocol every game exposes: `GameEngine`, generic over the game's own models,
and `Engine`, an engine as the registry hands it out.

The names here are a contract (see DESIGN.md), reached through `games.base`: the sessions
layer, the tests, the demo and outside tools drive every game only through `Engine`.
"""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from typing import ClassVar, Protocol, TypeAlias, TypeVar, runtime_checkable

from pydantic import BaseModel

from games.models import Event, MenuWords, Outcome, RulePage, Secret
from games.options import OptionSpec

StateT = TypeVar("StateT", bound=BaseModel)
ActionT = TypeVar("ActionT", bound=BaseModel)
ViewT = TypeVar("ViewT", bound=BaseModel)


@runtime_checkable
class GameEngine(Protocol[StateT, ActionT, ViewT]):
    """What every game registers under its name (`games.get_engine(name)`), generic over its
    own pydantic state, action and view models.

    Every member is required: a game without a use for an optional hook (`leaders`,
    `reveals`, `applied_part`, the secrets) inherits its neutral default from `EngineBase`.
    """

    name: ClassVar[str]
    min_players: ClassVar[int]
    max_players: ClassVar[int]
    options: ClassVar[tuple[OptionSpec, ...]]
    random_play_options: ClassVar[Mapping[str, object]]
    """Options under which players choosing at random still end a game (the demo's and the
    conformance tests'): e.g. Zig Zag's round limit."""
    anytime_notation: ClassVar[str | None]
    """An action any player may take whenever it is legal for them, whoever's turn it is,
    offered as a button on the game's status message (Zig Zag's `stop`); None for none."""
    anytime_choice: ClassVar[str | None]
    """The first picker label (`menu_path`) of actions any player may choose whenever they
    are legal for them, whoever's turn it is (Ostrich Scramble's `give`): offered as a
    button on the game's status message that opens the picker at that choice; None for
    none."""

    def new_game(
        self, players: int, seed: int, options: Mapping[str, object] | None = None
    ) -> StateT:
        """A fresh game; all chance comes from `seed`. Bad options raise IllegalAction."""
        ...

    def to_act(self, state: StateT) -> list[int]:
        """Seats whose input the game waits for now (several in simultaneous phases)."""
        ...

    def turn_key(self, state: StateT) -> str:
        """Where the game stands, as an opaque marker that changes exactly when a turn or a
        phase ends: not between the steps of one player's turn, nor between the
        submissions of a simultaneous phase. The channel gets the board when it changes."""
        ...

    def phase_key(self, state: StateT) -> str:
        """Where the game stands at the scale of its phases, as an opaque marker that
        changes exactly when a phase ends (Ostriches' placement, Scramble's PLAN or SET
        TRAPS, Zig Zag's setup), never between the turns of one phase. A phase's end
        resolves what was played in it, and may show anything: the row that ends one is
        never taken back."""
        ...

    def reveals_event(self, event: Event) -> bool:
        """Whether `event` shows its audience something hidden until then (a pawn or a card
        turned up, a Zig revealed, a card drawn, what the Eye saw), decided from its key
        alone, never from its params (the secret itself): the row that caused one showed
        something. Every event a secret's `tells` name is one."""
        ...

    def legal_actions(self, state: StateT, seat: int) -> list[ActionT]:
        """Every single-step action that seat may take now (empty if it may do nothing). A
        seat not in `to_act` may still have some: what the rules allow at any moment, such
        as Zig Zag's Stop; `apply` accepts those out of turn, and nothing else."""
        ...

    def apply(self, state: StateT, seat: int, action: ActionT) -> tuple[StateT, list[Event]]:
        """Pure: the new state and what happened. Raises IllegalAction, leaving `state` alone."""
        ...

    def parse(self, state: StateT, seat: int, text: str) -> ActionT:
        """An action from the notation of HOUSE_RULES.md; raises IllegalAction on bad text."""
        ...

    def format(self, state: StateT, action: ActionT) -> str:
        """The notation of an action; `parse(format(a)) == a`."""
        ...

    def view(self, state: StateT, seat: int | None) -> ViewT:
        """What `seat` may know (None: a spectator). The only input of rendering."""
        ...

    def outcome(self, state: StateT) -> Outcome | None:
        """Winners, places and why, once the game is over; None while it goes on."""
        ...

    def bot_view(self, state: StateT, seat: int) -> ViewT:
        """What a bot in `seat` decides from: `view(state, seat)` with everything the table
        showed that seat kept in memory, as a player who forgets nothing keeps it (Zig Zag's
        collect stacks, each card seen when taken, which a player's view keeps only with
        `peek`); `view(state, seat)` itself in a game whose view forgets nothing."""
        ...

    def bot_action(self, view: ViewT, seat: int, *, level: str, seed: int) -> ActionT:
        """A bot player's action for `seat`, decided from `view` alone, which must be exactly
        `self.bot_view(state, seat)` (or `self.view(state, seat)`, a player's, for a hint:
        the bot then plays without the memory that view lacks): so a bot sees what its seat
        sees and nothing else, and cannot cheat. Legal in the state the view was made
        from; `level` is one of `games.ai.LEVELS` (easy, normal, hard); the same view, level
        and seed always give the same action, in any process. Raises ValueError for another
        level or a seat the view does not wait for. docs/BOTS.md describes each game's bot.
        """
        ...

    def bot_anytime_action(self, view: ViewT, seat: int, *, level: str,
                           seed: int) -> ActionT | None:
        """The action a bot takes now for `seat` although the game does not wait for it, or
        None: the rules let a player act out of turn (Zig Zag's Stop, at any moment of
        collecting), and a bot that watches the table between turns does so as a person
        would. Decided from `view` alone, exactly `self.bot_view(state, seat)`, like
        `bot_action`; legal in that state whenever not None; the same view, level and seed
        give the same answer. Drivers ask each bot seat the game does not wait for after
        every step, before the next seat acts."""
        ...

    def auto_action(self, state: StateT, seat: int) -> ActionT:
        """A legal action chosen by a simple, documented, deterministic rule: the stand-in
        step for an absent seat; it must be legal whenever `seat in to_act(state)`."""
        ...

    def leaders(self, state: StateT) -> list[int]:
        """The seats leading now, who win a game its players vote to end; empty for a game
        that keeps no score (nobody wins it then)."""
        ...

    def revealed_view(self, state: StateT) -> ViewT:
        """The spectator's view of `state` with every secret shown, as the view of a finished
        game shows them: for looking back at a game that is over (`/game replay`), never
        while it runs."""
        ...

    def reveals(self, state: StateT, seat: int, action: ActionT) -> bool:
        """Whether taking `action` may show `seat` something it could not know when choosing
        it (a pawn's power, a drawn card, what the Eye saw), or let the others act before
        its next step. The Play picker puts a turn together step by step and sends it
        whole, with Back until then; a step that reveals is sent when chosen, so Back never
        takes back a look. Decided from what `seat` may know, never from a secret."""
        ...

    def applied_part(
        self, state: StateT, seat: int, action: ActionT
    ) -> tuple[ActionT, ActionT | None]:
        """For an action that is a line of several steps, the steps `apply` plays and those
        it drops because the game ended first (None: it plays them all), so a player is told
        what was played."""
        ...

    def menu_path(self, state: StateT, action: ActionT) -> list[str]:
        """How buttons group this legal action: one label per step of the picker.

        `["eye", "c2"]` for a placement means "pick the power, then the square". Labels are
        notation tokens; presenters translate those the catalog knows as
        `<game>.token.<label>`.
        """
        ...

    def state_to_json(self, state: StateT) -> str:
        """The state as JSON text, for storage."""
        ...

    def state_from_json(self, text: str) -> StateT:
        """The state back from `state_to_json`."""
        ...

    def view_from_json(self, text: str) -> ViewT:
        """A view back from its JSON (`view.model_dump_json()`), e.g. from the outbox."""
        ...

    def action_to_json(self, action: ActionT) -> str:
        """An action as JSON text (for tools that store actions rather than notation)."""
        ...

    def action_from_json(self, text: str) -> ActionT:
        """An action back from `action_to_json`."""
        ...

    def render(self, view: ViewT, lang: str = "en", names: Sequence[str] | None = None) -> bytes:
        """A PNG of the board as `view` shows it (public or one player's private image).

        `names[seat]` is the display name of each seat, so the image names players the way
        the message around it does; None keeps generic labels ("Player 2"). A name is
        fitted to its space (shrunk, then cut with an ellipsis), and characters the bundled
        font cannot draw (emoji, CJK) are replaced, never a reason to fail.
        """
        ...

    def describe(self, view: ViewT, lang: str = "en", names: Sequence[str] | None = None) -> str:
        """A short text of what the view shows its viewer (phase, their secrets), for Discord.

        `names` as for `render`: seats are named by display name when given.
        """
        ...

    def secrets(self, state: StateT) -> list[Secret]:
        """What the table does not know in `state` (nothing once the game is over, when
        every view shows everything): the leak checks look for each in public text."""
        ...

    def redraw_secrets(self, state: StateT, rng: random.Random) -> StateT:
        """A twin of `state`: every secret redrawn from `rng`, everything public kept (sizes
        of hands and decks, who holds what, what lies face up). The public view of the two
        must be identical; a game without secrets returns `state`."""
        ...

    def secret_notation(self, notation: str) -> bool:
        """Whether a played action's notation is itself a secret the others must never read
        (a placement naming a power, a PLAN submission)."""
        ...

    def rule_pages(self) -> tuple[RulePage, ...]:
        """The pages of the game's illustrated rules, in reading order (`/rules`); each
        topic once. A game without pages returns none."""
        ...

    def menu_words(self, path: Sequence[str], shown: int) -> MenuWords | None:
        """What a picker choice does, in game terms: the choice stands for the first `shown`
        labels of `path` (a legal action's `menu_path`; all of it when the choice takes
        that action). The presenters word it as `<game>.pick.<verb>` (and its
        description `<game>.pick_help.<verb>`) followed by the `what` labels. None: the
        labels alone say it."""
        ...


GameState: TypeAlias = BaseModel
"""A game's state as callers outside the game hold it: opaque, only handed back to its engine."""
GameAction: TypeAlias = BaseModel
"""A game's action as callers outside the game hold it (see `GameState`)."""
GameView: TypeAlias = BaseModel
"""A game's view as callers outside the game hold it (see `GameState`)."""

Engine: TypeAlias = GameEngine[GameState, GameAction, GameView]
"""An engine as the registry hands it out: its state, action and view are opaque to the
caller, who passes it back only what it returned (a state from `new_game`, `apply` or
`state_from_json`, an action from `parse` or `legal_actions`, a view from `view`)."""


class SecretRules(Protocol[StateT]):
    """A game's description of its secrets (its `secrets` module), as the engine hands it out:
    the three members of `GameEngine` of the same names (`redraw` is `redraw_secrets`)."""

    def secrets(self, state: StateT, /) -> list[Secret]:
        """See `GameEngine.secrets`."""
        ...

    def redraw(self, state: StateT, rng: random.Random, /) -> StateT:
        """See `GameEngine.redraw_secrets`."""
        ...

    def secret_notation(self, notation: str, /) -> bool:
        """See `GameEngine.secret_notation`."""
        ...
