"""The Play picker's choices of when to send are twins across secrets.

The picker sends a step at once when the engine says it `reveals` something, and holds it in
the turn it puts together otherwise, until the turn is over. Both are visible to the player
(a green button, an answer that is sent or not): if either depended on a secret, a player
could learn it by looking at the buttons and pressing Back. So two states that differ only
in their secrets (the engine's `redraw_secrets`) must give every legal step the same
`reveals`, and every step held in a draft must end the turn in both or in neither.
"""

from __future__ import annotations

import random
from typing import Any

import pytest

from games import get_engine
from games.base import IllegalAction
from sessions.drafting import turn_over

GAMES = [("ostriches", 2, {}, 1), ("scramble", 2, {"max_rounds": 8}, 3),
         ("scramble", 4, {"max_rounds": 8}, 4), ("zigzag", 3, {"rounds": 4}, 5),
         ("zigzag", 2, {"mode": "live", "rounds": 4}, 6), ("zigzag", 4, {"rounds": 2}, 7)]
STEPS_MAX = 400
EVERY = 1  # states checked: one in this many


def check_twins(engine: Any, state: Any, other: Any) -> int:
    """Compare every waiting seat's steps in `state` and its twin `other`; how many."""
    compared = 0
    for seat in engine.to_act(state):
        mine = {engine.format(state, a): a for a in engine.legal_actions(state, seat)}
        theirs = {engine.format(other, a): a for a in engine.legal_actions(other, seat)}
        key = engine.turn_key(state)
        for notation in mine.keys() & theirs.keys():
            reveals = engine.reveals(state, seat, mine[notation])
            assert reveals == engine.reveals(other, seat, theirs[notation]), notation
            if reveals:
                continue
            try:
                after = engine.apply(state, seat, mine[notation])[0]
                twin = engine.apply(other, seat, theirs[notation])[0]
            except IllegalAction:
                continue
            assert turn_over(engine, key, after, seat) == turn_over(
                engine, engine.turn_key(other), twin, seat), notation
            compared += 1
    return compared


@pytest.mark.parametrize(("kind", "players", "options", "seed"), GAMES,
                         ids=[f"{k}-{p}-{s}" for k, p, _, s in GAMES])
def test_when_the_picker_sends_depends_on_no_secret(kind: str, players: int,
                                                    options: dict[str, Any], seed: int) -> None:
    engine, rng = get_engine(kind), random.Random(seed)
    state = engine.new_game(players, seed, options)
    compared = 0
    for step in range(STEPS_MAX):
        seats = engine.to_act(state)
        if not seats:
            break
        if step % EVERY == 0:
            compared += check_twins(engine, state, engine.redraw_secrets(state, rng))
        seat = rng.choice(seats)
        state = engine.apply(state, seat, rng.choice(engine.legal_actions(state, seat)))[0]
    assert compared > 10, f"only {compared} steps held in a draft were compared"
