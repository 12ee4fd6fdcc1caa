"""A fair game through Discord (the fake), in each language: the commitment posted with the
first board, the seed and salt revealed at the end with the record that `--verify` proves,
and the animated replay of the whole game attached to the final post."""

from __future__ import annotations

import io
import random

import pytest
from PIL import Image

import i18n
from sessions.core.fairness import commitment
from sessions.record.verification import verify

from .conftest import SEED, Table, open_lobby, settle


@pytest.mark.parametrize("lang", ["en", "fr"])
async def test_the_commitment_is_posted_at_the_start_and_proven_at_the_end(table: Table,
                                                                         lang: str):
    async with table.bot() as bot:
        await bot.service.settings.set_server_language(table.guild.id, lang)
        game_id, _lobby = await open_lobby(table)
        thread = table.thread()
        game = await bot.store.get_game(game_id)
        assert game is not None and game.salt is not None and len(game.salt) == 32
        promised = commitment(SEED, game.salt)
        first = await table.fake.wait_for_message(
            lambda m: m.channel_id == thread.id and bool(m.attachments))
        assert i18n.t("fair.commitment", lang, commitment=promised) in first.content
        assert game.salt not in table.fake.public_text()  # the salt stays secret meanwhile

        rng = random.Random(3)
        while (info := await bot.service.games.info(game_id)).to_act:  # random moves to the end
            user = info.user_of(rng.choice(info.to_act))
            assert user is not None
            _, choices = await bot.service.play.choices(game_id, user)
            await bot.service.play.act(game_id, user, rng.choice(choices).notation)
        await settle(bot, seconds=120)  # the animation is drawn before the final post
        final = await table.fake.wait_for_message(
            lambda m: m.channel_id == thread.id and any(
                a.filename == f"ostriches-{game_id}.json" for a in m.attachments))
        assert i18n.t("fair.revealed", lang, seed=str(SEED), salt=game.salt,
                      commitment=promised, file=f"ostriches-{game_id}.json") in final.content
        [record] = [a for a in final.attachments if a.filename.endswith(".json")]
        verified = verify(record.data)
        assert verified.record.commitment == promised and verified.record.seed == SEED

        actions = await bot.store.list_actions(game_id)
        [animation] = [a for a in final.attachments
                       if a.filename.startswith(f"ostriches-{game_id}-replay.")]
        image = Image.open(io.BytesIO(animation.data))
        assert image.format in ("GIF", "WEBP") and getattr(image, "n_frames", 1) == len(actions) + 1
        assert "board.png" in [a.filename for a in final.attachments]
