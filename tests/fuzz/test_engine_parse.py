"""Fuzzing every engine's parser with hypothesis: whatever a player types, the engine answers
with an action or a refusal a player can read, and the position is left alone.

For seeded positions of every game (the start, decisions owed mid-turn, simultaneous
phases, late positions; see `corpus`) and every seat, arbitrary text (unicode, control
characters, oversized text, token salad, valid notation mutated) goes through `parse`, and
what parses through `apply`. Each may refuse with `IllegalAction` and nothing else. An
accepted action must be written back by `format` as notation that parses to the same action
(the action log is replayed from that text), and a single step must be one of the seat's
legal actions, so typed text can do nothing the buttons could not.
"""

from __future__ import annotations

from functools import cache

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from games import engine_names, get_engine
from games.base import IllegalAction

from .corpus import Position, Typist, positions

EXAMPLES_PER_GAME = 500
KINDS = tuple(engine_names())


@cache
def pool(kind: str) -> list[Position]:
    """The positions of one game (computed once per run)."""
    return [position for position in positions() if position.kind == kind]


def check_text(position: Position, seat: int, text: str) -> str:
    """Parse and apply `text` for `seat`; return how it ended ("refused" / "applied")."""
    engine = get_engine(position.kind)
    state = position.state()
    try:
        action = engine.parse(state, seat, text)
    except IllegalAction as refusal:
        assert str(refusal), "a refusal must say why"
        outcome = "refused"
    else:
        try:
            engine.apply(state, seat, action)
        except IllegalAction as refusal:
            assert str(refusal), "a refusal must say why"
            outcome = "refused"
        else:
            written = engine.format(state, action)
            assert engine.parse(state, seat, written) == action, (text, written)
            if getattr(action, "kind", None) != "line":  # one step: a legal action
                assert written in {engine.format(state, legal)
                                   for legal in engine.legal_actions(state, seat)}, written
            outcome = "applied"
    assert engine.state_to_json(state) == position.state_json, "parse or apply changed it"
    return outcome


def examples(kind: str) -> st.SearchStrategy[tuple[Position, int, str]]:
    """A position of `kind`, one of its seats, and text to type there."""
    typist = Typist(pool(kind))
    per_seat = [
        st.tuples(st.just(position), st.just(seat), typist.texts(tuple(
            text for owner, text in position.notations if owner == seat)))
        for position in pool(kind) for seat in range(position.players)
    ]
    return st.one_of(per_seat)


@pytest.mark.parametrize("kind", KINDS)
def test_typed_text_is_an_action_or_a_refusal_and_changes_nothing(kind: str) -> None:
    outcomes: dict[str, int] = {"refused": 0, "applied": 0}

    @settings(max_examples=EXAMPLES_PER_GAME, derandomize=True, database=None, deadline=None,
              suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large])
    @given(examples(kind))
    def fuzz(example: tuple[Position, int, str]) -> None:
        position, seat, text = example
        outcomes[check_text(position, seat, text)] += 1

    fuzz()
    # The corpus reaches both answers: valid notation is applied, garbage refused.
    assert outcomes["applied"] >= 10 and outcomes["refused"] >= EXAMPLES_PER_GAME // 2, outcomes


def test_the_positions_cover_every_kind_of_moment() -> None:
    labels = {(p.kind, p.label) for p in positions()}
    for kind in KINDS:
        assert {(kind, "start"), (kind, "decision")} <= labels, labels
    assert {("ostriches", "mid"), ("scramble", "simultaneous"), ("zigzag", "simultaneous"),
            ("zigzag", "late")} <= labels, labels


@pytest.mark.parametrize("kind", KINDS)
@pytest.mark.parametrize("text", ["flip ²", "x ²", "place a²", "go 1:c²", "next " + "9" * 5000,
                                  "x " + "9" * 5000, "catapult a" + "9" * 5000, "take ١٢",
                                  "ǅ@a1", "ﬀ NE cw", "\x00", "", " " * 10_000])
def test_odd_digits_and_huge_numbers_are_refused_or_read(kind: str, text: str) -> None:
    for position in pool(kind):
        for seat in range(position.players):
            check_text(position, seat, text)
