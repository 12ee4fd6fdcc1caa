"""Who may reach a game by its number, and from where: the one rule every command, button,
autocomplete and vote that names a game goes through.

A game belongs to the server, and the channel, where it was created. Game numbers are
global and sequential, so a number alone must never open a game to whoever types it:

- a player seated at the game reaches it from anywhere: any server, any channel, their DMs;
- anyone else reaches it only where it is played: its channel, or its thread;
- a server manager (Manage Server) reaches every game of their own server, from any of its
  channels, and may cancel it; a manager of another server is nobody special here;
- a practice game is its player's alone: nobody else reaches it, wherever they are (a
  moderator who can read its private thread, and a manager of its server, included): it is
  not listed, viewed, read or pressed by anyone else. A manager of its server reaches it
  only to cancel it (`can_reach(..., cancelling=True)`).

From anywhere else the game does not exist: the answer is the same as for a number that
names no game at all ("no game #N here"), so a number reveals nothing about other servers.
Pure: the sessions layer asks it with the game's row and seats, the cogs only describe the
interaction (`Caller`).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from storage import GameRecord, SeatRecord

from .errors import SessionError

GAME_NUMBER_DIGITS = 19  # SQLite's largest integer has 19 digits: a longer number names nothing
GAME_NUMBER_MAX = 2**63 - 1


@dataclass(frozen=True)
class Caller:
    """Who is asking, and from where: the user (and the name to show for them), the server
    (None in DMs), the channel or thread the interaction was made in, and whether they have
    Manage Server in that server."""

    user_id: int
    guild_id: int | None
    channel_id: int | None
    manager: bool = False
    name: str = ""


def is_seated(seats: Sequence[SeatRecord], caller: Caller) -> bool:
    """Whether the caller holds a seat at the game."""
    return any(seat.user_id == caller.user_id for seat in seats)


def manages(game: GameRecord, caller: Caller) -> bool:
    """Whether the caller manages the game's own server (and so may cancel it)."""
    return caller.manager and game.guild_id is not None and caller.guild_id == game.guild_id


def can_reach(game: GameRecord, seats: Sequence[SeatRecord], caller: Caller, *,
              cancelling: bool = False) -> bool:
    """Whether the caller may see (and, where the game's own checks allow, change) the game
    from where they are; `cancelling`: only to cancel it, which is all a manager of its
    server may do to a practice game."""
    if is_seated(seats, caller):
        return True
    if game.practice:
        return cancelling and manages(game, caller)
    if manages(game, caller):
        return True
    where = caller.channel_id
    return where is not None and caller.guild_id == game.guild_id and where in (
        game.channel_id, game.thread_id)


def not_here(game_id: int) -> SessionError:
    """The refusal for a game the caller may not reach, worded as for one that does not
    exist."""
    return SessionError("error.no_game_here", game=game_id)


def game_number(value: object) -> int:
    """A game number as a user gave it (an option, a custom_id's digits, text typed into an
    autocomplete), bounded before it is converted: anything that cannot name a stored game
    (not a whole number, more digits than any stored id, out of range) is refused as "no
    game #N here"."""
    if isinstance(value, bool):
        raise SessionError("error.bad_game_number")
    if isinstance(value, int):
        number = value
    else:
        text = str(value).strip().lstrip("#")
        if not text.isascii() or not text.isdigit() or len(text) > GAME_NUMBER_DIGITS:
            raise SessionError("error.bad_game_number")
        number = int(text)
    if not 0 <= number <= GAME_NUMBER_MAX:
        raise SessionError("error.bad_game_number")
    return number
