"""A game's result entering the ratings, in the transaction that ends the game: so it enters
exactly once (the game ends once, by the version guard; its `rated_games` row's key refuses
a second time), and never goes missing (a crash before the commit loses the end and the
rating together; after it, both are there). Two games ending at once in two processes are
rated one after the other: `take_rating_turn` comes before any rating is read."""

from __future__ import annotations

from collections.abc import Sequence
from datetime import datetime

from storage import FinishedGame, GameRecord, RatedSeat, SeatRecord, Transaction

from .ratings import GameRating, counts, rate_game


def finished_game(game: GameRecord, seats: Sequence[SeatRecord],
                  outcome: str | None) -> FinishedGame:
    """A game at its end as the ratings read it."""
    return FinishedGame(
        game_id=game.id, kind=game.kind, guild_id=game.guild_id, outcome=outcome,
        seats=[RatedSeat(seat=s.seat, user_id=s.user_id, display_name=s.display_name,
                         bot_level=s.bot_level) for s in seats],
        position=None)


async def rate_ended(tx: Transaction, game: GameRecord, seats: Sequence[SeatRecord],
                     outcome: str | None, now: datetime) -> GameRating | None:
    """Rate a game that `tx` ends (None: it does not count: practice, nothing placed, no
    person at the table; or it was rated already)."""
    if game.practice:
        return None
    finished = finished_game(game, seats, outcome)
    if not counts(finished):
        return None
    position, _ = await tx.take_rating_turn()
    if await tx.is_rated(game.id):
        return None
    people = [s.user_id for s in finished.seats if s.bot_level is None and s.user_id > 0]
    before = {r.user_id: r for r in await tx.ratings_for(game.kind, people)}
    rating = rate_game(finished, position, before, now)
    if rating is not None:
        await tx.save_rated_game(rating.game, rating.changes, rating.ratings)
    return rating
