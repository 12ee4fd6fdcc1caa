"""The Zig Zag image, drawn from a view only: every course as a strip, then the table.

Layout, top to bottom: the title and what the game waits for; one strip per player (their
course left to right in the race direction, lanes A-E top to bottom, course card numbers
above the cards, the figure as a numbered black disc, the goal card crossways at the end,
completed cards gone); in a private view the viewer's hand during setup; the 48-slot table
(face down, face up with its terrain, taken, or reserved by the player deciding on it);
a legend of the terrain patterns. 740 px wide, four cards to a line and every text at
least `TEXT_MIN`, so a phone showing it 400 px wide can read it without zooming.
Players are "Player N" (the figure in their strip carries N) or, given their names, named:
a name is cut with an ellipsis where room is short (a strip's header, a reserved slot's
badge), and the status line is shrunk, then cut, to fit.

Speed: a board is redrawn after every move, so it is drawn straight in the game's fixed
palette (`games.imaging.Canvas`), and whatever depends on little is drawn once and cached by
its inputs: each player's strip and the table (by what they show: a move changes one strip),
each obstacle card face (by its fields), card backs and face-down table slots (by their
label), the legend (by language), terrain swatches, and every text label (in
`games.imaging`). A render is then mostly pastes, and compressing the PNG. The pieces, with
the sizes, colours and palette they are drawn in, are in `render_parts`.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Sequence
from typing import Final

from PIL import Image

from games.base import seat_name
from games.imaging import BoundedCache, Canvas, SeatLabels, fitted, message, text_width, wrapped
from games.zigzag.describe import player_name, terrain_name
from games.zigzag.models import CardFaceView, SeatView, ZigZagView
from games.zigzag.render_parts import (
    BACK,
    CARD_GAP,
    CARD_H,
    CARD_W,
    GOAL_W,
    HEADER_H,
    HIGHLIGHT,
    INK,
    LABEL_H,
    LEGEND_H,
    MARGIN,
    MUTED,
    NAME_SIZE,
    NAME_WIDTH,
    PAPER,
    PER_LINE,
    SLOT_GAP,
    SLOT_H,
    SLOT_W,
    START_W,
    STRIP_BG,
    TABLE_COLUMNS,
    TEXT_MIN,
    TITLE_H,
    WHITE,
    WIDTH,
    card_back,
    card_face,
    empty_slot,
    field_box,
    figure,
    goal_card,
    legend,
    palette,
    slot_back,
    slot_number,
    stack_chip,
    terrain_swatch,
)


class _Players(SeatLabels):
    """How the image names seats ("Player N" without names, names in bold cut to NAME_WIDTH
    at NAME_SIZE), and the badge of a table slot a seat reserved."""

    def badge(self, seat: int) -> str:
        """The label of a table slot a player has reserved: "P1", or their name."""
        return f"P{seat + 1}" if seat_name(self.names, seat) is None else self(seat)


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
        key: tuple[object, ...] = ("strip", seat.model_dump_json(), seat.seat in view.to_act,
               view.viewer == seat.seat, choices, races, lang, players(seat.seat))
        sections.append((_strip_height(seat), _strip_painter(seat.seat), key))
    own = view.seats[view.viewer] if view.viewer is not None else None
    if own is not None and own.hand:
        sections.append((_hand_height(own), _paint_hand, None))
    if view.table:
        slots = tuple((slot.slot, slot.status, slot.terrain, slot.held_by)
                      for slot in view.table)
        badges = tuple(players.badge(slot.held_by) for slot in view.table
                       if slot.held_by is not None)
        key = ("table", slots, view.phase == "over", lang, badges)
        sections.append((_table_height(), _paint_table, key))
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


# --- course strips --------------------------------------------------------------------


def _lines(count: int) -> int:
    return max(1, math.ceil(count / PER_LINE))


def _strip_height(seat: SeatView) -> int:
    goal = 1 if seat.course is not None else 0  # the goal card stands where a card would
    return HEADER_H + _lines(seat.course_size + goal) * (LABEL_H + CARD_H + 6) + 14


def _card_origin(index: int, top: int) -> tuple[int, int]:
    line, column = divmod(index, PER_LINE)
    x = MARGIN + START_W + column * (CARD_W + CARD_GAP)
    y = top + line * (LABEL_H + CARD_H + 6) + LABEL_H
    return x, y


def _strip_painter(seat_number: int) -> SectionPainter:
    def paint(canvas: Canvas, y: int, view: ZigZagView, lang: str, players: _Players) -> None:
        _paint_strip(canvas, y, view, view.seats[seat_number], lang, players)

    return paint


def _paint_strip(canvas: Canvas, top: int, view: ZigZagView, seat: SeatView, lang: str,
                 players: _Players) -> None:
    canvas.rectangle((MARGIN // 2, top, WIDTH - MARGIN // 2, top + _strip_height(seat) - 8),
                     fill=STRIP_BG)
    _paint_strip_header(canvas, top + 4, view, seat, lang, players)
    cards_top = top + HEADER_H
    if seat.course is None:
        for index in range(seat.course_size):
            canvas.paste(card_back(str(index + 1)), _card_origin(index, cards_top))
        x, y = _card_origin(seat.course_size, cards_top)
        to_discard = 0 if seat.has_discarded else 2
        note = message("zigzag.render.laying", lang, laid=seat.course_size,
                      total=seat.course_size + seat.hand_size - to_discard)
        if x + text_width(note, 18) > WIDTH - MARGIN:
            x, y = _card_origin(0, cards_top + _lines(seat.course_size) * (
                LABEL_H + CARD_H + 6) - LABEL_H - CARD_H // 2)
        canvas.text((x, y + CARD_H // 2 - 10), note, 18, MUTED)
        return
    choices = view.choices if view.runner == seat.seat else []
    for index, card in enumerate(seat.course):
        x, y = _card_origin(index, cards_top)
        label = message("zigzag.render.card_label", lang, position=index + 1, number=card.number)
        canvas.text((x + 2, y - LABEL_H + 2), label, TEXT_MIN, INK)
        highlighted = {choice.split(":")[1] for choice in choices
                       if choice != "goal" and int(choice.split(":")[0]) == index + 1}
        _paint_card(canvas, x, y, card, highlighted)
    _paint_goal(canvas, cards_top, seat, "goal" in choices, lang)
    _paint_figure(canvas, cards_top, seat)


def _paint_strip_header(canvas: Canvas, y: int, view: ZigZagView, seat: SeatView, lang: str,
                        players: _Players) -> None:
    x = float(MARGIN)
    if seat.seat in view.to_act:
        canvas.polygon(((x, y + 4), (x + 14, y + 12), (x, y + 20)), fill=HIGHLIGHT)
    x += 20
    name = players(seat.seat)
    if view.viewer == seat.seat:
        name = message("zigzag.render.you", lang, name=name)
    x += canvas.text((x, y), name, 22, INK, bold=True) + 16
    x += canvas.text((x, y + 3), message("zigzag.render.goal_is", lang), 18, INK) + 6
    if seat.goal is None:
        canvas.text((x, y + 3), message("zigzag.render.goal_later", lang), 18, INK)
    else:
        canvas.paste(terrain_swatch(seat.goal, 26, 18), (int(x), y + 4))
        x += 32
        canvas.text((x, y + 3), terrain_name(seat.goal, lang), 18, INK)
    x, y = float(MARGIN + 20), y + 28
    details = [message("zigzag.render.stack", lang, count=seat.stack_size)]
    if view.options.races > 1:
        details.append(message("zigzag.render.points", lang, points=seat.points,
                              done=seat.completed))
    if seat.penalties:
        details.append(message("zigzag.render.penalties", lang, count=seat.penalties))
    if seat.place is not None:
        details.append(message("zigzag.render.place", lang, place=seat.place))
    x += canvas.text((x, y + 3), " · ".join(details), 18, INK) + 10
    for terrain in (seat.stack or [])[:24]:
        if x + 18 > WIDTH - MARGIN:
            break
        canvas.paste(stack_chip(terrain), (int(x), y + 4))
        x += 21


def _paint_card(canvas: Canvas, x: int, y: int, card: CardFaceView,
                highlighted: set[str]) -> None:
    canvas.paste(card_face(tuple(sorted(card.fields.items()))), (x, y))
    for field in sorted(highlighted):
        left, top, right, bottom = field_box(x, y, field)
        canvas.rectangle((left - 1, top - 1, right + 1, bottom + 1), outline=HIGHLIGHT, width=4)
        label_w = text_width(field, TEXT_MIN, bold=True) + 6
        canvas.rectangle((left + 2, top + 2, left + 2 + label_w, top + 4 + TEXT_MIN),
                         fill=WHITE)
        canvas.text((left + 5, top + 3), field, TEXT_MIN, INK, bold=True)


def _goal_origin(seat: SeatView, cards_top: int) -> tuple[int, int]:
    """Where the goal card stands: where the next card of the course would."""
    return _card_origin(seat.course_size if seat.course is not None else 0, cards_top)


def _paint_goal(canvas: Canvas, cards_top: int, seat: SeatView, highlighted: bool,
                lang: str) -> None:
    x, y = _goal_origin(seat, cards_top)
    canvas.paste(goal_card(seat.goal), (x, y))
    canvas.text((x + 2, y - LABEL_H + 2), message("zigzag.render.goal", lang), TEXT_MIN, INK)
    if highlighted:
        canvas.rectangle((x - 2, y - 2, x + GOAL_W + 2, y + CARD_H + 2), outline=HIGHLIGHT,
                         width=5)


def _paint_figure(canvas: Canvas, cards_top: int, seat: SeatView) -> None:
    if seat.at_goal:
        x, y = _goal_origin(seat, cards_top)
        centre = (x + GOAL_W / 2, y + CARD_H * 0.65)
    elif seat.figure_card is None or seat.figure_field is None:
        x, y = _card_origin(0, cards_top)
        centre = (x - START_W / 2, y + CARD_H / 2)
    else:
        x, y = _card_origin(seat.figure_card - 1, cards_top)
        left, top, right, bottom = field_box(x, y, seat.figure_field)
        centre = ((left + right) / 2, (top + bottom) / 2)
    canvas.sprite(figure(seat.seat), centre)


# --- the viewer's hand ----------------------------------------------------------------


def _hand_height(seat: SeatView) -> int:
    return TITLE_H + _lines(seat.hand_size) * (LABEL_H + CARD_H + 6) + 14


def _paint_hand(canvas: Canvas, top: int, view: ZigZagView, lang: str,
                players: _Players) -> None:
    assert view.viewer is not None
    seat = view.seats[view.viewer]
    canvas.text((MARGIN, top + 4), message("zigzag.render.your_hand", lang), 22, INK,
                bold=True)
    for index, card in enumerate(seat.hand or []):
        x, y = _card_origin(index, top + TITLE_H)
        canvas.text((x + 2, y - LABEL_H + 2), f"#{card.number}", TEXT_MIN, INK)
        _paint_card(canvas, x, y, card, set())


# --- the table ------------------------------------------------------------------------


def _table_rows() -> int:
    return math.ceil(48 / TABLE_COLUMNS)


def _table_height() -> int:
    return TITLE_H + _table_rows() * (SLOT_H + SLOT_GAP) + 10


def _paint_table(canvas: Canvas, top: int, view: ZigZagView, lang: str,
                 players: _Players) -> None:
    down = sum(1 for slot in view.table if slot.status == "down")
    up = sum(1 for slot in view.table if slot.status == "up")
    title = message("zigzag.render.table", lang, down=down, up=up)
    canvas.text((MARGIN, top + 4), title, 22, INK, bold=True)
    over = view.phase == "over"
    for slot in view.table:
        row, column = divmod(slot.slot - 1, TABLE_COLUMNS)
        x = MARGIN + column * (SLOT_W + SLOT_GAP)
        y = top + TITLE_H + row * (SLOT_H + SLOT_GAP)
        number = str(slot.slot)
        if slot.status == "down" and slot.terrain is None:
            canvas.paste(slot_back(number), (x, y))
        elif slot.terrain is None:
            canvas.paste(empty_slot(number, lang), (x, y))
        else:
            _paint_face_up_slot(canvas, x, y, number, slot.terrain, slot.status, over, lang)
        if slot.held_by is not None:
            canvas.rectangle((x - 2, y - 2, x + SLOT_W + 2, y + SLOT_H + 2), outline=HIGHLIGHT,
                             width=4)
            _holder_badge(canvas, x + SLOT_W - 2, y + SLOT_H - 2, players.badge(slot.held_by))


def _paint_face_up_slot(canvas: Canvas, x: int, y: int, number: str, terrain: str,
                        status: str, over: bool, lang: str) -> None:
    """A table card showing its terrain: face up, or at the end taken or revealed (drawn
    in place: at the end all 48 show, each only once)."""
    canvas.paste(terrain_swatch(terrain, SLOT_W, SLOT_H), (x, y))
    if status == "taken" and over:
        canvas.rectangle((x + 2, y + SLOT_H - 22, x + SLOT_W - 2, y + SLOT_H - 2), fill=WHITE)
        canvas.text((x + 6, y + SLOT_H - 22), message("zigzag.render.taken", lang), TEXT_MIN,
                    MUTED)
    canvas.rectangle((x, y, x + SLOT_W, y + SLOT_H), outline=INK, width=2)
    if status == "down":  # revealed at the end: numbered like a card back
        slot_number(canvas, x, y, number, WHITE, BACK)
    else:
        slot_number(canvas, x, y, number, INK, WHITE)


def _holder_badge(canvas: Canvas, right: int, bottom: int, label: str) -> None:
    """Who reserved a slot, white on a badge in the slot's bottom-right corner: at least as
    wide as the "P1" badge, at most the slot's width (a longer name is cut)."""
    label, size = fitted(label, TEXT_MIN, SLOT_W - 12, bold=True, smallest=TEXT_MIN)
    width = max(28, math.ceil(text_width(label, size, bold=True)) + 8)
    box = (right - width, bottom - TEXT_MIN - 6, right, bottom)
    canvas.rectangle(box, fill=HIGHLIGHT)
    canvas.text_centred(box, label, size, WHITE, bold=True)


# --- legend ---------------------------------------------------------------------------


def _paint_legend(canvas: Canvas, top: int, view: ZigZagView, lang: str,
                  players: _Players) -> None:
    canvas.paste(legend(lang), (0, top))
