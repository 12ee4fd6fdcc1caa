"""Games, seats and the action log: every Store/Transaction method, versions, atomicity."""

from __future__ import annotations

import asyncio
import json
from datetime import UTC, datetime, timedelta
from typing import Any

import pytest

from storage import (
    AlreadySeated,
    Database,
    GameNotFound,
    GameRecord,
    Store,
    Transaction,
    VersionConflict,
)
from storage.postgres.database import PostgresDatabase
from storage.queries._common import INTEGRITY_ERRORS

T0 = datetime(2024, 5, 1, 12, 0, tzinfo=UTC)


async def create(
    tx: Transaction,
    *,
    channel_id: int = 100,
    guild_id: int | None = 1,
    at: datetime = T0,
) -> GameRecord:
    """A lobby game created inside `tx`."""
    return await tx.create_game(
        kind="scramble", guild_id=guild_id, channel_id=channel_id, host_id=10,
        options={"rounds": 3}, seed=7, language="en", now=at,
    )


# --- games ------------------------------------------------------------------------------------


async def test_create_game_starts_in_the_lobby_at_version_0(store: Store) -> None:
    async with store.transaction() as tx:
        game = await tx.create_game(
            kind="zigzag", guild_id=None, channel_id=5, host_id=9,
            options={"b": [1, 2], "a": "é"}, seed=2**62, language="fr", now=T0,
        )
    assert game.status == "lobby" and game.version == 0 and game.posted_seq == 0
    assert game.state is None and game.outcome is None
    assert game.thread_id is None and game.message_id is None and game.guild_id is None
    assert game.options == {"a": "é", "b": [1, 2]} and game.seed == 2**62
    assert game.created_at == game.updated_at == T0
    assert await store.get_game(game.id) == game
    assert await store.get_game(game.id + 1) is None


async def test_update_game_changes_only_the_given_columns_and_bumps_the_version(
    store: Store, game: GameRecord
) -> None:
    later = T0 + timedelta(minutes=5)
    async with store.transaction() as tx:
        started = await tx.update_game(
            game.id, expected_version=0, now=later, status="active", state='{"turn": 0}'
        )
    assert started.version == 1 and started.status == "active"
    assert started.state == '{"turn": 0}' and started.updated_at == later
    assert started.created_at == game.created_at and started.options == game.options
    assert started.model_dump(exclude={"version", "status", "state", "updated_at"}) == (
        game.model_dump(exclude={"version", "status", "state", "updated_at"})
    )

    async with store.transaction() as tx:
        final = await tx.update_game(
            game.id, expected_version=1, now=later, status="finished", outcome='{"winners": [1]}',
            options={"rounds": 5}, message_id=555, thread_id=666, posted_seq=3,
        )
    assert final.version == 2 and final.state == '{"turn": 0}'  # untouched
    assert (final.status, final.outcome, final.options) == ("finished", '{"winners": [1]}',
                                                            {"rounds": 5})
    assert (final.message_id, final.thread_id, final.posted_seq) == (555, 666, 3)
    async with store.transaction() as tx:
        cleared = await tx.update_game(game.id, expected_version=2, now=later, thread_id=None,
                                       state=None)
    assert cleared.thread_id is None and cleared.state is None and cleared.message_id == 555
    assert await store.get_game(game.id) == cleared


async def test_a_second_update_from_the_same_version_conflicts_and_changes_nothing(
    store: Store, game: GameRecord
) -> None:
    seen = await store.get_game(game.id)  # both clicks read version 0
    assert seen is not None
    async with store.transaction() as tx:
        await tx.update_game(game.id, expected_version=seen.version, now=T0, state='"first"')
        await tx.append_action(game.id, seat=0, notation="first", events="[]", now=T0)
    with pytest.raises(VersionConflict) as conflict:
        async with store.transaction() as tx:
            await tx.append_action(game.id, seat=1, notation="second", events="[]", now=T0)
            await tx.enqueue(game.id, '"second"', T0)
            await tx.update_game(game.id, expected_version=seen.version, now=T0, state='"2nd"')
    assert (conflict.value.game_id, conflict.value.expected, conflict.value.actual) == (
        game.id, 0, 1
    )
    after = await store.get_game(game.id)
    assert after is not None and after.version == 1 and after.state == '"first"'
    assert [a.notation for a in await store.list_actions(game.id)] == ["first"]
    assert await store.pending_outbox_count() == 0


async def test_updating_a_missing_game_is_a_conflict_with_no_actual_version(store: Store) -> None:
    with pytest.raises(VersionConflict) as conflict:
        async with store.transaction() as tx:
            await tx.update_game(404, expected_version=0, now=T0, status="active")
    assert conflict.value.actual is None and "does not exist" in str(conflict.value)


async def test_a_column_that_may_not_be_set_is_refused_before_any_sql(
    store: Store, game: GameRecord
) -> None:
    """Changes arrive as keyword arguments and their names go into the SQL: a name that is
    not a settable column (the version itself, or anything made up) is refused, not run."""
    changes: dict[str, Any] = {"version": 99, "state = 'x', kind": "y"}
    for name, value in changes.items():
        with pytest.raises(TypeError, match="not a column"):
            async with store.transaction() as tx:
                await tx.update_game(game.id, expected_version=0, now=T0, **{name: value})
        with pytest.raises(TypeError, match="not a column"):
            async with store.transaction() as tx:
                await tx.set_game_message(game.id, now=T0, **{name: value})
    assert await store.get_game(game.id) == game


async def test_set_game_message_does_not_bump_the_version(store: Store, game: GameRecord) -> None:
    later = T0 + timedelta(seconds=1)
    async with store.transaction() as tx:
        await tx.set_game_message(game.id, message_id=11, now=later)
        await tx.set_game_message(game.id, thread_id=22, now=later)
    after = await store.get_game(game.id)
    assert after is not None
    assert (after.message_id, after.thread_id, after.version) == (11, 22, 0)
    assert after.updated_at == later
    with pytest.raises(GameNotFound):
        async with store.transaction() as tx:
            await tx.set_game_message(404, message_id=1, now=T0)


async def test_a_transaction_that_raises_rolls_back_state_action_and_outbox(
    store: Store, game: GameRecord
) -> None:
    with pytest.raises(RuntimeError, match="presenter crashed"):
        async with store.transaction() as tx:
            await tx.update_game(game.id, expected_version=0, now=T0, status="active", state="{}")
            await tx.append_action(game.id, seat=0, notation="a1", events="[]", now=T0)
            await tx.enqueue(game.id, '{"to": "channel"}', T0)
            await tx.add_seat(game.id, 10, "Host", T0)
            raise RuntimeError("presenter crashed")
    assert await store.get_game(game.id) == game
    assert await store.list_actions(game.id) == []
    assert await store.get_seats(game.id) == []
    assert await store.pending_outbox_count() == 0


async def test_concurrent_transactions_serialize(store: Store, game: GameRecord) -> None:
    async def move(index: int) -> None:
        async with store.transaction() as tx:
            current = await tx.get_game(game.id)
            assert current is not None
            await asyncio.sleep(0)  # give every other task the chance to interleave
            await tx.update_game(
                game.id, expected_version=current.version, now=T0,
                state=json.dumps({"moves": current.version + 1}),
            )
            await tx.append_action(game.id, seat=index % 3, notation=f"m{index}", events="[]",
                                   now=T0)
            await tx.enqueue(game.id, json.dumps({"move": index}), T0)

    await asyncio.gather(*(move(index) for index in range(40)))
    final = await store.get_game(game.id)
    assert final is not None and final.version == 40 and final.state == '{"moves": 40}'
    actions = await store.list_actions(game.id)
    assert [a.seq for a in actions] == list(range(1, 41))
    assert sorted(a.notation for a in actions) == sorted(f"m{index}" for index in range(40))
    assert await store.pending_outbox_count() == 40


async def test_racing_clicks_from_one_version_let_exactly_one_through(
    store: Store, game: GameRecord
) -> None:
    async def click(index: int) -> str:
        try:
            async with store.transaction() as tx:
                await tx.append_action(game.id, seat=index, notation=f"c{index}", events="[]",
                                       now=T0)
                await tx.update_game(game.id, expected_version=game.version, now=T0,
                                     state=str(index))
        except VersionConflict:
            return "conflict"
        return "applied"

    results = await asyncio.gather(*(click(index) for index in range(10)))
    assert results.count("applied") == 1 and results.count("conflict") == 9
    winner = results.index("applied")
    assert [a.notation for a in await store.list_actions(game.id)] == [f"c{winner}"]
    after = await store.get_game(game.id)
    assert after is not None and after.version == 1 and after.state == str(winner)


# --- listing games ------------------------------------------------------------------------------


async def test_games_in_channel_match_the_channel_or_the_thread_newest_first(store: Store) -> None:
    async with store.transaction() as tx:
        threaded = await create(tx, channel_id=100, at=T0)
        await tx.set_game_message(threaded.id, thread_id=500, now=T0)
        plain = await create(tx, channel_id=100, at=T0 + timedelta(hours=1))
        elsewhere = await create(tx, channel_id=200, at=T0 + timedelta(hours=2))
        done = await create(tx, channel_id=100, at=T0 + timedelta(hours=3))
        await tx.update_game(done.id, expected_version=0, now=T0, status="finished")

    def ids(games: list[GameRecord]) -> list[int]:
        return [g.id for g in games]

    open_ = ("lobby", "active")
    assert ids(await store.games_in_channel(100, open_)) == [plain.id, threaded.id]
    assert ids(await store.games_in_channel(500, open_)) == [threaded.id]
    assert ids(await store.games_in_channel(200, ["lobby"])) == [elsewhere.id]
    assert ids(await store.games_in_channel(100, ["finished"])) == [done.id]
    assert await store.games_in_channel(100, []) == []
    assert await store.games_in_channel(999, open_) == []
    with pytest.raises(ValueError, match="unknown game status"):
        await store.games_in_channel(100, ["activ"])


async def test_games_of_user_are_the_games_they_sit_in_newest_first(store: Store) -> None:
    async with store.transaction() as tx:
        first = await create(tx, at=T0)
        second = await create(tx, at=T0 + timedelta(hours=1))
        other = await create(tx, at=T0 + timedelta(hours=2))
        await tx.add_seat(first.id, 77, "Ana", T0)
        await tx.add_seat(second.id, 78, "Ben", T0)
        await tx.add_seat(second.id, 77, "Ana", T0)
        await tx.add_seat(other.id, 78, "Ben", T0)
        await tx.update_game(first.id, expected_version=0, now=T0, status="cancelled")

    assert [g.id for g in await store.games_of_user(77, ["lobby", "active"])] == [second.id]
    assert [g.id for g in await store.games_of_user(77, ["lobby", "cancelled"])] == [
        second.id, first.id
    ]
    assert [g.id for g in await store.games_of_user(78, ["lobby"])] == [other.id, second.id]
    assert await store.games_of_user(79, ["lobby"]) == []


async def test_active_games_are_the_lobby_and_active_ones_oldest_first(store: Store) -> None:
    async with store.transaction() as tx:
        lobby = await create(tx)
        active = await create(tx)
        finished = await create(tx)
        cancelled = await create(tx)
        await tx.update_game(active.id, expected_version=0, now=T0, status="active")
        await tx.update_game(finished.id, expected_version=0, now=T0, status="finished")
        await tx.update_game(cancelled.id, expected_version=0, now=T0, status="cancelled")
    assert [g.id for g in await store.active_games()] == [lobby.id, active.id]


# --- seats ------------------------------------------------------------------------------------


async def test_seats_are_numbered_in_joining_order_and_renumbered_on_leaving(
    store: Store, game: GameRecord
) -> None:
    async with store.transaction() as tx:
        for user in (10, 11, 12, 13):
            seat = await tx.add_seat(game.id, user, f"user{user}", T0)
            assert seat.user_id == user and seat.joined_at == T0
        assert [s.seat for s in await tx.get_seats(game.id)] == [0, 1, 2, 3]

        assert await tx.remove_seat(game.id, 11) is True
        assert [(s.seat, s.user_id) for s in await tx.get_seats(game.id)] == [
            (0, 10), (1, 12), (2, 13)
        ]
        assert await tx.remove_seat(game.id, 10) is True
        assert await tx.remove_seat(game.id, 10) is False  # not seated any more
        assert await tx.remove_seat(game.id, 99) is False
        late = await tx.add_seat(game.id, 14, "late", T0)
        assert late.seat == 2
    seats = await store.get_seats(game.id)
    assert [(s.seat, s.user_id, s.display_name) for s in seats] == [
        (0, 12, "user12"), (1, 13, "user13"), (2, 14, "late")
    ]


async def test_a_user_sits_once_per_game_and_only_in_a_real_game(
    store: Store, game: GameRecord
) -> None:
    async with store.transaction() as tx:
        await tx.add_seat(game.id, 10, "Host", T0)
        with pytest.raises(AlreadySeated) as twice:
            await tx.add_seat(game.id, 10, "Host again", T0)
        assert (twice.value.game_id, twice.value.user_id) == (game.id, 10)
        with pytest.raises(GameNotFound):
            await tx.add_seat(404, 10, "Host", T0)
        await tx.add_seat(game.id, 11, "Guest", T0)  # the transaction is still usable
    assert [s.user_id for s in await store.get_seats(game.id)] == [10, 11]


# --- actions ----------------------------------------------------------------------------------


async def test_actions_get_consecutive_seqs_per_game(store: Store, game: GameRecord) -> None:
    async with store.transaction() as tx:
        other = await create(tx)
        first = await tx.append_action(game.id, seat=0, notation="a", events='[{"k": 1}]',
                                       now=T0)
        await tx.append_action(other.id, seat=1, notation="x", events="[]", now=T0)
        second = await tx.append_action(game.id, seat=1, notation="b", events="[]",
                                        now=T0 + timedelta(seconds=3))
    assert (first.seq, second.seq) == (1, 2)
    assert first.events == '[{"k": 1}]' and second.at == T0 + timedelta(seconds=3)
    assert await store.list_actions(game.id) == [first, second]
    assert await store.list_actions(game.id, after_seq=1) == [second]
    assert await store.list_actions(game.id, after_seq=2) == []
    assert [a.seq for a in await store.list_actions(other.id)] == [1]
    with pytest.raises(GameNotFound):
        async with store.transaction() as tx:
            await tx.append_action(404, seat=0, notation="a", events="[]", now=T0)


async def test_the_action_log_cannot_be_rewritten(
    db: Database | PostgresDatabase, store: Store, game: GameRecord
) -> None:
    async with store.transaction() as tx:
        await tx.append_action(game.id, seat=0, notation="a", events="[]", now=T0)
    with pytest.raises(INTEGRITY_ERRORS, match="append-only"):
        async with db.transaction() as writer:
            await writer.execute("UPDATE actions SET notation = 'forged'")
    assert [a.notation for a in await store.list_actions(game.id)] == ["a"]
