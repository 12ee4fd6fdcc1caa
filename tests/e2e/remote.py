"""The real bot in its own process, many games, and players who keep pressing: the harness of
the crash tests (tests/e2e/test_crash_discord.py) and of the end-to-end benchmark
(bench/bench_e2e.py).

The games are opened before the bot starts, through the same `GameService` the bot uses, each
with its own thread in the fake Discord; the bot then runs as `python bot.py` does (see
`tests/fake_discord/botproc.py`), so it can be killed with SIGKILL and measured from outside.
Players choose their moves from the bot's own database, read-only, as a second process may:
a SQLite file or a PostgreSQL database (`ReadOnlyGames` speaks to either).
"""

from __future__ import annotations

import asyncio
import contextlib
import json
import os
import random
import signal
import sys
import time
from collections.abc import AsyncIterator, Callable, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import aiosqlite
import asyncpg

from games import get_engine
from sessions import GameService, Player, SystemClock
from sessions.bots.bots import InlineExecutor
from sessions.core import replay
from sessions.play.drafting import STEP_JOINER, turn_over
from storage import open_store
from storage.backends import is_server_url
from storage.postgres.dialect import translate
from tests.fake_discord.models import (
    PATIENCE,
    PUBLIC_THREAD,
    FakeChannel,
    FakeGuild,
    FakeUser,
    RecordedMessage,
)
from tests.fake_discord.server import FakeDiscord

from .lobby import join_and_start, lobby_game, lobby_message
from .players import Way, custom_ids, has_picks, picker_draft, way_to

ROOT = Path(__file__).resolve().parents[2]
STALE = "out of date"


# ---------------------------------------------------------------- the bot process


@dataclass
class BotProcess:
    """`python bot.py` against `fake`, in a process of its own, on `database` (a SQLite
    file's path or a PostgreSQL database's URL)."""

    fake: FakeDiscord
    workdir: Path
    database: Path | str
    settings: dict[str, Any] = field(default_factory=dict)
    process: asyncio.subprocess.Process | None = None
    starts: int = 0

    @property
    def stats_path(self) -> Path:
        """Where the bot process writes its self-report (see botproc.SelfReport)."""
        return self.workdir / "bot-stats.json"

    @property
    def log_path(self) -> Path:
        """The bot's stdout and stderr, every start appended."""
        return self.workdir / "bot.log"

    @property
    def shards(self) -> list[int] | None:
        """The shards this process connects (`discord.shard_ids`), None when unsharded."""
        shards = self.settings.get("discord.shard_ids")
        return None if shards is None else list(shards)

    def connected(self) -> bool:
        """Its shards (or, unsharded, a bot) are connected to the fake's gateway."""
        if self.shards is None:
            return self.fake.gateway.connected
        return all(self.fake.gateway.shard_connected(shard) for shard in self.shards)

    def disconnected(self) -> bool:
        """None of its shards (or, unsharded, no bot) is connected any more."""
        if self.shards is None:
            return not self.fake.gateway.connected
        return not any(self.fake.gateway.shard_connected(shard) for shard in self.shards)

    def _config(self) -> Path:
        config = self.workdir / "bot.toml"
        top: dict[str, Any] = {"database": str(self.database), "log_level": "WARNING"}
        sections: dict[str, dict[str, Any]] = {"commands": {"sync": "global"}}
        for key, value in self.settings.items():
            if "." not in key:  # a top-level setting (log_level)
                top[key] = value
                continue
            section, name = key.split(".", 1)
            sections.setdefault(section, {})[name] = value
        lines = [f"{name} = {json.dumps(value)}" for name, value in top.items()]
        for section, values in sections.items():
            lines.append(f"[{section}]")
            lines += [f"{name} = {json.dumps(value)}" for name, value in values.items()]
        config.write_text("\n".join(lines) + "\n")
        return config

    async def start(self, *, timeout: float = 30.0) -> float:  # noqa: ASYNC109
        """Start the bot and wait until it is connected and ready; the seconds it took from
        the process start (imports included) to ready."""
        self.stats_path.unlink(missing_ok=True)
        self.starts += 1
        env = {**os.environ, "DISCORD_TOKEN": self.fake.token, "PYTHONPATH": str(ROOT),
               "PYTHONUNBUFFERED": "1"}
        with self.log_path.open("ab") as log:
            log.write(f"--- start {self.starts}\n".encode())
        log_file = self.log_path.open("ab")
        try:
            self.process = await asyncio.create_subprocess_exec(
                sys.executable, "-m", "tests.fake_discord.botproc", "--fake",
                self.fake.http_base, "--stats", str(self.stats_path), "--",
                "--config", str(self._config()),
                cwd=ROOT, env=env, stdout=log_file, stderr=log_file,
            )
        finally:
            log_file.close()
        deadline = time.monotonic() + timeout
        while True:
            stats = self.stats()
            if stats.get("ready_at") and self.connected():
                return float(stats["ready_at"]) - float(stats["started_at"])
            if self.process.returncode is not None:
                raise RuntimeError(f"the bot exited with {self.process.returncode}:\n"
                                   f"{self.log_text()[-3000:]}")
            if time.monotonic() > deadline:
                raise RuntimeError(f"the bot was not ready after {timeout}s:\n"
                                   f"{self.log_text()[-3000:]}")
            await asyncio.sleep(0.02)

    def stats(self) -> dict[str, Any]:
        """The bot's latest self-report ({} before the first)."""
        try:
            return dict(json.loads(self.stats_path.read_text()))
        except (OSError, ValueError):
            return {}

    def reset_stalls(self) -> None:
        """Ask the bot to forget the event-loop stalls seen so far (start-up)."""
        self.stats_path.with_suffix(".reset").touch()

    async def census(self) -> int:
        """Ask the bot to count the objects its garbage collector tracks after a full
        collection (`SelfReport.take_census`), and wait for the count (30 s at most)."""
        taken = int(self.stats().get("censuses", 0))
        self.stats_path.with_suffix(".census").touch()
        async with asyncio.timeout(30.0):
            while True:
                stats = self.stats()
                if int(stats.get("censuses", 0)) > taken:
                    return int(stats["census_objects"])
                await asyncio.sleep(0.05)

    def log_text(self) -> str:
        """What the bot printed, all starts."""
        return self.log_path.read_text(errors="replace") if self.log_path.exists() else ""

    async def kill(self) -> None:
        """SIGKILL: no cleanup, no last commit, the way a crash or the OOM killer ends it."""
        if self.process is not None and self.process.returncode is None:
            self.process.send_signal(signal.SIGKILL)
            await self.process.wait()
        await self._gone()

    async def stop(self, timeout: float = 10.0) -> int:  # noqa: ASYNC109
        """SIGTERM and wait: the bot's own clean shutdown. Its exit status."""
        if self.process is None:
            return 0
        if self.process.returncode is not None:
            return self.process.returncode
        self.process.send_signal(signal.SIGTERM)
        try:
            code = await asyncio.wait_for(self.process.wait(), timeout)
        except TimeoutError:
            await self.kill()
            raise RuntimeError("the bot did not stop on SIGTERM") from None
        await self._gone()
        return code

    async def _gone(self) -> None:
        """Wait until the fake has noticed the dead connection."""
        with contextlib.suppress(Exception):
            await self.fake.wait_until(lambda: True if self.disconnected() else None,
                                       PATIENCE, "the gateway to notice the bot is gone")


# ---------------------------------------------------------------- the games


@dataclass
class Lobby:
    """The server, its games channel, its players, and the games with their threads."""

    guild: FakeGuild
    channel: FakeChannel
    users: dict[int, FakeUser]
    threads: dict[int, FakeChannel]  # game id -> its thread


async def open_games(fake: FakeDiscord, database: Path | str, games: int, *,
                     kind: str = "ostriches", players: int = 40, seed: int = 1,
                     bot_level: str | None = None,
                     shard: tuple[int, int] | None = None) -> Lobby:
    """A server with `players` members and `games` started two-player games of `kind` among
    them (with `bot_level`, each between a member and a bot of that level), each with its own
    thread; written with the bot's own service before it starts. With `shard` (id, count),
    the server is on that shard."""
    rng = random.Random(seed)
    guild = await fake.create_guild("Bench" if shard is None else f"Bench {shard[0]}",
                                    shard=shard)
    channel = await fake.create_text_channel(guild, "games")
    users: dict[int, FakeUser] = {}
    for number in range(max(players, 2)):
        user = await fake.create_user(f"player{number}")
        await fake.add_member(guild, user)
        users[user.id] = user
    threads: dict[int, FakeChannel] = {}
    store = await open_store(database)
    seeds = iter(range(seed * 1_000_003, seed * 1_000_003 + games))
    # a bot that has the first move makes it here, before the bot process starts
    service = GameService(store, SystemClock(), seed_source=lambda: next(seeds),
                          bot_executor=InlineExecutor())
    try:
        for _ in range(games):
            host, guest = rng.sample(sorted(users), 2)
            info = await service.lobby.create(kind, guild_id=guild.id, channel_id=channel.id,
                                              host=Player(host, users[host].name), options={},
                                              language="en")
            if bot_level is None:
                await service.lobby.join(info.id, Player(guest, users[guest].name))
            else:
                await service.lobby.add_bot(info.id, host, bot_level)
            thread = fake.new_channel(PUBLIC_THREAD, f"Game {info.id}", guild=guild,
                                      parent_id=channel.id)
            await service.settings.set_message(info.id, thread_id=thread.id)
            await service.lobby.start(info.id, host)
            threads[info.id] = thread
        await service.bots.idle()
    finally:
        await store.close()
    return Lobby(guild, channel, users, threads)


@dataclass(frozen=True)
class GameRow:
    """What a player reads of a game before choosing a move."""

    id: int
    kind: str
    status: str
    version: int
    state: Any
    seats: dict[int, int]  # seat -> user id


class ReadOnlyGames:
    """The bot's database read beside the running bots, as another process may: a SQLite
    file opened read-only (WAL allows it), or a PostgreSQL database through a few
    connections of its own (the same SQL, translated as storage.postgres translates the
    bot's; a pool, since an asyncpg connection runs one query at a time and many players
    read at once)."""

    def __init__(self, database: Path | str) -> None:
        self.database = database
        self.conn: aiosqlite.Connection | None = None
        self.server: asyncpg.Pool | None = None
        self._pinned: asyncpg.Connection | None = None  # the snapshot's, while one is open

    async def __aenter__(self) -> ReadOnlyGames:
        if is_server_url(self.database):
            self.server = await asyncpg.create_pool(str(self.database), min_size=1,
                                                    max_size=4)
        else:
            self.conn = await aiosqlite.connect(f"file:{self.database}?mode=ro", uri=True)
        return self

    async def __aexit__(self, *exc: object) -> None:
        if self.conn is not None:
            await self.conn.close()
        if self.server is not None:
            await self.server.close()

    async def _all(self, sql: str, params: Sequence[Any] = ()) -> list[Any]:
        """Run and read to the end in one call: a cursor left open across awaits would hold
        an old snapshot for every other player's read on this shared connection meanwhile
        (a player would then make a move for a seat the game no longer waits for)."""
        if self.server is not None:
            reader = self._pinned or self.server
            return [tuple(row) for row in await reader.fetch(translate(sql), *params)]
        assert self.conn is not None
        return list(await self.conn.execute_fetchall(sql, params))

    @contextlib.asynccontextmanager
    async def _snapshot(self) -> AsyncIterator[None]:
        """Reads that see one committed moment of a database the bots keep writing (for a
        check made while no player reads: the players' reads would share its connection)."""
        if self.server is not None:
            async with self.server.acquire() as conn, conn.transaction(
                    isolation="repeatable_read", readonly=True):
                self._pinned = conn
                try:
                    yield
                finally:
                    self._pinned = None
            return
        assert self.conn is not None
        await self.conn.execute("BEGIN")
        try:
            yield
        finally:
            await self.conn.execute("COMMIT")

    async def integrity(self) -> str:
        """"ok" when the database is sound, else what is wrong: SQLite's own `PRAGMA
        integrity_check` on a file; on a server, that every constraint of the schema is
        validated (PostgreSQL enforces those at each commit); and on both, that every
        game's stored state is the replay of its seed and its log (the action, its log row
        and its state commit together, or not at all)."""
        async with self._snapshot():
            if self.server is None:
                [(check,)] = await self._all("PRAGMA integrity_check")
                if check != "ok":
                    return str(check)
            else:
                unchecked = await self._all(
                    "SELECT conname FROM pg_constraint JOIN pg_namespace n"
                    " ON n.oid = connamespace WHERE nspname = current_schema()"
                    " AND NOT convalidated")
                if unchecked:
                    return f"constraints not validated: {unchecked}"
            games = await self._all("SELECT id, kind, seed, options, state FROM games"
                                    " WHERE state IS NOT NULL ORDER BY id")
            seats = dict(await self._all("SELECT game_id, COUNT(*) FROM seats GROUP BY game_id"))
            logs: dict[int, list[tuple[int, str]]] = {}
            for game_id, seat, notation in await self._all(
                    "SELECT game_id, seat, notation FROM actions ORDER BY game_id, seq"):
                logs.setdefault(game_id, []).append((seat, notation))
        for game_id, kind, seed, options, state in games:
            engine = get_engine(kind)
            replayed = replay(engine, seats[game_id], seed, json.loads(options),
                              logs.get(game_id, []))
            if replayed != engine.state_from_json(state):
                return f"game {game_id}: its state is not the replay of its log"
        return "ok"

    async def game(self, game_id: int) -> GameRow:
        """One game with its state parsed by its engine."""
        [(kind, status, version, state)] = await self._all(
            "SELECT kind, status, version, state FROM games WHERE id = ?", (game_id,))
        seats = dict(await self._all("SELECT seat, user_id FROM seats WHERE game_id = ?",
                                     (game_id,)))
        return GameRow(game_id, kind, status, version,
                       get_engine(kind).state_from_json(state), seats)

    async def actions(self) -> list[tuple[int, int, str]]:
        """Every logged action: (game id, seq, notation)."""
        return [tuple(row) for row in await self._all(
            "SELECT game_id, seq, notation FROM actions ORDER BY game_id, seq")]

    async def pending_outbox(self) -> int:
        """Messages not yet sent nor given up."""
        [(count,)] = await self._all(
            "SELECT COUNT(*) FROM outbox WHERE sent_at IS NULL AND failed_at IS NULL")
        return int(count)

    async def outbox(self) -> list[tuple[int, int | None, str, str | None]]:
        """Every outbox row: (id, game id, kind, sent_at)."""
        rows = await self._all("SELECT id, game_id, payload, sent_at FROM outbox ORDER BY id")
        return [(row[0], row[1], json.loads(row[2])["kind"], row[3]) for row in rows]


# ---------------------------------------------------------------- the players


@dataclass
class Played:
    """One action a player completed (a turn of several steps, by the picker): its steps'
    notations, how, and when the board was posted."""

    game_id: int
    steps: tuple[str, ...]
    by_command: bool
    sent_at: float  # monotonic, just before the interaction that completed the action
    board_at: float | None = None

    @property
    def notation(self) -> str:
        """The steps as the bot's answer names them."""
        return STEP_JOINER.join(self.steps)


@dataclass
class Tally:
    """What the players did during a run."""

    played: list[Played] = field(default_factory=list)
    refused: int = 0  # presses refused as out of date (another path moved the game)
    errors: list[str] = field(default_factory=list)


class Players:
    """Players who, asked to `play(game_id)`, make one whole move in that game: by `/move`
    (a share `command_share` of moves) or by Play and the picker's buttons; and who follow
    the boards the bot posts in each game's thread."""

    def __init__(self, fake: FakeDiscord, lobby: Lobby, games: ReadOnlyGames, *,
                 seed: int = 1, command_share: float = 0.5,
                 board_timeout: float = 30.0, wait_for_boards: bool = True) -> None:
        self.fake, self.lobby, self.games = fake, lobby, games
        self.rng = random.Random(seed)
        self.command_share = command_share
        self.board_timeout = board_timeout
        self.wait_for_boards = wait_for_boards
        self.tally = Tally()
        self._boards: dict[int, RecordedMessage] = {}  # game id -> newest board
        self._waiting: dict[int, asyncio.Future[float]] = {}
        fake.message_listeners.append(self._on_message)

    def _on_message(self, message: RecordedMessage) -> None:
        """A new post with an image and a Play button is a game's board (or its status
        message's first post): remember it, and tell whoever waits for that game's board."""
        if message.kind != "channel" or not message.current.attachments:
            return
        plays = custom_ids(message, "g:play:")
        if not plays:
            return
        game_id = int(plays[0].split(":")[2])
        self._boards[game_id] = message
        waiter = self._waiting.pop(game_id, None)
        if waiter is not None and not waiter.done():
            waiter.set_result(time.monotonic())

    async def play(self, game_id: int) -> Played | None:
        """One move in `game_id` by the seat it waits for; None when the game is over or the
        move was refused (counted). By the picker, a move is the whole turn it puts together
        and sends (see `sessions.drafting`); by `/move`, one action."""
        row = await self.games.game(game_id)
        engine = get_engine(row.kind)
        seats = engine.to_act(row.state) if row.status == "active" else []
        seats = [seat for seat in seats if row.seats[seat] in self.lobby.users]  # not a bot's
        if not seats:
            return None
        seat = self.rng.choice(seats)
        user = self.lobby.users[row.seats[seat]]
        by_command = self.rng.random() < self.command_share
        plan = self._plan(engine, row.state, seat, whole_turn=not by_command)
        notations = [notation for notation, _ in plan]
        after = row.state
        for notation, _ in plan:
            after, _ = engine.apply(after, seat, engine.parse(after, seat, notation))
        posts_board = self.wait_for_boards and (
            not engine.to_act(after) or engine.turn_key(after) != engine.turn_key(row.state))
        board = asyncio.get_running_loop().create_future()
        if posts_board:
            self._waiting[game_id] = board
        thread = self.lobby.threads[game_id]
        try:
            if by_command:
                sent_at = time.monotonic()
                result = await self.fake.slash(user, thread, "move",
                                               options={"action": notations[0]})
                applied = f"`{notations[0]}`" in result.content
            else:
                sent_at, applied = await self._by_buttons(game_id, user, plan)
        except Exception as error:
            self._waiting.pop(game_id, None)
            self.tally.errors.append(f"game {game_id} {notations}: {error!r}"[:500])
            return None
        if not applied:
            self._waiting.pop(game_id, None)
            self.tally.refused += 1
            return None
        played = Played(game_id, tuple(notations), by_command, sent_at)
        if posts_board:
            try:
                played.board_at = await asyncio.wait_for(board, self.board_timeout)
            except TimeoutError:
                self.tally.errors.append(f"game {game_id}: no board after {notations}")
        self.tally.played.append(played)
        return played

    def _plan(self, engine: Any, state: Any, seat: int, *,
              whole_turn: bool) -> list[tuple[str, list[str]]]:
        """Random legal steps, with their picker paths: one, or as many as the picker holds
        before it sends (a step that reveals something, or the end of the turn)."""
        plan: list[tuple[str, list[str]]] = []
        key = engine.turn_key(state)
        while True:
            action = self.rng.choice(engine.legal_actions(state, seat))
            plan.append((engine.format(state, action), engine.menu_path(state, action)))
            if not whole_turn or engine.reveals(state, seat, action):
                return plan
            state, _ = engine.apply(state, seat, action)
            if turn_over(engine, key, state, seat):
                return plan

    async def _by_buttons(self, game_id: int, user: FakeUser,
                          plan: list[tuple[str, list[str]]]) -> tuple[float, bool]:
        """Play on the newest board, then the picker's buttons down each planned step's
        path. Returns when the last press was sent and whether the turn was applied."""
        board = self._boards.get(game_id)
        if board is None:
            raise RuntimeError(f"no board seen yet in game {game_id}")
        [play] = custom_ids(board, f"g:play:{game_id}:")
        picker = (await self.fake.press(user, board, play)).message
        if picker is not None and STALE in picker.content:
            [play] = custom_ids(picker, f"g:play:{game_id}:")
            picker = (await self.fake.press(user, picker, play)).message
        sent_at = time.monotonic()
        for index, (notation, path) in enumerate(plan):
            sent = f"`{STEP_JOINER.join(n for n, _ in plan[:index + 1])}`"
            for _ in range(len(path) + 2):
                if picker is None or not has_picks(picker) or picker_draft(picker) != [
                        n for n, _ in plan[:index]]:
                    return time.monotonic(), False
                way = way_to(picker, notation, path)
                sent_at = time.monotonic()
                if way is None:
                    return sent_at, False
                result = await self._pick(user, picker, way)
                content = result.content
                for followup in result.followups:
                    content += "\n" + followup.content
                if sent in content:
                    return sent_at, index == len(plan) - 1
                picker = result.message
                if picker is not None and picker_draft(picker) != [n for n, _ in plan[:index]]:
                    break  # the step went into the draft: on to the next one
        return sent_at, False

    async def _pick(self, user: FakeUser, picker: RecordedMessage, way: Way) -> Any:
        if way.value is None:
            return await self.fake.press(user, picker, way.custom_id)
        return await self.fake.select(user, picker, way.custom_id, [way.value])


async def drain(games: ReadOnlyGames, *, timeout: float = 60.0,  # noqa: ASYNC109
                settle: Callable[[], bool] = lambda: True) -> None:
    """Wait until the bot has sent everything it queued."""
    deadline = time.monotonic() + timeout
    while await games.pending_outbox() or not settle():
        if time.monotonic() > deadline:
            raise TimeoutError(f"outbox not drained after {timeout}s")
        await asyncio.sleep(0.05)


async def until_each_moved(teams: Sequence[Players], since: Sequence[int]) -> None:
    """Wait until every team has played a move beyond its first `since`: a trial that kills
    a bot at a random moment first lets the load begin, however slow the machine."""
    deadline = time.monotonic() + PATIENCE
    while any(len(team.tally.played) <= count for team, count in zip(teams, since, strict=True)):
        if time.monotonic() > deadline:
            raise TimeoutError(f"no move in {PATIENCE}s: {[t.tally.errors[-3:] for t in teams]}")
        await asyncio.sleep(0.01)


async def moves_on(team: Players, game_id: int) -> None:
    """Fail unless the game is not stuck: over, or it takes a move from one of its people
    (tried again while a try meets a bot still thinking, or a board another path just
    replaced), within the common patience."""
    deadline = time.monotonic() + PATIENCE
    while (await team.games.game(game_id)).status == "active":
        if await team.play(game_id) is not None:
            return
        assert time.monotonic() < deadline, (game_id, team.tally.refused, team.tally.errors[-3:])
        await asyncio.sleep(0.05)


async def open_through_discord(fake: FakeDiscord, lobby: Lobby, rng: random.Random,
                               kind: str = "ostriches",
                               bot_level: str | None = None) -> int | None:
    """A new game opened as people do: `/game new` by one member, Join by another, Start by
    the host (with `bot_level`: `/game new bots:1 level:`, which starts it at once); its
    thread is added to `lobby`. None when the bot refused a step."""
    host, guest = (lobby.users[u] for u in rng.sample(sorted(lobby.users), 2))
    options: dict[str, str | int] = {"kind": kind}
    if bot_level is not None:
        options.update(bots=1, level=bot_level)
    opened = await fake.slash(host, lobby.channel, "game new", options=options)
    if "#" not in opened.content:
        return None
    card = await lobby_message(fake, opened, lobby.channel)
    game_id = lobby_game(card)
    if bot_level is None:
        lobby.threads[game_id] = await join_and_start(fake, card, host, [guest])
    else:
        thread_id = await fake.wait_until(lambda: fake.message(card.id).thread_id,
                                          fake.timeout, "the game's thread")
        lobby.threads[game_id] = fake.channels[thread_id]
    return game_id
