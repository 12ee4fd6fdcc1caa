"""What a move costs in requests to Discord: each user's DM channel is opened once for the
bot's life, however many users it DMs (discord.py keeps only the latest 128); interaction
answers do not ask Discord for their message back."""

from __future__ import annotations

import random

from sessions import OutgoingMessage, Rendered

from .conftest import Table, open_lobby, pick_through


async def test_a_dm_channel_is_opened_once_for_the_bots_life(table: Table) -> None:
    fake = table.fake
    users = [await fake.create_user(f"reader{number}") for number in range(130)]
    async with table.bot() as bot:
        game_id, _ = await open_lobby(table)
        game = (await bot.service.games.info(game_id)).game
        sender = bot.deliverer.sender
        since = fake.mark()
        for _ in range(2):  # the same 130 users twice, in the same order
            for user in users:
                message = OutgoingMessage(kind="private", game_id=game_id, audience="user",
                                          user_id=user.id)
                await sender.to_user(user.id, Rendered(message=message, game=game,
                                                       language="en", text="news"))
        ids = {str(user.id) for user in users}
        opened = [r for r in fake.requests[since:]
                  if r.route == "create_dm" and str(r.json["recipient_id"]) in ids]
        assert len(opened) == len(users), len(opened)  # discord.py alone: 260
        assert all(len(fake.dms_to(user)) == 2 for user in users)


async def test_interaction_answers_do_not_ask_for_their_message_back(table: Table) -> None:
    fake = table.fake
    async with table.bot() as bot:
        game_id, _ = await open_lobby(table)
        since = fake.mark()
        info = await bot.service.games.info(game_id)
        user = table.user(info.user_of(info.to_act[0]))
        thread = table.thread()
        play_id = f"g:play:{game_id}:{info.game.version}"
        opened = await fake.press(user, table.latest_with(thread, play_id), play_id)
        await pick_through(table, user, opened.message, random.Random(3))  # answers: updates
        info = await bot.service.games.info(game_id)
        other = table.user(info.user_of(info.to_act[0]))
        suggestions = await fake.autocomplete(other, thread, "move", "action", {"action": ""})
        played = await fake.slash(other, thread, "move",
                                  options={"action": suggestions[0]["value"]})
        await pick_through(table, other, played.message, random.Random(4))

        callbacks = [r for r in fake.requests[since:] if r.route == "callback"]
        assert {r.json["type"] for r in callbacks} >= {4, 7, 8}  # message, update, choices
        assert all("with_response" not in r.query and r.status == 204 for r in callbacks)
        assert (await bot.service.games.info(game_id)).game.version > info.game.version  # it moved
