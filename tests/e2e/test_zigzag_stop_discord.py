"""Zig Zag's Stop at any time, through Discord: one button on the game's status message for
every player while cards are collected, and `/move action:stop`, accepted out of turn (issue
17; HOUSE_RULES.md, Corrections: "Stop may be called by any seated player at any moment of
collecting, out of turn and between a flip and its take included")."""

from __future__ import annotations

from games import get_engine
from sessions.eventlog import events_from_json
from tests.fake_discord.models import FakeUser, RecordedMessage

from .conftest import Table, open_lobby

ENGINE = get_engine("zigzag")


async def lay_courses(bot, game_id: int) -> None:
    """Every player discards and lays as the bot would, until collecting begins."""
    for _ in range(100):
        info = await bot.service.info(game_id)
        state = bot.service.state_of(info)
        if state.phase != "setup":
            return
        seat = info.to_act[0]
        text = ENGINE.format(state, ENGINE.auto_action(state, seat))
        await bot.service.act(game_id, info.user_of(seat), text)
    raise AssertionError("collecting never began")


def stop_ids(message: RecordedMessage, game_id: int) -> list[str]:
    return [c["custom_id"] for c in message.all_components()
            if c.get("custom_id", "").startswith(f"g:stop:{game_id}:")]


async def status_at(table: Table, game_id: int, version: int) -> RecordedMessage:
    """The game's status message once delivery has shown `version` on it."""
    thread = table.thread()
    return await table.fake.wait_for_message(lambda m: m.channel_id == thread.id and any(
        c.get("custom_id", "") in (f"g:play:{game_id}:{version}", f"g:stop:{game_id}:{version}")
        for c in m.all_components()) and m.pinned)


async def collecting(table: Table, bot) -> tuple[int, int, FakeUser, FakeUser,
                                                RecordedMessage]:
    """A two-player game (`turns`) whose cards are being collected: its id, the seat whose
    turn it is, that player, the other one, and the status message, checked on the way to
    offer no Stop during setup and one Stop once collecting begins."""
    game_id, _ = await open_lobby(table, "zigzag", "mode=turns")
    status = await status_at(table, game_id, (await bot.service.info(game_id)).game.version)
    assert stop_ids(status, game_id) == []  # setup: nothing to stop yet
    await lay_courses(bot, game_id)
    info = await bot.service.info(game_id)
    [turn] = info.to_act
    status = await status_at(table, game_id, info.game.version)
    assert stop_ids(status, game_id) == [f"g:stop:{game_id}:{info.game.version}"]
    return (game_id, turn, table.user(info.user_of(turn) or 0),
            table.user(info.user_of(1 - turn) or 0), status)


async def test_a_player_presses_stop_on_the_status_message_out_of_turn(table: Table) -> None:
    async with table.bot() as bot:
        game_id, turn, waiting, other, status = await collecting(table, bot)
        [stop] = stop_ids(status, game_id)

        refused = await table.fake.slash(other, table.thread(), "move",
                                         options={"action": "flip 1", "game": game_id})
        assert refused.ephemeral and "not your turn" in refused.content, refused.content
        flipped = await table.fake.slash(waiting, table.thread(), "move",
                                         options={"action": "flip 7", "game": game_id})
        assert "`flip 7`" in flipped.content  # a flip: the turn goes on, no new board

        pressed = await table.fake.press(other, status, stop)
        assert pressed.ephemeral and "`stop`" in pressed.content, pressed.content
        actions = await bot.store.list_actions(game_id)
        assert (actions[-1].seat, actions[-1].notation) == (1 - turn, "stop")
        events = events_from_json(actions[-1].events)
        assert (events[0].key, events[0].params) == ("zigzag.event.stop", {"player": 1 - turn})
        assert not any(e.key == "zigzag.event.took_flipped" for e in events)  # 7 stayed up
        status = await status_at(table, game_id, (await bot.service.info(game_id)).game.version)
        assert f"{other.name} calls Stop!" in status.text()  # the channel hears of it


async def test_stop_by_move_out_of_turn_and_a_stale_stop_button(table: Table) -> None:
    async with table.bot() as bot:
        game_id, turn, waiting, other, old = await collecting(table, bot)
        [old_stop] = stop_ids(old, game_id)
        for text in ("flip 3", "take"):  # a whole turn: a new board is posted
            await bot.service.act(game_id, waiting.id, text)
        await status_at(table, game_id, (await bot.service.info(game_id)).game.version)
        before = len(await bot.store.list_actions(game_id))
        stale = await table.fake.press_custom(other, old, old_stop)
        assert stale.ephemeral and "out of date" in stale.content, stale.content
        assert len(await bot.store.list_actions(game_id)) == before

        offered = await table.fake.autocomplete(waiting, table.thread(), "move", "action",
                                                {"action": "sto", "game": game_id})
        assert "stop" in [choice["value"] for choice in offered]
        stopped = await table.fake.slash(waiting, table.thread(), "move",
                                         options={"action": "stop", "game": game_id})
        assert stopped.ephemeral and "`stop`" in stopped.content, stopped.content
        actions = await bot.store.list_actions(game_id)
        assert (actions[-1].seat, actions[-1].notation) == (turn, "stop")
