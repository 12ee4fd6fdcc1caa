"""Catching up through Discord (the fake): one live status message, a fixed number of posts
per turn, `/game recap`, the archived thread at the end, and `/stats`.

The budget of public posts per turn (stated in the README): a turn posts at most two new
messages in the game's thread, the board and, only when the next player's DMs are closed, a
mention telling them it is their turn; the status message is posted once at the start and
then only edited; the last turn's board is the final message.
"""

from __future__ import annotations

import asyncio
import random
import time
from dataclasses import replace

import i18n
from cogs.app import GameBot
from cogs.recap import fit_lines
from games import get_engine
from sessions.core import events_from_json, outcome_from_json
from sessions.record.recap import recap_for
from sessions.words.presenter import line_for, render_lines, seat_names
from tests.fake_discord.interactions import InteractionResult
from tests.fake_discord.models import PATIENCE, FakeUser, RecordedMessage

from .conftest import Table, open_lobby

POSTS_PER_TURN = 2  # the board, and a mention only when the next player's DMs are closed
SHORT_GAME = 16  # with the table's seed, random actions end this game in 56 actions


async def settle(bot: GameBot) -> None:
    """Wait until delivery has sent everything queued so far."""
    deadline = time.monotonic() + PATIENCE
    while await bot.store.pending_outbox_count():
        assert time.monotonic() < deadline, "delivery did not empty the outbox"
        bot.deliverer.wake()
        await asyncio.sleep(0.005)


def channel_posts(table: Table) -> list[RecordedMessage]:
    """Every new message the bot posted in the server (edits and interaction replies aside)."""
    return [m for m in table.fake.messages.values()
            if m.kind == "channel" and table.fake.is_public(m)]


async def private_texts(bot: GameBot, game_id: int) -> dict[int, list[str]]:
    """Every private event line of the game so far, in every language, by the seat it is for."""
    info = await bot.service.games.info(game_id)
    found: dict[int, list[str]] = {seat: [] for seat in info.names}
    for action in await bot.store.list_actions(game_id):
        for event in events_from_json(action.events):
            if event.audience is not None:
                line = line_for(event, info.names)
                found[event.audience] += [render_lines([line], lang) for lang in i18n.LANGUAGES]
    return found


async def recap(table: Table, user: FakeUser, game_id: int,
                where: object = None) -> InteractionResult:
    """`/game recap` by `user`: a private answer with the two boards, within Discord's limit."""
    answer = await table.fake.slash(user, where or table.thread(), "game recap",
                                    options={"game": game_id})
    assert answer.ephemeral, answer
    assert [a.filename for a in answer.attachments] == ["before.png", "after.png"]
    assert all(a.data.startswith(b"\x89PNG") for a in answer.attachments)
    assert 0 < len(answer.content) <= 2000
    return answer


async def play_turn(table: Table, bot: GameBot, game_id: int, rng: random.Random) -> None:
    """The player the game waits for plays their whole turn, one `/move` per step."""
    info = await bot.service.games.info(game_id)
    seat = info.to_act[0]
    mover = info.user_of(seat)
    while seat in info.to_act:
        _, choices = await bot.service.play.choices(game_id, mover)
        notation = rng.choice(choices).notation
        played = await table.fake.slash(table.user(mover), table.thread(), "move",
                                        options={"action": notation, "game": game_id})
        assert played.ephemeral and f"`{notation}`" in played.content, played
        info = await bot.service.games.info(game_id)


async def test_a_whole_game_keeps_one_status_message_and_a_fixed_post_budget(table: Table):
    table.bob.dms_closed = True  # Bob's turns are announced by a mention in the thread
    rng = random.Random(SHORT_GAME)
    async with table.bot() as bot:
        # Status edits are throttled to one a second per game in real time; the test counts
        # what each turn causes, so it lets every edit go out at once.
        bot.deliverer.policy = replace(bot.deliverer.policy, status_interval=0.0)
        game_id, lobby = await open_lobby(table)
        thread = table.thread()
        await settle(bot)
        info = await bot.service.games.info(game_id)
        first_dms_closed = info.user_of(info.to_act[0]) == table.bob.id
        # the lobby card (in the channel), the board, the status (a mention)
        assert len(channel_posts(table)) == 3 + first_dms_closed

        per_turn: list[tuple[int, int | None]] = []  # (posts, who plays next)
        while (await bot.service.games.info(game_id)).to_act:
            before = {m.id for m in channel_posts(table)}
            await play_turn(table, bot, game_id, rng)
            await settle(bot)
            info = await bot.service.games.info(game_id)
            new = [m for m in channel_posts(table) if m.id not in before]
            assert all(m.channel_id == thread.id for m in new)
            per_turn.append((len(new), info.user_of(info.to_act[0]) if info.to_act else None))
            if len(per_turn) % 6 == 0 and info.to_act:  # the next player catches up
                waiting = table.user(info.user_of(info.to_act[0]))
                answer = await recap(table, waiting, game_id)
                secrets = await private_texts(bot, game_id)
                seat = info.seat_of(waiting.id)
                assert seat is not None
                others = secrets[1 - seat]
                assert others and not [s for s in others if s in answer.text()]
                before_png, after_png = answer.attachments
                assert before_png.data != after_png.data
                engine = get_engine("ostriches")  # the boards name players as the text does
                now = engine.view(bot.service.games.state_of(info), seat)
                assert after_png.data == engine.render(now, "en", seat_names(info.names))
            assert len(per_turn) < 200

        # (b) the budget holds on every turn, and is reached only for a closed-DM player
        assert max(count for count, _ in per_turn) <= POSTS_PER_TURN
        assert all(count == 1 for count, after in per_turn if after != table.bob.id)
        assert all(count == 2 for count, after in per_turn if after == table.bob.id)
        assert per_turn[-1] == (1, None)  # the final message
        final = next(m for m in table.fake.messages_in(thread)
                     if any(a.filename == f"ostriches-{game_id}.json" for a in m.attachments))

        # (a) one status message in the thread, edited in place all game long
        game = await bot.store.get_game(game_id)
        status = table.fake.message(game.status_message_id)
        title = f"**Ostriches #{game_id}** · "
        assert [m for m in table.fake.messages_in(thread)
                if m.versions[0].content.startswith(title)] == [status]
        assert len(table.fake.edits_of(status)) >= len(per_turn)
        assert status.content.startswith(title + "Finished")

        # (d) the thread renamed to the result and archived after the last edit; the lobby
        # message in the channel now says how the game ended
        info = await bot.service.games.info(game_id)
        [winner] = [info.names[s] for s in outcome_from_json(info.game.outcome).winners]
        assert thread.archived and thread.name == f"Ostriches #{game_id} · {winner} wins"
        lobby = table.fake.message(lobby)
        assert lobby.content == (f"**Ostriches #{game_id}** · {winner} wins — "
                                 f"{winner} wins with four ostriches face up.")
        assert lobby.embeds == []
        assert [c["custom_id"] for c in lobby.all_components() if "custom_id" in c] == [
            f"g:view:{game_id}"]
        requests = table.fake.requests
        archived = next(r.seq for r in requests if r.method == "PATCH"
                        and r.path == f"/channels/{thread.id}" and (r.json or {}).get("archived"))
        assert max(r.seq for r in requests if r.method == "PATCH"
                   and r.path.endswith(f"/messages/{status.id}")) < archived
        final_post = next(r.seq for r in requests if r.method == "POST"
                          and isinstance(r.response, dict)
                          and r.response.get("id") == str(final.id))
        assert final_post < archived

        # (c) + (e) after the end: a spectator's recap and the statistics hold no secret
        secrets = await private_texts(bot, game_id)
        every_secret = secrets[0] + secrets[1]
        spectator = await recap(table, table.carol, game_id, where=table.channel)
        assert "spectator" in spectator.content and "Since the start" in spectator.content
        whole = await recap_for(bot.store, game_id, None)
        cut = len(render_lines(whole.lines, "en")) > 2000  # too long for one message
        assert ("earlier lines left out" in spectator.content) == cut
        loser = next(name for name in info.names.values() if name != winner)
        mine = await table.fake.slash(table.alice, table.channel, "stats player")
        theirs = await table.fake.slash(table.carol, table.channel, "stats player",
                                        options={"user": table.bob})
        board = await table.fake.slash(table.carol, table.channel, "stats leaderboard",
                                       options={"game": "ostriches"})
        for answer in (mine, theirs, board):
            assert answer.ephemeral, answer
        alice_won = winner == "alice"
        assert f"Ostriches: wins {int(alice_won)}/1 ({100 * alice_won}%)" in mine.content
        assert f"- Ostriches #{game_id}: {'won' if alice_won else 'not won'}" in mine.content
        assert f"Ostriches: wins {int(not alice_won)}/1" in theirs.content
        apart = board.content.splitlines()[1:4]  # one game each: listed apart, unranked
        assert apart[0] == "Fewer than 5 rated games, not ranked yet:"
        assert [line.split(" — ")[0] for line in apart[1:]] == [f"- {winner}", f"- {loser}"]
        shown = spectator.text() + mine.text() + theirs.text() + board.text()
        assert every_secret and not [s for s in every_secret if s in shown]
        assert not [s for s in every_secret if s in table.fake.public_text()]
        assert thread.archived  # nothing above reopened it


async def test_a_running_game_cancelled_is_archived_as_cancelled(table: Table):
    async with table.bot() as bot:
        bot.deliverer.policy = replace(bot.deliverer.policy, status_interval=0.0)
        game_id, lobby = await open_lobby(table)
        thread = table.thread()
        answer = await table.fake.slash(table.alice, table.channel, "game cancel",
                                        options={"game": game_id})
        assert answer.ephemeral
        await settle(bot)
        assert thread.archived and thread.name == f"Ostriches #{game_id} · cancelled"
        assert table.fake.message(lobby).content == f"**Ostriches #{game_id}** · cancelled"


async def test_a_recap_in_french_names_its_parts_and_shows_the_start(table: Table):
    async with table.bot():
        game_id, _ = await open_lobby(table)
        answer = await table.fake.slash(table.carol, table.thread(), "game recap",
                                        options={"game": game_id}, locale="fr")
        assert answer.ephemeral and "Depuis le début (actions jouées : 0) :" in answer.content
        assert "Avant : le plateau au début de la partie." in answer.content
        late = await table.fake.slash(table.carol, table.thread(), "game recap",
                                      options={"game": game_id + 1})
        assert late.ephemeral and f"There is no game #{game_id + 1} here." in late.content


def test_a_long_recap_keeps_the_newest_lines_and_says_how_many_were_left_out():
    lines = [f"line {number:03d} " + "x" * 60 for number in range(100)]
    text = fit_lines("**Ostriches #1** · Waiting for: alice", lines, "-# boards", "en")
    assert len(text) <= 2000
    kept = [line for line in lines if line in text]
    assert kept == lines[-len(kept):] and 20 < len(kept) < 100
    assert f"(earlier lines left out: {100 - len(kept)})" in text
    assert text.startswith("**Ostriches #1**") and text.endswith("-# boards")
    assert fit_lines("head", ["a", "b"], "tail", "en") == "head\na\nb\ntail"
