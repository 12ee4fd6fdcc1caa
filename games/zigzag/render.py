"""The Zig Zag image, drawn from a view only: every course as a strip, then the table.

Layout, top to bottom: the title and what the game waits for; one strip per player
(`render_course`: the course in the race direction with its card numbers, lane letters and
row numbers, the figure, the goal card; on the viewer's own course the fields their figure
may step to next framed, and the terrain each needs); in a private view the viewer's hand
during setup; the 48-slot table, compact (`render_table`); a legend of the terrain patterns.
740 px wide and every text at least `TEXT_MIN`, so a phone showing it 400 px wide reads it
without zooming; a private view draws the others' courses compact, so that it stays within
`PHONE_RATIO` times as tall as wide. Players are "Player N" (the figure in their strip
carries N) or, given their names, named: a name is cut with an ellipsis where room is short
(a strip's header), and the status line is shrunk, then cut, to fit.

Speed: a board is redrawn after every move, so it is drawn straight in the game's fixed
palette (`games.imaging.Canvas`), and whatever depends on little is drawn once and cached by
its inputs: each player's strip and the table (by what they show: a move changes one strip),
each obstacle card face (by its fields), card backs and face-down table slots (by their
label), the legend (by language), terrain swatches, and every text label (in
`games.imaging`). A render is then mostly pastes, and compressing the PNG. The pieces, with
the sizes, colours and palette they are drawn in, are in `render_parts`.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Final

from PIL import Image

from games.imaging import BoundedCache, Canvas, SeatLabels, message, wrapped
from games.zigzag.describe import player_name, terrain_name
from games.zigzag.models import ZigZagView
from games.zigzag.render_course import origins, paint_strip, strip_height
from games.zigzag.render_parts import (
    FULL,
    INK,
    LABEL_H,
    LEGEND_H,
    MARGIN,
    NAME_SIZE,
    NAME_WIDTH,
    PAPER,
    TEXT_MIN,
    TITLE_H,
    WIDTH,
    card_face,
    legend,
    palette,
)
from games.zigzag.render_table import paint_table, table_height

PHONE_RATIO: Final = 2.2
"""A private view is at most this many times as tall as wide: a phone screen's shape."""


class _Players(SeatLabels):
    """How the image names seats ("Player N" without names, names in bold cut to NAME_WIDTH
    at NAME_SIZE)."""


SectionPainter = Callable[[Canvas, int, ZigZagView, str, _Players], None]
"""Draws one horizontal band of the image, starting at the given y."""
Section = tuple[int, SectionPainter, tuple[object, ...] | None]
"""A band's height, its painter, and the key of everything the painter reads from the view
when the band is worth caching (None: drawn every time)."""
_STRIPS: BoundedCache[tuple[object, ...], Image.Image] = BoundedCache(16)
_TABLES: BoundedCache[tuple[object, ...], Image.Image] = BoundedCache(6)


def render_view(view: ZigZagView, lang: str = "en", names: Sequence[str] | None = None) -> bytes:
    """The PNG of `view` in `lang`, seats named after `names` when given."""
    players = _Players(lang, names, player_name, NAME_SIZE, NAME_WIDTH, bold=True)
    sections = _sections(view, lang, players)
    height = MARGIN + sum(height for height, _, _ in sections) + MARGIN
    canvas = Canvas(palette(), (WIDTH, height), PAPER)
    y = MARGIN
    for section_height, painter, key in sections:
        if key is None:
            painter(canvas, y, view, lang, players)
        else:
            cache = _STRIPS if key[0] == "strip" else _TABLES
            piece = cache.get(key)
            if piece is None:
                band = Canvas(palette(), (WIDTH, section_height), PAPER)
                painter(band, 0, view, lang, players)
                piece = cache.put(key, band.piece())
            canvas.paste(piece, (0, y))
        y += section_height
    return canvas.png()


def _sections(view: ZigZagView, lang: str, players: _Players) -> list[Section]:
    """The image's bands, top to bottom. A player's strip and the table change only when
    that player moves or a card is taken, so they are cached by what they show."""
    sections: list[Section] = [(_title_height(view, lang, players), _paint_title, None)]
    races = view.options.races > 1
    for seat in view.seats:
        choices = tuple(view.choices) if view.runner == seat.seat else ()
        key: tuple[object, ...] = (
            "strip", seat.model_dump_json(), seat.seat in view.to_act, view.viewer is None,
            view.viewer == seat.seat, choices, races, view.phase, lang, players(seat.seat))
        sections.append((strip_height(view, seat, lang), _strip_painter(seat.seat), key))
    own = view.seats[view.viewer] if view.viewer is not None else None
    if own is not None and own.hand:
        sections.append((_hand_height(len(own.hand)), _paint_hand, None))
    if view.table:
        slots = tuple((slot.slot, slot.status, slot.terrain, slot.held_by)
                      for slot in view.table)
        key = ("table", slots, view.phase == "over", lang)
        sections.append((table_height(), _paint_table, key))
    sections.append((LEGEND_H, _paint_legend, None))
    return sections


# --- title and status -----------------------------------------------------------------


STATUS_SIZE: Final = 22
STATUS_LINE: Final = 28


def _status_lines(view: ZigZagView, lang: str, players: _Players) -> list[str]:
    """What the game waits for, on as many lines as it takes (at most three)."""
    lines = wrapped(_status(view, lang, players), STATUS_SIZE, WIDTH - 2 * MARGIN)
    return lines[:3]


def _title_height(view: ZigZagView, lang: str, players: _Players) -> int:
    return 44 + STATUS_LINE * len(_status_lines(view, lang, players)) + 6


def _paint_title(canvas: Canvas, y: int, view: ZigZagView, lang: str,
                 players: _Players) -> None:
    title = message("zigzag.render.title", lang, race=view.race, races=view.options.races,
                   round=max(view.round, 1))
    canvas.fitted_text((MARGIN, y), title, 30, WIDTH - 2 * MARGIN, INK, smallest=TEXT_MIN,
                       bold=True)
    for index, line in enumerate(_status_lines(view, lang, players)):
        canvas.text((MARGIN, y + 42 + index * STATUS_LINE), line, STATUS_SIZE, INK)


def _status(view: ZigZagView, lang: str, players: _Players) -> str:
    names = ", ".join(players(seat) for seat in view.to_act) or "-"
    if view.phase == "setup":
        return message("zigzag.render.status_setup", lang, names=names)
    if view.phase == "collect":
        mode = message(f"zigzag.render.mode_{view.options.mode}", lang)
        return message("zigzag.render.status_collect", lang, mode=mode, names=names)
    if view.phase == "run" and view.runner is not None:
        return message("zigzag.render.status_run", lang, name=players(view.runner),
                      terrain=terrain_name(view.top or "", lang),
                      choices=", ".join(view.choices))
    winners = ", ".join(players(seat) for seat in view.winners) or "-"
    return message("zigzag.render.status_over", lang, names=winners)


# --- course strips (`render_course`) ----------------------------------------------------


def _strip_painter(seat_number: int) -> SectionPainter:
    def paint(canvas: Canvas, y: int, view: ZigZagView, lang: str, players: _Players) -> None:
        paint_strip(canvas, y, view, view.seats[seat_number], lang, players)

    return paint


# --- the viewer's hand ----------------------------------------------------------------


def _hand_height(count: int) -> int:
    return TITLE_H + max(y for _, y in origins(count, FULL, goal=False)) + FULL.card_h + 14


def _paint_hand(canvas: Canvas, top: int, view: ZigZagView, lang: str,
                players: _Players) -> None:
    assert view.viewer is not None
    hand = view.seats[view.viewer].hand or []
    canvas.text((MARGIN, top + 4), message("zigzag.render.your_hand", lang), 22, INK,
                bold=True)
    for card, (x, y) in zip(hand, origins(len(hand), FULL, goal=False), strict=True):
        y += top + TITLE_H
        canvas.text((x + 2, y - LABEL_H + 3), f"#{card.number}", TEXT_MIN, INK)
        canvas.paste(card_face(tuple(sorted(card.fields.items())), FULL), (x, y))


# --- the table (`render_table`) -------------------------------------------------------


def _paint_table(canvas: Canvas, top: int, view: ZigZagView, lang: str,
                 players: _Players) -> None:
    paint_table(canvas, top, view, lang)


# --- legend ---------------------------------------------------------------------------


def _paint_legend(canvas: Canvas, top: int, view: ZigZagView, lang: str,
                  players: _Players) -> None:
    canvas.paste(legend(lang), (0, top))
