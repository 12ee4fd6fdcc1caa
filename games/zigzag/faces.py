"""The 28 frozen obstacle card faces, read once from `cards.json`.

The file is data, not code: `generate_cards.py` made it and a test keeps the two in step.
"""

from __future__ import annotations

import json
from functools import cache
from pathlib import Path
from typing import Final, cast

from games.zigzag.terrain import Terrain

CARDS_FILE: Final = Path(__file__).with_name("cards.json")
CARD_NUMBERS: Final = range(1, 29)


@cache
def card_faces() -> dict[int, dict[str, Terrain]]:
    """Every card's face by card number (1-28): field name -> terrain."""
    document = json.loads(CARDS_FILE.read_text(encoding="utf-8"))
    return {
        int(card["number"]): cast(dict[str, Terrain], dict(card["fields"]))
        for card in document["cards"]
    }


def terrain_at(card_number: int, field: str) -> Terrain:
    """The terrain of one field of one obstacle card."""
    return card_faces()[card_number][field]
