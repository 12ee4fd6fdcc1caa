"""The seeded generator of the 28 obstacle card faces (HOUSE_RULES.md section 3, house rule).

The printed faces are not in the rulebook, so the project freezes its own once: this module
made `cards.json` and a test checks the file is still exactly what it makes. The procedure:

1. Split the 504 fields (28 cards x 18) among the terrains in the terrain deck's proportions
   (504 x count / 48), rounding by largest remainder (ties to the rarer terrain): bluetile 21,
   beigetile 32, clay 42, field 52, water 63, cobble 84, meadow 105, sand 105.
2. Shuffle that pool with `random.Random(SEED)` and deal it to the cards, 18 fields each in
   the order A1-A4, B1-B3, C1-C4, D1-D3, E1-E4.
3. If any card shows fewer than `MIN_TERRAINS_PER_CARD` terrains, shuffle again (same RNG)
   and deal again, until every card qualifies.

Run `python -m games.zigzag.generate_cards` to rewrite the file, `--check` to compare only.
Changing SEED or the procedure changes every card: existing games would replay differently,
so the file is frozen and the test guards it.
"""

from __future__ import annotations

import json
import random
import sys
from fractions import Fraction
from pathlib import Path
from typing import Any, Final

from games.zigzag.geometry import FIELDS
from games.zigzag.terrain import DECK_COUNTS, DECK_SIZE, TERRAINS, Terrain

SEED: Final = 690595  # the article number of the 2006 Kosmos / Rio Grande edition
CARD_COUNT: Final = 28
MIN_TERRAINS_PER_CARD: Final = 4
CARDS_FILE: Final = Path(__file__).with_name("cards.json")


def field_counts() -> dict[Terrain, int]:
    """How many of the 504 fields show each terrain: the deck's proportions, rounded."""
    total = CARD_COUNT * len(FIELDS)
    shares = {terrain: Fraction(total * DECK_COUNTS[terrain], DECK_SIZE) for terrain in TERRAINS}
    counts = {terrain: int(share) for terrain, share in shares.items()}
    leftover = total - sum(counts.values())
    by_remainder = sorted(TERRAINS, key=lambda t: (-(shares[t] - counts[t]), TERRAINS.index(t)))
    for terrain in by_remainder[:leftover]:
        counts[terrain] += 1
    return counts


def generate(seed: int = SEED) -> list[dict[str, Terrain]]:
    """The 28 faces, card 1 first, each a mapping from field name to terrain."""
    rng = random.Random(seed)
    counts = field_counts()
    pool: list[Terrain] = [terrain for terrain in TERRAINS for _ in range(counts[terrain])]
    size = len(FIELDS)
    while True:
        rng.shuffle(pool)
        faces = [dict(zip(FIELDS, pool[i * size:(i + 1) * size], strict=True))
                 for i in range(CARD_COUNT)]
        if all(len(set(face.values())) >= MIN_TERRAINS_PER_CARD for face in faces):
            return faces


def build_document(seed: int = SEED) -> dict[str, Any]:
    """The JSON document stored as `cards.json`."""
    return {
        "about": "Zig Zag obstacle card faces, frozen; made by games.zigzag.generate_cards",
        "seed": seed,
        "cards": [
            {"number": number, "fields": face}
            for number, face in enumerate(generate(seed), start=1)
        ],
    }


def render_document(seed: int = SEED) -> str:
    """The exact text of `cards.json` (stable key order, one card per line)."""
    document = build_document(seed)
    lines = [json.dumps(card, separators=(", ", ": ")) for card in document["cards"]]
    head = json.dumps({"about": document["about"], "seed": document["seed"]})[:-1]
    return head + ', "cards": [\n  ' + ",\n  ".join(lines) + "\n]}\n"


def main(argv: list[str]) -> int:
    """Write `cards.json`, or with `--check` report whether it matches the generator."""
    text = render_document()
    if "--check" in argv:
        same = CARDS_FILE.exists() and CARDS_FILE.read_text(encoding="utf-8") == text
        print("cards.json is up to date" if same else "cards.json differs from the generator")
        return 0 if same else 1
    CARDS_FILE.write_text(text, encoding="utf-8")
    print(f"wrote {CARDS_FILE}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
