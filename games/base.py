"""The engine protocol every game exposes, and the models it shares with the other layers.

The names here are a contract (see DESIGN.md): the sessions layer, the tests, the demo and
outside tools drive every game only through `Engine`. A game is pure, synchronous and
deterministic: all chance comes from the RNG kept in its state, and nothing here does I/O.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Mapping, Sequence
from types import MappingProxyType
from typing import ClassVar, Generic, NamedTuple, Protocol, TypeAlias, TypeVar, runtime_checkable

from pydantic import BaseModel, ConfigDict, Field, TypeAdapter

import i18n

ParamValue = str | int
Params = dict[str, ParamValue]


class IllegalAction(ValueError):
    """An action the rules refuse, with a message a player can read.

    `key` and `params` name a catalog message, so the refusal can be shown in the player's
    language; `str(error)` is the English text, which is what logs and tests read. `rule` is
    the topic of the game's rule page (`Engine.rule_pages`) about the rule that refused it,
    so the reply can point a newcomer to it; None for a refusal that is no rule of play (a
    game's options).
    """

    def __init__(self, key: str, *, rule: str | None = None, **params: ParamValue) -> None:
        self.key = key
        self.rule = rule
        self.params: Params = dict(params)
        super().__init__(i18n.t(key, "en", **params))

    def message(self, lang: str | None) -> str:
        """The refusal in the player's language."""
        return i18n.t(self.key, lang, **self.params)


class BadNotation(IllegalAction):
    """Text that is no action at all (a typo, a missing square): no rule refused it, so the
    reply points to how actions are written instead of to a rule page (it names no `rule`)."""


class Event(BaseModel):
    """Something that happened, for the game log and the channel.

    `audience` is None for everyone, or the one seat allowed to see it (an Eye result, the
    card a player drew). `key` is a catalog message; `params` fill it. A param named
    `player`, or starting with `player` (`player2`, `player_target`), holds a seat number that
    presenters replace with that seat's display name.
    """

    model_config = ConfigDict(frozen=True)

    key: str
    params: Params = Field(default_factory=dict)
    audience: int | None = None

    def visible_to(self, seat: int | None) -> bool:
        """Whether a viewer in `seat` (None: spectator) may see this event."""
        return self.audience is None or self.audience == seat


class Outcome(BaseModel):
    """How a finished game ended.

    `places` lists seats from first place down, ties sharing a place; `winners` is
    `places[0]` unless nobody won (an abandoned game). `reason` is a catalog key explaining
    the end, filled with `reason_params`; `scores` is for games that keep points.
    """

    model_config = ConfigDict(frozen=True)

    winners: list[int]
    places: list[list[int]] = Field(default_factory=list)
    reason: str
    reason_params: Params = Field(default_factory=dict)
    scores: dict[int, int] | None = None


class OptionSpec(BaseModel):
    """One game option as offered at `/game new`: a choice among words, or a bounded integer.

    `label` is the catalog key of its description; choices' labels are
    `<label>.<choice>` when the catalog has them.
    """

    model_config = ConfigDict(frozen=True)

    name: str
    label: str
    default: str | int | bool
    choices: tuple[str, ...] | None = None
    minimum: int | None = None
    maximum: int | None = None

    def coerce(self, raw: object) -> str | int | bool:
        """Validate one raw value (from a slash command or a config file) for this option.
        A number is bounded before it is converted (a value of thousands of digits is out
        of range, not a crash), and a refusal quotes at most the start of a long value."""
        shown = _quoted(raw)
        if isinstance(self.default, bool):
            if isinstance(raw, bool):
                return raw
            text = str(raw).strip().lower()
            if text in {"true", "yes", "on", "1", "oui"}:
                return True
            if text in {"false", "no", "off", "0", "non"}:
                return False
            raise IllegalAction("option.bad_bool", option=self.name, value=shown)
        if isinstance(self.default, int):
            text = str(raw).strip().removeprefix("-").removeprefix("+")
            if not text.isascii() or not text.isdigit():
                raise IllegalAction("option.bad_int", option=self.name, value=shown)
            low = self.minimum if self.minimum is not None else -(10**OPTION_DIGITS)
            high = self.maximum if self.maximum is not None else 10**OPTION_DIGITS
            if len(text.lstrip("0")) > OPTION_DIGITS:
                raise IllegalAction(
                    "option.out_of_range", option=self.name, value=shown, low=low, high=high)
            value = int(str(raw).strip())
            if not low <= value <= high:
                raise IllegalAction(
                    "option.out_of_range", option=self.name, value=value, low=low, high=high
                )
            return value
        text = str(raw).strip().lower()
        if self.choices is not None and text not in self.choices:
            raise IllegalAction(
                "option.bad_choice", option=self.name, value=shown,
                choices=", ".join(self.choices),
            )
        return text


OPTION_DIGITS = 9  # no numeric option is near a billion: a longer number is out of range
QUOTED_MAX = 40


def _quoted(raw: object) -> str:
    """A value as a refusal quotes it: its start when long."""
    text = str(raw).strip()
    return text if len(text) <= QUOTED_MAX else text[:QUOTED_MAX - 1] + "…"


def resolve_options(
    specs: Sequence[OptionSpec], given: Mapping[str, object] | None
) -> dict[str, str | int | bool]:
    """Every option's value: the given ones validated, the others at their defaults.

    Engines call this from `new_game`, so an unknown option or a bad value is refused the
    same way for every game.
    """
    by_name = {spec.name: spec for spec in specs}
    given = dict(given or {})
    for name in given:
        if name not in by_name:
            raise IllegalAction(
                "option.unknown", option=name, known=", ".join(by_name) or "-"
            )
    return {
        spec.name: spec.coerce(given[spec.name]) if spec.name in given else spec.default
        for spec in specs
    }


def chance(seed: int, step: int) -> random.Random:
    """The RNG for the `step`-th chance event of a game seeded with `seed`.

    Games keep `seed` and a counter of chance steps in their state and call this for each
    shuffle or draw, so the state stays small JSON and seed + action log replays exactly.
    """
    return random.Random(f"{seed}:{step}")


def seat_name(names: Sequence[str] | None, seat: int) -> str | None:
    """The display name the caller gave for `seat`, on one line; None when it gave none.

    Engines fall back to their generic label ("Player 2") on None, so a caller may pass no
    names, or names for some seats only, and a blank name never leaves a seat unnamed.
    """
    if names is None or not 0 <= seat < len(names):
        return None
    name = " ".join(names[seat].split())
    return name or None


class MenuWords(NamedTuple):
    """A picker choice in game terms (`GameEngine.menu_words`): the catalog word of what it
    does (`verb`: `<game>.pick.<verb>`), and the labels that complete it (`what`, each
    translated as a token where the catalog knows it)."""

    verb: str
    what: tuple[str, ...] = ()


class Secret(BaseModel):
    """One thing the table does not know yet, as its engine describes it for the leak checks.

    `what` says what it is ("the face-down pawn on c2"), for a failure message; `tells` are
    the events whose lines will show it once it is revealed, and `texts` the literal texts
    that would show it (a hand as `describe` lists it). None of them may reach the channel
    while the secret stands.
    """

    model_config = ConfigDict(frozen=True)

    what: str
    tells: tuple[Event, ...] = ()
    texts: tuple[str, ...] = ()


class RulePage(BaseModel):
    """One page of a game's illustrated rules (`/rules`), declared by the game, pure data.

    `keys` are catalog keys of the page's sentences (the first is its title), filled with
    `action` (the notation of the step the page explains) and `params`. The pictures come
    from a real position: a new game of `players` seeded with `seed` under `options`, the
    steps `before` played in order, each by the first seat the game waits for, then `action`
    by the seat it waits for then; the page shows the public view before and after it.
    """

    model_config = ConfigDict(frozen=True)

    topic: str
    keys: tuple[str, ...]
    action: str | None = None
    """None for a page of words only (the house rules, our choices): no position, no
    pictures."""
    before: tuple[str, ...] = ()
    seed: int = 1
    players: int = 2
    options: dict[str, ParamValue] = Field(default_factory=dict)
    params: Params = Field(default_factory=dict)


def rule_page(kind: str, topic: str, action: str | None = None, seed: int = 1,
              before: str = "", *, players: int = 2,
              options: Mapping[str, ParamValue] | None = None,
              params: Mapping[str, ParamValue] | None = None) -> RulePage:
    """The page `topic` of game `kind` as every game's `pages` module writes one: its words
    are the catalog's `rules.<kind>.<topic>.title` and `.text`, and the steps before its
    action one comma-separated line (a page without an action is words only)."""
    keys = tuple(f"rules.{kind}.{topic}.{part}" for part in ("title", "text"))
    return RulePage(topic=topic, keys=keys, action=action, seed=seed, players=players,
                    before=tuple(step.strip() for step in before.split(",") if step.strip()),
                    options=dict(options or {}), params=dict(params or {}))


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

    def bot_action(self, view: ViewT, seat: int, *, level: str, seed: int) -> ActionT:
        """A bot player's action for `seat`, decided from `view` alone, which must be exactly
        `self.view(state, seat)`: so a bot sees what its seat sees and nothing else, and
        cannot cheat. Legal in the state the view was made from; `level` is one of
        `games.ai.LEVELS` (easy, normal, hard); the same view, level and seed always give the
        same action, in any process. Raises ValueError for another level or a seat the view
        does not wait for. docs/BOTS.md describes each game's bot.
        """
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
