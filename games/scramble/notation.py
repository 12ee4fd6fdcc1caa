"""The text notation of HOUSE_RULES.md section 2: parse, format, and picker menu paths.

Tokens are case-insensitive and space-separated. A player with one ostrich may leave its
colour out of `claim` and `zig` (`format` leaves it out for them); a player with two must
name it. `parse(format(a)) == a` for every legal action.
"""

from __future__ import annotations

from collections.abc import Collection, Sequence

from games.base import BadNotation, MenuWords
from games.scramble.board import parse_square
from games.scramble.cards import claim_distance, sorted_cards
from games.scramble.constants import (
    COLOURS,
    DIRECTIONS,
    GARMENT_TYPES,
    TRAP_KINDS,
    canonical_card,
)
from games.scramble.facts import ostrich, seat_ostriches
from games.scramble.models import Action, State

_P = "scramble.parse."
_DIGITS_MAX = 9
_MENU_LIMIT = 25

USAGE = {
    "claim": "claim [colour] 2cw 2ccw Xcw",
    "give": "give legs orange to yellow",
    "zig": "zig [colour] 2cw N",
    "trap": "trap banana blue / trap pass",
    "run": "run red",
    "x": "x 3",
    "dir": "dir E",
    "skate": "skate E",
    "zag": "zag E / zag no",
    "catapult": "catapult c3",
    "drop": "drop legs yellow",
    "steal": "steal legs yellow",
    "draw": "draw",
    "place": "place c3",
    "return": "return c3",
    "keep": "keep mud",
}


def _syntax(command: str) -> BadNotation:
    return BadNotation(_P + "syntax", usage=USAGE[command])


def _colour(state: State, text: str) -> str:
    colour = text.lower()
    if colour not in COLOURS[: len(state.ostriches)]:
        in_play = ", ".join(item.colour for item in state.ostriches)
        raise BadNotation(_P + "bad_colour", text=text, colours=in_play)
    return colour


def _direction(text: str) -> str:
    direction = text.upper()
    if direction not in DIRECTIONS:
        raise BadNotation(_P + "bad_direction", text=text)
    return direction


def _card(text: str) -> str:
    card = canonical_card(text)
    if card is None:
        raise BadNotation(_P + "bad_card", text=text)
    return card


def _garment(text: str) -> str:
    return _word(text, GARMENT_TYPES, "bad_garment")


def _trap(text: str) -> str:
    return _word(text, TRAP_KINDS, "bad_trap")


def _word(text: str, words: Collection[str], refusal: str) -> str:
    """`text` as one of `words` (any case), or the refusal named `refusal`."""
    word = text.lower()
    if word not in words:
        raise BadNotation(_P + refusal, text=text)
    return word


def _is_small_number(text: str) -> bool:
    """ASCII digits, few enough for `int` (which refuses `²` and numbers of 4300+ digits)."""
    return text.isascii() and text.isdigit() and len(text) <= _DIGITS_MAX


def _square(state: State, text: str) -> str:
    rank = text[1:]
    square = parse_square(text, state.width, state.height) if _is_small_number(rank) else None
    if square is None:
        raise BadNotation(_P + "bad_square", text=text)
    return square


def _own_ostrich(state: State, seat: int, words: list[str], command: str) -> tuple[str, list[str]]:
    """The ostrich a claim or zig is for: named first, or the seat's only ostrich."""
    if words and words[0].lower() in COLOURS:
        return _colour(state, words[0]), words[1:]
    if 0 <= seat < state.players:
        mine = seat_ostriches(state, seat)
        if len(mine) == 1:
            return mine[0].colour, words
        raise BadNotation(_P + "name_ostrich", usage=USAGE[command],
                          colours=" / ".join(item.colour for item in mine))
    raise _syntax(command)


def parse_action(state: State, seat: int, text: str) -> Action:
    """The action a line of notation names; raises BadNotation on bad text."""
    words = text.split()
    if not words:
        raise BadNotation(_P + "empty")
    command, rest = words[0].lower(), words[1:]
    if command == "claim":
        colour, cards = _own_ostrich(state, seat, rest, "claim")
        if len(cards) != 3:
            raise _syntax("claim")
        return Action(kind="claim", ostrich=colour,
                      cards=tuple(sorted_cards([_card(word) for word in cards])))
    if command == "give":
        if len(rest) != 4 or rest[2].lower() != "to":
            raise _syntax("give")
        return Action(kind="give", garment=_garment(rest[0]), colour=_colour(state, rest[1]),
                      ostrich=_colour(state, rest[3]))
    if command == "zig":
        colour, tail = _own_ostrich(state, seat, rest, "zig")
        if len(tail) not in (1, 2):
            raise _syntax("zig")
        direction = _direction(tail[1]) if len(tail) == 2 else None
        return Action(kind="zig", ostrich=colour, card=_card(tail[0]), direction=direction)
    if command == "trap":
        if len(rest) == 1 and rest[0].lower() == "pass":
            return Action(kind="trap_pass")
        if len(rest) != 2:
            raise _syntax("trap")
        return Action(kind="trap", trap=_trap(rest[0]), ostrich=_colour(state, rest[1]))
    return _parse_decision(state, command, rest)


def _parse_decision(state: State, command: str, rest: list[str]) -> Action:
    if command not in USAGE:
        raise BadNotation(_P + "unknown", word=command)
    if command == "draw":
        if rest:
            raise _syntax("draw")
        return Action(kind="draw")
    if len(rest) != (2 if command in ("drop", "steal") else 1):
        raise _syntax(command)
    word = rest[0]
    if command == "run":
        return Action(kind="run", ostrich=_colour(state, word))
    if command == "x":
        if not _is_small_number(word):
            raise BadNotation(_P + "bad_number", text=word)
        return Action(kind="x", number=int(word))
    if command in ("dir", "skate"):
        return Action(kind=command, direction=_direction(word))
    if command == "zag":
        if word.lower() == "no":
            return Action(kind="zag")
        return Action(kind="zag", direction=_direction(word))
    if command in ("catapult", "place", "return"):
        return Action(kind=command, square=_square(state, word))
    if command in ("drop", "steal"):
        return Action(kind=command, garment=_garment(word), colour=_colour(state, rest[1]))
    return Action(kind="keep", trap=_trap(word))


def _named(state: State, colour: str) -> list[str]:
    """The colour token for a player's own ostrich, omitted when they have only one."""
    return [colour] if len(state.seats[ostrich(state, colour).owner].ostriches) > 1 else []


def action_tokens(state: State, action: Action) -> list[str]:
    """The notation tokens of an action, in order (the words `format` joins)."""
    kind = action.kind
    if kind == "claim":
        assert action.ostrich is not None
        return ["claim", *_named(state, action.ostrich), *action.cards]
    if kind == "give":
        return ["give", str(action.garment), str(action.colour), "to", str(action.ostrich)]
    if kind == "zig":
        assert action.ostrich is not None and action.card is not None
        direction = [action.direction] if action.direction else []
        return ["zig", *_named(state, action.ostrich), action.card, *direction]
    if kind == "trap":
        return ["trap", str(action.trap), str(action.ostrich)]
    if kind == "trap_pass":
        return ["trap", "pass"]
    if kind == "run":
        return ["run", str(action.ostrich)]
    if kind == "x":
        return ["x", str(action.number)]
    if kind in ("dir", "skate"):
        return [kind, str(action.direction)]
    if kind == "zag":
        return ["zag", action.direction or "no"]
    if kind in ("catapult", "place", "return"):
        return [kind, str(action.square)]
    if kind in ("drop", "steal"):
        return [kind, str(action.garment), str(action.colour)]
    if kind == "draw":
        return ["draw"]
    return ["keep", str(action.trap)]


def format_action(state: State, action: Action) -> str:
    """The notation of an action, as game records write it."""
    return " ".join(action_tokens(state, action))


GROUPED_KINDS = frozenset({"claim", "catapult", "place", "return"})
"""Kinds whose picker gains a grouping level when too many of them are offered."""


def menu_path(state: State, action: Action, siblings: int) -> list[str]:
    """Picker labels for an action, one per level, each level at most 25 options.

    `siblings` counts the legal actions of the same kind now (for a claim: on the same
    ostrich); only GROUPED_KINDS read it: past 25, their level gets a grouping level (the
    file of a square, the distance of a claim).
    """
    tokens = action_tokens(state, action)
    kind = action.kind
    if kind == "claim":
        head = tokens[: len(tokens) - 3]
        if siblings > _MENU_LIMIT:
            head.append(claim_distance(action.cards))
        return [*head, " ".join(action.cards)]
    if kind == "give":
        return ["give", str(action.garment), str(action.colour), str(action.ostrich)]
    if kind in ("catapult", "place", "return") and siblings > _MENU_LIMIT:
        square = str(action.square)
        return [kind, square[0], square]
    return tokens


_ONTO = {"give": 3, "trap": 2}
"""Kinds whose last label names the ostrich the action goes to (after an arrow)."""


def menu_words(path: Sequence[str], shown: int) -> MenuWords | None:
    """A picker choice in game terms: what the action does (`scramble.pick.<verb>`, the
    path's first label: set a Zig, claim a Zag...) and the labels chosen under it, the
    grouping level of a long list of squares left out of a whole action."""
    if not path:
        return None
    verb = path[0]
    if tuple(path) in (("trap", "pass"), ("zag", "no")):
        return MenuWords(f"{verb}_{path[1]}")
    what = list(path[1:shown])
    if verb in ("catapult", "place", "return") and shown == len(path) == 3:
        what = [path[2]]  # "c", "c3": the square says it all
    onto = _ONTO.get(verb)
    if onto is not None and shown > onto:
        what.insert(onto - 1, "→")
    return MenuWords(verb, tuple(what))
