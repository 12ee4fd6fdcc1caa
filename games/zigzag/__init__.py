"""Zig Zag (2-4 players): collect terrain cards in the right order, then run your course.

Importing the package registers the engine under the name `zigzag`.
"""

from games import register
from games.zigzag.engine import ZigZagEngine

ENGINE = ZigZagEngine()
register(ENGINE)

__all__ = ["ENGINE", "ZigZagEngine"]
