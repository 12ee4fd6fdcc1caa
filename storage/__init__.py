"""Storage: the bot's database, and the only place in the project with SQL.

The sessions layer depends on the protocols of `storage.interface` only: a `Store` for plain
reads, and `async with store.transaction() as tx:` for writes that must commit together.
`open_store(location)` opens the backend the location names: a SQLite file, opened and
migrated by `Database.open`, behind `SqliteStore`; or a PostgreSQL server's URL, behind
`storage.postgres`'s `PostgresStore`. Times go in and come out as aware
UTC datetimes; storage never reads a clock.
"""

from storage import rating_records, records
from storage.backends import open_store
from storage.database import Database, DatabaseClosed
from storage.errors import (
    AlreadySeated,
    GameNotFound,
    OutboxNotFound,
    VersionConflict,
    VoteAlreadyOpen,
)
from storage.interface import Reads, Store, Transaction
from storage.migrator import MigrationError, SchemaTooNew
from storage.rating_records import *  # noqa: F403
from storage.records import *  # noqa: F403  (the values the interface speaks in)
from storage.repository import SqliteStore, SqliteTransaction

__all__ = [
    "AlreadySeated",
    "Database",
    "DatabaseClosed",
    "GameNotFound",
    "MigrationError",
    "OutboxNotFound",
    "Reads",
    "SchemaTooNew",
    "SqliteStore",
    "SqliteTransaction",
    "Store",
    "Transaction",
    "VersionConflict",
    "VoteAlreadyOpen",
    "open_store",
]
__all__ += records.__all__ + rating_records.__all__
