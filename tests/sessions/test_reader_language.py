"""The one rule of a reader's private language (`sessions.core.language`), the locale each
interaction leaves behind (`SettingsService.note_locale`: written only when it changes),
and delivery following both."""

from __future__ import annotations

from collections.abc import AsyncIterator
from contextlib import AbstractAsyncContextManager, asynccontextmanager
from datetime import UTC, datetime

import pytest

from sessions.core.language import reader_language, spoken
from sessions.settings import SettingsService
from storage import Store, Transaction
from storage.records import UserRecord

from .conftest import ALICE, BOB, Harness

T0 = datetime(2026, 1, 1, tzinfo=UTC)


def user(language: str | None = None, locale: str | None = None) -> UserRecord:
    """A stored user with that setting and that locale last seen."""
    return UserRecord(user_id=5, language=language, notify=True, dm_closed=False,
                      updated_at=T0, locale=locale)


@pytest.mark.parametrize(("stored", "locale", "server", "expected"), [
    (user(language="en", locale="fr"), "fr", "fr", "en"),  # the setting comes first
    (user(locale="en-US"), "fr", "en", "fr"),  # then the interaction at hand
    (user(locale="fr"), None, "en", "fr"),  # then the locale last seen
    (user(locale="de"), None, "fr", "fr"),  # a locale the catalog lacks: the server's
    (user(), None, "fr", "fr"),  # never seen: the server's
    (None, None, "en", "en"),
    (None, "fr", "en", "fr"),
])
def test_the_rule(stored: UserRecord | None, locale: str | None, server: str,
                  expected: str) -> None:
    assert reader_language(stored, server, locale) == expected


def test_spoken_locales() -> None:
    assert [spoken(x) for x in ("fr", "en-US", "en-GB", "pt-BR", "", None)] == [
        "fr", "en", "en", None, None, None]


class CountingStore:
    """A store whose reads of users and whose transactions are counted."""

    def __init__(self, store: Store) -> None:
        self.store = store
        self.reads = 0
        self.writes = 0

    async def get_user(self, user_id: int) -> UserRecord | None:
        """Counted."""
        self.reads += 1
        return await self.store.get_user(user_id)

    def transaction(self) -> AbstractAsyncContextManager[Transaction]:
        """Counted."""
        self.writes += 1
        return self.store.transaction()


@asynccontextmanager
async def counted(harness: Harness) -> AsyncIterator[tuple[SettingsService, CountingStore]]:
    """Settings over a counting store (a fresh service: its memory of locales is empty)."""
    store = CountingStore(harness.store)
    yield SettingsService(store, harness.clock), store  # type: ignore[arg-type]


async def test_a_locale_is_written_once_and_again_only_when_it_changes(
        harness: Harness) -> None:
    async with counted(harness) as (settings, store):
        for _ in range(20):
            await settings.note_locale(ALICE.user_id, "fr")
        assert (store.reads, store.writes) == (1, 1)  # then nothing per press
        await settings.note_locale(ALICE.user_id, "en-US")
        assert store.writes == 2
        stored = await harness.store.get_user(ALICE.user_id)
        assert stored is not None and stored.locale == "en-US" and stored.language is None
    async with counted(harness) as (restarted, store):  # a restart reads, writes nothing
        await restarted.note_locale(ALICE.user_id, "en-US")
        await restarted.note_locale(ALICE.user_id, "en-US")
        assert (store.reads, store.writes) == (1, 0)


async def test_private_messages_follow_the_locale_last_seen(harness: Harness) -> None:
    """Bob was last seen in French and chose nothing: his turn notice of an English game is
    French; Alice's stays English."""
    await harness.service.settings.note_locale(BOB.user_id, "fr")
    game_id = await harness.started_ostriches()
    await harness.deliverer.run_once()
    texts = {user_id: rendered.text for user_id, rendered in harness.sender.dms
             if rendered.game.id == game_id and rendered.message.kind == "turn"}
    info = await harness.service.games.info(game_id)
    waited = {user for seat in info.to_act if (user := info.user_of(seat)) is not None}
    assert waited, info
    for user_id in waited:
        french = user_id == BOB.user_id
        assert texts[user_id].startswith("**À vous" if french else "**Your turn"), texts
    assert await harness.service.settings.reader_language(BOB.user_id, None) == "fr"
    await harness.service.settings.set_user_language(BOB.user_id, "en")
    assert await harness.service.settings.reader_language(BOB.user_id, "fr") == "en"
