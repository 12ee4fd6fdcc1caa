"""The rows of the ratings tables (migration 0014), as the storage interface hands them
over: a person's rating at one game kind, what one rated game did to a person's rating,
and a finished game as the ratings read it (who sat where, how it ended)."""

from __future__ import annotations

from datetime import datetime

from pydantic import BaseModel, ConfigDict

__all__ = ["FinishedGame", "RatedGame", "RatedSeat", "RatingChangeRecord", "RatingRecord"]


class _Row(BaseModel):
    model_config = ConfigDict(frozen=True, strict=True, extra="forbid")


class RatingRecord(_Row):
    """A person's rating at one game kind: the model's mean and uncertainty, the rated
    games and wins behind it, and the name they had in their latest rated game."""

    user_id: int
    kind: str
    mu: float
    sigma: float
    games: int
    wins: int
    display_name: str
    updated_at: datetime


class RatingChangeRecord(_Row):
    """What one rated game did to one person's rating (before and after)."""

    game_id: int
    user_id: int
    seat: int
    mu_before: float
    sigma_before: float
    mu_after: float
    sigma_after: float


class RatedGame(_Row):
    """A game whose result entered the ratings, at its `position` in the rating order."""

    game_id: int
    position: int
    kind: str
    guild_id: int | None


class RatedSeat(_Row):
    """A seat of a finished game as the ratings read it (a bot's seat has its level)."""

    seat: int
    user_id: int
    display_name: str
    bot_level: str | None


class FinishedGame(_Row):
    """A finished game that counts (not practice), as a recomputation reads it: its
    outcome's JSON, its seats, and its place in the rating order (None: not rated yet)."""

    game_id: int
    kind: str
    guild_id: int | None
    outcome: str | None
    seats: list[RatedSeat]
    position: int | None
