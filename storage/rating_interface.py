"""What the sessions layer may ask of storage about ratings (migration 0014), whatever the
backend: `RatingReads` joins `storage.interface.Reads`, `RatingWrites` its `Transaction`.
The SQL is `storage.queries.ratings`; what the ratings mean is the sessions layer's."""

from __future__ import annotations

from collections.abc import Sequence
from datetime import datetime
from typing import Protocol

from storage.rating_records import FinishedGame, RatedGame, RatingChangeRecord, RatingRecord


class RatingReads(Protocol):
    """The ratings' reads, the same inside a transaction and outside."""

    async def is_rated(self, game_id: int) -> bool:
        """Whether the game's result is in the ratings already."""
        ...

    async def ratings_for(self, kind: str, user_ids: Sequence[int]) -> list[RatingRecord]:
        """The ratings of these people at one kind (never rated: no record)."""
        ...

    async def ratings_of_user(self, user_id: int) -> list[RatingRecord]:
        """A person's ratings, one per game kind, by kind."""
        ...

    async def rating_board(self, kind: str, guild_id: int | None, *, z: float,
                           min_games: int, settled: bool,
                           limit: int = 10) -> list[RatingRecord]:
        """The best ratings at one kind by `mu - z * sigma`, of a server's rated players (or,
        None, of everyone not hidden from the boards across servers), with at least
        `min_games` games (`settled`) or fewer."""
        ...

    async def rating_changes_of_game(self, game_id: int) -> list[RatingChangeRecord]:
        """What a rated game did to each person's rating, by seat."""
        ...

    async def finished_for_rating(self) -> list[FinishedGame]:
        """Every finished game that counts, in the rating order (unrated ones first)."""
        ...

    async def is_rating_hidden(self, user_id: int) -> bool:
        """Whether the person keeps off the boards across servers."""
        ...


class RatingWrites(Protocol):
    """The ratings' writes, in a transaction."""

    async def take_rating_turn(self) -> tuple[int, bool]:
        """The next position in the rating order, holding the order until the transaction
        ends (two games ending at once are rated one after the other); also whether today's
        finished games were back-filled."""
        ...

    async def save_rated_game(self, game: RatedGame, changes: Sequence[RatingChangeRecord],
                              ratings: Sequence[RatingRecord]) -> None:
        """Write one game's rating (a game already rated breaks the key: it raises)."""
        ...

    async def replace_ratings(self, games: Sequence[RatedGame],
                              changes: Sequence[RatingChangeRecord],
                              ratings: Sequence[RatingRecord]) -> None:
        """Replace every rating by a recomputation's, marking the back-fill done."""
        ...

    async def set_rating_hidden(self, user_id: int, hidden: bool, now: datetime) -> None:
        """Keep the person off the boards across servers, or list them again."""
        ...
