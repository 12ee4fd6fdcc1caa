"""What clocks lead to: reminders, the daily digest, timeout votes, the bot standing in for
an absent seat, resigning, reclaiming a seat, and vacations.

Each change commits in one transaction with the messages it causes (and, for a timer, with
the mark that it fired); a change to a running game (a seat handed over, a game ended) is a
`Change` written by the one commit path (`play.commit.Committer`). The arithmetic lives in the
pure modules `clock_rules`, `votes` and `vacation`, the clock rows and timers in
`seat_clocks`, and every message's words in `words.absence`, which names players and times
only: never a hidden choice.
"""

from __future__ import annotations

import logging
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from datetime import datetime
from functools import partial

from games import get_engine
from games.base import Event, Outcome
from storage import (
    GameRecord,
    SeatRecord,
    Store,
    TimerRecord,
    Transaction,
    UserRecord,
    VoteRecord,
)

from ..core import clock_rules, fairness, seat_clocks, vacation, votes
from ..core.errors import SessionError
from ..core.eventlog import events_from_json
from ..core.models import GameInfo
from ..core.outgoing import Line
from ..core.time_source import Clock
from ..play.commit import Change, Committer
from ..play.reading import GameReader
from ..words import absence as words
from ..words import announce
from .timers import NOTHING, Fired, TimerHandlers

log = logging.getLogger(__name__)


@dataclass(frozen=True)
class BallotResult:
    """A ballot's effect: the vote as it stands, who may vote, and the choice if decided."""

    info: GameInfo
    vote: VoteRecord
    voters: list[int]
    decided: votes.VoteChoice | None


def _seat_of(seats: Sequence[SeatRecord], user_id: int) -> int | None:
    return next((s.seat for s in seats if s.user_id == user_id), None)


def _names(seats: Sequence[SeatRecord]) -> dict[int, str]:
    return {s.seat: s.display_name for s in seats}


def _leaders(game: GameRecord) -> list[int]:
    """Who leads the running game now (the engine's `leaders`), for an end outside the
    rules (`fairness.table_outcome`)."""
    if game.state is None:
        return []
    engine = get_engine(game.kind)
    return engine.leaders(engine.state_from_json(game.state))


@dataclass
class AbsenceService:
    """Resign, reclaim, vote, vacation, digest, and the timers of clocks and absences, over
    the store, the clock, the games' reader, the commit path and the server's clock
    settings (`policy`)."""

    store: Store
    clock: Clock
    games: GameReader
    committer: Committer
    policy: clock_rules.ClockPolicy

    def register(self, timers: TimerHandlers) -> None:
        """Handle the timers absence sets: deadlines, reminders, vote closings, digests,
        vacation ends."""
        timers.register("deadline", self._deadline)
        timers.register("remind_half", partial(self._reminder, "remind_half"))
        timers.register("remind_tenth", partial(self._reminder, "remind_tenth"))
        timers.register("vote_close", self._vote_closes)
        timers.register("digest", self._digest)
        timers.register("vacation_end", self._vacation_ends)

    def _now(self) -> datetime:
        return self.clock.now()

    async def _running(self, tx: Transaction, game_id: int) -> GameRecord:
        game = await tx.get_game(game_id)
        if game is None:
            raise SessionError("error.no_such_game", game=game_id)
        if game.status == "lobby":
            raise SessionError("error.not_started", game=game_id)
        if game.status != "active":
            raise SessionError("error.game_over", game=game_id)
        return game

    async def _status(self, tx: Transaction, game: GameRecord, lines: list[Line]) -> None:
        """Refresh the status message; with no news of its own, it keeps showing the last
        action (a refresh replaces the whole message)."""
        last: list[Event] = []
        names: dict[int, str] = {}
        if not lines:
            actions = await tx.list_actions(game.id, after_seq=max(game.posted_seq - 1, 0))
            if actions:
                names = _names(await tx.get_seats(game.id))
                last = events_from_json(actions[-1].events)
        await self.committer.enqueue(tx, game.id, [
            words.status(game.id, lines, last, names, game.version)])

    async def _handed_over(self, tx: Transaction, game: GameRecord) -> GameRecord:
        """Who acts for a seat changed (the bot took it over, or its player took it back):
        the change goes through the commit path, which moves the game's version, so that a
        press computed before it is judged again under the rule as it now stands
        (`seat_owner`)."""
        change = Change(game=game, seats=await tx.get_seats(game.id), clocks="none",
                        what="a seat changed hands")
        return (await self.committer.write(tx, change)).game

    async def _after(self, game_id: int | None) -> None:
        self.committer.committed(game_id)
        if game_id is not None and self.committer.wakeups is not None:
            self.committer.wakeups.bots_may_play(game_id)

    # ------------------------------------------------------------------ players' requests

    async def resign(self, game_id: int, user_id: int) -> GameInfo:
        """The user gives up their seat. With two seats left in play, the other one wins;
        with more, the bot plays the seat to the end (it cannot be reclaimed), unless only
        bots' seats are left: the game then ends as a vote ends it (the leaders win)."""
        now = self._now()
        async with self.store.transaction() as tx:
            game = await self._running(tx, game_id)
            seats = await tx.get_seats(game_id)
            names = _names(seats)
            seat = _seat_of(seats, user_id)
            if seat is None:
                raise SessionError("error.not_in_game", game=game_id)
            rows = await seat_clocks.seat_rows(tx, game_id)
            if seat in {s for s, row in rows.items() if row.resigned}:
                raise SessionError("clock.error.already_resigned", game=game_id)
            line = words.resigned(names, seat)
            outcome = fairness.table_outcome(
                len(seats), fairness.ending(seats, rows, "resigned", seat), _leaders(game))
            if outcome is not None:
                await self._finish(tx, game, outcome, names, [line], resigner=seat)
            else:
                await seat_clocks.update_seat(tx, game_id, seat, now, auto=True,
                                              resigned=True, timed_out=False)
                game = await self._handed_over(tx, game)
                await self._close_votes_on(tx, game_id, seat, now)
                await self.committer.enqueue(tx, game_id, [
                    words.resigned_to_bot(game_id, names, seat, game.version)])
                await self._status(tx, game, [line])
        await self._after(game_id)
        return await self.games.info(game_id)

    async def reclaim(self, game_id: int, user_id: int) -> GameInfo:
        """The user takes back the seat the bot has been playing for them."""
        now = self._now()
        async with self.store.transaction() as tx:
            game = await self._running(tx, game_id)
            seats = await tx.get_seats(game_id)
            seat = _seat_of(seats, user_id)
            if seat is None:
                raise SessionError("error.not_in_game", game=game_id)
            row = (await seat_clocks.seat_rows(tx, game_id)).get(seat)
            if row is not None and row.resigned:
                raise SessionError("clock.error.resigned_for_good", game=game_id)
            if row is None or not row.auto:
                raise SessionError("clock.error.not_auto", game=game_id)
            await seat_clocks.reclaim_seat(tx, game_id, seat, now)
            game = await self._handed_over(tx, game)
            said = words.reclaimed(game_id, _names(seats), seat, game.version)
            await self.committer.enqueue(tx, game_id, [said])
            await self._status(tx, game, said.lines)
        await self._after(None)
        return await self.games.info(game_id)

    async def cast_ballot(self, game_id: int, vote_id: int, user_id: int,
                          choice: str) -> BallotResult:
        """A player's ballot about an absent seat; a decided vote takes effect at once."""
        if not votes.is_choice(choice):
            raise SessionError("error.bad_value")
        now = self._now()
        async with self.store.transaction() as tx:
            vote = await tx.get_vote(vote_id)
            if vote is None or vote.game_id != game_id:
                raise SessionError("clock.error.no_such_vote", game=game_id)
            if vote.closed_at is not None:
                raise SessionError("clock.error.vote_closed", game=game_id)
            game = await self._running(tx, game_id)
            seats = await tx.get_seats(game_id)
            seat = _seat_of(seats, user_id)
            if seat is None:
                raise SessionError("error.not_in_game", game=game_id)
            if seat == vote.seat:
                raise SessionError("clock.error.vote_own_seat", game=game_id)
            voters = votes.electorate([s.seat for s in seats],
                                      await seat_clocks.seat_rows(tx, game_id), vote.seat)
            if seat not in voters:
                raise SessionError("clock.error.vote_not_voter", game=game_id)
            await tx.set_ballot(vote_id, seat, choice)
            vote = await tx.get_vote(vote_id)
            assert vote is not None
            decided = votes.decide(vote.ballots, voters, _seat_of(seats, game.host_id))
            if decided is not None:
                await self._carry_out(tx, game, vote, decided, _names(seats), now)
                vote = await tx.get_vote(vote_id)
                assert vote is not None
        await self._after(game_id if decided is not None else None)
        return BallotResult(info=await self.games.info(game_id), vote=vote, voters=voters,
                            decided=decided)

    async def set_vacation(self, user_id: int, days: int) -> UserRecord:
        """Go away for `days` days (0: come back now): the user's clocks pause in all their
        games, and those games' status messages say so."""
        now = self._now()
        policy = self.policy
        async with self.store.transaction() as tx:
            user = await tx.get_user(user_id)
            if days == 0:
                book = vacation.end(user, now)
            else:
                book = vacation.take(user, days, now, policy.vacation_days_per_year)
            user = await tx.set_user(
                user_id, now, vacation_until=book.until, vacation_year=book.year,
                vacation_days_used=book.days_used)
            await tx.cancel_timers(user_id=user_id, kinds=("vacation_end",))
            if book.until is not None:
                await tx.add_timer("vacation_end", book.until, now, user_id=user_id)
            await self._pause_games(tx, user_id, now, paused=book.until is not None)
        await self._after(None)
        return user

    async def set_digest(self, user_id: int, enabled: bool, hour: int | None = None) -> UserRecord:
        """One daily digest (at `hour` UTC, else the server's hour) instead of reminders."""
        if hour is not None and not 0 <= hour <= 23:
            raise SessionError("error.bad_value")
        now = self._now()
        async with self.store.transaction() as tx:
            if hour is not None:
                await tx.set_user(user_id, now, digest_hour=hour)
            user = await tx.set_user(user_id, now, digest=enabled)
            await tx.cancel_timers(user_id=user_id, kinds=("digest",))
            if enabled:
                await tx.add_timer("digest", clock_rules.next_digest(now, self._digest_hour(user)),
                                   now, user_id=user_id)
        return user

    def _digest_hour(self, user: UserRecord) -> int:
        return user.digest_hour if user.digest_hour is not None else \
            self.policy.digest_hour

    async def _pause_games(self, tx: Transaction, user_id: int, now: datetime, *,
                           paused: bool) -> None:
        for game_id in await seat_clocks.pause_user(tx, user_id, now, paused=paused):
            game = await tx.get_game(game_id)
            assert game is not None
            await self._status(tx, game, [])

    # ------------------------------------------------------------------ timers

    async def _waited_seat(self, tx: Transaction, timer: TimerRecord,
                           ) -> tuple[GameRecord, list[SeatRecord], int] | None:
        """The game and seat of a clock timer, if the game still waits for that seat."""
        if timer.game_id is None or timer.seat is None:
            return None
        game = await tx.get_game(timer.game_id)
        if game is None or game.status != "active":
            return None
        row = (await seat_clocks.seat_rows(tx, game.id)).get(timer.seat)
        if row is None or not row.waiting or row.running_since is None:
            return None
        return game, await tx.get_seats(game.id), timer.seat

    async def _deadline(self, tx: Transaction, timer: TimerRecord, now: datetime) -> Fired:
        found = await self._waited_seat(tx, timer)
        if found is None:
            return NOTHING
        game, seats, seat = found
        names = _names(seats)
        await seat_clocks.update_seat(tx, game.id, seat, now, timed_out=True)
        timed_out = words.timed_out(names, seat)
        voters = votes.electorate([s.seat for s in seats],
                                  await seat_clocks.seat_rows(tx, game.id), seat)
        if not voters:
            await self._carry_out(tx, game, None, "auto", names, now, seat=seat,
                                  lines=[timed_out, words.nobody_to_ask()])
            return Fired(True, game.id)
        if any(vote.seat == seat for vote in await tx.open_votes(game.id)):
            return Fired(True)
        closes = now + self.policy.vote_time
        vote = await tx.open_vote(game.id, seat, now, closes)
        await tx.add_timer("vote_close", closes, now, game_id=game.id, seat=seat,
                           vote_id=vote.id)
        await self.committer.enqueue(tx, game.id, [words.vote_asked(
            game.id, vote.id, names, seat, voters, closes, game.version)])
        await self._status(tx, game, [timed_out])
        return Fired(True)

    async def _reminder(self, which: words.Reminder, tx: Transaction, timer: TimerRecord,
                        now: datetime) -> Fired:
        found = await self._waited_seat(tx, timer)
        if found is None:
            return NOTHING
        game, seats, seat = found
        user_id = next(s.user_id for s in seats if s.seat == seat)
        user = await tx.get_user(user_id)
        if user is not None and user.digest:
            return NOTHING  # the daily digest replaces the reminders
        row = (await seat_clocks.seat_rows(tx, game.id))[seat]
        end = clock_rules.deadline(row)
        assert end is not None
        await self.committer.enqueue(tx, game.id, [words.reminder(game, user_id, which, end)])
        return Fired(True)

    async def _vote_closes(self, tx: Transaction, timer: TimerRecord, now: datetime) -> Fired:
        vote = await tx.get_vote(timer.vote_id) if timer.vote_id is not None else None
        if vote is None or vote.closed_at is not None:
            return NOTHING
        game = await tx.get_game(vote.game_id)
        if game is None or game.status != "active":
            return NOTHING
        seats = await tx.get_seats(game.id)
        voters = votes.electorate([s.seat for s in seats],
                                  await seat_clocks.seat_rows(tx, game.id), vote.seat)
        choice = votes.on_expiry(vote.ballots, voters, _seat_of(seats, game.host_id))
        await self._carry_out(tx, game, vote, choice, _names(seats), now,
                              lines=[words.vote_expired()])
        return Fired(True, game.id)

    async def _digest(self, tx: Transaction, timer: TimerRecord, now: datetime) -> Fired:
        user = await tx.get_user(timer.user_id) if timer.user_id is not None else None
        if user is None or not user.digest:
            return NOTHING
        await tx.add_timer("digest", clock_rules.next_digest(now, self._digest_hour(user)), now,
                           user_id=user.user_id)
        waiting: list[tuple[datetime | None, GameRecord]] = []
        for game in await tx.games_of_user(user.user_id, ["active"]):
            seat = _seat_of(await tx.get_seats(game.id), user.user_id)
            row = (await seat_clocks.seat_rows(tx, game.id)).get(seat) \
                if seat is not None else None
            if seat is None or row is None or not row.waiting or row.auto:
                continue
            waiting.append((clock_rules.deadline(row), game))
        message = words.digest(user.user_id, waiting)
        if message is None:
            return NOTHING
        # the most urgent game carries the digest (and its link)
        await self.committer.enqueue(tx, message.game_id, [message])
        return Fired(True)

    async def _vacation_ends(self, tx: Transaction, timer: TimerRecord, now: datetime) -> Fired:
        user = await tx.get_user(timer.user_id) if timer.user_id is not None else None
        if user is None or user.vacation_until is None or user.vacation_until > now:
            return NOTHING
        await tx.set_user(user.user_id, now, vacation_until=None)
        await self._pause_games(tx, user.user_id, now, paused=False)
        return Fired(True)

    # ------------------------------------------------------------------ outcomes of a vote

    async def _close_votes_on(self, tx: Transaction, game_id: int, seat: int,
                              now: datetime) -> None:
        """Close, as moot, an open vote about a seat that no longer needs one."""
        for vote in await tx.open_votes(game_id):
            if vote.seat == seat:
                await tx.close_vote(vote.id, "moot", now)
                await tx.cancel_timers(game_id=game_id, seat=seat, kinds=("vote_close",))

    async def _carry_out(self, tx: Transaction, game: GameRecord, vote: VoteRecord | None,
                         choice: votes.VoteChoice, names: Mapping[int, str], now: datetime, *,
                         seat: int | None = None, lines: Sequence[Line] = ()) -> None:
        """Apply a vote's decision (or, with nobody to ask, the bot taking over `seat`)."""
        absent = vote.seat if vote is not None else seat
        assert absent is not None
        if vote is not None:
            await tx.close_vote(vote.id, choice, now)
            await tx.cancel_timers(game_id=game.id, seat=absent, kinds=("vote_close",))
        if choice == "end":
            await self._finish(tx, game, fairness.leaders_outcome(_leaders(game)), names,
                               [*lines, words.vote_ended(names, absent)])
            return
        if choice == "more_time":
            await seat_clocks.grant_more_time(tx, game.id, absent, now)
        else:
            await seat_clocks.update_seat(tx, game.id, absent, now, auto=True, timed_out=False)
            game = await self._handed_over(tx, game)
        said = words.vote_decided(game.id, names, absent, choice, lines, game.version)
        await self.committer.enqueue(tx, game.id, [said])
        await self._status(tx, game, said.lines[-1:])

    async def _finish(self, tx: Transaction, game: GameRecord, outcome: Outcome,
                      names: Mapping[int, str], lines: Sequence[Line], *,
                      resigner: int | None = None) -> None:
        """End a running game with `outcome` (not the engine's: the resignation of
        `resigner`, or else a vote), through the commit path. The resigner's seat is marked
        resigned, the bot never taking it, so that the record says, then and whenever
        asked, who ended the game."""
        now = self._now()
        if resigner is not None:
            await seat_clocks.update_seat(tx, game.id, resigner, now, resigned=True,
                                          auto=False)
        seats = await tx.get_seats(game.id)
        ended = fairness.ending(seats, await seat_clocks.seat_rows(tx, game.id),
                                "resigned" if resigner is not None else "vote", resigner)
        engine = get_engine(game.kind)
        state = engine.state_from_json(game.state or "")
        actions = await tx.list_actions(game.id)
        unposted = [event for a in actions if a.seq > game.posted_seq
                    for event in events_from_json(a.events)]
        record = fairness.record_text(game, names, fairness.logged(actions), outcome, ended)
        await self.committer.write(tx, Change(
            game=game, seats=seats, status="finished", outcome=outcome, clocks="over",
            messages=announce.game_ended(game, state, outcome, names,
                                         words.ended(names, unposted, lines),
                                         game.version + 1, record),
            what="ended outside the rules"))
