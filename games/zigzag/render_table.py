"""The 48-slot table of the Zig Zag image, drawn compactly: a grid of numbered slots, twelve
to a line. A face-down card is a dark tile showing its slot number only (the number is what
a player flips by), a face-up card its terrain under its number, a taken card an empty
numbered place; a card held undecided is framed, with its holder's figure. Once the game is
over every card shows its terrain, a taken one as a chip on its empty place."""

from __future__ import annotations

import math
from typing import Final

from games.imaging import Canvas, message
from games.zigzag.models import ZigZagView
from games.zigzag.render_parts import (
    BACK,
    FIGURE_RADIUS,
    HIGHLIGHT,
    INK,
    MARGIN,
    SLOT_GAP,
    SLOT_H,
    SLOT_W,
    TABLE_COLUMNS,
    TITLE_H,
    WHITE,
    empty_slot,
    figure,
    slot_back,
    slot_number,
    terrain_swatch,
)

SLOTS: Final = 48


def table_height() -> int:
    """The table band's height: its title and the grid."""
    return TITLE_H + math.ceil(SLOTS / TABLE_COLUMNS) * (SLOT_H + SLOT_GAP) + 8


def paint_table(canvas: Canvas, top: int, view: ZigZagView, lang: str) -> None:
    """Draw the table with its title at `top`."""
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
        if slot.terrain is None:
            canvas.paste(slot_back(number) if slot.status == "down" else empty_slot(number),
                         (x, y))
        elif slot.status == "taken" and over:
            canvas.paste(empty_slot(number), (x, y))
            canvas.paste(terrain_swatch(slot.terrain, 16, 16), (x + SLOT_W - 19, y + 3))
            canvas.rectangle((x + SLOT_W - 19, y + 3, x + SLOT_W - 3, y + 19), outline=INK)
        else:
            canvas.paste(terrain_swatch(slot.terrain, SLOT_W, SLOT_H), (x, y))
            canvas.rectangle((x, y, x + SLOT_W, y + SLOT_H), outline=INK, width=2)
            revealed = slot.status == "down"  # at the end: numbered like a card back
            slot_number(canvas, x, y, number, WHITE if revealed else INK,
                        BACK if revealed else WHITE)
        if slot.held_by is not None:
            canvas.rectangle((x - 2, y - 2, x + SLOT_W + 2, y + SLOT_H + 2), outline=HIGHLIGHT,
                             width=4)
            _holder_badge(canvas, x + SLOT_W, y + SLOT_H, slot.held_by)


def _holder_badge(canvas: Canvas, right: int, bottom: int, seat: int) -> None:
    """Who holds a slot: their figure, numbered as in their course, in the slot's
    bottom-right corner (a name would not fit a slot)."""
    canvas.sprite(figure(seat), (right - FIGURE_RADIUS - 1, bottom - FIGURE_RADIUS - 1))
