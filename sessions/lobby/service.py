"""The lobby: a game opened, its seats taken and freed (players and bots), started by its
host, or cancelled; a practice game, started at once against bots."""

from __future__ import annotations

import random
from collections.abc import Awaitable, Callable, Mapping, Sequence
from datetime import datetime
from typing import Any

from games import get_engine
from games.base import resolve_options
from storage import GameRecord, Store, TimerRecord, Transaction

from ..absence.timers import NOTHING, Fired, TimerHandlers
from ..bots import bot_seats
from ..core import access, fairness
from ..core.access import Caller
from ..core.clock_rules import NO_CLOCK, ClockPolicy, parse_clock
from ..core.errors import SessionError
from ..core.models import GameInfo, Player
from ..core.outgoing import Line
from ..core.time_source import Clock
from ..play.commit import Change, Committer
from ..play.reading import OPEN, GameReader
from ..words import announce, lobby_card
from .lobby import LobbyPolicy, check_room, schedule_expiry


def system_seed() -> int:
    """A fresh game's seed: 62 bits from the operating system's random source."""
    return random.SystemRandom().getrandbits(62)


class LobbyService:
    """Opening, filling, starting and cancelling games."""

    def __init__(self, store: Store, clock: Clock, games: GameReader, committer: Committer, *,
                 policy: LobbyPolicy, clock_policy: ClockPolicy,
                 option_defaults: Callable[[str], Mapping[str, Any]],
                 seed_source: Callable[[], int] = system_seed) -> None:
        self.store = store
        self.clock = clock
        self.games = games
        self.committer = committer
        self.policy = policy
        self.clock_policy = clock_policy
        self._option_defaults = option_defaults
        self._seed_source = seed_source

    def register(self, timers: TimerHandlers) -> None:
        """Handle the timers the lobby sets: a lobby's expiry."""
        timers.register("lobby_expiry", self._expired)

    async def _expired(self, tx: Transaction, timer: TimerRecord, now: datetime) -> Fired:
        """A lobby's lifetime is over: if it is still waiting for players, it closes, and
        its card says why. Nothing is done when it started or was cancelled meanwhile."""
        game = await tx.get_game(timer.game_id) if timer.game_id is not None else None
        if game is None or game.status != "lobby":
            return NOTHING
        updated = await tx.update_game(game.id, expected_version=game.version, now=now,
                                       status="cancelled")
        await self.committer.enqueue(tx, game.id, [lobby_card.expired(
            game.id, updated.version, timer.due_at - timer.created_at)])
        return Fired(True)

    async def create(
        self, kind: str, *, guild_id: int | None, channel_id: int, host: Player,
        options: Mapping[str, object], language: str, clock: str | None = None,
        bots: int | None = None, bot_level: str | None = None, practice: bool = False,
        notes: Sequence[Line] = (),
    ) -> GameInfo:
        """Open a lobby for a game of `kind`, its host in the first seat; its card is posted
        in the channel from the outbox (with `notes` under it), and it closes by itself if
        not started within the lobby lifetime. A host already holding the most open lobbies
        allowed is refused.

        Options are the server's defaults overridden by the host's choices, validated by
        the engine's option list so a bad value is refused before anything is stored; so is
        the clock (`clock_rules.parse_clock` syntax; None: the server's default clock). `bots`
        bots of `bot_level` take the next seats, and a game they fill enough starts at once.

        A `practice` game (`channel_id`: the player's private thread or DM channel) starts
        at once against `bots` bots (None: enough for the game's smallest table), without a
        clock unless one is given; it opens no lobby (the host's open lobbies do not limit
        it) and is never counted in statistics.
        """
        try:
            engine = get_engine(kind)
        except KeyError:
            raise SessionError("error.unknown_game", kind=kind) from None
        merged = {**self._option_defaults(kind), **options}
        resolved = resolve_options(engine.options, merged)
        if practice:
            bots = bot_seats.practice_bots(kind, bots)
            spec = NO_CLOCK if clock is None else parse_clock(clock)
        else:
            bots = bots or 0
            spec = self.clock_policy.default if clock is None else parse_clock(clock)
        bot_seats.check_count(kind, bots)
        level = bot_seats.checked_level(bot_level)
        now = self.clock.now()
        async with self.store.transaction() as tx:
            if not practice:
                await check_room(tx, host.user_id, self.policy)
            game = await tx.create_game(
                kind=kind, guild_id=guild_id, channel_id=channel_id, host_id=host.user_id,
                options=dict(resolved), seed=self._seed_source(), salt=fairness.new_salt(),
                language=language, now=now, practice=practice,
            )
            if spec.runs:
                await tx.set_game_clock(game.id, spec.model_dump_json())
            seats = [await tx.add_seat(game.id, host.user_id, host.name, now)]
            for _ in range(bots):
                seats.append(await bot_seats.seat_bot(tx, game, seats, level, now))
            await schedule_expiry(tx, game.id, now, self.policy)
            await self.committer.enqueue(tx, game.id, [
                lobby_card.card_message(game.id, game.version, notes)])
        self.committer.committed(game.id)
        if bots and len(seats) >= engine.min_players:
            return await self.start(game.id, host.user_id)
        return await self.games.info(game.id)

    async def join(self, game_id: int, player: Player) -> GameInfo:
        """Take the next free seat of a lobby."""
        async def take_seat(tx: Transaction, game: GameRecord, seats: list[Any]) -> None:
            if any(s.user_id == player.user_id for s in seats):
                raise SessionError("error.already_joined", game=game_id)
            if len(seats) >= get_engine(game.kind).max_players:
                raise SessionError("error.full", game=game_id)
            await tx.add_seat(game_id, player.user_id, player.name, self.clock.now())
        return await self._change_seats(game_id, take_seat)

    async def leave(self, game_id: int, user_id: int) -> GameInfo:
        """Give up one's seat in a lobby (the host cancels instead)."""
        async def free_seat(tx: Transaction, game: GameRecord, seats: list[Any]) -> None:
            if game.host_id == user_id:
                raise SessionError("error.host_cannot_leave", game=game_id)
            if not await tx.remove_seat(game_id, user_id):
                raise SessionError("error.not_in_game", game=game_id)
        return await self._change_seats(game_id, free_seat)

    async def kick(self, game_id: int, by_user_id: int, target_user_id: int) -> GameInfo:
        """The host removes someone from the lobby."""
        async def remove(tx: Transaction, game: GameRecord, seats: list[Any]) -> None:
            if game.host_id != by_user_id:
                raise SessionError("error.host_only", game=game_id)
            if target_user_id == by_user_id:
                raise SessionError("error.host_cannot_leave", game=game_id)
            if not await tx.remove_seat(game_id, target_user_id):
                raise SessionError("error.target_not_in_game", game=game_id)
        return await self._change_seats(game_id, remove)

    async def _change_seats(self, game_id: int, change: Callable[
            [Transaction, GameRecord, list[Any]], Awaitable[None]]) -> GameInfo:
        """Check and make a change of a lobby's seats (`change` raises SessionError to
        refuse it) in one transaction with the lobby's new version and card."""
        async with self.store.transaction() as tx:
            game, seats = await self._lobby(tx, game_id)
            await change(tx, game, seats)
            await self._lobby_changed(tx, game)
        self.committer.committed(game_id)
        return await self.games.info(game_id)

    async def add_bot(self, game_id: int, user_id: int, level: str | None) -> GameInfo:
        """The host seats a bot of `level` in the lobby's next free seat."""
        chosen = bot_seats.checked_level(level)
        now = self.clock.now()
        return await self._host_changes_bots(
            game_id, user_id, lambda tx, game, seats: bot_seats.seat_bot(tx, game, seats,
                                                                         chosen, now))

    async def remove_bot(self, game_id: int, user_id: int, bot_id: int) -> GameInfo:
        """The host frees a bot's seat in the lobby (`bot_id`: the bot seat's user id)."""
        return await self._host_changes_bots(
            game_id, user_id, lambda tx, game, seats: bot_seats.unseat_bot(tx, game, seats,
                                                                           bot_id))

    async def _host_changes_bots(
        self, game_id: int, user_id: int,
        change: Callable[[Transaction, GameRecord, list[Any]], Awaitable[object]],
    ) -> GameInfo:
        """Make the host's `change` to the lobby's bot seats, in one transaction with the
        lobby's new version and card."""
        async with self.store.transaction() as tx:
            game, seats = await self._lobby(tx, game_id)
            bot_seats.check_may_seat(game, user_id)
            await change(tx, game, seats)
            await self._lobby_changed(tx, game)
        self.committer.committed(game_id)
        return await self.games.info(game_id)

    async def _lobby_changed(self, tx: Transaction, game: GameRecord) -> None:
        """A seat was taken or freed: move the lobby's version (a start made before it is
        judged against the seats as they are) and refresh its card."""
        updated = await tx.update_game(game.id, expected_version=game.version,
                                       now=self.clock.now())
        await self.committer.enqueue(tx, game.id, [
            lobby_card.card_message(game.id, updated.version)])

    def _check_startable(self, game: GameRecord, seats: Sequence[Any], user_id: int) -> None:
        if game.status != "lobby":
            raise SessionError(
                "error.already_started" if game.status == "active" else "error.game_over",
                game=game.id,
            )
        if game.host_id != user_id:
            raise SessionError("error.host_only", game=game.id)
        engine = get_engine(game.kind)
        if not engine.min_players <= len(seats) <= engine.max_players:
            exact = engine.min_players == engine.max_players
            raise SessionError(
                "error.player_count_exact" if exact else "error.player_count",
                low=engine.min_players, high=engine.max_players, count=len(seats),
            )

    async def start(self, game_id: int, user_id: int) -> GameInfo:
        """The host starts the game: the engine deals from the game's seed; its thread is
        opened off the lobby card, the card shows the game running, the board is posted and
        whoever must act first is told (all from the outbox, committed with the start)."""
        async with self.store.transaction() as tx:
            game, seats = await self._lobby(tx, game_id)
            self._check_startable(game, seats, user_id)
            engine = get_engine(game.kind)
            state = engine.new_game(len(seats), game.seed, dict(game.options))
            await tx.cancel_timers(game_id=game_id, kinds=("lobby_expiry",))
            change = Change(
                game=game, seats=seats, state=engine.state_to_json(state), status="active",
                waiting_after=engine.to_act(state), clocks="start", thread="board",
                messages=announce.game_started(game, seats, state, game.version + 1),
                bots=any(s.bot_level for s in seats), what="started")
            await self.committer.write(tx, change)
        self.committer.after(change)
        return await self.games.info(game_id)

    async def cancel(self, game_id: int, caller: Caller) -> GameInfo:
        """End a lobby or a running game without a result: its host, or a manager of the
        game's own server (Manage Server there; in another server it is nobody's right)."""
        async with self.store.transaction() as tx:
            game = await tx.get_game(game_id)
            seats = await tx.get_seats(game_id) if game is not None else []
            if game is None or not access.can_reach(game, seats, caller, cancelling=True):
                raise access.not_here(game_id)
            if game.status not in OPEN:
                raise SessionError("error.game_over", game=game_id)
            if game.host_id != caller.user_id and not access.manages(game, caller):
                raise SessionError("error.cancel_forbidden", game=game_id)
            by = announce.canceller(seats, caller.user_id, caller.name)
            change = Change(game=game, seats=seats, status="cancelled", clocks="over",
                            messages=announce.cancelled(game, by, game.version + 1),
                            what="cancelled")
            await self.committer.write(tx, change)
        self.committer.after(change)
        return await self.games.info(game_id)

    async def _lobby(self, tx: Transaction, game_id: int) -> tuple[GameRecord, list[Any]]:
        game = await tx.get_game(game_id)
        if game is None:
            raise SessionError("error.no_such_game", game=game_id)
        if game.status != "lobby":
            raise SessionError(
                "error.already_started" if game.status == "active" else "error.game_over",
                game=game_id,
            )
        return game, await tx.get_seats(game_id)
