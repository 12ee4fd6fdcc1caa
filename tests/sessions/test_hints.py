"""Hints in practice games: a `hard` bot's choice from the player's own view, decided in the
bots' worker pool with a deterministic seed, never from a secret; refused outside practice."""

from __future__ import annotations

import random
from collections.abc import Callable
from concurrent.futures import Future
from typing import Any

import pytest

import i18n
from games import get_engine
from games.ai import SearchReport
from games.ostriches import bot as ostriches_bot
from games.scramble import bot as scramble_bot
from games.zigzag.models import ZigZagAction
from sessions import GameService, SessionError
from sessions.bots.bots import InlineExecutor
from sessions.learning import hints
from tests.games.test_bots import ostriches_twin, scramble_twin
from tests.games.zigzag.scenario import face, make_state, use_faces

from .conftest import ALICE


@pytest.fixture(autouse=True)
def small_budgets(monkeypatch: pytest.MonkeyPatch) -> None:
    """The searches run with small budgets here: the tests are about what a hint sees."""
    for module in (ostriches_bot, scramble_bot):
        monkeypatch.setattr(module, "BUDGETS", {
            level: budget.__class__(iterations=12, rollout_steps=4)
            for level, budget in module.BUDGETS.items()})


class RecordingExecutor(InlineExecutor):
    """Runs inline, remembering which functions were sent to the workers."""

    def __init__(self) -> None:
        self.sent: list[Callable[..., Any]] = []

    def submit(self, fn: Callable[..., Any], /, *args: Any, **kwargs: Any) -> Future[Any]:
        self.sent.append(fn)
        return super().submit(fn, *args, **kwargs)


async def inline(fn: Callable[..., Any], *args: Any) -> Any:
    return fn(*args)


async def test_a_hint_is_one_of_the_players_choices_given_again_for_the_same_position(
        harness, tmp_path):
    executor = RecordingExecutor()
    service = GameService(harness.store, harness.clock, seed_source=lambda: 777,
                          bot_executor=executor)
    info = await service.lobby.create("ostriches", guild_id=1, channel_id=10, host=ALICE,
                                      options={}, language="en", practice=True, bot_level="easy")
    await service.bots.idle()
    first = await service.learning.hint(info.id, ALICE.user_id)
    assert hints.decide in executor.sent  # decided in the workers, not on the loop
    _, choices = await service.play.choices(info.id, ALICE.user_id)
    assert first.notation in [choice.notation for choice in choices]
    assert first.path in [choice.path for choice in choices]
    assert first.reason.key in ("practice.reason.played_out", "practice.reason.rough",
                                "practice.reason.only", "practice.reason.rule")
    assert await service.learning.hint(info.id, ALICE.user_id) == first


async def test_a_hint_is_refused_outside_practice_games(harness):
    game_id = await harness.started_ostriches()
    with pytest.raises(SessionError, match="practice games only"):
        await harness.service.learning.hint(game_id, ALICE.user_id)


def test_the_reason_says_how_often_the_move_won_its_playouts() -> None:
    line = hints.reason_line(SearchReport(playouts=96, chosen_playouts=40, value=0.634))
    assert (line.key, line.params) == ("practice.reason.played_out",
                                       {"rate": "63%", "playouts": 40})
    assert hints.reason_line(SearchReport(playouts=0)).key == "practice.reason.only"
    assert hints.reason_line(None).key == "practice.reason.rule"


TWINS: list[tuple[str, int, dict[str, Any], Callable[[Any, int, random.Random], Any]]] = [
    ("ostriches", 2, {}, ostriches_twin), ("scramble", 3, {"max_rounds": 4}, scramble_twin)]


@pytest.mark.parametrize(("kind", "players", "options", "twin_of"), TWINS,
                         ids=[twin[0] for twin in TWINS])
async def test_twins_differing_in_a_secret_the_player_cannot_see_get_the_same_hint(
        kind: str, players: int, options: dict[str, Any],
        twin_of: Callable[[Any, int, random.Random], Any]) -> None:
    engine = get_engine(kind)
    rng = random.Random(20)
    state = engine.new_game(players, 20, options)
    compared = differed = 0
    for step in range(40):
        seats = engine.to_act(state)
        if not seats:
            break
        seat = seats[0]
        if step % 4 == 0:
            twin = twin_of(state, seat, rng)
            differed += twin != state
            assert engine.view(twin, seat) == engine.view(state, seat)
            assert await hints.hint_for(kind, twin, seat, step, inline) == \
                await hints.hint_for(kind, state, seat, step, inline)
            compared += 1
        state = engine.apply(state, seat, rng.choice(engine.legal_actions(state, seat)))[0]
    assert compared >= 5 and differed >= 3


def test_a_hint_resting_on_few_playouts_says_it_is_a_rough_one() -> None:
    """Fewer than `ROUGH_BELOW` playouts of the chosen move: the hint says it is rough, in
    one plain sentence in each language; from there on it does not."""
    few = hints.reason_line(SearchReport(playouts=9, chosen_playouts=4, value=0.52))
    enough = hints.reason_line(SearchReport(playouts=200, chosen_playouts=hints.ROUGH_BELOW,
                                            value=0.52))
    words = {lang: i18n.t(few.key, lang, **few.params) for lang in ("en", "fr")}
    assert words["en"].startswith("A rough hint:") and "4 games" in words["en"]
    assert words["fr"].startswith("Un indice approximatif") and "4 parties" in words["fr"]
    for lang in ("en", "fr"):
        sure = i18n.t(enough.key, lang, **enough.params)
        assert "rough" not in sure and "approximatif" not in sure
        for text in (words[lang], sure):
            assert text.count(".") == 1 and text.endswith(".")  # one sentence
            assert "after it give" not in text


def test_a_zig_zag_setup_hint_says_it_is_the_rules_choice_not_a_tested_one() -> None:
    """The search levels lay their course by the stand-in's rule: a hint there played no
    game out, and says so instead of claiming it is the only action worth considering."""
    engine = get_engine("zigzag")
    state = engine.new_game(2, 3, {})
    view_json = engine.view(state, 0).model_dump_json()
    action_json, report = hints.decide("zigzag", view_json, 0, 5)
    assert report is None
    action = engine.action_from_json(action_json)
    assert isinstance(action, ZigZagAction) and action.verb == "discard"
    assert hints.reason_line(report).key == "practice.reason.rule"


def test_a_zig_zag_hint_names_the_free_stop_as_the_only_action_worth_considering() -> None:
    """Every card lies face up and none helps the player (its course is all water, every
    water card taken): the hint is the rulebook's free Stop, and it says it is the only
    action worth considering rather than quoting playouts."""
    slots = ["taken" if 15 <= slot <= 20 else "up" for slot in range(1, 49)]
    faces = {1: face("water"), 2: face("water"), 3: face("sand"), 4: face("sand")}
    with use_faces(faces):
        state = make_state(2, courses=[[1, 2], [3, 4]], slots=slots, rounds=4)
        engine = get_engine("zigzag")
        action_json, report = hints.decide("zigzag", engine.view(state, 0).model_dump_json(),
                                           0, 5)
    assert engine.action_from_json(action_json) == ZigZagAction(verb="stop")
    assert hints.reason_line(report).key == "practice.reason.only"
