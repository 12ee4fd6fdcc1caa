"""Pytest fixtures for end-to-end tests against the fake Discord.

Use from a conftest.py with `pytest_plugins = ["tests.fake_discord.fixtures"]` (root
conftest) or `from tests.fake_discord.fixtures import fake_discord`. The fixture starts the
server on a free port of 127.0.0.1, patches discord.py to use it for the whole test, and on
teardown stops it, restores discord.py and fails the test if the fake saw an unknown route,
an internal error or an attempt to reach a real host.
"""

from __future__ import annotations

from collections.abc import AsyncIterator

import pytest
import pytest_asyncio

from .server import FakeDiscord


@pytest_asyncio.fixture
async def fake_discord() -> AsyncIterator[FakeDiscord]:
    """A started, patched FakeDiscord; run bots in it with `async with fake.run_bot(bot):`."""
    fake = FakeDiscord()
    await fake.start()
    try:
        with fake.patched():
            yield fake
    finally:
        await fake.stop()
    problems = fake.problems()
    if problems:
        pytest.fail("fake Discord saw problems:\n" + "\n".join(problems), pytrace=False)
