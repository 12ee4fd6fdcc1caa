"""Turns put together in the picker (`sessions.drafting`) and sent whole through the service."""

from __future__ import annotations

import random
from typing import cast

import pytest

from games.base import IllegalAction
from games.ostriches import ENGINE as OSTRICHES
from games.ostriches.models import OstrichesState
from games.zigzag import ENGINE as ZIGZAG
from sessions import StaleVersion
from sessions.core import events_from_json
from sessions.core.fairness import FairRecord
from sessions.play import drafting
from sessions.play.suggest import suggestions
from sessions.record.verification import verify

from .conftest import ALICE, BOB


async def to_moving(harness, game_id, seed=3):
    """Play the placements at random: the first move is next."""
    rng = random.Random(seed)
    while True:
        info = await harness.service.games.info(game_id)
        state = harness.service.games.state_of(info)
        if state.phase != "placing":
            return info, state
        user = info.user_of(info.to_act[0])
        _, choices = await harness.service.play.choices(game_id, user)
        await harness.service.play.act(game_id, user, rng.choice(choices).notation)


def quiet_move(state):
    return next(m for m in OSTRICHES.legal_actions(state, state.turn)
                if not OSTRICHES.reveals(state, state.turn, m))


async def test_a_move_and_a_rotation_make_one_turn_sent_whole(harness):
    game_id = await harness.started_ostriches()
    info, state = await to_moving(harness, game_id)
    user = info.user_of(state.turn)
    move = OSTRICHES.format(state, quiet_move(state))
    draft = harness.service.play.draft_in(info, user, [move])
    assert not draft.complete and draft.steps == (move,)
    assert {c.path[0] for c in draft.choices} <= {f"{t} {d}" for t in ("SW", "SE", "NW", "NE")
                                                 for d in ("cw", "ccw")}
    rotation = draft.choices[0].notation
    assert harness.service.play.draft_in(info, user, [move, rotation]).complete
    before = len(await harness.store.list_actions(game_id))
    result = await harness.service.play.act(game_id, user, [move, rotation])
    rows = (await harness.store.list_actions(game_id))[before:]
    assert [row.notation for row in rows] == [move, rotation]  # one log row a step
    assert result.notation == f"{move} · {rotation}" and not result.dropped
    assert all(events_from_json(row.events) for row in rows)
    assert (await harness.service.games.replayed_state(game_id)).model_dump_json() == \
        harness.service.games.state_of(await harness.service.games.info(game_id)).model_dump_json()


async def test_a_turn_with_an_illegal_step_changes_nothing(harness):
    game_id = await harness.started_ostriches()
    info, state = await to_moving(harness, game_id)
    user = info.user_of(state.turn)
    move = OSTRICHES.format(state, quiet_move(state))
    with pytest.raises(IllegalAction):
        await harness.service.play.act(game_id, user, [move, "b1-c3"])
    assert (await harness.service.games.info(game_id)).game.version == info.game.version


async def test_a_draft_holds_no_step_that_reveals_and_no_step_after_the_turn(harness):
    game_id = await harness.started_ostriches()
    info, state = await to_moving(harness, game_id)
    user = info.user_of(state.turn)
    kind, text, seat = "ostriches", info.game.state, state.turn
    move = OSTRICHES.format(state, quiet_move(state))
    rotation = harness.service.play.draft_in(info, user, [move]).choices[0].notation
    assert drafting.draft(kind, text, seat, [move, rotation, "a1-b3"]) is None
    assert drafting.draft(kind, text, seat, ["b1-c3?"]) is None
    flips = [m for m in OSTRICHES.legal_actions(state, seat)
             if OSTRICHES.reveals(state, seat, m)]
    for flip in flips:  # a flip is sent when chosen: it is never a draft
        assert drafting.draft(kind, text, seat, [OSTRICHES.format(state, flip)]) is None
    with pytest.raises(StaleVersion):
        harness.service.play.draft_in(info, user, ["NE cw"])


async def test_a_line_cut_short_by_the_end_of_the_game_reports_what_was_played(harness):
    game_id = await harness.started_ostriches()
    rng = random.Random(9)
    for _ in range(400):
        info = await harness.service.games.info(game_id)
        state = cast(OstrichesState, harness.service.games.state_of(info))
        user = info.user_of(info.to_act[0])
        winning = [m for m in OSTRICHES.legal_actions(state, state.turn)
                   if state.phase == "moving"
                   and OSTRICHES.apply(state, state.turn, m)[0].phase == "over"]
        if winning:
            break
        _, choices = await harness.service.play.choices(game_id, user)
        await harness.service.play.act(game_id, user, rng.choice(choices).notation)
    move = OSTRICHES.format(state, winning[0])
    result = await harness.service.play.act(game_id, user, f"{move} SW cw")
    assert result.finished and result.notation == move and result.dropped == "SW cw"
    assert (await harness.store.list_actions(game_id))[-1].notation == move
    record = await harness.service.games.record(game_id)
    assert FairRecord.model_validate_json(record).actions[-1].notation == move
    assert verify(record).record.actions[-1].notation == move  # the record still proves it


def test_suggestions_continue_a_turn_only_after_a_step_that_reveals_nothing():
    rng = random.Random(5)
    state = OSTRICHES.new_game(2, 11)
    while state.phase == "placing":
        seat = state.turn
        state, _ = OSTRICHES.apply(state, seat, rng.choice(OSTRICHES.legal_actions(state, seat)))
    text, seat = OSTRICHES.state_to_json(state), state.turn
    move = OSTRICHES.format(state, quiet_move(state))
    lines = suggestions("ostriches", text, seat, f"{move} ")
    assert lines and all(line.startswith(move + " ") for line in lines)
    assert all(OSTRICHES.format(state, OSTRICHES.parse(state, seat, line)) == line
               for line in lines)
    ranked = suggestions("ostriches", text, seat, f"{move} nw cc")
    assert ranked[0] == f"{move} NW ccw" or "NW" not in " ".join(lines)
    assert suggestions("ostriches", text, seat, move)[0] == move  # no space: the move itself
    assert len(suggestions("ostriches", text, seat, "")) <= 25
    assert suggestions("ostriches", text, seat, "zz9") == []


def test_suggestions_do_not_continue_a_game_whose_turn_is_not_one_line():
    state = ZIGZAG.new_game(2, 3)
    text = ZIGZAG.state_to_json(state)
    hand = sorted(state.seats[0].hand)
    discard = f"discard {hand[0]} {hand[1]}"
    assert suggestions("zigzag", text, 0, f"{discard} ") == []
    assert discard in suggestions("zigzag", text, 0, discard)


async def test_players_with_two_ostriches_set_both_zigs_in_one_turn(harness):
    info = await harness.service.lobby.create("scramble", guild_id=1, channel_id=10, host=ALICE,
                                              options={}, language="en")
    await harness.service.lobby.join(info.id, BOB)
    info = await harness.service.lobby.start(info.id, ALICE.user_id)
    first = next(c for c in harness.service.play.choices_in(info, ALICE.user_id)
                 if c.path[0] == "zig")
    draft = harness.service.play.draft_in(info, ALICE.user_id, [first.notation])
    assert not draft.complete and all(c.path[0] != "zig" or c.path[1] != first.path[1]
                                      for c in draft.choices)
    second = next(c for c in draft.choices if c.path[0] == "zig")
    assert harness.service.play.draft_in(info, ALICE.user_id, [first.notation, second.notation]
                                         ).complete
    result = await harness.service.play.act(info.id, ALICE.user_id,
                                            [first.notation, second.notation])
    assert result.notation == f"{first.notation} · {second.notation}"
    assert ALICE.user_id not in [s.user_id for s in result.info.waiting_for]
