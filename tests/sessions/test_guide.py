"""Who is in their first game of a kind (their private view then opens with how the game
goes): decided from storage, across servers, never for a bot's seat."""

from __future__ import annotations

from typing import Any

from sessions.words.guide import first_time_summary
from sessions.words.presenter import view_text

from .conftest import ALICE, BOB, CAROL, caller


async def started(harness: Any, kind: str = "ostriches", *, guild: int = 1,
                  players: tuple[Any, ...] = (BOB,)) -> int:
    """A started game of `kind` hosted by Alice in `guild`, with `players` beside her."""
    info = await harness.service.lobby.create(kind, guild_id=guild, channel_id=10 * guild,
                                              host=ALICE, options={}, language="en")
    for player in players:
        await harness.service.lobby.join(info.id, player)
    await harness.service.lobby.start(info.id, ALICE.user_id)
    return int(info.id)


async def first(harness: Any, game_id: int, user_id: int) -> bool:
    info = await harness.service.games.info(game_id)
    return bool(await harness.service.games.is_first_game(info, user_id))


async def test_a_first_game_is_first_until_another_of_its_kind_exists(harness):
    one = await started(harness)
    assert await first(harness, one, ALICE.user_id) and await first(harness, one, BOB.user_id)
    two = await started(harness, players=(CAROL,))
    assert not await first(harness, two, ALICE.user_id)  # game one still runs
    assert not await first(harness, one, ALICE.user_id)  # and game two now does
    assert await first(harness, two, CAROL.user_id)
    assert await first(harness, one, BOB.user_id)  # Bob sits only in game one
    assert not await first(harness, one, CAROL.user_id)  # not seated: no first game here


async def test_the_kind_matters(harness):
    await started(harness)
    zigzag = await started(harness, "zigzag")
    assert await first(harness, zigzag, ALICE.user_id)


async def test_a_finished_game_counts_a_cancelled_one_and_a_lobby_do_not(harness):
    cancelled = await started(harness)
    await harness.service.lobby.cancel(cancelled, caller(ALICE))
    await harness.service.lobby.create("ostriches", guild_id=1, channel_id=10, host=BOB,
                                       options={}, language="en")  # a lobby Bob never starts
    game = await started(harness)
    assert await first(harness, game, ALICE.user_id) and await first(harness, game, BOB.user_id)
    await harness.service.absence.resign(game, BOB.user_id)
    assert (await harness.service.games.info(game)).game.status == "finished"
    again = await started(harness)
    assert not await first(harness, again, ALICE.user_id)
    assert not await first(harness, again, BOB.user_id)


async def test_another_servers_game_counts_it_is_the_same_person(harness):
    here = await started(harness, guild=1)
    elsewhere = await started(harness, guild=2)
    assert not await first(harness, elsewhere, BOB.user_id)
    assert not await first(harness, here, BOB.user_id)


async def test_a_bots_seat_is_never_a_persons_first_game(harness):
    info = await harness.service.lobby.create("ostriches", guild_id=1, channel_id=10, host=ALICE,
                                              options={}, language="en", bots=1, bot_level="easy")
    await harness.service.bots.idle()
    info = await harness.service.games.info(info.id)
    bot = next(seat for seat in info.seats if seat.bot_level is not None)
    assert not await first(harness, info.id, bot.user_id)
    assert await first(harness, info.id, ALICE.user_id)  # playing a bot is playing
    # the bot's id (-1 in every game) sitting elsewhere does not make a veteran of anyone
    other = await harness.service.lobby.create("ostriches", guild_id=1, channel_id=10, host=BOB,
                                               options={}, language="en", bots=1, bot_level="easy")
    await harness.service.bots.idle()
    assert not await harness.store.has_played_kind(bot.user_id, "ostriches", other.id)
    assert await first(harness, other.id, BOB.user_id)
    assert not await first(harness, other.id, ALICE.user_id)  # not seated there


async def test_the_first_view_opens_with_the_summary_in_the_readers_language(harness):
    game = await started(harness)
    info, view = await harness.service.games.view_for(game, ALICE.user_id)
    for lang in ("en", "fr"):
        summary = first_time_summary("ostriches", lang)
        assert len(summary.splitlines()) == 4  # a heading and three lines
        text = view_text(info, view, 0, lang, first_time=True)
        assert text.startswith(summary + "\n") and summary not in view_text(info, view, 0, lang)
    assert first_time_summary("ostriches", "en") != first_time_summary("ostriches", "fr")
