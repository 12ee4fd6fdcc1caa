"""The text notation of Zig Zag actions (HOUSE_RULES.md section 3), parsed and formatted.

    setup       discard 12 17 | next 3 | order 3 8 1 22 5
    collecting  flip 23 | take | leave | take 23 | pass | stop
    running     go 2:C2 | goal

Tokens are case-insensitive and separated by spaces; `go 2 C2` is read like `go 2:C2`.
Refusals quote the player's own text.
Parsing checks the shape of the text and the ranges of numbers; whether the action is legal
now is `apply`'s business. `format` writes the canonical form, which `parse` reads back to
the same action.
"""

from __future__ import annotations

from games.base import BadNotation
from games.zigzag.faces import CARD_NUMBERS
from games.zigzag.geometry import FIELDS
from games.zigzag.models import TABLE_SLOTS, ZigZagAction

BARE_VERBS = frozenset({"leave", "pass", "stop", "goal"})
DIGITS_MAX = 9  # more is out of every range anyway


def parse_action(text: str) -> ZigZagAction:
    """The action written in `text`; raises BadNotation naming what is wrong."""
    tokens = text.split()
    if not tokens:
        raise BadNotation("zigzag.parse.empty")
    verb, args = tokens[0].lower(), tokens[1:]
    if verb in BARE_VERBS:
        _expect(not args, verb, text)
        return ZigZagAction.model_validate({"verb": verb})
    if verb == "discard":
        _expect(len(args) == 2, verb, text)
        return ZigZagAction(verb="discard", cards=tuple(sorted(_card(arg) for arg in args)))
    if verb == "next":
        _expect(len(args) == 1, verb, text)
        return ZigZagAction(verb="next", cards=(_card(args[0]),))
    if verb == "order":
        _expect(bool(args), verb, text)
        return ZigZagAction(verb="order", cards=tuple(_card(arg) for arg in args))
    if verb == "flip":
        _expect(len(args) == 1, verb, text)
        return ZigZagAction(verb="flip", slot=_slot(args[0]))
    if verb == "take":
        _expect(len(args) <= 1, verb, text)
        return ZigZagAction(verb="take", slot=_slot(args[0]) if args else None)
    if verb == "go":
        _expect(len(args) in (1, 2), verb, text)
        card, field = _spot(":".join(args))
        return ZigZagAction(verb="go", card=card, field=field)
    raise BadNotation("zigzag.parse.unknown", text=text.strip())


def format_action(action: ZigZagAction) -> str:
    """The canonical notation of `action`."""
    verb = action.verb
    if verb in {"discard", "next", "order"}:
        return " ".join([verb, *(str(card) for card in action.cards)])
    if verb in {"flip", "take"} and action.slot is not None:
        return f"{verb} {action.slot}"
    if verb == "go":
        return f"go {action.card}:{action.field}"
    return verb


def _expect(shape_ok: bool, verb: str, text: str) -> None:
    if not shape_ok:
        raise BadNotation(f"zigzag.parse.usage.{verb}", text=text.strip())


def _number(token: str) -> int | None:
    """ASCII digits only, and few enough for `int` (which refuses `²`, which `isdigit`
    accepts, and numbers of 4300 digits or more)."""
    if not (token.isascii() and token.isdigit()) or len(token) > DIGITS_MAX:
        return None
    return int(token)


def _card(token: str) -> int:
    value = _number(token)
    if value is None or value not in CARD_NUMBERS:
        raise BadNotation("zigzag.parse.card_range", value=token)
    return value


def _slot(token: str) -> int:
    value = _number(token)
    if value is None or not 1 <= value <= TABLE_SLOTS:
        raise BadNotation("zigzag.parse.slot_range", value=token)
    return value


def _spot(token: str) -> tuple[int, str]:
    card_text, _, field_text = token.partition(":")
    card = _number(card_text)
    field = field_text.upper()
    if card is None or card < 1 or field not in FIELDS:
        raise BadNotation("zigzag.parse.bad_spot", value=token)
    return card, field
