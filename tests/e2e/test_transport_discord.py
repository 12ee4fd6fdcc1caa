"""What a move costs in requests to Discord: each user's DM channel is opened once for the
bot's life, however many users it DMs (discord.py keeps only the latest 128)."""

from __future__ import annotations

from sessions import OutgoingMessage, Rendered

from .conftest import Table, open_lobby


async def test_a_dm_channel_is_opened_once_for_the_bots_life(table: Table) -> None:
    fake = table.fake
    users = [await fake.create_user(f"reader{number}") for number in range(130)]
    async with table.bot() as bot:
        game_id, _ = await open_lobby(table)
        game = (await bot.service.info(game_id)).game
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
