"""The Zig Zag image, drawn from a view only: every course as a strip, then the table.

Layout, top to bottom: the title and what the game waits for; one strip per player (their
course left to right in the race direction, lanes A-E top to bottom, course card numbers
above the cards, the figure as a numbered black disc, the goal card crossways at the end,
completed cards gone); in a private view the viewer's hand during setup; the 48-slot table
(face down, face up with its terrain, taken, or reserved by the player deciding on it);
a legend of the terrain patterns. About 1200 px wide so a phone shows it at full width.
Players are "Player N" (the figure in their strip carries N) or, given their names, named:
a name is cut with an ellipsis where room is short (a strip's header, a reserved slot's
badge), and the status line is shrunk, then cut, to fit.

Speed: a board is redrawn after every move, so whatever depends on little is drawn once and
cached by its inputs: each obstacle card face (by its fields), card backs and face-down
table slots (by their label), the legend (by language), terrain swatches (in `patterns`),
and every text label (in `games.imaging`). A render is then mostly pastes.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Sequence
from functools import lru_cache
from typing import Final

from PIL import Image, ImageDraw

import i18n
from games.base import seat_name
from games.imaging import (
    clipped,
    draw_text,
    draw_text_centred,
    encode_png,
    fitted,
    paste_sprite,
    supersampled,
    text_width,
)
from games.zigzag.describe import player_name, terrain_name
from games.zigzag.geometry import HALF_LANES, LANE_ORDER
from games.zigzag.models import CardFaceView, SeatView, ZigZagView
from games.zigzag.patterns import all_terrains, swatch

WIDTH: Final = 1200
MARGIN: Final = 16
FIELD_W: Final = 36
FIELD_H: Final = 26
CARD_W: Final = 4 * FIELD_W
CARD_H: Final = 5 * FIELD_H
CARD_GAP: Final = 10
START_W: Final = 34
GOAL_W: Final = 56
PER_LINE: Final = 7
LABEL_H: Final = 22
HEADER_H: Final = 34
TABLE_COLUMNS: Final = 12
SLOT_H: Final = 58
SLOT_GAP: Final = 6
FIGURE_RADIUS: Final = 12
NAME_SIZE: Final = 22
NAME_WIDTH: Final = 360
"""A player's name is cut to this many pixels at NAME_SIZE (a strip header's name size)."""

INK: Final = (30, 30, 34)
PAPER: Final = (250, 248, 242)
MUTED: Final = (120, 116, 108)
HEDGE: Final = (206, 200, 186)
BACK: Final = (44, 58, 103)
HIGHLIGHT: Final = (208, 0, 138)
STRIP_BG: Final = (238, 234, 224)



class _Players:
    """How the image names seats: "Player N" in the reader's language, or the given names,
    each cut to NAME_WIDTH at NAME_SIZE."""

    def __init__(self, lang: str, names: Sequence[str] | None) -> None:
        self.lang = lang
        self.names = names

    def __call__(self, seat: int) -> str:
        name = seat_name(self.names, seat)
        if name is None:
            return player_name(seat, self.lang)
        return clipped(name, NAME_SIZE, NAME_WIDTH, bold=True)

    def badge(self, seat: int) -> str:
        """The label of a table slot a player has reserved: "P1", or their name."""
        return f"P{seat + 1}" if seat_name(self.names, seat) is None else self(seat)


SectionPainter = Callable[
    [Image.Image, ImageDraw.ImageDraw, int, ZigZagView, str, _Players], None]
"""Draws one horizontal band of the image, starting at the given y."""


def render_view(view: ZigZagView, lang: str, names: Sequence[str] | None = None) -> bytes:
    """The PNG of `view` in `lang`, seats named after `names` when given."""
    sections = _sections(view)
    players = _Players(lang, names)
    height = MARGIN + sum(height for height, _ in sections) + MARGIN
    image = Image.new("RGB", (WIDTH, height), PAPER)
    draw = ImageDraw.Draw(image)
    y = MARGIN
    for section_height, painter in sections:
        painter(image, draw, y, view, lang, players)
        y += section_height
    return encode_png(image, colours=128)


def _sections(view: ZigZagView) -> list[tuple[int, SectionPainter]]:
    sections: list[tuple[int, SectionPainter]] = [(74, _paint_title)]
    for seat in view.seats:
        sections.append((_strip_height(seat), _strip_painter(seat.seat)))
    own = view.seats[view.viewer] if view.viewer is not None else None
    if own is not None and own.hand:
        sections.append((_hand_height(own), _paint_hand))
    if view.table:
        sections.append((_table_height(), _paint_table))
    sections.append((84, _paint_legend))
    return sections


# --- title and status -------------------------------------------------------------------


def _paint_title(image: Image.Image, draw: ImageDraw.ImageDraw, y: int, view: ZigZagView,
                 lang: str, players: _Players) -> None:
    title = i18n.t("zigzag.render.title", lang, race=view.race, races=view.options.races,
                   round=max(view.round, 1))
    draw_text(image, (MARGIN, y), title, 30, INK, bold=True)
    status, size = fitted(_status(view, lang, players), 22, WIDTH - 2 * MARGIN)
    draw_text(image, (MARGIN, y + 40), status, size, INK)


def _status(view: ZigZagView, lang: str, players: _Players) -> str:
    names = ", ".join(players(seat) for seat in view.to_act) or "-"
    if view.phase == "setup":
        return i18n.t("zigzag.render.status_setup", lang, names=names)
    if view.phase == "collect":
        mode = i18n.t(f"zigzag.render.mode_{view.options.mode}", lang)
        return i18n.t("zigzag.render.status_collect", lang, mode=mode, names=names)
    if view.phase == "run" and view.runner is not None:
        return i18n.t("zigzag.render.status_run", lang, name=players(view.runner),
                      terrain=terrain_name(view.top or "", lang),
                      choices=", ".join(view.choices))
    winners = ", ".join(players(seat) for seat in view.winners) or "-"
    return i18n.t("zigzag.render.status_over", lang, names=winners)


# --- course strips ----------------------------------------------------------------------


def _lines(count: int) -> int:
    return max(1, math.ceil(count / PER_LINE))


def _strip_height(seat: SeatView) -> int:
    return HEADER_H + _lines(seat.course_size) * (LABEL_H + CARD_H + 6) + 14


def _card_origin(index: int, top: int) -> tuple[int, int]:
    line, column = divmod(index, PER_LINE)
    x = MARGIN + START_W + column * (CARD_W + CARD_GAP)
    y = top + line * (LABEL_H + CARD_H + 6) + LABEL_H
    return x, y


def _strip_painter(seat_number: int) -> SectionPainter:
    def paint(image: Image.Image, draw: ImageDraw.ImageDraw, y: int, view: ZigZagView,
              lang: str, players: _Players) -> None:
        _paint_strip(image, draw, y, view, view.seats[seat_number], lang, players)

    return paint


def _paint_strip(image: Image.Image, draw: ImageDraw.ImageDraw, top: int, view: ZigZagView,
                 seat: SeatView, lang: str, players: _Players) -> None:
    draw.rectangle((MARGIN // 2, top, WIDTH - MARGIN // 2, top + _strip_height(seat) - 8),
                   fill=STRIP_BG)
    _paint_strip_header(image, draw, top + 4, view, seat, lang, players)
    cards_top = top + HEADER_H
    if seat.course is None:
        for index in range(seat.course_size):
            image.paste(_card_back(str(index + 1)), _card_origin(index, cards_top))
        x, y = _card_origin(seat.course_size, cards_top)
        to_discard = 0 if seat.has_discarded else 2
        note = i18n.t("zigzag.render.laying", lang, laid=seat.course_size,
                      total=seat.course_size + seat.hand_size - to_discard)
        draw_text(image, (x, y + CARD_H // 2 - 10), note, 18, MUTED)
        return
    choices = view.choices if view.runner == seat.seat else []
    for index, card in enumerate(seat.course):
        x, y = _card_origin(index, cards_top)
        label = i18n.t("zigzag.render.card_label", lang, position=index + 1, number=card.number)
        draw_text(image, (x + 2, y - LABEL_H + 2), label, 16, INK)
        highlighted = {choice.split(":")[1] for choice in choices
                       if choice != "goal" and int(choice.split(":")[0]) == index + 1}
        _paint_card(image, draw, x, y, card, highlighted)
    _paint_goal(image, draw, cards_top, seat, "goal" in choices, lang)
    _paint_figure(image, cards_top, seat)


def _paint_strip_header(image: Image.Image, draw: ImageDraw.ImageDraw, y: int,
                        view: ZigZagView, seat: SeatView, lang: str, players: _Players) -> None:
    x = float(MARGIN)
    if seat.seat in view.to_act:
        draw.polygon(((x, y + 4), (x + 14, y + 12), (x, y + 20)), fill=HIGHLIGHT)
    x += 20
    name = players(seat.seat)
    if view.viewer == seat.seat:
        name = i18n.t("zigzag.render.you", lang, name=name)
    x += draw_text(image, (x, y), name, 22, INK, bold=True) + 16
    x += draw_text(image, (x, y + 3), i18n.t("zigzag.render.goal_is", lang), 18, INK) + 6
    image.paste(swatch(seat.goal, 26, 18), (int(x), y + 4))
    x += 32
    x += draw_text(image, (x, y + 3), terrain_name(seat.goal, lang), 18, INK) + 18
    details = [i18n.t("zigzag.render.stack", lang, count=seat.stack_size)]
    if view.options.races > 1:
        details.append(i18n.t("zigzag.render.points", lang, points=seat.points,
                              done=seat.completed))
    if seat.penalties:
        details.append(i18n.t("zigzag.render.penalties", lang, count=seat.penalties))
    if seat.place is not None:
        details.append(i18n.t("zigzag.render.place", lang, place=seat.place))
    x += draw_text(image, (x, y + 3), " · ".join(details), 18, INK) + 10
    for terrain in (seat.stack or [])[:24]:
        if x + 18 > WIDTH - MARGIN:
            break
        image.paste(_stack_chip(terrain), (int(x), y + 4))
        x += 21


@lru_cache(maxsize=8)
def _stack_chip(terrain: str) -> Image.Image:
    """One terrain card of a player's collected stack, as a small framed square."""
    chip = swatch(terrain, 18, 18).copy()
    ImageDraw.Draw(chip).rectangle((0, 0, 17, 17), outline=INK)
    return chip


def _field_box(x: int, y: int, field: str) -> tuple[int, int, int, int]:
    lane, row = field[0], int(field[1:])
    top = y + LANE_ORDER.index(lane) * FIELD_H
    left = x + (row - 1) * FIELD_W + (FIELD_W // 2 if lane in HALF_LANES else 0)
    return left, top, left + FIELD_W, top + FIELD_H


@lru_cache(maxsize=128)
def _card_face(fields: tuple[tuple[str, str], ...]) -> Image.Image:
    """An obstacle card with its fields' terrains: it depends on nothing else, and a course
    shows the same cards turn after turn."""
    card = Image.new("RGB", (CARD_W + 1, CARD_H + 1), STRIP_BG)
    draw = ImageDraw.Draw(card)
    for lane_index, lane in enumerate(LANE_ORDER):
        if lane in HALF_LANES:
            top = lane_index * FIELD_H
            draw.rectangle((0, top, FIELD_W // 2, top + FIELD_H), fill=HEDGE)
            draw.rectangle((CARD_W - FIELD_W // 2, top, CARD_W, top + FIELD_H), fill=HEDGE)
    for field, terrain in fields:
        left, top, right, bottom = _field_box(0, 0, field)
        card.paste(swatch(terrain, right - left, bottom - top), (left, top))
        draw.rectangle((left, top, right, bottom), outline=INK, width=1)
    draw.rectangle((0, 0, CARD_W, CARD_H), outline=INK, width=2)
    return card


def _paint_card(image: Image.Image, draw: ImageDraw.ImageDraw, x: int, y: int,
                card: CardFaceView, highlighted: set[str]) -> None:
    image.paste(_card_face(tuple(sorted(card.fields.items()))), (x, y))
    for field in sorted(highlighted):
        left, top, right, bottom = _field_box(x, y, field)
        draw.rectangle((left - 1, top - 1, right + 1, bottom + 1), outline=HIGHLIGHT, width=4)
        label_w = text_width(field, 14) + 6
        draw.rectangle((left + 2, top + 2, left + 2 + label_w, top + 18), fill=(255, 255, 255))
        draw_text(image, (left + 5, top + 3), field, 14, INK)


@lru_cache(maxsize=32)
def _card_back(label: str) -> Image.Image:
    """A face-down course card with its position number."""
    back = Image.new("RGB", (CARD_W + 1, CARD_H + 1), BACK)
    _hatch(ImageDraw.Draw(back), CARD_W, CARD_H, 12)
    ImageDraw.Draw(back).rectangle((0, 0, CARD_W, CARD_H), outline=INK, width=2)
    draw_text_centred(back, (0, 0, CARD_W, CARD_H), label, 22, (255, 255, 255), bold=True)
    return back


def _hatch(draw: ImageDraw.ImageDraw, width: int, height: int, step: int) -> None:
    """The diagonal lines of a card back."""
    for offset in range(0, width + height, step):
        draw.line((max(0, offset - height), min(offset, height),
                   min(offset, width), max(0, offset - width)), fill=(70, 86, 140), width=1)


def _goal_origin(seat: SeatView, cards_top: int) -> tuple[int, int]:
    count = seat.course_size if seat.course is not None else 0
    if count == 0:
        return _card_origin(0, cards_top)
    x, y = _card_origin(count - 1, cards_top)
    return x + CARD_W + CARD_GAP, y


@lru_cache(maxsize=8)
def _goal_card(terrain: str) -> Image.Image:
    """The goal card: the player's goal terrain with a chequered flag."""
    card = swatch(terrain, GOAL_W + 1, CARD_H + 1).copy()
    draw = ImageDraw.Draw(card)
    draw.rectangle((0, 0, GOAL_W, CARD_H), outline=INK, width=3)
    flag_x, flag_y = GOAL_W // 2 - 12, 8
    for row in range(3):
        for column in range(4):
            colour = INK if (row + column) % 2 == 0 else (255, 255, 255)
            draw.rectangle((flag_x + column * 6, flag_y + row * 6, flag_x + column * 6 + 5,
                            flag_y + row * 6 + 5), fill=colour)
    draw.line((flag_x, flag_y, flag_x, flag_y + 34), fill=INK, width=2)
    return card


def _paint_goal(image: Image.Image, draw: ImageDraw.ImageDraw, cards_top: int,
                seat: SeatView, highlighted: bool, lang: str) -> None:
    x, y = _goal_origin(seat, cards_top)
    image.paste(_goal_card(seat.goal), (x, y))
    draw_text(image, (x + 2, y - LABEL_H + 2), i18n.t("zigzag.render.goal", lang), 16, INK)
    if highlighted:
        draw.rectangle((x - 2, y - 2, x + GOAL_W + 2, y + CARD_H + 2), outline=HIGHLIGHT,
                       width=5)


@lru_cache(maxsize=4)
def _figure(seat: int) -> Image.Image:
    """A player's figure: a black disc with a white rim and their seat number."""
    side = 2 * FIGURE_RADIUS + 6

    def paint(draw: ImageDraw.ImageDraw, scale: float) -> None:
        middle, rim = side * scale / 2, (FIGURE_RADIUS + 2) * scale
        draw.ellipse((middle - rim, middle - rim, middle + rim, middle + rim),
                     fill=(255, 255, 255))
        inner = FIGURE_RADIUS * scale
        draw.ellipse((middle - inner, middle - inner, middle + inner, middle + inner),
                     fill=INK)

    sprite = supersampled(side, side, paint)
    draw_text_centred(sprite, (0, 0, side, side), str(seat + 1), 17, (255, 255, 255),
                      bold=True)
    return sprite


def _paint_figure(image: Image.Image, cards_top: int, seat: SeatView) -> None:
    if seat.at_goal:
        x, y = _goal_origin(seat, cards_top)
        centre = (x + GOAL_W / 2, y + CARD_H * 0.65)
    elif seat.figure_card is None or seat.figure_field is None:
        x, y = _card_origin(0, cards_top)
        centre = (x - START_W / 2, y + CARD_H / 2)
    else:
        x, y = _card_origin(seat.figure_card - 1, cards_top)
        left, top, right, bottom = _field_box(x, y, seat.figure_field)
        centre = ((left + right) / 2, (top + bottom) / 2)
    paste_sprite(image, _figure(seat.seat), centre)


# --- the viewer's hand ------------------------------------------------------------------


def _hand_height(seat: SeatView) -> int:
    return HEADER_H + _lines(seat.hand_size) * (LABEL_H + CARD_H + 6) + 14


def _paint_hand(image: Image.Image, draw: ImageDraw.ImageDraw, top: int, view: ZigZagView,
                lang: str, players: _Players) -> None:
    assert view.viewer is not None
    seat = view.seats[view.viewer]
    draw_text(image, (MARGIN, top + 4), i18n.t("zigzag.render.your_hand", lang), 22, INK,
              bold=True)
    for index, card in enumerate(seat.hand or []):
        x, y = _card_origin(index, top + HEADER_H)
        draw_text(image, (x + 2, y - LABEL_H + 2), f"#{card.number}", 16, INK)
        _paint_card(image, draw, x, y, card, set())


# --- the table --------------------------------------------------------------------------


def _table_rows() -> int:
    return math.ceil(48 / TABLE_COLUMNS)


def _table_height() -> int:
    return HEADER_H + _table_rows() * (SLOT_H + SLOT_GAP) + 10


SLOT_W: Final = (WIDTH - 2 * MARGIN - (TABLE_COLUMNS - 1) * SLOT_GAP) // TABLE_COLUMNS


@lru_cache(maxsize=64)
def _slot_back(number: str) -> Image.Image:
    """A face-down table card with its slot number."""
    back = Image.new("RGB", (SLOT_W + 1, SLOT_H + 1), BACK)
    draw = ImageDraw.Draw(back)
    _hatch(draw, SLOT_W, SLOT_H, 10)
    draw.rectangle((0, 0, SLOT_W, SLOT_H), outline=INK, width=2)
    _slot_number(back, draw, 0, 0, number, (255, 255, 255), BACK)
    return back


def _paint_table(image: Image.Image, draw: ImageDraw.ImageDraw, top: int, view: ZigZagView,
                 lang: str, players: _Players) -> None:
    down = sum(1 for slot in view.table if slot.status == "down")
    up = sum(1 for slot in view.table if slot.status == "up")
    title = i18n.t("zigzag.render.table", lang, down=down, up=up)
    draw_text(image, (MARGIN, top + 4), title, 22, INK, bold=True)
    over = view.phase == "over"
    taken = i18n.t("zigzag.render.taken", lang)
    for slot in view.table:
        row, column = divmod(slot.slot - 1, TABLE_COLUMNS)
        x = MARGIN + column * (SLOT_W + SLOT_GAP)
        y = top + HEADER_H + row * (SLOT_H + SLOT_GAP)
        box = (x, y, x + SLOT_W, y + SLOT_H)
        number = str(slot.slot)
        if slot.status == "down" and slot.terrain is None:
            image.paste(_slot_back(number), (x, y))
        elif slot.terrain is not None:
            image.paste(swatch(slot.terrain, SLOT_W, SLOT_H), (x, y))
            if slot.status == "taken" and over:
                draw.rectangle((x + 2, y + SLOT_H - 18, x + SLOT_W - 2, y + SLOT_H - 2),
                               fill=(255, 255, 255))
                draw_text(image, (x + 6, y + SLOT_H - 18), taken, 14, MUTED)
            draw.rectangle(box, outline=INK, width=2)
            if slot.status == "down":  # revealed at the end: numbered like a card back
                _slot_number(image, draw, x, y, number, (255, 255, 255), BACK)
            else:
                _slot_number(image, draw, x, y, number, INK, (255, 255, 255))
        else:
            draw.rectangle(box, fill=PAPER, outline=(180, 176, 166), width=1)
            draw_text(image, (x + 6, y + 4), number, 16, (180, 176, 166))
            draw_text(image, (x + 6, y + 30), taken, 14, (170, 166, 156))
        if slot.held_by is not None:
            draw.rectangle((x - 2, y - 2, x + SLOT_W + 2, y + SLOT_H + 2), outline=HIGHLIGHT,
                           width=4)
            _holder_badge(image, draw, x + SLOT_W - 2, y + SLOT_H - 2,
                          players.badge(slot.held_by))


def _holder_badge(image: Image.Image, draw: ImageDraw.ImageDraw, right: int, bottom: int,
                  label: str) -> None:
    """Who reserved a slot, white on a badge in the slot's bottom-right corner: at least as
    wide as the "P1" badge, at most the slot's width (a longer name is cut)."""
    label, size = fitted(label, 14, SLOT_W - 12, bold=True, smallest=11)
    width = max(28, math.ceil(text_width(label, size, bold=True)) + 8)
    box = (right - width, bottom - 20, right, bottom)
    draw.rectangle(box, fill=HIGHLIGHT)
    draw_text_centred(image, box, label, size, (255, 255, 255), bold=True)


def _slot_number(image: Image.Image, draw: ImageDraw.ImageDraw, x: int, y: int, number: str,
                 ink: tuple[int, int, int], paper: tuple[int, int, int]) -> None:
    draw.rectangle((x + 3, y + 3, x + 9 + text_width(number, 16, bold=True), y + 23),
                   fill=paper)
    draw_text(image, (x + 6, y + 5), number, 16, ink, bold=True)


# --- legend -----------------------------------------------------------------------------


@lru_cache(maxsize=4)
def _legend(lang: str) -> Image.Image:
    """Every terrain's swatch and name: it depends on the language only."""
    legend = Image.new("RGB", (WIDTH, 84), PAPER)
    draw = ImageDraw.Draw(legend)
    column_w = (WIDTH - 2 * MARGIN) // 4
    for index, terrain in enumerate(all_terrains()):
        row, column = divmod(index, 4)
        x = MARGIN + column * column_w
        y = 6 + row * 38
        legend.paste(swatch(terrain, 48, 30), (x, y))
        draw.rectangle((x, y, x + 48, y + 30), outline=INK, width=1)
        draw_text(legend, (x + 58, y + 5), terrain_name(terrain, lang), 18, INK)
    return legend


def _paint_legend(image: Image.Image, draw: ImageDraw.ImageDraw, top: int, view: ZigZagView,
                  lang: str, players: _Players) -> None:
    image.paste(_legend(lang), (0, top))
