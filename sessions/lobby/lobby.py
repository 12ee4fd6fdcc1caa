"""How long an unstarted lobby may stay open, and how many one player may host.

An unstarted lobby closes by itself after `LobbyPolicy.lifetime` (a `lobby_expiry` timer,
set when it is opened), and a player may host at most `max_open_per_user` open lobbies. Its
card's words are `words.lobby_card`'s.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from datetime import datetime, timedelta

from storage import Transaction

from ..core.errors import SessionError


@dataclass(frozen=True)
class LobbyPolicy:
    """How long an unstarted lobby stays open, and how many a player may host at once."""

    lifetime: timedelta = field(default=timedelta(days=1))
    max_open_per_user: int = 5


async def check_room(tx: Transaction, host_id: int, policy: LobbyPolicy) -> None:
    """Refuse a new lobby to a player who already hosts as many open ones as allowed."""
    if await tx.lobbies_hosted(host_id) >= policy.max_open_per_user:
        raise SessionError("error.too_many_lobbies", count=policy.max_open_per_user)


async def schedule_expiry(tx: Transaction, game_id: int, now: datetime,
                          policy: LobbyPolicy) -> None:
    """Close the lobby when its lifetime is over, unless it started or closed before."""
    await tx.add_timer("lobby_expiry", now + policy.lifetime, now, game_id=game_id)
