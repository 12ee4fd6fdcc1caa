"""The pieces of the Zig Zag image, each drawn once and cached by its inputs, with the sizes,
colours and palette they are drawn in (the image is composed in `render`): terrain swatches
in the palette, obstacle card faces and backs, goal cards, figures, table slots and the
legend.
"""

from __future__ import annotations

from functools import lru_cache
from typing import Final, NamedTuple, cast

from PIL import Image, ImageDraw

from games.imaging import (
    Canvas,
    Palette,
    blends,
    draw_text_centred,
    ramps,
    smallest_text,
    supersampled,
    text_width,
)
from games.zigzag.describe import terrain_name
from games.zigzag.geometry import HALF_LANES, LANE_ORDER
from games.zigzag.patterns import LOOKS, TILE, all_terrains, swatch

WIDTH: Final = 740
TEXT_MIN: Final = smallest_text(WIDTH)
"""No text smaller: legible on a phone (see `games.imaging.smallest_text`)."""
MARGIN: Final = 16


class Style(NamedTuple):
    """The size of a course as drawn: `FULL` for the course that matters (the viewer's own,
    every course on the public board), `COMPACT` for the others' courses in a private view,
    so that it fits a phone screen."""

    field_w: int
    field_h: int
    goal_w: int
    gap: int
    start_w: int
    """Room before the first card of a line: where a figure waits at the start."""
    rows_h: int
    """The line of row numbers under each card (0: none)."""

    @property
    def card_w(self) -> int:
        """An obstacle card's width: four rows of fields."""
        return 4 * self.field_w

    @property
    def card_h(self) -> int:
        """An obstacle card's height: five lanes."""
        return 5 * self.field_h


FULL: Final = Style(field_w=38, field_h=32, goal_w=56, gap=10, start_w=30, rows_h=22)
COMPACT: Final = Style(field_w=24, field_h=20, goal_w=36, gap=8, start_w=28, rows_h=0)
FIELD_W: Final = FULL.field_w
FIELD_H: Final = FULL.field_h
CARD_W: Final = FULL.card_w
CARD_H: Final = FULL.card_h
GOAL_W: Final = FULL.goal_w
LANE_W: Final = 20
"""The column of lane letters (A-E) left of every line of cards."""
LABEL_H: Final = 24
TITLE_H: Final = 34
HEADER_H: Final = 58
TABLE_COLUMNS: Final = 12
SLOT_H: Final = 38
SLOT_GAP: Final = 4
FIGURE_RADIUS: Final = 13
NAME_SIZE: Final = 22
NAME_WIDTH: Final = 360
"""A player's name is cut to this many pixels at NAME_SIZE (a strip header's name size)."""
SLOT_W: Final = (WIDTH - 2 * MARGIN - (TABLE_COLUMNS - 1) * SLOT_GAP) // TABLE_COLUMNS
LEGEND_COLUMNS: Final = 4
LEGEND_ROW: Final = 34
LEGEND_H: Final = 2 * LEGEND_ROW + 8
CHIP: Final = 22
"""A collected card in a stack shown in order (the `peek` option)."""

RGB = tuple[int, int, int]
INK: Final = (30, 30, 34)
PAPER: Final = (250, 248, 242)
MUTED: Final = (120, 116, 108)
HEDGE: Final = (206, 200, 186)
BACK: Final = (44, 58, 103)
HIGHLIGHT: Final = (208, 0, 138)
STRIP_BG: Final = (238, 234, 224)
WHITE: Final = (255, 255, 255)
HATCH: Final = (70, 86, 140)
GONE: Final = (180, 176, 166)
GONE_TEXT: Final = (170, 166, 156)


@lru_cache(maxsize=256)
def terrain_swatch(terrain: str, width: int, height: int) -> Image.Image:
    """`patterns.swatch` in the game's palette."""
    return palette().quantize(swatch(terrain, width, height))


@lru_cache(maxsize=8)
def stack_chip(terrain: str) -> Image.Image:
    """One terrain card of a player's collected stack, as a small framed square."""
    chip = Canvas(palette(), (CHIP, CHIP), PAPER)
    chip.paste(terrain_swatch(terrain, CHIP, CHIP), (0, 0))
    chip.rectangle((0, 0, CHIP - 1, CHIP - 1), outline=INK)
    return chip.piece()


def field_box(x: int, y: int, field: str, style: Style = FULL) -> tuple[int, int, int, int]:
    """The box of one field of an obstacle card whose top left corner is at (`x`, `y`):
    lanes top to bottom, the half lanes shifted half a field."""
    lane, row = field[0], int(field[1:])
    top = y + LANE_ORDER.index(lane) * style.field_h
    left = x + (row - 1) * style.field_w + (style.field_w // 2 if lane in HALF_LANES else 0)
    return left, top, left + style.field_w, top + style.field_h


@lru_cache(maxsize=256)
def card_face(fields: tuple[tuple[str, str], ...], style: Style = FULL) -> Image.Image:
    """An obstacle card with its fields' terrains: it depends on nothing else, and a course
    shows the same cards turn after turn."""
    width, height, half = style.card_w, style.card_h, style.field_w // 2
    card = Canvas(palette(), (width + 1, height + 1), STRIP_BG)
    for lane_index, lane in enumerate(LANE_ORDER):
        if lane in HALF_LANES:
            top = lane_index * style.field_h
            card.rectangle((0, top, half, top + style.field_h), fill=HEDGE)
            card.rectangle((width - half, top, width, top + style.field_h), fill=HEDGE)
    for field, terrain in fields:
        left, top, right, bottom = field_box(0, 0, field, style)
        card.paste(terrain_swatch(terrain, right - left, bottom - top), (left, top))
        card.rectangle((left, top, right, bottom), outline=INK, width=1)
    card.rectangle((0, 0, width, height), outline=INK, width=2)
    return card.piece()


@lru_cache(maxsize=32)
def card_back(label: str, style: Style = FULL) -> Image.Image:
    """A face-down course card with its position number."""
    width, height = style.card_w, style.card_h
    back = Canvas(palette(), (width + 1, height + 1), BACK)
    _hatch(back, width, height, 12)
    back.rectangle((0, 0, width, height), outline=INK, width=2)
    back.text_centred((0, 0, width, height), label, 22, WHITE, bold=True)
    return back.piece()


@lru_cache(maxsize=16)
def goal_card(terrain: str | None, style: Style = FULL) -> Image.Image:
    """The goal card: the player's goal terrain with a chequered flag (plain paper while the
    goal cards are not dealt yet)."""
    width, height = style.goal_w, style.card_h
    card = Canvas(palette(), (width + 1, height + 1), PAPER)
    if terrain is not None:
        card.paste(terrain_swatch(terrain, width + 1, height + 1), (0, 0))
    card.rectangle((0, 0, width, height), outline=INK, width=3)
    flag_x, flag_y = width // 2 - 12, 8
    for row in range(3):
        for column in range(4):
            colour = INK if (row + column) % 2 == 0 else WHITE
            card.rectangle((flag_x + column * 6, flag_y + row * 6, flag_x + column * 6 + 5,
                            flag_y + row * 6 + 5), fill=colour)
    card.line((flag_x, flag_y, flag_x, flag_y + 34), fill=INK, width=2)
    return card.piece()


@lru_cache(maxsize=4)
def figure(seat: int) -> Image.Image:
    """A player's figure: a black disc with a white rim and their seat number."""
    side = 2 * FIGURE_RADIUS + 6

    def paint(draw: ImageDraw.ImageDraw, scale: float) -> None:
        middle, rim = side * scale / 2, (FIGURE_RADIUS + 2) * scale
        draw.ellipse((middle - rim, middle - rim, middle + rim, middle + rim), fill=WHITE)
        inner = FIGURE_RADIUS * scale
        draw.ellipse((middle - inner, middle - inner, middle + inner, middle + inner),
                     fill=INK)

    sprite = supersampled(side, side, paint)
    draw_text_centred(sprite, (0, 0, side, side), str(seat + 1), TEXT_MIN, WHITE, bold=True)
    return sprite


@lru_cache(maxsize=64)
def slot_back(number: str) -> Image.Image:
    """A face-down table card: a dark tile with its slot number, nothing more, so 48 of them
    stay a compact grid of numbers to flip."""
    back = Canvas(palette(), (SLOT_W + 1, SLOT_H + 1), BACK)
    back.rectangle((0, 0, SLOT_W, SLOT_H), outline=INK, width=1)
    back.text_centred((0, 0, SLOT_W, SLOT_H), number, TEXT_MIN, WHITE, bold=True)
    return back.piece()


@lru_cache(maxsize=64)
def empty_slot(number: str) -> Image.Image:
    """The place of a taken card: its number in grey on the paper, framed thinly."""
    slot = Canvas(palette(), (SLOT_W + 1, SLOT_H + 1), PAPER)
    slot.rectangle((0, 0, SLOT_W, SLOT_H), fill=PAPER, outline=GONE, width=1)
    slot.text_centred((0, 0, SLOT_W, SLOT_H), number, TEXT_MIN, GONE_TEXT)
    return slot.piece()


def slot_number(canvas: Canvas, x: int, y: int, number: str, ink: tuple[int, int, int],
                 paper: tuple[int, int, int]) -> None:
    """A table slot's number on a small label in its top left corner, so a player can
    name the card they take."""
    canvas.rectangle((x + 2, y + 2, x + 7 + text_width(number, TEXT_MIN, bold=True),
                      y + 6 + TEXT_MIN), fill=paper)
    canvas.text((x + 4, y + 3), number, TEXT_MIN, ink, bold=True)


def _hatch(canvas: Canvas, width: int, height: int, step: int) -> None:
    """The diagonal lines of a card back."""
    for offset in range(0, width + height, step):
        canvas.line((max(0, offset - height), min(offset, height),
                     min(offset, width), max(0, offset - width)), fill=HATCH, width=1)


@lru_cache(maxsize=4)
def legend(lang: str) -> Image.Image:
    """Every terrain's swatch and name: it depends on the language only."""
    legend = Canvas(palette(), (WIDTH, LEGEND_H), PAPER)
    column_w = (WIDTH - 2 * MARGIN) // LEGEND_COLUMNS
    for index, terrain in enumerate(all_terrains()):
        row, column = divmod(index, LEGEND_COLUMNS)
        x = MARGIN + column * column_w
        y = 6 + row * LEGEND_ROW
        legend.paste(terrain_swatch(terrain, 30, 26), (x, y))
        legend.rectangle((x, y, x + 30, y + 26), outline=INK, width=1)
        legend.fitted_text((x + 36, y + 3), terrain_name(terrain, lang), 18, column_w - 38,
                           INK, smallest=TEXT_MIN)
    return legend.piece()


@lru_cache(maxsize=1)
def palette() -> Palette:
    """The game's colours: every flat colour (its own and its terrains') exactly, then a
    summary of how its figures and text blend over the grounds they are drawn on."""
    terrains = [swatch(terrain, TILE, TILE) for terrain in all_terrains()]
    pattern_colours: set[RGB] = {cast(RGB, colour) for tile in terrains
                                 for _, colour in tile.getcolors(1 << 16) or []}
    exact = [PAPER, INK, MUTED, HEDGE, BACK, HIGHLIGHT, STRIP_BG, WHITE, HATCH, GONE, GONE_TEXT,
             *sorted(pattern_colours)]
    grounds = [STRIP_BG, *(look.colour for look in LOOKS.values())]
    figures = [figure(seat) for seat in range(6)]
    inks = [(INK, PAPER), (INK, STRIP_BG), (INK, WHITE), (MUTED, PAPER), (MUTED, WHITE),
            (MUTED, STRIP_BG), (WHITE, BACK), (WHITE, HIGHLIGHT), (GONE, PAPER),
            (GONE_TEXT, PAPER)]
    return Palette.learn(exact, [*blends(figures, grounds), *terrains, ramps(inks)])
