"""Ostrich Scramble: race around the cliffs collecting garments (2-6 players)."""

from games import register
from games.scramble.engine import ScrambleEngine

ENGINE = ScrambleEngine()
register(ENGINE)

__all__ = ["ENGINE", "ScrambleEngine"]
