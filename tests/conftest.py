"""Fixtures shared by every test folder: the backends the storage and sessions tests run on.

`backend` parametrizes a test over SQLite and PostgreSQL; `postgres_url` is a fresh,
migrated PostgreSQL database (see `tests.postgres_server`), dropped after the test.
"""

from __future__ import annotations

from collections.abc import AsyncIterator, Iterator
from pathlib import Path

import pytest

from tests.postgres_server import TestServer, test_server

BACKENDS = ("sqlite", "postgresql")


@pytest.fixture(params=BACKENDS)
def backend(request: pytest.FixtureRequest) -> str:
    """The database the test runs on: "sqlite" (a file) or "postgresql" (a server)."""
    return str(request.param)


@pytest.fixture(scope="session")
def postgres_server() -> Iterator[TestServer]:
    """The PostgreSQL server of this test session, started on first use."""
    with test_server() as server:
        yield server


@pytest.fixture
async def postgres_url(postgres_server: TestServer) -> AsyncIterator[str]:
    """A fresh, migrated database on the test server, dropped after the test."""
    url = await postgres_server.create_database()
    try:
        yield url
    finally:
        await postgres_server.drop_database(url)


@pytest.fixture
def db_path(tmp_path: Path) -> Path:
    """Where a SQLite database lives; its folder does not exist yet (open must create it)."""
    return tmp_path / "data" / "bot.sqlite3"


@pytest.fixture
def database_location(backend: str, db_path: Path, request: pytest.FixtureRequest) -> str | Path:
    """Where the test's database is: a SQLite file's path, or a fresh PostgreSQL database's
    URL (a sync fixture, so that only the PostgreSQL runs start the server)."""
    if backend == "sqlite":
        return db_path
    return str(request.getfixturevalue("postgres_url"))
