"""Every engine's `bot_action`, through the protocol: legal, blind to what its seat cannot
see, and the same for the same view, level and seed, in any process.

Each game's own folder tests its bot's play; this checks the contract every caller relies
on, the same way for all of them.
"""

from __future__ import annotations

import json
import os
import random
import subprocess
import sys
from collections.abc import Callable, Iterator, Sequence
from typing import Any

import pytest

from games import Engine, get_engine
from games.ai import LEVELS, Budget, anytime_step
from games.ostriches import bot as ostriches_bot
from games.ostriches.models import OstrichesState
from games.scramble import bot as scramble_bot
from games.scramble.constants import CARD_NAMES, TRAP_KINDS
from games.scramble.models import State as ScrambleState
from games.zigzag import bot as zigzag_bot
from games.zigzag.models import ZigZagState
from games.zigzag.secrets import redeal
from games.zigzag.terrain import TERRAINS

SMALL_BUDGETS = {"normal": Budget(iterations=12, rollout_steps=4),
                 "hard": Budget(iterations=24, rollout_steps=6)}
"""Search budgets small enough for tests (the real ones are measured in bench/bench_ai.py)."""
SEARCHING_BOTS = (ostriches_bot, scramble_bot, zigzag_bot)
"""The bot modules whose `normal` and `hard` levels search (each has `BUDGETS`)."""
MAX_STEPS = 20_000


def use_small_budgets() -> None:
    """Every searching bot at `SMALL_BUDGETS` (in a process of its own)."""
    for module in SEARCHING_BOTS:
        setattr(module, "BUDGETS", SMALL_BUDGETS)  # noqa: B010 (a Final, set for tests)


@pytest.fixture(autouse=True)
def small_budgets(monkeypatch: pytest.MonkeyPatch) -> None:
    for module in SEARCHING_BOTS:
        monkeypatch.setattr(module, "BUDGETS", SMALL_BUDGETS)


def setups() -> Iterator[tuple[str, int, dict[str, Any]]]:
    """Every game at every player count (and Zig Zag in both collecting modes)."""
    yield "ostriches", 2, {}
    yield "ostriches", 2, {"memory": "assist", "bushes": "fixed"}
    for players in range(2, 7):
        yield "scramble", players, {"max_rounds": 8}
    for players in range(2, 5):
        for mode in ("turns", "live"):
            yield "zigzag", players, {"mode": mode, "rounds": 4}


SETUPS = list(setups())


def bot_game(engine: Engine, players: int, seed: int, options: dict[str, Any],
             levels: Sequence[str]) -> Iterator[tuple[Any, int, Any]]:
    """Play a game where seat i is a bot at `levels[i]` ("random": a random legal action),
    yielding (state, seat, action) before each action is applied; checks each bot action
    is among the seat's legal actions."""
    state = engine.new_game(players, seed, options)
    rng = random.Random(seed)
    for step in range(MAX_STEPS):
        seats = engine.to_act(state)
        if not seats:
            return
        out_of_turn = anytime_step(engine, state, levels, seed * 1000 + step)
        if out_of_turn is not None:
            seat, action = out_of_turn
            assert action in engine.legal_actions(state, seat), (engine.name, action)
            yield state, seat, action
            state, _ = engine.apply(state, seat, action)
            continue
        seat = rng.choice(seats)
        legal = engine.legal_actions(state, seat)
        if levels[seat] == "random":
            action = rng.choice(legal)
        else:
            action = engine.bot_action(engine.bot_view(state, seat), seat, level=levels[seat],
                                       seed=seed * 1000 + step)
            assert action in legal, (engine.name, levels[seat], action)
        yield state, seat, action
        state, _ = engine.apply(state, seat, action)
    raise AssertionError(f"{engine.name}: no end within {MAX_STEPS} steps")


@pytest.mark.parametrize(("name", "players", "options"), SETUPS)
def test_easy_bots_always_act_legally(name: str, players: int, options: dict[str, Any]) -> None:
    engine = get_engine(name)
    for seed in range(3):
        levels = ["easy" if seat % 2 == seed % 2 else "random" for seat in range(players)]
        for _ in bot_game(engine, players, seed, options, levels):
            pass


@pytest.mark.parametrize(("name", "players", "options"), SETUPS)
def test_every_level_acts_legally_through_whole_games(
        name: str, players: int, options: dict[str, Any]) -> None:
    engine = get_engine(name)
    for seed in range(3 if name == "ostriches" else 1):
        levels = [LEVELS[(seat + seed + 1) % len(LEVELS)] for seat in range(players)]
        moves = sum(1 for _ in bot_game(engine, players, 7 + seed, options, levels))
        assert moves > 10


# --------------------------------------------------------------------------- twins


def ostriches_twin(state: OstrichesState, seat: int, rng: random.Random) -> OstrichesState:
    """The powers of the opponent's pawns `seat` has not seen (face down, or in hand)
    dealt again among them."""
    unseen = [pawn for pawn in state.pawns if pawn.owner != seat and not pawn.face_up
              and pawn.id not in state.knowledge[seat]]
    powers = [pawn.power for pawn in unseen]
    rng.shuffle(powers)
    pawns = list(state.pawns)
    for pawn, power in zip(unseen, powers, strict=True):
        pawns[pawn.id] = pawn.model_copy(update={"power": power})
    return state.model_copy(update={"pawns": pawns})


def scramble_twin(state: ScrambleState, seat: int, rng: random.Random) -> ScrambleState:
    """Every other seat's Zig and trap cards, its unrevealed Zigs and face-down traps, and
    both decks' order changed; sizes kept."""
    card = {name: CARD_NAMES[(i + rng.randrange(1, 8)) % 8] for i, name in enumerate(CARD_NAMES)}
    trap = {name: TRAP_KINDS[(i + 1) % len(TRAP_KINDS)] for i, name in enumerate(TRAP_KINDS)}
    twin = state.model_copy(deep=True)
    for other in twin.seats:
        if other.seat != seat:
            other.hand = [card[c] for c in other.hand]
            other.traps = [trap[t] for t in other.traps]
    for item in twin.ostriches:
        if item.owner != seat and item.zig is not None and not item.revealed:
            item.zig.card = card[item.zig.card]
        for played in item.traps:
            if played.by != seat:
                played.kind = trap[played.kind]
    for claim in twin.claims:
        if claim.seat != seat:
            claim.cards = [card[c] for c in claim.cards]
    rng.shuffle(twin.zig_deck)
    rng.shuffle(twin.trap_deck)
    rng.shuffle(twin.garment_pile)
    return twin


def zigzag_twin(state: ZigZagState, seat: int, rng: random.Random) -> ZigZagState:
    """Face-down and taken table cards, and the obstacle cards other seats hold in hand,
    have discarded, or (during setup) are laying, pooled with the supply and dealt again;
    sizes kept (the stacks were taken in the open: a seat's view remembers them)."""
    twin = state.copy_for_update()
    hidden = [index for index, status in enumerate(twin.slots) if status != "up"]
    for index in hidden:
        twin.table[index] = rng.choice(TERRAINS)
    pools = [twin.supply]
    for other, player in enumerate(twin.seats):
        if other == seat:
            continue
        pools += [player.hand, player.discards]
        if twin.phase == "setup":
            pools.append(player.course)
    redeal(pools, rng)
    return twin


TWINS: dict[str, Callable[[Any, int, random.Random], Any]] = {
    "ostriches": ostriches_twin, "scramble": scramble_twin, "zigzag": zigzag_twin}


@pytest.mark.parametrize(("name", "players", "options"),
                         [setup for setup in SETUPS if setup[0] != "zigzag" or setup[1] == 3])
def test_a_bot_cannot_tell_twins_apart(name: str, players: int, options: dict[str, Any]) -> None:
    """Two states that differ only in what the bot's seat cannot see give the bot's seat
    the same view, so every level takes the same action in both for the same seed, and
    a seat the game does not wait for acts out of turn (or not) alike in both."""
    engine = get_engine(name)
    rng = random.Random(11)
    differed = 0
    levels = ["easy"] * players
    for index, (state, seat, _) in enumerate(bot_game(engine, players, 11, options, levels)):
        if index % 5:
            continue
        twin = TWINS[name](state, seat, rng)
        differed += twin != state
        assert engine.view(twin, seat) == engine.view(state, seat)
        view = engine.bot_view(state, seat)
        assert engine.bot_view(twin, seat) == view
        for level in LEVELS:
            assert (engine.bot_action(engine.bot_view(twin, seat), seat, level=level, seed=index)
                    == engine.bot_action(view, seat, level=level, seed=index))
        for idle in sorted(set(range(players)) - set(engine.to_act(state))):
            twin = TWINS[name](state, idle, rng)
            view = engine.bot_view(state, idle)
            assert engine.bot_view(twin, idle) == view
            for level in LEVELS:
                assert (engine.bot_anytime_action(engine.bot_view(twin, idle), idle,
                                                  level=level, seed=index)
                        == engine.bot_anytime_action(view, idle, level=level, seed=index))
    assert differed > 3  # the twins were really different states


# --------------------------------------------------------------------------- determinism


def decision_cases(per_game: int) -> list[dict[str, Any]]:
    """A few decisions of each game: the view's JSON, seat, level and seed."""
    cases: list[dict[str, Any]] = []
    for name, players, options in SETUPS[1::3]:
        engine = get_engine(name)
        found = 0
        for index, (state, seat, _) in enumerate(
                bot_game(engine, players, 5, options, ["easy"] * players)):
            if index % 7 != 3:
                continue
            cases.append({"game": name, "view": engine.bot_view(state, seat).model_dump_json(),
                          "seat": seat, "level": LEVELS[len(cases) % len(LEVELS)],
                          "seed": index})
            found += 1
            if found == per_game:
                break
    return cases


def decide(case: dict[str, Any]) -> str:
    """The JSON of the action a bot takes in one case."""
    engine = get_engine(case["game"])
    view = engine.view_from_json(case["view"])
    action = engine.bot_action(view, case["seat"], level=case["level"], seed=case["seed"])
    return str(action.model_dump_json())


def test_the_same_view_level_and_seed_give_the_same_action_in_any_process() -> None:
    cases = decision_cases(6)
    assert {case["game"] for case in cases} == {"ostriches", "scramble", "zigzag"}
    here = [decide(case) for case in cases]
    assert here == [decide(case) for case in cases]
    script = (
        "import json, sys\n"
        "from tests.games import test_bots as t\n"
        "t.use_small_budgets()\n"
        "print(json.dumps([t.decide(case) for case in json.load(sys.stdin)]))\n")
    for hash_seed in ("1", "4242"):
        done = subprocess.run(
            [sys.executable, "-c", script], input=json.dumps(cases), capture_output=True,
            text=True, check=True, env={**os.environ, "PYTHONHASHSEED": hash_seed})
        assert json.loads(done.stdout) == here, f"PYTHONHASHSEED={hash_seed}"


@pytest.mark.parametrize(("name", "players", "options"),
                         [setup for setup in SETUPS if setup[0] in ("ostriches", "zigzag")])
def test_the_easy_bot_plays_the_stand_ins_rule_from_the_view_alone(
        name: str, players: int, options: dict[str, Any]) -> None:
    """In Ostriches and Zig Zag `easy` is the rule `auto_action` plays from the state: the
    same choice, made from what the seat sees."""
    engine = get_engine(name)
    for state, seat, _ in bot_game(engine, players, 3, options, ["random"] * players):
        assert (engine.bot_action(engine.bot_view(state, seat), seat, level="easy", seed=1)
                == engine.auto_action(state, seat))
