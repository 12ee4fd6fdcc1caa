"""Taking back: the fair take-back of every game and a practice game's broader one."""

from .service import UndoService

__all__ = [
    "UndoService",
]
