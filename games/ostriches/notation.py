"""The text notation of Ostriches (HOUSE_RULES section 1), both ways.

    eye@c2            place a pawn (power, then square)
    b1-c3             move
    bush b2>e3        use a power: also `swap a4 d5`, `eye a4 d5`, `tiles SW NE`, `pass`
    NE cw             rotate (or `NE ccw`)

Tokens are case-insensitive and separated by spaces; several steps on one line make a `Line`.
`format` writes pairs in board order (rank then file; tiles SW, SE, NW, NE); `parse` takes
either order (the action models normalise it), so `parse(format(a)) == a`.
"""

from __future__ import annotations

import re

from games.base import BadNotation

from .board import DIRECTIONS, POSITIONS, Direction, Position, is_square
from .models import (
    POWERS,
    ActivePower,
    AnyAction,
    Line,
    Move,
    Pass,
    Place,
    Power,
    Rotate,
    SingleStep,
    UsePower,
)

_PAIR_POWERS: dict[str, ActivePower] = {"swap": "swap", "eye": "eye"}
_POWER_NAMES: dict[str, Power] = {power: power for power in POWERS}
_TIGHTEN = (
    (re.compile(r"\s*[-–—]\s*"), "-"),
    (re.compile(r"\s*>\s*"), ">"),
    (re.compile(r"\s*@\s*"), "@"),
)


def format_action(action: AnyAction) -> str:
    """The canonical text of one step or of a whole line."""
    if isinstance(action, Line):
        return " ".join(format_action(step) for step in action.steps)
    if isinstance(action, Place):
        return f"{action.power}@{action.square}"
    if isinstance(action, Move):
        return f"{action.origin}-{action.target}"
    if isinstance(action, Pass):
        return "pass"
    if isinstance(action, Rotate):
        return f"{action.tile} {action.direction}"
    if action.power == "bush":
        return f"bush {action.first}>{action.second}"
    return f"{action.power} {action.first} {action.second}"


LINE_WORDS_MAX = 6
"""The most words a turn's line holds: a move, a power with two squares, a rotation
(`b5-d6 swap a4 d5 SW cw`)."""


def parse_action(text: str) -> AnyAction:
    """One step, or a `Line` when the text holds several; BadNotation on bad text, also on
    a line longer than any turn (refused before its steps are built, however long it is)."""
    tidy = text.strip().lower()
    for pattern, replacement in _TIGHTEN:
        tidy = pattern.sub(replacement, tidy)
    tokens = tidy.split(maxsplit=LINE_WORDS_MAX)
    if not tokens:
        raise BadNotation("ostriches.parse.empty")
    if len(tokens) > LINE_WORDS_MAX:
        raise BadNotation("ostriches.parse.too_long", words=str(LINE_WORDS_MAX))
    steps: list[SingleStep] = []
    index = 0
    while index < len(tokens):
        step, index = _parse_step(tokens, index)
        steps.append(step)
    return steps[0] if len(steps) == 1 else Line(steps=tuple(steps))


def _parse_step(tokens: list[str], index: int) -> tuple[SingleStep, int]:
    token = tokens[index]
    if "@" in token:
        return _parse_place(token), index + 1
    if "-" in token:
        return _parse_move(token), index + 1
    if token == "pass":
        return Pass(), index + 1
    if token == "bush":
        return _parse_bush(tokens, index), index + 2
    if token in _PAIR_POWERS:
        first, second = _operands(tokens, index, "ostriches.parse.needs_squares")
        return UsePower(power=_PAIR_POWERS[token], first=_square(first),
                        second=_square(second)), index + 3
    if token == "tiles":
        first, second = _operands(tokens, index, "ostriches.parse.needs_tiles")
        return UsePower(power="tiles", first=_tile(first), second=_tile(second)), index + 3
    if token.upper() in POSITIONS:
        return _parse_rotate(tokens, index), index + 2
    if is_square(token):
        raise BadNotation("ostriches.parse.lone_square", square=token)
    raise BadNotation("ostriches.parse.unknown", token=token)


def _parse_place(token: str) -> Place:
    power, _, square = token.partition("@")
    if power not in _POWER_NAMES:
        raise BadNotation("ostriches.parse.bad_power", token=power or token)
    return Place(power=_POWER_NAMES[power], square=_square(square))


def _parse_move(token: str) -> Move:
    origin, _, target = token.partition("-")
    return Move(origin=_square(origin), target=_square(target))


def _parse_bush(tokens: list[str], index: int) -> UsePower:
    if index + 1 >= len(tokens) or ">" not in tokens[index + 1]:
        raise BadNotation("ostriches.parse.needs_bush")
    origin, _, target = tokens[index + 1].partition(">")
    return UsePower(power="bush", first=_square(origin), second=_square(target))


def _operands(tokens: list[str], index: int, key: str) -> tuple[str, str]:
    if index + 2 >= len(tokens):
        raise BadNotation(key, power=tokens[index])
    return tokens[index + 1], tokens[index + 2]


def _parse_rotate(tokens: list[str], index: int) -> Rotate:
    tile = _tile(tokens[index])
    if index + 1 >= len(tokens) or tokens[index + 1] not in DIRECTIONS:
        raise BadNotation("ostriches.parse.needs_direction", tile=tile)
    direction: Direction = "cw" if tokens[index + 1] == "cw" else "ccw"
    return Rotate(tile=tile, direction=direction)


def _square(token: str) -> str:
    if not is_square(token):
        raise BadNotation("ostriches.parse.bad_square", token=token or "?")
    return token


def _tile(token: str) -> Position:
    for position in POSITIONS:
        if token.upper() == position:
            return position
    raise BadNotation("ostriches.parse.bad_tile", token=token)
