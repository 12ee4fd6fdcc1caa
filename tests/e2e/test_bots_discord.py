"""Bots at the table, through the fake Discord: `/game new bots: level:`, the lobby card's
Add a bot and Remove, whole games of each game with one person and bots, a restart in the
middle of a bot's turn, the takeover played by the bot at the server's level, and one game
whose decisions go through the real worker processes."""

from __future__ import annotations

import asyncio
import random
from collections.abc import Callable, Mapping
from concurrent.futures import Executor, Future
from datetime import datetime, timedelta
from typing import Any

import pytest

from cogs.app import GameBot
from games.ai import Budget
from games.ostriches import bot as ostriches_bot
from sessions.bots import bots as bots_module
from sessions.bots.bots import InlineExecutor, process_pool
from tests.fake_discord.models import FakeUser, RecordedMessage

from .conftest import END_OF_TIME, Table, custom_ids, settle
from .lobby import created_game, game_card, lobby_game, lobby_message
from .test_clocks_discord import clocked_game

SEED = 1919


@pytest.fixture(autouse=True)
def small_budgets(monkeypatch: pytest.MonkeyPatch) -> None:
    """Ostriches' search levels decide with small budgets here (inline decisions only; the
    worker processes of the pool test keep theirs): the tests are about the table."""
    monkeypatch.setattr(ostriches_bot, "BUDGETS", {
        level: Budget(iterations=8, rollout_steps=4) for level in ostriches_bot.BUDGETS})


class RecordingExecutor(InlineExecutor):
    """Decides inline, remembering each decision's (kind, seat, level)."""

    def __init__(self) -> None:
        self.decisions: list[tuple[str, int, str]] = []

    def submit(self, fn: Callable[..., Any], /, *args: Any, **kwargs: Any) -> Future[Any]:
        if fn is bots_module.decide:
            kind, _view, seat, level, _seed = args
            self.decisions.append((kind, seat, level))
        return super().submit(fn, *args, **kwargs)


async def new_bot_game(table: Table, kind: str, bots: int, level: str = "hard",
                       options: str | None = None) -> int:
    """Alice opens a game of `kind` with `bots` bots: it starts at once."""
    opts: dict[str, Any] = {"kind": kind, "bots": bots, "level": level}
    if options:
        opts["options"] = options
    created = await table.fake.slash(table.alice, table.channel, "game new", options=opts)
    assert created.ephemeral and "has started with its bots" in created.content, created
    await game_card(table.fake, created, table.channel)
    return created_game(created)


async def play_alone_against_bots(table: Table, bot: GameBot, game_id: int,
                                  rng: random.Random, max_moves: int = 600) -> None:
    """Alice plays random legal steps by /move in the game's thread until it ends; the game
    never waits for anyone else (the bots answer by themselves)."""
    for _ in range(max_moves):
        await settle(bot)
        info = await bot.service.games.info(game_id)
        if info.game.status != "active":
            return
        assert info.to_act and all(
            info.seat_of(table.alice.id) == seat or info.is_auto(seat) for seat in info.to_act)
        assert info.seat_of(table.alice.id) in info.to_act, "waiting for a bot that never plays"
        _, choices = await bot.service.play.choices(game_id, table.alice.id)
        played = await table.fake.slash(table.alice, table.thread(), "move", options={
            "action": rng.choice(choices).notation, "game": game_id})
        assert played.ephemeral, played
    raise AssertionError("the game never ended")


async def check_whole_game(table: Table, bot: GameBot, game_id: int, bot_seats: set[int]) -> None:
    """The game ended, every bot seat played (logged as anyone's), and the thread got the
    final post with the record, as after any game."""
    await settle(bot)
    info = await bot.service.games.info(game_id)
    assert info.game.status == "finished"
    assert bot_seats <= {a.seat for a in await bot.store.list_actions(game_id)}
    await table.fake.wait_for_message(
        lambda m: m.channel_id == table.thread().id and any(
            a.filename == f"{info.game.kind}-{game_id}.json" for a in m.attachments))


@pytest.mark.parametrize(("kind", "bots", "level", "options"), [
    ("ostriches", 1, "hard", None),
    ("scramble", 3, "normal", "max_rounds=6"),
    ("zigzag", 2, "easy", "rounds=1"),
])
async def test_a_whole_game_with_one_person_and_bots(table: Table, kind: str, bots: int,
                                                     level: str, options: str | None) -> None:
    async with table.bot() as bot:
        game_id = await new_bot_game(table, kind, bots, level, options)
        info = await bot.service.games.info(game_id)
        assert [s.display_name for s in info.seats][1:] == (
            [f"Bot ({level})"] + [f"Bot {n} ({level})" for n in range(2, bots + 1)])
        await play_alone_against_bots(table, bot, game_id, random.Random(SEED))
        await check_whole_game(table, bot, game_id, set(range(1, bots + 1)))


async def test_a_bot_game_whose_card_is_first_posted_after_its_start(
        table: Table, monkeypatch: pytest.MonkeyPatch) -> None:
    """A game opened with enough bots commits its lobby, then starts: its card is drawn by
    delivery either side of the start. Held until the start has committed, the card comes
    out once, showing the game (My view, no Join), and the game is played to its end."""
    async with table.bot() as bot:
        started = asyncio.Event()
        claim, start = bot.deliverer.ownership.claim, bot.service.lobby.start

        async def after_the_start(due: Mapping[int | None, datetime]) -> set[int | None]:
            await started.wait()
            return await claim(due)

        async def start_then_deliver(*args: Any, **kwargs: Any) -> Any:
            try:
                return await start(*args, **kwargs)
            finally:
                started.set()

        monkeypatch.setattr(bot.deliverer.ownership, "claim", after_the_start)
        monkeypatch.setattr(bot.service.lobby, "start", start_then_deliver)
        game_id = await new_bot_game(table, "ostriches", 1, "easy")
        card = table.fake.messages_in(table.channel)[0]
        assert custom_ids(card, f"g:view:{game_id}") and not custom_ids(card, "g:lobby:"), card
        await play_alone_against_bots(table, bot, game_id, random.Random(SEED))
        await check_whole_game(table, bot, game_id, {1})


async def test_game_new_refuses_more_bots_than_the_game_seats_clearly(table: Table) -> None:
    """(An unknown level, or thousands of digits, Discord refuses itself: the level's
    choices, the count's range; tests/sessions/test_bots.py sends them to the session.)"""
    fake = table.fake
    async with table.bot() as bot:
        for options, said in (
                ({"kind": "ostriches", "bots": 2}, "room for at most 1 bot beside"),
                ({"kind": "zigzag", "bots": 4}, "room for at most 3 bots")):
            refused = await fake.slash(table.alice, table.channel, "game new", options=options)
            assert refused.ephemeral and said in refused.content, (options, refused)
            assert len(refused.content) < 300
        assert await bot.service.games.games_here(table.here()) == []


async def open_plain_lobby(table: Table, kind: str = "scramble") -> RecordedMessage:
    created = await table.fake.slash(table.alice, table.channel, "game new",
                                     options={"kind": kind})
    return await lobby_message(table.fake, created, table.channel)


async def add_bot(table: Table, lobby: RecordedMessage, user: FakeUser, level: str) -> Any:
    """`user` presses Add a bot on the card, then `level` in their private picker."""
    game_id = lobby_game(lobby)
    picker = await table.fake.press(user, lobby, f"g:lobby:bot:{game_id}")
    assert picker.ephemeral, picker
    if not custom_ids(picker.message, "g:lobby:botlevel:"):
        return picker
    assert [c.get("label") for c in picker.message.all_components()
            if c.get("custom_id", "").startswith("g:lobby:botlevel:")] == [
        "easy", "normal", "hard"]
    return await table.fake.press(user, picker.message, f"g:lobby:botlevel:{level}:{game_id}")


async def test_the_host_adds_and_removes_bots_from_the_lobby_card(table: Table) -> None:
    fake = table.fake
    async with table.bot() as bot:
        lobby = await open_plain_lobby(table)
        game_id = lobby_game(lobby)
        added = await add_bot(table, lobby, table.alice, "hard")
        assert "A bot joins" in added.content, added
        await fake.wait_until(lambda: "Bot (hard)" in fake.message(lobby.id).text() or None,
                              fake.timeout, "the bot on the lobby card")
        card = fake.message(lobby.id)
        [remove] = custom_ids(card, "g:lobby:unbot:")
        # Bob, not the host: refused privately, for both buttons
        refused = await fake.press(table.bob, card, f"g:lobby:bot:{game_id}")
        assert refused.ephemeral and "Only the host" in refused.content, refused
        refused = await fake.press(table.bob, card, remove)
        assert refused.ephemeral and "Only the host" in refused.content, refused
        assert len((await bot.service.games.info(game_id)).seats) == 2
        removed = await fake.press(table.alice, card, remove, wait_followup=False)
        assert removed.callback_type in (6, 7), removed
        await fake.wait_until(lambda: "Bot (hard)" not in fake.message(lobby.id).text() or None,
                              fake.timeout, "the bot gone from the card")
        seats = (await bot.service.games.info(game_id)).seats
        assert [s.user_id for s in seats] == [table.alice.id]


async def test_a_full_lobby_takes_no_bot_even_pressed_twice_at_once(table: Table) -> None:
    fake = table.fake
    async with table.bot() as bot:
        lobby = await open_plain_lobby(table, "ostriches")
        game_id = lobby_game(lobby)
        first = await fake.press(table.alice, lobby, f"g:lobby:bot:{game_id}")
        second = await fake.press(table.alice, lobby, f"g:lobby:bot:{game_id}")
        pressed = await asyncio.gather(*(
            fake.press(table.alice, picker.message, f"g:lobby:botlevel:{level}:{game_id}")
            for picker, level in ((first, "easy"), (second, "hard"))))
        refusals = [p for p in pressed if "is full" in p.content]
        assert len(refusals) == 1 and refusals[0].ephemeral, pressed
        assert len((await bot.service.games.info(game_id)).seats) == 2
        late = await add_bot(table, lobby, table.alice, "easy")  # the lobby is full
        assert late.ephemeral and "is full" in late.content, late  # said before any picker
        assert len((await bot.service.games.info(game_id)).seats) == 2


async def test_a_member_of_another_server_cannot_seat_a_bot(table: Table) -> None:
    fake = table.fake
    async with table.bot() as bot:
        lobby = await open_plain_lobby(table)
        game_id = lobby_game(lobby)
        mallory = await fake.create_user("mallory")
        guild = await fake.create_guild("Another club", owner=mallory)
        lounge = await fake.create_text_channel(guild, "lounge")
        created = await fake.slash(mallory, lounge, "game new", options={"kind": "zigzag"})
        own = await lobby_message(fake, created, lounge)
        for forged in (f"g:lobby:bot:{game_id}", f"g:lobby:botlevel:hard:{game_id}",
                       f"g:lobby:unbot:1:{game_id}"):
            pressed = await fake.press_custom(mallory, own, forged)
            assert pressed.ephemeral and "Nothing was changed" in pressed.content, pressed
        assert len((await bot.service.games.info(game_id)).seats) == 1


async def give_the_bot_the_move(bot: GameBot, table: Table, game_id: int) -> None:
    """Unless the bot has the move already (Ostriches: one placement each), Alice makes hers,
    and the game waits for the bot."""
    info = await bot.service.games.info(game_id)
    if info.to_act != [1]:
        _, choices = await bot.service.play.choices(game_id, table.alice.id)
        await bot.service.play.act(game_id, table.alice.id,
                                   random.Random(SEED).choice(choices).notation)


async def test_a_restart_between_the_bots_decision_and_its_commit_makes_the_move_once(
        table: Table, monkeypatch: pytest.MonkeyPatch) -> None:
    decided: list[str] = []
    async with table.bot() as bot:
        game_id = await new_bot_game(table, "ostriches", 1, "normal")
        await settle(bot)

        async def stops_before_commit(seen: Any, seat: int, notation: str, *,
                                      announce: bool, out_of_turn: bool = False) -> bool:
            decided.append(notation)  # the process stops here: nothing committed
            await asyncio.Event().wait()
            return False

        monkeypatch.setattr(bot.service.play, "play_bot_step", stops_before_commit)
        await give_the_bot_the_move(bot, table, game_id)
        await table.fake.wait_until(lambda: decided or None, table.fake.timeout, "a decision")
        logged = len(await bot.store.list_actions(game_id))
    async with table.bot() as bot:  # the restart (a new service) takes the bot's turn up again
        await settle(bot)
        actions = await bot.store.list_actions(game_id)
        assert len(actions) == logged + 1
        assert actions[-1].seat == 1 and actions[-1].notation == decided[0]
        assert (await bot.service.games.info(game_id)).to_act == [0]


async def test_a_restart_between_the_bots_commit_and_its_delivery_posts_it_once(
        table: Table, monkeypatch: pytest.MonkeyPatch) -> None:
    from config import DeliverySettings

    committed: list[int] = []
    async with table.bot(delivery=DeliverySettings(poll_seconds=60)) as bot:
        game_id = await new_bot_game(table, "ostriches", 1, "normal")
        await settle(bot)
        original = bot.service.play.play_bot_step

        async def commits_then_stops(seen: Any, seat: int, notation: str, *,
                                     announce: bool, out_of_turn: bool = False) -> bool:
            while await bot.store.due_outbox(END_OF_TIME, limit=1):  # noqa: ASYNC110
                await asyncio.sleep(0.005)  # delivery is idle (polled: no event to wait on)...
            bot.service.on_enqueue = None  # ... and is not woken: the process stops first
            done = await original(seen, seat, notation, announce=announce,
                                  out_of_turn=out_of_turn)
            committed.append(seen.game.version + 1)
            await asyncio.Event().wait()
            return done

        monkeypatch.setattr(bot.service.play, "play_bot_step", commits_then_stops)
        await give_the_bot_the_move(bot, table, game_id)
        await table.fake.wait_until(lambda: committed or None, table.fake.timeout, "a commit")
        pending = await bot.store.due_outbox(END_OF_TIME, limit=50)
        assert pending, "delivery sent the bot's move before the stop"
        logged = await bot.store.list_actions(game_id)
    async with table.bot() as bot:  # a new service: delivery sends what was committed
        await settle(bot)
        assert await bot.store.list_actions(game_id) == logged  # not played again
        assert await bot.store.due_outbox(END_OF_TIME, limit=50) == []
        info = await bot.service.games.info(game_id)
        assert info.to_act == [0] and info.game.version == committed[0]


async def test_a_seat_taken_over_is_played_by_the_bot_at_the_servers_level(
        table: Table) -> None:
    recorder = RecordingExecutor()
    table.bot_executor = recorder
    fake = table.fake
    async with table.bot() as bot:
        game_id = await clocked_game(table, "move:1h")
        [absent_seat] = (await bot.service.games.info(game_id)).to_act
        present = (table.alice, table.bob)[1 - absent_seat]  # seats in joining order
        table.clock.advance(timedelta(hours=1))
        await bot.timers.run_due()
        vote = await fake.wait_for_message(lambda m: m.channel_id == table.thread().id and bool(
            custom_ids(m, f"g:vote:{game_id}:")))
        await fake.press(present, vote, "Let the bot play")
        await settle(bot)
        assert recorder.decisions[-1] == ("ostriches", absent_seat, "normal")  # the default
        assert (await bot.store.list_actions(game_id))[0].seat == absent_seat
        # a server manager (Alice owns the server) asks for easy; Bob may not
        refused = await fake.slash(table.bob, table.channel, "settings bots",
                                   options={"level": "hard"})
        assert refused.ephemeral and "Manage Server" in refused.content, refused
        set_level = await fake.slash(table.alice, table.channel, "settings bots",
                                     options={"level": "easy"})
        assert set_level.ephemeral and "easy level" in set_level.content, set_level
        _, choices = await bot.service.play.choices(game_id, present.id)
        await bot.service.play.act(game_id, present.id, choices[0].notation)
        await settle(bot)
        assert recorder.decisions[-1] == ("ostriches", absent_seat, "easy")
        assert (await bot.service.games.info(game_id)).to_act == [1 - absent_seat]


async def test_the_decisions_go_through_the_real_worker_processes(table: Table) -> None:
    made: list[Executor] = []

    def pool() -> Executor:
        made.append(process_pool())
        return made[-1]

    table.bot_executor = pool
    async with table.bot() as bot:
        game_id = await new_bot_game(table, "ostriches", 1, "easy")
        rng = random.Random(SEED)
        for _ in range(6):
            await settle(bot, seconds=60)
            _, choices = await bot.service.play.choices(game_id, table.alice.id)
            await bot.service.play.act(game_id, table.alice.id, rng.choice(choices).notation)
        await settle(bot, seconds=60)
        assert {a.seat for a in await bot.store.list_actions(game_id)} == {0, 1}
        assert made, "no worker process was started"
