"""Through Discord: a decision whose very existence would reveal a secret is
asked whether or not it has one possible answer.

Ostrich Scramble once kept one of two alike traps without asking: two games that differ only
in the trap Alice secretly holds (a second mud, or a banana) then showed the channel two
different things after the same move (whom the game waits for, the trap discard count). Here
the twin states of `tests/leaks/test_twins.py` are played through the bot, one per channel,
and everything public the bot says afterwards must be the same in both.
"""

from __future__ import annotations

import dataclasses
import re

from games import get_engine
from tests.leaks.test_twins import keep_one_of_two_traps

from .conftest import Table, game_thread
from .test_faults_discord import settle
from .test_simultaneous_discord import seated, started

ENGINE = get_engine("scramble")


async def test_alike_or_different_traps_look_the_same_to_everyone_else(table: Table) -> None:
    first, second, holder, steps = keep_one_of_two_traps()
    [(seat, text), *_] = steps
    users = await seated(table, first.players)
    seen: list[list[str]] = []
    async with table.bot() as bot:
        for index, twin in enumerate((first, second)):
            channel = await table.fake.create_text_channel(table.guild, f"twin-{index}")
            here = dataclasses.replace(table, channel=channel)
            game_id = await started(here, bot, "scramble", "", users)
            info = await bot.service.games.info(game_id)
            async with bot.store.transaction() as tx:  # the twin position, as stored
                await tx.update_game(game_id, expected_version=info.game.version,
                                     now=table.clock.now(), state=ENGINE.state_to_json(twin))
            await settle(table, bot, statuses=True)
            thread = await game_thread(table, bot, game_id)
            before = len(table.fake.messages_in(thread))
            mover = next(user for user in users if user.id == info.user_of(seat))
            played = await table.fake.slash(mover, thread, "move",
                                            options={"action": text, "game": game_id})
            assert played.ephemeral and f"`{text}`" in played.content, played.content
            await settle(table, bot, statuses=True)
            info = await bot.service.games.info(game_id)
            assert info.game.status_message_id is not None
            status = table.fake.message(info.game.status_message_id)
            public = [message.text() for message in table.fake.messages_in(thread)[before:]
                      if message.ephemeral_for is None]
            seen.append([re.sub(rf"(#|g:[a-z]+:){game_id}\b", r"\1N", part)
                         for part in (status.text(), *public)])
            # the holder is asked in both twins: keeping one of two traps is a decision
            assert info.to_act == [holder], info.to_act
    assert seen[0] == seen[1]
