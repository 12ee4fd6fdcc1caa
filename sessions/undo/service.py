"""Taking back: the fair take-back every game allows (`fair_undo`), a practice game's broader
one, and the one path both go through (`UndoService.take_back`), which appends a
`takeback <seq>` row and writes the restored position through the commit path."""

from __future__ import annotations

import asyncio
import functools
import logging
from collections.abc import Sequence

from games import get_engine
from games.base import GameState
from storage import ActionRecord, Store

from ..core import takeback
from ..core.errors import SessionError, StaleVersion
from ..core.eventlog import events_from_json
from ..core.info import written_info
from ..core.models import GameInfo, TakenBack
from ..core.replay import replay, replay_steps
from ..core.states import remember
from ..core.time_source import Clock
from ..play.commit import Change, Committer, Row
from ..play.reading import GameReader, state_of
from ..words import announce
from ..words.presenter import lines_for
from . import fair_undo
from .took_back import took_back_event

log = logging.getLogger(__name__)

UNDO_ANSWERS_KEPT = 1024  # `may_take_back`'s answers remembered, the oldest forgotten first
# The rows of the logs `may_take_back` keeps replayed, to grow by the rows played since:
# 250 games of Ostriches at their longest, about 10 MB (`fair_undo.KeptReplays`).
REPLAY_ROWS_KEPT = 50_000


def practice_only(info: GameInfo) -> None:
    """Refuse Hint and a practice game's Take back in a game that is not a practice game."""
    if not info.game.practice:
        raise SessionError("practice.error.only_practice", game=info.id)


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


def _restored(info: GameInfo, rows: Sequence[ActionRecord], seat: int,
              policy: takeback.Policy) -> tuple[int | None, GameState | None]:
    """Where `policy` takes the seat back to in the log `rows`, and the position there (the
    replay of the actions left standing); (None, None): nowhere."""
    back_to = policy(rows, seat)
    if back_to is None:
        return None, None
    engine = get_engine(info.game.kind)
    return back_to, replay(engine, len(info.seats), info.game.seed, info.game.options,
                           [(row.seat, row.notation) for row in rows[:back_to]])


class UndoService:
    """Take Back, fair and practice, and whether it is offered."""

    def __init__(self, store: Store, games: GameReader, committer: Committer) -> None:
        self.store = store
        self.games = games
        self.committer = committer
        self._answers: dict[tuple[int, int, int], bool] = {}  # see `may_take_back`
        self._replays = fair_undo.KeptReplays(REPLAY_ROWS_KEPT)

    @property
    def clock(self) -> Clock:
        """The injected clock."""
        return self.committer.clock

    async def practice_take_back(self, game_id: int, user_id: int, *,
                                 expected_version: int) -> TakenBack:
        """A practice game's Take back: the user's last action and everything after it
        (`takeback.practice_policy`), through `take_back`."""
        practice_only(await self.games.info(game_id))
        return await self.take_back(game_id, user_id, expected_version=expected_version,
                                    policy=takeback.practice_policy)

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
        if key not in self._answers:
            last = await self.store.last_action(info.id)
            if last is None or last.seat != seat:
                return False  # the fair rule's first condition, without the whole log
            replayed = await self._replayed(info)
            while len(self._answers) >= UNDO_ANSWERS_KEPT:
                del self._answers[next(iter(self._answers))]
            self._answers[key] = replayed is not None and replayed.answer(seat) is not None
        return self._answers[key]

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
        policy = self.fair_policy(await self.games.info(game_id))
        return await self.take_back(game_id, user_id, expected_version=expected_version,
                                    policy=policy, refusal="takeback.error.not_fair")

    async def take_back(self, game_id: int, user_id: int, *, expected_version: int,
                        policy: takeback.Policy,
                        refusal: str = "takeback.error.nothing") -> TakenBack:
        """Take the game back for the user's seat to where `policy` allows (see `takeback`):
        one row `takeback <seq>` is appended to the log (which stays append-only), the state
        becomes the replay of the actions left standing, the version moves (so a press made
        before it, a second Take back among them, is refused), the table gets the restored
        board with a line saying who took back what, the seats' clocks follow the log (see
        `seat_clocks.waits_changed`), and the bots play again if it waits for one: they
        decide afresh, their seeds counting the longer log. Refused, changing nothing, when
        the game moved since `expected_version`, is not running, or the policy leaves
        nothing to take back (then with the catalog message `refusal`).

        What to take back and the position it restores are worked out before the write
        transaction and off the event loop (a long game's log replays in tens of
        milliseconds), from the log as it stood at `expected_version`; the transaction
        then finds the game still there, or refuses.
        """
        info = await self.games.info(game_id)
        seat = _taking_back(info, user_id, expected_version)
        # Read after the game: if the transaction below finds the version unchanged, no
        # action was logged in between (each one moves it), so these are its rows.
        rows = await self.store.list_actions(game_id)
        back_to, restored = await asyncio.to_thread(_restored, info, rows, seat, policy)
        if back_to is None or restored is None:
            # The rows may have been read after another change committed (a second Take
            # back pressed at once): judged on a log the press never saw, the refusal
            # would be the wrong one. The game read again tells: moved, the press is stale.
            _taking_back(await self.games.info(game_id), user_id, expected_version)
            raise SessionError(refusal, game=game_id)
        async with self.store.transaction() as tx:
            info = await self.games.info_in(tx, game_id)
            _taking_back(info, user_id, expected_version)
            change = self._change(info, rows, seat, back_to, restored)
            written = await self.committer.write(tx, change)
            clocks = await self.committer.clocks_of(tx, game_id, written)
        assert change.state is not None
        remember(info.game.kind, change.state, restored)
        self.committer.after(change)
        return TakenBack(info=written_info(info, written.game, clocks), seat=seat,
                         back_to=back_to, undone=len(takeback.undone(rows, back_to)))

    @staticmethod
    def _change(info: GameInfo, rows: Sequence[ActionRecord], seat: int, back_to: int,
                restored: GameState) -> Change:
        """The take-back as a change: its row, the restored position, the board with who
        took back what (after what happened since the last post), and the clocks following
        the log back to `back_to`."""
        engine = get_engine(info.game.kind)
        undone = takeback.undone(rows, back_to)
        event = took_back_event(seat, back_to, undone)
        waiting_before, waiting_after = engine.to_act(state_of(info)), engine.to_act(restored)
        unposted = [e for r in rows[info.game.posted_seq:back_to]
                    for e in events_from_json(r.events)]
        lines = lines_for([*unposted, event], info.names, None)
        return Change(
            game=info.game, seats=info.seats,
            rows=[Row(seat, takeback.notation(back_to), [event])],
            state=engine.state_to_json(restored), waiting_before=waiting_before,
            waiting_after=waiting_after, clock=info.clock, back_to=back_to,
            messages=announce.taken_back(info, restored, lines, waiting_before,
                                         waiting_after, info.game.version + 1,
                                         taker=seat),
            thread="board", bots=any(info.is_auto(s) for s in waiting_after),
            what=f"seat {seat} took back to action {back_to}")
