"""A game's bundle (one statement) holds exactly what the per-table reads return."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta

from storage import GameRecord, SeatClockRecord, Store

NOW = datetime(2024, 5, 1, 12, 0, tzinfo=UTC)


async def _seat_everyone(store: Store, game: GameRecord) -> None:
    """Three seats (one with an unusual name), a clock, two seat clocks, two stored users
    (one on vacation) and one never stored."""
    async with store.transaction() as tx:
        await tx.add_seat(game.id, 10, "Host \"ü\" 🦤", NOW)
        await tx.add_seat(game.id, 2**62, "Big", NOW + timedelta(seconds=1))
        await tx.add_seat(game.id, 30, "Never stored", NOW + timedelta(seconds=2))
        await tx.set_game_clock(game.id, '{"kind": "per_move", "per_move": 3600}')
        await tx.save_seat_clock(SeatClockRecord(game_id=game.id, seat=1, bank=50, allotted=60,
                                                 waiting=True, running_since=NOW, auto=True))
        await tx.save_seat_clock(SeatClockRecord(game_id=game.id, seat=0, resigned=True))
        await tx.set_user(10, NOW, language="fr", notify=False)
        await tx.set_user(2**62, NOW, dm_closed=True)
        await tx.set_user(2**62, NOW, vacation_until=NOW + timedelta(days=3),
                                      vacation_year=2024, vacation_days_used=3, digest=True,
                                      digest_hour=7)


async def test_a_bundle_equals_the_separate_reads(store: Store, game: GameRecord) -> None:
    await _seat_everyone(store, game)

    bundle = await store.get_bundle(game.id)

    assert bundle is not None
    assert bundle.game == await store.get_game(game.id)
    assert bundle.seats == await store.get_seats(game.id)
    assert bundle.clock_spec == await store.get_game_clock(game.id)
    assert bundle.seat_clocks == await store.get_seat_clocks(game.id)
    assert bundle.users == {user_id: await store.get_user(user_id) for user_id in (10, 2**62)}
    # and those reads found what was written, so the equalities compared something
    assert [seat.display_name for seat in bundle.seats] == ["Host \"ü\" 🦤", "Big", "Never stored"]
    assert bundle.clock_spec is not None and "per_move" in bundle.clock_spec
    assert sorted(clock.seat for clock in bundle.seat_clocks) == [0, 1]
    assert all(user is not None for user in bundle.users.values())


async def test_a_bare_lobby_has_empty_sides(store: Store, game: GameRecord) -> None:
    bundle = await store.get_bundle(game.id)

    assert bundle is not None
    assert (bundle.seats, bundle.clock_spec, bundle.seat_clocks, bundle.users) == (
        [], None, [], {})


async def test_no_bundle_for_a_missing_game(store: Store) -> None:
    assert await store.get_bundle(12345) is None


async def test_bundles_by_user_and_channel_match_the_game_lists(store: Store,
                                                                game: GameRecord) -> None:
    await _seat_everyone(store, game)
    async with store.transaction() as tx:
        other = await tx.create_game(kind="ostriches", guild_id=1, channel_id=200, host_id=30,
                                     options={}, seed=1, language="en", now=NOW)
        await tx.add_seat(other.id, 30, "Never stored", NOW)

    by_user = await store.bundles_of_user(30, ("lobby",))
    here = await store.bundles_in_channel(100, ("lobby", "active"))

    assert [b.game for b in by_user] == await store.games_of_user(30, ("lobby",))
    assert [b.game for b in here] == await store.games_in_channel(100, ("lobby", "active"))
    assert [b.game.id for b in here] == [game.id]
    assert await store.bundles_of_user(30, ()) == []


async def test_a_users_bundles_in_one_channel_or_its_threads(store: Store,
                                                             game: GameRecord) -> None:
    await _seat_everyone(store, game)
    async with store.transaction() as tx:
        elsewhere = await tx.create_game(kind="ostriches", guild_id=1, channel_id=200,
                                         host_id=30, options={}, seed=1, language="en", now=NOW)
        await tx.add_seat(elsewhere.id, 30, "Never stored", NOW)
        in_thread = await tx.create_game(kind="ostriches", guild_id=1, channel_id=300,
                                         host_id=30, options={}, seed=2, language="en", now=NOW)
        await tx.add_seat(in_thread.id, 30, "Never stored", NOW)
        await tx.set_game_message(in_thread.id, now=NOW, thread_id=400)

    in_100 = await store.bundles_of_user_in_channel(30, 100, ("lobby",))
    in_400 = await store.bundles_of_user_in_channel(30, 400, ("lobby",))

    assert [b.game.id for b in in_100] == [game.id]
    assert in_100 == [b for b in await store.bundles_of_user(30, ("lobby",))
                      if b.game.id == game.id]
    assert [b.game.id for b in in_400] == [in_thread.id]  # found by its thread
    assert await store.bundles_of_user_in_channel(10, 200, ("lobby",)) == []  # not seated
    assert await store.bundles_of_user_in_channel(30, 100, ("active",)) == []
