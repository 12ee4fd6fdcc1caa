"""The Zig Zag image, drawn from a view only: every course as a strip, then the table.

Layout, top to bottom: the title and what the game waits for; one strip per player (their
course left to right in the race direction, lanes A-E top to bottom, course card numbers
above the cards, the figure as a numbered black disc, the goal card crossways at the end,
completed cards gone); in a private view the viewer's hand during setup; the 48-slot table
(face down, face up with its terrain, taken, or reserved by the player deciding on it);
a legend of the terrain patterns. About 1200 px wide so a phone shows it at full width.
"""

from __future__ import annotations

import io
import math
from collections.abc import Callable
from typing import Final

from PIL import Image, ImageDraw

import i18n
from games.zigzag.describe import player_name, terrain_name
from games.zigzag.geometry import HALF_LANES, LANE_ORDER
from games.zigzag.imagetext import draw_text, font, text_width
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

INK: Final = (30, 30, 34)
PAPER: Final = (250, 248, 242)
MUTED: Final = (120, 116, 108)
HEDGE: Final = (206, 200, 186)
BACK: Final = (44, 58, 103)
HIGHLIGHT: Final = (208, 0, 138)
STRIP_BG: Final = (238, 234, 224)

SectionPainter = Callable[[Image.Image, ImageDraw.ImageDraw, int, ZigZagView, str], None]
"""Draws one horizontal band of the image, starting at the given y."""


def render_view(view: ZigZagView, lang: str) -> bytes:
    """The PNG of `view` in `lang`."""
    sections = _sections(view)
    height = MARGIN + sum(height for height, _ in sections) + MARGIN
    image = Image.new("RGB", (WIDTH, height), PAPER)
    draw = ImageDraw.Draw(image)
    y = MARGIN
    for section_height, painter in sections:
        painter(image, draw, y, view, lang)
        y += section_height
    buffer = io.BytesIO()
    # A palette image: the drawing uses few colours, and it keeps the PNG small and quick.
    image.quantize(colors=128, method=Image.Quantize.FASTOCTREE, dither=Image.Dither.NONE).save(
        buffer, format="PNG")
    return buffer.getvalue()


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
                 lang: str) -> None:
    title = i18n.t("zigzag.render.title", lang, race=view.race, races=view.options.races,
                   round=max(view.round, 1))
    draw_text(draw, (MARGIN, y), title, font(30), INK)
    draw_text(draw, (MARGIN, y + 40), _status(view, lang), font(22), INK)


def _status(view: ZigZagView, lang: str) -> str:
    names = ", ".join(player_name(seat, lang) for seat in view.to_act) or "-"
    if view.phase == "setup":
        return i18n.t("zigzag.render.status_setup", lang, names=names)
    if view.phase == "collect":
        mode = i18n.t(f"zigzag.render.mode_{view.options.mode}", lang)
        return i18n.t("zigzag.render.status_collect", lang, mode=mode, names=names)
    if view.phase == "run" and view.runner is not None:
        return i18n.t("zigzag.render.status_run", lang, name=player_name(view.runner, lang),
                      terrain=terrain_name(view.top or "", lang),
                      choices=", ".join(view.choices))
    winners = ", ".join(player_name(seat, lang) for seat in view.winners) or "-"
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
              lang: str) -> None:
        _paint_strip(image, draw, y, view, view.seats[seat_number], lang)

    return paint


def _paint_strip(image: Image.Image, draw: ImageDraw.ImageDraw, top: int, view: ZigZagView,
                 seat: SeatView, lang: str) -> None:
    draw.rectangle((MARGIN // 2, top, WIDTH - MARGIN // 2, top + _strip_height(seat) - 8),
                   fill=STRIP_BG)
    _paint_strip_header(image, draw, top + 4, view, seat, lang)
    cards_top = top + HEADER_H
    if seat.course is None:
        for index in range(seat.course_size):
            x, y = _card_origin(index, cards_top)
            _paint_card_back(draw, x, y, str(index + 1))
        x, y = _card_origin(seat.course_size, cards_top)
        to_discard = 0 if seat.has_discarded else 2
        note = i18n.t("zigzag.render.laying", lang, laid=seat.course_size,
                      total=seat.course_size + seat.hand_size - to_discard)
        draw_text(draw, (x, y + CARD_H // 2 - 10), note, font(18), MUTED)
        return
    choices = view.choices if view.runner == seat.seat else []
    for index, card in enumerate(seat.course):
        x, y = _card_origin(index, cards_top)
        label = i18n.t("zigzag.render.card_label", lang, position=index + 1, number=card.number)
        draw_text(draw, (x + 2, y - LABEL_H + 2), label, font(16), INK)
        highlighted = {choice.split(":")[1] for choice in choices
                       if choice != "goal" and int(choice.split(":")[0]) == index + 1}
        _paint_card(image, draw, x, y, card, highlighted)
    _paint_goal(image, draw, cards_top, seat, "goal" in choices, lang)
    _paint_figure(draw, cards_top, seat)


def _paint_strip_header(image: Image.Image, draw: ImageDraw.ImageDraw, y: int,
                        view: ZigZagView, seat: SeatView, lang: str) -> None:
    x = float(MARGIN)
    if seat.seat in view.to_act:
        draw.polygon(((x, y + 4), (x + 14, y + 12), (x, y + 20)), fill=HIGHLIGHT)
    x += 20
    name = player_name(seat.seat, lang)
    if view.viewer == seat.seat:
        name = i18n.t("zigzag.render.you", lang, name=name)
    x = draw_text(draw, (x, y), name, font(22), INK) + 16
    x = draw_text(draw, (x, y + 3), i18n.t("zigzag.render.goal_is", lang), font(18), INK) + 6
    image.paste(swatch(seat.goal, 26, 18), (int(x), y + 4))
    x += 32
    x = draw_text(draw, (x, y + 3), terrain_name(seat.goal, lang), font(18), INK) + 18
    details = [i18n.t("zigzag.render.stack", lang, count=seat.stack_size)]
    if view.options.races > 1:
        details.append(i18n.t("zigzag.render.points", lang, points=seat.points,
                              done=seat.completed))
    if seat.penalties:
        details.append(i18n.t("zigzag.render.penalties", lang, count=seat.penalties))
    if seat.place is not None:
        details.append(i18n.t("zigzag.render.place", lang, place=seat.place))
    x = draw_text(draw, (x, y + 3), " · ".join(details), font(18), INK) + 10
    if seat.stack:
        for terrain in seat.stack[:24]:
            image.paste(swatch(terrain, 18, 18), (int(x), y + 4))
            draw.rectangle((int(x), y + 4, int(x) + 17, y + 21), outline=INK)
            x += 21


def _field_box(x: int, y: int, field: str) -> tuple[int, int, int, int]:
    lane, row = field[0], int(field[1:])
    top = y + LANE_ORDER.index(lane) * FIELD_H
    left = x + (row - 1) * FIELD_W + (FIELD_W // 2 if lane in HALF_LANES else 0)
    return left, top, left + FIELD_W, top + FIELD_H


def _paint_card(image: Image.Image, draw: ImageDraw.ImageDraw, x: int, y: int,
                card: CardFaceView, highlighted: set[str]) -> None:
    for lane_index, lane in enumerate(LANE_ORDER):
        if lane in HALF_LANES:
            top = y + lane_index * FIELD_H
            draw.rectangle((x, top, x + FIELD_W // 2, top + FIELD_H), fill=HEDGE)
            draw.rectangle((x + CARD_W - FIELD_W // 2, top, x + CARD_W, top + FIELD_H),
                           fill=HEDGE)
    for field, terrain in card.fields.items():
        left, top, right, bottom = _field_box(x, y, field)
        image.paste(swatch(terrain, right - left, bottom - top), (left, top))
        draw.rectangle((left, top, right, bottom), outline=INK, width=1)
    draw.rectangle((x, y, x + CARD_W, y + CARD_H), outline=INK, width=2)
    for field in highlighted:
        left, top, right, bottom = _field_box(x, y, field)
        draw.rectangle((left - 1, top - 1, right + 1, bottom + 1), outline=HIGHLIGHT, width=4)
        label_w = text_width(field, font(14)) + 6
        draw.rectangle((left + 2, top + 2, left + 2 + label_w, top + 18), fill=(255, 255, 255))
        draw_text(draw, (left + 5, top + 3), field, font(14), INK)


def _paint_card_back(draw: ImageDraw.ImageDraw, x: int, y: int, label: str) -> None:
    draw.rectangle((x, y, x + CARD_W, y + CARD_H), fill=BACK, outline=INK, width=2)
    for offset in range(0, CARD_W + CARD_H, 12):
        draw.line((x + max(0, offset - CARD_H), y + min(offset, CARD_H),
                   x + min(offset, CARD_W), y + max(0, offset - CARD_W)),
                  fill=(70, 86, 140), width=1)
    draw_text(draw, (x + CARD_W / 2 - 6, y + CARD_H / 2 - 12), label, font(22), (255, 255, 255))


def _goal_origin(seat: SeatView, cards_top: int) -> tuple[int, int]:
    count = seat.course_size if seat.course is not None else 0
    if count == 0:
        return _card_origin(0, cards_top)
    x, y = _card_origin(count - 1, cards_top)
    return x + CARD_W + CARD_GAP, y


def _paint_goal(image: Image.Image, draw: ImageDraw.ImageDraw, cards_top: int,
                seat: SeatView, highlighted: bool, lang: str) -> None:
    x, y = _goal_origin(seat, cards_top)
    image.paste(swatch(seat.goal, GOAL_W, CARD_H), (x, y))
    draw.rectangle((x, y, x + GOAL_W, y + CARD_H), outline=INK, width=3)
    flag_x, flag_y = x + GOAL_W // 2 - 12, y + 8
    for row in range(3):
        for column in range(4):
            colour = INK if (row + column) % 2 == 0 else (255, 255, 255)
            draw.rectangle((flag_x + column * 6, flag_y + row * 6, flag_x + column * 6 + 5,
                            flag_y + row * 6 + 5), fill=colour)
    draw.line((flag_x, flag_y, flag_x, flag_y + 34), fill=INK, width=2)
    label = i18n.t("zigzag.render.goal", lang)
    draw_text(draw, (x + 2, y - LABEL_H + 2), label, font(16), INK)
    if highlighted:
        draw.rectangle((x - 2, y - 2, x + GOAL_W + 2, y + CARD_H + 2), outline=HIGHLIGHT,
                       width=5)


def _paint_figure(draw: ImageDraw.ImageDraw, cards_top: int, seat: SeatView) -> None:
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
    radius = 12
    cx, cy = centre
    draw.ellipse((cx - radius - 2, cy - radius - 2, cx + radius + 2, cy + radius + 2),
                 fill=(255, 255, 255))
    draw.ellipse((cx - radius, cy - radius, cx + radius, cy + radius), fill=INK)
    label = str(seat.seat + 1)
    face = font(17)
    draw_text(draw, (cx - text_width(label, face) / 2, cy - 10), label, face, (255, 255, 255))


# --- the viewer's hand ------------------------------------------------------------------


def _hand_height(seat: SeatView) -> int:
    return HEADER_H + _lines(seat.hand_size) * (LABEL_H + CARD_H + 6) + 14


def _paint_hand(image: Image.Image, draw: ImageDraw.ImageDraw, top: int, view: ZigZagView,
                lang: str) -> None:
    assert view.viewer is not None
    seat = view.seats[view.viewer]
    draw_text(draw, (MARGIN, top + 4), i18n.t("zigzag.render.your_hand", lang), font(22), INK)
    for index, card in enumerate(seat.hand or []):
        x, y = _card_origin(index, top + HEADER_H)
        draw_text(draw, (x + 2, y - LABEL_H + 2), f"#{card.number}", font(16), INK)
        _paint_card(image, draw, x, y, card, set())


# --- the table --------------------------------------------------------------------------


def _table_rows() -> int:
    return math.ceil(48 / TABLE_COLUMNS)


def _table_height() -> int:
    return HEADER_H + _table_rows() * (SLOT_H + SLOT_GAP) + 10


def _paint_table(image: Image.Image, draw: ImageDraw.ImageDraw, top: int, view: ZigZagView,
                 lang: str) -> None:
    down = sum(1 for slot in view.table if slot.status == "down")
    up = sum(1 for slot in view.table if slot.status == "up")
    title = i18n.t("zigzag.render.table", lang, down=down, up=up)
    draw_text(draw, (MARGIN, top + 4), title, font(22), INK)
    slot_w = (WIDTH - 2 * MARGIN - (TABLE_COLUMNS - 1) * SLOT_GAP) // TABLE_COLUMNS
    over = view.phase == "over"
    for slot in view.table:
        row, column = divmod(slot.slot - 1, TABLE_COLUMNS)
        x = MARGIN + column * (slot_w + SLOT_GAP)
        y = top + HEADER_H + row * (SLOT_H + SLOT_GAP)
        box = (x, y, x + slot_w, y + SLOT_H)
        number = str(slot.slot)
        if slot.status == "down" and slot.terrain is None:
            draw.rectangle(box, fill=BACK, outline=INK, width=2)
            for offset in range(0, slot_w + SLOT_H, 10):
                draw.line((x + max(0, offset - SLOT_H), y + min(offset, SLOT_H),
                           x + min(offset, slot_w), y + max(0, offset - slot_w)),
                          fill=(70, 86, 140), width=1)
            _slot_number(draw, x, y, number, (255, 255, 255), BACK)
        elif slot.terrain is not None:
            image.paste(swatch(slot.terrain, slot_w, SLOT_H), (x, y))
            if slot.status == "taken" and over:
                draw.rectangle((x + 2, y + SLOT_H - 18, x + slot_w - 2, y + SLOT_H - 2),
                               fill=(255, 255, 255))
                draw_text(draw, (x + 6, y + SLOT_H - 18), i18n.t("zigzag.render.taken", lang),
                          font(14), MUTED)
            draw.rectangle(box, outline=INK, width=2)
            if slot.status == "down":  # revealed at the end: numbered like a card back
                _slot_number(draw, x, y, number, (255, 255, 255), BACK)
            else:
                _slot_number(draw, x, y, number, INK, (255, 255, 255))
        else:
            draw.rectangle(box, fill=PAPER, outline=(180, 176, 166), width=1)
            draw_text(draw, (x + 6, y + 4), number, font(16), (180, 176, 166))
            draw_text(draw, (x + 6, y + 30), i18n.t("zigzag.render.taken", lang), font(14),
                      (170, 166, 156))
        if slot.held_by is not None:
            draw.rectangle((x - 2, y - 2, x + slot_w + 2, y + SLOT_H + 2), outline=HIGHLIGHT,
                           width=4)
            tag = f"P{slot.held_by + 1}"
            draw.rectangle((x + slot_w - 30, y + SLOT_H - 22, x + slot_w - 2, y + SLOT_H - 2),
                           fill=HIGHLIGHT)
            draw_text(draw, (x + slot_w - 27, y + SLOT_H - 21), tag, font(15), (255, 255, 255))


def _slot_number(draw: ImageDraw.ImageDraw, x: int, y: int, number: str,
                 ink: tuple[int, int, int], paper: tuple[int, int, int]) -> None:
    face = font(17)
    draw.rectangle((x + 3, y + 3, x + 9 + text_width(number, face), y + 23), fill=paper)
    draw_text(draw, (x + 6, y + 4), number, face, ink)


# --- legend -----------------------------------------------------------------------------


def _paint_legend(image: Image.Image, draw: ImageDraw.ImageDraw, top: int, view: ZigZagView,
                  lang: str) -> None:
    column_w = (WIDTH - 2 * MARGIN) // 4
    for index, terrain in enumerate(all_terrains()):
        row, column = divmod(index, 4)
        x = MARGIN + column * column_w
        y = top + 6 + row * 38
        image.paste(swatch(terrain, 48, 30), (x, y))
        draw.rectangle((x, y, x + 48, y + 30), outline=INK, width=1)
        draw_text(draw, (x + 58, y + 5), terrain_name(terrain, lang), font(18), INK)
