"""Building the event lines of Zig Zag (catalog keys under `zigzag.event.`)."""

from __future__ import annotations

from games.base import Event, ParamValue
from games.unchecked import event


def public(name: str, **params: ParamValue) -> Event:
    """An event everyone may see."""
    return event(f"zigzag.event.{name}", params)


def private(seat: int, name: str, **params: ParamValue) -> Event:
    """An event only `seat` may see (its own hand, its own discards)."""
    return event(f"zigzag.event.{name}", params, seat)


def card_list(cards: list[int] | tuple[int, ...]) -> str:
    """Obstacle card numbers as a reader expects them: `3, 8, 12`."""
    return ", ".join(str(card) for card in cards)
