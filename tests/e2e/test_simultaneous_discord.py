"""Every seat pressing at the same instant, in every phase where several players act at once:
Ostrich Scramble's planning and traps (2 to 6 players), Zig Zag's setup and its live
collecting (2 to 4 players).

Each waiting player opens their picker from the thread and walks it to the press that plays
the action they chose; then all of them press it in the same instant. Every one of those
actions is legal whatever the others do (in live collecting each player flips a different
card), so every press must be played and confirmed to its player, none answered "out of
date"; the test repeats this for every instant of the phases, round after round. The steps
no one shares (Scramble's MOVE, Zig Zag's runs) are played through the service, quickly.
"""

from __future__ import annotations

import asyncio
import random
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any, cast

import pytest

from cogs.app import GameBot
from cogs.kit.picker import PICKER_LIMITS
from games import get_engine
from sessions import Choice
from sessions.play.drafting import STEP_JOINER
from sessions.play.picker import sends
from tests.fake_discord.models import FakeUser, RecordedMessage

from .conftest import Table, game_thread, join_and_start, lobby_game, lobby_message
from .players import custom_ids, has_picks
from .test_faults_discord import Moves, settle, walk_to_the_last_step

MAX_DRAFT_STEPS = 40  # far more steps than any one turn takes
NAMES = ("alice", "bob", "carol", "dave", "erin", "frank")
STALE = "out of date"


@dataclass
class Press:
    """A player's last press, ready: the picker showing it and the path it takes."""

    user: FakeUser
    picker: RecordedMessage
    path: list[str]
    steps: list[str]  # the turn the press sends

    @property
    def notation(self) -> str:
        """The turn as the player is told it was played."""
        return STEP_JOINER.join(self.steps)


async def seated(table: Table, players: int) -> list[FakeUser]:
    """The table's members, with more joining the server until there are `players`."""
    users = [table.alice, table.bob, table.carol]
    for name in NAMES[len(users):players]:
        user = await table.fake.create_user(name)
        await table.fake.add_member(table.guild, user)
        users.append(user)
    return users[:players]


async def started(table: Table, bot: GameBot, kind: str, options: str,
                  users: list[FakeUser]) -> int:
    """A game of `kind` hosted by the first user, everyone joined, started, first board out."""
    fake = table.fake
    created = await fake.slash(users[0], table.channel, "game new",
                               options={"kind": kind, "options": options})
    lobby = await lobby_message(fake, created, table.channel)
    game_id = lobby_game(lobby)
    await join_and_start(fake, lobby, users[0], users[1:])
    await settle(table, bot)
    return game_id


class Instants:
    """Plays a game, making every seat the game waits for press at the same instant while
    several are waited for."""

    def __init__(self, table: Table, bot: GameBot, game_id: int, users: list[FakeUser],
                 seed: int) -> None:
        self.table, self.bot, self.game_id = table, bot, game_id
        self.by_id = {user.id: user for user in users}
        self.rng = random.Random(seed)
        self.moves = Moves(table, bot, game_id, seed)
        self.instants = 0
        self.phases: set[str] = set()  # where the instants were pressed

    async def ready(self, user: FakeUser, choice: Choice, taken: set[str] | None = None,
                    ) -> Press:
        """Open the user's picker from the thread and put their turn together, starting with
        `choice` (then any step no other player of the instant goes for, `taken`), up to the
        press that sends it: a turn of several steps is drafted in the picker and sent whole
        by its last press."""
        thread = await game_thread(self.table, self.bot, self.game_id)
        board = self.table.latest_with(thread, f"g:play:{self.game_id}:")
        [play] = custom_ids(board, f"g:play:{self.game_id}:")
        opened = await self.table.fake.press(user, board, play)
        assert opened.ephemeral and has_picks(opened.message), opened
        picker, steps = opened.message, list[str]()
        for _ in range(MAX_DRAFT_STEPS):
            info = await self.bot.service.games.info(self.game_id)
            draft = self.bot.service.play.draft_in(info, user.id, steps)
            picker, path = await walk_to_the_last_step(self.moves, user, picker, choice,
                                                       draft.choices)
            if sends(info, user.id, steps, choice.notation, PICKER_LIMITS):
                return Press(user, picker, path, [*steps, choice.notation])
            result = await self.moves.press_label(user, picker, path)
            assert result.message is not None and has_picks(result.message), result
            picker, steps = result.message, [*steps, choice.notation]
            following = self.choose(list(self.bot.service.play.draft_in(
                info, user.id, steps).choices), taken or set())
            assert following is not None, steps
            choice = following
        raise AssertionError(f"{user.name}'s turn never came to a press that sends it")

    def choose(self, choices: list[Choice], taken: set[str]) -> Choice | None:
        """Any legal action that no other player's action of the same instant can make
        illegal: in live collecting, no Stop (it ends collecting for everyone at once) and
        no card another player goes for (flipping it, or taking it face up). None when
        nothing is left."""
        free = [c for c in choices if c.notation != "stop" and c.notation not in taken]
        return self.rng.choice(free) if free else None

    async def instant(self, waiting: list[int]) -> bool:
        """Every waiting player readies their press, then all press in the same instant:
        every press is played and confirmed. False (nothing pressed) when fewer than two
        players have an action that the others' cannot take away."""
        await settle(self.table, self.bot)  # the board of the steps played alone
        info = await self.bot.service.games.info(self.game_id)
        taken: set[str] = set()
        plans = []
        for seat in waiting:
            user = self.by_id[info.user_of(seat) or 0]
            _, choices = await self.bot.service.play.choices(self.game_id, user.id)
            choice = self.choose(choices, taken)
            if choice is not None:
                taken.add(choice.notation)
                plans.append((user, choice))
        if len(plans) < 2:
            return False
        self.phases.add(cast(Any, self.bot.service.games.state_of(info)).phase)
        presses = await asyncio.gather(*(self.ready(user, choice, taken)
                                         for user, choice in plans))
        before = len(await self.bot.store.list_actions(self.game_id))
        results = await asyncio.gather(*(
            self.moves.press_label(p.user, p.picker, p.path) for p in presses))
        for press, result in zip(presses, results, strict=True):
            said = "\n".join(m.content for m in result.messages)
            assert STALE not in said, f"{press.user.name}'s {press.notation}: {said}"
            assert f"`{press.notation}`" in said, (press.notation, said)
        played = [a.notation for a in await self.bot.store.list_actions(self.game_id)][before:]
        assert sorted(played) == sorted(step for p in presses for step in p.steps)
        self.instants += 1
        return True

    async def step_alone(self) -> None:
        """One step no one shares, played through the service."""
        info = await self.bot.service.games.info(self.game_id)
        seat = info.to_act[0]
        engine = get_engine(info.game.kind)
        state = self.bot.service.games.state_of(info)
        action = engine.format(state, engine.auto_action(state, seat))
        await self.bot.service.play.act(self.game_id, info.user_of(seat) or 0, action)

    async def play(self, done: Callable[[Any], bool], max_steps: int = 3000) -> None:
        """Play until `done(state)` (or the game ends)."""
        for _ in range(max_steps):
            info = await self.bot.service.games.info(self.game_id)
            if info.game.status != "active" or done(self.bot.service.games.state_of(info)):
                return
            if len(info.to_act) < 2 or not await self.instant(list(info.to_act)):
                await self.step_alone()
        raise AssertionError(f"game {self.game_id} still running after {max_steps} steps")


SIMULTANEOUS = [
    *(pytest.param("scramble", "max_rounds=6", players, 10, {"plan", "traps"},
                   id=f"scramble-{players}") for players in range(2, 7)),
    # a race's whole setup (discards and course) is one turn, sent by one press: two
    # instants a game of two races
    *(pytest.param("zigzag", "races=2", players, 6, {"setup"}, id=f"zigzag-setup-{players}")
      for players in range(2, 5)),
    *(pytest.param("zigzag", "races=2 mode=live", players, 20, {"setup", "collect"},
                   id=f"zigzag-live-{players}") for players in range(2, 5)),
]
GAMES_MAX = 4


@pytest.mark.parametrize(("kind", "options", "players", "instants", "phases"), SIMULTANEOUS)
async def test_every_seat_pressing_at_once_is_played(table: Table, kind: str, options: str,
                                                     players: int, instants: int,
                                                     phases: set[str]) -> None:
    """Games after games until `instants` instants were pressed in every one of `phases`."""
    users = await seated(table, players)
    games: list[Instants] = []

    def done(state: Any = None) -> bool:
        return (sum(game.instants for game in games) >= instants
                and set().union(*(game.phases for game in games)) == phases)

    async with table.bot() as bot:
        while not done() and len(games) < GAMES_MAX:
            game_id = await started(table, bot, kind, options, users)
            games.append(Instants(table, bot, game_id, users, seed=players * 10 + len(games)))
            await games[-1].play(done)
    assert done(), [(game.instants, game.phases) for game in games]


async def test_a_real_conflict_is_refused_saying_what_happened(table: Table) -> None:
    """Live collecting: two players flip the same card in the same instant (one is played,
    the other told the card went first to someone else), then a Stop ends collecting
    before a prepared flip arrives (told the phase ended)."""
    users = await seated(table, 3)
    async with table.bot() as bot:
        game_id = await started(table, bot, "zigzag", "mode=live", users)
        game = Instants(table, bot, game_id, users, seed=1)
        await game.play(lambda state: state.phase == "collect")  # setup done
        info = await bot.service.games.info(game_id)
        assert cast(Any, bot.service.games.state_of(info)).phase == "collect"
        assert len(info.to_act) == 3
        await settle(table, bot)
        _, choices = await bot.service.play.choices(game_id, table.alice.id)
        flip = next(c for c in choices if c.notation.startswith("flip "))
        same = [await game.ready(user, flip) for user in (table.alice, table.bob)]
        results = await asyncio.gather(*(
            game.moves.press_label(p.user, p.picker, p.path) for p in same))
        said = ["\n".join(m.content for m in result.messages) for result in results]
        played = [text for text in said if f"You played `{flip.notation}`" in text]
        refused = [text for text in said if "came first" in text]
        assert len(played) == 1 and len(refused) == 1, said
        assert f"Another action in game #{game_id} came first" in refused[0], refused

        _, choices = await bot.service.play.choices(game_id, table.carol.id)
        late = await game.ready(table.carol, next(
            c for c in choices if c.notation.startswith("flip ")))
        stopped = await bot.service.play.act(game_id, table.alice.id, "stop")
        assert stopped.notation == "stop"
        result = await game.moves.press_label(late.user, late.picker, late.path)
        text = "\n".join(m.content for m in result.messages)
        assert f"Game #{game_id} moved on before your press arrived" in text, text
