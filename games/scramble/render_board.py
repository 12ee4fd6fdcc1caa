"""Where everything stands in a Scramble image (`Layout`), and the board drawn in it: the
cached empty board and the board with its crates, skateboards and garments, then the last
turn's paths and the ostriches (the image is composed in `render`).

Pieces come from `render_parts`; every cached picture is drawn in the palette of the image
it goes on (`Canvas.palette`).
"""

from __future__ import annotations

import math
from functools import lru_cache

from PIL import Image

from games.imaging import BoundedCache, Canvas, Palette, smallest_text
from games.scramble.board import coords
from games.scramble.render_parts import (
    COLOUR_RGB,
    INK,
    PAPER,
    RGB,
    Box,
    Point,
    arrow_head,
    crate_sprite,
    crown_sprite,
    garment_sprite,
    ostrich_sprite,
    skateboard_sprite,
)
from games.scramble.views import ScrambleView

WIDTH = 640
TEXT_MIN = smallest_text(WIDTH)
"""No text smaller: legible on a phone (see `games.imaging.smallest_text`)."""
BAND = 14
LABELS = 30
BOARD_PIXELS = 576
"""The board's width in pixels: 8 cells of 72, or 12 of 48."""
CELL = BOARD_PIXELS // 8
"""The cell of the 8-wide board (the size pieces are first drawn at)."""
HEADER = 100
FOOTER_LINE = 24
PANEL = WIDTH - 24
ROW = 112
HAND = 290

TILE_SHADES = ((236, 214, 160), (222, 196, 140))
CLIFF = (120, 96, 80)
CLIFF_NOTCH = (90, 70, 58)
TILE_LINE = (200, 176, 126)
ALERT: RGB = (200, 0, 0)
RETURN_PATH: RGB = (120, 110, 100)
KEYS = "scramble.render."
"""The catalog prefix of the image's words."""


class Layout:
    """Pixel positions of the board, the panel under it and the hand area for one view."""

    def __init__(self, view: ScrambleView) -> None:
        self.view = view
        self.cell_size = BOARD_PIXELS // view.width
        self.left = LABELS + BAND
        self.top = HEADER + BAND
        self.board_w = view.width * self.cell_size
        self.board_h = view.height * self.cell_size
        self.width = WIDTH
        self.panel_x = 18
        self.panel_y = self.top + self.board_h + BAND + LABELS + 8
        self.footer_y = self.panel_y + 36 + ROW * len(view.ostriches) + 4
        self.hand_y = self.footer_y + 30 + FOOTER_LINE * math.ceil(len(view.seats) / 2) + 8
        private = view.viewer is not None and view.phase != "over"
        self.height = self.hand_y + (HAND if private else 0)

    def cell(self, square: str) -> Box:
        """The pixel box of a square (rank 1 at the bottom)."""
        x, y = coords(square)
        cell = self.cell_size
        left = self.left + x * cell
        top = self.top + (self.view.height - 1 - y) * cell
        return left, top, left + cell, top + cell

    def centre(self, square: str) -> Point:
        """The pixel centre of a square."""
        x0, y0, x1, y1 = self.cell(square)
        return (x0 + x1) / 2, (y0 + y1) / 2


@lru_cache(maxsize=8)
def _empty_board(palette: Palette, width: int, height: int) -> Image.Image:
    """The board with nothing on it: cliff band, tiles, 4x4 tile grid, coordinates. Its top
    edge is the top of the cliff band; it depends on the board's size only."""
    cell = BOARD_PIXELS // width
    left, top = LABELS + BAND, BAND
    right, bottom = left + width * cell, top + height * cell
    board = Canvas(palette, (right + BAND + 1, bottom + BAND + LABELS), PAPER)
    board.rectangle((left - BAND, top - BAND, right + BAND, bottom + BAND), fill=CLIFF)
    for notch in range(left - BAND, right + BAND, 18):
        board.line((notch, top - BAND, notch + 9, top - 2), fill=CLIFF_NOTCH, width=2)
        board.line((notch, bottom + BAND, notch + 9, bottom + 2), fill=CLIFF_NOTCH, width=2)
    for notch in range(top - BAND, bottom + BAND, 18):
        board.line((left - BAND, notch, left - 2, notch + 9), fill=CLIFF_NOTCH, width=2)
        board.line((right + BAND, notch, right + 2, notch + 9), fill=CLIFF_NOTCH, width=2)
    for y in range(height):
        for x in range(width):
            shade = TILE_SHADES[(x // 4 + y // 4) % 2]
            x0, y0 = left + x * cell, top + (height - 1 - y) * cell
            board.rectangle((x0, y0, x0 + cell, y0 + cell), fill=shade, outline=TILE_LINE)
    for x in range(0, width + 1, 4):
        board.line((left + x * cell, top, left + x * cell, bottom), fill=INK, width=3)
    for y in range(0, height + 1, 4):
        board.line((left, top + y * cell, right, top + y * cell), fill=INK, width=3)
    for x in range(width):
        board.text((left + x * cell + cell / 2, bottom + BAND + 4), chr(ord("a") + x), 22, INK,
                   anchor="ma")
    for y in range(height):
        board.text((LABELS - 6, top + (height - 1 - y) * cell + cell / 2), str(y + 1), 22,
                   INK, anchor="rm")
    return board.piece()


_Items = tuple[tuple[str, ...], tuple[str, ...], tuple[tuple[str, str, str], ...]]
_BOARDS: BoundedCache[tuple[int, int, _Items], Image.Image] = BoundedCache(4)


def draw_board(canvas: Canvas, layout: Layout) -> None:
    """The board with its crates, skateboards and garments: they change only when a garment
    is picked up or dropped, so the board is cached by them."""
    view = layout.view
    items: _Items = (tuple(view.crates), tuple(view.skateboards),
                     tuple((square, g.kind, g.colour) for square, g in view.garments.items()))
    key = (view.width, view.height, items)
    board = _BOARDS.get(key)
    if board is None:
        empty = _empty_board(canvas.palette, view.width, view.height)
        drawn = Canvas(canvas.palette, empty.size, PAPER)
        drawn.paste(empty, (0, 0))
        shift, cell = layout.top - BAND, layout.cell_size
        for square in view.crates:
            x, y = layout.centre(square)
            drawn.sprite(crate_sprite(cell), (x, y - shift))
        for square in view.skateboards:
            x, y = layout.centre(square)
            drawn.sprite(skateboard_sprite(cell), (x, y - shift))
        for square, garment in view.garments.items():
            x, y = layout.centre(square)
            drawn.sprite(garment_sprite(garment.kind, garment.colour, round(cell * 0.6)),
                         (x, y - shift))
        board = _BOARDS.put(key, drawn.piece())
    canvas.paste(board, (0, layout.top - BAND))


def _arrow(canvas: Canvas, start: Point, end: Point, fill: RGB, width: int,
           head: float) -> None:
    """A path's arrow: a straight line ending in a triangular head."""
    canvas.line((start, end), fill=fill, width=width)
    canvas.polygon(arrow_head(start, end, head), fill=fill)


def draw_paths(canvas: Canvas, layout: Layout) -> None:
    """The last turn's paths: runs as solid arrows, catapult jumps and returns dashed, a
    fall ending in a red cross off the edge."""
    cell = layout.cell_size
    for segment in layout.view.paths:
        points = [layout.centre(square) for square in segment.squares]
        colour = COLOUR_RGB[segment.ostrich]
        if segment.fell and segment.exit is not None:
            dx, dy = {"N": (0, -1), "E": (1, 0), "S": (0, 1), "W": (-1, 0)}[segment.exit]
            last = points[-1]
            points.append((last[0] + dx * cell * 0.62, last[1] + dy * cell * 0.62))
        if len(points) < 2:
            continue
        if segment.kind == "run":
            canvas.line(points, fill=INK, width=11, joint="curve")
            canvas.line(points, fill=colour, width=6, joint="curve")
            for point in points[:-1]:
                canvas.ellipse((point[0] - 5, point[1] - 5, point[0] + 5, point[1] + 5),
                               fill=colour, outline=INK)
            _arrow(canvas, points[-2], points[-1], INK, 2, 20)
            _arrow(canvas, points[-2], points[-1], colour, 1, 15)
        elif segment.kind == "jump":
            _dashed(canvas, points[0], points[-1], colour, outline=True)
        else:
            _dashed(canvas, points[0], points[-1], RETURN_PATH, outline=False)
        if segment.fell:
            fx, fy = points[-1]
            canvas.line((fx - 10, fy - 10, fx + 10, fy + 10), fill=ALERT, width=5)
            canvas.line((fx - 10, fy + 10, fx + 10, fy - 10), fill=ALERT, width=5)


def _dashed(canvas: Canvas, start: Point, end: Point, colour: RGB, *, outline: bool) -> None:
    """A dashed arrow: a catapult jump (bold, in the ostrich's colour) or a return (thin grey)."""
    steps = max(2, int(((end[0] - start[0]) ** 2 + (end[1] - start[1]) ** 2) ** 0.5 / 12))
    for index in range(0, steps, 2):
        a = (start[0] + (end[0] - start[0]) * index / steps,
             start[1] + (end[1] - start[1]) * index / steps)
        b = (start[0] + (end[0] - start[0]) * (index + 1) / steps,
             start[1] + (end[1] - start[1]) * (index + 1) / steps)
        if outline:
            canvas.line((a, b), fill=INK, width=8)
        canvas.line((a, b), fill=colour, width=5 if outline else 3)
    _arrow(canvas, start, end, colour, 1, 16 if outline else 12)


def draw_ostriches(canvas: Canvas, layout: Layout) -> None:
    """The ostriches on their squares (those sharing one shifted so each shows), the runner
    haloed, the Crown beside its holder."""
    view = layout.view
    cell = layout.cell_size
    seen: dict[str, int] = {}
    for item in view.ostriches:
        if item.square is None:
            continue
        x, y = layout.centre(item.square)
        shift = seen.get(item.square, 0) * cell * 0.25
        seen[item.square] = seen.get(item.square, 0) + 1
        sprite = ostrich_sprite(item.colour, cell, dizzy=item.dizzy,
                                active=item.colour == view.active)
        canvas.sprite(sprite, (x + shift, y + shift))
        if item.colour == view.crown:
            canvas.sprite(crown_sprite(12), (x + shift + cell * 0.32, y + shift - cell * 0.36))
