"""The message catalog: both languages complete, and every key the code names exists."""

from __future__ import annotations

import re
from pathlib import Path

import i18n

ROOT = Path(__file__).resolve().parents[1]
KEY_CALL = re.compile(
    r"""(?:\bt|IllegalAction|BadNotation|SessionError|tr)\(\s*(?:"[^"]*",\s*)?"([a-z_]+(?:\.[a-z0-9_]+)+)"|"""
    r"""\bkey="([a-z_]+(?:\.[a-z0-9_]+)+)\"""",
)


def test_english_and_french_have_the_same_keys_and_placeholders():
    messages = i18n.catalog()
    assert set(messages["en"]) == set(messages["fr"])
    for key, english in messages["en"].items():
        assert i18n.placeholders(english) == i18n.placeholders(messages["fr"][key]), key


def test_every_literal_key_in_the_code_exists():
    missing, named = set(), set()
    for path in ROOT.glob("**/*.py"):
        if ".venv" in path.parts or "tests" in path.parts:
            continue
        for match in KEY_CALL.finditer(path.read_text(encoding="utf-8")):
            key = match.group(1) or match.group(2)
            named.add(key)
            if not i18n.has(key):
                missing.add(f"{path.relative_to(ROOT)}: {key}")
    assert not missing, sorted(missing)
    # the scan reads the code: keys named by the sessions, the cogs and the games are among them
    assert {"error.full", "stats.title", "zigzag.parse.empty"} <= named


def test_discord_limits_on_command_names_and_descriptions():
    checked = {"name": 0, "description": 0}
    for lang in i18n.LANGUAGES:
        for key, text in i18n.catalog()[lang].items():
            if key.startswith("cmd.") and (key.endswith(".name") or key.endswith("_name")):
                assert re.fullmatch(r"[-_\w]{1,32}", text) and text == text.lower(), (lang, key)
                checked["name"] += 1
            elif key.startswith("cmd."):
                assert 1 <= len(text) <= 100, (lang, key)
                checked["description"] += 1
    assert min(checked.values()) >= 2 * 10, checked  # both languages, every command


def test_lookup_falls_back_and_fills_placeholders():
    assert i18n.t("error.full", "fr-FR", game=3) == "La partie n°3 est complète."
    assert i18n.t("error.full", "de", game=3) == "Game #3 is full."
    assert i18n.t("no.such.key") == "no.such.key"
    assert i18n.normalize_language("en-GB") == "en"
