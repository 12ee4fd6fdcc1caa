"""Storage: the bot's database, and the only place in the project with SQL.

The sessions layer depends on the protocols of `storage.interface` only: a `Store` for plain
reads, and `async with store.transaction() as tx:` for writes that must commit together.
`open_store(location)` opens the backend the location names (today: a SQLite file, opened
and migrated by `Database.open`, behind `SqliteStore`). Times go in and come out as aware
UTC datetimes; storage never reads a clock.
"""

from storage.backends import open_store
from storage.database import Database, DatabaseClosed
from storage.errors import AlreadySeated, GameNotFound, OutboxNotFound, VersionConflict
from storage.interface import Reads, Store, Transaction
from storage.migrator import MigrationError, SchemaTooNew
from storage.records import (
    OPEN_STATUSES,
    ActionRecord,
    GameBundle,
    GameChanges,
    GamePlaces,
    GameRecord,
    GameResult,
    GameStatus,
    GuildChanges,
    GuildSettings,
    NewGame,
    OutboxRecord,
    SeatClockRecord,
    SeatRecord,
    Tally,
    TimerKind,
    TimerRecord,
    TimerTarget,
    UserChanges,
    UserRecord,
    VoteRecord,
    VoteResult,
)
from storage.repository import SqliteStore, SqliteTransaction

__all__ = [
    "OPEN_STATUSES",
    "ActionRecord",
    "AlreadySeated",
    "Database",
    "DatabaseClosed",
    "GameBundle",
    "GameChanges",
    "GameNotFound",
    "GamePlaces",
    "GameRecord",
    "GameResult",
    "GameStatus",
    "GuildChanges",
    "GuildSettings",
    "MigrationError",
    "NewGame",
    "OutboxNotFound",
    "OutboxRecord",
    "Reads",
    "SchemaTooNew",
    "SeatClockRecord",
    "SeatRecord",
    "SqliteStore",
    "SqliteTransaction",
    "Store",
    "Tally",
    "TimerKind",
    "TimerRecord",
    "TimerTarget",
    "Transaction",
    "UserChanges",
    "UserRecord",
    "VersionConflict",
    "VoteRecord",
    "VoteResult",
    "open_store",
]
