"""What the fuzz tests feed the bot: seeded game positions, and text that is almost notation.

`positions()` plays seeded random games of every registered game and keeps a few positions
of each kind that matters to a parser: the start, positions where the game waits for a
decision in the middle of a turn (an Ostriches power or rotation, a Scramble decision, a
flipped Zig Zag card still held), a simultaneous phase, and late positions; the kinds are
read from each engine's `to_act` and `turn_key`, never from its name. `notation_texts()` draws text
that ranges from arbitrary unicode to near-valid notation, built by mutating the notation
`format` writes for legal actions of those positions.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from functools import cache
from typing import Any

from hypothesis import strategies as st

from games import Engine, engine_names, get_engine
from games.base import GameState

PER_KIND = 3  # positions kept of each kind, per game configuration

LABELS = ("start", "decision", "simultaneous", "mid", "late")


def configs() -> list[tuple[str, int, dict[str, object]]]:
    """Every registered game at its fewest and its most players (its random-play options),
    and once more with each option that offers choices set to its first other choice."""
    found = []
    for kind in engine_names():
        engine = get_engine(kind)
        base = dict(engine.random_play_options)
        found += [(kind, players, base)
                  for players in sorted({engine.min_players, engine.max_players})]
        variant = {spec.name: next(c for c in spec.choices if c != spec.default)
                   for spec in engine.options if spec.choices and len(spec.choices) > 1}
        if variant:
            found.append((kind, engine.min_players + 1 if engine.max_players > engine.min_players
                          else engine.min_players, {**base, **variant}))
    return found

# Tokens that parsers trip on: digits that `str.isdigit` accepts and `int` may not,
# characters whose case mapping changes their length, invisible and control characters,
# numbers beyond every range (and beyond `int`'s digit limit), separators of other kinds.
ODD_TOKENS: tuple[str, ...] = (
    "²", "³", "١٢", "٣", "９", "Ⅻ", "½", "𝟘", "-1", "0", "00", "+1", "1e3", "0x10",
    "99", "49", "4294967296", "9" * 30, "9" * 5000, "ß", "ı", "İ", "ﬀ", "K", "Å",
    "\u200b", "\u00a0", "\x00", "\x1b[31m", "\n", "\t", "\r\n", "\u2028", "@", "-", ">",
    ":", "/", "=", "--", "@@", ">>", "::", "a0", "a7", "z9", "A1", "g1", "f6", "b-1",
    "NE", "ne", "SW", "cw", "ccw", "N", "E", "S", "W", "no", "to", "pass", "line",
    "null", "None", "{}", "[]", "'", '"', "\\", "%s", "{0}", "{game}", "<@1>", "@everyone",
    "`", "**", "||", "🦤", "🏳️‍🌈", "\ud7ff", "\ufeff", "ǅ", "Σ",
)


@dataclass(frozen=True, repr=False)
class Position:
    """A game position to fuzz, kept as JSON so no test can change it by accident."""

    kind: str
    players: int
    label: str
    state_json: str
    notations: tuple[tuple[int, str], ...] = field(default=())  # (seat, legal notation)

    def __repr__(self) -> str:  # hypothesis prints failing examples: keep them short
        return f"Position({self.kind}, {self.players} players, {self.label})"

    def state(self) -> Any:
        """A fresh copy of the position's state."""
        return get_engine(self.kind).state_from_json(self.state_json)


def _label(engine: Engine, before: GameState, seat: int, state: GameState) -> str:
    """Which kind of position `state` is, reached by `seat` acting in `before`: read from the
    engine alone (its `to_act` and `turn_key`), so every registered game is labelled alike."""
    waiting = engine.to_act(state)
    if len(waiting) > 1:
        return "simultaneous"
    if seat in waiting and engine.turn_key(state) == engine.turn_key(before):
        return "decision"  # the same seat's turn goes on: a power, a rotation, a held card
    return "mid"


def _play(kind: str, players: int, options: Mapping[str, object],
          seed: int) -> list[Position]:
    engine = get_engine(kind)
    rng = random.Random(seed)
    state = engine.new_game(players, seed, dict(options))
    history: list[tuple[str, GameState]] = [("start", state)]
    for _ in range(4000):
        seats = engine.to_act(state)
        if not seats:
            break
        seat = rng.choice(seats)
        legal = engine.legal_actions(state, seat)
        action = rng.choice(legal) if rng.random() < 0.5 else engine.auto_action(state, seat)
        before, (state, _) = state, engine.apply(state, seat, action)
        if engine.to_act(state):
            history.append((_label(engine, before, seat, state), state))
    late = len(history) * 3 // 4  # the last quarter of the game
    history[late:] = [("late" if label == "mid" else label, found)
                      for label, found in history[late:]]
    kept: list[Position] = []
    for label in LABELS:
        found = [s for name, s in history if name == label]
        for index in sorted({round(i * (len(found) - 1) / max(PER_KIND - 1, 1))
                             for i in range(PER_KIND)} if found else set()):
            chosen = found[index]
            notations = tuple(
                (seat, engine.format(chosen, action))
                for seat in range(players) for action in engine.legal_actions(chosen, seat))
            kept.append(Position(kind, players, label, engine.state_to_json(chosen), notations))
    return kept


@cache
def positions() -> tuple[Position, ...]:
    """Every configuration's kept positions (deterministic: seeded games; built once)."""
    found: list[Position] = []
    for index, (kind, players, options) in enumerate(configs()):
        found += _play(kind, players, options, seed=1000 + index)
    return tuple(found)


def vocabulary(pool: Sequence[Position]) -> list[str]:
    """Every token of every legal notation in `pool`, and the odd tokens."""
    words = {word for position in pool for _, text in position.notations
             for word in text.split()}
    return sorted(words) + list(ODD_TOKENS)


# ------------------------------------------------------------------ mutations of valid text

Mutation = Callable[[str, random.Random], str]


def _delete_char(text: str, rng: random.Random) -> str:
    at = rng.randrange(len(text)) if text else 0
    return text[:at] + text[at + 1:]


def _insert_token(text: str, rng: random.Random) -> str:
    at = rng.randrange(len(text) + 1)
    return text[:at] + rng.choice(ODD_TOKENS) + text[at:]


def _replace_char(text: str, rng: random.Random) -> str:
    if not text:
        return rng.choice(ODD_TOKENS)
    at = rng.randrange(len(text))
    return text[:at] + rng.choice(ODD_TOKENS)[:1] + text[at + 1:]


def _swap_tokens(text: str, rng: random.Random) -> str:
    words = text.split()
    rng.shuffle(words)
    return " ".join(words)


def _drop_token(text: str, rng: random.Random) -> str:
    words = text.split()
    if words:
        del words[rng.randrange(len(words))]
    return " ".join(words)


def _double_token(text: str, rng: random.Random) -> str:
    words = text.split() or [""]
    at = rng.randrange(len(words))
    return " ".join([*words[:at + 1], words[at], *words[at + 1:]])


def _replace_token(text: str, rng: random.Random) -> str:
    words = text.split() or [""]
    words[rng.randrange(len(words))] = rng.choice(ODD_TOKENS)
    return " ".join(words)


def _change_case(text: str, rng: random.Random) -> str:
    return "".join(c.upper() if rng.random() < 0.5 else c.lower() for c in text)


def _truncate(text: str, rng: random.Random) -> str:
    return text[:rng.randrange(len(text) + 1)]


def _odd_spacing(text: str, rng: random.Random) -> str:
    space = rng.choice(["  ", "\t", "\n", "\u3000", "\u00a0", "", ":", ",", ";"])
    return space.join(text.split())


def _repeat(text: str, rng: random.Random) -> str:
    return " ".join([text] * rng.choice([2, 3, 50, 2000]))


MUTATIONS: tuple[Mutation, ...] = (
    _delete_char, _insert_token, _replace_char, _swap_tokens, _drop_token, _double_token,
    _replace_token, _change_case, _truncate, _odd_spacing, _repeat,
)


MUTATED_MAX = 100_000
"""The longest text a mutation leaves (as long as the longest oversized text drawn): repeated
repeats would otherwise grow to terabytes (2,000 times 2,000 times ...)."""


def mutated(text: str, seed: int, count: int) -> str:
    """`text` after `count` mutations chosen by `seed`, each cut to `MUTATED_MAX`."""
    rng = random.Random(seed)
    for _ in range(count):
        text = rng.choice(MUTATIONS)(text, rng)[:MUTATED_MAX]
    return text


class Typist:
    """Draws text a player might type, or worse, for positions of one pool: arbitrary
    unicode, token salad, near-valid notation (valid notation mutated a few times), two
    notations run together, and oversized text."""

    def __init__(self, pool: Sequence[Position]) -> None:
        self.valid = st.sampled_from(sorted({text for position in pool
                                             for _, text in position.notations}))
        self.base = st.one_of(
            st.text(max_size=40),
            st.text(alphabet=st.characters(codec="ascii"), max_size=40),
            st.lists(st.sampled_from(vocabulary(pool)), max_size=6).map(" ".join),
            self.valid,
            st.builds(mutated, self.valid, st.integers(0, 2**32), st.integers(1, 4)),
            st.builds(lambda chunk, times: chunk * times, st.text(min_size=1, max_size=8),
                      st.sampled_from([500, 6000, 100_000])),
            st.sampled_from([word + " " + "9" * 5000
                             for word in ("x", "flip", "take", "go", "next")]),
        )

    def texts(self, own: tuple[str, ...] = ()) -> st.SearchStrategy[str]:
        """Text for a typist whose legal notations now are `own`: those are typed as they
        are too, mutated, and run together with another notation."""
        if not own:
            return self.base
        near = st.sampled_from(own)
        return st.one_of(
            self.base, near,
            st.builds(mutated, near, st.integers(0, 2**32), st.integers(1, 4)),
            st.builds(lambda a, b: f"{a} {b}", near, self.valid),
        )
