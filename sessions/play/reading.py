"""Reading games: by number (through the access rule), by player, by channel; a seat's view,
the story so far, the record once over. Nothing here changes a game."""

from __future__ import annotations

from games import get_engine
from games.base import Engine, GameState, GameView, IllegalAction
from storage import GameRecord, Store, Transaction

from ..core import access, fairness
from ..core.access import Caller
from ..core.errors import SessionError
from ..core.eventlog import events_from_json
from ..core.info import info_from_bundle, outcome_from_json
from ..core.models import GameInfo
from ..core.outgoing import Line
from ..core.replay import replay
from ..core.states import parsed_state
from ..core.time_source import Clock
from ..words.presenter import lines_for

OPEN = ("lobby", "active")


def seats_that_may_play(game: GameRecord, notation: str) -> list[int]:
    """The seats that may play `notation` now, the game waiting for them or not (Zig Zag's
    Stop, open to every racing player while cards are collected); none unless it runs."""
    if game.status != "active" or game.state is None:
        return []
    engine = get_engine(game.kind)
    state = parsed_state(game.kind, game.state)
    return [seat for seat in range(engine.max_players) if plays(engine, state, seat, notation)]


def anytime_action(kind: str) -> str | None:
    """The notation of a game's any-time action (Zig Zag's Stop), if its engine has one:
    what the status message's button plays."""
    return get_engine(kind).anytime_notation


def anytime_notation(game: GameRecord) -> str | None:
    """The engine's any-time action (Zig Zag's Stop) when some seat may take it now, for
    the button on the game's status message; None otherwise."""
    notation = anytime_action(game.kind)
    return notation if notation is not None and seats_that_may_play(game, notation) else None


def anytime_choice(game: GameRecord) -> str | None:
    """The engine's any-time choice (Ostrich Scramble's gives) when some seat may make one
    now, for the button on the game's status message that opens the picker there; None
    otherwise. Whether a seat may give is public (who holds garments)."""
    engine = get_engine(game.kind)
    label = engine.anytime_choice
    if label is None or game.status != "active" or game.state is None:
        return None
    state = parsed_state(game.kind, game.state)
    offered = (engine.menu_path(state, action)[:1] == [label]
               for seat in range(engine.max_players)
               for action in reversed(engine.legal_actions(state, seat)))
    return label if any(offered) else None


def is_anytime(kind: str, state: GameState, seat: int, notation: str) -> bool:
    """Whether `notation` is one of the game's any-time actions (its `anytime_notation`, or
    an action under its `anytime_choice`), legal now or not: the kind of action whose
    refusal, once another took it away, says so."""
    engine = get_engine(kind)
    try:
        action = engine.parse(state, seat, notation)
    except IllegalAction:
        return False
    return (engine.format(state, action) == engine.anytime_notation
            or engine.menu_path(state, action)[:1] == [engine.anytime_choice])


def plays(engine: Engine, state: GameState, seat: int, notation: str) -> bool:
    """Whether `notation` names one of the seat's legal actions now."""
    try:
        return engine.parse(state, seat, notation) in engine.legal_actions(state, seat)
    except IllegalAction:
        return False


def state_of(info: GameInfo) -> GameState:
    """The engine state of a started game."""
    if info.game.state is None:
        raise SessionError("error.not_started", game=info.id)
    return parsed_state(info.game.kind, info.game.state)


class GameReader:
    """What players may read of games, over one `Store` and the injected clock."""

    def __init__(self, store: Store, clock: Clock) -> None:
        self.store = store
        self.clock = clock

    async def info(self, game_id: int) -> GameInfo:
        """The game with its seats and who it waits for; SessionError if there is none."""
        bundle = await self.store.get_bundle(game_id)
        if bundle is None:
            raise SessionError("error.no_such_game", game=game_id)
        return info_from_bundle(bundle, self.clock.now())

    async def info_in(self, tx: Transaction, game_id: int) -> GameInfo:
        """The game as the transaction `tx` sees it (commits still waiting for the group's
        COMMIT included), locked there until it ends."""
        bundle = await tx.get_bundle(game_id)
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
                                                        OPEN)]
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
        return state_of(info)

    async def games_of(self, user_id: int) -> list[GameInfo]:
        """The lobbies and running games a user sits in, newest first."""
        now = self.clock.now()
        return [info_from_bundle(bundle, now)
                for bundle in await self.store.bundles_of_user(user_id, OPEN)]

    async def games_here(self, caller: Caller) -> list[GameInfo]:
        """The lobbies and running games of the caller's channel (or of a game thread in
        it) that they may reach (see `access`: another player's practice game is not
        listed, even to a moderator who can read its thread)."""
        if caller.channel_id is None:
            return []
        now = self.clock.now()
        return [info_from_bundle(bundle, now)
                for bundle in await self.store.bundles_in_channel(caller.channel_id, OPEN)
                if access.can_reach(bundle.game, bundle.seats, caller)]

    async def view_for(self, game_id: int, user_id: int | None) -> tuple[GameInfo, GameView]:
        """What a user may see of a game: their seat's view, or the spectator's view."""
        info = await self.info(game_id)
        state = self.state_of(info)
        seat = info.seat_of(user_id) if user_id is not None else None
        return info, get_engine(info.game.kind).view(state, seat)

    async def is_first_game(self, info: GameInfo, user_id: int) -> bool:
        """Whether this game is the user's first of its kind (their view then opens with
        how the game goes): they sit in it as a person (a bot's seat is nobody's first
        game), and in no other running or finished game of its kind, in any server (it is
        the same person). A cancelled game or a lobby never counts: nothing was played."""
        seat = info.seat_of(user_id)
        if seat is None or info.bot_level(seat) is not None:
            return False
        return not await self.store.has_played_kind(user_id, info.game.kind,
                                                    other_than=info.id)

    async def opens_with_summary(self, info: GameInfo, user_id: int) -> bool:
        """Whether the user's view of this game opens with how the game goes: only the
        first view of their first game of its kind (`is_first_game`). Shown once, the
        summary folds away: the kind joins the user's `summaries_seen`, so their later
        views (of this game too) go straight to the board; `/rules` keeps the whole."""
        if not await self.is_first_game(info, user_id):
            return False
        kind = info.game.kind
        async with self.store.transaction() as tx:
            user = await tx.get_user(user_id)
            seen = set(filter(None, (user.summaries_seen or "").split(","))) if user else set()
            if kind in seen:
                return False
            await tx.set_user(user_id, self.clock.now(),
                              summaries_seen=",".join(sorted(seen | {kind})))
        return True

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

    async def log_length(self, info: GameInfo) -> int:
        """How many rows the game's log holds, take-backs included (the posted ones are
        counted by `posted_seq`; only those after it are read): a decision's seed."""
        later = await self.store.list_actions(info.id, after_seq=info.game.posted_seq)
        return later[-1].seq if later else info.game.posted_seq

    async def replayed_state(self, game_id: int) -> GameState:
        """The state rebuilt from the seed and the action log (for checks and tools)."""
        info = await self.info(game_id)
        actions = await self.store.list_actions(game_id)
        return replay(get_engine(info.game.kind), len(info.seats), info.game.seed,
                      info.game.options, [(a.seat, a.notation) for a in actions])
