"""Ostriches played through Discord (the fake), from /game new to the winner."""

from __future__ import annotations

import asyncio
import dataclasses
import random

import i18n
from sessions.core import events_from_json, outcome_from_json

from .conftest import Table, open_lobby, pick_through


async def whose_turn(bot, game_id):
    info = await bot.service.games.info(game_id)
    return info, (info.user_of(info.to_act[0]) if info.to_act else None)


async def test_a_whole_game_by_buttons_and_move_keeps_secrets_private(table: Table):
    rng = random.Random(11)
    async with table.bot() as bot:
        game_id, _lobby = await open_lobby(table)
        thread = table.thread()
        first_board = await table.fake.wait_for_message(
            lambda m: m.channel_id == thread.id and bool(m.attachments))
        assert "begins" in first_board.content

        turns = 0
        while True:
            info, user_id = await whose_turn(bot, game_id)
            if user_id is None:
                break
            user = table.user(user_id)
            if turns % 2 == 0:  # buttons: Play on the newest board, then the picker
                play_id = f"g:play:{game_id}:{info.game.version}"
                await table.fake.wait_for_message(
                    lambda m, wanted=play_id: m.channel_id == thread.id and any(
                        c.get("custom_id") == wanted for c in m.all_components()))
                board = table.latest_with(thread, play_id)
                opened = await table.fake.press(user, board, play_id)
                assert opened.ephemeral
                await pick_through(table, user, opened.message, rng)
            else:  # text: /move with a suggestion from autocomplete
                suggestions = await table.fake.autocomplete(
                    user, thread, "move", "action", {"action": ""})
                assert suggestions
                action = rng.choice(suggestions)["value"]
                played = await table.fake.slash(user, thread, "move",
                                                options={"action": action})
                assert played.ephemeral and f"`{action}`" in played.content
                await pick_through(table, user, played.message, rng)
            turns += 1
            assert turns < 400

        final = await table.fake.wait_for_message(
            lambda m: m.channel_id == thread.id and any(
                a.filename == f"ostriches-{game_id}.json" for a in m.attachments))
        info = await bot.service.games.info(game_id)
        assert info.game.status == "finished"
        outcome = outcome_from_json(info.game.outcome)
        assert outcome is not None
        [winner] = outcome.winners
        assert final.content.startswith(f"**{info.names[winner]} wins"), final.content

        # Each player was told privately when it was their turn.
        for user in (table.alice, table.bob):
            assert any("Your turn" in m.text() for m in table.fake.dms_to(user))

        # No public message holds a line meant for one player only.
        public = table.fake.public_text()
        actions = await bot.store.list_actions(game_id)
        secrets = [e for a in actions for e in events_from_json(a.events)
                   if e.audience is not None]
        assert secrets
        names = info.names
        for event in secrets:
            params = {k: names[int(v)] if k.startswith("player") else v
                      for k, v in event.params.items()}
            for lang in i18n.LANGUAGES:
                assert i18n.t(event.key, lang, **params) not in public


async def test_outsiders_and_wrong_turns_are_refused_privately(table: Table):
    async with table.bot() as bot:
        game_id, _lobby = await open_lobby(table)
        info, mover = await whose_turn(bot, game_id)
        waiting = table.user(mover)
        other = table.bob if waiting is table.alice else table.alice
        board = table.latest_with(table.thread(), f"g:play:{game_id}:")
        outsider = await table.fake.press(table.carol, board, f"g:play:{game_id}:"
                                                             f"{info.game.version}")
        assert outsider.ephemeral and "not playing in game" in outsider.content
        early = await table.fake.slash(other, table.thread(), "move",
                                       options={"action": "eye@c2", "game": game_id})
        assert early.ephemeral and "not your turn" in early.content
        wrong = await table.fake.slash(waiting, table.thread(), "move",
                                       options={"action": "a1-b3", "game": game_id})
        assert wrong.ephemeral and wrong.content
        after = await bot.service.games.info(game_id)
        assert after.game.version == info.game.version


async def test_two_simultaneous_presses_apply_once(table: Table):
    async with table.bot() as bot:
        game_id, _ = await open_lobby(table)
        info, mover = await whose_turn(bot, game_id)
        user = table.user(mover)
        board = table.latest_with(table.thread(), f"g:play:{game_id}:")
        # the first screen offers the kinds of pawn, the next one their squares
        opened = await table.fake.press(user, board, f"g:play:{game_id}:{info.game.version}")
        assert opened.message is not None
        kind = next(c["custom_id"] for c in opened.message.all_components()
                    if c.get("custom_id", "").startswith("g:pick:"))
        chooser = await table.fake.press(user, opened.message, kind)
        squares = [c["custom_id"] for c in chooser.message.all_components()
                   if c.get("custom_id", "").startswith("g:pick:")]
        if not squares:  # many squares: a select menu
            select = next(c for c in chooser.message.all_components()
                          if c.get("custom_id", "").startswith("g:sel:"))
            values = [o["value"] for o in select["options"][:2]]
            presses = [table.fake.select(user, chooser.message, select["custom_id"], [v])
                       for v in values]
        else:
            presses = [table.fake.press(user, chooser.message, cid) for cid in squares[:2]]
        results = await asyncio.gather(*presses)
        assert len(await bot.store.list_actions(game_id)) == 1
        # both presses were on one picker: one plays and edits it, the other is refused in
        # a private message of its own (a follow-up, had its action been slow and deferred)
        assert sorted(r.callback_type or 0 for r in results) == [4, 7]
        refusals = [r.content for r in results if r.callback_type == 4]
        refusals += [f.content for r in results for f in r.followups]
        assert len(refusals) == 1 and all(r.ephemeral for r in results)
        # the refusal says what happened: the turn moved on, or the part was already played
        assert "so nothing" in refusals[0] or "not your turn" in refusals[0], refusals


async def test_a_restarted_bot_keeps_the_old_buttons_working(table: Table):
    async with table.bot() as bot:
        game_id, _lobby = await open_lobby(table)
        info, _ = await whose_turn(bot, game_id)
        board = table.latest_with(table.thread(), f"g:view:{game_id}")
    async with table.bot() as bot:
        view = await table.fake.press(table.bob, board, f"g:view:{game_id}")
        assert view.ephemeral and view.message.attachments
        assert view.message.attachments[0].filename == "board.png"
        again, mover = await whose_turn(bot, game_id)
        assert again.game.version == info.game.version
        play = await table.fake.press(table.user(mover), board,
                                      f"g:play:{game_id}:{info.game.version}")
        assert play.ephemeral and "choose your action" in play.content


async def test_closed_dms_fall_back_to_a_mention_and_the_view_button(table: Table):
    table.bob.dms_closed = True
    table.alice.dms_closed = True
    async with table.bot() as bot:
        game_id, _ = await open_lobby(table)
        _info, mover = await whose_turn(bot, game_id)
        thread = table.thread()
        mention = await table.fake.wait_for_message(
            lambda m: m.channel_id == thread.id and f"<@{mover}>" in m.content)
        assert "Your turn" in mention.content and not mention.attachments
        user = await bot.store.get_user(mover)
        assert user is not None and user.dm_closed
        view = await table.fake.press(table.user(mover), mention, f"g:view:{game_id}")
        assert view.ephemeral and view.message.attachments
        info = await bot.service.games.info(game_id)
        seat = info.seat_of(mover)
        assert seat is not None
        assert f"You play **{info.names[seat]} (" in view.content  # sides named after players


async def test_french_players_get_french_answers(table: Table):
    async with table.bot():
        created = await table.fake.slash(table.alice, table.channel, "game new",
                                         options={"kind": "ostriches",
                                                  "options": "memory=total"},
                                         locale="fr")
        assert created.ephemeral
        assert created.content == ("L’option memory attend l’une des valeurs pure, assist, "
                                   "pas « total ».")
        mine = await table.fake.slash(table.alice, table.channel, "game mine", locale="fr")
        assert mine.ephemeral and "Vous n’êtes dans aucune partie" in mine.content


async def test_a_bug_is_logged_and_the_user_told_without_details(table: Table, caplog):
    async with table.bot() as bot:
        game_id, _ = await open_lobby(table)

        async def broken(*args, **kwargs):
            raise RuntimeError("database exploded")

        bot.service.play.act = broken
        _info, mover = await whose_turn(bot, game_id)
        answer = await table.fake.slash(table.user(mover), table.thread(), "move",
                                        options={"action": "eye@c2", "game": game_id})
        assert answer.ephemeral
        assert answer.content == "Something went wrong on our side. Nothing was changed; " \
                                 "please try again."
        assert "database exploded" not in answer.content
        assert any("database exploded" in str(r.exc_info) and f"game {game_id}" in r.message
                   for r in caplog.records)


async def test_a_move_typed_in_a_game_thread_is_never_played_in_another_game(table: Table):
    async with table.bot() as bot:
        first_id, _ = await open_lobby(table)
        first_thread = table.thread()
        elsewhere = await table.fake.create_text_channel(table.guild, "more-games")
        second_id, _ = await open_lobby(dataclasses.replace(table, channel=elsewhere))
        _, mover_id = await whose_turn(bot, first_id)
        assert mover_id is not None
        _, choices = await bot.service.play.choices(first_id, mover_id)
        await bot.service.play.act(first_id, mover_id, choices[0].notation)
        second, second_mover = await whose_turn(bot, second_id)
        assert second_mover == mover_id  # waited for in the second game, not in the first
        _, legal_there = await bot.service.play.choices(second_id, mover_id)
        refused = await table.fake.slash(table.user(mover_id), first_thread, "move",
                                         options={"action": legal_there[0].notation})
        assert refused.ephemeral and f"not your turn in game #{first_id}" in refused.content
        assert (await bot.service.games.info(second_id)).game.version == second.game.version
        lounge = await table.fake.create_text_channel(table.guild, "lounge")
        played = await table.fake.slash(table.user(mover_id), lounge, "move",
                                        options={"action": legal_there[0].notation})
        assert f"Ostriches #{second_id}" in played.content  # where they have no game: the one
        assert (await bot.service.games.info(second_id)).game.version == second.game.version + 1
