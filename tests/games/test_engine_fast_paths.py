"""What the engines' fast paths promise, checked at every step of seeded random games.

`apply` never changes the state it is given: the engines copy only what an action may
change (a Zig Zag flip shares every seat, a Scramble copy shares the records the rules only
replace), so a change that mutated something shared would silently rewrite history (stored
states, the previous state a session compares with). And the events and states the engines
build without validation (`games/unchecked.py`) are exactly what validation gives.
"""

from __future__ import annotations

import random

import pytest

from games import get_engine
from games.base import Event

CASES = [
    ("ostriches", 2, {"memory": "assist"}, range(3)),
    ("ostriches", 2, {"bushes": "fixed"}, range(3)),
    *(("scramble", players, {"max_rounds": 4}, range(2)) for players in range(2, 7)),
    *(("zigzag", players, {"mode": mode, "rounds": 4}, range(2))
      for players in range(2, 5) for mode in ("turns", "live")),
    ("zigzag", 3, {"mode": "live", "races": 2, "rounds": 3, "places": True}, range(2)),
    ("zigzag", 2, {"mode": "turns", "autopilot": True, "rounds": 3}, range(2)),
]


@pytest.mark.parametrize(("name", "players", "options", "seeds"), CASES)
def test_apply_leaves_its_input_alone_and_builds_valid_events(name, players, options, seeds):
    engine = get_engine(name)
    for seed in seeds:
        state = engine.new_game(players, seed, options)
        rng = random.Random(seed)
        steps = 0
        while seats := engine.to_act(state):
            seat = rng.choice(seats)
            action = rng.choice(engine.legal_actions(state, seat))
            before = engine.state_to_json(state)
            new, events = engine.apply(state, seat, action)
            assert engine.state_to_json(state) == before, (name, seed, steps, action)
            for event in events:
                assert Event.model_validate(event.model_dump()) == event
                assert all(type(value) in (str, int) for value in event.params.values())
            state = new
            steps += 1
            assert steps < 20_000
        assert engine.outcome(state) is not None
        assert engine.state_from_json(engine.state_to_json(state)) == state
