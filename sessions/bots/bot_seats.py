"""Bot seats in a lobby: who may seat a bot, at which level, under which name.

A bot's seat is a seat like any other (numbered in joining order, shown on the lobby card)
whose `bot_level` is set and whose user_id is negative (-1, -2... within the game), so that
no Discord user can ever hold or name it. Once the game starts, its clock is the bot's (it
never runs out), and `sessions.bots` plays it. Its name comes from the catalog in the game's
language ("Bot (hard)", "Bot 2 (hard)"), since the game's public messages show it.
"""

from __future__ import annotations

from collections.abc import Sequence
from datetime import datetime

import i18n
from games import get_engine
from games.ai import LEVELS as LEVELS  # the bot levels, for the cogs that offer them
from storage import GameRecord, SeatRecord, Transaction

from ..core.clock_rules import quoted
from ..core.errors import SessionError

DEFAULT_LEVEL = "normal"


def checked_level(level: str | None) -> str:
    """A bot level a player chose (None: the default), refused clearly when unknown."""
    if level is None:
        return DEFAULT_LEVEL
    wanted = level.strip().lower()
    if wanted not in LEVELS:
        raise SessionError("bots.error.unknown_level", level=quoted(level),
                           levels=", ".join(LEVELS))
    return wanted


def check_count(kind: str, bots: int) -> None:
    """Refuse a number of bots the game cannot seat beside its host."""
    room = get_engine(kind).max_players - 1
    if not 0 <= bots <= room:
        raise SessionError("bots.error.too_many", count=room, kind=kind)


def practice_bots(kind: str, bots: int | None) -> int:
    """How many bots a practice game seats beside its player: the given count (at least
    one: a practice game is played against bots), else enough for the game's smallest
    table (one bot for every game here)."""
    if bots is None:
        return max(1, get_engine(kind).min_players - 1)
    if bots < 1:
        raise SessionError("practice.error.no_bots")
    check_count(kind, bots)
    return bots


def bot_name(level: str, number: int, lang: str) -> str:
    """A bot's seat name in `lang`: "Bot (hard)", then "Bot 2 (hard)" for the second one."""
    shown = i18n.t(f"bots.level.{level}", lang)
    if number == 1:
        return i18n.t("bots.name", lang, level=shown)
    return i18n.t("bots.name_numbered", lang, level=shown, number=number)


async def seat_bot(tx: Transaction, game: GameRecord, seats: Sequence[SeatRecord], level: str,
                   now: datetime) -> SeatRecord:
    """Seat a bot of `level` at the lobby's next seat; refused when the lobby is full."""
    check_room(game, seats)
    user_id = min([0, *(s.user_id for s in seats)]) - 1
    number = 1 + sum(1 for s in seats if s.bot_level == level)
    return await tx.add_seat(game.id, user_id, bot_name(level, number, game.language), now,
                             bot_level=level)


async def unseat_bot(tx: Transaction, game: GameRecord, seats: Sequence[SeatRecord],
                     bot_id: int) -> None:
    """Free a bot's seat (named by its user id, which does not move when seats renumber)."""
    if not any(s.user_id == bot_id and s.bot_level is not None for s in seats):
        raise SessionError("bots.error.no_such_bot", game=game.id)
    await tx.remove_seat(game.id, bot_id)


def check_room(game: GameRecord, seats: Sequence[SeatRecord]) -> None:
    """Refuse a bot to a full lobby."""
    if len(seats) >= get_engine(game.kind).max_players:
        raise SessionError("error.full", game=game.id)


def check_may_seat(game: GameRecord, user_id: int) -> None:
    """Refuse someone other than the host of an open lobby (before the level picker opens;
    seating the bot checks again, in its transaction)."""
    if game.status != "lobby":
        raise SessionError(
            "error.already_started" if game.status == "active" else "error.game_over",
            game=game.id)
    if game.host_id != user_id:
        raise SessionError("error.host_only", game=game.id)
