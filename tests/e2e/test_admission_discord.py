"""Admission: the bot works on a bounded number of interactions at once; one that waits too
long for its turn is told the bot is busy, and nothing changes."""

from __future__ import annotations

import asyncio
from collections.abc import Awaitable, Callable
from typing import Any, TypeVar, cast

from cogs.app import GameBot
from cogs.kit.admission import Admission
from config import InteractionSettings
from games import get_engine
from sessions import GameInfo
from tests.fake_discord.models import FakeUser

from .conftest import Table, open_lobby


async def first_move(table: Table, bot: GameBot) -> tuple[int, GameInfo, FakeUser, FakeUser,
                                                          str]:
    """A new game of Alice and Bob: its id, the game as it starts, who moves first, the
    other player, and a legal move of the first."""
    game_id, _ = await open_lobby(table)
    info = await bot.service.games.info(game_id)
    seat = info.to_act[0]
    mover = table.user(info.user_of(seat) or 0)
    other = table.alice if mover is table.bob else table.bob
    state = bot.service.games.state_of(info)
    engine = get_engine("ostriches")
    return game_id, info, mover, other, engine.format(state,
                                                      engine.legal_actions(state, seat)[0])


Call = TypeVar("Call", bound=Callable[..., Awaitable[Any]])


def held(call: Call) -> tuple[Call, asyncio.Event, asyncio.Event]:
    """`call` made to hold the interaction's slot: the stand-in, an event set once a call
    has started, and the event that lets it go on."""
    started, release = asyncio.Event(), asyncio.Event()

    async def holding(*args: Any, **kwargs: Any) -> Any:
        started.set()
        await release.wait()
        return await call(*args, **kwargs)

    return cast(Call, holding), started, release


async def test_the_bound_is_kept_in_arrival_order_and_patience_runs_out() -> None:
    admission = Admission(limit=2, patience=0.05)
    order: list[str] = []
    release = asyncio.Event()

    async def work(name: str) -> bool:
        async with admission.turn() as admitted:
            if admitted:
                order.append(name)
                await release.wait()
            return admitted

    holders = [asyncio.create_task(work(name)) for name in ("a", "b")]
    await asyncio.sleep(0)
    assert order == ["a", "b"]
    assert await work("late") is False  # both slots held for longer than its patience
    assert admission.turned_away == 1
    admission.patience = 5.0
    waiting = [asyncio.create_task(work(name)) for name in ("c", "d", "e")]
    await asyncio.sleep(0.01)
    assert order == ["a", "b"]  # nobody past the bound
    release.set()
    assert await asyncio.gather(*holders, *waiting) == [True] * 5
    assert order == ["a", "b", "c", "d", "e"]


async def test_a_press_that_waits_too_long_hears_the_bot_is_busy_and_changes_nothing(
        table: Table) -> None:
    settings = InteractionSettings(concurrency=1, busy_after_seconds=0.2)
    async with table.bot(interactions=settings) as bot:
        game_id, info, mover, other, notation = await first_move(table, bot)

        bot.service.play.act, acting, release = held(bot.service.play.act)  # the only slot
        move = asyncio.create_task(table.fake.slash(mover, table.thread(), "move",
                                                    options={"action": notation}))
        await acting.wait()
        busy = await table.fake.slash(other, table.thread(), "move", options={"action": "x"})
        assert busy.callback_type == 4 and busy.ephemeral
        assert "very busy" in busy.content and "Nothing was changed" in busy.content
        assert (await bot.service.games.info(game_id)).game.version == info.game.version
        release.set()
        moved = await move
        assert f"`{notation}`" in moved.content
        assert bot.admission.turned_away == 1
        assert (await bot.service.games.info(game_id)).game.version == info.game.version + 1
        refused = await table.fake.slash(other, table.thread(), "move", options={"action": "x"})
        assert "very busy" not in refused.content  # with the slot free, the usual answer


async def test_an_action_that_waited_in_line_is_deferred_by_the_busy_deadline(
        table: Table) -> None:
    """A press that waited almost its whole patience for a slot is not given the usual half
    second to be answered with its outcome: it is deferred by the time the busy answer was
    due, so the loop's lag and the network keep the rest of Discord's three seconds."""
    settings = InteractionSettings(concurrency=1, busy_after_seconds=1.0)
    async with table.bot(interactions=settings) as bot:
        game_id, info, mover, other, notation = await first_move(table, bot)

        slow_view_for, looking, release = held(bot.service.games.view_for)  # the only slot
        act = bot.service.play.act

        async def slow_act(*args, **kwargs):  # short of the usual half second
            await asyncio.sleep(0.4)
            return await act(*args, **kwargs)

        bot.service.games.view_for, bot.service.play.act = slow_view_for, slow_act
        board = table.latest_with(table.thread(), f"g:view:{game_id}")
        holder = asyncio.create_task(table.fake.press(other, board, "My view"))
        await looking.wait()
        move = asyncio.create_task(table.fake.slash(mover, table.thread(), "move",
                                                    options={"action": notation}))
        await asyncio.sleep(0.9)  # the move waits 0.9 s of its 1 s in line
        release.set()
        moved = await move
        assert moved.callback_type == 5, moved  # deferred, not answered 0.4 s after its due
        assert f"`{notation}`" in moved.content
        await holder
        assert bot.admission.turned_away == 0
        assert (await bot.service.games.info(game_id)).game.version == info.game.version + 1
