"""Every refusal teaches: an action the rules refuse names the rule page (`rule_pages()`
topic) about the rule that refused it, and text that is no action at all is `BadNotation`
(its reply shows how actions are written). Checked twice: a scan of every refusal the
engines' code builds, and a fuzz of illegal actions and notations over seeded random
positions."""

from __future__ import annotations

import ast
import random
from pathlib import Path

import pytest

from games import Engine, engine_names, get_engine
from games.base import BadNotation, IllegalAction

from .conftest import played, sampled

ROOT = Path(__file__).resolve().parents[2]

NOT_A_RULE_OF_PLAY = {"new_game"}
"""Functions whose refusals are about setting a game up (its players, its options), not a
rule of play: they name no page."""


def topics(engine: Engine) -> set[str]:
    """The rule pages a refusal of `engine` may name."""
    return {page.topic for page in engine.rule_pages()}


def test_every_registered_game_has_pages_to_point_to() -> None:
    for kind in engine_names():
        assert topics(get_engine(kind)), f"{kind} has no rule pages for its refusals"


def _refusals_built(path: Path) -> list[tuple[int, str, ast.Call]]:
    """Each `IllegalAction(...)` the module builds, with its line and enclosing function."""
    found: list[tuple[int, str, ast.Call]] = []

    def visit(node: ast.AST, function: str) -> None:
        for child in ast.iter_child_nodes(node):
            if isinstance(child, ast.FunctionDef | ast.AsyncFunctionDef):
                visit(child, child.name)
                continue
            if (isinstance(child, ast.Call) and isinstance(child.func, ast.Name)
                    and child.func.id == "IllegalAction"):
                found.append((child.lineno, function, child))
            visit(child, function)

    visit(ast.parse(path.read_text(encoding="utf-8")), "")
    return found


@pytest.mark.parametrize("kind", engine_names())
def test_every_refusal_in_the_code_names_a_rule_page(kind: str) -> None:
    engine = get_engine(kind)
    known = topics(engine)
    package = ROOT / "games" / kind
    checked = 0
    for path in sorted(package.glob("*.py")):
        for line, function, call in _refusals_built(path):
            where = f"{path.relative_to(ROOT)}:{line}"
            rule = next((k.value for k in call.keywords if k.arg == "rule"), None)
            if function in NOT_A_RULE_OF_PLAY:
                assert rule is None, where
                continue
            assert rule is not None, f"{where}: a refusal without its rule page"
            if isinstance(rule, ast.Constant):
                assert rule.value in known, f"{where}: no page {rule.value!r} in {kind}"
            checked += 1
    assert checked >= 10, f"the scan found only {checked} refusals in {package}"


GARBLED = ("", "   ", "zz", "a9-b7", "pass pass", "@", "1:Z9", "take 99", "zig red 9cw Q",
           "x 9999", "discard 1 1", "NE", "go", "swap a1", "trap banana")
"""Text no game reads as an action, or only a part of one."""


def _fuzzed_refusals(engine: Engine) -> list[IllegalAction]:
    """Refusals of actions (legal elsewhere, illegal here) and of text, over random
    positions of seeded games, for every seat."""
    rng = random.Random(20)
    refusals: list[IllegalAction] = []
    for game in played(engine):
        positions = sampled(game, 8)
        elsewhere = [(game.states[i], a) for i in positions
                     for seat in range(game.players)
                     for a in engine.legal_actions(game.states[i], seat)]
        for index in positions:
            state = game.states[index]
            for seat in range(game.players):
                legal = engine.legal_actions(state, seat)
                tried = rng.sample(elsewhere, min(40, len(elsewhere)))
                for origin, action in tried:
                    if action in legal:
                        continue
                    texts = [engine.format(origin, action)]
                    try:
                        engine.apply(state, seat, action)
                    except IllegalAction as refusal:
                        refusals.append(refusal)
                    for text in (*texts, *GARBLED):
                        try:
                            engine.apply(state, seat, engine.parse(state, seat, text))
                        except IllegalAction as refusal:
                            refusals.append(refusal)
    return refusals


@pytest.mark.parametrize("kind", engine_names())
def test_every_refusal_of_play_names_a_rule_page_or_is_bad_notation(kind: str) -> None:
    engine = get_engine(kind)
    known = topics(engine)
    refusals = _fuzzed_refusals(engine)
    keys: set[str] = set()
    for refusal in refusals:
        keys.add(refusal.key)
        assert refusal.key.startswith(f"{kind}."), refusal.key  # how a reply finds the game
        if isinstance(refusal, BadNotation):
            assert refusal.rule is None, refusal.key
        else:
            assert refusal.rule in known, (refusal.key, refusal.rule)
    assert len([k for k in keys if ".parse." not in k]) >= 4, sorted(keys)
    assert any(".parse." in k for k in keys), sorted(keys)
