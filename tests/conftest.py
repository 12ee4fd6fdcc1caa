"""Fixtures shared by every test folder: the backends the storage and sessions tests run on.

`backend` parametrizes a test over SQLite and PostgreSQL; `postgres_url` is a fresh,
migrated PostgreSQL database (see `tests.postgres_server`), dropped after the test.
"""

from __future__ import annotations

from collections.abc import AsyncIterator, Iterator
from contextlib import asynccontextmanager
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


@asynccontextmanager
async def server_database(server: TestServer, *, migrated: bool = True) -> AsyncIterator[str]:
    """The URL of a fresh database on the test server (migrated, or without any table),
    dropped when the block ends: each test gets a database of its own."""
    url = await (server.create_database() if migrated else server.create_empty_database())
    try:
        yield url
    finally:
        await server.drop_database(url)


@pytest.fixture
async def postgres_url(postgres_server: TestServer) -> AsyncIterator[str]:
    """A fresh, migrated database on the test server, dropped after the test."""
    async with server_database(postgres_server) as url:
        yield url


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
