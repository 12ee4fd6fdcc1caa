"""Zig Zag's live collecting through Discord: three players pressing at once, all honoured."""

from __future__ import annotations

import asyncio
import itertools
import random

from games import get_engine

from .conftest import Table, open_lobby

ENGINE = get_engine("zigzag")


async def open_live_game(table: Table) -> int:
    game_id, _ = await open_lobby(table, "zigzag", "mode=live", [table.bob, table.carol])
    return game_id


async def set_up_courses(table: Table, bot, game_id: int, rng: random.Random) -> None:
    """Everyone discards and lays their course by /move until collecting begins."""
    for _ in range(200):
        info = await bot.service.games.info(game_id)
        state = ENGINE.state_from_json(info.game.state)
        seat = info.to_act[0]
        legal = [ENGINE.format(state, a) for a in ENGINE.legal_actions(state, seat)]
        if any(text.startswith("flip") for text in legal):
            return
        user = table.user(info.user_of(seat))
        played = await table.fake.slash(user, table.thread(), "move",
                                        options={"action": rng.choice(legal), "game": game_id})
        assert played.ephemeral, played.content
    raise AssertionError("collecting never began")


async def open_flip_group(table: Table, user, board, game_id: int, version: int):
    """Open the picker: its first screen offers every face-down slot in menus."""
    opened = await table.fake.press(user, board, f"g:play:{game_id}:{version}")
    assert opened.message is not None and flip_options(opened.message)
    return opened.message


def flip_options(picker) -> list[tuple[str, str]]:
    """The picker's flips as (menu custom_id, option value), in the menus' order: one
    press flips a card."""
    return [(menu["custom_id"], option["value"]) for menu in picker.all_components()
            if menu.get("custom_id", "").startswith("g:sel:")
            for option in menu["options"] if option["label"].startswith("Flip")]


def flip_slot(table: Table, user, picker, index: int):
    """Choose the `index`-th flip of the picker's menus (the press, not yet awaited)."""
    menu, value = flip_options(picker)[index]
    return table.fake.select(user, picker, menu, [value])


async def test_three_players_pressing_at_once_are_all_honoured(table: Table):
    rng = random.Random(5)
    async with table.bot() as bot:
        game_id = await open_live_game(table)
        await set_up_courses(table, bot, game_id, rng)
        info = await bot.service.games.info(game_id)
        assert len(info.to_act) == 3, "live collecting: everyone at once"
        version = info.game.version
        await table.fake.wait_for_message(lambda m: any(
            c.get("custom_id") == f"g:play:{game_id}:{version}" for c in m.all_components()))
        board = table.latest_with(table.thread(), f"g:play:{game_id}:{version}")
        players = (table.alice, table.bob, table.carol)
        pickers = [await open_flip_group(table, user, board, game_id, version)
                   for user in players]
        before = len(await bot.store.list_actions(game_id))

        # the same second: each presses a different slot of the picker they opened
        presses = []
        for index, (user, picker) in enumerate(zip(players, pickers, strict=True)):
            presses.append(flip_slot(table, user, picker, index))
        results = await asyncio.gather(*presses)

        actions = (await bot.store.list_actions(game_id))[before:]
        assert sorted(a.seat for a in actions) == [0, 1, 2]
        assert all(a.notation.startswith("flip ") for a in actions)
        assert len({a.notation for a in actions}) == 3
        for result, action in zip(results, sorted(actions, key=lambda a: a.seat), strict=True):
            assert result.ephemeral and f"`{action.notation}`" in result.content
            # each player's own next choice (take or leave their card) comes back to them
            assert any(c.get("label") in {"Take the card you flipped", "Leave it face up"}
                       for c in result.message.all_components())

        # the public table: one status message, refreshed in place with the board image
        game = await bot.store.get_game(game_id)
        status = await table.fake.wait_for_message(
            lambda m: m.id == game.status_message_id and bool(m.attachments)
            and any("flip" in v.content.lower() or "flips" in v.content.lower()
                    for v in m.edits))
        times = [version.at for version in status.edits]
        assert all(b - a >= 0.9 for a, b in itertools.pairwise(times)), times
