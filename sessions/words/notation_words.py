"""A game's notation in the reader's words: colours, directions, cards, terrains and traps
as a sentence says them ("jaune", "carte 2 sens horaire", "vers le nord"), never as a
player types them ("yellow", "2cw", "N").

Engines fill their events with notation tokens, the same for every reader; this is the one
place per game that turns those tokens into words of the reader's language, when a line is
rendered. It only rewords the params an event already carries: nothing is added, so a public
line stays exactly as public as the engine made it. Where a player would type the notation
(a rules page's example), `typed` puts it after the words, code-formatted.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Mapping

import i18n

_CARD = re.compile(r"^(X|\d+)(cw|ccw)$")
_DIRECTIONS = frozenset("NESW")
_COLOUR_PARAMS = ("ostrich", "ostrich2")


def token_label(kind: str, token: str, lang: str) -> str:
    """A notation token as a player reads it: translated when the catalog knows it."""
    key = f"{kind}.token.{token}"
    return i18n.t(key, lang) if i18n.has(key) else token


def worded_token(kind: str, token: str, lang: str) -> str:
    """A token as a sentence names it: its catalog word, or for an Ostrich Scramble Zig card
    ("2cw"), its distance and turn order in words."""
    if kind == "scramble" and _CARD.match(token):
        return scramble_card(token, lang)
    return token_label(kind, token, lang)


def typed(words: str, notation: str, lang: str | None) -> str:
    """Words followed by the notation a player would type for them, code-formatted
    ("déplacez orange de 4 cases (`x 4`)")."""
    return i18n.t("notation.typed", lang, words=words, notation=notation)


def scramble_card(card: str, lang: str | None) -> str:
    """An Ostrich Scramble Zig card ("2cw", "Xccw") in words: "card 2 clockwise"; a token
    that is no card is left as it is."""
    found = _CARD.match(card)
    if found is None:
        return card
    return i18n.t("scramble.worded.card", lang, number=found.group(1), turn=found.group(2))


def scramble_cards(cards: str, lang: str | None) -> str:
    """Several Zig cards ("3ccw Xcw") in words, separated by commas."""
    return ", ".join(scramble_card(card, lang) for card in cards.split())


def _scramble(params: dict[str, object], lang: str | None) -> dict[str, object]:
    """Ostrich Scramble's params in words: ostriches by their colour, cards, directions,
    traps, and a garment said with its colour (the colour agreeing with it)."""
    for name in _COLOUR_PARAMS:
        if isinstance(params.get(name), str):
            params[name] = token_label("scramble", str(params[name]), lang or "en")
    if isinstance(params.get("card"), str):
        params["card"] = scramble_card(str(params["card"]), lang)
    if isinstance(params.get("cards"), str):
        params["cards"] = scramble_cards(str(params["cards"]), lang)
    if params.get("direction") in _DIRECTIONS:
        params["direction"] = i18n.t("scramble.worded.direction", lang,
                                     direction=str(params["direction"]))
    if isinstance(params.get("trap"), str):
        params["trap"] = token_label("scramble", str(params["trap"]), lang or "en")
    garment, colour = params.get("garment"), params.get("colour")
    if isinstance(garment, str) and isinstance(colour, str):
        params["garment"] = i18n.t(
            "scramble.worded.garment", lang, garment=garment, colour=colour,
            name=token_label("scramble", garment, lang or "en"))
        params["colour"] = token_label("scramble", colour, lang or "en")
    return params


_WORDERS: dict[str, Callable[[dict[str, object], str | None], dict[str, object]]] = {
    "scramble": _scramble,
}


def worded_params(key: str, params: Mapping[str, object], lang: str | None) -> dict[str, object]:
    """An event line's params with the game's notation tokens in the reader's words (the
    game is the key's first part, `scramble.event.zig_private`); other games' params and
    other messages' are returned unchanged."""
    worder = _WORDERS.get(key.split(".", 1)[0])
    return worder(dict(params), lang) if worder else dict(params)
