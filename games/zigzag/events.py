"""Building the event lines of Zig Zag (catalog keys under `zigzag.event.`)."""

from __future__ import annotations

from games.base import Event, ParamValue


def public(name: str, **params: ParamValue) -> Event:
    """An event everyone may see."""
    return Event(key=f"zigzag.event.{name}", params=params)


def private(seat: int, name: str, **params: ParamValue) -> Event:
    """An event only `seat` may see (its own hand, its own discards)."""
    return Event(key=f"zigzag.event.{name}", params=params, audience=seat)


def card_list(cards: list[int] | tuple[int, ...]) -> str:
    """Obstacle card numbers as a reader expects them: `3, 8, 12`."""
    return ", ".join(str(card) for card in cards)
