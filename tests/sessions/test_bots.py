"""Bots at the table: bot seats in the lobby, and the driver that plays them through the act
path (decisions in an executor, a stale decision decided again, never applied twice)."""

from __future__ import annotations

import asyncio
from typing import Any

import pytest

from games import get_engine
from games.ostriches import bot as ostriches_bot
from games.zigzag import ENGINE as ZIGZAG
from games.zigzag.bot_search import run_plan
from sessions import GameService, SessionError, TimerRunner
from sessions.bots.bots import InlineExecutor, decide
from sessions.core import decision_seed, events_from_json, outcome_from_json

from .conftest import ALICE, BOB, CAROL, caller


@pytest.fixture(autouse=True)
def small_budgets(monkeypatch: pytest.MonkeyPatch) -> None:
    """The search levels play with small budgets here: the tests are about the table."""
    small = {level: budget.__class__(iterations=8, rollout_steps=4)
             for level, budget in ostriches_bot.BUDGETS.items()}
    monkeypatch.setattr(ostriches_bot, "BUDGETS", small)


async def bot_game(harness: Any, kind: str = "ostriches", bots: int = 1,
                   level: str = "hard") -> int:
    info = await harness.service.lobby.create(kind, guild_id=1, channel_id=10, host=ALICE,
                                              options={}, language="en", bots=bots, bot_level=level)
    await harness.service.bots.idle()
    game_id: int = info.id
    return game_id


async def play_person_until_over(harness: Any, game_id: int, user_id: int,
                                 steps: int = 400) -> None:
    for _ in range(steps):
        await harness.service.bots.idle()
        info = await harness.service.games.info(game_id)
        if info.game.status != "active":
            return
        assert info.seat_of(user_id) in info.to_act, "the bot owes a move nobody plays"
        _, choices = await harness.service.play.choices(game_id, user_id)
        await harness.service.play.act(game_id, user_id, choices[0].notation)
    raise AssertionError("the game never ended")


async def test_game_new_with_one_bot_starts_ostriches_at_once(harness):
    game_id = await bot_game(harness)
    info = await harness.service.games.info(game_id)
    assert info.game.status == "active"
    assert [(s.seat, s.display_name, s.bot_level) for s in info.seats] == [
        (0, "Alice", None), (1, "Bot (hard)", "hard")]
    assert info.seats[1].user_id < 0 and info.user_of(1) is None
    assert info.is_auto(1) and not info.is_auto(0)


async def test_bots_are_named_in_the_games_language_and_numbered(harness):
    info = await harness.service.lobby.create("scramble", guild_id=1, channel_id=10, host=ALICE,
                                              options={}, language="fr", bots=3, bot_level="easy")
    assert [s.display_name for s in info.seats] == [
        "Alice", "Bot (facile)", "Bot 2 (facile)", "Bot 3 (facile)"]
    await harness.service.bots.idle()


@pytest.mark.parametrize(("bots", "level", "message"), [
    (2, "hard", "room for at most 1 bot beside"),
    (-1, "hard", "room for at most 1 bot beside"),
    (10 ** 4000, "hard", "room for at most 1 bot beside"),
    (1, "brutal", "There is no bot level “brutal”"),
    (1, "x" * 5000, "There is no bot level “xxxxxxxx"),
])
async def test_bad_bot_counts_and_levels_are_refused_before_anything_is_stored(
        harness, bots, level, message):
    with pytest.raises(SessionError, match=message) as refused:
        await harness.service.lobby.create("ostriches", guild_id=1, channel_id=10, host=ALICE,
                                           options={}, language="en", bots=bots, bot_level=level)
    assert len(str(refused.value)) < 200
    assert await harness.service.games.games_here(caller(ALICE)) == []


async def test_the_host_adds_and_removes_bots_others_are_refused(harness):
    info = await harness.service.lobby.create("zigzag", guild_id=1, channel_id=10, host=ALICE,
                                              options={}, language="en")
    await harness.service.lobby.join(info.id, BOB)
    with pytest.raises(SessionError, match="Only the host"):
        await harness.service.lobby.add_bot(info.id, BOB.user_id, "easy")
    info = await harness.service.lobby.add_bot(info.id, ALICE.user_id, "easy")
    info = await harness.service.lobby.add_bot(info.id, ALICE.user_id, "hard")
    assert [s.display_name for s in info.seats] == ["Alice", "Bob", "Bot (easy)", "Bot (hard)"]
    with pytest.raises(SessionError, match="is full"):
        await harness.service.lobby.add_bot(info.id, ALICE.user_id, "easy")
    easy = info.seats[2].user_id
    with pytest.raises(SessionError, match="Only the host"):
        await harness.service.lobby.remove_bot(info.id, BOB.user_id, easy)
    with pytest.raises(SessionError, match="no longer sits"):
        await harness.service.lobby.remove_bot(info.id, ALICE.user_id, BOB.user_id)  # not a bot
    info = await harness.service.lobby.remove_bot(info.id, ALICE.user_id, easy)
    assert [(s.seat, s.display_name) for s in info.seats] == [
        (0, "Alice"), (1, "Bob"), (2, "Bot (hard)")]
    with pytest.raises(SessionError, match="no longer sits"):
        await harness.service.lobby.remove_bot(info.id, ALICE.user_id, easy)


async def test_two_adds_at_once_into_the_last_seat_seat_one_bot(harness):
    info = await harness.service.lobby.create("ostriches", guild_id=1, channel_id=10, host=ALICE,
                                              options={}, language="en")
    results = await asyncio.gather(
        harness.service.lobby.add_bot(info.id, ALICE.user_id, "easy"),
        harness.service.lobby.add_bot(info.id, ALICE.user_id, "hard"), return_exceptions=True)
    refused = [r for r in results if isinstance(r, SessionError)]
    assert len(refused) == 1 and "is full" in str(refused[0])
    assert len((await harness.service.games.info(info.id)).seats) == 2


async def test_a_whole_ostriches_game_against_the_bot_every_step_logged_once(harness):
    game_id = await bot_game(harness)
    await play_person_until_over(harness, game_id, ALICE.user_id)
    info = await harness.service.games.info(game_id)
    assert info.game.status == "finished"
    actions = await harness.store.list_actions(game_id)
    assert {a.seat for a in actions} == {0, 1}
    state = await harness.service.games.replayed_state(game_id)  # the log alone is the game
    assert get_engine("ostriches").state_to_json(state) == info.game.state
    # a bot's own seat is not announced as "the bot plays for"
    assert not any(e.key == "clock.bot_plays" for a in actions
                   for e in events_from_json(a.events))
    # nobody DMs a bot
    assert [m for m in await harness.outbox() if m.user_id is not None and m.user_id < 0] == []


async def test_every_bot_of_a_simultaneous_phase_submits_as_it_opens(harness):
    game_id = await bot_game(harness, "scramble", bots=3, level="easy")
    info = await harness.service.games.info(game_id)
    assert info.to_act == [0]  # every bot planned; only Alice is waited for
    assert {a.seat for a in await harness.store.list_actions(game_id)} == {1, 2, 3}


async def test_a_decision_made_stale_by_another_move_is_decided_again_never_twice(harness):
    game_id = await bot_game(harness, "zigzag", bots=1, level="easy")
    info = await harness.service.games.info(game_id)
    assert info.to_act == [0]  # setup is simultaneous: the bot has set up already
    before = await harness.store.list_actions(game_id)
    seat = 1
    # a decision taken on an old version is refused, and nothing is written
    old = info
    _, choices = await harness.service.play.choices(game_id, ALICE.user_id)
    await harness.service.play.act(game_id, ALICE.user_id, choices[0].notation)
    await harness.service.bots.idle()
    assert not await harness.service.play.play_bot_step(old, seat, "stop", announce=False)
    after = await harness.store.list_actions(game_id)
    assert [a.seq for a in after[:len(before)]] == [a.seq for a in before]


async def test_the_decision_is_the_bots_own_from_the_view_with_a_stable_seed(harness):
    game_id = await bot_game(harness, level="normal")
    info = await harness.service.games.info(game_id)
    engine = get_engine("ostriches")
    state = harness.service.games.state_of(info)
    seat = info.to_act[0]
    view = engine.view(state, seat)
    seed = decision_seed(info.game.seed, len(await harness.store.list_actions(game_id)), seat)
    assert seed == decision_seed(info.game.seed,
                                 len(await harness.store.list_actions(game_id)), seat)
    assert decide("ostriches", view.model_dump_json(), seat, "normal", seed) == \
        engine.bot_action(view, seat, level="normal", seed=seed)


async def test_a_bot_step_decided_but_not_committed_when_the_bot_stopped_is_made_once(
        harness, monkeypatch):
    info = await harness.service.lobby.create("ostriches", guild_id=1, channel_id=10, host=ALICE,
                                              options={}, language="en")
    await harness.service.lobby.add_bot(info.id, ALICE.user_id, "normal")
    decided: list[str] = []

    async def stopped(seen, seat, notation, *, announce, out_of_turn=False):  # stops here
        decided.append(notation)
        return False

    original = harness.service.play.play_bot_step
    await harness.service.lobby.start(info.id, ALICE.user_id)
    await harness.service.bots.idle()
    game_id = info.id
    # Alice placed first or the bot did; play until the bot is waited for
    for _ in range(10):
        current = await harness.service.games.info(game_id)
        if current.to_act == [1]:
            break
        _, choices = await harness.service.play.choices(game_id, ALICE.user_id)
        monkeypatch.setattr(harness.service.play, "play_bot_step", stopped)
        await harness.service.play.act(game_id, ALICE.user_id, choices[0].notation)
        await harness.service.bots.idle()
    monkeypatch.setattr(harness.service.play, "play_bot_step", original)
    await harness.service.bots.close()
    assert decided, "the bot decided before it stopped"
    logged = len(await harness.store.list_actions(game_id))
    restarted = GameService(harness.store, harness.clock, seed_source=lambda: 12345,
                            bot_executor=InlineExecutor())
    await TimerRunner(harness.store, harness.clock, restarted).start_up()
    actions = await harness.store.list_actions(game_id)
    assert len(actions) == logged + 1  # made once, after the restart
    assert actions[-1].seat == 1 and actions[-1].notation == decided[-1]  # the same decision
    await TimerRunner(harness.store, harness.clock, restarted).start_up()
    assert len(await harness.store.list_actions(game_id)) == logged + 1  # and not again


async def test_a_taken_over_seat_is_played_at_the_servers_level(harness):
    info = await harness.service.lobby.create("ostriches", guild_id=1, channel_id=10, host=ALICE,
                                              options={}, language="en")
    await harness.service.lobby.join(info.id, BOB)
    await harness.service.lobby.start(info.id, ALICE.user_id)
    current = await harness.service.games.info(info.id)
    assert await harness.service.bots.level_of(current, 1) == "normal"  # the default
    await harness.service.settings.set_takeover_level(1, "hard")
    assert await harness.service.bots.level_of(current, 1) == "hard"
    with pytest.raises(SessionError, match="no bot level"):
        await harness.service.settings.set_takeover_level(1, "brutal")


async def test_a_third_player_is_refused_a_full_bot_lobby_and_carol_sees_no_bot_dm(harness):
    info = await harness.service.lobby.create("ostriches", guild_id=1, channel_id=10, host=ALICE,
                                              options={}, language="en")
    await harness.service.lobby.add_bot(info.id, ALICE.user_id, "easy")
    with pytest.raises(SessionError, match="is full"):
        await harness.service.lobby.join(info.id, CAROL)


async def test_games_with_bots_stay_out_of_the_leaderboard_and_count_per_level(harness):
    from sessions.record.stats import leaderboard, player_stats

    from .test_play import play_random_game

    against_people = await harness.service.lobby.create("ostriches", guild_id=1, channel_id=10,
                                                        host=ALICE, options={}, language="en")
    await harness.service.lobby.join(against_people.id, BOB)
    await harness.service.lobby.start(against_people.id, ALICE.user_id)
    await play_random_game(harness, against_people.id, seed=24)
    for level in ("easy", "hard", "hard"):
        game_id = await bot_game(harness, level=level)
        await play_person_until_over(harness, game_id, ALICE.user_id)
    stats = await player_stats(harness.store, ALICE.user_id)
    assert [(k.kind, k.played) for k in stats.per_kind] == [("ostriches", 1)]
    assert [(r.level, r.played) for r in stats.against_bots] == [("easy", 1), ("hard", 2)]
    finished = [await harness.service.games.info(g) for g in (2, 3, 4)]
    outcomes = [outcome_from_json(info.game.outcome) for info in finished[1:]]
    hard_wins = sum(1 for outcome in outcomes
                    if outcome is not None and outcome.winners == [0])  # Alice's seat
    assert stats.against_bots[1].wins == hard_wins
    assert len(stats.recent) == 4  # the latest games, with bots or not
    standings = await leaderboard(harness.store, 1, "ostriches")
    assert {s.user_id: s.played for s in standings} == {ALICE.user_id: 1, BOB.user_id: 1}
    assert all(s.user_id > 0 for s in standings)


async def test_the_last_person_resigning_among_bots_ends_the_game(harness):
    game_id = await bot_game(harness, "zigzag", bots=2, level="easy")
    info = await harness.service.absence.resign(game_id, ALICE.user_id)
    assert info.game.status == "finished"  # not a game of bots alone, played to its end
    assert outcome_from_json(info.game.outcome) is not None


async def test_a_seat_taken_over_plays_the_normal_bot_not_the_fixed_rule(harness):
    from .test_timers import other, play_once, timed_out

    game_id, seat, user, vote = await timed_out(harness)
    await harness.service.absence.cast_ballot(game_id, vote.id, other(user), "auto")
    await harness.service.bots.idle()
    for _ in range(16):
        if (await harness.service.games.info(game_id)).game.status != "active":
            break
        await play_once(harness, game_id, other(user))
    info = await harness.service.games.info(game_id)
    engine = get_engine("ostriches")
    state = engine.new_game(2, info.game.seed, dict(info.game.options))
    bot_steps = differs = 0
    for action in await harness.store.list_actions(game_id):
        if action.seat == seat:
            view = engine.view(state, seat)
            chosen = engine.bot_action(view, seat, level="normal", seed=decision_seed(
                info.game.seed, action.seq - 1, seat))
            assert action.notation == engine.format(state, chosen)  # the normal bot's step
            bot_steps += 1
            differs += action.notation != engine.format(state, engine.auto_action(state, seat))
        state, _ = engine.apply(state, action.seat,
                                engine.parse(state, action.seat, action.notation))
    assert bot_steps >= 6 and differs >= 1  # not the fixed rule it played before


async def test_a_hard_zigzag_bot_calls_stop_out_of_turn_right_after_its_winning_take(harness):
    """The rules let anyone call Stop at any moment of collecting: once the hard bot's take
    carries its stack to the goal, its Stop is the very next step of the log, before the
    person whose turn it now is can act (the driver asks the seats it does not wait for
    first). Games against a person playing the stand-in's rule, until the bot does it."""
    engine = ZIGZAG
    bot_seat, seen = 1, 0
    for seed in range(8):
        harness.service.lobby._seed_source = lambda seed=seed: seed  # a new game each time
        game_id = await bot_game(harness, "zigzag", level="hard")
        while (info := await harness.service.games.info(game_id)).game.status == "active":
            assert info.to_act == [0], "the bot owes a move nobody plays"
            state = engine.state_from_json(info.game.state)
            action = engine.format(state, engine.auto_action(state, 0))
            await harness.service.play.act(game_id, ALICE.user_id, action)
            await harness.service.bots.idle()
        info = await harness.service.games.info(game_id)
        state = engine.new_game(2, info.game.seed, info.game.options)
        rows = await harness.store.list_actions(game_id)
        for row, following in zip(rows, [*rows[1:], None], strict=True):
            state, _ = engine.apply(state, row.seat, engine.parse(state, row.seat, row.notation))
            if (state.phase == "collect" and bot_seat not in engine.to_act(state)
                    and run_plan(state.seats[bot_seat]).reached):
                seen += 1
                assert following is not None
                assert (following.seat, following.notation) == (bot_seat, "stop")
        if seen:
            return
    raise AssertionError("the bot's stack never reached its goal out of its turn")
