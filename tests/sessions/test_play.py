"""Acting through the service: checks, versions, notices, posts, replay and secrecy."""

from __future__ import annotations

import asyncio
import itertools
import json
import random
from datetime import timedelta

import pytest

from games import get_engine
from games.base import IllegalAction
from sessions import Player, SessionError, StaleVersion
from sessions.core import events_from_json
from storage import SqliteStore

from .conftest import ALICE, BOB, CAROL

ENGINE = get_engine("ostriches")


async def first_mover(harness, game_id):
    info = await harness.service.games.info(game_id)
    seat = info.to_act[0]
    return info, seat, info.user_of(seat)


async def play_random_game(harness, game_id, seed=7, limit=2000):
    """Play to the end, each seat choosing at random among its legal actions."""
    rng = random.Random(seed)
    for _ in range(limit):
        info = await harness.service.games.info(game_id)
        if not info.to_act:
            return info
        user = info.user_of(rng.choice(info.to_act))
        _, choices = await harness.service.play.choices(game_id, user)
        await harness.service.play.act(game_id, user, rng.choice(choices).notation)
    raise AssertionError("the game did not end")


async def test_only_the_seat_the_game_waits_for_may_act(harness):
    game_id = await harness.started_ostriches()
    _info, _seat, user = await first_mover(harness, game_id)
    other = BOB.user_id if user == ALICE.user_id else ALICE.user_id
    with pytest.raises(SessionError, match=r"not your turn.*waiting for"):
        await harness.service.play.act(game_id, other, "eye@c2")
    with pytest.raises(SessionError, match="not playing in game"):
        await harness.service.play.act(game_id, CAROL.user_id, "eye@c2")
    with pytest.raises(SessionError, match="no game #999"):
        await harness.service.play.act(999, user, "eye@c2")


async def test_an_illegal_action_changes_nothing(harness):
    game_id = await harness.started_ostriches()
    info, _seat, user = await first_mover(harness, game_id)
    queued = len(await harness.outbox())
    with pytest.raises(IllegalAction):
        await harness.service.play.act(game_id, user, "b1-c3")  # nothing to move while placing
    with pytest.raises(IllegalAction):
        await harness.service.play.act(game_id, user, "gibberish")
    after = await harness.service.games.info(game_id)
    assert after.game.version == info.game.version
    assert after.game.state == info.game.state
    assert await harness.store.list_actions(game_id) == []
    assert len(await harness.outbox()) == queued


async def test_a_press_on_an_old_version_is_refused(harness):
    game_id = await harness.started_ostriches()
    info, _seat, user = await first_mover(harness, game_id)
    _, choices = await harness.service.play.choices(game_id, user)
    with pytest.raises(StaleVersion):
        await harness.service.play.act(game_id, user, choices[0].notation,
                                       expected_version=info.game.version - 1)
    result = await harness.service.play.act(game_id, user, choices[0].notation,
                                            expected_version=info.game.version)
    assert result.info.game.version == info.game.version + 1


async def test_two_simultaneous_presses_apply_once(harness):
    game_id = await harness.started_ostriches()
    info, _seat, user = await first_mover(harness, game_id)
    _, choices = await harness.service.play.choices(game_id, user)
    outcomes = await asyncio.gather(
        *(harness.service.play.act(game_id, user, c.notation, expected_version=info.game.version)
          for c in choices[:2]),
        return_exceptions=True,
    )
    assert sum(isinstance(o, StaleVersion) for o in outcomes) == 1
    assert len(await harness.store.list_actions(game_id)) == 1


async def test_a_whole_game_replays_from_its_log_and_keeps_channel_posts_public(harness):
    game_id = await harness.started_ostriches(memory="assist")
    info = await play_random_game(harness, game_id)
    assert info.game.status == "finished" and info.game.outcome is not None

    state = await harness.service.games.replayed_state(game_id)
    assert ENGINE.state_to_json(state) == info.game.state

    # Every state the game went through, and what each seat may see of it.
    actions = await harness.store.list_actions(game_id)
    state = ENGINE.new_game(2, info.game.seed, dict(info.game.options))
    public_views = {ENGINE.view(state, None).model_dump_json()}
    private_events = []
    for action in actions:
        state, _ = ENGINE.apply(state, action.seat, ENGINE.parse(state, action.seat,
                                                                 action.notation))
        public_views.add(ENGINE.view(state, None).model_dump_json())
        private_events += [e for e in events_from_json(action.events) if e.audience is not None]
    assert private_events, "Ostriches has private events (placements, Eye results)"

    messages = await harness.outbox()
    channel = [m for m in messages if m.audience == "game"]
    boards = [message.view_json for message in channel if message.view_json is not None]
    # the channel is shown the board as play goes on, up to the end position
    assert len(boards) > 1 and ENGINE.view(state, None).model_dump_json() in boards
    assert all(message.view_seat is None for message in channel)
    assert set(boards) <= public_views
    channel_lines = {(line.key, json.dumps(line.params, sort_keys=True))
                     for m in channel for line in m.lines}
    names = info.names
    for event in private_events:
        params = {k: names[int(v)] if k.startswith("player") else v
                  for k, v in event.params.items()}
        assert (event.key, json.dumps(params, sort_keys=True)) not in channel_lines

    final = [m for m in messages if m.kind == "final"]
    assert len(final) == 1 and final[0].record == await harness.service.games.record(game_id)
    said, *_, revealed, alice_rated, bob_rated = final[0].lines  # the ratings close it
    assert said.key.startswith("ostriches.") and revealed.key == "fair.revealed"
    assert [alice_rated.params["name"], bob_rated.params["name"]] == ["Alice", "Bob"]


async def test_one_notice_per_wait_and_one_board_per_turn(harness):
    game_id = await harness.started_ostriches()
    await play_random_game(harness, game_id, seed=3)
    messages = await harness.outbox()
    actions = await harness.store.list_actions(game_id)
    turn_changes = sum(1 for a, b in itertools.pairwise(actions) if a.seat != b.seat)
    notices = [m for m in messages if m.kind == "turn"]
    # one at the start, then one each time the turn passes (never to a player mid-turn)
    assert len(notices) == 1 + turn_changes
    assert all(a.user_id != b.user_id for a, b in itertools.pairwise(notices))
    boards = [m for m in messages if m.kind == "board"]
    assert len(boards) == 1 + turn_changes  # the start, then after every completed turn


async def test_the_log_shows_each_player_their_own_secrets_only(harness):
    game_id = await harness.started_ostriches()
    for _ in range(4):  # two placements each
        info, seat, user = await first_mover(harness, game_id)
        _, choices = await harness.service.play.choices(game_id, user)
        await harness.service.play.act(game_id, user, choices[0].notation)
    info = await harness.service.games.info(game_id)
    logs = {seat: (await harness.service.games.log_for(game_id, info.user_of(seat)))[1]
            for seat in (0, 1)}
    _, spectator = await harness.service.games.log_for(game_id, None)
    for seat in (0, 1):
        own_only = [line for line in logs[seat] if line not in spectator]
        assert own_only, "each player sees their own placements with powers"
        assert not [line for line in own_only if line in logs[1 - seat]]


async def test_simultaneous_phase_presses_are_all_honoured_in_arrival_order(harness):
    info = await harness.service.lobby.create("scramble", guild_id=1, channel_id=10, host=ALICE,
                                              options={}, language="en")
    for player in (BOB, CAROL):
        await harness.service.lobby.join(info.id, player)
    info = await harness.service.lobby.start(info.id, ALICE.user_id)
    assert len(info.to_act) == 3, "PLAN: everyone plans at once"
    version = info.game.version
    picks = []
    for player in (ALICE, BOB, CAROL):
        _, choices = await harness.service.play.choices(info.id, player.user_id)
        picks.append((player, choices[-1].notation))
    results = await asyncio.gather(*(
        harness.service.play.act(info.id, player.user_id, notation, expected_version=version)
        for player, notation in picks))
    assert [r.notation for r in results] == [n for _, n in picks]
    assert_arrival_order(harness, [a.seat for a in await harness.store.list_actions(info.id)],
                         [0, 1, 2])


def assert_arrival_order(harness, logged: list[int], arrived: list[int]) -> None:
    """Presses arriving together are all logged: in arrival order on SQLite (one writer,
    whose lock queues them as they come); on PostgreSQL in the order the database's row
    lock let them through, which several bot processes could not agree on anyway."""
    if isinstance(harness.store, SqliteStore):
        assert logged == arrived
    else:
        assert sorted(logged) == sorted(arrived)


@pytest.mark.parametrize(("kind", "players"), [
    *(("scramble", n) for n in range(2, 7)), *(("zigzag", n) for n in range(2, 5))])
async def test_every_seat_submitting_at_once_is_honoured_at_every_table_size(
        harness, kind, players):
    """The first instant of the game, everyone at once (Scramble's planning, Zig Zag's
    setup): each commit that loses the race is decided again under the write lock, never
    refused because the winner's commit still waited for its group's COMMIT."""
    seated = [Player(user_id=1000 + n, name=f"p{n}") for n in range(players)]
    info = await harness.service.lobby.create(kind, guild_id=1, channel_id=10, host=seated[0],
                                              options={}, language="en")
    for player in seated[1:]:
        await harness.service.lobby.join(info.id, player)
    info = await harness.service.lobby.start(info.id, seated[0].user_id)
    assert len(info.to_act) == players
    picks = []
    for player in seated:
        _, choices = await harness.service.play.choices(info.id, player.user_id)
        picks.append((player, choices[-1].notation))
    results = await asyncio.gather(*(
        harness.service.play.act(info.id, player.user_id, notation,
                                 expected_version=info.game.version)
        for player, notation in picks), return_exceptions=True)
    assert [r if isinstance(r, BaseException) else r.notation for r in results] == [
        notation for _, notation in picks]
    assert_arrival_order(harness, [a.seat for a in await harness.store.list_actions(info.id)],
                         list(range(players)))


async def test_a_press_refused_by_a_real_conflict_says_what_happened(harness):
    """Two presses of the same player at once: the later finds its part already played
    (the second to arrive on SQLite; on PostgreSQL whichever the row lock let through
    second, `assert_arrival_order`)."""
    info = await harness.service.lobby.create("scramble", guild_id=1, channel_id=10, host=ALICE,
                                              options={}, language="en")
    await harness.service.lobby.join(info.id, BOB)
    info = await harness.service.lobby.start(info.id, ALICE.user_id)
    _, choices = await harness.service.play.choices(info.id, ALICE.user_id)
    zigs = [c.notation for c in choices if c.notation.startswith("zig ")]
    same_ostrich = [zig for zig in zigs if zig.split()[1] == zigs[0].split()[1]]
    presses = [same_ostrich[0], same_ostrich[-1]]
    results = await asyncio.gather(*(
        harness.service.play.act(info.id, ALICE.user_id, zig, expected_version=info.game.version)
        for zig in presses), return_exceptions=True)
    played = [index for index, result in enumerate(results)
              if not isinstance(result, BaseException)]
    assert len(played) == 1
    if isinstance(harness.store, SqliteStore):
        assert played == [0]  # one writer: its lock queues the presses as they come
    refused = 1 - played[0]
    first, second = results[played[0]], results[refused]
    assert not isinstance(first, Exception) and isinstance(second, StaleVersion)
    assert second.reason == "taken"
    assert str(second) == (f"Another action in game #{info.id} came first: "
                           f"`{presses[refused]}` is no longer possible, so nothing was "
                           "played. Here is where it stands now.")


def test_names_are_escaped_for_discord_markdown():
    from games.base import Event
    from sessions.words.presenter import line_for, md

    assert md("*star*_under_") == "\\*star\\*\\_under\\_"
    line = line_for(Event(key="k", params={"player": 0, "square": "c2"}), {0: "a*b"})
    assert line.params == {"player": "a\\*b", "square": "c2"}


@pytest.mark.parametrize("clock", [None, "move:1h", "bank:2h"])
async def test_an_actions_result_shows_the_game_as_reading_it_again_would(harness, clock):
    """The result is built from what the action's transaction wrote (the game's row, the
    seats' clocks), not read back: it must be what a read just after the commit gives,
    through a whole game, its clocks and its end included."""
    info = await harness.service.lobby.create("ostriches", guild_id=1, channel_id=10, host=ALICE,
                                              options={}, language="en", clock=clock)
    await harness.service.lobby.join(info.id, BOB)
    await harness.service.lobby.start(info.id, ALICE.user_id)
    rng = random.Random(11)
    for _ in range(2000):
        info = await harness.service.games.info(info.id)
        if not info.to_act:
            break
        user = info.user_of(rng.choice(info.to_act))
        _, choices = await harness.service.play.choices(info.id, user)
        harness.clock.advance(timedelta(minutes=rng.randrange(1, 20)))
        result = await harness.service.play.act(info.id, user, rng.choice(choices).notation)
        assert result.info == await harness.service.games.info(info.id)
    assert info.game.status == "finished"


async def started_zigzag_collecting(harness):
    """A two-player Zig Zag game (`turns`) whose courses are laid: collecting has begun."""
    info = await harness.service.lobby.create("zigzag", guild_id=1, channel_id=10, host=ALICE,
                                              options={}, language="en")
    await harness.service.lobby.join(info.id, BOB)
    await harness.service.lobby.start(info.id, ALICE.user_id)
    zigzag = get_engine("zigzag")
    for _ in range(100):
        info = await harness.service.games.info(info.id)
        state = harness.service.games.state_of(info)
        if state.phase != "setup":
            return info
        seat = info.to_act[0]
        await harness.service.play.act(info.id, info.user_of(seat),
                                       zigzag.format(state, zigzag.auto_action(state, seat)))
    raise AssertionError("collecting never began")


async def test_a_zigzag_stop_is_accepted_out_of_turn_and_nothing_else_is(harness):
    # HOUSE_RULES.md, Corrections: "Stop may be called by any seated player at any moment of
    # collecting, out of turn and between a flip and its take included"
    info = await started_zigzag_collecting(harness)
    [turn] = info.to_act
    other = info.user_of(1 - turn)
    assert other is not None
    with pytest.raises(SessionError, match=r"not your turn.*waiting for"):
        await harness.service.play.act(info.id, other, "flip 1")
    with pytest.raises(SessionError, match=r"not your turn.*waiting for"):
        await harness.service.play.act(info.id, other, "pass")
    _, choices = await harness.service.play.choices(info.id, other)
    assert [choice.notation for choice in choices] == ["stop"]
    await harness.service.play.act(info.id, info.user_of(turn), "flip 5")
    result = await harness.service.play.act(info.id, other, "stop")
    assert result.seat == 1 - turn and result.notation == "stop"
    actions = await harness.store.list_actions(info.id)
    assert events_from_json(actions[-1].events)[0].key == "zigzag.event.stop"


async def test_a_press_on_a_live_message_stands_after_a_new_board(harness):
    """The status message and the lobby card show the game as it stands (their edits come
    a moment later): a Play pressed on them is judged against the game as it is."""
    game_id = await harness.started_ostriches()
    await harness.service.settings.set_message(game_id, message_id=500)
    info, _seat, user = await first_mover(harness, game_id)
    _, choices = await harness.service.play.choices(game_id, user)
    await harness.service.play.act(game_id, user, choices[0].notation)  # the turn passes
    after = await harness.service.games.info(game_id)
    other = after.user_of(after.to_act[0])
    assert after.game.board_version > info.game.version
    assert after.press_refusal(info.game.version, other) == "moved_on"
    assert after.press_stands(info.game.version, other, message_id=500)  # the lobby card
    assert not after.press_stands(info.game.version, other, message_id=501)  # a board
