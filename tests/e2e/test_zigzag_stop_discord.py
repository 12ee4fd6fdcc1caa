"""Zig Zag's Stop at any time, through Discord: one button on the game's status message for
every player while cards are collected, and `/move action:stop`, accepted out of turn
(HOUSE_RULES.md, Corrections: "Stop may be called by any seated player at any moment of
collecting, out of turn and between a flip and its take included"). Pressed out of turn, on
the status message or in the picker Play opens, it first asks to be confirmed, saying what it
does; typed, it is explicit and asks nothing."""

from __future__ import annotations

from typing import Any

from games import get_engine
from sessions.core.eventlog import events_from_json
from tests.fake_discord.models import FakeUser, RecordedMessage

from .conftest import Table, open_lobby

ENGINE = get_engine("zigzag")


async def lay_courses(bot, game_id: int) -> None:
    """Every player discards and lays as the bot would, until collecting begins."""
    for _ in range(100):
        info = await bot.service.games.info(game_id)
        state = bot.service.games.state_of(info)
        if state.phase != "setup":
            return
        seat = info.to_act[0]
        text = ENGINE.format(state, ENGINE.auto_action(state, seat))
        await bot.service.play.act(game_id, info.user_of(seat), text)
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
    status = await status_at(table, game_id, (await bot.service.games.info(game_id)).game.version)
    assert stop_ids(status, game_id) == []  # setup: nothing to stop yet
    await lay_courses(bot, game_id)
    info = await bot.service.games.info(game_id)
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

        logged = len(await bot.store.list_actions(game_id))
        asked = await table.fake.press(other, status, stop)  # out of turn: asked first
        assert asked.ephemeral and "cannot be taken back" in asked.content, asked.content
        assert "penalty" in asked.content and asked.attachments, asked
        assert len(await bot.store.list_actions(game_id)) == logged
        assert asked.message is not None
        pressed = await table.fake.press(other, asked.message, "Yes: Stop!")
        assert pressed.ephemeral and "`stop`" in pressed.content, pressed.content
        actions = await bot.store.list_actions(game_id)
        assert (actions[-1].seat, actions[-1].notation) == (1 - turn, "stop")
        events = events_from_json(actions[-1].events)
        assert (events[0].key, events[0].params) == ("zigzag.event.stop", {"player": 1 - turn})
        assert not any(e.key == "zigzag.event.took_flipped" for e in events)  # 7 stayed up
        version = (await bot.service.games.info(game_id)).game.version
        status = await status_at(table, game_id, version)
        assert f"{other.name} calls Stop!" in status.text()  # the channel hears of it


async def test_stop_by_move_out_of_turn_and_a_stale_stop_button(table: Table) -> None:
    async with table.bot() as bot:
        game_id, turn, waiting, other, old = await collecting(table, bot)
        [old_stop] = stop_ids(old, game_id)
        for text in ("flip 3", "take"):  # a whole turn: a new board is posted
            await bot.service.play.act(game_id, waiting.id, text)
        await status_at(table, game_id, (await bot.service.games.info(game_id)).game.version)
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


async def test_a_resigned_player_cannot_call_stop_for_the_seat_the_bot_now_plays(
        table: Table) -> None:
    """Three players; Carol resigns (`/game resign`) and the bot plays her seat to the end.
    Once cards are collected, her typed `/move action:stop` and her press of the status
    message's Stop are refused, privately, and nothing is played for her seat."""
    fake = table.fake
    async with table.bot() as bot:
        game_id, _ = await open_lobby(table, "zigzag", "mode=turns",
                                      joiners=[table.bob, table.carol])
        resigned = await fake.slash(table.carol, table.channel, "game resign",
                                    options={"game": game_id})
        assert resigned.ephemeral and "You resigned" in resigned.content, resigned
        await bot.service.bots.idle()
        for _ in range(100):  # Alice and Bob lay their courses; the bot lays Carol's
            info = await bot.service.games.info(game_id)
            state: Any = bot.service.games.state_of(info)
            if state.phase != "setup":
                break
            seat = next(s for s in info.to_act if not info.is_auto(s))
            await bot.service.play.act(game_id, info.user_of(seat),
                                       ENGINE.format(state, ENGINE.auto_action(state, seat)))
            await bot.service.bots.idle()
        info = await bot.service.games.info(game_id)
        assert info.is_resigned(2) and ENGINE.phase_key(bot.service.games.state_of(info)).endswith(
            ":collect")
        logged = len(await bot.store.list_actions(game_id))
        typed = await fake.slash(table.carol, table.thread(), "move",
                                 options={"action": "stop", "game": game_id})
        assert typed.ephemeral and "the seat stays with the bot" in typed.content, typed
        status = await status_at(table, game_id, info.game.version)
        [stop] = stop_ids(status, game_id)
        pressed = await fake.press(table.carol, status, stop)
        assert pressed.ephemeral and "the seat stays with the bot" in pressed.content, pressed
        assert len(await bot.store.list_actions(game_id)) == logged
        assert (await bot.service.games.info(game_id)).game.status == "active"


async def test_play_out_of_turn_shows_the_board_and_stop_asks_to_be_confirmed(
        table: Table) -> None:
    """Play pressed out of turn offered one green "Stop!", which ended collecting for
    everyone at the first press."""
    async with table.bot() as bot:
        game_id, turn, waiting, other, _ = await collecting(table, bot)
        logged = len(await bot.store.list_actions(game_id))
        board = table.latest_with(table.thread(), f"g:play:{game_id}:")
        play = next(c["custom_id"] for c in board.all_components()
                    if c.get("custom_id", "").startswith(f"g:play:{game_id}:"))
        shown = await table.fake.press(other, board, play)
        assert shown.ephemeral and shown.attachments, shown  # the board, as the player sees it
        assert "it is not your turn" in shown.content, shown.content
        assert f"Waiting for: {waiting.name}" in shown.content, shown.content
        assert shown.message is not None
        picks = [c for c in shown.message.all_components()
                 if c.get("custom_id", "").startswith(("g:pick:", "g:sel:"))]
        assert [(c["label"], c["style"]) for c in picks] == [("Stop!", 4)], picks  # red
        asked = await table.fake.press(other, shown.message, "Stop!")
        assert asked.message is not None and "cannot be taken back" in asked.content
        assert "Collecting ends at once, for every player" in asked.content, asked.content
        back = await table.fake.press(other, asked.message, "Back")  # changed their mind
        assert back.message is not None and "it is not your turn" in back.content
        assert len(await bot.store.list_actions(game_id)) == logged
        french = await table.fake.press(other, back.message, "Stop!", locale="fr")
        assert french.message is not None and "ne peut pas être annulé" in french.content
        typed = await table.fake.slash(other, table.thread(), "move",
                                       options={"action": "stop", "game": game_id})
        assert typed.ephemeral and "`stop`" in typed.content, typed.content  # explicit
        actions = await bot.store.list_actions(game_id)
        assert (actions[-1].seat, actions[-1].notation) == (1 - turn, "stop")
