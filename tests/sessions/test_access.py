"""The access rule: who reaches a game by its number, from where."""

from __future__ import annotations

import pytest

from sessions import SessionError
from sessions.core.access import can_reach, game_number, manages

from .conftest import ALICE, BOB, CAROL, caller

SERVER, CHANNEL, OTHER_SERVER = 1, 10, 2


async def test_who_reaches_a_game_from_where(harness) -> None:
    game_id = await harness.started_ostriches()  # Alice and Bob, server 1, channel 10
    await harness.service.settings.set_message(game_id, thread_id=12)
    info = await harness.service.games.info(game_id)
    game, seats = info.game, info.seats
    reach = {
        "seated, another server": caller(BOB, guild=OTHER_SERVER, channel=20),
        "seated, DMs": caller(ALICE, guild=None, channel=30),
        "not seated, the game's channel": caller(CAROL),
        "not seated, the game's thread": caller(CAROL, channel=12),
        "manager, another channel of the server": caller(CAROL, channel=11, manager=True),
    }
    kept_out = {
        "not seated, another channel": caller(CAROL, channel=11),
        "not seated, DMs": caller(CAROL, guild=None, channel=30),
        "manager of another server": caller(CAROL, guild=OTHER_SERVER, channel=20,
                                            manager=True),
        # channel ids are unique, but a forged one must not open a game of another server
        "another server naming the game's channel": caller(CAROL, guild=OTHER_SERVER),
    }
    for who, asking in reach.items():
        assert can_reach(game, seats, asking), who
        assert (await harness.service.games.reach(game_id, asking)).id == game_id
    for who, asking in kept_out.items():
        assert not can_reach(game, seats, asking), who
        with pytest.raises(SessionError, match=rf"^There is no game #{game_id} here\.$"):
            await harness.service.games.reach(game_id, asking)
    with pytest.raises(SessionError, match=r"^There is no game #999 here\.$"):
        await harness.service.games.reach(999, caller(ALICE))
    assert manages(game, caller(CAROL, channel=11, manager=True))
    assert not manages(game, caller(CAROL, guild=OTHER_SERVER, manager=True))
    assert not manages(game, caller(ALICE))  # the host cancels as host, not as a manager


async def test_autocomplete_offers_what_the_caller_reaches(harness) -> None:
    game_id = await harness.started_ostriches()
    assert [g.id for g in await harness.service.games.games_for(caller(CAROL))] == [game_id]
    assert await harness.service.games.games_for(caller(CAROL, channel=11)) == []
    assert [g.id for g in await harness.service.games.games_for(
        caller(BOB, guild=None, channel=None))] == [game_id]


@pytest.mark.parametrize("typed", ["12", " #12 ", 12])
def test_a_game_number_is_read_as_typed(typed: object) -> None:
    assert game_number(typed) == 12


@pytest.mark.parametrize("typed", ["", "twelve", "1.5", "-3", -3, "9" * 4400, 10**30,
                                   2**63, "١٢", True, "12a"])
def test_a_bad_game_number_is_refused_before_any_conversion(typed: object) -> None:
    with pytest.raises(SessionError, match=r"^A game number is a whole number, like 12\.$"):
        game_number(typed)


async def test_a_move_without_a_number_means_the_game_where_it_is_typed(harness) -> None:
    first = await harness.started_ostriches()  # channel 10; Bob moves first (seed 12345)
    second = await harness.service.lobby.create("ostriches", guild_id=1, channel_id=20, host=ALICE,
                                                options={}, language="en")
    await harness.service.lobby.join(second.id, BOB)
    await harness.service.lobby.start(second.id, ALICE.user_id)
    assert (await harness.service.games.info(first)).to_act == [1]
    for who in (ALICE, BOB):  # here, a game is meant whether it waits for them or not
        assert (await harness.service.games.game_meant(caller(who), None)).id == first
        meant = await harness.service.games.game_meant(caller(who, channel=20), None)
        assert meant.id == second.id
    # elsewhere: the one game waiting for them, else the question which one
    with pytest.raises(SessionError, match=r"^Several games are waiting for you"):
        await harness.service.games.game_meant(caller(BOB, channel=30), None)
    for who, where in ((ALICE, 30), (CAROL, 10)):
        with pytest.raises(SessionError, match=r"^No game is waiting for you"):
            await harness.service.games.game_meant(caller(who, channel=where), None)
    # a number names its game, if the caller may reach it from there
    meant = await harness.service.games.game_meant(caller(BOB, channel=30), f"#{first}")
    assert meant.id == first
    with pytest.raises(SessionError, match=rf"^There is no game #{first} here\.$"):
        await harness.service.games.game_meant(caller(CAROL, guild=OTHER_SERVER, channel=40), first)


async def test_a_practice_game_is_its_players_alone_a_manager_may_only_cancel_it(
        harness) -> None:
    """Nobody but its player lists, reads or reaches a practice game: not a moderator who
    can read its private thread, not a manager of its server, who may only cancel it."""
    practice = await harness.service.lobby.create("ostriches", guild_id=SERVER, channel_id=40,
                                                  host=ALICE, options={}, language="en", bots=1,
                                                  practice=True)
    assert practice.game.practice and practice.game.status == "active"
    game, seats = practice.game, practice.seats
    moderator = caller(CAROL, channel=40)  # reads the thread, no Manage Server
    manager = caller(CAROL, channel=40, manager=True)
    for asking in (moderator, manager, caller(CAROL, channel=11, manager=True)):
        assert not can_reach(game, seats, asking)
        assert await harness.service.games.games_here(asking) == []
        assert await harness.service.games.games_for(asking) == []
        with pytest.raises(SessionError, match=rf"^There is no game #{game.id} here\.$"):
            await harness.service.games.reach(game.id, asking)
    assert [g.id for g in await harness.service.games.games_here(caller(ALICE, channel=40))] == [
        game.id]
    assert not can_reach(game, seats, moderator, cancelling=True)
    with pytest.raises(SessionError, match=rf"^There is no game #{game.id} here\.$"):
        await harness.service.lobby.cancel(game.id, moderator)
    assert can_reach(game, seats, manager, cancelling=True)
    cancelled = await harness.service.lobby.cancel(game.id, manager)
    assert cancelled.game.status == "cancelled"
