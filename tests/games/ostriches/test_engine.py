"""The engine contract: registry, purity, menus, the stand-in player, JSON, imports."""

from __future__ import annotations

import random
import subprocess
import sys
from collections.abc import Sequence
from pathlib import Path
from typing import cast

import pytest

from games import get_engine
from games.base import GameEngine, IllegalAction
from games.ostriches import ENGINE
from games.ostriches.models import (
    AnyAction,
    Line,
    Move,
    OstrichesState,
    Pass,
    Place,
    Rotate,
    UsePower,
)

from .builders import play, position

ROOT = Path(__file__).resolve().parents[3]


def test_registered_under_its_name_with_the_protocol() -> None:
    assert get_engine("ostriches") is cast(object, ENGINE)
    assert isinstance(ENGINE, GameEngine)
    assert (ENGINE.name, ENGINE.min_players, ENGINE.max_players) == ("ostriches", 2, 2)


def test_importing_the_game_loads_no_discord_or_io_library() -> None:
    code = ("import sys, games.ostriches, games.ostriches.render; "
            "bad = [m for m in ('discord', 'aiosqlite', 'sqlite3') if m in sys.modules]; "
            "print(bad); sys.exit(1 if bad else 0)")
    result = subprocess.run([sys.executable, "-c", code], cwd=ROOT, capture_output=True,
                            text=True, check=False)
    assert result.returncode == 0, result.stdout + result.stderr


def test_apply_never_changes_its_input() -> None:
    state = position({"e4": "red tiles", "a1": "blue eye", "c3": "red plain"})
    before = state.model_dump_json()
    play(state, 0, "e4-f6 tiles SW SE NW cw")
    with pytest.raises(IllegalAction):
        play(state, 0, "e4-f6 tiles SW SE NE cw")
    with pytest.raises(IllegalAction):
        play(state, 1, "a1-b3")
    assert state.model_dump_json() == before


@pytest.mark.parametrize(("action", "path"), [
    (Place(power="eye", square="c2"), ["eye", "c2"]),
    (Move(origin="b1", target="c3"), ["b1", "c3"]),
    (UsePower(power="swap", first="d5", second="a4"), ["swap", "a4", "d5"]),
    (UsePower(power="bush", first="b2", second="e3"), ["bush", "b2", "e3"]),
    (UsePower(power="tiles", first="SW", second="NE"), ["tiles", "SW", "NE"]),
    (Pass(), ["pass"]),
    (Rotate(tile="NE", direction="cw"), ["NE cw"]),
    (Line(steps=(Move(origin="b1", target="c3"), Rotate(tile="NE", direction="ccw"))),
     ["b1", "c3", "NE ccw"]),
])
def test_menu_paths(action: AnyAction, path: list[str]) -> None:
    assert ENGINE.menu_path(ENGINE.new_game(2, 1), action) == path


def test_menu_levels_stay_within_a_select_menu() -> None:
    """With all twelve pawns on the board, even a bush move has at most 22 targets."""
    phases = set()
    for seed in range(8):
        state, rng = ENGINE.new_game(2, seed), random.Random(seed)
        while ENGINE.to_act(state):
            seat = ENGINE.to_act(state)[0]
            actions = ENGINE.legal_actions(state, seat)
            phases.add(state.phase)
            assert_menus_fit(state, actions)
            state, _ = ENGINE.apply(state, seat, rng.choice(actions))
    assert phases == {"placing", "moving", "power", "rotating"}


def assert_menus_fit(state: OstrichesState, actions: Sequence[AnyAction]) -> None:
    paths = [ENGINE.menu_path(state, a) for a in actions]
    assert len({tuple(p) for p in paths}) == len(paths)  # each path picks one action
    for depth in range(max(len(p) for p in paths)):
        groups: dict[tuple[str, ...], set[str]] = {}
        for path in paths:
            if len(path) > depth:
                groups.setdefault(tuple(path[:depth]), set()).add(path[depth])
        assert all(len(labels) <= 25 for labels in groups.values())


def test_menu_tokens_have_translations() -> None:
    import i18n

    for token in ("plain", "bush", "swap", "eye", "tiles", "pass", "cw", "ccw",
                  "SW", "SE", "NW", "NE"):
        assert i18n.has(f"ostriches.token.{token}")
    assert i18n.t("ostriches.token.eye", "fr") == "Œil"
    assert i18n.t("ostriches.token.ccw", "fr") == "Sens antihoraire"


def test_the_stand_in_player_passes_powers_and_prefers_turning_up_its_own_pawns() -> None:
    state = position({"e4": "blue plain", "d4": "red plain", "a1": "red eye"})
    assert ENGINE.auto_action(state, 0) == Move(origin="d4", target="c6")
    state = position({"e4": "blue plain", "a1": "red eye"})
    # No own pawn to turn up: a move that turns nothing up (not e4-f6 / e4-d6).
    choice = ENGINE.auto_action(state, 0)
    assert isinstance(choice, Move) and choice.target[1] != "6"
    flipped = play(position({"e4": "blue swap", "a1": "red eye", "c5": "red plain"}), 0,
                   "e4-f6")[0]
    assert ENGINE.auto_action(flipped, 0) == Pass()
    with pytest.raises(ValueError, match="nothing to do"):
        ENGINE.auto_action(flipped, 1)


@pytest.mark.parametrize("seed", range(6))
def test_two_stand_ins_finish_a_game(seed: int) -> None:
    state = ENGINE.new_game(2, seed, {"memory": "assist"})
    for _ in range(1000):
        if not ENGINE.to_act(state):
            break
        seat = ENGINE.to_act(state)[0]
        action = ENGINE.auto_action(state, seat)
        assert action in ENGINE.legal_actions(state, seat)
        state, _ = ENGINE.apply(state, seat, action)
    assert ENGINE.outcome(state) is not None


def test_the_stand_in_places_nearest_its_far_rank() -> None:
    state = ENGINE.new_game(2, 1, {"bushes": "fixed"})
    seat = state.first_player
    assert ENGINE.auto_action(state, seat) == Place(
        power="bush", square="a3" if seat == 0 else "a4")


def test_actions_round_trip_through_json() -> None:
    actions: list[AnyAction] = [Place(power="eye", square="c2"), Move(origin="b1", target="c3"),
               UsePower(power="tiles", first="NE", second="SW"), Pass(),
               Rotate(tile="NE", direction="cw"),
               Line(steps=(Move(origin="b1", target="c3"), Pass()))]
    for action in actions:
        assert ENGINE.action_from_json(ENGINE.action_to_json(action)) == action


def test_states_round_trip_through_json_and_reject_a_broken_one() -> None:
    state = position({"e4": "red tiles", "a1": "blue eye"}, memory="assist", locked="a1")
    assert ENGINE.state_from_json(ENGINE.state_to_json(state)) == state
    broken = ENGINE.state_to_json(state).replace('"id":0', '"id":5', 1)
    with pytest.raises(ValueError, match="pawn ids"):
        ENGINE.state_from_json(broken)
