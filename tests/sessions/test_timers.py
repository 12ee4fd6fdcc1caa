"""Clocks through the service with a ManualClock: deadlines, reminders, the digest, vacations,
timeout votes, the bot playing for a seat, reclaiming it, resigning, and restarts."""

from __future__ import annotations

from datetime import timedelta

import pytest

from games import get_engine
from games.base import Outcome
from sessions import GameService, SessionError, TimerRunner
from sessions.bots.bots import InlineExecutor
from sessions.core import clock_rules as c
from sessions.core import events_from_json, votes

from .conftest import ALICE, BOB, CAROL

HOUR = timedelta(hours=1)


def runner(harness, service=None) -> TimerRunner:
    return TimerRunner(harness.store, harness.clock, service or harness.service)


async def clocked(harness, clock: str | None = "move:10h", kind: str = "ostriches",
                  players=(ALICE, BOB)):
    info = await harness.service.lobby.create(kind, guild_id=1, channel_id=10, host=players[0],
                                              options={}, language="en", clock=clock)
    for player in players[1:]:
        await harness.service.lobby.join(info.id, player)
    await harness.service.lobby.start(info.id, players[0].user_id)
    return info.id


async def waiting(harness, game_id):
    """The first seat the game waits for, and its user."""
    info = await harness.service.games.info(game_id)
    return info, info.to_act[0], info.user_of(info.to_act[0])


async def play_turn(harness, game_id, user_id):
    """Play the user's whole turn, first legal choice at every step."""
    for _ in range(10):
        info = await harness.service.games.info(game_id)
        seat = info.seat_of(user_id)
        if seat not in info.to_act:
            return
        _, choices = await harness.service.play.choices(game_id, user_id)
        await harness.service.play.act(game_id, user_id, choices[0].notation)
    raise AssertionError("the turn did not end")


async def play_once(harness, game_id, user_id):
    """One action (a placement: a whole turn at the start of Ostriches), and the bots'
    answer, if they owe one."""
    _, choices = await harness.service.play.choices(game_id, user_id)
    await harness.service.play.act(game_id, user_id, choices[0].notation)
    await harness.service.bots.idle()


async def kinds(harness, kind):
    return [m for m in await harness.outbox() if m.kind == kind]


async def timers_of(harness, game_id):
    return [(t.kind, t.seat, t.due_at) for t in await harness.store.pending_timers(game_id=game_id)]


def other(user_id):
    return BOB.user_id if user_id == ALICE.user_id else ALICE.user_id


# ------------------------------------------------------------------ clock kinds


async def test_without_a_clock_nothing_is_timed(harness):
    game_id = await clocked(harness, clock=None)
    info = await harness.service.games.info(game_id)
    assert not info.clock.runs and await timers_of(harness, game_id) == []
    await harness.deliverer.run_once()
    assert "(due " not in harness.sender.statuses[-1].text


async def test_a_per_move_clock_times_each_wait_and_shows_on_the_status(harness):
    t0 = harness.clock.now()
    game_id = await clocked(harness, "move:10h")
    _info, seat, user = await waiting(harness, game_id)
    assert await timers_of(harness, game_id) == [
        ("remind_half", seat, t0 + 5 * HOUR), ("remind_tenth", seat, t0 + 9 * HOUR),
        ("deadline", seat, t0 + 10 * HOUR)]
    await harness.deliverer.run_once()
    deadline = int((t0 + 10 * HOUR).timestamp())
    assert f"(due <t:{deadline}:R>)" in harness.sender.statuses[-1].text

    harness.clock.advance(2 * HOUR)
    await play_turn(harness, game_id, user)
    # the mover's timers are gone; the other seat's wait started now
    assert await timers_of(harness, game_id) == [
        ("remind_half", 1 - seat, t0 + 7 * HOUR), ("remind_tenth", 1 - seat, t0 + 11 * HOUR),
        ("deadline", 1 - seat, t0 + 12 * HOUR)]
    listing_info = (await harness.service.games.games_of(other(user)))[0]
    assert c.deadline(listing_info.clocks[1 - seat]) == t0 + 12 * HOUR


async def test_a_time_bank_pays_for_each_wait_and_gains_its_increment_up_to_the_cap(harness):
    game_id = await clocked(harness, "bank:1d+2h/1d")
    info, seat, user = await waiting(harness, game_id)
    assert info.clocks[seat].bank == 24 * 3600
    harness.clock.advance(3 * HOUR)
    await play_turn(harness, game_id, user)
    info = await harness.service.games.info(game_id)
    assert info.clocks[seat].bank == 23 * 3600  # 1d - 3h + 2h
    other_user = info.user_of(1 - seat)
    await play_turn(harness, game_id, other_user)  # at once: 1d + 2h, capped at 1d
    info = await harness.service.games.info(game_id)
    assert info.clocks[1 - seat].bank == 24 * 3600
    assert c.deadline(info.clocks[seat]) == harness.clock.now() + timedelta(hours=23)


async def test_a_simultaneous_phase_runs_every_waiting_players_clock(harness):
    t0 = harness.clock.now()
    game_id = await clocked(harness, "move:1d", kind="scramble", players=(ALICE, BOB, CAROL))
    info = await harness.service.games.info(game_id)
    assert len(info.to_act) == 3
    deadlines = sorted((seat, due) for kind, seat, due in await timers_of(harness, game_id)
                       if kind == "deadline")
    assert deadlines == [(seat, t0 + timedelta(days=1)) for seat in range(3)]


# ------------------------------------------------------------------ take-backs and clocks


async def place_and_take_back(harness, game_id, user, rounds, minutes=10):
    """The user waits `minutes`, places, waits as long again, and takes it back, `rounds`
    times (a fair take-back: the other player has not acted)."""
    for _ in range(rounds):
        harness.clock.advance(timedelta(minutes=minutes))
        _, choices = await harness.service.play.choices(game_id, user)
        await harness.service.play.act(game_id, user, choices[0].notation)
        harness.clock.advance(timedelta(minutes=minutes))
        info = await harness.service.games.info(game_id)
        await harness.service.undo.fair_take_back(game_id, user,
                                                  expected_version=info.game.version)


@pytest.mark.parametrize("clock", ["bank:1h+1d", "move:1h"])
async def test_taking_back_never_grants_time_the_wait_goes_on_as_it_stood(harness, clock):
    """Place and take back, twice: the player's wait is the one that began when the game
    first waited for them (its deadline unchanged, every minute since charged), a bank
    gains no increment, and the other player's wait, begun and undone, costs and grants
    nothing."""
    t0 = harness.clock.now()
    game_id = await clocked(harness, clock)
    info, seat, user = await waiting(harness, game_id)
    await place_and_take_back(harness, game_id, user, rounds=2)
    info = await harness.service.games.info(game_id)
    assert info.to_act == [seat]
    assert c.deadline(info.clocks[seat]) == t0 + HOUR
    assert c.remaining(info.clocks[seat], harness.clock.now()) == 0 * 3600 + 20 * 60
    assert ("deadline", seat, t0 + HOUR) in await timers_of(harness, game_id)
    other_clock = info.clocks[1 - seat]
    assert not other_clock.waiting and other_clock.running_since is None
    if clock.startswith("bank"):
        assert other_clock.bank == 3600  # its undone wait granted no increment
    harness.clock.advance(timedelta(minutes=20))
    assert await runner(harness).run_due() >= 1  # the deadline comes as it always would
    [vote] = await harness.store.open_votes(game_id)
    assert vote.seat == seat


async def test_a_wait_taken_back_during_a_vacation_stays_paused_and_charged(harness):
    game_id = await clocked(harness, "bank:1h+1d")
    info, seat, user = await waiting(harness, game_id)
    harness.clock.advance(timedelta(minutes=10))
    _, choices = await harness.service.play.choices(game_id, user)
    await harness.service.play.act(game_id, user, choices[0].notation)
    harness.clock.advance(timedelta(minutes=15))
    await harness.service.absence.set_vacation(user, 3)
    info = await harness.service.games.info(game_id)
    await harness.service.undo.fair_take_back(game_id, user, expected_version=info.game.version)
    info = await harness.service.games.info(game_id)
    row = info.clocks[seat]
    assert row.waiting and row.paused and row.running_since is None
    assert row.bank == 35 * 60  # an hour, less the 25 minutes since the wait began


# ------------------------------------------------------------------ reminders and digest


async def test_one_reminder_at_half_time_and_one_at_a_tenth(harness):
    game_id = await clocked(harness, "move:10h")
    _, _seat, user = await waiting(harness, game_id)
    timers = runner(harness)
    harness.clock.advance(4 * HOUR)
    assert await timers.run_due() == 0
    harness.clock.advance(HOUR)
    assert await timers.run_due() == 1
    harness.clock.advance(4 * HOUR)
    assert await timers.run_due() == 1
    assert await timers.run_due() == 0
    reminders = await kinds(harness, "remind")
    assert [m.lines[0].key for m in reminders] == ["clock.remind_half", "clock.remind_tenth"]
    assert {m.user_id for m in reminders} == {user}
    await harness.deliverer.run_once()
    texts = [r.text for uid, r in harness.sender.dms if uid == user]
    assert any(t.startswith("Half of your time in Ostriches #") for t in texts)
    assert any(t.startswith("Only a tenth of your time is left in Ostriches #") for t in texts)


async def test_no_reminder_reaches_a_player_who_has_acted(harness):
    game_id = await clocked(harness, "move:10h")
    _, _seat, user = await waiting(harness, game_id)
    await harness.deliverer.run_once()
    timers = runner(harness)
    harness.clock.advance(5 * HOUR)
    assert await timers.run_due() == 1  # the reminder is queued...
    await play_turn(harness, game_id, user)  # ...but the player acts before it goes out
    harness.clock.advance(4 * HOUR)
    assert await timers.run_due() == 0  # and their later timers are gone
    await harness.deliverer.run_once()
    assert not [r for uid, r in harness.sender.dms if uid == user and "time" in r.text]


async def test_the_daily_digest_lists_the_games_waiting_and_replaces_reminders(harness):
    first = await clocked(harness, "move:1d")
    _, _seat, user = await waiting(harness, first)
    second = await clocked(harness, None)
    info = await harness.service.games.info(second)
    if info.seat_of(user) not in info.to_act:
        await play_turn(harness, second, info.user_of(info.to_act[0]))
    await harness.service.absence.set_digest(user, True, hour=9)  # the clock is at 00:00
    timers = runner(harness)
    harness.clock.advance(9 * HOUR)
    assert await timers.run_due() == 1
    [digest] = await kinds(harness, "digest")
    assert digest.user_id == user and digest.game_id == first  # the timed game first
    assert [line.key for line in digest.lines] == [
        "clock.digest_title", "clock.digest_game", "clock.digest_game_untimed"]
    harness.clock.advance(3 * HOUR)  # half of the day is gone: no reminder, the digest does
    assert await timers.run_due() == 0
    assert await kinds(harness, "remind") == []
    await harness.deliverer.run_once()
    [text] = [r.text for uid, r in harness.sender.dms if uid == user and "digest" in r.text]
    assert "2 games waiting for you" in text and f"Ostriches #{second}" in text
    [nxt] = await harness.store.pending_timers(user_id=user)
    assert nxt.kind == "digest" and nxt.due_at == harness.clock.now().replace(hour=9) + \
        timedelta(days=1)
    await harness.service.absence.set_digest(user, False)
    assert await harness.store.pending_timers(user_id=user) == []


# ------------------------------------------------------------------ vacation


async def test_a_vacation_pauses_the_clocks_and_says_so_until_it_ends(harness):
    t0 = harness.clock.now()
    game_id = await clocked(harness, "move:10h")
    _, seat, user = await waiting(harness, game_id)
    timers = runner(harness)
    harness.clock.advance(HOUR)
    await harness.service.absence.set_vacation(user, 2)
    assert [k for k, _, _ in await timers_of(harness, game_id)] == []
    info = await harness.service.games.info(game_id)
    assert info.away[seat] == t0 + HOUR + timedelta(days=2) and info.clocks[seat].bank == 9 * 3600
    await harness.deliverer.run_once()
    assert "on vacation until <t:" in harness.sender.statuses[-1].text

    harness.clock.advance(timedelta(days=1, hours=23))
    assert await timers.run_due() == 0  # no deadline while away
    harness.clock.advance(HOUR)
    assert await timers.run_due() == 1  # the vacation ends: the clock runs again
    back = harness.clock.now()
    assert (await timers_of(harness, game_id))[-1] == ("deadline", seat, back + 9 * HOUR)
    user_row = await harness.store.get_user(user)
    assert user_row.vacation_until is None and user_row.vacation_days_used == 2


async def test_a_vacation_ended_early_gives_back_its_days_and_is_bounded(harness):
    game_id = await clocked(harness, "move:10h")
    _, seat, user = await waiting(harness, game_id)
    with pytest.raises(SessionError, match="30 of your 30 days"):
        await harness.service.absence.set_vacation(user, 31)
    await harness.service.absence.set_vacation(user, 10)
    harness.clock.advance(timedelta(days=1, hours=2))
    row = await harness.service.absence.set_vacation(user, 0)
    assert row.vacation_until is None and row.vacation_days_used == 2
    assert ("deadline", seat, harness.clock.now() + 10 * HOUR) in await timers_of(harness,
                                                                                  game_id)
    with pytest.raises(SessionError, match="not on vacation"):
        await harness.service.absence.set_vacation(user, 0)


async def test_a_game_started_during_a_vacation_starts_paused(harness):
    await harness.service.absence.set_vacation(ALICE.user_id, 3)
    await harness.service.absence.set_vacation(BOB.user_id, 3)
    game_id = await clocked(harness, "move:10h")
    assert await timers_of(harness, game_id) == []
    harness.clock.advance(timedelta(days=3))
    await runner(harness).run_due()
    assert [k for k, _, _ in await timers_of(harness, game_id)] == [
        "remind_half", "remind_tenth", "deadline"]


# ------------------------------------------------------------------ timeouts and votes


async def timed_out(harness, clock="move:1h"):
    """A two-player game whose first mover has just run out of time; the vote is open."""
    game_id = await clocked(harness, clock)
    _info, seat, user = await waiting(harness, game_id)
    harness.clock.advance(HOUR)
    assert await runner(harness).run_due() >= 1
    [vote] = await harness.store.open_votes(game_id)
    assert vote.seat == seat
    return game_id, seat, user, vote


async def test_a_timeout_opens_one_vote_with_buttons_and_public_names_only(harness):
    game_id, seat, user, vote = await timed_out(harness)
    [message] = await kinds(harness, "vote")
    assert message.audience == "game" and message.vote_id == vote.id
    assert [line.key for line in message.lines] == ["clock.timed_out", "clock.vote_ask"]
    info = await harness.service.games.info(game_id)
    assert info.clocks[seat].timed_out and info.clocks[seat].running_since is None
    assert [k for k, _, _ in await timers_of(harness, game_id)] == ["vote_close"]
    with pytest.raises(SessionError, match="This vote is about you"):
        await harness.service.absence.cast_ballot(game_id, vote.id, user, "end")
    with pytest.raises(SessionError, match="not playing"):
        await harness.service.absence.cast_ballot(game_id, vote.id, CAROL.user_id, "end")


async def test_a_vote_for_more_time_runs_the_clock_again(harness):
    game_id, seat, user, vote = await timed_out(harness)
    result = await harness.service.absence.cast_ballot(game_id, vote.id, other(user),
                                                       "more_time")
    assert result.decided == "more_time" and result.vote.result == "more_time"
    info = await harness.service.games.info(game_id)
    assert not info.clocks[seat].timed_out
    assert c.deadline(info.clocks[seat]) == harness.clock.now() + HOUR
    with pytest.raises(SessionError, match="already over"):
        await harness.service.absence.cast_ballot(game_id, vote.id, other(user), "end")
    await play_turn(harness, game_id, user)  # the player is back in time
    assert await harness.store.open_votes(game_id) == []


async def test_a_vote_to_let_the_bot_play_then_the_seat_is_reclaimed(harness):
    game_id, seat, user, vote = await timed_out(harness)
    result = await harness.service.absence.cast_ballot(game_id, vote.id, other(user), "auto")
    assert result.decided == "auto"
    await harness.service.bots.idle()
    info = await harness.service.games.info(game_id)
    assert info.is_auto(seat) and info.to_act == [1 - seat]  # the bot played at once
    [autoplay] = await kinds(harness, "autoplay")
    assert autoplay.lines[-1].key == "clock.vote_auto"
    actions = await harness.store.list_actions(game_id)
    assert [a.seat for a in actions] == [seat]
    assert events_from_json(actions[0].events)[0].key == "clock.bot_plays"

    turn_notices = len(await kinds(harness, "turn"))
    await play_once(harness, game_id, other(user))  # the bot answers every turn
    assert [a.seat for a in await harness.store.list_actions(game_id)] == [seat, 1 - seat, seat]
    assert len(await kinds(harness, "turn")) == turn_notices + 1  # only to the human player
    await harness.deliverer.run_once()
    assert "The bot plays for" in harness.sender.statuses[-1].text

    with pytest.raises(SessionError, match="your seat is yours"):
        await harness.service.absence.reclaim(game_id, other(user))
    info = await harness.service.absence.reclaim(game_id, user)
    assert not info.is_auto(seat)
    await play_once(harness, game_id, other(user))
    info = await harness.service.games.info(game_id)
    assert info.to_act == [seat]  # the player plays their own seat again
    assert ("deadline", seat, harness.clock.now() + HOUR) in await timers_of(harness, game_id)


async def test_a_vote_to_end_the_game_ends_it_without_a_winner(harness):
    game_id, _seat, user, vote = await timed_out(harness)
    result = await harness.service.absence.cast_ballot(game_id, vote.id, other(user), "end")
    assert result.decided == "end"
    info = await harness.service.games.info(game_id)
    assert info.game.status == "finished"
    outcome = Outcome.model_validate_json(info.game.outcome)
    assert outcome.winners == [] and outcome.reason == "game.outcome.abandoned"
    [final] = await kinds(harness, "final")
    assert final.lines[0].key == "game.outcome.abandoned" and final.view_json is not None
    assert await kinds(harness, "archive")
    assert await timers_of(harness, game_id) == []


async def test_a_vote_to_end_crowns_the_leader_where_the_game_can_tell(harness, monkeypatch):
    engine_type = type(get_engine("ostriches"))
    monkeypatch.setattr(engine_type, "leaders", lambda self, state: [1])
    game_id, _seat, user, vote = await timed_out(harness)
    await harness.service.absence.cast_ballot(game_id, vote.id, other(user), "end")
    info = await harness.service.games.info(game_id)
    outcome = Outcome.model_validate_json(info.game.outcome)
    assert outcome.winners == [1] and outcome.reason == "game.outcome.leader"


async def test_an_undecided_vote_lets_the_bot_play_when_it_closes(harness):
    game_id, seat, _user, vote = await timed_out(harness)
    harness.clock.advance(timedelta(hours=47))
    assert await runner(harness).run_due() == 0
    harness.clock.advance(HOUR)
    assert await runner(harness).run_due() == 1
    await harness.service.bots.idle()
    closed = await harness.store.get_vote(vote.id)
    assert closed.result == "auto"
    info = await harness.service.games.info(game_id)
    assert info.is_auto(seat) and info.to_act == [1 - seat]


async def test_the_absent_player_keeps_the_seat_by_playing_during_the_vote(harness):
    game_id, seat, user, vote = await timed_out(harness)
    await play_turn(harness, game_id, user)
    closed = await harness.store.get_vote(vote.id)
    assert closed.result == "returned"
    lines = [m.lines[0].key for m in await kinds(harness, "lines")]
    assert "clock.vote_returned" in lines
    assert [k for k, s, _ in await timers_of(harness, game_id) if s == seat] == []


async def test_with_nobody_left_to_ask_the_bot_takes_over_at_once(harness):
    game_id = await clocked(harness, "move:1h", kind="scramble", players=(ALICE, BOB, CAROL))
    harness.clock.advance(HOUR)  # everyone plans at once, and everyone runs out together
    await runner(harness).run_due()
    await harness.service.bots.idle()
    votes_open = await harness.store.open_votes(game_id)
    info = await harness.service.games.info(game_id)
    # seat 0 timed out first: Bob and Carol are asked; then seat 1: Carol is asked; then
    # Carol had nobody left to ask: the bot plays for her at once
    assert [(v.seat, votes.electorate(range(3), info.clocks, v.seat)) for v in votes_open] \
        == [(0, []), (1, [])]
    assert [info.is_auto(s) for s in range(3)] == [False, False, True]
    assert 2 not in info.to_act


# ------------------------------------------------------------------ resign


async def test_resigning_a_two_player_game_makes_the_other_the_winner(harness):
    game_id = await clocked(harness, "move:1h")
    info = await harness.service.absence.resign(game_id, BOB.user_id)
    outcome = Outcome.model_validate_json(info.game.outcome)
    assert info.game.status == "finished" and outcome.winners == [0]
    assert outcome.reason == "game.outcome.resigned"
    [_final] = await kinds(harness, "final")
    await harness.deliverer.run_once()
    assert any("Bob resigned: Alice wins." in p.text for p in harness.sender.game_posts)
    assert await timers_of(harness, game_id) == []
    with pytest.raises(SessionError, match="is over"):
        await harness.service.absence.resign(game_id, ALICE.user_id)


async def test_resigning_with_more_players_leaves_the_seat_to_the_bot_for_good(harness):
    game_id = await clocked(harness, "move:1d", kind="scramble", players=(ALICE, BOB, CAROL))
    await harness.service.absence.resign(game_id, CAROL.user_id)
    await harness.service.bots.idle()
    info = await harness.service.games.info(game_id)
    assert info.is_resigned(2) and info.is_auto(2) and info.game.status == "active"
    assert 2 not in info.to_act  # the bot has already planned for Carol
    assert {a.seat for a in await harness.store.list_actions(game_id)} == {2}
    with pytest.raises(SessionError, match="stays with the bot"):
        await harness.service.absence.reclaim(game_id, CAROL.user_id)
    with pytest.raises(SessionError, match="already resigned"):
        await harness.service.absence.resign(game_id, CAROL.user_id)
    info = await harness.service.absence.resign(game_id, BOB.user_id)  # two left: Alice wins
    assert Outcome.model_validate_json(info.game.outcome).winners == [0]


# ------------------------------------------------------------------ restarts


async def test_a_deadline_that_passed_while_the_bot_was_down_fires_once(harness):
    game_id = await clocked(harness, "move:1h")
    _, _seat, _ = await waiting(harness, game_id)
    harness.clock.advance(timedelta(days=2))  # the bot was down meanwhile
    restarted = GameService(harness.store, harness.clock, bot_executor=InlineExecutor())
    assert await runner(harness, restarted).start_up() >= 1
    assert len(await harness.store.open_votes(game_id)) == 1
    assert await runner(harness, GameService(harness.store, harness.clock,
                                             bot_executor=InlineExecutor())).start_up() == 0
    assert len(await kinds(harness, "vote")) == 1


async def test_a_move_the_bot_owed_when_the_process_died_is_played_at_start_up(harness,
                                                                              monkeypatch):
    game_id, seat, user, vote = await timed_out(harness)

    def died(game_id):  # the process stops right after the vote's commit
        return None

    monkeypatch.setattr(harness.service.bots, "poke", died)
    await harness.service.absence.cast_ballot(game_id, vote.id, other(user), "auto")
    assert (await harness.service.games.info(game_id)).to_act == [seat]
    restarted = GameService(harness.store, harness.clock, bot_executor=InlineExecutor())
    await runner(harness, restarted).start_up()
    info = await harness.service.games.info(game_id)
    assert info.to_act == [1 - seat] and len(await harness.store.list_actions(game_id)) == 1


async def test_a_reminder_to_closed_dms_becomes_a_mention_that_names_no_secret(harness):
    game_id = await clocked(harness, "move:10h")
    _, _seat, user = await waiting(harness, game_id)
    async with harness.store.transaction() as tx:
        await tx.set_user(user, harness.clock.now(), dm_closed=True)
    harness.clock.advance(5 * HOUR)
    await runner(harness).run_due()
    await harness.deliverer.run_once()
    mentions = [p for p in harness.sender.game_posts if p.mention_user_id == user]
    assert [m.message.kind for m in mentions] == ["turn", "remind"]
    assert mentions[-1].text.startswith("Half of your time in Ostriches #")
