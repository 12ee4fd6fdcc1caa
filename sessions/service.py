"""The game service: lobby, acting, and what players may read, for any registered game.

Every change follows one path: read the game, let the engine decide, then commit the new
state, the action log row and every message it causes in one transaction guarded by the
game's version. A concurrent change makes the version move and the slower one is refused
(`StaleVersion`) with nothing changed. Nothing here imports discord: the cogs translate
interactions into these calls, and delivery sends what lands in the outbox.
"""

from __future__ import annotations

import asyncio
import functools
import logging
import random
from collections import deque
from collections.abc import Awaitable, Callable, Iterator, Mapping, Sequence
from concurrent.futures import Executor
from dataclasses import dataclass, replace
from datetime import datetime
from typing import Any, Protocol

import i18n
from games import get_engine
from games.base import (
    Engine,
    Event,
    GameState,
    GameView,
    IllegalAction,
    Outcome,
    resolve_options,
)
from storage import (
    ActionRecord,
    GameBundle,
    GameRecord,
    Store,
    Transaction,
    VersionConflict,
)

from .absence.absence import AbsenceService
from .bots import bot_seats
from .bots.bots import BotDriver, bot_seats_waiting, decision_seed, process_pool
from .core import access, fairness, seat_clocks, takeback
from .core.access import Caller
from .core.clock_rules import NO_CLOCK, ClockPolicy, ClockSpec, parse_clock
from .core.errors import SessionError, StaleVersion
from .core.eventlog import events_from_json, events_to_json
from .core.models import ActResult, Choice, GameInfo, Player, TakenBack
from .core.outgoing import Line, OutgoingMessage
from .core.states import parsed_state, remember
from .core.time_source import Clock
from .core.vacation import away_until
from .learning import hints
from .lobby import lobby
from .lobby.lobby import LobbyPolicy
from .play import drafting
from .play.drafting import STEP_JOINER, Draft
from .play.suggest import suggestions
from .undo import fair_undo
from .words import announce, guide
from .words.presenter import lines_for, md

log = logging.getLogger(__name__)

ACTIVE = ("lobby", "active")
ACTION_TEXT_MAX = 200  # the longest action of any game is far shorter (`b1-c3 eye a6 d6 NE cw`)


@functools.lru_cache(maxsize=64)
def _clock_spec(text: str) -> ClockSpec:
    return ClockSpec.model_validate_json(text)


def waiting_seats(game: GameRecord) -> list[int]:
    """The seats a game waits for now (none unless it is running)."""
    if game.status != "active" or game.state is None:
        return []
    return list(get_engine(game.kind).to_act(parsed_state(game.kind, game.state)))


def seats_that_may_play(game: GameRecord, notation: str) -> list[int]:
    """The seats that may play `notation` now, the game waiting for them or not (Zig Zag's
    Stop, open to every racing player while cards are collected); none unless it runs."""
    if game.status != "active" or game.state is None:
        return []
    engine = get_engine(game.kind)
    state = parsed_state(game.kind, game.state)
    return [seat for seat in range(engine.max_players) if _plays(engine, state, seat, notation)]


def anytime_action(kind: str) -> str | None:
    """The notation of a game's any-time action (Zig Zag's Stop), if its engine has one:
    what the status message's button plays."""
    return get_engine(kind).anytime_notation


def anytime_notation(game: GameRecord) -> str | None:
    """The engine's any-time action (Zig Zag's Stop) when some seat may take it now, for
    the button on the game's status message; None otherwise."""
    notation = anytime_action(game.kind)
    return notation if notation is not None and seats_that_may_play(game, notation) else None


def _plays(engine: Engine, state: GameState, seat: int, notation: str) -> bool:
    """Whether `notation` names one of the seat's legal actions now."""
    try:
        return engine.parse(state, seat, notation) in engine.legal_actions(state, seat)
    except IllegalAction:
        return False


def info_from_bundle(bundle: GameBundle, now: datetime | None = None) -> GameInfo:
    """A game with its seats, who it waits for, its clock, its seats' clocks, and which
    players are away (`now`: the instant vacations are judged at; None: the game's last
    update, good enough for display)."""
    game = bundle.game
    moment = now if now is not None else game.updated_at
    away = {}
    for seat in bundle.seats:
        until = away_until(bundle.users.get(seat.user_id), moment)
        if until is not None:
            away[seat.seat] = until
    return GameInfo(
        game=game, seats=bundle.seats, to_act=waiting_seats(game),
        clock=NO_CLOCK if bundle.clock_spec is None else _clock_spec(bundle.clock_spec),
        clocks={row.seat: row for row in bundle.seat_clocks}, away=away,
    )


UNDO_ANSWERS_KEPT = 1024  # `may_take_back`'s answers remembered, the oldest forgotten first
# The rows of the logs `may_take_back` keeps replayed, to grow by the rows played since:
# 250 games of Ostriches at their longest, about 10 MB (`fair_undo.KeptReplays`).
REPLAY_ROWS_KEPT = 50_000


def _system_seed() -> int:
    return random.SystemRandom().getrandbits(62)


def replay(engine: Engine, players: int, seed: int, options: Mapping[str, Any],
           record: Sequence[tuple[int, str]]) -> GameState:
    """The state reached by playing `record` ((seat, notation) pairs, the whole log from
    its first row) from a fresh game, honouring its take-backs: the last of `replay_steps`,
    the one replay every part of the bot uses.

    This is the proof that the log alone is the game: storage keeps the state for speed, and
    tests check that replaying the log gives that same state for every game.
    """
    state, _ = deque(replay_steps(engine, players, seed, options, record), maxlen=1)[0]
    return state


def replay_steps(engine: Engine, players: int, seed: int, options: Mapping[str, Any],
                 record: Sequence[tuple[int, str]]) -> Iterator[tuple[GameState, list[Event]]]:
    """`replay` one row at a time: the fresh game (with no events), then the state after
    each row of `record` with the engine's events for it, for whatever must show the game
    move by move (the fairness check, the animated replay, the replay stepper). A take-back
    row brings back the state after the row it names, with no engine events. IllegalAction
    when an action of `record` is not legal where it stands; ValueError for a take-back
    naming no earlier row."""
    state = engine.new_game(players, seed, dict(options))
    after = [state]  # the state after each row, the fresh game being row 0
    yield state, []
    for seq, (seat, notation) in enumerate(record, start=1):
        back_to = takeback.target(notation)
        if back_to is None:
            state, events = engine.apply(state, seat, engine.parse(state, seat, notation))
        elif back_to < seq:
            state, events = after[back_to], []
        else:
            raise ValueError(f"row {seq}: {notation!r} names no earlier row")
        after.append(state)
        yield state, events


class GameService:
    """Lobby and play for every game kind, over one `Store` and an injected clock.

    `on_enqueue` (settable after construction, since delivery is built later) is called, with
    the game's id, after a transaction that queued outgoing messages for it commits, so
    delivery serves that game at once instead of waiting for its next poll (None: some game,
    look at all). `clock_policy` holds the server's clock settings, `lobby_policy` how long
    lobbies stay open and how many a player may host; `absence` handles what clocks lead to
    (reminders, votes, the bot playing for a seat, resigning, vacations); `bots` plays the
    bots' seats, deciding in `bot_executor` (worker processes unless a test injects one).
    """

    def __init__(
        self,
        store: Store,
        clock: Clock,
        *,
        seed_source: Callable[[], int] = _system_seed,
        on_enqueue: Callable[[int | None], None] | None = None,
        option_defaults: Callable[[str], Mapping[str, Any]] | None = None,
        clock_policy: ClockPolicy | None = None,
        lobby_policy: LobbyPolicy | None = None,
        bot_executor: Executor | Callable[[], Executor] = process_pool,
    ) -> None:
        self.store = store
        self.clock = clock
        self._seed_source = seed_source
        self.on_enqueue = on_enqueue
        self._option_defaults = option_defaults or (lambda kind: {})
        self.clock_policy = clock_policy or ClockPolicy()
        self.lobby_policy = lobby_policy or LobbyPolicy()
        self.absence = AbsenceService(self)
        self.bots = BotDriver(self, bot_executor)
        self._undo_answers: dict[tuple[int, int, int], bool] = {}  # see `may_take_back`
        self._replays = fair_undo.KeptReplays(REPLAY_ROWS_KEPT)

    # ------------------------------------------------------------------ reading

    async def info(self, game_id: int) -> GameInfo:
        """The game with its seats and who it waits for; SessionError if there is none."""
        bundle = await self.store.get_bundle(game_id)
        if bundle is None:
            raise SessionError("error.no_such_game", game=game_id)
        return info_from_bundle(bundle, self.clock.now())

    async def reach(self, game_id: int, caller: Caller, *,
                    cancelling: bool = False) -> GameInfo:
        """The game, if `caller` may reach it from where they are (see `access`;
        `cancelling`: only to cancel it); else the refusal a number naming no game gets
        ("no game #N here"), so that a game of another server, or one a stranger names
        from their DMs, does not exist for them."""
        bundle = await self.store.get_bundle(game_id)
        if bundle is None or not access.can_reach(bundle.game, bundle.seats, caller,
                                                  cancelling=cancelling):
            raise access.not_here(game_id)
        return info_from_bundle(bundle, self.clock.now())

    async def games_for(self, caller: Caller) -> list[GameInfo]:
        """The open games `caller` may reach from where they are, to offer them by number:
        their own (newest first), then the others of this channel or thread."""
        games = await self.games_of(caller.user_id)
        mine = {info.id for info in games}
        return games + [info for info in await self.games_here(caller)
                        if info.id not in mine]

    async def game_meant(self, caller: Caller, number: object | None) -> GameInfo:
        """The game an action means, as just read: the given number (if the caller may
        reach that game from where they are, see `access`); else the caller's game waiting
        for them here (a game's thread, or a channel with their games), or the only game of
        theirs here, so that its refusal names it ("not your turn in game #7"): a move typed
        in one game's thread is never played in another game of theirs where the same
        notation happens to be legal. Only where they have no game does it mean the one
        game anywhere waiting for them."""
        if number is not None:
            return await self.reach(access.game_number(number), caller)
        here = [] if caller.channel_id is None else [
            info_from_bundle(bundle, self.clock.now()) for bundle in
            await self.store.bundles_of_user_in_channel(caller.user_id, caller.channel_id,
                                                        ACTIVE)]
        # where they have a game here, only those count: their games elsewhere (a player
        # may sit in many) are not even read
        mine = here or await self.games_of(caller.user_id)
        waiting = [g for g in mine
                   if (seat := g.seat_of(caller.user_id)) is not None and seat in g.to_act]
        if len(waiting) == 1:
            return waiting[0]
        if not waiting and len(here) == 1:
            return here[0]
        raise SessionError("error.which_game" if waiting else "error.nothing_to_play")

    def state_of(self, info: GameInfo) -> GameState:
        """The engine state of a started game."""
        if info.game.state is None:
            raise SessionError("error.not_started", game=info.id)
        return parsed_state(info.game.kind, info.game.state)

    async def games_of(self, user_id: int) -> list[GameInfo]:
        """The lobbies and running games a user sits in, newest first."""
        now = self.clock.now()
        return [info_from_bundle(bundle, now)
                for bundle in await self.store.bundles_of_user(user_id, ACTIVE)]

    async def games_here(self, caller: Caller) -> list[GameInfo]:
        """The lobbies and running games of the caller's channel (or of a game thread in
        it) that they may reach (see `access`: another player's practice game is not
        listed, even to a moderator who can read its thread)."""
        if caller.channel_id is None:
            return []
        now = self.clock.now()
        return [info_from_bundle(bundle, now)
                for bundle in await self.store.bundles_in_channel(caller.channel_id, ACTIVE)
                if access.can_reach(bundle.game, bundle.seats, caller)]

    async def view_for(self, game_id: int, user_id: int | None) -> tuple[GameInfo, GameView]:
        """What a user may see of a game: their seat's view, or the spectator's view."""
        info = await self.info(game_id)
        state = self.state_of(info)
        seat = info.seat_of(user_id) if user_id is not None else None
        return info, get_engine(info.game.kind).view(state, seat)

    async def is_first_game(self, info: GameInfo, user_id: int) -> bool:
        """Whether `info` is the user's first game of its kind (their view then opens with
        how the game goes; see `guide.is_first_game`)."""
        return await guide.is_first_game(self.store, info, user_id)

    async def choices(self, game_id: int, user_id: int) -> tuple[GameInfo, list[Choice]]:
        """The legal actions a user may take now, with their picker paths."""
        info = await self.info(game_id)
        return info, self.choices_in(info, user_id)

    def choices_in(self, info: GameInfo, user_id: int) -> list[Choice]:
        """`choices` in the game as `info` shows it (a caller that has just read it).
        A move through the picker lists them at every press, for the same state: the list
        is kept (see `drafting`)."""
        return list(self.draft_in(info, user_id, ()).choices)

    def draft_in(self, info: GameInfo, user_id: int, steps: Sequence[str]) -> Draft:
        """The turn the user is putting together in the picker: `steps` chosen so far (not
        sent), and the next step's choices in the game as `info` shows it. StaleVersion
        when the steps are no longer a draft of this user's turn."""
        seat = self._acting_seat(info, user_id)
        assert info.game.state is not None  # an acting seat exists only in a started game
        found = drafting.draft(info.game.kind, info.game.state, seat, steps)
        if found is None:
            raise StaleVersion(info.id)
        return found

    def suggest(self, info: GameInfo, user_id: int, typed: str) -> list[str]:
        """What `/move`'s autocomplete offers the user for `typed`: their legal actions, and
        the rest of a turn the notation writes on one line (see `suggest`)."""
        seat = self._acting_seat(info, user_id)
        assert info.game.state is not None
        return suggestions(info.game.kind, info.game.state, seat, typed)

    def after_in(self, info: GameInfo, user_id: int, steps: Sequence[str],
                 notation: str) -> Draft | None:
        """The draft once `notation` is chosen after `steps` (complete: it ends the turn);
        None when choosing it must send it at once, as it reveals something."""
        seat = self._acting_seat(info, user_id)
        assert info.game.state is not None
        return drafting.draft(info.game.kind, info.game.state, seat, [*steps, notation])

    async def log_for(self, game_id: int, user_id: int | None) -> tuple[GameInfo, list[Line]]:
        """The game's story as this user may see it: public events plus their own."""
        info = await self.info(game_id)
        seat = info.seat_of(user_id) if user_id is not None else None
        lines: list[Line] = []
        for action in await self.store.list_actions(game_id):
            lines.extend(lines_for(events_from_json(action.events), info.names, seat))
        return info, lines

    async def record(self, game_id: int) -> str:
        """The full record (`fairness.record_text`: seed, salt, every action and its events,
        the outcome), only once the game is over, since it reveals every hidden choice."""
        info = await self.info(game_id)
        outcome = outcome_from_json(info.game.outcome)
        if info.game.status != "finished" or outcome is None:
            raise SessionError("error.record_after_end", game=game_id)
        actions = fairness.logged(await self.store.list_actions(game_id))
        by_rules = get_engine(info.game.kind).outcome(self.state_of(info)) is not None
        ended = fairness.kept_ending(info.seats, info.clocks, outcome, by_rules=by_rules)
        return fairness.record_text(info.game, info.names, actions, outcome, ended)

    async def replayed_state(self, game_id: int) -> GameState:
        """The state rebuilt from the seed and the action log (for checks and tools)."""
        info = await self.info(game_id)
        actions = await self.store.list_actions(game_id)
        return replay(get_engine(info.game.kind), len(info.seats), info.game.seed,
                      info.game.options, [(a.seat, a.notation) for a in actions])

    # ------------------------------------------------------------------ lobby

    async def create(
        self, kind: str, *, guild_id: int | None, channel_id: int, host: Player,
        options: Mapping[str, object], language: str, clock: str | None = None,
        bots: int | None = None, bot_level: str | None = None, practice: bool = False,
    ) -> GameInfo:
        """Open a lobby for a game of `kind`, its host in the first seat; its card is posted
        in the channel from the outbox, and it closes by itself if not started within the
        lobby lifetime. A host already holding the most open lobbies allowed is refused.

        Options are the server's defaults overridden by the host's choices, validated by
        the engine's option list so a bad value is refused before anything is stored; so is
        the clock (`clocks.parse_clock` syntax; None: the server's default clock). `bots`
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
                await lobby.check_room(tx, host.user_id, self.lobby_policy)
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
            await lobby.schedule_expiry(tx, game.id, now, self.lobby_policy)
            await self.enqueue(tx, game.id, [lobby.card_message(game.id, game.version)])
        self.committed(game.id)
        if bots and len(seats) >= engine.min_players:
            return await self.start(game.id, host.user_id)
        return await self.info(game.id)

    # ------------------------------------------------------------------ server settings

    async def public_language(self, guild_id: int | None, server_locale: str | None,
                              fallback: str) -> str:
        """The language of a new game's public messages in a server: the one its managers
        fixed (`set_server_language`), else the server's preferred language in Discord
        (`server_locale`), else `fallback`. Never the host's own: everyone reads the thread."""
        if guild_id is not None:
            settings = await self.store.get_guild_settings(guild_id)
            if settings is not None and settings.language:
                return settings.language
        if server_locale is not None:
            return i18n.normalize_language(server_locale)
        return fallback

    async def set_server_language(self, guild_id: int, language: str | None) -> None:
        """Fix the language of a server's new games' public messages (None: follow the
        server's preferred language in Discord)."""
        async with self.store.transaction() as tx:
            await tx.set_guild_settings(guild_id, self.clock.now(), language=language)

    async def threads_allowed(self, guild_id: int) -> bool:
        """Whether a server's managers let games have threads of their own (`/settings
        threads`; on unless turned off)."""
        settings = await self.store.get_guild_settings(guild_id)
        return settings is None or settings.use_threads

    async def set_server_threads(self, guild_id: int, on: bool) -> None:
        """Whether a server's games get a thread of their own."""
        async with self.store.transaction() as tx:
            await tx.set_guild_settings(guild_id, self.clock.now(), use_threads=on)

    # ------------------------------------------------------------------ user settings

    async def reader_language(self, user_id: int, locale: str) -> str:
        """The language to answer a user in privately: the one they chose
        (`set_user_language`), else their Discord `locale`."""
        user = await self.store.get_user(user_id)
        if user is not None and user.language:
            return user.language
        return i18n.normalize_language(locale)

    async def set_user_language(self, user_id: int, language: str | None) -> None:
        """Fix the language the bot uses with a user (None: follow their Discord locale)."""
        async with self.store.transaction() as tx:
            await tx.set_user(user_id, self.clock.now(), language=language)

    async def set_notifications(self, user_id: int, on: bool) -> None:
        """Private turn notices on or off; turning them on also means "try my DMs again"."""
        async with self.store.transaction() as tx:
            if on:
                await tx.set_user(user_id, self.clock.now(), notify=True, dm_closed=False)
            else:
                await tx.set_user(user_id, self.clock.now(), notify=False)

    async def set_takeover_level(self, guild_id: int, level: str) -> str:
        """The level the bot plays at in a server's games on the seats it takes over from
        absent or resigned players."""
        chosen = bot_seats.checked_level(level)
        async with self.store.transaction() as tx:
            await tx.set_guild_settings(guild_id, self.clock.now(), takeover_level=chosen)
        return chosen

    async def set_message(self, game_id: int, *, message_id: int | None = None,
                          thread_id: int | None = None) -> None:
        """Remember the game's lobby/status message and thread (Discord bookkeeping)."""
        fields: dict[str, Any] = {}
        if message_id is not None:
            fields["message_id"] = message_id
        if thread_id is not None:
            fields["thread_id"] = thread_id
        async with self.store.transaction() as tx:
            await tx.set_game_message(game_id, now=self.clock.now(), **fields)

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
        self.committed(game_id)
        return await self.info(game_id)

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
        self.committed(game_id)
        return await self.info(game_id)

    async def _lobby_changed(self, tx: Transaction, game: GameRecord) -> None:
        """A seat was taken or freed: move the lobby's version (a start made before it is
        judged against the seats as they are) and refresh its card."""
        updated = await tx.update_game(game.id, expected_version=game.version,
                                       now=self.clock.now())
        await self.enqueue(tx, game.id, [lobby.card_message(game.id, updated.version)])

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
            updated = await tx.update_game(
                game_id, expected_version=game.version, now=self.clock.now(),
                status="active", state=engine.state_to_json(state),
                board_version=game.version + 1,
            )
            messages = announce.game_started(updated, seats, state, updated.version)
            await seat_clocks.start_game(tx, game_id, {s.seat: s.user_id for s in seats},
                                         engine.to_act(state), self.clock.now(),
                                         bots={s.seat for s in seats if s.bot_level})
            await tx.cancel_timers(game_id=game_id, kinds=("lobby_expiry",))
            await self.enqueue(tx, game_id, messages)
        self.committed(game_id)
        if any(s.bot_level for s in seats):
            self.bots.poke(game_id)
        return await self.info(game_id)

    async def cancel(self, game_id: int, caller: Caller) -> GameInfo:
        """End a lobby or a running game without a result: its host, or a manager of the
        game's own server (Manage Server there; in another server it is nobody's right)."""
        async with self.store.transaction() as tx:
            game = await tx.get_game(game_id)
            seats = await tx.get_seats(game_id) if game is not None else []
            if game is None or not access.can_reach(game, seats, caller, cancelling=True):
                raise access.not_here(game_id)
            if game.status not in ACTIVE:
                raise SessionError("error.game_over", game=game_id)
            if game.host_id != caller.user_id and not access.manages(game, caller):
                raise SessionError("error.cancel_forbidden", game=game_id)
            canceller = next((s.display_name for s in seats if s.user_id == caller.user_id),
                             caller.name)
            updated = await tx.update_game(
                game_id, expected_version=game.version, now=self.clock.now(), status="cancelled",
            )
            await seat_clocks.game_over(tx, game_id, self.clock.now())
            await self.enqueue(tx, game_id, announce.cancelled(game, canceller,
                                                               updated.version))
        self.committed(game_id)
        return await self.info(game_id)

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

    # ------------------------------------------------------------------ playing

    def _acting_seat(self, info: GameInfo, user_id: int, text: str | None = None) -> int:
        """The user's seat, if they act for it (not the bot: `seat_owner`) and may act
        now: the game waits for them, or the rules let them play `text` out of turn (any
        such action, for a caller listing choices)."""
        if info.game.status == "lobby":
            raise SessionError("error.not_started", game=info.id)
        if info.game.status != "active":
            raise SessionError("error.game_over", game=info.id)
        seat = info.person_seat(user_id)
        if seat not in info.to_act and not self._acts_out_of_turn(info, seat, text):
            waiting = ", ".join(md(s.display_name) for s in info.waiting_for) or "-"
            raise SessionError("error.not_your_turn", game=info.id, waiting=waiting)
        return seat

    def _acts_out_of_turn(self, info: GameInfo, seat: int, text: str | None = None) -> bool:
        """Whether the rules let `seat` play `text` (None: anything) although the game does
        not wait for it, as Zig Zag's Stop, which any player may call while cards are
        collected: the engine lists such actions among the seat's legal actions."""
        engine = get_engine(info.game.kind)
        state = self.state_of(info)
        if text is None:
            return bool(engine.legal_actions(state, seat))
        return _plays(engine, state, seat, text)

    async def act(
        self, game_id: int, user_id: int, text: str | Sequence[str], *,
        expected_version: int | None = None, seen: GameInfo | None = None,
    ) -> ActResult:
        """Apply one action given in the notation, for the user's seat; or several, one
        after the other, all or none (a turn put together in the picker). Steps left when
        the game ends are not played, and the result says so.

        `expected_version` is the version the player saw (a button carries it). A press
        stands while no new board was posted since that version and the action is still
        legal: other players' submissions in a simultaneous phase, or the steps of the
        player's own turn, move the version without changing what the player saw; a turn
        that ended since (a new board) makes the press out of date, so nothing is applied
        to a position the player did not see.

        `seen` is the game as the caller has just read it, to save reading it again. The
        action is computed from the game as read and committed if the version has not moved
        meanwhile. When it has, another change committed first, and that commit may still
        wait for the shared COMMIT of its group (see `storage.database`), which the readers
        cannot see yet: reading again would find the same old version. So the action is
        decided again under the write lock, from the game as the transaction sees it (every
        commit included), and judged as a press made on the version the player saw (for a
        `/move`, the version it was first computed on). Nothing can come between that read
        and its write: presses arriving together are all honoured (in arrival order on
        SQLite, in the row lock's order on PostgreSQL), and only a real conflict is
        refused, saying what it was (`StaleVersion.reason`).
        """
        steps = [text] if isinstance(text, str) else list(text)
        if any(len(step) > ACTION_TEXT_MAX for step in steps):  # before any parsing
            raise SessionError("error.action_too_long", max=ACTION_TEXT_MAX)
        info = seen if seen is not None and seen.id == game_id else await self.info(game_id)
        try:
            move = await self._prepare_press(info, user_id, steps, expected_version,
                                             self.store)
            result = await self._commit(move)
        except VersionConflict:
            version = info.game.version if expected_version is None else expected_version
            async with self.store.transaction() as tx:
                info = await self._info_in(tx, game_id)
                move = await self._prepare_press(info, user_id, steps, version, tx)
                result = await self._write(tx, move)
            self._committed_move(move)
        return result

    async def _info_in(self, tx: Transaction, game_id: int) -> GameInfo:
        """The game as the transaction `tx` sees it (commits still waiting for the group's
        COMMIT included)."""
        bundle = await tx.get_bundle(game_id)
        if bundle is None:
            raise SessionError("error.no_such_game", game=game_id)
        return info_from_bundle(bundle, self.clock.now())

    async def _prepare_press(self, info: GameInfo, user_id: int, steps: Sequence[str],
                             version: int | None, reader: _LogReader) -> _Move:
        """The user's steps computed from the game as `info` shows it, once the press
        (made at `version`; None: no version to judge) is found to stand."""
        if version is not None and version != info.game.version:
            self._check_press(info, version, user_id, steps[0])
        seat = self._acting_seat(info, user_id, steps[0])
        return await self._prepare(info, seat, steps, reader)

    def _check_press(self, info: GameInfo, version: int, user_id: int, text: str) -> None:
        """Refuse, saying why, a press made at an older `version` unless it still stands
        and its action is still one of the player's legal actions (a game that is over, or
        a presser without a seat, is refused by `_acting_seat`)."""
        seat = info.seat_of(user_id)
        if info.game.status != "active" or seat is None:
            return
        reason = info.press_refusal(version, user_id)
        if reason is not None and not (info.game.board_version <= version
                                       and self._acts_out_of_turn(info, seat, text)):
            raise StaleVersion(info.id, reason)
        assert info.game.state is not None  # an active game has a state
        wanted = text.strip().lower()
        if not any(notation.lower() == wanted for notation, _ in
                   drafting.listed(info.game.kind, info.game.state, seat) or ()):
            raise StaleVersion(info.id, "taken", action=text.strip()[:100])

    async def _prepare(self, info: GameInfo, seat: int, steps: Sequence[str],
                       reader: _LogReader, *, announce_bot: bool = False) -> _Move:
        """Compute the actions `steps` (one log row each) from the game as `info` shows it:
        the engine plays them, `announce` composes every message they cause. `reader` reads
        the game's log (the store, or the transaction the actions will commit in).
        `announce_bot` adds the public line saying the bot plays for the seat (logged with
        the first action's events)."""
        engine = get_engine(info.game.kind)
        state = self.state_of(info)
        played = _play_steps(engine, state, seat, steps)
        if announce_bot:
            played.rows[0] = (played.rows[0][0], [
                Event(key="clock.bot_plays", params={"player": seat}), *played.rows[0][1]])
        events = [event for _, row_events in played.rows for event in row_events]
        notations = [notation for notation, _ in played.rows]
        acted = announce.Acted(
            info=info, seat=seat, before=state, after=played.state, events=events,
            outcome=engine.outcome(played.state), waiting_before=engine.to_act(state),
            waiting_after=engine.to_act(played.state),
            unposted=[e for a in await reader.list_actions(info.id,
                                                           after_seq=info.game.posted_seq)
                      for e in events_from_json(a.events)])
        if acted.outcome is not None:
            actions = fairness.logged(await reader.list_actions(info.id)) + [
                fairness.recorded(seat, notation, row_events)
                for notation, row_events in played.rows]
            acted = replace(acted, record=fairness.record_text(
                info.game, info.names, actions, acted.outcome,
                fairness.ending(info.seats, info.clocks, "rules")))
        told = announce.after_action(acted)
        new_text = engine.state_to_json(played.state)
        remember(info.game.kind, new_text, played.state)  # read back at once, to answer
        return _Move(acted=acted, notation=STEP_JOINER.join(notations), rows=played.rows,
                     dropped=played.dropped, new_text=new_text, flush=told.flush,
                     messages=told.messages)

    async def _commit(self, move: _Move) -> ActResult:
        """Commit a computed action in a transaction of its own; VersionConflict (nothing
        written) if another change committed since the game was read."""
        async with self.store.transaction() as tx:
            result = await self._write(tx, move)
        self._committed_move(move)
        return result

    async def _write(self, tx: Transaction, move: _Move) -> ActResult:
        """Write a computed action in `tx`, guarded by the version it was computed from:
        the log row, the new state, the clocks and timers, the messages. The result shows
        the game as the writes left it, rather than a second read of it all: the seats do
        not change once a game runs, and the players' vacations are as read just before."""
        info, outcome, flush = move.info, move.acted.outcome, move.flush
        game_id = info.id
        now = self.clock.now()
        version = info.game.version + 1
        messages = list(move.messages)
        for notation, row_events in move.rows:
            action_row = await tx.append_action(
                game_id, seat=move.seat, notation=notation, events=events_to_json(row_events),
                now=now,
            )
        posted: dict[str, Any] = {}
        if flush is not None:
            posted["posted_seq"] = action_row.seq
        if flush == "board":
            posted["board_version"] = version
        updated = await tx.update_game(
            game_id, expected_version=info.game.version, now=now, state=move.new_text,
            status="finished" if outcome is not None else "active",
            outcome=outcome.model_dump_json() if outcome is not None else None,
            **posted,
        )
        waits = seat_clocks.WaitsChanged()
        if outcome is not None:
            await seat_clocks.game_over(tx, game_id, now)
        else:
            waits = await seat_clocks.waits_changed(
                tx, game_id, move.acted.waiting_before, move.acted.waiting_after, now,
                spec=info.clock, seq=action_row.seq)
            messages += announce.votes_returned(info, [vote.seat for vote in waits.returned],
                                                version)
        await self.enqueue(tx, game_id, messages)
        clock_rows = waits.clocks if waits.clocks is not None else {
            row.seat: row for row in await tx.get_seat_clocks(game_id)}
        after = replace(info, game=updated, to_act=waiting_seats(updated), clocks=clock_rows)
        return ActResult(
            info=after, seat=move.seat, notation=move.notation,
            public_lines=lines_for(move.acted.events, info.names, None),
            private_lines=lines_for([e for e in move.acted.events if e.audience == move.seat],
                                    info.names, move.seat),
            finished=outcome is not None, dropped=STEP_JOINER.join(move.dropped),
        )

    def _committed_move(self, move: _Move) -> None:
        """After an action's transaction committed: wake delivery (and the timers), and the
        bots if the game now waits for one."""
        self.committed(move.info.id)
        if move.acted.outcome is None and any(move.info.is_auto(s)
                                               for s in move.acted.waiting_after):
            self.bots.poke(move.info.id)
        log.info("game %s: seat %s acted (version %s)", move.info.id, move.seat,
                 move.info.game.version + 1)

    # ------------------------------------------------------------------ practice

    def practice_only(self, info: GameInfo) -> None:
        """Refuse Hint and Take back in a game that is not a practice game."""
        if not info.game.practice:
            raise SessionError("practice.error.only_practice", game=info.id)

    async def hint(self, game_id: int, user_id: int) -> hints.Hint:
        """What a `hard` bot would play for the user's seat from their own view, and why (a
        practice game's Hint; see `hints`), decided in the bots' worker processes."""
        info = await self.info(game_id)
        self.practice_only(info)
        seat = self._acting_seat(info, user_id)
        if seat not in info.to_act:
            raise SessionError("practice.error.no_hint", game=game_id)
        seed = decision_seed(info.game.seed, await self.bots.log_length(info), seat)
        return await hints.hint_for(info.game.kind, self.state_of(info), seat, seed,
                                    self.bots.in_worker)

    async def practice_take_back(self, game_id: int, user_id: int, *,
                                 expected_version: int) -> TakenBack:
        """A practice game's Take back: the user's last action and everything after it
        (`takeback.practice_policy`), through `take_back`."""
        self.practice_only(await self.info(game_id))
        return await self.take_back(game_id, user_id, expected_version=expected_version,
                                    policy=takeback.practice_policy)

    # ------------------------------------------------------------------ fair undo

    def fair_policy(self, info: GameInfo) -> takeback.Policy:
        """The take-back every game allows (`fair_undo`), for the game `info` shows."""
        return fair_undo.fair_policy(get_engine(info.game.kind), self._steps(info))

    def _steps(self, info: GameInfo) -> fair_undo.Steps:
        """The replay of the game `info` shows, row by row, from any log of it."""
        engine = get_engine(info.game.kind)
        return functools.partial(replay_steps, engine, len(info.seats), info.game.seed,
                                 info.game.options)

    async def may_take_back(self, info: GameInfo, user_id: int) -> bool:
        """Whether the user may take back their last action in the running game `info`
        shows, by the fair policy (for the Take back button: shown only then). Never in a
        practice game, whose own Take back goes further."""
        seat = info.seat_of(user_id)
        if (info.game.practice or info.game.status != "active" or seat is None
                or info.is_auto(seat)):
            return False
        key = (info.id, info.game.version, seat)
        if key not in self._undo_answers:
            last = await self.store.last_action(info.id)
            if last is None or last.seat != seat:
                return False  # the fair rule's first condition, without the whole log
            replayed = await self._replayed(info)
            while len(self._undo_answers) >= UNDO_ANSWERS_KEPT:
                del self._undo_answers[next(iter(self._undo_answers))]
            self._undo_answers[key] = replayed is not None and replayed.answer(seat) is not None
        return self._undo_answers[key]

    async def _replayed(self, info: GameInfo) -> fair_undo.Replayed | None:
        """The game's log replayed for the fair rule (None: it no longer replays). Kept from
        the last question about the game and grown by the rows played since, which are all
        that is read; replayed whole (off the event loop: a long game takes milliseconds)
        the first time, and after a take-back."""
        engine = get_engine(info.game.kind)
        key = (info.id, info.game.seed)
        known = self._replays.get(key)
        done = len(known.record) if known is not None else 0
        rows = tuple((row.seat, row.notation)
                     for row in await self.store.list_actions(info.id, after_seq=done))
        try:
            found = known
            if known is not None and rows:
                found = fair_undo.grown(engine, known, rows)
            if found is None:  # nothing kept, or a take-back since
                found = await asyncio.to_thread(
                    fair_undo.replayed, engine, self._steps(info),
                    (known.record if known is not None else ()) + rows)
        except ValueError:  # IllegalAction too: see `fair_undo.decide`
            return None
        self._replays.keep(key, found)
        return found

    async def fair_take_back(self, game_id: int, user_id: int, *,
                             expected_version: int) -> TakenBack:
        """Take back the user's last action where it is fair (`fair_undo`), through
        `take_back`; refused, changing nothing, where it is not."""
        policy = self.fair_policy(await self.info(game_id))
        return await self.take_back(game_id, user_id, expected_version=expected_version,
                                    policy=policy, refusal="takeback.error.not_fair")

    # ------------------------------------------------------------------ taking back

    @staticmethod
    def _taking_back(info: GameInfo, user_id: int, expected_version: int) -> int:
        """The user's seat in the running game `info` shows, as it was at `expected_version`
        (else the refusal)."""
        if info.game.status != "active":
            raise SessionError("error.not_started" if info.game.status == "lobby"
                               else "error.game_over", game=info.id)
        seat = info.person_seat(user_id)
        if info.game.version != expected_version:
            raise StaleVersion(info.id)
        return seat

    @staticmethod
    def _restored(info: GameInfo, rows: Sequence[ActionRecord], seat: int,
                  policy: takeback.Policy) -> tuple[int | None, GameState | None]:
        """Where `policy` takes the seat back to in the log `rows`, and the position
        there (the replay of the actions left standing); (None, None): nowhere."""
        back_to = policy(rows, seat)
        if back_to is None:
            return None, None
        engine = get_engine(info.game.kind)
        return back_to, replay(engine, len(info.seats), info.game.seed, info.game.options,
                               [(row.seat, row.notation) for row in rows[:back_to]])

    async def take_back(self, game_id: int, user_id: int, *, expected_version: int,
                        policy: takeback.Policy,
                        refusal: str = "takeback.error.nothing") -> TakenBack:
        """Take the game back for the user's seat to where `policy` allows (see `takeback`):
        one row `takeback <seq>` is appended to the log (which stays append-only), the state
        becomes the replay of the actions left standing, the version moves (so a press made
        before it, a second Take back among them, is refused), the table gets the restored
        board with a line saying who took back what, the seats' clocks follow who the game
        now waits for, and the bots play again if it waits for one: they decide afresh,
        their seeds counting the longer log. Refused, changing nothing, when the game moved
        since `expected_version`, is not running, or the policy leaves nothing to take back
        (then with the catalog message `refusal`).

        What to take back and the position it restores are worked out before the write
        transaction and off the event loop (a long game's log replays in tens of
        milliseconds), from the log as it stood at `expected_version`; the transaction
        then finds the game still there, or refuses.
        """
        info = await self.info(game_id)
        seat = self._taking_back(info, user_id, expected_version)
        # Read after the game: if the transaction below finds the version unchanged, no
        # action was logged in between (each one moves it), so these are its rows.
        rows = await self.store.list_actions(game_id)
        back_to, restored = await asyncio.to_thread(self._restored, info, rows, seat, policy)
        if back_to is None or restored is None:
            # The rows may have been read after another change committed (a second Take
            # back pressed at once): judged on a log the press never saw, the refusal
            # would be the wrong one. The game read again tells: moved, the press is stale.
            self._taking_back(await self.info(game_id), user_id, expected_version)
            raise SessionError(refusal, game=game_id)
        async with self.store.transaction() as tx:
            info = await self._info_in(tx, game_id)
            self._taking_back(info, user_id, expected_version)
            undone = takeback.undone(rows, back_to)
            engine = get_engine(info.game.kind)
            before = self.state_of(info)
            event = Event(key="takeback.line",
                          params={"player": seat, "seq": back_to, "count": len(undone)})
            now = self.clock.now()
            row = await tx.append_action(game_id, seat=seat, notation=takeback.notation(back_to),
                                         events=events_to_json([event]), now=now)
            version = info.game.version + 1
            new_text = engine.state_to_json(restored)
            updated = await tx.update_game(game_id, expected_version=info.game.version,
                                           now=now, state=new_text, posted_seq=row.seq,
                                           board_version=version)
            waiting_before, waiting_after = engine.to_act(before), engine.to_act(restored)
            waits = await seat_clocks.waits_changed(tx, game_id, waiting_before, waiting_after,
                                                    now, spec=info.clock, back_to=back_to)
            unposted = [e for r in rows[info.game.posted_seq:back_to]
                        for e in events_from_json(r.events)]
            lines = lines_for([*unposted, event], info.names, None)
            await self.enqueue(tx, game_id, [
                *announce.taken_back(info, restored, lines, waiting_before, waiting_after,
                                     version),
                *announce.votes_returned(info, [vote.seat for vote in waits.returned],
                                         version)])
            clock_rows = waits.clocks if waits.clocks is not None else {
                r.seat: r for r in await tx.get_seat_clocks(game_id)}
        remember(info.game.kind, new_text, restored)
        self.committed(game_id)
        if any(info.is_auto(s) for s in waiting_after):
            self.bots.poke(game_id)
        log.info("game %s: seat %s took back to action %s", game_id, seat, back_to)
        after = replace(info, game=updated, to_act=waiting_seats(updated), clocks=clock_rows)
        return TakenBack(info=after, seat=seat, back_to=back_to, undone=len(undone))

    # ------------------------------------------------------------------ the bots' seats

    async def play_bot_step(self, seen: GameInfo, seat: int, notation: str, *,
                            announce: bool) -> bool:
        """Commit a bot's step for `seat`, decided (by `bots`) from the game as `seen`
        showed it, through the same path as a person's action; False, with nothing written,
        when the game moved since (the step is decided again) or no longer waits for a bot
        there. `announce`: the first step of a run on a seat taken over from its player
        carries the public line "the bot plays for X"."""
        async with self.store.transaction() as tx:
            info = await self._info_in(tx, seen.id)
            if info.game.version != seen.game.version or seat not in bot_seats_waiting(info):
                return False
            move = await self._prepare(info, seat, [notation], tx,
                                       announce_bot=announce and info.bot_level(seat) is None)
            await self._write(tx, move)
        self._committed_move(move)
        return True

    # ------------------------------------------------------------------ the outbox

    async def enqueue(self, tx: Transaction, game_id: int,
                      messages: Sequence[OutgoingMessage]) -> None:
        """Queue messages in `tx`, so they go out only if it commits."""
        if messages:
            await tx.enqueue_many(game_id, [message.model_dump_json() for message in messages],
                                  self.clock.now())

    def committed(self, game_id: int | None = None) -> None:
        """Tell delivery (and the timers) that a transaction with messages for `game_id`
        committed (None: for a game not named)."""
        if self.on_enqueue is not None:
            self.on_enqueue(game_id)


@dataclass
class _Played:
    """What `_play_steps` did: the state reached, each step's notation (as played) with its
    events, and the notations of the steps not played because the game ended first."""

    state: GameState
    rows: list[tuple[str, list[Event]]]
    dropped: list[str]


def _play_steps(engine: Engine, state: GameState, seat: int, steps: Sequence[str]) -> _Played:
    """Apply `steps` one after the other for `seat`, all or none (IllegalAction). Once the
    game is over, the rest is not played; an action that is itself a line of steps may be
    cut short the same way (the engine's `applied_part`)."""
    rows: list[tuple[str, list[Event]]] = []
    dropped: list[str] = []
    for index, text in enumerate(steps):
        if index and engine.outcome(state) is not None:
            dropped += steps[index:]
            break
        action = engine.parse(state, seat, text)
        new_state, events = engine.apply(state, seat, action)
        if engine.outcome(new_state) is not None:
            action, rest = engine.applied_part(state, seat, action)
            if rest is not None:
                dropped.append(engine.format(state, rest))
        rows.append((engine.format(state, action), events))
        state = new_state
    return _Played(state, rows, dropped)


class _LogReader(Protocol):
    """Where an action's computation reads the game's log: the store (the last commit), or
    the transaction it will commit in (its group's commits too)."""

    async def list_actions(self, game_id: int, after_seq: int = 0) -> list[ActionRecord]:
        """The game's log after `after_seq`."""
        ...


@dataclass(frozen=True)
class _Move:
    """One action computed from the game as read (`acted.info`), ready to be written."""

    acted: announce.Acted  # what the engine did, as the composer saw it
    notation: str  # every step's notation, joined as the player reads them
    rows: list[tuple[str, list[Event]]]  # each step's log row: its notation and events
    dropped: list[str]  # steps not played because the game ended first
    new_text: str
    flush: announce.Flush
    messages: list[OutgoingMessage]

    @property
    def info(self) -> GameInfo:
        """The game as read before the action."""
        return self.acted.info

    @property
    def seat(self) -> int:
        """The seat that acted."""
        return self.acted.seat




def outcome_from_json(text: str | None) -> Outcome | None:
    """The stored outcome of a finished game."""
    return Outcome.model_validate_json(text) if text else None


__all__ = ["GameService", "IllegalAction", "events_from_json", "events_to_json", "replay",
           "replay_steps"]
