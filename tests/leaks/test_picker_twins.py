"""What a step shows is the same across secrets: the Play picker's choices of when to send,
and the Take back button, read it.

The picker sends a step at once when it shows something (`sessions.showing.showed`: the
engine's `reveals`, an event for another seat, an event that turns something hidden over, a
phase ended) and holds it in the turn it puts together otherwise; fair undo never takes back
a row that showed something. Both are visible to the player (a green button, an answer that
is sent or not, a Take back button): if either depended on a secret, a player could learn it
by looking at the buttons. So two states that differ only in their secrets (the engine's
`redraw_secrets`) must give every legal step the same answer, each computed from its own
twin's events; and a step that shows nothing must cause the same events in both (nothing it
tells depends on a secret).
"""

from __future__ import annotations

import random
from typing import Any

import pytest

from games import get_engine
from games.base import IllegalAction
from sessions.core.showing import showed

GAMES = [("ostriches", 2, {}, 1), ("scramble", 2, {"max_rounds": 8}, 3),
         ("scramble", 4, {"max_rounds": 8}, 4), ("scramble", 3, {"max_rounds": 8}, 8),
         ("zigzag", 3, {"rounds": 4}, 5), ("zigzag", 2, {"mode": "live", "rounds": 4}, 6),
         ("zigzag", 4, {"rounds": 2}, 7)]
STEPS_MAX = 400


def check_twins(engine: Any, state: Any, other: Any) -> tuple[int, int]:
    """Compare every waiting seat's steps in `state` and its twin `other`: how many were
    compared, and how many of them showed something."""
    compared = shown = 0
    for seat in engine.to_act(state):
        mine = {engine.format(state, a): a for a in engine.legal_actions(state, seat)}
        theirs = {engine.format(other, a): a for a in engine.legal_actions(other, seat)}
        for notation in mine.keys() & theirs.keys():
            assert engine.reveals(state, seat, mine[notation]) == engine.reveals(
                other, seat, theirs[notation]), notation
            try:
                after, events = engine.apply(state, seat, mine[notation])
                twin, twin_events = engine.apply(other, seat, theirs[notation])
            except IllegalAction:
                continue
            answer = showed(engine, state, seat, mine[notation], after, events)
            assert answer == showed(engine, other, seat, theirs[notation], twin,
                                    twin_events), notation
            if not answer:
                assert events == twin_events, notation
            compared += 1
            shown += answer
    return compared, shown


@pytest.mark.parametrize(("kind", "players", "options", "seed"), GAMES,
                         ids=[f"{k}-{p}-{s}" for k, p, _, s in GAMES])
def test_what_a_step_shows_depends_on_no_secret(kind: str, players: int,
                                                options: dict[str, Any], seed: int) -> None:
    engine, rng = get_engine(kind), random.Random(seed)
    state = engine.new_game(players, seed, options)
    compared = shown = 0
    for _ in range(STEPS_MAX):
        seats = engine.to_act(state)
        if not seats:
            break
        counted = check_twins(engine, state, engine.redraw_secrets(state, rng))
        compared, shown = compared + counted[0], shown + counted[1]
        seat = rng.choice(seats)
        state = engine.apply(state, seat, rng.choice(engine.legal_actions(state, seat)))[0]
    assert compared > 10 and 0 < shown < compared, (compared, shown)
