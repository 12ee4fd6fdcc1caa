"""`sessions.stepper`: the board after any move, the access rule, and bounded move numbers."""

from __future__ import annotations

import pytest

from cogs.replay import step_text
from games import get_engine
from games.scramble.constants import BOTS_ONLY_OPTIONS
from sessions import SessionError
from sessions.core.access import Caller
from sessions.record.stepper import move_number

from .conftest import ALICE
from .test_play import play_random_game

ENGINE = get_engine("ostriches")


def test_a_move_number_is_bounded_before_it_is_converted():
    assert move_number(None) is None and move_number("12") == 12
    for bad in ("9" * 4400, "-1", "1e3", "١٢", "12 13"):
        with pytest.raises(SessionError, match="not a move number"):
            move_number(bad)


async def test_each_turn_is_the_public_board_and_the_end_reveals_everything(harness):
    game_id = await harness.started_ostriches()
    caller = Caller(user_id=ALICE.user_id, guild_id=1, channel_id=10)
    start = await harness.service.records.replay_step(game_id, caller, 0)
    assert start.move == 0 and start.total == 0 and start.steps == []
    info = await play_random_game(harness, game_id)
    log = await harness.store.list_actions(game_id)
    last = await harness.service.records.replay_step(game_id, caller)
    assert last.move == last.total and last.steps[-1].notation == log[-1].notation
    assert last.view == ENGINE.view(ENGINE.state_from_json(info.game.state or ""), None)
    beyond = await harness.service.records.replay_step(game_id, caller, 10**8)
    assert beyond.move == last.total
    second = await harness.service.records.replay_step(game_id, caller, 2)
    assert (second.steps[0].seat, second.steps[0].notation) == (log[1].seat, log[1].notation)


async def test_the_replay_counts_turns_and_names_each_step_of_the_turn(harness):
    """A move and its rotation are one turn of Ostriches, not two moves: the stepper counts
    the engine's turns and names both steps of the turn shown."""
    game_id = await harness.started_ostriches()
    caller = Caller(user_id=ALICE.user_id, guild_id=1, channel_id=10)
    await play_random_game(harness, game_id)
    log = await harness.store.list_actions(game_id)
    last = await harness.service.records.replay_step(game_id, caller)
    assert last.total < len(log)  # fewer turns than actions
    text = step_text(last, "en")
    assert f"Turn {last.total} of {last.total}" in text and "Move " not in text, text
    middle = await harness.service.records.replay_step(game_id, caller, last.total - 1)
    assert len(middle.steps) == 2, middle.steps  # a move, then a rotation
    shown = step_text(middle, "en").splitlines()
    assert shown[1].startswith("1. ") and " moved " in shown[1], shown
    assert shown[-2].startswith("2. ") and " rotated " in shown[-2], shown


async def test_another_servers_member_is_told_the_game_does_not_exist(harness):
    game_id = await harness.started_ostriches()
    stranger = Caller(user_id=999, guild_id=2, channel_id=20)
    with pytest.raises(SessionError, match=f"no game #{game_id} here"):
        await harness.service.records.replay_step(game_id, stranger)


@pytest.mark.parametrize("kind", ["ostriches", "scramble", "zigzag"])
def test_the_revealed_view_shows_the_secrets_the_public_one_hides(kind):
    engine = get_engine(kind)
    state = engine.new_game(engine.min_players, 3,
                            dict(BOTS_ONLY_OPTIONS) if kind == "scramble" else {})
    for _ in range(12):  # a few moves in: secrets are dealt, placed or drawn
        seat = engine.to_act(state)[0]
        state, _ = engine.apply(state, seat, engine.auto_action(state, seat))
    assert engine.revealed_view(state) != engine.view(state, None)
    while engine.outcome(state) is None:
        seat = engine.to_act(state)[0]
        state, _ = engine.apply(state, seat, engine.auto_action(state, seat))
    assert engine.revealed_view(state) == engine.view(state, None)  # the end shows all
