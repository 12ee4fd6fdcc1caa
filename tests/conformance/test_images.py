"""Every game's board images stay byte-identical: a change that only moves drawing code around
(a renderer split in two, a shared helper) must not change one pixel or one PNG byte.

Each game draws positions of seeded random games (`conftest.random_game`), for the spectator
and each seat, in English and French, with and without players' names; the SHA-256 of every
PNG is compared with `image_digests.json`. An intended change of the pictures (or a new
Pillow, FreeType or zlib) rewrites that file: `python -m tests.conformance.test_images`.
"""

from __future__ import annotations

import hashlib
import json
from pathlib import Path

import pytest

from games import Engine, engine_names, get_engine

from .conftest import random_game

DIGESTS = Path(__file__).with_name("image_digests.json")
SEEDS = (3, 11)
POSITIONS = 6
"""Positions drawn per seeded game, spread from its first to its last."""
NAMES = ("Ada Lovelace", "Grace", "Émile Zola with a rather long display name", "李", "Bo",
         "Zoë")


def rendered_digests(engine: Engine) -> dict[str, str]:
    """The digest of every image of `engine`'s sample positions, by a name saying which."""
    found: dict[str, str] = {}
    for seed in SEEDS:
        players = engine.max_players if seed % 2 else engine.min_players
        game = random_game(engine, players, seed)
        last = len(game.states) - 1
        for index in sorted({round(i * last / (POSITIONS - 1)) for i in range(POSITIONS)}):
            state = game.states[index]
            for viewer in (None, *range(players)):
                view = engine.view(state, viewer)
                for lang, names in (("en", None), ("fr", NAMES[:players])):
                    png = engine.render(view, lang, names)
                    case = f"{seed}/{players}p/{index}/{viewer}/{lang}"
                    found[case] = hashlib.sha256(png).hexdigest()
    return found


def expected() -> dict[str, dict[str, str]]:
    """The recorded digests, by game."""
    recorded: dict[str, dict[str, str]] = json.loads(DIGESTS.read_text(encoding="utf-8"))
    return recorded


@pytest.mark.parametrize("kind", engine_names())
def test_the_images_are_the_recorded_ones(kind: str) -> None:
    found = rendered_digests(get_engine(kind))
    recorded = expected()[kind]
    changed = sorted(case for case in found if recorded.get(case) != found[case])
    assert set(found) == set(recorded)
    assert changed == [], f"{len(changed)} of {len(found)} images changed, e.g. {changed[:5]}"


def record() -> None:
    """Rewrite `image_digests.json` from the images drawn now."""
    digests = {kind: rendered_digests(get_engine(kind)) for kind in engine_names()}
    DIGESTS.write_text(json.dumps(digests, indent=1, sort_keys=True) + "\n", encoding="utf-8")


if __name__ == "__main__":
    record()
