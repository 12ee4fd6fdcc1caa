"""The models every game shares with the other layers: refusals, events, outcomes, secrets,
rule pages, and the seeded chance and seat names every engine uses.

They are a contract (see DESIGN.md), reached through `games.base`; nothing here does I/O.
"""

from __future__ import annotations

import random
import tomllib
from collections.abc import Mapping, Sequence
from typing import NamedTuple

from pydantic import BaseModel, ConfigDict, Field

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


class _PageEntry(BaseModel):
    """One `[[page]]` of a game's `pages.toml` as written (see `rule_pages`)."""

    model_config = ConfigDict(extra="forbid")

    topic: str
    action: str | None = None
    seed: int = 1
    before: str = ""
    players: int = 2
    options: dict[str, ParamValue] = Field(default_factory=dict)
    params: Params = Field(default_factory=dict)


def rule_pages(kind: str, document: str) -> tuple[RulePage, ...]:
    """The pages of game `kind`'s illustrated rules, in reading order, from the text of its
    `pages.toml`: a page is data (a position and a step), so the games keep their pages as
    data and share this one reading of them.

    Each `[[page]]` names its `topic` and, unless it is words only, its `action`, `seed` and
    `before`: the steps played first, comma-separated, where `{name}` stands for the steps
    `[steps]` calls `name` (a list there may name those above it). `[defaults]` holds what
    every page with an action shares (the options of its game, say); a key of the page
    itself wins. A key nobody reads is refused.
    """
    data = tomllib.loads(document)
    steps: dict[str, str] = {}
    for name, text in data.get("steps", {}).items():
        steps[name] = text.format_map(steps)  # a list may name those above it
    defaults: dict[str, object] = data.get("defaults", {})
    pages = []
    for written in data.get("page", []):
        entry = _PageEntry.model_validate({**defaults, **written} if "action" in written
                                          else written)
        pages.append(rule_page(kind, entry.topic, entry.action, entry.seed,
                               entry.before.format_map(steps), players=entry.players,
                               options=entry.options, params=entry.params))
    return tuple(pages)
