"""How engine events are kept in the action log (JSON), and read back."""

from __future__ import annotations

import json
from collections.abc import Sequence

from games.base import Event


def events_to_json(events: Sequence[Event]) -> str:
    """Events as stored in the action log."""
    return json.dumps([event.model_dump() for event in events], ensure_ascii=False)


def events_from_json(text: str) -> list[Event]:
    """Events back from the action log."""
    return [Event.model_validate(item) for item in json.loads(text)]
