"""Storage: the bot's SQLite database, and the only place in the project with SQL.

`Database.open(path)` opens (and migrates) the file; `Store(db)` is what the sessions layer
uses: plain reads, and `async with store.transaction() as tx:` for writes that must commit
together. Times go in and come out as aware UTC datetimes; storage never reads a clock.
"""

from storage.database import Database, DatabaseClosed
from storage.errors import AlreadySeated, GameNotFound, OutboxNotFound, VersionConflict
from storage.migrator import MigrationError, SchemaTooNew
from storage.records import (
    OPEN_STATUSES,
    ActionRecord,
    BotTally,
    GameBundle,
    GameRecord,
    GameResult,
    GameStatus,
    GuildSettings,
    OutboxRecord,
    SeatClockRecord,
    SeatRecord,
    Tally,
    TimerKind,
    TimerRecord,
    UserRecord,
    VoteRecord,
    VoteResult,
)
from storage.repository import Store, Transaction
from storage.unset import UNSET, Unset

__all__ = [
    "OPEN_STATUSES",
    "UNSET",
    "ActionRecord",
    "AlreadySeated",
    "BotTally",
    "Database",
    "DatabaseClosed",
    "GameBundle",
    "GameNotFound",
    "GameRecord",
    "GameResult",
    "GameStatus",
    "GuildSettings",
    "MigrationError",
    "OutboxNotFound",
    "OutboxRecord",
    "SchemaTooNew",
    "SeatClockRecord",
    "SeatRecord",
    "Store",
    "Tally",
    "TimerKind",
    "TimerRecord",
    "Transaction",
    "Unset",
    "UserRecord",
    "VersionConflict",
    "VoteRecord",
    "VoteResult",
]
