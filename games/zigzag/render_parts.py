"""The pieces of the Zig Zag image, each drawn once and cached by its inputs, with the sizes,
colours and palette they are drawn in (the image is composed in `render`): terrain swatches
in the palette, obstacle card faces and backs, goal cards, figures, table slots and the
legend.
"""

from __future__ import annotations

from functools import lru_cache
from typing import Final, cast

from PIL import Image, ImageDraw

from games.imaging import (
    Canvas,
    Palette,
    blends,
    draw_text_centred,
    message,
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
FIELD_W: Final = 38
FIELD_H: Final = 30
CARD_W: Final = 4 * FIELD_W
CARD_H: Final = 5 * FIELD_H
CARD_GAP: Final = 10
START_W: Final = 34
GOAL_W: Final = 56
PER_LINE: Final = 4
LABEL_H: Final = 24
TITLE_H: Final = 34
HEADER_H: Final = 62
TABLE_COLUMNS: Final = 8
SLOT_H: Final = 58
SLOT_GAP: Final = 6
FIGURE_RADIUS: Final = 13
NAME_SIZE: Final = 22
NAME_WIDTH: Final = 360
"""A player's name is cut to this many pixels at NAME_SIZE (a strip header's name size)."""
SLOT_W: Final = (WIDTH - 2 * MARGIN - (TABLE_COLUMNS - 1) * SLOT_GAP) // TABLE_COLUMNS
LEGEND_COLUMNS: Final = 2
LEGEND_H: Final = 4 * 38 + 8

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
    chip = Canvas(palette(), (18, 18), PAPER)
    chip.paste(terrain_swatch(terrain, 18, 18), (0, 0))
    chip.rectangle((0, 0, 17, 17), outline=INK)
    return chip.piece()


def field_box(x: int, y: int, field: str) -> tuple[int, int, int, int]:
    """The box of one field of an obstacle card whose top left corner is at (`x`, `y`):
    lanes top to bottom, the half lanes shifted half a field."""
    lane, row = field[0], int(field[1:])
    top = y + LANE_ORDER.index(lane) * FIELD_H
    left = x + (row - 1) * FIELD_W + (FIELD_W // 2 if lane in HALF_LANES else 0)
    return left, top, left + FIELD_W, top + FIELD_H


@lru_cache(maxsize=128)
def card_face(fields: tuple[tuple[str, str], ...]) -> Image.Image:
    """An obstacle card with its fields' terrains: it depends on nothing else, and a course
    shows the same cards turn after turn."""
    card = Canvas(palette(), (CARD_W + 1, CARD_H + 1), STRIP_BG)
    for lane_index, lane in enumerate(LANE_ORDER):
        if lane in HALF_LANES:
            top = lane_index * FIELD_H
            card.rectangle((0, top, FIELD_W // 2, top + FIELD_H), fill=HEDGE)
            card.rectangle((CARD_W - FIELD_W // 2, top, CARD_W, top + FIELD_H), fill=HEDGE)
    for field, terrain in fields:
        left, top, right, bottom = field_box(0, 0, field)
        card.paste(terrain_swatch(terrain, right - left, bottom - top), (left, top))
        card.rectangle((left, top, right, bottom), outline=INK, width=1)
    card.rectangle((0, 0, CARD_W, CARD_H), outline=INK, width=2)
    return card.piece()


@lru_cache(maxsize=32)
def card_back(label: str) -> Image.Image:
    """A face-down course card with its position number."""
    back = Canvas(palette(), (CARD_W + 1, CARD_H + 1), BACK)
    _hatch(back, CARD_W, CARD_H, 12)
    back.rectangle((0, 0, CARD_W, CARD_H), outline=INK, width=2)
    back.text_centred((0, 0, CARD_W, CARD_H), label, 22, WHITE, bold=True)
    return back.piece()


@lru_cache(maxsize=8)
def goal_card(terrain: str | None) -> Image.Image:
    """The goal card: the player's goal terrain with a chequered flag (plain paper while the
    goal cards are not dealt yet)."""
    card = Canvas(palette(), (GOAL_W + 1, CARD_H + 1), PAPER)
    if terrain is not None:
        card.paste(terrain_swatch(terrain, GOAL_W + 1, CARD_H + 1), (0, 0))
    card.rectangle((0, 0, GOAL_W, CARD_H), outline=INK, width=3)
    flag_x, flag_y = GOAL_W // 2 - 12, 8
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
    """A face-down table card with its slot number."""
    back = Canvas(palette(), (SLOT_W + 1, SLOT_H + 1), BACK)
    _hatch(back, SLOT_W, SLOT_H, 10)
    back.rectangle((0, 0, SLOT_W, SLOT_H), outline=INK, width=2)
    slot_number(back, 0, 0, number, WHITE, BACK)
    return back.piece()


@lru_cache(maxsize=128)
def empty_slot(number: str, lang: str) -> Image.Image:
    """The place of a taken card, its number and "taken" in grey."""
    slot = Canvas(palette(), (SLOT_W + 1, SLOT_H + 1), PAPER)
    slot.rectangle((0, 0, SLOT_W, SLOT_H), fill=PAPER, outline=GONE, width=1)
    slot.text((6, 4), number, TEXT_MIN, GONE)
    slot.text((6, 30), message("zigzag.render.taken", lang), TEXT_MIN, GONE_TEXT)
    return slot.piece()


def slot_number(canvas: Canvas, x: int, y: int, number: str, ink: tuple[int, int, int],
                 paper: tuple[int, int, int]) -> None:
    """A table slot's number on a small label in its top left corner, so a player can
    name the card they take."""
    canvas.rectangle((x + 3, y + 3, x + 9 + text_width(number, TEXT_MIN, bold=True),
                      y + 8 + TEXT_MIN), fill=paper)
    canvas.text((x + 6, y + 5), number, TEXT_MIN, ink, bold=True)


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
        y = 6 + row * 38
        legend.paste(terrain_swatch(terrain, 48, 30), (x, y))
        legend.rectangle((x, y, x + 48, y + 30), outline=INK, width=1)
        legend.text((x + 58, y + 5), terrain_name(terrain, lang), 18, INK)
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
