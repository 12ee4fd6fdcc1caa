"""Clocks through Discord (the fake): a timeout vote by buttons, the bot playing the absent
seat, the seat taken back, `/game resign`, `/game mine`, and `/settings vacation|digest`."""

from __future__ import annotations

from datetime import timedelta

from .conftest import Table, join_and_start, lobby_game, lobby_message


async def clocked_game(table: Table, clock: str) -> int:
    """Alice opens an Ostriches lobby with `clock`, Bob joins, Alice starts."""
    created = await table.fake.slash(table.alice, table.channel, "game new",
                                     options={"kind": "ostriches", "clock": clock})
    lobby = await lobby_message(table.fake, created, table.channel)
    assert any(field["name"] == "Clock" and field["value"] == "1 h per move"
               for field in lobby.embeds[0]["fields"])
    game_id = lobby_game(lobby)
    await join_and_start(table.fake, lobby, table.alice, [table.bob])
    return game_id


def has_component(message, prefix: str):
    return any(c.get("custom_id", "").startswith(prefix) for c in message.all_components())


async def test_a_timeout_vote_by_buttons_then_the_bot_plays_and_the_seat_is_taken_back(
        table: Table):
    async with table.bot() as bot:
        game_id = await clocked_game(table, "move:1h")
        info = await bot.service.games.info(game_id)
        absent_seat = info.to_act[0]
        absent = table.user(info.user_of(absent_seat))
        present = table.bob if absent is table.alice else table.alice
        mine = await table.fake.slash(absent, table.channel, "game mine")
        deadline = await bot.store.pending_timers(game_id=game_id)
        assert mine.ephemeral and f"<t:{int(deadline[-1].due_at.timestamp())}:R>" in \
            mine.content

        table.clock.advance(timedelta(hours=1))
        await bot.timers.run_due()
        thread = table.thread()
        vote = await table.fake.wait_for_message(
            lambda m: m.channel_id == thread.id and has_component(m, f"g:vote:{game_id}:"))
        assert f"{absent.name} has run out of time" in vote.content
        own = await table.fake.press(absent, vote, "End the game")
        assert own.ephemeral and "This vote is about you" in own.content

        decided = await table.fake.press(present, vote, "Let the bot play")
        assert decided.callback_type == 7
        assert "Decided: Let the bot play." in decided.message.content
        assert not has_component(decided.message, "g:vote:")
        await table.fake.wait_for_message(  # the turn's board says who played it
            lambda m: m.channel_id == thread.id and bool(m.attachments)
            and f"The bot plays for {absent.name}." in m.content)
        after = await bot.service.games.info(game_id)
        assert after.to_act == [1 - absent_seat] and after.is_auto(absent_seat)

        handover = await table.fake.wait_for_message(
            lambda m: m.channel_id == thread.id and has_component(m, f"g:reclaim:{game_id}"))
        refused = await table.fake.press(present, handover, f"g:reclaim:{game_id}")
        assert refused.ephemeral and "your seat is yours" in refused.content
        back = await table.fake.press(absent, handover, f"g:reclaim:{game_id}")
        assert back.ephemeral and "is yours again" in back.content
        assert not (await bot.service.games.info(game_id)).is_auto(absent_seat)


async def test_resigning_by_slash_command_gives_the_other_player_the_win(table: Table):
    async with table.bot() as bot:
        game_id = await clocked_game(table, "move:1h")
        resigned = await table.fake.slash(table.bob, table.channel, "game resign",
                                          options={"game": game_id})
        assert resigned.ephemeral and "You resigned" in resigned.content
        final = await table.fake.wait_for_message(
            lambda m: "bob resigned: alice wins." in m.content)
        assert final.attachments
        info = await bot.service.games.info(game_id)
        assert info.game.status == "finished"
        again = await table.fake.slash(table.alice, table.channel, "game resign",
                                       options={"game": game_id})
        assert again.ephemeral and "is over" in again.content


async def test_vacation_and_digest_settings_answer_privately(table: Table):
    async with table.bot() as bot:
        game_id = await clocked_game(table, "move:1h")
        away = await table.fake.slash(table.bob, table.channel, "settings vacation",
                                      options={"days": 3})
        assert away.ephemeral and "Enjoy your break" in away.content and "27" in away.content
        assert 1 in (await bot.service.games.info(game_id)).away
        too_long = await table.fake.slash(table.bob, table.channel, "settings vacation",
                                          options={"days": 40})
        assert too_long.ephemeral and "You cannot take 40 days" in too_long.content
        back = await table.fake.slash(table.bob, table.channel, "settings vacation",
                                      options={"days": 0})
        assert back.ephemeral and "Welcome back" in back.content
        digest = await table.fake.slash(table.alice, table.channel, "settings digest",
                                        options={"state": "on", "hour": 7}, locale="fr")
        assert digest.ephemeral and "à 7 h UTC" in digest.content
        bad_clock = await table.fake.slash(table.alice, table.channel, "game new",
                                           options={"kind": "ostriches", "clock": "hourly"})
        assert bad_clock.ephemeral and "is not a clock" in bad_clock.content
