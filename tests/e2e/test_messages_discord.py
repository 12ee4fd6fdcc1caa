"""The messages around a turn, through Discord (the fake): news for a player whose DMs are
closed, nothing left to press once a game is over, and the words of the lobby and the
picker."""

from __future__ import annotations

import dataclasses
import io
import random

from PIL import Image

import i18n
from games.base import Event
from sessions.core import events_from_json
from sessions.words.presenter import lines_for, render_lines
from tests.fake_discord.models import RecordedMessage

from .conftest import Table, advance, open_lobby, settle
from .lobby import join_and_start, lobby_game, lobby_message
from .players import custom_ids


async def test_a_player_with_closed_dms_hears_of_news_once_without_it(table: Table) -> None:
    """A private event outside the player's own action (a trap drawn when
    another's ostrich pushed theirs, cards drawn at a new round) reached nobody."""
    table.bob.dms_closed = True
    async with table.bot() as bot:
        game_id, _ = await open_lobby(table, "scramble")
        info = await bot.service.games.info(game_id)
        bob = info.seat_of(table.bob.id)
        secret: list[Event] = []
        rng = random.Random(3)
        seen: set[int] = set()
        for _ in range(200):  # random actions, until one of Alice's gives Bob private news
            await settle(bot)
            seen = {m.id for m in table.fake.messages_in(table.thread())}
            info = await bot.service.games.info(game_id)
            seat = rng.choice(info.to_act)
            user = info.user_of(seat)
            assert user is not None
            _, choices = await bot.service.play.choices(game_id, user)
            await bot.service.play.act(game_id, user, rng.choice(choices).notation)
            last = (await bot.store.list_actions(game_id))[-1]
            secret = [e for e in events_from_json(last.events)
                      if e.audience == bob and last.seat != bob]
            if secret:
                break
        assert secret, "Bob never had news outside his own action"
        await settle(bot)
        thread = table.thread()
        # at most one mention: the news if it cannot wait (Bob is waited for already), or
        # his turn when the game starts waiting for him (his notice tells the news), now or
        # once the others played on
        while bob not in (info := await bot.service.games.info(game_id)).to_act:
            user = info.user_of(rng.choice(info.to_act))
            assert user is not None
            _, choices = await bot.service.play.choices(game_id, user)
            await bot.service.play.act(game_id, user, rng.choice(choices).notation)
            await settle(bot)
        news = [m for m in table.fake.messages_in(thread)
                if f"<@{table.bob.id}>" in m.content and m.id not in seen]
        assert len(news) == 1, [m.content for m in news]
        assert news[0].content.endswith(("You have news in Ostrich Scramble #1: open My view.",
                                         "Your turn in Ostrich Scramble #1."))
        for lang in i18n.LANGUAGES:
            told = render_lines(lines_for(secret, info.names, bob), lang)
            assert all(line not in news[0].content for line in told.splitlines())
        assert not news[0].attachments
        view = await table.fake.press(table.bob, news[0], f"g:view:{game_id}")
        assert view.ephemeral and view.message is not None and view.message.attachments


async def test_nothing_is_left_to_play_once_a_game_is_over(table: Table) -> None:
    """Every board post kept its Play button after the end, and the public
    game-over post ended with "You are watching."."""
    async with table.bot() as bot:
        game_id, _ = await open_lobby(table)
        await advance(bot, game_id, 9, lambda state: state.phase == "over")
        await settle(bot)
        thread = table.thread()
        record = f"ostriches-{game_id}.json"
        final = await table.fake.wait_for_message(
            lambda m: m.channel_id == thread.id and any(a.filename == record
                                                        for a in m.attachments))
        await table.fake.wait_until(lambda: thread.archived or None, table.fake.timeout,
                                    "the archive")
        assert "You are watching" not in final.content
        assert "bob wins" in final.content or "alice wins" in final.content
        playable = [m for m in table.fake.messages_in(thread)
                    if custom_ids(m, f"g:play:{game_id}:")]
        assert playable == [], [m.content for m in playable][:3]
        assert all(custom_ids(m, f"g:view:{game_id}") for m in table.fake.messages_in(thread)
                   if m.components)


def fields(message: RecordedMessage) -> dict[str, str]:
    """A lobby embed's fields, name to value."""
    return {field["name"]: field["value"] for field in message.embeds[0]["fields"]}


async def test_the_lobby_counts_players_and_words_its_options(table: Table) -> None:
    """"Players (1, 2-2)", "needs 2 to 2 players", options shown as
    `autopilot = False`, and their names untranslated in French."""
    async with table.bot():
        lobby = await lobby_message(table.fake, await table.fake.slash(
            table.alice, table.channel, "game new", options={"kind": "ostriches"}),
            table.channel)
        assert "1 of 2 players" in fields(lobby), fields(lobby)
        assert "Memory aid: on (your board marks every pawn you know)" in fields(lobby)["Options"]
        early = await table.fake.press(table.alice, lobby, "Start")
        assert early.ephemeral and early.content == "This game needs 2 players; there is 1."

        zigzag = await lobby_message(table.fake, await table.fake.slash(
            table.alice, table.channel, "game new",
            options={"kind": "zigzag", "options": "mode=live"}), table.channel)
        shown = fields(zigzag)
        assert "1 player (2 to 4 can play)" in shown, shown
        assert {"Autopilot: off", "Collecting: live", "One race"} <= set(
            shown["Options"].splitlines()), shown["Options"]
        offered = await table.fake.autocomplete(table.alice, table.channel, "game new",
                                                "options", {"kind": "zigzag", "options": "auto"},
                                                locale="fr")
        assert "autopilot=true · Pilote automatique : oui" in [c["name"] for c in offered]

        french = await table.fake.create_guild("Club de jeux", owner=table.bob, locale="fr")
        salon = await table.fake.create_text_channel(french, "jeux")
        lobby = await lobby_message(table.fake, await table.fake.slash(
            table.bob, salon, "game new", options={"kind": "zigzag"}, locale="fr"), salon)
        shown = fields(lobby)
        assert "1 joueur (de 2 à 4 peuvent jouer)" in shown, shown
        assert "Pilote automatique : non" in shown["Options"].splitlines(), shown["Options"]


async def test_public_messages_speak_the_servers_language(table: Table) -> None:
    """A French host made every public message of the game French, for
    English players too; private answers stay in each reader's language."""
    async with table.bot() as bot:
        created = await table.fake.slash(table.alice, table.channel, "game new",
                                         options={"kind": "ostriches"}, locale="fr")
        card = await lobby_message(table.fake, created, table.channel)
        assert "1 of 2 players" in fields(card)  # the server's English
        game_id = lobby_game(card)
        await join_and_start(table.fake, card, table.alice, [table.bob])
        await settle(bot)
        thread = table.thread()
        first = table.latest_with(thread, f"g:play:{game_id}:")
        posts = [m.content for m in table.fake.messages_in(thread)]
        assert any(f"Game #{game_id} begins!" in post for post in posts), posts
        assert not any("commence" in post for post in posts), posts
        view = await table.fake.press(table.alice, first, f"g:view:{game_id}", locale="fr")
        assert view.ephemeral and "Vous jouez" in view.content  # her own answer: French

        # A server manager can make the server's games speak French in public.
        chosen = await table.fake.slash(table.alice, table.channel, "settings server-language",
                                        options={"language": "fr"})
        assert chosen.ephemeral and "French" in chosen.content
        again = await table.fake.slash(table.bob, table.channel, "game new",
                                       options={"kind": "ostriches"})
        assert "1 joueur sur 2" in fields(
            await lobby_message(table.fake, again, table.channel))
        refused = await table.fake.slash(table.bob, table.channel, "settings server-language",
                                         options={"language": "en"})
        assert refused.ephemeral and "Manage Server" in refused.content


async def test_boards_are_narrow_enough_for_a_phone(table: Table) -> None:
    """Ostrich Scramble's board was 1108 px wide and Zig Zag's 1200, unreadable
    on a phone (their text is measured in tests/games/imaging/test_legibility.py)."""
    async with table.bot() as bot:
        for kind, widest in (("scramble", 640), ("zigzag", 740), ("ostriches", 720)):
            channel = await table.fake.create_text_channel(table.guild, kind)
            game_id, _ = await open_lobby(dataclasses.replace(table, channel=channel), kind)
            await settle(bot)
            [thread] = table.fake.threads_of(channel)
            board = next(m for m in table.fake.messages_in(thread)
                         if any(a.filename == "board.png" for a in m.attachments))
            [image] = [a for a in board.attachments if a.filename == "board.png"]
            width = Image.open(io.BytesIO(image.data)).width
            assert width <= widest, (kind, width)
            assert game_id
