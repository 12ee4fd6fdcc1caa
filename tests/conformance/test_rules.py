"""The rules half of the engine contract, held the same way for every registered game:
notation round-trips, `apply` is pure, states and views round-trip through JSON, and the
same seed plays the same game in any process."""

from __future__ import annotations

import hashlib
import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from games import Engine, get_engine
from games.base import IllegalAction
from tests.tinygame import NAME as TINY
from tests.tinygame import registered

from .conftest import KINDS, played, random_game, sampled

ROOT = Path(__file__).resolve().parents[2]


def test_every_legal_action_round_trips_through_its_notation(engine: Engine) -> None:
    checked = 0
    for game in played(engine):
        for state in game.states[::3]:
            for seat in range(game.players):
                for action in engine.legal_actions(state, seat):
                    text = engine.format(state, action)
                    assert engine.parse(state, seat, text) == action, text
                    assert engine.parse(state, seat, f"  {text.upper()} ") == action, text
                    assert engine.action_from_json(engine.action_to_json(action)) == action
                    checked += 1
    assert checked > 20


def test_apply_never_changes_its_input(engine: Engine) -> None:
    for game in played(engine):
        for state, (seat, action) in zip(game.states, game.steps, strict=False):
            before = engine.state_to_json(state)
            engine.apply(state, seat, action)
            assert engine.state_to_json(state) == before
        for index in sampled(game, 6):  # a refusal leaves it alone too
            state = game.states[index]
            before = engine.state_to_json(state)
            idle = [seat for seat in range(game.players) if not engine.legal_actions(state, seat)]
            some = [a for seat in range(game.players) for a in engine.legal_actions(state, seat)]
            if idle and some:
                with pytest.raises(IllegalAction) as refused:
                    engine.apply(state, idle[0], some[0])
                assert str(refused.value)
                assert engine.state_to_json(state) == before


def test_a_finished_game_waits_for_nobody_and_names_its_places(engine: Engine) -> None:
    finished = [game for game in played(engine) if not engine.to_act(game.states[-1])]
    assert finished, "no seeded random game ended: set random_play_options"
    for game in finished:
        outcome = engine.outcome(game.states[-1])
        assert outcome is not None and outcome.winners == outcome.places[0]
        assert sorted(seat for place in outcome.places for seat in place) == list(
            range(game.players))
        assert all(engine.outcome(state) is None for state in game.states[:-1])


def test_states_and_views_round_trip_through_json(engine: Engine) -> None:
    for game in played(engine):
        for index in sampled(game, 8):
            state = game.states[index]
            assert engine.state_from_json(engine.state_to_json(state)) == state
            for viewer in (None, *range(game.players)):
                view = engine.view(state, viewer)
                text = view.model_dump_json()
                assert json.loads(text) is not None
                assert engine.view_from_json(text) == view


def test_the_leaders_are_seats_of_the_game(engine: Engine) -> None:
    for game in played(engine):
        for index in sampled(game, 4):
            assert set(engine.leaders(game.states[index])) <= set(range(game.players))


def digest(kind: str) -> str:
    """A digest of a seeded random game of `kind`: every notation and the last state."""
    engine = get_engine(kind)
    game = random_game(engine, engine.max_players, 7)
    record = [engine.format(state, action)
              for state, (_, action) in zip(game.states, game.steps, strict=False)]
    text = json.dumps([record, engine.state_to_json(game.states[-1])])
    return hashlib.sha256(text.encode()).hexdigest()


def digests() -> dict[str, str]:
    """The digest of every game, Pebbles included."""
    with registered():
        return {kind: digest(kind) for kind in KINDS}


def test_the_same_seed_plays_the_same_game_in_another_process() -> None:
    script = ("import json; from tests.conformance.test_rules import digests; "
              "print(json.dumps(digests()))")
    found = {}
    for hash_seed in ("0", "4242"):
        ran = subprocess.run([sys.executable, "-c", script], cwd=ROOT, capture_output=True,
                             text=True, timeout=300, check=False,
                             env={**os.environ, "PYTHONHASHSEED": hash_seed})
        assert ran.returncode == 0, ran.stderr
        found[hash_seed] = json.loads(ran.stdout)
    assert found["0"] == found["4242"] == digests()
    assert set(digests()) == {*KINDS, TINY}


def test_seeds_make_different_games(engine: Engine) -> None:
    starts = {engine.state_to_json(engine.new_game(engine.min_players, seed,
                                                   dict(engine.random_play_options)))
              for seed in range(6)}
    assert len(starts) > 1
    assert engine.new_game(engine.min_players, 3) == engine.new_game(engine.min_players, 3)
