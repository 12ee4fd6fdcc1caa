"""The message catalog: every user-facing string, in English and French, on Project Fluent.

Messages live in `i18n/messages/<language>/<domain>.ftl` (Fluent syntax), one file per domain
(`core`, `discord`, one per game...) and language. Callers name a message by its dotted key,
`t("picker.not_your_turn", lang, title=...)`; Fluent ids cannot hold dots, so the loader maps a
key to its id by one rule: `.` becomes `-` and a space becomes `--` (`picker.not_your_turn` is
`picker-not_your_turn`, `ostriches.token.SE cw` is `ostriches-token-SE--cw`), and keys hold only
letters, digits and `_` between those separators. Parameters are Fluent variables (`{ $game }`);
a count is passed as an `int`, so a message can pick the language's CLDR plural form with a
selector (`{ $count -> [one] ... *[other] ... }`). Ints are shown without digit grouping, as
`str.format` showed them; any other value is passed formatted (`format(value, "")`).

Bundles are built once (`use_isolating=False`: Discord must not receive invisible isolation
marks) and each message is compiled on first use. This package sits below every layer (pure, no
I/O beyond reading its own files once), so games, sessions and cogs all draw their words from
the same place.
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping
from contextlib import contextmanager
from dataclasses import dataclass
from functools import cache, lru_cache
from pathlib import Path
from typing import Any, Final

from babel import Locale
from fluent.runtime import FluentBundle, resolver
from fluent.runtime.resolver import CurrentEnvironment, Pattern, ResolverEnvironment
from fluent.runtime.types import FluentInt, NumberFormatOptions
from fluent.syntax import FluentParser, ast
from fluent.syntax.visitor import Visitor

LANGUAGES: Final = ("en", "fr")
DEFAULT_LANGUAGE: Final = "en"
_MESSAGES_DIR: Final = Path(__file__).with_name("messages")
_LOCALES: Final = {"en": "en-US", "fr": "fr-FR"}
_extra_dirs: list[Path] = []

# Fluent refuses a placeable longer than 2,500 characters (a guard against hostile
# translations); this catalog is our own, and a parameter such as a game's log may be longer.
resolver.MAX_PART_LENGTH = 1 << 30


def message_id(key: str) -> str:
    """The Fluent id of a dotted catalog key (`error.full` -> `error-full`)."""
    return key.replace(" ", "--").replace(".", "-")


def message_key(identifier: str) -> str:
    """The dotted catalog key of a Fluent id (the inverse of `message_id`)."""
    return identifier.replace("--", " ").replace("-", ".")


@dataclass(frozen=True)
class _Catalog:
    bundles: dict[str, FluentBundle]
    sources: dict[str, dict[str, str]]   # language -> key -> the message's Fluent source


def _read(directory: Path, lang: str, loaded: _Catalog) -> None:
    parser = FluentParser(with_spans=True)
    for path in sorted((directory / lang).glob("*.ftl")):
        text = path.read_text(encoding="utf-8")
        resource = parser.parse(text)
        for entry in resource.body:
            if isinstance(entry, ast.Junk):
                raise ValueError(f"{path}: not Fluent: {str(entry.content).strip()[:200]!r}")
            if not isinstance(entry, ast.Message):
                continue
            key = message_key(entry.id.name)
            if key in loaded.sources[lang]:
                raise ValueError(f"{path}: message key {key!r} is defined twice")
            if entry.value is None or entry.value.span is None:
                raise ValueError(f"{path}: message {key!r} has no value")
            loaded.sources[lang][key] = text[entry.value.span.start:entry.value.span.end]
        loaded.bundles[lang].add_resource(resource)


@cache
def _load() -> _Catalog:
    loaded = _Catalog(
        bundles={lang: FluentBundle([_LOCALES[lang]], use_isolating=False) for lang in LANGUAGES},
        sources={lang: {} for lang in LANGUAGES},
    )
    for directory in (_MESSAGES_DIR, *_extra_dirs):
        for lang in LANGUAGES:
            _read(directory, lang, loaded)
    return loaded


def catalog() -> dict[str, dict[str, str]]:
    """Every message's Fluent source by language, then dotted key; read once from the files."""
    return _load().sources


@contextmanager
def added(directory: Path) -> Iterator[None]:
    """The messages of `directory/<language>/*.ftl` in the catalog for the `with` block.

    For a game that lives outside the package (the tests' own game): the catalog is rebuilt
    with them, then without them again.
    """
    _extra_dirs.append(directory)
    _load.cache_clear()
    _memo.cache_clear()
    try:
        yield
    finally:
        _extra_dirs.remove(directory)
        _load.cache_clear()
        _memo.cache_clear()


def normalize_language(locale: str | None) -> str:
    """Map a Discord locale (`fr`, `en-US`...) or a stored setting to a catalog language."""
    if not locale:
        return DEFAULT_LANGUAGE
    base = str(locale).split("-")[0].split("_")[0].lower()
    return base if base in LANGUAGES else DEFAULT_LANGUAGE


def has(key: str) -> bool:
    """Whether the catalog holds `key` (in English, which every key must have)."""
    return key in _load().sources[DEFAULT_LANGUAGE]


class _Int(FluentInt):
    """An int as `str.format` shows it (no digit grouping, no Babel call), still a number to
    plural selectors and to `NUMBER()` with options."""

    default_number_format_options = NumberFormatOptions(useGrouping=False)

    def format(self, locale: Locale) -> str:
        """The digits, as `str(int)` writes them (the same in English and French)."""
        return int.__repr__(self)


def _arguments(params: Mapping[str, Any]) -> dict[str, Any]:
    return {name: _Int(value) if isinstance(value, int) and not isinstance(value, bool)
            else format(value, "") for name, value in params.items()}


_UNKNOWN: Final = "Unknown external: "


def _format(bundle: FluentBundle, pattern: Pattern, args: dict[str, Any]
            ) -> tuple[str, list[Exception]]:
    # `FluentBundle.format_pattern` less its conversion of every int to a plain `FluentInt`
    # (which would format it through Babel, ten times slower than the message itself)
    errors: list[Exception] = []
    env = ResolverEnvironment(context=bundle, current=CurrentEnvironment(args=args),
                              errors=errors)
    try:
        text = pattern(env)
    except ValueError as error:
        errors.append(error)
        text = "{???}"
    return str(text), errors


def render(key: str, lang: str | None = None, /, **params: Any) -> tuple[str, list[Exception]]:
    """The message `key` in `lang` and the errors Fluent met (a variable left unfilled...).

    What `t` returns, with the errors it hides; the catalog's tests read them. A key missing
    in `lang` falls back to English, then to the key itself (with an error).
    """
    loaded = _load()
    identifier = message_id(key)
    for language in (normalize_language(lang), DEFAULT_LANGUAGE):
        bundle = loaded.bundles[language]
        if bundle.has_message(identifier):
            value = bundle.get_message(identifier).value
            if value is not None:
                arguments = _arguments(params)
                text, errors = _format(bundle, value, arguments)
                missing = [str(error).removeprefix(_UNKNOWN) for error in errors
                           if str(error).startswith(_UNKNOWN)]
                if missing:   # shown as `{name}`, as a `str.format` template showed it
                    arguments.update((name, "{" + name + "}") for name in missing)
                    text = _format(bundle, value, arguments)[0]
                return text, errors
    return key, [LookupError(f"no message {key!r}")]


def t(key: str, lang: str | None = None, /, **params: Any) -> str:
    """The message `key` in `lang`, filled with `params`.

    Falls back to English, then to the key itself, so a missing translation shows as
    readable text rather than an error in front of a player; a test keeps both languages
    complete, so the fallbacks only matter during development.
    """
    items = tuple(params.items())
    if all(type(value) is str or type(value) is int for _, value in items):
        return _memo(key, lang, items)   # exact types: 1 and True must not share a text
    return render(key, lang, **params)[0]


@lru_cache(maxsize=8192)
def _memo(key: str, lang: str | None, params: tuple[tuple[str, Any], ...]) -> str:
    # the same message with the same parameters is asked for again and again (a board's
    # labels, a view re-rendered): its text is kept rather than resolved anew
    return render(key, lang, **dict(params))[0]


class _Variables(Visitor):
    def __init__(self) -> None:
        super().__init__()
        self.names: set[str] = set()

    def visit_VariableReference(self, node: ast.VariableReference) -> None:
        self.names.add(node.id.name)


def placeholders(source: str) -> set[str]:
    """The variable names a message's Fluent source uses (for the catalog's consistency tests)."""
    visitor = _Variables()
    visitor.visit(FluentParser().parse(f"x = {source}\n"))
    return visitor.names
