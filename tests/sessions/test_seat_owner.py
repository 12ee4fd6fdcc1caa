"""A seat belongs to one actor at a time (`sessions.seat_owner`): its player, or the bot once
it took the seat over (a resignation, a vote, nobody left to ask). Every path that acts for a
seat asks the same rule: a move, an any-time action such as Zig Zag's Stop, the picker's
choices, a take-back, a ballot; and a press computed before the bot took over is judged
again after it."""

from __future__ import annotations

import random

import pytest

from games import get_engine
from sessions import SessionError
from sessions.play import seats_that_may_play

from .conftest import ALICE, BOB, CAROL
from .test_timers import clocked, other, play_turn, timed_out

RESIGNED = "You resigned from game #\\d+: the seat stays with the bot."
BOT_PLAYS = "The bot plays your seat in game #\\d+ now"


async def test_a_resigned_player_cannot_call_stop_for_the_seat_the_bot_now_plays(harness):
    """Three players of Zig Zag; Carol resigns at the start and the bot plays her seat.
    Once cards are collected, Stop is legal for every racing seat, hers included: typed by
    Carol it is refused, and nothing is logged for her."""
    game_id = await clocked(harness, None, kind="zigzag", players=(ALICE, BOB, CAROL))
    await harness.service.absence.resign(game_id, CAROL.user_id)
    await harness.service.bots.idle()
    rng = random.Random(3)
    for _ in range(200):  # Alice and Bob play their setup until cards are collected
        info = await harness.service.games.info(game_id)
        if 2 in seats_that_may_play(info.game, "stop"):
            break
        for player in (ALICE, BOB):
            if info.seat_of(player.user_id) in info.to_act:
                _, choices = await harness.service.play.choices(game_id, player.user_id)
                await harness.service.play.act(game_id, player.user_id,
                                               rng.choice(choices).notation)
                break
        await harness.service.bots.idle()
    else:
        raise AssertionError("cards were never collected")
    assert get_engine("zigzag").anytime_notation == "stop"
    logged = len(await harness.store.list_actions(game_id))
    for attempt in ("stop", ["stop"]):
        with pytest.raises(SessionError, match=RESIGNED):
            await harness.service.play.act(game_id, CAROL.user_id, attempt)
    with pytest.raises(SessionError, match=RESIGNED):
        await harness.service.play.choices(game_id, CAROL.user_id)
    assert len(await harness.store.list_actions(game_id)) == logged


async def test_a_resigned_player_cannot_take_back_what_they_played_before_resigning(harness):
    """Carol sets her two Zigs (her part of PLAN; nobody else has acted, nothing revealed:
    a fair take-back until she resigned) and resigns: the seat is the bot's, so Take back
    is neither offered nor accepted."""
    game_id = await clocked(harness, None, kind="scramble", players=(ALICE, BOB, CAROL))
    for _ in range(2):
        _, choices = await harness.service.play.choices(game_id, CAROL.user_id)
        await harness.service.play.act(game_id, CAROL.user_id, choices[0].notation)
    info = await harness.service.games.info(game_id)
    assert 2 not in info.to_act and await harness.service.undo.may_take_back(info, CAROL.user_id)
    await harness.service.absence.resign(game_id, CAROL.user_id)
    await harness.service.bots.idle()
    info = await harness.service.games.info(game_id)
    assert not await harness.service.undo.may_take_back(info, CAROL.user_id)
    with pytest.raises(SessionError, match=RESIGNED):
        await harness.service.undo.fair_take_back(game_id, CAROL.user_id,
                                                  expected_version=info.game.version)
    assert [a.seat for a in await harness.store.list_actions(game_id)] == [2, 2]


async def test_a_seat_the_bot_took_over_is_played_again_only_once_reclaimed(harness):
    game_id, seat, user, vote = await timed_out(harness)
    await harness.service.absence.cast_ballot(game_id, vote.id, other(user), "auto")
    await harness.service.bots.idle()
    await play_turn(harness, game_id, other(user))  # the bot answers at once
    await harness.service.bots.idle()
    info = await harness.service.games.info(game_id)
    assert info.is_auto(seat) and info.to_act == [1 - seat]  # the bot has played for them
    with pytest.raises(SessionError, match=BOT_PLAYS):
        await harness.service.play.choices(game_id, user)
    await harness.service.absence.reclaim(game_id, user)
    await play_turn(harness, game_id, other(user))
    info = await harness.service.games.info(game_id)
    assert info.to_act == [seat] and not info.is_auto(seat)
    _, choices = await harness.service.play.choices(game_id, user)
    await harness.service.play.act(game_id, user, choices[0].notation)


async def test_a_press_computed_before_the_player_resigned_is_refused_after_it(
        harness, monkeypatch):
    """The game as Carol's press read it still shows her seat hers; she resigns before the
    press commits (the bot held back, so nothing else moves the game): the change of actor
    moved the version, so the press is judged again, and refused."""
    game_id = await clocked(harness, None, kind="scramble", players=(ALICE, BOB, CAROL))
    monkeypatch.setattr(harness.service.bots, "poke", lambda game_id: None)
    seen = await harness.service.games.info(game_id)
    _, choices = await harness.service.play.choices(game_id, CAROL.user_id)
    await harness.service.absence.resign(game_id, CAROL.user_id)
    assert (await harness.service.games.info(game_id)).game.version > seen.game.version
    with pytest.raises(SessionError, match=RESIGNED):
        await harness.service.play.act(game_id, CAROL.user_id, choices[0].notation, seen=seen,
                                       expected_version=seen.game.version)
    assert await harness.store.list_actions(game_id) == []
