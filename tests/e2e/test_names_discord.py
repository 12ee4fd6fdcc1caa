"""A nickname full of markdown is shown as typed in every public message, never as bold
text or a spoiler: the timeout vote's tally escapes voters' names like every other name."""

from __future__ import annotations

from datetime import timedelta

from sessions.words.presenter import md

from .conftest import Table
from .lobby import custom_ids, join_and_start, lobby_game, lobby_message

NICK = "**big** ||bob|| _x_"


async def test_the_vote_tally_escapes_the_voters_names(table: Table) -> None:
    fake = table.fake
    marked = await fake.create_user("marked")
    await fake.add_member(table.guild, marked, nick=NICK)
    async with table.bot() as bot:
        created = await fake.slash(table.alice, table.channel, "game new",
                                   options={"kind": "ostriches", "clock": "move:1h"})
        lobby = await lobby_message(fake, created, table.channel)
        game_id = lobby_game(lobby)
        thread = await join_and_start(fake, lobby, table.alice, [marked])
        info = await bot.service.games.info(game_id)
        assert info.names[1] == NICK
        if info.to_act == [1]:  # Alice must be the one who runs out of time: Marked plays
            _, choices = await bot.service.play.choices(game_id, marked.id)
            await bot.service.play.act(game_id, marked.id, choices[0].notation)
        assert (await bot.service.games.info(game_id)).to_act == [0]
        table.clock.advance(timedelta(hours=1))
        await bot.timers.run_due()
        vote = await fake.wait_for_message(
            lambda m: m.channel_id == thread.id and bool(custom_ids(m, f"g:vote:{game_id}:")))
        pressed = await fake.press(marked, vote, "More time")
        assert pressed.callback_type == 7
        text = fake.message(vote.id).content
        assert f"{md(NICK)}: More time" in text, text
        assert NICK not in text, text  # never raw: no bold, no spoiler
