"""Take-backs: a row `takeback <seq>` appended to the log returns the game to the position
after row <seq>; replay, the record, the bots and the clocks honour it (sessions/takeback.py,
`UndoService.take_back`). And practice games: created at once against bots, private to
their player, no turn notices."""

from __future__ import annotations

import asyncio
import random
from datetime import timedelta
from typing import Any

import pytest

from games import get_engine
from games.ostriches import bot as ostriches_bot
from sessions import GameService, SessionError, StaleVersion, replay
from sessions.bots.bots import InlineExecutor, decide
from sessions.core import decision_seed, replay_steps, takeback
from sessions.core.access import can_reach
from sessions.core.takeback import Logged, line, numbered, practice_policy
from sessions.record.verification import verify

from .conftest import ALICE, BOB, caller


@pytest.fixture(autouse=True)
def small_budgets(monkeypatch: pytest.MonkeyPatch) -> None:
    """The bots search with small budgets here: the tests are about the log."""
    small = {level: budget.__class__(iterations=8, rollout_steps=4)
             for level, budget in ostriches_bot.BUDGETS.items()}
    monkeypatch.setattr(ostriches_bot, "BUDGETS", small)


def log_of(*notations: tuple[int, str]) -> list[Logged]:
    return numbered(list(notations))


def seqs(rows: list[Logged]) -> list[int]:
    return [row.seq for row in rows]


# --------------------------------------------------------------------------- the pure part


def test_a_take_back_leaves_out_the_actions_after_its_row() -> None:
    rows = log_of((0, "a"), (1, "b"), (0, "c"), (1, "d"), (0, "takeback 2"), (0, "e"))
    assert seqs(line(rows)) == [1, 2, 6]
    assert seqs(line(rows[:5])) == [1, 2]
    assert seqs(line(log_of((0, "a"), (0, "takeback 0")))) == []


def test_a_take_back_of_a_take_back_restores_what_it_undid() -> None:
    rows = log_of((0, "a"), (1, "b"), (0, "c"), (0, "takeback 1"), (0, "takeback 3"))
    assert seqs(line(rows)) == [1, 2, 3]
    # back to just after the first take-back: a take-back to a take-back's own row
    rows = log_of((0, "a"), (1, "b"), (0, "takeback 1"), (1, "x"), (0, "takeback 3"))
    assert seqs(line(rows)) == [1]


@pytest.mark.parametrize("bad", ["takeback 3", "takeback 9", "takeback 4"])
def test_a_take_back_must_name_an_earlier_row(bad: str) -> None:
    with pytest.raises(ValueError, match="names no earlier row"):
        line(log_of((0, "a"), (1, "b"), (0, bad)))


def test_only_takeback_and_a_number_is_a_take_back() -> None:
    assert takeback.target("takeback 12") == 12
    assert takeback.notation(12) == "takeback 12"
    for other in ("takeback", "takeback x", "takeback -1", "takeback ١٢", "take back 1",
                  "b1-c3", "takeback 1 2"):
        assert takeback.target(other) is None, other


def test_the_practice_policy_takes_back_the_seats_last_standing_action() -> None:
    rows = log_of((0, "a"), (1, "b"), (0, "c"), (1, "d"), (1, "e"))
    assert practice_policy(rows, 0) == 2  # c and the replies after it
    assert practice_policy(rows, 1) == 4  # only its last action: e
    rows = [*rows, Logged(6, 0, "takeback 2")]
    assert practice_policy(rows, 0) == 0  # c was taken back: a stands last
    assert practice_policy(log_of((1, "a"), (1, "takeback 0")), 0) is None
    assert practice_policy([], 0) is None


def test_replay_honours_take_backs() -> None:
    engine = get_engine("ostriches")
    state = engine.new_game(2, 5, {})
    played: list[tuple[int, str]] = []
    states = [state]
    for _ in range(6):
        seat = engine.to_act(state)[0]
        action = engine.legal_actions(state, seat)[0]
        played.append((seat, engine.format(state, action)))
        state = engine.apply(state, seat, action)[0]
        states.append(state)
    assert replay(engine, 2, 5, {}, played) == states[6]
    assert replay(engine, 2, 5, {}, [*played, (0, "takeback 3")]) == states[3]
    assert replay(engine, 2, 5, {}, [*played, (0, "takeback 3"), (0, "takeback 6")]) == \
        states[6]


def test_replay_steps_shows_each_take_back_and_ends_where_replay_does() -> None:
    """The move-by-move replay (the stepper, the animation, the fairness check) shows a
    take-back as the position it returns to, without engine events, and ends where `replay`
    does; a take-back naming no earlier row is refused there too."""
    engine = get_engine("ostriches")
    state = engine.new_game(2, 5, {})
    played: list[tuple[int, str]] = []
    for _ in range(6):
        seat = engine.to_act(state)[0]
        action = engine.legal_actions(state, seat)[0]
        played.append((seat, engine.format(state, action)))
        state = engine.apply(state, seat, action)[0]
    log = [*played[:4], (0, "takeback 2"), *played[2:4], (1, "takeback 4"), *played[4:]]
    steps = list(replay_steps(engine, 2, 5, {}, log))
    assert steps[5] == (steps[2][0], [])
    assert steps[8] == (steps[4][0], [])
    assert steps[-1][0] == replay(engine, 2, 5, {}, log) == state
    with pytest.raises(ValueError, match="names no earlier row"):
        list(replay_steps(engine, 2, 5, {}, [*played[:2], (0, "takeback 3")]))


# --------------------------------------------------------------------------- the service


async def practice_game(harness: Any, kind: str = "ostriches", **options: Any) -> int:
    info = await harness.service.lobby.create(kind, guild_id=1, channel_id=10, host=ALICE,
                                              options={}, language="en", practice=True, **options)
    await harness.service.bots.idle()
    game_id: int = info.id
    return game_id


async def alice_plays(harness: Any, game_id: int, moves: int) -> None:
    """Alice plays her first choice `moves` times, the bot answering each."""
    for _ in range(moves):
        _, choices = await harness.service.play.choices(game_id, ALICE.user_id)
        await harness.service.play.act(game_id, ALICE.user_id, choices[0].notation)
        await harness.service.bots.idle()


async def test_a_practice_game_starts_at_once_against_one_normal_bot_without_a_clock(harness):
    game_id = await practice_game(harness)
    info = await harness.service.games.info(game_id)
    assert info.game.practice and info.game.status == "active"
    assert [(s.display_name, s.bot_level) for s in info.seats] == [
        ("Alice", None), ("Bot (normal)", "normal")]
    assert not info.clock.runs
    assert await harness.store.pending_timers() == []


async def test_a_practice_game_sends_no_turn_notices_and_says_it_is_practice(harness):
    game_id = await practice_game(harness)
    await alice_plays(harness, game_id, 2)
    await harness.deliverer.run_once()
    assert harness.sender.dms == []
    first = harness.sender.game_posts[0]
    assert "Practice game" in first.text and first.image is not None
    assert harness.sender.threads == []  # played where it was opened: no thread off a card


@pytest.mark.parametrize(("bots", "said"), [
    (0, "at least one bot"), (10 ** 4000, "room for at most 1 bot beside"),
    (-5, "at least one bot")])
async def test_a_practice_game_refuses_a_bad_number_of_bots(harness, bots, said):
    with pytest.raises(SessionError, match=said) as refused:
        await harness.service.lobby.create("ostriches", guild_id=1, channel_id=10, host=ALICE,
                                           options={}, language="en", practice=True, bots=bots)
    assert len(str(refused.value)) < 200
    assert await harness.service.games.games_of(ALICE.user_id) == []


async def test_a_practice_game_is_a_first_game_of_its_kind_and_counts_as_one(harness):
    """The choice (README, Practice): the summary opens a first practice game, and a game
    of that kind after it is no longer a first game."""
    game_id = await practice_game(harness)
    assert await harness.service.games.is_first_game(await harness.service.games.info(game_id),
                                                     ALICE.user_id)
    later = await harness.started_ostriches()
    assert not await harness.service.games.is_first_game(await harness.service.games.info(later),
                                                         ALICE.user_id)


async def test_nobody_else_reaches_a_practice_game_even_where_it_is_played(harness):
    game_id = await practice_game(harness)
    info = await harness.service.games.info(game_id)
    assert can_reach(info.game, info.seats, caller(ALICE, guild=None, channel=None))
    assert not can_reach(info.game, info.seats, caller(BOB))
    with pytest.raises(SessionError, match="There is no game"):
        await harness.service.games.reach(game_id, caller(BOB))


async def test_take_back_returns_to_before_the_players_last_action(harness):
    game_id = await practice_game(harness)
    await alice_plays(harness, game_id, 3)
    actions = await harness.store.list_actions(game_id)
    mine = [a.seq for a in actions if a.seat == 0]
    before = await harness.service.games.info(game_id)
    engine = get_engine("ostriches")
    expected = replay(engine, 2, before.game.seed, {},
                      [(a.seat, a.notation) for a in actions[:mine[-1] - 1]])

    taken = await harness.service.undo.take_back(game_id, ALICE.user_id,
                                                 expected_version=before.game.version,
                                                 policy=practice_policy)
    assert (taken.back_to, taken.undone) == (mine[-1] - 1, len(actions) - mine[-1] + 1)
    assert taken.info.game.version == before.game.version + 1
    assert harness.service.games.state_of(taken.info) == expected
    assert await harness.service.games.replayed_state(game_id) == expected
    log = await harness.store.list_actions(game_id)
    assert log[:-1] == actions  # appended, nothing removed
    assert (log[-1].seat, log[-1].notation) == (0, f"takeback {mine[-1] - 1}")
    assert taken.info.to_act == [0]
    _, lines = await harness.service.games.log_for(game_id, ALICE.user_id)
    assert lines[-1].key == "takeback.took_back" and lines[-1].params["player"] == "Alice"
    await harness.deliverer.run_once()
    text = harness.sender.game_posts[-1].text
    # the undone placement named as the table saw it, not a log position
    assert "Alice took back the pawn placed on " in text, text
    assert "where it stood" not in text and "(s)" not in text
    assert harness.sender.game_posts[-1].image is not None


async def test_take_back_is_refused_when_stale_empty_over_or_not_yours(harness):
    game_id = await practice_game(harness)
    info = await harness.service.games.info(game_id)
    with pytest.raises(SessionError, match="nothing to take back"):
        await harness.service.undo.take_back(game_id, ALICE.user_id,
                                             expected_version=info.game.version,
                                             policy=practice_policy)
    with pytest.raises(SessionError, match="not playing"):
        await harness.service.undo.take_back(game_id, BOB.user_id,
                                             expected_version=info.game.version,
                                             policy=practice_policy)
    await alice_plays(harness, game_id, 1)
    with pytest.raises(StaleVersion):
        await harness.service.undo.take_back(game_id, ALICE.user_id,
                                             expected_version=info.game.version,
                                             policy=practice_policy)
    assert (await harness.service.games.info(game_id)).game.version > info.game.version


async def test_two_take_backs_at_once_take_effect_once(harness):
    game_id = await practice_game(harness)
    await alice_plays(harness, game_id, 2)
    info = await harness.service.games.info(game_id)
    results = await asyncio.gather(*(
        harness.service.undo.take_back(game_id, ALICE.user_id, expected_version=info.game.version,
                                       policy=practice_policy) for _ in range(2)),
        return_exceptions=True)
    assert sum(not isinstance(r, BaseException) for r in results) == 1
    assert [type(r) for r in results if isinstance(r, BaseException)] == [StaleVersion]
    log = await harness.store.list_actions(game_id)
    assert sum(takeback.target(a.notation) is not None for a in log) == 1


async def test_taking_back_until_nothing_is_left_then_playing_on_the_record_replays(harness):
    """Alice takes back until nothing of hers stands (what the bot played before her first
    move stays), then plays the game to its end: the record, take-backs and all, replays to
    the final state, and a finished game takes nothing back."""
    game_id = await practice_game(harness)
    await alice_plays(harness, game_id, 2)
    taken = 0
    while True:
        info = await harness.service.games.info(game_id)
        try:
            await harness.service.undo.take_back(game_id, ALICE.user_id,
                                                 expected_version=info.game.version,
                                                 policy=practice_policy)
        except SessionError as refusal:
            assert refusal.key == "takeback.error.nothing"
            break
        taken += 1
        await harness.service.bots.idle()
    assert taken == 2
    assert all(row.seat != 0 for row in line(await harness.store.list_actions(game_id)))
    for _ in range(400):
        info = await harness.service.games.info(game_id)
        if info.game.status != "active":
            break
        await alice_plays(harness, game_id, 1)
    info = await harness.service.games.info(game_id)
    assert info.game.status == "finished"
    record = verify(await harness.service.games.record(game_id)).record  # the record proves it
    assert sum(takeback.target(a.notation) is not None for a in record.actions) == 2
    actions = await harness.store.list_actions(game_id)
    final = replay(get_engine("ostriches"), 2, info.game.seed, {},
                   [(a.seat, a.notation) for a in actions])
    assert harness.service.games.state_of(info) == final
    with pytest.raises(SessionError, match="over"):
        await harness.service.undo.take_back(game_id, ALICE.user_id,
                                             expected_version=info.game.version,
                                             policy=practice_policy)


async def test_after_a_take_back_the_bot_decides_the_same_position_with_a_new_seed(harness):
    """Alice plays a move, takes it back and plays it again: the bot answers the same
    position, but with the seed of a longer log, so it decides afresh (deterministically)
    rather than replaying its answer for nothing."""
    decisions: list[tuple[str, int]] = []

    class Recording(InlineExecutor):
        def submit(self, fn: Any, /, *args: Any, **kwargs: Any) -> Any:
            if fn is decide:
                decisions.append((args[1], args[4]))  # the view, the seed
            return super().submit(fn, *args, **kwargs)

    service = GameService(harness.store, harness.clock, seed_source=lambda: 99,
                          bot_executor=Recording())
    info = await service.lobby.create("ostriches", guild_id=1, channel_id=10, host=ALICE,
                                      options={}, language="en", practice=True)
    await service.bots.idle()
    _, choices = await service.play.choices(info.id, ALICE.user_id)
    move = choices[0].notation
    decisions.clear()
    await service.play.act(info.id, ALICE.user_id, move)
    await service.bots.idle()
    first = decisions[0]
    info = await service.games.info(info.id)
    await service.undo.take_back(info.id, ALICE.user_id, expected_version=info.game.version,
                                 policy=practice_policy)
    decisions.clear()
    await service.play.act(info.id, ALICE.user_id, move)
    await service.bots.idle()
    again = decisions[0]
    assert again[0] == first[0] and again[1] != first[1]
    log = await harness.store.list_actions(info.id)
    assert again[1] == decision_seed(info.game.seed, len(log) - 1, 1)


async def test_a_take_back_moves_the_clocks_and_timers_to_who_waits_again(harness):
    """The general mechanism in a clocked game between people (the fair undo will
    call it with its own policy): after Alice's take-back she is waited for again, with a
    running clock and deadline, and Bob no longer is."""
    info = await harness.service.lobby.create("ostriches", guild_id=1, channel_id=10, host=ALICE,
                                              options={}, language="en", clock="move:24h")
    await harness.service.lobby.join(info.id, BOB)
    await harness.service.lobby.start(info.id, ALICE.user_id)
    info = await harness.service.games.info(info.id)
    mover = info.user_of(info.to_act[0])
    other = BOB.user_id if mover == ALICE.user_id else ALICE.user_id
    assert mover is not None
    _, choices = await harness.service.play.choices(info.id, mover)
    # a whole turn, so that the game waits for the other player
    for _ in range(5):
        info = await harness.service.games.info(info.id)
        if info.user_of(info.to_act[0]) != mover:
            break
        _, choices = await harness.service.play.choices(info.id, mover)
        await harness.service.play.act(info.id, mover, choices[0].notation)
    info = await harness.service.games.info(info.id)
    assert info.user_of(info.to_act[0]) == other
    harness.clock.advance(timedelta(hours=1))
    taken = await harness.service.undo.take_back(info.id, mover, expected_version=info.game.version,
                                                 policy=practice_policy)
    seat = taken.info.seat_of(mover)
    assert taken.info.to_act == [seat]
    deadlines = [t for t in await harness.store.pending_timers() if t.kind == "deadline"]
    assert [t.seat for t in deadlines] == [seat]
    assert taken.info.clocks[seat].waiting and taken.info.clocks[seat].running_since
    assert not taken.info.clocks[1 - seat].waiting
    assert taken.info.clocks[1 - seat].running_since is None


@pytest.mark.parametrize(("kind", "bots", "options"), [
    ("scramble", 2, {"max_rounds": 4}), ("zigzag", 2, {"rounds": 1}),
    ("zigzag", 1, {"mode": "live", "rounds": 1})])
async def test_take_backs_replay_in_every_game(harness, kind, bots, options):
    """Games with simultaneous phases and hidden cards: after each take-back the stored
    state is the replay of the log, and Alice is waited for again."""
    info = await harness.service.lobby.create(kind, guild_id=1, channel_id=10, host=ALICE,
                                              options=options, language="en", practice=True,
                                              bots=bots, bot_level="easy")
    await harness.service.bots.idle()
    rng = random.Random(7)
    taken = 0
    for step in range(24):
        info = await harness.service.games.info(info.id)
        if info.game.status != "active":
            break
        if step % 4 == 3:
            result = await harness.service.undo.take_back(
                info.id, ALICE.user_id, expected_version=info.game.version,
                policy=practice_policy)
            taken += 1
            assert 0 in result.info.to_act
            await harness.service.bots.idle()
            assert await harness.service.games.replayed_state(info.id) == \
                harness.service.games.state_of(await harness.service.games.info(info.id))
            continue
        _, choices = await harness.service.play.choices(info.id, ALICE.user_id)
        await harness.service.play.act(info.id, ALICE.user_id, rng.choice(choices).notation)
        await harness.service.bots.idle()
    assert taken >= 2
