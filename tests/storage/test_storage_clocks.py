"""Clocks, timers, votes and the users' vacation and digest fields: every new query."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta

import pytest

from storage import GameRecord, SeatClockRecord, Store, VoteAlreadyOpen
from storage.queries._common import INTEGRITY_ERRORS

T0 = datetime(2024, 5, 1, 12, 0, tzinfo=UTC)


async def test_a_games_clock_is_stored_as_given_and_absent_by_default(store: Store,
                                                                      game: GameRecord) -> None:
    assert await store.get_game_clock(game.id) is None
    async with store.transaction() as tx:
        await tx.set_game_clock(game.id, '{"kind":"move","per_move":3600}')
        await tx.set_game_clock(game.id, '{"kind":"move","per_move":7200}')
        assert await tx.get_game_clock(game.id) == '{"kind":"move","per_move":7200}'
    assert await store.get_game_clock(game.id) == '{"kind":"move","per_move":7200}'


async def test_seat_clocks_round_trip_and_are_replaced_whole(store: Store,
                                                             game: GameRecord) -> None:
    running = SeatClockRecord(game_id=game.id, seat=1, bank=3600, allotted=7200, waiting=True,
                              running_since=T0, paused=False, timed_out=False, auto=False,
                              resigned=False)
    bot = SeatClockRecord(game_id=game.id, seat=0, auto=True, resigned=True)
    async with store.transaction() as tx:
        await tx.save_seat_clock(running)
        await tx.save_seat_clock(bot)
    assert await store.get_seat_clocks(game.id) == [bot, running]
    stopped = running.model_copy(update={"running_since": None, "paused": True, "bank": 10})
    async with store.transaction() as tx:
        await tx.save_seat_clock(stopped)
        assert await tx.get_seat_clocks(game.id) == [bot, stopped]
    with pytest.raises(INTEGRITY_ERRORS):
        async with store.transaction() as tx:
            await tx.save_seat_clock(running.model_copy(update={"bank": -1}))


async def test_timers_come_due_in_order_and_fire_once(store: Store, game: GameRecord) -> None:
    async with store.transaction() as tx:
        late = await tx.add_timer("deadline", T0 + timedelta(hours=2), T0, game_id=game.id,
                                  seat=0)
        early = await tx.add_timer("remind_half", T0 + timedelta(hours=1), T0,
                                   game_id=game.id, seat=0)
        digest = await tx.add_timer("digest", T0 + timedelta(hours=3), T0, user_id=77)
    assert await store.next_timer_due() == T0 + timedelta(hours=1)
    assert [t.id for t in await store.due_timers(T0 + timedelta(hours=2))] == [early.id, late.id]
    assert await store.due_timers(T0) == []
    async with store.transaction() as tx:
        assert await tx.mark_timer_fired(early.id, T0 + timedelta(hours=1))
        assert not await tx.mark_timer_fired(early.id, T0 + timedelta(hours=5))
    fired = await store.due_timers(T0 + timedelta(days=1))
    assert [t.id for t in fired] == [late.id, digest.id]
    assert [t.id for t in await store.pending_timers(user_id=77)] == [digest.id]
    assert [t.kind for t in await store.pending_timers(game_id=game.id)] == ["deadline"]
    async with store.transaction() as tx:
        row = await tx.get_timer(early.id)
        assert row is not None and row.fired_at == T0 + timedelta(hours=1)


async def test_a_fired_mark_rolls_back_with_what_the_firing_did(store: Store,
                                                               game: GameRecord) -> None:
    async with store.transaction() as tx:
        timer = await tx.add_timer("deadline", T0, T0, game_id=game.id, seat=0)
    with pytest.raises(RuntimeError):
        async with store.transaction() as tx:
            await tx.mark_timer_fired(timer.id, T0)
            await tx.open_vote(game.id, 0, T0, T0 + timedelta(days=2))
            raise RuntimeError("crash mid-firing")
    assert [t.id for t in await store.due_timers(T0)] == [timer.id]
    assert await store.open_votes(game.id) == []


async def test_cancelling_timers_filters_by_game_seat_kind_and_user(store: Store,
                                                                   game: GameRecord) -> None:
    async with store.transaction() as tx:
        for seat in (0, 1):
            await tx.add_timer("deadline", T0, T0, game_id=game.id, seat=seat)
            await tx.add_timer("remind_half", T0, T0, game_id=game.id, seat=seat)
        await tx.add_timer("vacation_end", T0, T0, user_id=5)
        await tx.add_timer("digest", T0, T0, user_id=5)
        assert await tx.cancel_timers(game_id=game.id, seat=0, kinds=("remind_half",)) == 1
        assert await tx.cancel_timers(game_id=game.id, seat=1) == 2
        assert await tx.cancel_timers(user_id=5, kinds=("digest",)) == 1
        with pytest.raises(ValueError, match="needs a game_id or a user_id"):
            await tx.cancel_timers(kinds=("deadline",))
    left = await store.due_timers(T0)
    assert sorted((t.kind, t.seat, t.user_id) for t in left) == [
        ("deadline", 0, None), ("vacation_end", None, 5)]


async def test_one_open_vote_per_seat_with_ballots_and_a_result(store: Store,
                                                               game: GameRecord) -> None:
    closes = T0 + timedelta(days=2)
    async with store.transaction() as tx:
        vote = await tx.open_vote(game.id, 1, T0, closes)
        assert vote.ballots == {} and vote.result is None and vote.closes_at == closes
        await tx.set_ballot(vote.id, 0, "auto")
        await tx.set_ballot(vote.id, 2, "end")
        await tx.set_ballot(vote.id, 0, "more_time")
    with pytest.raises(VoteAlreadyOpen) as already:
        async with store.transaction() as tx:
            await tx.open_vote(game.id, 1, T0, closes)
    assert (already.value.game_id, already.value.seat) == (game.id, 1)
    [open_vote] = await store.open_votes(game.id)
    assert open_vote.ballots == {0: "more_time", 2: "end"}
    async with store.transaction() as tx:
        assert await tx.close_vote(vote.id, "more_time", T0 + timedelta(hours=1))
        assert not await tx.close_vote(vote.id, "end", T0 + timedelta(hours=2))
        with pytest.raises(ValueError, match="not open"):
            await tx.set_ballot(vote.id, 0, "end")
        again = await tx.open_vote(game.id, 1, T0, closes)  # a new timeout, a new vote
    closed = await store.get_vote(vote.id)
    assert closed is not None and closed.result == "more_time"
    assert closed.closed_at == T0 + timedelta(hours=1)
    assert [v.id for v in await store.open_votes(game.id)] == [again.id]


async def test_a_users_vacation_and_digest_fields(store: Store) -> None:
    async with store.transaction() as tx:
        user = await tx.set_user(8, T0, vacation_until=T0 + timedelta(days=3),
                                             vacation_year=2024, vacation_days_used=3)
        assert user.vacation_until == T0 + timedelta(days=3) and not user.digest
        user = await tx.set_user(8, T0, digest=True, digest_hour=7)
    assert user.vacation_days_used == 3 and user.digest and user.digest_hour == 7
    async with store.transaction() as tx:
        await tx.set_user(8, T0, language="fr")  # the other fields are left alone
        user = await tx.set_user(8, T0, vacation_until=None)
        assert await tx.get_user(8) == user
    assert user.vacation_until is None and user.language == "fr" and user.digest_hour == 7
    assert await store.get_user(8) == user
    with pytest.raises(INTEGRITY_ERRORS):
        async with store.transaction() as tx:
            await tx.set_user(8, T0, digest_hour=24)


async def test_a_games_clock_rows_go_with_the_game(store: Store, game: GameRecord,
                                                    db) -> None:
    async with store.transaction() as tx:
        await tx.set_game_clock(game.id, "{}")
        await tx.save_seat_clock(SeatClockRecord(game_id=game.id, seat=0))
        await tx.add_timer("deadline", T0, T0, game_id=game.id, seat=0)
        await tx.open_vote(game.id, 0, T0, T0)
    async with db.transaction() as conn:
        await conn.execute("DELETE FROM games WHERE id = ?", (game.id,))
    assert await store.get_seat_clocks(game.id) == []
    assert await store.due_timers(T0) == [] and await store.open_votes(game.id) == []
    assert await store.get_game_clock(game.id) is None
