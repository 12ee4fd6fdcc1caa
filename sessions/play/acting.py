"""Playing: a person's action, or a turn put together in the picker, and a bot's step, each
computed from the game as read, then written through the one commit path (`commit`).

A concurrent change makes the version move and the slower one is judged again under the
write lock, or refused (`StaleVersion`) with nothing changed.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, replace
from typing import Protocol

from games import get_engine
from games.base import Engine, Event, GameState
from storage import ActionRecord, Store, Transaction, VersionConflict

from ..core import fairness
from ..core.errors import SessionError
from ..core.eventlog import events_from_json
from ..core.info import written_info
from ..core.models import ActResult, Choice, GameInfo
from ..core.states import remember
from ..core.time_source import Clock
from ..words import announce
from ..words.presenter import lines_for
from .commit import Change, Committer, Row
from .drafting import STEP_JOINER, Draft
from .layout import Limits
from .picker import (
    START,
    PickerPress,
    PickerScreen,
    TurnToSend,
    anytime,
    draft_after,
    draft_of,
    opened,
    pressed,
    screen,
)
from .presses import press_refusal
from .reading import GameReader, state_of
from .seats import acting_seat
from .suggest import suggestions

ACTION_TEXT_MAX = 200  # the longest action of any game is far shorter (`b1-c3 eye a6 d6 NE cw`)


class LogReader(Protocol):
    """Where an action's computation reads the game's log: the store (the last commit), or
    the transaction it will commit in (its group's commits too)."""

    async def list_actions(self, game_id: int, after_seq: int = 0) -> list[ActionRecord]:
        """The game's log after `after_seq`."""
        ...


@dataclass
class Played:
    """What `play_steps` did: the state reached, each step's notation (as played) with its
    events, and the notations of the steps not played because the game ended first."""

    state: GameState
    rows: list[tuple[str, list[Event]]]
    dropped: list[str]


def play_steps(engine: Engine, state: GameState, seat: int, steps: Sequence[str]) -> Played:
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
    return Played(state, rows, dropped)


@dataclass(frozen=True)
class Move:
    """One action computed from the game as read, ready to be written: the change, with what
    the reply to its player needs."""

    change: Change
    info: GameInfo  # the game as read before the action
    seat: int
    events: list[Event]  # every step's events, in order
    notation: str  # every step's notation, joined as the player reads them
    dropped: list[str]  # steps not played because the game ended first


class PlayService:
    """A person's actions and the choices the picker offers, a bot's steps."""

    def __init__(self, store: Store, clock: Clock, games: GameReader,
                 committer: Committer) -> None:
        self.store = store
        self.clock = clock
        self.games = games
        self.committer = committer

    # ------------------------------------------------------------------ choices

    async def choices(self, game_id: int, user_id: int) -> tuple[GameInfo, list[Choice]]:
        """The legal actions a user may take now, with their picker paths."""
        info = await self.games.info(game_id)
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
        return draft_of(info, user_id, steps)

    def suggest(self, info: GameInfo, user_id: int, typed: str) -> list[str]:
        """What `/move`'s autocomplete offers the user for `typed`: their legal actions, and
        the rest of a turn the notation writes on one line (see `suggest`)."""
        seat = acting_seat(info, user_id)
        assert info.game.state is not None
        return suggestions(info.game.kind, info.game.state, seat, typed)

    def after_in(self, info: GameInfo, user_id: int, steps: Sequence[str],
                 notation: str) -> Draft | None:
        """The draft once `notation` is chosen after `steps` (complete: it ends the turn);
        None when choosing it must send it at once, as it shows something."""
        return draft_after(info, user_id, steps, notation)

    # ------------------------------------------------------------------ the picker

    def picker(self, info: GameInfo, user_id: int, *, lang: str,
               limits: Limits) -> PickerScreen:
        """The user's picker at the start of their turn in the game as `info` shows it (the
        next step of a turn that goes on after an action), within `limits`."""
        return screen(info, user_id, START, lang, limits)

    def open_picker(self, info: GameInfo, user_id: int, version: int, *,
                    message_id: int | None, lang: str, limits: Limits,
                    at: str | None = None) -> PickerScreen:
        """The picker Play opens, pressed on a message made at `version` (`message_id`),
        at the choice `at` when given (the status message's any-time choice); StaleVersion
        when that press no longer stands (see `picker.opened`)."""
        return opened(info, user_id, version, message_id, lang, limits, at)

    def press_picker(self, info: GameInfo, user_id: int, press: PickerPress, *, lang: str,
                     limits: Limits) -> PickerScreen | TurnToSend:
        """What a press of the picker shows, or the turn it sends (then `act` plays it);
        StaleVersion, saying why, when the press no longer stands (see `picker.pressed`)."""
        return pressed(info, user_id, press, lang, limits)

    def confirm_anytime(self, info: GameInfo, user_id: int, version: int, notation: str, *,
                        lang: str, limits: Limits) -> PickerScreen | None:
        """The confirmation a press of the game's any-time action, made at `version`, asks
        before it is played (None: play it now); StaleVersion when the press no longer
        stands, SessionError when the user may not play it (see `picker.anytime`)."""
        return anytime(info, user_id, version, notation, lang, limits)

    # ------------------------------------------------------------------ acting

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
        info = seen if seen is not None and seen.id == game_id else await self.games.info(
            game_id)
        try:
            move = await self._prepare_press(info, user_id, steps, expected_version,
                                             self.store)
            async with self.store.transaction() as tx:
                result = await self._write(tx, move)
        except VersionConflict:
            version = info.game.version if expected_version is None else expected_version
            async with self.store.transaction() as tx:
                info = await self.games.info_in(tx, game_id)
                move = await self._prepare_press(info, user_id, steps, version, tx)
                result = await self._write(tx, move)
        self.committer.after(move.change)
        return result

    async def _prepare_press(self, info: GameInfo, user_id: int, steps: Sequence[str],
                             version: int | None, reader: LogReader) -> Move:
        """The user's steps computed from the game as `info` shows it, once the press
        (made at `version`; None: no version to judge) is found to stand (`presses`)."""
        if version is not None:
            refusal = press_refusal(info, version, user_id, action=steps[0])
            if refusal is not None:
                raise refusal
        seat = acting_seat(info, user_id, steps[0])
        return await self.prepare(info, seat, steps, reader)

    async def prepare(self, info: GameInfo, seat: int, steps: Sequence[str],
                      reader: LogReader, *, announce_bot: bool = False) -> Move:
        """Compute the actions `steps` (one log row each) from the game as `info` shows it:
        the engine plays them, `announce` composes every message they cause. `reader` reads
        the game's log (the store, or the transaction the actions will commit in).
        `announce_bot` adds the public line saying the bot plays for the seat (logged with
        the first action's events)."""
        engine = get_engine(info.game.kind)
        state = state_of(info)
        played = play_steps(engine, state, seat, steps)
        if announce_bot:
            played.rows[0] = (played.rows[0][0], [
                Event(key="clock.bot_plays", params={"player": seat}), *played.rows[0][1]])
        events = [event for _, row_events in played.rows for event in row_events]
        waiting_after = engine.to_act(played.state)
        acted = announce.Acted(
            info=info, seat=seat, before=state, after=played.state, events=events,
            outcome=engine.outcome(played.state), waiting_before=engine.to_act(state),
            waiting_after=waiting_after,
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
        over = acted.outcome is not None
        change = Change(
            game=info.game, seats=info.seats,
            rows=[Row(seat, notation, row_events) for notation, row_events in played.rows],
            state=new_text, status="finished" if over else "active", outcome=acted.outcome,
            waiting_before=acted.waiting_before, waiting_after=waiting_after,
            clocks="over" if over else "waits", clock=info.clock, messages=told.messages,
            thread=told.flush, bots=not over and any(info.is_auto(s.seat) for s in info.seats),
            what=f"seat {seat} acted")
        return Move(change=change, info=info, seat=seat, events=events,
                    notation=STEP_JOINER.join(notation for notation, _ in played.rows),
                    dropped=played.dropped)

    async def _write(self, tx: Transaction, move: Move) -> ActResult:
        """Write a computed action in `tx` (`Committer.write`). The result shows the game
        as the writes left it, rather than a second read of it all: the seats do not change
        once a game runs, and the players' vacations are as read just before."""
        written = await self.committer.write(tx, move.change)
        info = move.info
        return ActResult(
            info=written_info(info, written.game,
                              await self.committer.clocks_of(tx, info.id, written)),
            seat=move.seat, notation=move.notation,
            public_lines=lines_for(move.events, info.names, None),
            private_lines=lines_for([e for e in move.events if e.audience == move.seat],
                                    info.names, move.seat),
            finished=move.change.outcome is not None, dropped=STEP_JOINER.join(move.dropped),
        )

    async def play_bot_step(self, seen: GameInfo, seat: int, notation: str, *,
                            announce: bool, out_of_turn: bool = False) -> bool:
        """Commit a bot's step for `seat`, decided (by `bots`) from the game as `seen`
        showed it, through the same path as a person's action; False, with nothing written,
        when the game moved since (the step is decided again) or no longer waits for a bot
        there (`out_of_turn`: no longer has a bot there it does not wait for). `announce`:
        the first step of a run on a seat taken over from its player carries the public
        line "the bot plays for X"."""
        async with self.store.transaction() as tx:
            info = await self.games.info_in(tx, seen.id)
            bots = info.bots_idle if out_of_turn else info.bots_waited
            if info.game.version != seen.game.version or seat not in bots:
                return False
            move = await self.prepare(info, seat, [notation], tx,
                                      announce_bot=announce and info.bot_level(seat) is None)
            await self.committer.write(tx, move.change)
        self.committer.after(move.change)
        return True
