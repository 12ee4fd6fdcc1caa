"""Catch-up: the story since a player's last action, as they may see it, with both boards."""

from __future__ import annotations

import random

import pytest

from games import get_engine
from sessions import Line, SessionError, replay
from sessions.core import events_from_json
from sessions.record.recap import recap_for
from sessions.words.presenter import lines_for

from .conftest import ALICE, BOB, CAROL

ENGINE = get_engine("ostriches")


async def play(harness, game_id, count, rng):
    """`count` actions, each by a seat the game waits for, chosen at random."""
    for _ in range(count):
        info = await harness.service.games.info(game_id)
        if not info.to_act:
            return
        user = info.user_of(rng.choice(info.to_act))
        _, choices = await harness.service.play.choices(game_id, user)
        await harness.service.play.act(game_id, user, rng.choice(choices).notation)


async def private_lines_by_seat(harness, game_id):
    """Every line only one seat may read, by that seat."""
    info = await harness.service.games.info(game_id)
    found: dict[int, list[Line]] = {0: [], 1: []}
    for action in await harness.store.list_actions(game_id):
        for event in events_from_json(action.events):
            if event.audience is not None:
                found[event.audience] += lines_for([event], info.names, event.audience)
    return found


async def test_a_player_sees_what_happened_since_their_last_action_and_both_boards(harness):
    game_id = await harness.started_ostriches()
    await play(harness, game_id, 9, random.Random(5))
    info = await harness.service.games.info(game_id)
    seat = info.seat_of(ALICE.user_id)
    log = await harness.store.list_actions(game_id)
    last = max(index for index, action in enumerate(log) if action.seat == seat)
    assert last < len(log) - 1, "someone acted after Alice (the scenario needs it)"

    recap = await recap_for(harness.store, game_id, ALICE.user_id)

    assert recap.seat == seat and recap.since_seq == log[last].seq
    assert recap.actions == len(log) - last - 1
    expected = [line for action in log[last + 1:]
                for line in lines_for(events_from_json(action.events), info.names, seat)]
    assert recap.lines == expected and expected
    then = replay(ENGINE, 2, info.game.seed, info.game.options,
                  [(a.seat, a.notation) for a in log[:last + 1]])
    assert recap.before == ENGINE.view(then, seat)
    assert recap.after == ENGINE.view(ENGINE.state_from_json(info.game.state), seat)
    assert recap.before != recap.after


async def test_a_player_who_has_not_acted_yet_catches_up_from_the_start(harness):
    game_id = await harness.started_ostriches()
    info = await harness.service.games.info(game_id)
    mover = info.user_of(info.to_act[0])
    waiting = BOB.user_id if mover == ALICE.user_id else ALICE.user_id
    await play(harness, game_id, 1, random.Random(1))

    recap = await recap_for(harness.store, game_id, waiting)

    seat = info.seat_of(waiting)
    assert recap.since_seq == 0 and recap.actions == 1 and recap.lines
    assert recap.before == ENGINE.view(ENGINE.new_game(2, info.game.seed, info.game.options),
                                       seat)


async def test_nothing_new_right_after_ones_own_action(harness):
    game_id = await harness.started_ostriches()
    info = await harness.service.games.info(game_id)
    mover = info.user_of(info.to_act[0])
    await play(harness, game_id, 1, random.Random(2))

    recap = await recap_for(harness.store, game_id, mover)

    assert recap.since_seq == 1 and recap.actions == 0 and recap.lines == []
    assert recap.before == recap.after


async def test_no_recap_ever_holds_another_players_secret(harness):
    game_id = await harness.started_ostriches(memory="assist")
    rng = random.Random(32)  # a short random game (59 actions)
    spectator_lines = []
    for _ in range(300):
        await play(harness, game_id, 1, rng)
        info = await harness.service.games.info(game_id)
        secrets = await private_lines_by_seat(harness, game_id)
        for player in (ALICE, BOB):
            seat = info.seat_of(player.user_id)
            recap = await recap_for(harness.store, game_id, player.user_id)
            assert not [line for line in recap.lines if line in secrets[1 - seat]]
            state = ENGINE.state_from_json(info.game.state)
            assert recap.after == ENGINE.view(state, seat)
        spectator = await recap_for(harness.store, game_id, CAROL.user_id)
        assert spectator.seat is None and spectator.since_seq == 0
        assert not [line for line in spectator.lines if line in secrets[0] + secrets[1]]
        spectator_lines = spectator.lines
        if info.game.status == "finished":
            break
    else:
        raise AssertionError("the game did not end")
    assert secrets[0] and secrets[1], "Ostriches has private lines for both seats"
    assert spectator_lines[-1].key == "ostriches.outcome.four_revealed"


async def test_no_recap_of_a_lobby_or_of_a_game_that_does_not_exist(harness):
    info = await harness.service.lobby.create("ostriches", guild_id=1, channel_id=10, host=ALICE,
                                              options={}, language="en")
    with pytest.raises(SessionError, match="has not started"):
        await recap_for(harness.store, info.id, ALICE.user_id)
    with pytest.raises(SessionError, match="no game #999"):
        await recap_for(harness.store, 999, ALICE.user_id)
