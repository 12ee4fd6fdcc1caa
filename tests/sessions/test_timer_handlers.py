"""Timers are handled by their owner (`sessions.absence.timers.TimerHandlers`): every kind
storage knows has exactly one handler once the service is built, a second handler for a kind
is refused, a timer of a kind without a handler is logged and marked fired (never taken for
another kind), and a timer whose handler fails is marked fired without what it did."""

from __future__ import annotations

import logging
from collections import Counter
from datetime import datetime, timedelta
from typing import get_args

import pytest

from sessions import GameService, TimerRunner
from sessions.absence import Fired, TimerHandlers
from sessions.absence.timers import NOTHING, Handler
from sessions.bots.bots import InlineExecutor
from sessions.lobby import LobbyService
from storage import TimerKind, TimerRecord, Transaction
from storage.queries._common import INTEGRITY_ERRORS

from .conftest import ALICE, Harness

KINDS = frozenset(get_args(TimerKind))
ABSENCE_KINDS = {"deadline", "remind_half", "remind_tenth", "vote_close", "digest",
                 "vacation_end"}
DAY = timedelta(days=1)


class CountingHandlers(TimerHandlers):
    """A handler table that counts how often each kind is registered."""

    def __init__(self, *args: object, **kwargs: object) -> None:
        super().__init__(*args, **kwargs)  # type: ignore[arg-type]
        self.registered: Counter[str] = Counter()

    def register(self, kind: TimerKind, handler: Handler) -> None:
        self.registered[kind] += 1
        super().register(kind, handler)


def spy(calls: list[str], kind: str) -> Handler:
    """A handler that only notes it was called."""
    async def handle(tx: Transaction, timer: TimerRecord, now: datetime) -> Fired:
        calls.append(kind)
        return Fired(True)
    return handle


async def nothing(tx: Transaction, timer: TimerRecord, now: datetime) -> Fired:
    return NOTHING


async def timer_of(harness: Harness, kind: TimerKind, due: datetime) -> TimerRecord:
    """A timer row of `kind`, about Alice (no game), due at `due`."""
    async with harness.store.transaction() as tx:
        return await tx.add_timer(kind, due, harness.clock.now(), user_id=ALICE.user_id)


# ------------------------------------------------------------------ one handler a kind


async def test_every_timer_kind_storage_knows_has_one_handler_once_the_service_is_built(
        harness):
    assert harness.service.timers.kinds == KINDS
    table = CountingHandlers(harness.store, harness.clock)
    harness.service.absence.register(table)
    harness.service.lobby.register(table)
    table.check_complete()
    # each kind registered exactly once, by its owner
    assert table.registered == Counter(dict.fromkeys(KINDS, 1))
    assert set(table.registered) - {"lobby_expiry"} == ABSENCE_KINDS


async def test_the_composition_root_refuses_to_start_with_a_kind_nobody_handles(
        harness, monkeypatch):
    monkeypatch.setattr(LobbyService, "register", lambda self, timers: None)
    with pytest.raises(RuntimeError, match="lobby_expiry"):
        GameService(harness.store, harness.clock, bot_executor=InlineExecutor())


async def test_check_complete_names_every_kind_left_without_a_handler(harness):
    table = TimerHandlers(harness.store, harness.clock)
    for kind in sorted(KINDS - {"digest", "vacation_end"}):
        table.register(kind, nothing)
    with pytest.raises(RuntimeError, match="digest, vacation_end"):
        table.check_complete()
    table.register("digest", nothing)
    table.register("vacation_end", nothing)
    table.check_complete()


@pytest.mark.parametrize("kind", sorted(KINDS))
async def test_registering_a_kind_twice_is_refused_and_keeps_the_first_handler(harness, kind):
    calls: list[str] = []
    table = TimerHandlers(harness.store, harness.clock)
    table.register(kind, spy(calls, "first"))
    with pytest.raises(ValueError, match=kind):
        table.register(kind, spy(calls, "second"))
    timer = await timer_of(harness, kind, harness.clock.now())
    assert await table.fire(timer)
    assert calls == ["first"]


async def test_a_capability_registering_its_kinds_again_is_refused(harness):
    with pytest.raises(ValueError, match="deadline"):
        harness.service.absence.register(harness.service.timers)
    with pytest.raises(ValueError, match="lobby_expiry"):
        harness.service.lobby.register(harness.service.timers)


# ------------------------------------------------------------------ a kind without a handler


async def test_storage_refuses_a_timer_of_a_kind_it_does_not_know(harness: Harness) -> None:
    with pytest.raises(INTEGRITY_ERRORS):
        async with harness.store.transaction() as tx:
            await tx.add_timer("sabbatical", harness.clock.now(),  # type: ignore[arg-type]
                               harness.clock.now(), user_id=ALICE.user_id)


@pytest.mark.parametrize("missing", sorted(KINDS))
async def test_a_timer_of_a_kind_without_a_handler_is_logged_marked_fired_and_nothing_else(
        harness, caplog, missing):
    calls: list[str] = []
    table = TimerHandlers(harness.store, harness.clock)
    for kind in sorted(KINDS - {missing}):
        table.register(kind, spy(calls, kind))
    timer = await timer_of(harness, missing, harness.clock.now())
    with caplog.at_level(logging.ERROR, logger="sessions.absence.timers"):
        assert not await table.fire(timer)
    assert calls == []  # never taken for another kind (the vacation's end, say)
    fired = await harness.store.get_timer(timer.id)
    assert fired is not None and fired.fired_at == harness.clock.now()
    assert f"timer {timer.id}: no handler for its kind {missing!r}" in caplog.text
    assert not await table.fire(timer)  # and it stays fired: once is all
    assert calls == []


async def test_a_timer_of_an_unknown_kind_never_ends_a_vacation(harness, caplog):
    """A row of a kind this release does not know (written by a newer one, say) is not
    taken for the end of a vacation: the player stays away until their own timer says."""
    service = harness.service
    await service.absence.set_vacation(ALICE.user_id, 1)
    await service.absence.set_digest(ALICE.user_id, True)
    away = (await harness.store.get_user(ALICE.user_id)).vacation_until
    harness.clock.advance(2 * DAY)  # the vacation is over, its end not fired yet
    digest = next(timer for timer in await harness.store.pending_timers(user_id=ALICE.user_id)
                  if timer.kind == "digest")
    unknown = digest.model_copy(update={"kind": "sabbatical"})
    with caplog.at_level(logging.ERROR):
        assert not await service.timers.fire(unknown)
    user = await harness.store.get_user(ALICE.user_id)
    assert away is not None and user.vacation_until == away  # still away
    assert [m.kind for m in await harness.outbox()] == []  # no digest either
    assert (await harness.store.get_timer(digest.id)).fired_at == harness.clock.now()
    assert "no handler for its kind 'sabbatical'" in caplog.text


# ------------------------------------------------------------------ a failing handler


async def test_a_failing_handler_marks_its_timer_fired_undone_and_the_others_still_fire(
        harness, caplog, monkeypatch):
    service = harness.service

    async def fails(tx: Transaction, timer: TimerRecord, now: datetime) -> Fired:
        await tx.set_user(ALICE.user_id, now, digest_hour=5)  # undone with the failure
        raise RuntimeError("a bug in the digest")

    monkeypatch.setitem(service.timers._handlers, "digest", fails)
    await service.absence.set_digest(ALICE.user_id, True, hour=3)
    lobby = await service.lobby.create("ostriches", guild_id=1, channel_id=10, host=ALICE,
                                       options={}, language="en")
    harness.clock.advance(2 * DAY)
    with caplog.at_level(logging.ERROR):
        done = await TimerRunner(harness.store, harness.clock, service).run_due()
    assert done == 1  # the lobby's expiry
    assert (await service.games.info(lobby.id)).game.status == "cancelled"
    assert await harness.store.pending_timers(user_id=ALICE.user_id) == []  # dropped
    assert (await harness.store.get_user(ALICE.user_id)).digest_hour == 3
    assert "failed; dropping it" in caplog.text and "a bug in the digest" in caplog.text
