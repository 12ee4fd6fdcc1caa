"""The illustrated rules (`/rules`): a game's declared pages (`Engine.rule_pages`) played
out and worded for one reader. The positions are built by the engine itself, so each picture
is what the rules do; the images are drawn by the game's renderer through the `Painter`."""

from __future__ import annotations

import asyncio
from dataclasses import dataclass
from functools import lru_cache

import i18n
from games import engine_names, get_engine
from games.base import Engine, GameState, GameView, RulePage

from ..core.errors import SessionError
from ..delivery.painting import Painter
from ..words.notation_words import typed
from ..words.picker_words import action_words

TEXT_MAX = 2000  # Discord's limit for a message's text


@dataclass(frozen=True)
class PlayedPage:
    """A page's position played out: the public view before and after its action, and the
    seat that took it."""

    page: RulePage
    seat: int
    before: GameView
    after: GameView


@dataclass(frozen=True)
class ShownPage:
    """One page as a reader sees it: its text, its two pictures (none on a page of words
    only), and where it stands."""

    kind: str
    topic: str
    index: int
    count: int
    text: str
    pictures: tuple[bytes, bytes] | None

    def neighbour(self, step: int) -> str | None:
        """The topic `step` pages away (-1: the previous, 1: the next); None past an end."""
        index = self.index + step
        if not 0 <= index < self.count:
            return None
        return get_engine(self.kind).rule_pages()[index].topic


def games_with_pages() -> list[str]:
    """The games that have illustrated rules, in registry order."""
    return [kind for kind in engine_names() if get_engine(kind).rule_pages()]


def topics(kind: str) -> list[str]:
    """A game's page topics in reading order (empty for an unknown game)."""
    if kind not in engine_names():
        return []
    return [page.topic for page in get_engine(kind).rule_pages()]


def topic_titles(kind: str, lang: str) -> list[tuple[str, str]]:
    """Each page's topic and title in the reader's language, in reading order (for the
    topic's autocomplete); empty for an unknown game."""
    if kind not in engine_names():
        return []
    return [(page.topic, _sentences(page, lang)[0]) for page in get_engine(kind).rule_pages()]


def _sentences(page: RulePage, lang: str) -> list[str]:
    """A page's catalog texts, filled with its action and params (the first is its title)."""
    params = {"action": _action_text(page, lang), **page.params}
    return [i18n.t(key, lang, **params) for key in page.keys]


def _action_text(page: RulePage, lang: str) -> str:
    """A page's action as the reader says it (the picker's words for it), followed by its
    notation, code-formatted, as a player would type it ("Run: orange (`run orange`)")."""
    if page.action is None:
        return ""
    kind, index = next((name, pages.index(page)) for name in engine_names()
                       if page in (pages := get_engine(name).rule_pages()))
    return _worded_action(kind, index, lang)


@lru_cache(maxsize=256)
def _worded_action(kind: str, index: int, lang: str) -> str:
    """`_action_text` of page `index` of `kind`, played out once per language (the
    topic's autocomplete words every page's title on each keystroke)."""
    engine = get_engine(kind)
    page = engine.rule_pages()[index]
    assert page.action is not None
    state = position_before(engine, page)
    seat = engine.to_act(state)[0]
    path = engine.menu_path(state, engine.parse(state, seat, page.action))
    return typed(action_words(kind, path, lang), page.action, lang)


def page_of(kind: str, topic: str | None) -> tuple[int, RulePage]:
    """The page `topic` of game `kind` (its first page without a topic) and its index;
    refuses an unknown game or topic in words the reader can act on."""
    if kind not in games_with_pages():
        raise SessionError("rules.error.unknown_game", game=kind[:40],
                           games=", ".join(games_with_pages()))
    pages = get_engine(kind).rule_pages()
    if topic is None or not topic.strip():
        return 0, pages[0]
    wanted = topic.strip().lower()
    for index, page in enumerate(pages):
        if page.topic == wanted:
            return index, page
    raise SessionError("rules.error.unknown_topic", topic=topic[:40], game=kind,
                       topics=", ".join(p.topic for p in pages))


def position_before(engine: Engine, page: RulePage) -> GameState:
    """The state the page's action is taken in: its seeded game with its steps played."""
    state = engine.new_game(page.players, page.seed, page.options)
    for notation in page.before:
        seat = engine.to_act(state)[0]
        state, _ = engine.apply(state, seat, engine.parse(state, seat, notation))
    return state


def played(kind: str, page: RulePage) -> PlayedPage | None:
    """Play a page out: the public views before and after its action (None for a page of
    words only)."""
    if page.action is None:
        return None
    engine = get_engine(kind)
    state = position_before(engine, page)
    seat = engine.to_act(state)[0]
    after, _ = engine.apply(state, seat, engine.parse(state, seat, page.action))
    return PlayedPage(page, seat, engine.view(state, None), engine.view(after, None))


def page_text(kind: str, index: int, page: RulePage, lang: str) -> str:
    """A page's words: its title with its place, then its sentences, then (with pictures)
    the action they show."""
    count = len(get_engine(kind).rule_pages())
    title, *sentences = _sentences(page, lang)
    head = i18n.t("rules.heading", lang, game=i18n.t(f"game_name.{kind}", lang), title=title,
                  page=index + 1, count=count)
    lines = [head, *sentences]
    if page.action is not None:
        lines.append("-# " + i18n.t("rules.pictures", lang, action=_action_text(page, lang)))
    return "\n".join(lines)[:TEXT_MAX]


async def shown_page(painter: Painter, kind: str, topic: str | None, lang: str) -> ShownPage:
    """The page a reader asked for, worded and drawn (off the event loop)."""
    index, page = page_of(kind, topic)
    result = played(kind, page)
    pictures = None
    if result is not None:
        before, after = await asyncio.gather(painter.paint(kind, result.before, lang, []),
                                             painter.paint(kind, result.after, lang, []))
        pictures = (before, after)
    return ShownPage(kind, page.topic, index, len(get_engine(kind).rule_pages()),
                     page_text(kind, index, page, lang), pictures)
