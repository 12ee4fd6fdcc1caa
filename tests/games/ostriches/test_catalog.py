"""The Ostriches catalog: both languages complete, and every key the game uses present."""

from __future__ import annotations

import re
from itertools import product
from pathlib import Path

import i18n
from games.ostriches.board import COLOURS
from games.ostriches.models import POWERS

PACKAGE = Path(__file__).resolve().parents[3] / "games" / "ostriches"
ACTIVE = [p for p in POWERS if p != "plain"]


def ostriches_keys(lang: str) -> set[str]:
    return {key for key in i18n.catalog()[lang] if key.startswith("ostriches.")}


def test_english_and_french_have_the_same_keys_and_placeholders() -> None:
    english, french = ostriches_keys("en"), ostriches_keys("fr")
    assert english == french
    for key in english:
        assert i18n.placeholders(i18n.catalog()["en"][key]) == \
            i18n.placeholders(i18n.catalog()["fr"][key]), key


def test_every_literal_key_in_the_code_exists() -> None:
    literal = re.compile(r'"(ostriches\.[a-z_.]+[a-z])"')
    found = {key for path in PACKAGE.glob("*.py") for key in literal.findall(path.read_text())}
    assert len(found) > 30
    assert sorted(key for key in found if not i18n.has(key)) == []


def test_every_key_family_built_at_run_time_is_complete() -> None:
    families = [
        *(f"ostriches.event.flipped.{c}_{p}" for c, p in product(COLOURS, POWERS)),
        *(f"ostriches.private.seen.{c}_{p}" for c, p in product(COLOURS, POWERS)),
        *(f"ostriches.pawn.{c}_{p}" for c, p in product(COLOURS, POWERS)),
        *(f"ostriches.private.placed.{p}" for p in POWERS),
        *(f"ostriches.private.now.seen.{c}_{p}" for c, p in product(COLOURS, POWERS)),
        *(f"ostriches.private.now.placed.{p}" for p in POWERS),
        *(f"ostriches.describe.last_power.{p}" for p in ACTIVE),
        *(f"ostriches.describe.last_rotation.{d}" for d in ("cw", "ccw")),
        *(f"ostriches.error.not_in_hand.{p}" for p in POWERS),
        *(f"ostriches.error.expect_power.{p}" for p in ACTIVE),
        *(f"ostriches.error.expect_{phase}" for phase in ("placing", "moving", "rotating")),
        *(f"ostriches.event.won.{c}" for c in COLOURS),
        *(f"ostriches.event.rotated.{d}" for d in ("cw", "ccw")),
        *(f"ostriches.image.phase.{p}"
          for p in ("placing", "moving", "power", "rotating", "over")),
        *(f"ostriches.{kind}.{c}" for kind in ("side", "colour") for c in COLOURS),
        *(f"ostriches.power.{p}" for p in POWERS),
        *(f"ostriches.option.{o}" for o in ("memory", "memory.pure", "memory.assist",
                                            "bushes", "bushes.random", "bushes.fixed")),
        *(f"ostriches.option_value.memory.{m}" for m in ("pure", "assist")),
    ]
    assert [key for key in families if not i18n.has(key)] == []


def test_french_reads_french() -> None:
    assert i18n.t("ostriches.event.moved", "fr", player="Alice", origin="b1", target="c3") == \
        "Alice a joué b1-c3."
    assert i18n.t("ostriches.event.flipped.blue_eye", "fr", square="f6") == \
        "Le pion en f6 est retourné : une autruche bleue au pouvoir Œil."
