"""How datetimes are written to and read from the database.

Every time is stored as ISO-8601 UTC text of one fixed width
(`2024-05-01T12:00:00.000000+00:00`), so SQL can compare and order times as plain text (the
outbox asks for `next_attempt_at <= now`). Storage never reads a clock: callers pass `now`.
"""

from __future__ import annotations

from datetime import UTC, datetime


def to_db_time(moment: datetime) -> str:
    """The stored text of an aware datetime.

    A naive datetime is refused rather than guessed at: mixing local and UTC times would
    silently reorder the outbox.
    """
    if moment.tzinfo is None or moment.utcoffset() is None:
        raise ValueError(f"naive datetime {moment!r}: pass an aware (UTC) datetime")
    return moment.astimezone(UTC).isoformat(timespec="microseconds")


def from_db_time(text: str) -> datetime:
    """The aware UTC datetime of a stored time."""
    moment = datetime.fromisoformat(text)
    if moment.tzinfo is None:
        return moment.replace(tzinfo=UTC)
    return moment.astimezone(UTC)


def optional_from_db_time(text: str | None) -> datetime | None:
    """`from_db_time` for nullable columns."""
    return None if text is None else from_db_time(text)
