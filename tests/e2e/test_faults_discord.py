"""Discord's faults, injected while real games are played through the real bot.

Ostriches (and one round of Zig Zag's live collecting) played through the fake Discord while
it fails the way Discord does: 429 rate limits (per route and global), 500, 502 and 503
errors, a 502 whose post had taken effect, DMs refused with 50007, interactions answered
after their three seconds, and the gateway dropped then RESUMEd, or its session lost and
IDENTIFYed afresh. After each test the same promises are checked:

- no action lost or doubled: the game's action log is exactly the actions the players made
  (each confirmed to them, or, answered too late, made all the same);
- no message lost or doubled: each outbox row reached its thread or DM at most once, every
  row but a stale turn notice did, and the bot posted nothing else there (delivery sends a
  nonce per row, which is how Discord recognises a retried post);
- no game stuck: the player the game waits for opens their picker from the thread;
- every interaction was answered, and nothing was logged as a bug.
"""

from __future__ import annotations

import asyncio
import contextlib
import random
import re
import time
from collections.abc import AsyncIterator, Sequence
from datetime import UTC, datetime

import pytest

from cogs.app import GameBot
from cogs.kit import replies
from cogs.kit.replies import QUICK_ANSWER_SECONDS
from config import DeliverySettings
from sessions import Choice
from sessions.core.outgoing import OutgoingMessage
from sessions.play.levels import picker_level
from storage import OutboxRecord
from tests.fake_discord.faults import (
    INTERACTION_CALLBACK,
    WEBHOOK,
    messages_of,
)
from tests.fake_discord.interactions import InteractionResult
from tests.fake_discord.models import (
    PATIENCE,
    BotTimeout,
    FakeChannel,
    FakeUser,
    NotDelivered,
    RecordedMessage,
    version_text,
)
from tests.fake_discord.server import FakeDiscord

from .conftest import Table, open_lobby
from .players import custom_ids, has_picks, way_to, ways
from .test_zigzag_live_discord import flip_slot, open_flip_group, open_live_game, set_up_courses

END_OF_TIME = datetime(9999, 1, 1, tzinfo=UTC)
NOTICES = ("turn", "remind", "digest")  # dropped, by design, once the player has acted
# Discord's faults are not the bot's bugs: every test here ends with no error logged.
pytestmark = pytest.mark.usefixtures("no_bug_logged")


@contextlib.asynccontextmanager
async def quick_bot(table: Table) -> AsyncIterator[GameBot]:
    """The table's bot, with delivery looking at the outbox often and retrying soon: the
    faults here last a fraction of a second (retries wait in the bot's clock, which
    `settle` moves on)."""
    async with table.bot(DeliverySettings(poll_seconds=0.05, base_backoff_seconds=0.05,
                                          max_backoff_seconds=0.2)) as bot:
        yield bot


@contextlib.asynccontextmanager
async def game_in_play(table: Table, seed: int) -> AsyncIterator[tuple[GameBot, int, Moves]]:
    """A `quick_bot` with a started game, and its players' `Moves` (seeded with `seed`)."""
    async with quick_bot(table) as bot:
        game_id, _ = await open_lobby(table)
        yield bot, game_id, Moves(table, bot, game_id, seed)


class Moves:
    """Plays a game as its players would, by /move or by Play and the picker, keeping every
    action the bot confirmed, in order."""

    def __init__(self, table: Table, bot: GameBot, game_id: int, seed: int) -> None:
        self.table, self.bot, self.game_id = table, bot, game_id
        self.rng = random.Random(seed)
        self.made: list[tuple[int, str]] = []

    @property
    def thread(self) -> FakeChannel:
        """The game's thread."""
        return self.table.thread()

    async def mover(self) -> tuple[int, FakeUser]:
        """The seat the game waits for, and its player."""
        info = await self.bot.service.games.info(self.game_id)
        assert info.game.status == "active" and info.to_act, info.game
        seat = info.to_act[0]
        return seat, self.table.user(info.user_of(seat) or 0)

    async def choose(self, user: FakeUser) -> Choice:
        """One of the user's legal actions, at random."""
        _, choices = await self.bot.service.play.choices(self.game_id, user.id)
        return self.rng.choice(choices)

    async def turn(self, *, by_command: bool) -> None:
        """The player the game waits for plays their whole turn: its first action by /move
        or with Play and the picker, the rest in the picker each answer offers."""
        seat, user = await self.mover()
        picker = await (self.command(user, seat) if by_command
                        else self.pick(user, seat, await self.open(user)))
        await self.finish(user, seat, picker)

    async def finish(self, user: FakeUser, seat: int, picker: RecordedMessage | None) -> None:
        """Play the rest of the turn in the picker each answer offers, if any."""
        while picker is not None:
            picker = await self.pick(user, seat, picker)

    async def command(self, user: FakeUser, seat: int,
                      choice: Choice | None = None) -> RecordedMessage | None:
        """`/move` one action; returns the picker for the rest of the turn, if any."""
        choice = choice or await self.choose(user)
        result = await self.table.fake.slash(
            user, self.thread, "move", options={"action": choice.notation, "game": self.game_id})
        return self.confirmed(result, seat, choice)

    def confirmed(self, result: InteractionResult, seat: int,
                  choice: Choice) -> RecordedMessage | None:
        """The bot told the player their action was played: keep it."""
        assert result.ephemeral and f"`{choice.notation}`" in result.content, result
        self.made.append((seat, choice.notation))
        return result.message if has_picks(result.message) else None

    async def open(self, user: FakeUser) -> RecordedMessage:
        """Press Play on the thread's message for the game as it stands."""
        info = await self.bot.service.games.info(self.game_id)
        play = f"g:play:{self.game_id}:{info.game.version}"
        board = await self.table.fake.wait_for_message(
            lambda m: m.channel_id == self.thread.id and play in custom_ids(m, "g:play:"))
        opened = await self.table.fake.press(user, board, play)
        assert opened.ephemeral and opened.message is not None, opened
        assert has_picks(opened.message), opened
        return opened.message

    async def pick(self, user: FakeUser, seat: int,
                   picker: RecordedMessage) -> RecordedMessage | None:
        """Walk the picker to an action chosen at random, one press per step."""
        choice = await self.choose(user)
        for _ in range(len(choice.path) + 2):
            result = await self.press_way(user, picker, choice)
            if f"`{choice.notation}`" in result.content:
                return self.confirmed(result, seat, choice)
            assert result.message is not None and has_picks(result.message), result
            picker = result.message
        raise AssertionError(f"the picker never played {choice.notation!r}")

    async def press_way(self, user: FakeUser, picker: RecordedMessage,
                        choice: Choice) -> InteractionResult:
        """Press the button, or choose the select option, that takes `choice` or leads
        towards it."""
        way = way_to(picker, choice)
        assert way is not None, f"no way to {choice} in {picker.text()}"
        return await way.press(self.table, user, picker)

    async def press_label(self, user: FakeUser, picker: RecordedMessage,
                          path: list[str]) -> InteractionResult:
        """Press the button, or choose the select option, that carries `path` (its labels
        from the start of the step: see `walk_to_the_last_step`)."""
        way = next((way for way in ways(picker) if way.path == path), None)
        assert way is not None, f"no way to {path} in {picker.text()}"
        return await way.press(self.table, user, picker)

    async def check_log(self) -> None:
        """The action log holds exactly the actions the players made: none lost, none twice."""
        actions = await self.bot.store.list_actions(self.game_id)
        assert [(a.seat, a.notation) for a in actions] == self.made

    async def check_played_through(self, *, dms_closed: tuple[FakeUser, ...] = ()) -> None:
        """Whatever Discord did, the game is whole: the log holds every action once, every
        message went out once where it belongs, and the next player can play on."""
        await self.check_log()
        await check_delivered_once(self.table, self.bot, self.game_id, dms_closed=dms_closed)
        await check_not_stuck(self.table, self.bot, self.game_id)


async def settle(table: Table, bot: GameBot, *, statuses: bool = False,
                 seconds: float = PATIENCE) -> None:
    """Wait until delivery has sent or given up everything queued (with `statuses`, the
    refresh of the status message too, throttled to one a second), moving the bot's clock on
    to each retry's time."""
    deadline = time.monotonic() + seconds
    while True:
        rows = await bot.store.due_outbox(END_OF_TIME, limit=500)
        if not [row for row in rows if statuses
                or OutgoingMessage.model_validate_json(row.payload).kind != "status"]:
            return
        assert time.monotonic() < deadline, f"outbox not delivered: {rows}"
        now = table.clock.now()
        retries = [row.next_attempt_at for row in rows if row.next_attempt_at > now]
        if retries:  # a row waits for its retry, holding back the game's later rows
            table.clock.advance(min(retries) - now)
            bot.deliverer.wake()
        await asyncio.sleep(0.01)


async def outbox_of(bot: GameBot, game_id: int) -> list[tuple[OutboxRecord, OutgoingMessage]]:
    """Every outbox row of the game, oldest first, with its message."""
    rows = []
    outbox_id = 1
    while (row := await bot.store.get_outbox(outbox_id)) is not None:
        if row.game_id == game_id:
            rows.append((row, OutgoingMessage.model_validate_json(row.payload)))
        outbox_id += 1
    return rows


async def check_delivered_once(table: Table, bot: GameBot, game_id: int, *,
                               dms_closed: tuple[FakeUser, ...] = ()) -> None:
    """Each outbox row of the game reached Discord at most once, where it belongs; every row
    but a stale turn notice (and a secret for a player whose DMs are closed, kept behind
    My view) did; the bot posted nothing else in the thread or in the players' DMs; and the
    game has one status message."""
    await settle(table, bot, statuses=True)
    fake, thread = table.fake, table.thread()
    users = (table.alice, table.bob, table.carol)
    dm_of = {user.id: fake.dm_channel_for(user).id for user in users}
    closed = {user.id for user in dms_closed}
    by_nonce = {nonce: message for (_, nonce), message in fake.nonces.items()}
    explained: set[int] = set()
    problems: list[str] = []
    statuses = []
    for row, message in await outbox_of(bot, game_id):
        if message.kind in ("archive", "thread", "lobby"):
            continue  # edits of the lobby card and the thread's opening: checked below
        if message.kind == "status":
            hit = by_nonce.get(f"o{row.id}")
            if hit is not None:
                statuses.append(hit)
                explained.add(hit.id)
            continue
        posted, mention = by_nonce.get(f"o{row.id}"), by_nonce.get(f"o{row.id}m")
        home = thread.id if message.audience == "game" else dm_of[message.user_id or 0]
        if posted is not None and posted.channel_id != home:
            problems.append(f"row {row.id} ({message.kind}) posted in the wrong channel")
        if mention is not None and (mention.channel_id != thread.id
                                    or not mention.content.startswith(f"<@{message.user_id}>")):
            problems.append(f"row {row.id} ({message.kind}): a wrong mention {mention.content}")
        hits = [hit for hit in (posted, mention) if hit is not None]
        explained.update(hit.id for hit in hits)
        if len(hits) > 1:
            problems.append(f"row {row.id} ({message.kind}) went out as a DM and a mention")
        secret_kept = message.kind == "private" and message.user_id in closed
        if row.failed_at is not None and not secret_kept:
            problems.append(f"row {row.id} ({message.kind}) given up: {row.last_error}")
        if not hits and message.kind not in NOTICES and not secret_kept:
            problems.append(f"row {row.id} ({message.kind}) never posted")
        if posted is not None and message.view_json is not None and not any(
                a.filename == "board.png" for a in posted.attachments):
            problems.append(f"row {row.id} ({message.kind}) lost its image")
    channels = {thread.id, *dm_of.values()}
    unexplained = [m for m in fake.messages.values()
                   if m.channel_id in channels and m.author_id == fake.bot_user.id
                   and m.kind in ("channel", "dm") and m.id not in explained]
    problems += [f"posted by no outbox row: {m.content[:80]!r}" for m in unexplained]
    game = await bot.store.get_game(game_id)
    assert game is not None
    cards = [m for m in fake.messages_in(table.channel)
             if m.author_id == fake.bot_user.id and m.kind == "channel"
             and re.search(rf'"g:[a-z]+(:[a-z]+)?:{game_id}[":]',
                           version_text(m.versions[0])) is not None]
    if [m.id for m in cards] != [game.message_id]:
        problems.append(f"lobby cards {[m.id for m in cards]}, game says {game.message_id}")
    if [m.id for m in statuses] != [game.status_message_id]:
        problems.append(f"status messages {[m.id for m in statuses]}, "
                        f"game says {game.status_message_id}")
    assert not problems, "\n".join(problems)


async def check_not_stuck(table: Table, bot: GameBot, game_id: int) -> None:
    """The game waits for someone, and they can open their picker from the thread."""
    moves = Moves(table, bot, game_id, 0)
    _, user = await moves.mover()
    await moves.open(user)


async def test_rate_limits_slow_play_down_but_lose_nothing(
        table: Table, monkeypatch: pytest.MonkeyPatch) -> None:
    fake = table.fake
    async with game_in_play(table, 1) as (bot, _game_id, moves):
        thread = messages_of(table.thread().id)
        faults = []
        for turn in range(6):
            # on even turns the action outlasts the bot's patience for a single answer: the
            # press is deferred, and its outcome edited in through the webhook route
            monkeypatch.setattr(replies, "QUICK_ANSWER_SECONDS",
                                0.0 if turn % 2 == 0 else QUICK_ANSWER_SECONDS)
            faults += [
                fake.faults.fail_next("POST", thread, 429, count=2, retry_after=0.05,
                                      global_=turn == 3),
                fake.faults.fail_next("POST", INTERACTION_CALLBACK, 429, retry_after=0.05),
                fake.faults.fail_next("*", WEBHOOK, 429, retry_after=0.05),
                fake.faults.fail_next("PATCH", thread, 429, retry_after=0.05),
                *(fake.faults.fail_next("POST", messages_of(fake.dm_channel_for(user).id),
                                        429, retry_after=0.05, global_=True)
                  for user in (table.alice, table.bob)),
            ]
            await moves.turn(by_command=turn % 2 == 1)
            await settle(table, bot)
        fake.faults.clear()
        assert all(fault.hits for fault in faults[:3]), "a rate limit never fired"
        await moves.check_played_through()
    limited = [r for r in fake.requests if r.status == 429]
    assert len(limited) >= 20 and {r.response["global"] for r in limited} == {True, False}


async def test_server_errors_and_a_lost_answer_are_retried_without_doubles(
        table: Table, monkeypatch: pytest.MonkeyPatch) -> None:
    fake = table.fake
    async with game_in_play(table, 2) as (bot, game_id, moves):
        thread = messages_of(table.thread().id)
        # discord.py retries a 500 or 502 after a second; the board whose 502 came after it
        # was posted goes again with the same nonce, and Discord answers with the first post
        lost_answer = fake.faults.fail_next("POST", thread, 502, after_handling=True)
        callback = fake.faults.fail_next("POST", INTERACTION_CALLBACK, 500)
        await moves.turn(by_command=False)
        await settle(table, bot)
        # a 503 reaches delivery at once (discord.py retries no 503 on bot routes), which
        # tries again after its backoff: three times in a row for the thread
        unavailable = fake.faults.fail_next("POST", thread, 503, count=3)
        dms = [fake.faults.fail_next("POST", messages_of(fake.dm_channel_for(user).id), 503)
               for user in (table.alice, table.bob)]
        edit = fake.faults.fail_next("*", WEBHOOK, 502)
        with monkeypatch.context() as slow:  # a slow action: deferred, then its follow-up
            slow.setattr(replies, "QUICK_ANSWER_SECONDS", 0.0)
            await moves.turn(by_command=True)
        await settle(table, bot)
        # a 503 whose post took effect: delivery's retry must be recognised, not posted again
        lost_again = fake.faults.fail_next("POST", thread, 503, after_handling=True)
        await moves.turn(by_command=False)
        await settle(table, bot)
        # the answer to the press that plays an action reaches Discord, Discord's reply does
        # not: discord.py's retry (a second later) is refused 40060 (already acknowledged),
        # and the action is on
        seat, user = await moves.mover()
        choice = await moves.choose(user)
        picker, path = await walk_to_the_last_step(moves, user, await moves.open(user), choice)
        answered = fake.faults.fail_next("POST", INTERACTION_CALLBACK, 502, after_handling=True)
        rest = moves.confirmed(await moves.press_label(user, picker, path), seat, choice)
        retry = await fake.wait_for(lambda r: r.route == "callback" and r.status == 400,
                                    since=answered.hits[0].seq)
        assert retry.response is not None and retry.response["code"] == 40060
        await moves.finish(user, seat, rest)
        for fault in (lost_answer, callback, unavailable, edit, lost_again, answered):
            assert fault.exhausted, fault
        assert any(fault.hits for fault in dms)
        fake.faults.clear()
        attempts = {}
        for fault in (lost_answer, lost_again):
            [request] = fault.hits
            nonce = str(request.json.get("nonce"))
            assert nonce.startswith("o"), f"a post without its outbox row's nonce: {nonce}"
            row = await bot.store.get_outbox(int(nonce.removeprefix("o")))
            assert row is not None and row.sent_at is not None
            attempts[fault.status] = row.attempts
        assert attempts == {502: 0, 503: 1}  # discord.py's own retry, then delivery's
        assert any(row.attempts == 3 for row, _ in await outbox_of(bot, game_id))
        await moves.check_played_through()


async def test_closed_dms_turn_notices_into_mentions_and_lose_no_turn(
        table: Table) -> None:
    fake = table.fake
    async with game_in_play(table, 3) as (bot, _game_id, moves):
        await moves.turn(by_command=True)
        await settle(table, bot)
        table.bob.dms_closed = True  # Bob blocks the bot: every DM to him is now 50007
        bob_dm = fake.dm_channel_for(table.bob).id
        for turn in range(5):
            await moves.turn(by_command=turn % 2 == 0)
            await settle(table, bot)
        refused = [r for r in fake.requests
                   if r.path == f"/channels/{bob_dm}/messages" and r.status == 403]
        assert len(refused) == 1 and refused[0].response["code"] == 50007  # then remembered
        user = await bot.store.get_user(table.bob.id)
        assert user is not None and user.dm_closed
        mentions = [m for m in fake.messages_in(table.thread())
                    if m.content.startswith(table.bob.mention)]
        assert mentions, "Bob was never told it was his turn"
        await moves.check_played_through(dms_closed=(table.bob,))


async def test_an_action_acknowledged_too_late_is_played_once_and_shown(
        table: Table) -> None:
    fake = table.fake
    async with game_in_play(table, 4) as (bot, game_id, moves):
        await moves.turn(by_command=False)
        await settle(table, bot)
        boards = len([m for m in fake.messages_in(table.thread()) if m.attachments])

        # Play answered too late: nothing was played, and that is no bug of the bot's
        seat, user = await moves.mover()
        async with answered_too_late(fake):
            await moves.open(user)

        # /move answered too late: played all the same, for it was the player's move
        choice = await moves.choose(user)
        async with answered_too_late(fake):
            await fake.slash(user, table.thread(), "move",
                             options={"action": choice.notation, "game": game_id})
        moves.made.append((seat, choice.notation))
        await wait_for_actions(bot, game_id, len(moves.made))

        # they try again: refused or (rarely) a new legal action, never the old one twice
        again = await fake.slash(user, table.thread(), "move",
                                 options={"action": choice.notation, "game": game_id})
        assert again.ephemeral and again.content, again
        if f"`{choice.notation}`" in again.content:
            moves.made.append((seat, choice.notation))
        await moves.check_log()

        # the press that completes an action in the picker, answered too late, plays it
        seat, user = await moves.mover()
        choice = await moves.choose(user)
        picker, path = await walk_to_the_last_step(moves, user, await moves.open(user), choice)
        async with answered_too_late(fake):
            await moves.press_label(user, picker, path)
        moves.made.append((seat, choice.notation))
        await wait_for_actions(bot, game_id, len(moves.made))
        await moves.check_log()
        while (await bot.service.games.info(game_id)).to_act == [seat]:  # finish the turn
            await moves.turn(by_command=True)
        await settle(table, bot)
        later = [m for m in fake.messages_in(table.thread()) if m.attachments]
        assert len(later) > boards, "no board was posted after the late actions"
        await moves.check_played_through()


@contextlib.asynccontextmanager
async def answered_too_late(fake: FakeDiscord) -> AsyncIterator[None]:
    """The interaction made in the body is answered after its deadline (Discord's three
    seconds, scaled down to 0.3): the user sees "The application did not respond", and
    Discord answers the bot 10062 Unknown interaction."""
    fake.ack_deadline = 0.3
    late = fake.faults.delay("POST", INTERACTION_CALLBACK, 0.5)
    try:
        with pytest.raises(BotTimeout):
            yield
        refused = await fake.wait_for(lambda r: r.status == 404 and r.route == "callback",
                                      since=late.hits[0].seq)
        assert refused.response["code"] == 10062 and late.hits == [refused]
    finally:
        fake.ack_deadline = 3.0


async def walk_to_the_last_step(moves: Moves, user: FakeUser, picker: RecordedMessage,
                                choice: Choice, drafted: Sequence[Choice] | None = None,
                                ) -> tuple[RecordedMessage, list[str]]:
    """Walk the picker towards `choice` up to the press that plays it: returns the picker
    showing that press, and the labels it carries. `drafted`: the choices after the steps
    the picker's turn already holds (None: a picker with no step drafted yet)."""
    if drafted is None:
        _, choices = await moves.bot.service.play.choices(moves.game_id, user.id)
    else:
        choices = list(drafted)
    for _ in range(len(choice.path) + 2):
        way = way_to(picker, choice)
        assert way is not None, f"no way to {choice} in {picker.text()}"
        if picker_level(choices, way.path[:-1]).complete.get(way.path[-1]) == choice.notation:
            return picker, way.path
        result = await way.press(moves.table, user, picker)
        assert result.message is not None and has_picks(result.message), result
        picker = result.message
    raise AssertionError(f"the picker never offered {choice.notation!r}")


async def wait_for_actions(bot: GameBot, game_id: int, count: int) -> None:
    """Wait until the game's log holds `count` actions."""
    for _ in range(300):
        if len(await bot.store.list_actions(game_id)) >= count:
            return
        await asyncio.sleep(0.01)
    raise AssertionError(f"game {game_id} never reached {count} actions")


async def test_a_dropped_gateway_resumes_and_replays_the_presses_made_meanwhile(
        table: Table) -> None:
    fake = table.fake
    async with game_in_play(table, 5) as (bot, _game_id, moves):
        await moves.turn(by_command=False)
        for code in (4000, None):  # a close frame, then a connection cut without one
            seat, user = await moves.mover()
            async with fake.gateway_outage(code=code):
                # delivery goes on over REST; the player's /move waits for the RESUME
                played = asyncio.ensure_future(moves.command(user, seat))
                await asyncio.sleep(0.1)
                assert not played.done()
            await moves.finish(user, seat, await played)
            await settle(table, bot)
        assert (fake.gateway.resumes, fake.gateway.identifies) == (2, 1)
        await moves.turn(by_command=False)
        await moves.check_played_through()


async def test_a_lost_gateway_session_loses_the_gap_and_plays_on(
        table: Table) -> None:
    fake = table.fake
    async with game_in_play(table, 6) as (_bot, _game_id, moves):
        await moves.turn(by_command=True)
        seat, user = await moves.mover()
        choice = await moves.choose(user)
        async with fake.gateway_outage(code=4009, resumable=False):
            with pytest.raises(NotDelivered):  # "This interaction failed": nothing happened
                await moves.command(user, seat, choice)
        assert (fake.gateway.resumes, fake.gateway.identifies) == (0, 2)
        await moves.check_log()
        # the player tries again
        await moves.finish(user, seat, await moves.command(user, seat, choice))
        await moves.turn(by_command=False)
        await moves.check_played_through()


async def test_zigzag_live_presses_during_a_gateway_outage_are_all_honoured(
        table: Table) -> None:
    fake = table.fake
    async with quick_bot(table) as bot:
        game_id = await open_live_game(table)
        await set_up_courses(table, bot, game_id, random.Random(7))
        info = await bot.service.games.info(game_id)
        assert len(info.to_act) == 3, "live collecting: everyone at once"
        version = info.game.version
        board = await fake.wait_for_message(lambda m: any(
            c.get("custom_id") == f"g:play:{game_id}:{version}" for c in m.all_components()))
        players = (table.alice, table.bob, table.carol)
        pickers = [await open_flip_group(table, user, board, game_id, version)
                   for user in players]
        before = len(await bot.store.list_actions(game_id))
        fake.faults.fail_next("*", WEBHOOK, 429, count=2, retry_after=0.05)
        async with fake.gateway_outage():
            presses = []
            for index, (user, picker) in enumerate(zip(players, pickers, strict=True)):
                presses.append(asyncio.ensure_future(flip_slot(table, user, picker, index)))
            await asyncio.sleep(0.1)
            assert not any(press.done() for press in presses)
        results = await asyncio.gather(*presses)
        actions = (await bot.store.list_actions(game_id))[before:]
        assert sorted(a.seat for a in actions) == [0, 1, 2]
        for result, action in zip(results, sorted(actions, key=lambda a: a.seat), strict=True):
            assert result.ephemeral and f"`{action.notation}`" in result.content, result
        await check_delivered_once(table, bot, game_id)
