"""The lobby: games opened, filled, started and cancelled, and how long a lobby stays open."""

from .lobby import LobbyPolicy
from .service import LobbyService

__all__ = [
    "LobbyPolicy", "LobbyService",
]
