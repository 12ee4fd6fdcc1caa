"""Delivery policy: read the outbox, render each message, hand it to a sender, retry or give up.

The sender is the only part that knows Discord (it lives in `cogs/`); everything about order,
retries, backoff, closed DMs and skipping stale turn notices is decided here and tested
without Discord. A message committed before a crash is still in the outbox at the next start
and goes out then, once: it is marked sent right after the sender returns.

This is the one module of the sessions over 500 lines, on purpose: its passes (claim a
game's lease, read its outbox in order, render, send, mark, back off, throttle the status
and the card, fold stale notices) share one loop's state and one ordering guarantee per
game, which split across modules would have to be handed back and forth and re-proved.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import time
from collections.abc import Awaitable, Callable
from dataclasses import dataclass, field, replace
from datetime import UTC, datetime, timedelta
from functools import partial
from typing import Literal, Protocol

import i18n
from games import get_engine
from storage import GameRecord, OutboxRecord, Store

from ..core.info import info_from_bundle, waiting_seats
from ..core.language import reader_language
from ..core.models import GameInfo
from ..core.outgoing import Line, OutgoingMessage
from ..core.ownership import LeaseLost, Ownership
from ..core.time_source import Clock
from ..words.announce import news_notice
from ..words.archive import archive_texts
from ..words.final_post import final_text
from ..words.lobby_card import card_message, card_text
from ..words.presenter import described, game_title, render_lines, status_text
from .animation import Animation
from .notice import read_notice
from .pacing import Lane, Pacer, sending_as
from .painting import Painter

log = logging.getLogger(__name__)

_END_OF_TIME = datetime(9999, 1, 1, tzinfo=UTC)  # "due whenever": every pending row
# Private notices that fall back to a mention in the game's thread when DMs are closed.
_NOTICES = ("turn", "remind", "digest")
_BATCH = 200
# The status throttle remembers at least this many games' last edits before it prunes.
STATUS_TIMES_KEPT = 1024
# A card edit that only follows the game's status: the sender may refuse it for now (a
# SendFailure, not permanent) when the card's channel has edits queued, and it is owed.
OPTIONAL = "optional"
CARDS_KEPT = 4096  # lobby cards whose last content is remembered (to skip unchanged edits)


def _by_game(rows: list[OutboxRecord]) -> dict[int | None, list[OutboxRecord]]:
    """The rows of each game, in queue order."""
    games: dict[int | None, list[OutboxRecord]] = {}
    for row in rows:
        games.setdefault(row.game_id, []).append(row)
    return games


class SendFailure(Exception):
    """A send that did not go through.

    `permanent` means trying again cannot help (a deleted channel, a missing permission);
    `dms_closed` means the user does not accept DMs from the bot (Discord error 50007).
    """

    def __init__(self, reason: str, *, permanent: bool, dms_closed: bool = False) -> None:
        super().__init__(reason)
        self.permanent = permanent
        self.dms_closed = dms_closed


@dataclass(frozen=True)
class Rendered:
    """A message ready for a sender: text in the audience's language, maybe an image."""

    message: OutgoingMessage
    game: GameRecord
    language: str
    text: str
    image: bytes | None = None
    record: str | None = None
    animation: Animation | None = None  # a final post's animated replay of the whole game
    mention_user_id: int | None = None
    extras: dict[str, str] = field(default_factory=dict)
    # Sent along with a new post so that a repeat after a crash (sent, but not yet marked
    # sent) is recognised by Discord and not posted twice: one per outbox row and target.
    nonce: str | None = None
    info: GameInfo | None = None  # the game as it stands, for a lobby card's seats and buttons


class Sender(Protocol):
    """What delivery needs from the chat platform."""

    async def to_game(self, rendered: Rendered) -> int | None:
        """Post in the game's thread (or channel); the post's message id (None: unknown).
        Raises SendFailure."""
        ...

    async def to_user(self, user_id: int, rendered: Rendered) -> None:
        """Send a DM. Raises SendFailure (with `dms_closed` for Discord's 50007)."""
        ...

    async def to_status(self, rendered: Rendered) -> int:
        """Edit the game's status message (`rendered.game.status_message_id`), or post it
        (pinned in the game's thread) when there is none yet or it was deleted; returns the
        message's id. Raises SendFailure."""
        ...

    async def archive(self, rendered: Rendered) -> None:
        """Close a finished game's conversation: edit its lobby message (`game.message_id`) to
        `rendered.text`, rename its thread to `rendered.extras["thread_name"]` and archive it.
        Raises SendFailure."""
        ...

    async def to_lobby(self, rendered: Rendered) -> int:
        """Edit the game's lobby card (`rendered.game.message_id`) to the game as
        `rendered.info` shows it, `rendered.text` under its title, with the buttons of the
        moment; or post it in the game's channel when there is none yet (or it was deleted).
        Returns the card's message id. Raises SendFailure."""
        ...

    async def open_thread(self, rendered: Rendered) -> int | None:
        """Open the game's thread off its lobby card, named `rendered.extras["thread_name"]`;
        its id, or None when the channel cannot have one (the game then stays in its
        channel). Raises SendFailure."""
        ...


@dataclass(frozen=True)
class DeliveryPolicy:
    """How patiently failed sends are retried."""

    max_attempts: int = 8
    base_backoff: timedelta = timedelta(seconds=2)
    max_backoff: timedelta = timedelta(minutes=10)
    mention_when_dms_closed: bool = True
    dm_turn_notices: bool = True
    use_threads: bool = True  # a started game gets its own thread (unless the server says no)
    status_interval: float = 1.0  # seconds between two edits of one status message
    # Seconds between two edits of a running game's lobby card for its status (whose turn):
    # the status message in the game's thread shows that live, the card in the channel
    # follows within this, so a game played move after move edits it once, not each move.
    card_interval: float = 10.0
    concurrency: int = 16  # games served at once (more made the loop's turns longer, no faster)
    keep_sent: timedelta = timedelta(days=7)  # delivered rows are forgotten after this
    prune_every: float = 3600.0  # seconds between two clean-ups of the outbox

    def backoff(self, attempts: int) -> timedelta:
        """Exponential backoff after `attempts` failures, capped."""
        delay: timedelta = self.base_backoff * (2 ** max(attempts - 1, 0))
        return min(delay, self.max_backoff)


class Deliverer:
    """Sends what the outbox holds; `run_once` is one pass, `run_forever` the loop."""

    def __init__(self, store: Store, clock: Clock, sender: Sender,
                 policy: DeliveryPolicy | None = None, *,
                 monotonic: Callable[[], float] = time.monotonic,
                 painter: Painter | None = None,
                 ownership: Ownership | None = None,
                 pacer: Pacer | None = None) -> None:
        self.store = store
        self.clock = clock
        self.sender = sender
        self.policy = policy or DeliveryPolicy()
        self.painter = painter or Painter()
        # which games' messages this process sends (all of them, unless processes share)
        self.ownership = ownership or Ownership()
        # this process's share of Discord's global rate limit (None: sent as they come)
        self.pacer = pacer
        self._edit_turns: set[int] = set()  # games granted an edit turn, not yet used
        # Status edits are throttled in real elapsed time (Discord's rate limits), not in
        # game time, hence a separate, injectable monotonic clock.
        self._monotonic = monotonic
        self._last_status: dict[int, float] = {}
        self._cards: dict[int, str] = {}  # what each game's lobby card last showed
        self._card_edited: dict[int, float] = {}  # when (monotonic), for the same games
        # running games whose card is behind, with the wake set for when it may be edited
        self._cards_owed: dict[int, asyncio.TimerHandle | None] = {}
        self._prune_status_times_at = STATUS_TIMES_KEPT
        self._wake = asyncio.Event()
        # Games to look at on the next pass (an ordered set: first woken, first served),
        # and whether that pass must first ask the database which games have work.
        self._dirty: dict[int | None, None] = {}
        self._rescan = True
        self._lock = asyncio.Lock()
        # Rows sent but not yet recorded as sent: recorded together by `flush`, a moment
        # later, in one transaction. Until then they are skipped as if recorded; after a
        # crash they go out again with the same nonce, which Discord answers with the
        # first post instead of posting twice.
        self._unflushed: dict[int, datetime] = {}
        self._flushing: dict[int, datetime] = {}  # being recorded right now
        self._flush_lock = asyncio.Lock()  # one flush at a time (see `flush`)
        self._flush_task: asyncio.Task[None] | None = None

    def wake(self, game_id: int | None = None) -> None:
        """Ask the loop to deliver now: one game's messages (after a commit that queued
        some for it), or, with None, whatever the outbox holds."""
        if game_id is None:
            self._rescan = True
        else:
            self._dirty[game_id] = None
        self._wake.set()

    async def run_forever(self, poll_seconds: float = 1.0) -> None:
        """Deliver until cancelled, waking on `wake()` or every `poll_seconds`.

        Each game with due messages gets its own worker, so a slow post in one game never
        delays another; a game's worker sends its messages in queue order, and the game's
        next messages are picked up by the next look at the outbox once it is done. Only the
        games whose lease this process holds are served (see `sessions.ownership`). A wake
        names the game to serve, so a busy outbox is not read whole at every commit; every
        `poll_seconds` the outbox is asked which games have due work (retries come due
        without anything waking the loop).
        """
        workers: dict[int | None, asyncio.Task[bool]] = {}
        pruned_at: float | None = None
        try:
            while True:
                self._wake.clear()
                try:
                    if pruned_at is None or self._monotonic() - pruned_at >= \
                            self.policy.prune_every:
                        pruned_at = self._monotonic()
                        await self.prune()
                    await self._start_workers(workers)
                except asyncio.CancelledError:
                    raise
                except Exception:  # a bug in one look must not stop delivery for good
                    log.exception("delivery pass failed")
                # asyncio.timeout, not wait_for: in Python 3.11 wait_for can swallow a cancel
                # that arrives as the event is set, and the bot would never stop.
                try:
                    async with asyncio.timeout(poll_seconds):
                        await self._wake.wait()
                except TimeoutError:
                    self._rescan = True
        finally:
            for task in workers.values():
                task.cancel()
            await asyncio.gather(*workers.values(), return_exceptions=True)
            if self._flush_task is not None:
                self._flush_task.cancel()
            with contextlib.suppress(Exception):
                await self.flush()

    async def prune(self) -> int:
        """Forget the messages delivered (or given up) more than `keep_sent` ago."""
        async with self.store.transaction() as tx:
            deleted = await tx.prune_outbox(self.clock.now() - self.policy.keep_sent)
        if deleted:
            log.info("forgot %d delivered outbox rows", deleted)
        return deleted

    async def _start_workers(self, workers: dict[int | None, asyncio.Task[bool]]) -> None:
        """Start a worker for every game woken (and, on a rescan, every game the outbox has
        due rows for), up to `concurrency` at once; a game whose worker is running stays
        woken, and is served again once that worker is done."""
        if self._rescan:
            self._rescan = False
            now = self.clock.now()
            due = {game_id: first_due for game_id, first_due
                   in await self.store.pending_outbox_games() if first_due <= now}
            for game_id in await self.ownership.claim(due):
                self._dirty[game_id] = None
        for game_id in list(self._dirty):
            if game_id in workers:
                continue
            if len(workers) >= self.policy.concurrency:
                break
            del self._dirty[game_id]
            task = asyncio.create_task(self._serve_game(game_id), name=f"deliver-{game_id}")
            workers[game_id] = task
            task.add_done_callback(partial(self._worker_done, workers, game_id))

    async def _serve_game(self, game_id: int | None) -> bool:
        """Deliver one game's due rows; whether it may have more (a full batch was read).

        Rows queued while the worker runs need no second look from here: their commit
        wakes the game, which stays woken until this worker is done."""
        if not await self.ownership.claim({game_id: self.clock.now()}):
            return False  # another process's game: its own delivery serves it
        rows = await self._unsent(self.store.game_outbox(game_id, _BATCH))
        if await self._run_held(rows) is None:
            return False
        if game_id is not None:
            await self._refresh_owed_card(game_id)
        return len(rows) >= _BATCH

    async def _run_held(self, rows: list[OutboxRecord]) -> int | None:
        """`_run_game`, or None when the game's lease was lost on the way (this process
        stalled past it): the rest of its rows are left to the process that holds it now."""
        try:
            return await self._run_game(rows)
        except LeaseLost:
            return None

    def _worker_done(self, workers: dict[int | None, asyncio.Task[bool]], game_id: int | None,
                     task: asyncio.Task[bool]) -> None:
        workers.pop(game_id, None)
        if task.cancelled():
            return
        if task.exception() is not None:
            log.error("delivery for game %s failed", game_id, exc_info=task.exception())
        elif task.result():
            self.wake(game_id)  # the rest of its rows, beyond the batch just read
        else:
            self._wake.set()  # a place for a game waiting behind the concurrency limit

    async def run_once(self) -> int:
        """Send every due message once, keeping each game's messages in queue order: a
        message waiting for a retry holds back the later messages of its game. Games are
        served concurrently; returns how many messages went out."""
        async with self._lock:
            games = _by_game(await self._unsent(self.store.due_outbox(_END_OF_TIME,
                                                                      limit=_BATCH)))
            mine = await self.ownership.claim(
                {game_id: game_rows[0].next_attempt_at for game_id, game_rows in games.items()})
            results = await asyncio.gather(
                *(self._run_held(game_rows) for game_id, game_rows in games.items()
                  if game_id in mine))
            await self.flush()
            return sum(result or 0 for result in results)

    def _mark_sent(self, row_id: int, now: datetime) -> None:
        """Remember that a row went out; `flush` records it soon, with the others."""
        self._unflushed[row_id] = now
        if self._flush_task is None:
            self._flush_task = asyncio.create_task(self._flush_soon(), name="outbox-flush")

    async def _flush_soon(self) -> None:
        await asyncio.sleep(0.02)  # let the other workers' sends join this transaction
        self._flush_task = None
        await self.flush()

    def _sent_unrecorded(self) -> set[int]:
        """The rows that went out but the database does not say so yet."""
        return {*self._unflushed, *self._flushing}

    async def _unsent(self, read: Awaitable[list[OutboxRecord]]) -> list[OutboxRecord]:
        """The rows `read` returns, less those sent already: the ones not yet recorded as
        sent when the read began as well as now. A flush that commits while the read runs
        (a pool's other connection, on PostgreSQL) takes its rows out of the unrecorded
        set, yet the read may have seen them still pending: they must not go out again."""
        before = self._sent_unrecorded()
        rows = await read
        skip = before | self._sent_unrecorded()
        return [row for row in rows if row.id not in skip]

    async def flush(self) -> None:
        """Record every row sent so far as sent, in one transaction. Returns once they all
        are recorded, those a flush already in progress had taken included: it waits for
        that one first (without it, `run_once` could return while the rows it sent were
        still being recorded by the background flush)."""
        async with self._flush_lock:
            batch, self._unflushed = self._unflushed, {}
            if not batch:
                return
            self._flushing.update(batch)
            try:
                async with self.store.transaction() as tx:
                    await tx.mark_sent_many(batch)
            except BaseException:
                self._unflushed = {**batch, **self._unflushed}  # try again with the next ones
                raise
            finally:
                for row_id in batch:
                    self._flushing.pop(row_id, None)

    async def _run_game(self, rows: list[OutboxRecord]) -> int:
        """Deliver one game's due rows, oldest first: the status message outside the order
        (only its newest version matters, at most once per `status_interval`), every other
        message in order, and an archive only after the game's last status edit. Returns
        how many went out.

        The game is read once for the pass, not once per message: its messages are sent
        within moments of each other, and the status edit reads the game afresh anyway."""
        if not rows:
            return 0
        now = self.clock.now()
        game = await self.store.get_game(rows[0].game_id) \
            if rows[0].game_id is not None else None
        sent = 0
        held_back = False
        queue = [(row, OutgoingMessage.model_validate_json(row.payload)) for row in rows]
        statuses = [row for row, message in queue if message.kind == "status"]
        cards = [row for row, message in queue if message.kind == "lobby"]
        status_pending = bool(statuses)
        thread_pending = False  # the game's thread is still to be opened: its posts wait
        archives: list[tuple[OutboxRecord, OutgoingMessage]] = []
        for row, message in queue:
            if message.kind == "status":
                if row is not statuses[-1]:
                    self._mark_sent(row.id, now)  # superseded by a newer one
                elif row.next_attempt_at > now or thread_pending:
                    pass
                elif not self._status_due(row.game_id):
                    self._wake_when_status_due(row.game_id)
                elif (lane := self._edit_lane(row.game_id, game is not None and
                                              game.status_message_id is not None)) is None:
                    pass  # edits go last: the game is woken when its turn comes
                else:
                    result = await self._deliver(row, message, game, lane)
                    sent += result == "sent"
                    status_pending = result == "retry"
                    if result == "sent" and game is not None and \
                            game.status_message_id is None:  # notices link to it from now on
                        game = await self.store.get_game(game.id)
                continue
            if message.kind == "lobby" and row is not cards[-1]:
                self._mark_sent(row.id, now)  # superseded: the newest shows the game as is
                continue
            if held_back or row.next_attempt_at > now:
                held_back = True
                thread_pending = thread_pending or message.kind == "thread"
                continue
            if status_pending and message.kind == "archive":
                # An archived thread is read-only: archive after the last status edit.
                archives.append((row, message))
                held_back = True
                continue
            result = await self._deliver(row, message, game)
            held_back = result == "retry"
            sent += result == "sent"
            if message.kind == "thread":
                thread_pending = held_back
            if message.kind in ("thread", "lobby") and game is not None and not held_back:
                game = await self.store.get_game(game.id)  # where the next posts go
        if not status_pending:  # the game's last status went out meanwhile
            for row, message in archives:
                sent += await self._deliver(row, message, game) == "sent"
        return sent

    def _status_edited(self, game_id: int) -> None:
        """Remember when a game's status message was edited, for the throttle. Only the
        last `status_interval` matters: once the map outgrows what it held after its last
        pruning, it forgets the older edits, as a bot that runs for months serves far more
        games than are edited within one interval."""
        now = self._monotonic()
        self._last_status[game_id] = now
        if len(self._last_status) > self._prune_status_times_at:
            interval = self.policy.status_interval
            self._last_status = {game: edited for game, edited in self._last_status.items()
                                 if now - edited < interval}
            self._prune_status_times_at = max(STATUS_TIMES_KEPT, 2 * len(self._last_status))

    def _status_due(self, game_id: int | None) -> bool:
        if game_id is None:
            return True
        last = self._last_status.get(game_id)
        return last is None or self._monotonic() - last >= self.policy.status_interval

    def _wake_when_status_due(self, game_id: int | None) -> None:
        """Look again when the game's throttled status edit may go out (not only at the next
        poll), so a live table stays at most `status_interval` behind."""
        last = self._last_status.get(game_id) if game_id is not None else None
        if last is None:
            return
        delay = max(0.0, self.policy.status_interval - (self._monotonic() - last))
        with contextlib.suppress(RuntimeError):  # no running loop: nothing to wake
            asyncio.get_running_loop().call_later(delay, self.wake, game_id)

    def _edit_lane(self, game_id: int | None, posted: bool) -> Lane | None:
        """The pacer's lane for a game's status or card edit; None when it must wait for
        its turn, asked for here (the game is woken when it comes). A first post of the
        status goes with the game's posts; an edit goes at once only while the pacer is
        quiet."""
        if self.pacer is None or game_id is None or not posted:
            return "post"
        if game_id in self._edit_turns:
            self._edit_turns.discard(game_id)
            return "urgent"  # its turn came: the request goes next
        if self.pacer.quiet():
            return "edit"
        self.pacer.reserve(game_id, partial(self._edit_turn_came, game_id))
        return None

    def _idle(self) -> bool:
        """Whether an edit may go out at once (always, without a pacer)."""
        return self.pacer is None or self.pacer.quiet()

    def _edit_turn_came(self, game_id: int) -> None:
        if len(self._edit_turns) > CARDS_KEPT:  # turns of games that ended meanwhile
            self._edit_turns.clear()
        self._edit_turns.add(game_id)
        self.wake(game_id)

    async def _deliver(self, row: OutboxRecord, message: OutgoingMessage,
                       game: GameRecord | None,
                       lane: Lane = "post") -> Literal["sent", "dropped", "retry"]:
        """Send one row of `game` (None: the game is gone) and note the result; LeaseLost
        when the game's lease is no longer this process's. Its requests count in the
        pacer's `lane`."""
        if not await self.ownership.keep(row.game_id):
            raise LeaseLost(row.game_id)
        now = self.clock.now()
        if game is None:
            async with self.store.transaction() as tx:
                await tx.mark_failed(row.id, "game gone", now)
            return "dropped"
        try:
            with sending_as(lane, game.id):
                delivered = await self._send(message, game, nonce=f"o{row.id}")
        except SendFailure as failure:
            return await self._failed(row, message, game, failure)
        self._mark_sent(row.id, now)
        if not delivered:
            log.debug("outbox %s skipped (%s)", row.id, message.kind)
        return "sent" if delivered else "dropped"

    async def _send(self, message: OutgoingMessage, game: GameRecord, *, nonce: str) -> bool:
        """Hand one message to the sender; False when it was skipped as stale. `nonce`
        (one per outbox row) lets Discord recognise a post repeated after a crash."""
        if message.kind == "status":
            return await self._edit_status(message, game.id, nonce=nonce)
        if message.kind == "lobby":
            info = await self._info(game.id)
            return info is not None and await self._refresh_card(info, message, nonce=nonce)
        if message.kind == "thread":
            return await self._open_thread(message, game.id, nonce=nonce)
        if message.kind == "archive":
            thread_name, summary = archive_texts(game, message.lines, game.language)
            await self.sender.archive(Rendered(message=message, game=game,
                                               language=game.language, text=summary,
                                               extras={"thread_name": thread_name}))
            return True
        if message.audience == "game":
            posted = await self.sender.to_game(await self.render(message, game, game.language,
                                                                 nonce=nonce))
            if message.kind == "board" and posted is not None:  # turn notices link to it
                async with self.store.transaction() as tx:
                    await tx.set_game_message(game.id, board_message_id=posted,
                                              now=self.clock.now())
            return True
        assert message.user_id is not None
        user = await self.store.get_user(message.user_id)
        language = reader_language(user, game.language)
        if message.kind in _NOTICES:
            # a digest is asked for by name; turn notices and reminders follow the
            # notifications setting and go stale once the player has acted
            if message.kind != "digest" and (
                    not await self._still_waiting(message.user_id, message)
                    or (user is not None and not user.notify)):
                return False
            if not self.policy.dm_turn_notices or (user is not None and user.dm_closed):
                return await self._mention(message, game, nonce=nonce)
        elif user is not None and user.dm_closed:
            return await self._news(message, game, nonce=nonce)
        if message.kind == "turn":
            notice = await self._notice(message, language, nonce=nonce)
            if notice is None:
                return False
            await self.sender.to_user(message.user_id, notice)
            return True
        await self.sender.to_user(message.user_id,
                                  await self.render(message, game, language, nonce=nonce))
        return True

    async def _notice(self, message: OutgoingMessage, language: str, *,
                      nonce: str) -> Rendered | None:
        """A turn notice as its reader gets it in their DMs (`notice`): the game as it
        stands now, drawn from their view, its buttons at the version shown."""
        notice = await read_notice(self.store, message, language, self.clock.now())
        if notice is None:
            return None
        game = notice.info.game
        image = await self.painter.paint_named(game.kind, notice.view, language,
                                               notice.info.names)
        return Rendered(message=message.model_copy(update={"game_version": game.version}),
                        game=game, language=language, text=notice.text, image=image,
                        nonce=nonce)

    async def _info(self, game_id: int) -> GameInfo | None:
        """The game as it is now, with its seats and clocks."""
        bundle = await self.store.get_bundle(game_id)
        return None if bundle is None else info_from_bundle(bundle, self.clock.now())

    async def _edit_status(self, message: OutgoingMessage, game_id: int, *, nonce: str) -> bool:
        """Edit (or post) the game's status message, then bring its lobby card up to date
        (whose turn, in which thread) if what it shows changed. The game is read afresh: the
        status shows it as it is now, and the message's id must be the one stored last."""
        info = await self._info(game_id)
        if info is None:
            return False
        game = info.game
        rendered = await self.render(message, game, game.language, nonce=nonce)
        rendered = replace(rendered, text=status_text(info, message.lines, game.language))
        message_id = await self.sender.to_status(rendered)
        self._status_edited(game.id)
        if message_id != game.status_message_id:
            async with self.store.transaction() as tx:
                await tx.set_game_message(game.id, status_message_id=message_id,
                                          now=self.clock.now())
        wait = self._card_wait(game.id)
        if game.status == "active" and (wait > 0 or not self._idle()):
            # the card follows within `card_interval`, or on an edit turn of its own when
            # requests wait: a status turn spends one request, not two
            self._owe_card(game.id, wait)
            return True
        handle = self._cards_owed.pop(game.id, None)
        if handle is not None:
            handle.cancel()
        try:
            await self._refresh_card(info, card_message(game.id, game.version),
                                     nonce=f"{nonce}c", optional=True)
        except SendFailure as failure:
            if not failure.permanent:  # the card follows at the next interval
                self._card_edited[game.id] = self._monotonic()
                self._owe_card(game.id, self.policy.card_interval)
                return True
            # a card that can never be edited (a missing permission) must not stop the
            # status message, which is what the players read
            log.warning("game %s: its lobby card cannot be updated: %s", game.id, failure)
        return True

    def _card_wait(self, game_id: int) -> float:
        """Seconds until the game's card may be edited again for its status (0: now)."""
        edited = self._card_edited.get(game_id)
        if edited is None:
            return 0.0
        return max(0.0, self.policy.card_interval - (self._monotonic() - edited))

    def _owe_card(self, game_id: int, wait: float) -> None:
        """Remember that the game's card is behind its status, and wake its worker when the
        card may be edited (one wake at a time per game)."""
        handle = self._cards_owed.get(game_id)
        if handle is not None and not handle.cancelled():
            return
        self._cards_owed[game_id] = None
        with contextlib.suppress(RuntimeError):  # no running loop: nothing to wake
            self._cards_owed[game_id] = asyncio.get_running_loop().call_later(
                wait, self._card_due, game_id)

    def _card_due(self, game_id: int) -> None:
        if self._cards_owed.get(game_id) is not None:
            self._cards_owed[game_id] = None  # the wake is spent
        self.wake(game_id)

    async def _refresh_owed_card(self, game_id: int) -> None:
        """Bring a running game's card up to date once its interval is over, from the
        game's own worker, so it never crosses the game's archive (which turns the card
        into the summary: a finished game's card is left to it). A failure is logged and
        tried again at the next interval: the status message is what the players read."""
        if game_id not in self._cards_owed:
            return
        wait = self._card_wait(game_id)
        if wait > 0:
            self._owe_card(game_id, wait)  # woken a moment early: a wake is set, or set again
            return
        lane = self._edit_lane(game_id, True)
        if lane is None:
            return  # still owed: the game is woken when its edit's turn comes
        del self._cards_owed[game_id]
        info = await self._info(game_id)
        if info is None:
            return
        try:
            with sending_as(lane, game_id):
                await self._refresh_card(info, card_message(game_id, info.game.version),
                                         nonce=None, optional=True)
        except SendFailure as failure:
            log.warning("game %s: its lobby card cannot be updated: %s", game_id, failure)
            if not failure.permanent:
                self._card_edited[game_id] = self._monotonic()
                self._owe_card(game_id, self.policy.card_interval)

    async def _refresh_card(self, info: GameInfo, message: OutgoingMessage, *,
                            nonce: str | None, optional: bool = False) -> bool:
        """Post the game's lobby card, or edit it to the game as `info` shows it when that
        differs from what it last showed; False when nothing was sent (unchanged, or the
        game is over: its archive turns the card into the summary)."""
        game = info.game
        if game.state is not None and game.status in ("finished", "cancelled"):
            return False
        text = card_text(info, message.lines, game.language)
        shown = "\n".join([game.status, text, *info.names.values()])
        if game.message_id is not None and self._cards.get(game.id) == shown:
            return False
        message_id = await self.sender.to_lobby(Rendered(
            message=message, game=game, language=game.language, text=text, nonce=nonce,
            info=info, extras={OPTIONAL: "yes"} if optional else {}))
        if message_id != game.message_id:
            async with self.store.transaction() as tx:
                await tx.set_game_message(game.id, message_id=message_id, now=self.clock.now())
        self._cards.pop(game.id, None)
        self._cards[game.id] = shown
        self._card_edited[game.id] = self._monotonic()
        if len(self._cards) > CARDS_KEPT:  # forget the games that have not moved longest
            for stale in list(self._cards)[:CARDS_KEPT // 4]:
                del self._cards[stale]
                self._card_edited.pop(stale, None)
        return True

    async def _open_thread(self, message: OutgoingMessage, game_id: int, *,
                           nonce: str) -> bool:
        """Open the started game's thread off its lobby card (posted first if it never went
        out), where the server wants threads; the game's posts go there from then on. A
        channel that cannot have threads leaves the game in the channel."""
        info = await self._info(game_id)
        if info is None or info.game.thread_id is not None or \
                not await self._threads_wanted(info.game):
            return False
        if info.game.message_id is None:
            await self._refresh_card(info, card_message(game_id, info.game.version),
                                     nonce=f"{nonce}c")
            info = await self._info(game_id)
            assert info is not None
        game = info.game
        name = game_title(info, game.language)
        thread_id = await self.sender.open_thread(Rendered(
            message=message, game=game, language=game.language, text=name,
            extras={"thread_name": name}, info=info))
        if thread_id is not None:
            async with self.store.transaction() as tx:
                await tx.set_game_message(game_id, thread_id=thread_id, now=self.clock.now())
        return True

    async def _threads_wanted(self, game: GameRecord) -> bool:
        """Whether the game should get its own thread: the bot's setting, and its server's
        (`/settings threads`)."""
        if not self.policy.use_threads:
            return False
        if game.guild_id is None:
            return True
        settings = await self.store.get_guild_settings(game.guild_id)
        return settings is None or settings.use_threads

    async def _still_waiting(self, user_id: int, message: OutgoingMessage) -> bool:
        """A turn notice or reminder is dropped once the game no longer waits for the user
        (they acted before it went out, or the game ended). The game is read afresh, not
        taken from the pass: that copy is older by the sends before this one, and a notice
        must not follow the player's own move."""
        game = await self.store.get_game(message.game_id)
        if game is None or game.status != "active" or game.state is None:
            return False
        if game.version == message.game_version:
            return True
        seat = next((s.seat for s in await self.store.get_seats(game.id)
                     if s.user_id == user_id), None)
        return seat is not None and seat in waiting_seats(game)

    async def _mention(self, message: OutgoingMessage, game: GameRecord, *,
                       nonce: str) -> bool:
        if not self.policy.mention_when_dms_closed or message.user_id is None:
            return False
        rendered = await self.render(message, game, game.language)
        await self.sender.to_game(
            Rendered(message=message, game=game, language=game.language, text=rendered.text,
                     mention_user_id=message.user_id, nonce=f"{nonce}m")
        )
        return True

    async def _news(self, message: OutgoingMessage, game: GameRecord, *, nonce: str) -> bool:
        """A private message for a player whose DMs are closed: the secret stays in their
        view, behind the My view button, and the game's thread mentions them once, saying
        only that they have news there."""
        if not self.policy.mention_when_dms_closed or message.user_id is None:
            return False
        notice = news_notice(game, message.game_version)
        rendered = await self.render(notice, game, game.language)
        await self.sender.to_game(replace(rendered, mention_user_id=message.user_id,
                                          nonce=f"{nonce}m"))
        return True

    async def _failed(self, row: OutboxRecord, message: OutgoingMessage, game: GameRecord,
                      failure: SendFailure) -> Literal["sent", "dropped", "retry"]:
        now = self.clock.now()
        if failure.dms_closed and message.user_id is not None:
            log.info("user %s has closed DMs; falling back", message.user_id)
            async with self.store.transaction() as tx:
                await tx.set_user(message.user_id, now, dm_closed=True)
            try:
                if message.kind in _NOTICES:
                    await self._mention(message, game, nonce=f"o{row.id}")
                else:
                    await self._news(message, game, nonce=f"o{row.id}")
            except SendFailure as second:
                failure = second
            else:
                self._mark_sent(row.id, now)
                return "sent"
        if failure.permanent or row.attempts + 1 >= self.policy.max_attempts:
            log.warning("outbox %s for game %s given up: %s", row.id, game.id, failure)
            async with self.store.transaction() as tx:
                await tx.mark_failed(row.id, str(failure), now)
            return "dropped"
        retry_at = now + self.policy.backoff(row.attempts + 1)
        async with self.store.transaction() as tx:
            await tx.mark_retry(row.id, str(failure), retry_at)
        return "retry"

    async def render(self, message: OutgoingMessage, game: GameRecord,
                     language: str, *, nonce: str | None = None) -> Rendered:
        """Text and image of a message in one language; images come only from the message's
        stored view, which for a channel is always the public one, and name the players by
        their display names as the text does. The image is drawn off the event loop."""
        text = render_lines([_with_game_name(line, language) for line in message.lines],
                            language)
        image, animation = None, None
        if message.view_json is not None:
            names = {seat.seat: seat.display_name for seat in await self.store.get_seats(game.id)}
            # the worker parses the view: one parse fewer on the event loop, and no pickling
            image = await self.painter.paint_named(game.kind, message.view_json, language,
                                                   names)
            if message.kind == "final":  # the full reveal, in words as well as on the board
                view = get_engine(game.kind).view_from_json(message.view_json)
                text = final_text(game.kind, message.lines,
                                  described(game.kind, view, language, names), language)
                # and the whole game, move by move, replayed and drawn in a worker
                log = [(a.seat, a.notation) for a in await self.store.list_actions(game.id)]
                animation = await self.painter.animate(game.kind, len(names), game.seed,
                                                       game.options, log, language, names)
        return Rendered(message=message, game=game, language=language, text=text, image=image,
                        record=message.record, animation=animation, nonce=nonce)


def _with_game_name(line: Line, language: str) -> Line:
    """A line whose `kind` parameter (a game's engine name) reads as the game's name."""
    kind = line.params.get("kind")
    if not isinstance(kind, str) or not i18n.has(f"game_name.{kind}"):
        return line
    return line.model_copy(update={
        "params": {**line.params, "kind": i18n.t(f"game_name.{kind}", language)}})
