"""The message catalog: both languages complete, every key the code names exists, and every
message reads right (plural forms, no unfilled variable) for any count."""

from __future__ import annotations

import re
from collections.abc import Iterator
from pathlib import Path

from babel import Locale
from fluent.syntax import FluentParser, ast
from fluent.syntax.visitor import Visitor

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


# Every message, rendered as a player would read it --------------------------------------------

COUNTS = (0, 1, 2, 5)
# plausible values for the variables that are not counts; any other variable is a count
SAMPLES: dict[str, object] = {
    **dict.fromkeys(("player", "player2", "name", "winners", "players", "names", "host", "by",
                     "voters", "ballots", "waiting", "who"), "claire"),
    **dict.fromkeys(("ostrich", "ostrich2"), "Rosie"),
    **dict.fromkeys(("when", "until", "closes"), "<t:1700000000:R>"),
    **dict.fromkeys(("square", "origin", "target", "first", "second"), "b5"),
    "tile": "SE", "side": "Red", "power": "Eye",
    "game": 12, "number": 3, "seq": 14, "round": 2, "race": 2, "page": 1, "rank": 1,
    "place": 2, "low": 2, "high": 6, "slot": 17, "seat": 2, "hour": 9, "percent": 52,
    "rate": "52%", "title": "Zig Zag #12", "kind": "Zig Zag", "time": "2 d",
}
HAND_WRITTEN = re.compile(r"\w\((?:e|s|es|x|nt)\)|\w·\w")   # card(s), annulée(s), prêt·e
PLURAL_NOUNS = ("cards|cartes|actions|games|parties|days|jours|points|rounds|manches|races|"
                "courses|bots|lobbies|salles|characters|caractères|players|joueurs|lines|"
                "lignes|types|victoires|coups|tours|pawns|pions|pièges")   # not verbs: "1 wins"
# a number the language calls singular, then a plural noun: "1 cartes", in French "0 cartes"
SINGULAR_THEN_PLURAL = {
    "en": re.compile(rf"(?<![\d.,/])1 (?:\w+ )?(?:{PLURAL_NOUNS})\b"),
    "fr": re.compile(rf"(?<![\d.,/])[01] (?:\w+ )?(?:{PLURAL_NOUNS})\b"),
}


def message_variables(key: str) -> set[str]:
    """The variables a message uses, in either language."""
    messages = i18n.catalog()
    return set().union(*(i18n.placeholders(messages[lang].get(key, ""))
                         for lang in i18n.LANGUAGES))


def every_rendering() -> Iterator[tuple[str, str, int, str, list[Exception]]]:
    """Every message of both languages with its counts at 0, 1, 2 and 5."""
    for key in sorted(set().union(*(i18n.catalog()[lang] for lang in i18n.LANGUAGES))):
        names = message_variables(key)
        for count in COUNTS:
            params = {name: SAMPLES.get(name, count) for name in names}
            for lang in i18n.LANGUAGES:
                text, errors = i18n.render(key, lang, **params)
                yield key, lang, count, text, errors


def test_every_message_reads_right_for_every_count_in_both_languages():
    messages = i18n.catalog()
    missing = sorted(f"{lang}: {key}" for lang in i18n.LANGUAGES
                     for key in set().union(*messages.values()) - set(messages[lang]))
    assert not missing, missing
    wrong: list[str] = []
    rendered = 0
    for key, lang, count, text, errors in every_rendering():
        rendered += 1
        where = f"{lang} {key} (counts {count}): {text!r}"
        if errors:
            wrong.append(f"{where} {errors}")
        if HAND_WRITTEN.search(text):
            wrong.append(f"{where}: a plural written by hand")
        if SINGULAR_THEN_PLURAL[lang].search(text):
            wrong.append(f"{where}: a plural noun after a singular count")
    assert not wrong, "\n".join(wrong[:40])
    assert rendered >= 2 * 4 * 1000


class Selectors(Visitor):
    """Each select expression of a message: its variable and its variants' word keys."""

    def __init__(self) -> None:
        super().__init__()
        self.found: list[tuple[str, set[str]]] = []

    def visit_SelectExpression(self, node: ast.SelectExpression) -> None:
        if isinstance(node.selector, ast.VariableReference):
            self.found.append((node.selector.id.name, {
                variant.key.name for variant in node.variants
                if isinstance(variant.key, ast.Identifier)}))
        self.generic_visit(node)


def selectors(source: str) -> list[tuple[str, set[str]]]:
    """The select expressions of a message's Fluent source."""
    visitor = Selectors()
    visitor.visit(FluentParser().parse(f"x = {source}\n"))
    return visitor.found


PLURAL_CATEGORIES = frozenset({"zero", "one", "two", "few", "many", "other"})


def test_plural_variants_are_the_languages_own_categories():
    # `[many]` in English or a misspelt `[ones]` would silently fall to the default variant
    used = 0
    for lang in i18n.LANGUAGES:
        categories = Locale.parse(lang).plural_form.tags | {"other"}
        for key, source in i18n.catalog()[lang].items():
            for _, keys in selectors(source):
                if keys & PLURAL_CATEGORIES - {"other"}:
                    assert keys <= categories, (lang, key, keys)
                    used += 1
    assert used >= 2 * 30


def test_every_variant_of_a_word_selector_renders_in_both_languages():
    # a selector on a word (`{ $what -> [moved] ... }`): every variant, all its variables filled
    wrong, rendered = [], 0
    messages = i18n.catalog()
    for key in sorted(messages[i18n.DEFAULT_LANGUAGE]):
        names = message_variables(key)
        for lang in i18n.LANGUAGES:
            for variable, keys in selectors(messages[lang].get(key, "")):
                for word in sorted(keys - PLURAL_CATEGORIES):
                    params = {name: SAMPLES.get(name, 2) for name in names} | {variable: word}
                    text, errors = i18n.render(key, lang, **params)
                    rendered += 1
                    if errors or HAND_WRITTEN.search(text):
                        wrong.append(f"{lang} {key} ({variable}={word}): {text!r} {errors}")
    assert not wrong, "\n".join(wrong[:40])


def test_counts_read_as_each_language_counts():
    assert i18n.t("zigzag.event.laid", "fr", player="claire", size=1, total=6) == \
        "claire a posé 1 carte parcours sur 6."
    assert i18n.t("zigzag.event.laid", "fr", player="claire", size=0, total=6) == \
        "claire a posé 0 carte parcours sur 6."   # French: 0 is singular too (CLDR)
    assert i18n.t("takeback.line", "en", player="alice", seq=14, count=1) == \
        "alice took back the game to where it stood after action 14 (1 action undone)."
    assert i18n.t("practice.taken_back", "fr", count=3).startswith("↩ Repris : 3 actions annulées,")
    assert i18n.t("zigzag.event.turn_over", "fr", player="claire", count=3) == \
        "claire retourne sa pile de 3 cartes et s’élance."
    assert i18n.t("scramble.event.submitted", "fr", player="claire") == "claire a confirmé."


def test_texts_carry_no_isolation_marks_and_numbers_as_written():
    text = i18n.t("rules.heading", "fr", game="Zig Zag", title="Pose", page=1234567, count=2)
    assert "1234567" in text and not set(text) & {"\u2068", "\u2069"}
    long_name = "x" * 5000   # Fluent's own guard stops at 2,500 characters a placeable
    assert long_name in i18n.t("ui.kicked", "en", player=long_name, title="Zig Zag #3")
    assert i18n.t("stats.rate", "en", percent=True) == "True%"   # a bool is not the number 1


def test_keys_map_to_fluent_ids_and_back():
    for key in ("error.full", "ostriches.token.SE cw", "scramble.option_value.rules.1"):
        assert i18n.message_key(i18n.message_id(key)) == key
    assert i18n.message_id("ostriches.token.SE cw") == "ostriches-token-SE--cw"
    assert all(i18n.message_key(i18n.message_id(key)) == key
               for key in i18n.catalog()[i18n.DEFAULT_LANGUAGE])
