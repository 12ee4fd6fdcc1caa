"""Who acts for a seat: one actor at a time, its player or the bot.

The bot acts for a seat once it has taken it over: a bot seated in the lobby, a seat whose
clock ran out and that a vote (or nobody left to ask) gave to the bot, a resigned player's
seat. From then on the player acts for it no more (not a move, not an any-time action such
as Zig Zag's Stop, not a take-back) until they reclaim it, which a resigned player cannot.
Every path that acts for a seat asks this one rule, and a change of who acts for a seat
moves the game's version, so a press computed before the change is judged again after it.
"""

from __future__ import annotations

from storage import SeatClockRecord

from .errors import SessionError


def bot_plays(clock: SeatClockRecord | None) -> bool:
    """Whether the bot acts for the seat whose clock row is `clock` (a seat without one, in
    a game not started, is its player's)."""
    return clock is not None and (clock.auto or clock.resigned)


def person_seat(game_id: int, seat: int | None, clock: SeatClockRecord | None) -> int:
    """`seat`, the one a user holds in game `game_id`, if the user acts for it now; else the
    refusal saying why (no seat; resigned, for good; the bot plays it until reclaimed)."""
    if seat is None:
        raise SessionError("error.not_in_game", game=game_id)
    if clock is not None and clock.resigned:
        raise SessionError("clock.error.resigned_for_good", game=game_id)
    if bot_plays(clock):
        raise SessionError("clock.error.bot_plays", game=game_id)
    return seat
