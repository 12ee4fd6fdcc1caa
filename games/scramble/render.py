"""Board images for Ostrich Scramble, drawn only from a view.

The public image shows the board (tiles, crates, garments, skateboards, cliff edges), the
ostriches with the Crown, dizziness and the last turn's path, then under the board a row
per ostrich (its player, worn garments, backpack, Zag, traps with the colour of who set
each, Zig card once revealed) and the decks and hands, each player's line marked with the
colour that keys their traps. A player's view adds a hand panel: their Zig cards, the card
and direction set for each ostrich, their trap. The image is 640 px wide (the board's cells
shrink for the 12-wide board) and no text is smaller than `TEXT_MIN`, so a phone showing it
400 px wide can read it without zooming.

Players are "P1", "P2"... or, given their names, named: a name is cut with an ellipsis to
fit where it stands (under an ostrich, on a trap's tag), and every line holding names is
shrunk, then cut, to fit the image.

Speed: the image is drawn straight in the game's fixed palette (`games.imaging.Canvas`).
The empty board (cliffs, tiles, grid, coordinates) depends on its size only and is cached;
the board with its crates, skateboards and garments, and each ostrich's row in the panel,
are cached by what they show (they change far less often than the ostriches move); every
piece is a cached sprite from `render_parts`, blended once per ground it lands on; text is
stamped from the shared cache. What is left per render is pasting, the ostriches and their
paths, the lines of text, and compressing the PNG.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass
from functools import lru_cache

from PIL import Image, ImageDraw

import i18n
from games.imaging import (
    BoundedCache,
    Canvas,
    Palette,
    SeatLabels,
    blends,
    clipped,
    fitted,
    message,
    ramps,
    smallest_text,
    supersampled,
    text_width,
)
from games.scramble.board import coords
from games.scramble.constants import CARD_NAMES, COLOURS, GARMENT_TYPES, TRAP_KINDS
from games.scramble.render_parts import (
    CARD_BACK,
    CARD_TEXT,
    COLOUR_RGB,
    CRATE,
    CRATE_DARK,
    GOLD,
    INK,
    PAPER,
    RGB,
    SKATE_DECK,
    SKATE_STRIPE,
    SKATE_WHEEL,
    TRAP_RED,
    WHITE,
    Box,
    Point,
    arrow_head,
    crate_sprite,
    crown_sprite,
    direction_sprite,
    garment_sprite,
    ostrich_sprite,
    skateboard_sprite,
    star_sprite,
    trap_sprite,
    zag_sprite,
    zig_card_sprite,
)
from games.scramble.views import OstrichView, ScrambleView

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
KEY_RADIUS = 7
"""The colour key under a trap: a disc in the colour of the player who set it."""
TILE_SHADES = ((236, 214, 160), (222, 196, 140))
CLIFF = (120, 96, 80)
CLIFF_NOTCH = (90, 70, 58)
TILE_LINE = (200, 176, 126)
BROWN: RGB = (90, 60, 40)
FADED: RGB = (190, 180, 170)
ALERT: RGB = (200, 0, 0)
RETURN_PATH: RGB = (120, 110, 100)
ROW_FILL: RGB = (244, 236, 220)
ROW_ACTIVE: RGB = (255, 244, 200)
ROW_EDGE: RGB = (200, 180, 150)
SLOT_EDGE: RGB = (150, 130, 110)
HAND_FILL: RGB = (232, 238, 246)
HAND_CARDS = 7
"""Zig cards drawn in a hand; more are counted."""
NAME_SIZE = 17
NAME_WIDTH = 240
"""A player's name is cut to this many pixels at NAME_SIZE before it enters a line."""
_R = "scramble.render."


def key_colour(seat: int) -> str:
    """The colour that stands for a seat where its name has no room (who set a trap): its
    first ostrich's, distinct for every seat."""
    return COLOURS[seat]


class _Layout:
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


def render_view(view: ScrambleView, lang: str = "en", names: Sequence[str] | None = None) -> bytes:
    """The PNG of a view: public board and panel, plus the hand panel for a player; seats
    are named after `names` when given."""
    layout = _Layout(view)
    players = SeatLabels(lang, names, _generic_player, NAME_SIZE, NAME_WIDTH)
    canvas = Canvas(_palette(), (layout.width, layout.height), PAPER)
    _header(canvas, layout, lang, players)
    _board(canvas, layout)
    _paths(canvas, layout)
    _ostriches_on_board(canvas, layout)
    _panel(canvas, layout, lang, players)
    _footer(canvas, layout, lang, players)
    if layout.height > layout.hand_y:
        _hand(canvas, layout, lang, players)
    return canvas.png()


@lru_cache(maxsize=256)
def _name(token: str, lang: str) -> str:
    key = f"scramble.token.{token}"
    return message(key, lang) if i18n.has(key) else token


@lru_cache(maxsize=64)
def _generic_player(seat: int, lang: str) -> str:
    return message(_R + "player", lang, number=seat + 1)


def _line(canvas: Canvas, xy: Point, text: str, size: int, room: float, fill: RGB,
          *, bold: bool = False) -> float:
    """`text` shrunk to fit `room` pixels, and cut with an ellipsis if even TEXT_MIN is not
    enough (lines that hold players' names); returns its width."""
    text, size = fitted(text, size, room, bold=bold, smallest=TEXT_MIN)
    return canvas.text(xy, text, size, fill, bold=bold)


def _header(canvas: Canvas, layout: _Layout, lang: str, players: SeatLabels) -> None:
    view = layout.view
    room = layout.width - 32
    title = message(_R + "title", lang, round=view.round, rounds=view.max_rounds,
                   phase=message(f"scramble.phase.{view.phase}", lang))
    _line(canvas, (16, 12), title, 30, room, INK, bold=True)
    _line(canvas, (16, 54), _status(view, lang, players), 24, room, BROWN)


def _status(view: ScrambleView, lang: str, players: SeatLabels) -> str:
    if view.phase == "over":
        winners = ", ".join(players(seat) for seat in view.winners)
        return message(_R + f"result_{view.end_reason}", lang, players=winners)
    if view.phase == "move" and view.active is not None:
        active = next(item for item in view.ostriches if item.colour == view.active)
        status = message(_R + "running", lang, ostrich=_name(active.colour, lang),
                        player=players(active.owner))
        if view.distance is not None:
            status += message(_R + "running_distance", lang, distance=view.distance,
                             direction=view.direction or "?")
        if view.pending is not None:
            status += " - " + _decision(view, lang, players)
        return status
    if view.pending is not None:
        return _decision(view, lang, players)
    waiting = ", ".join(players(seat) for seat in view.to_act)
    return message(_R + "waiting", lang, players=waiting or "-")


def _decision(view: ScrambleView, lang: str, players: SeatLabels) -> str:
    assert view.pending is not None
    return message(f"scramble.decision.{view.pending.kind}", lang,
                  player=players(view.pending.seat),
                  ostrich=_name(view.pending.ostrich or "-", lang))


@lru_cache(maxsize=8)
def _empty_board(width: int, height: int) -> Image.Image:
    """The board with nothing on it: cliff band, tiles, 4x4 tile grid, coordinates. Its top
    edge is the top of the cliff band; it depends on the board's size only."""
    cell = BOARD_PIXELS // width
    left, top = LABELS + BAND, BAND
    right, bottom = left + width * cell, top + height * cell
    board = Canvas(_palette(), (right + BAND + 1, bottom + BAND + LABELS), PAPER)
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


def _board(canvas: Canvas, layout: _Layout) -> None:
    """The board with its crates, skateboards and garments: they change only when a garment
    is picked up or dropped, so the board is cached by them."""
    view = layout.view
    items: _Items = (tuple(view.crates), tuple(view.skateboards),
                     tuple((square, g.kind, g.colour) for square, g in view.garments.items()))
    key = (view.width, view.height, items)
    board = _BOARDS.get(key)
    if board is None:
        empty = _empty_board(view.width, view.height)
        drawn = Canvas(_palette(), empty.size, PAPER)
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


def _paths(canvas: Canvas, layout: _Layout) -> None:
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


def _ostriches_on_board(canvas: Canvas, layout: _Layout) -> None:
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


@lru_cache(maxsize=2)
def _row_card(highlight: bool) -> Image.Image:
    """The rounded background of one ostrich's row in the panel (yellow for the runner)."""
    width, height = PANEL - 8, ROW - 7

    def paint(draw: ImageDraw.ImageDraw, scale: float) -> None:
        draw.rounded_rectangle((0, 0, width * scale - 1, height * scale - 1),
                               radius=10 * scale,
                               fill=ROW_ACTIVE if highlight else ROW_FILL,
                               outline=ROW_EDGE, width=round(scale))

    return supersampled(width, height, paint)


def _panel(canvas: Canvas, layout: _Layout, lang: str, players: SeatLabels) -> None:
    view = layout.view
    x, y = layout.panel_x, layout.panel_y
    canvas.text((x, y + 4), message(_R + "ostriches", lang), 24, INK, bold=True)
    for index, item in enumerate(view.ostriches):
        row = _Row.of(item, view, lang, players)
        canvas.paste(_row_piece(row), (x - ROW_LEFT, y + 36 + index * ROW))


@dataclass(frozen=True)
class _Row:
    """Everything one ostrich's row in the panel shows: the row is drawn once per distinct
    `_Row` (a row changes far less often than the board) and pasted."""

    colour: str
    owner: str
    dizzy: bool
    zag: bool
    worn: tuple[tuple[str, str] | None, ...]
    backpack: tuple[tuple[str, str], ...]
    traps: tuple[tuple[str | None, str], ...]  # kind (None: face down), who set it
    card: str | None
    direction: str | None
    has_card: bool
    off_board: bool
    active: bool
    crown: bool
    lang: str

    @classmethod
    def of(cls, item: OstrichView, view: ScrambleView, lang: str, players: SeatLabels) -> _Row:
        """The row of `item` as `view` shows it in `lang`."""
        worn = tuple((g.kind, g.colour) if (g := item.worn.get(kind)) is not None else None
                     for kind in GARMENT_TYPES)
        shown = item.card is not None or item.revealed
        return cls(
            colour=item.colour, owner=players(item.owner), dizzy=item.dizzy, zag=item.zag,
            worn=worn, backpack=tuple((g.kind, g.colour) for g in item.backpack),
            traps=tuple((trap.kind, key_colour(trap.by)) for trap in item.traps[:4]),
            card=item.card if shown else None, direction=item.direction if shown else None,
            has_card=shown or (view.phase == "move" and not item.moved),
            off_board=item.square is None, active=item.colour == view.active,
            crown=item.colour == view.crown, lang=lang,
        )


ROW_LEFT = 6
"""How far the row's card reaches left of the panel's x."""
_ROWS: BoundedCache[_Row, Image.Image] = BoundedCache(64)


def _row_piece(row: _Row) -> Image.Image:
    """The picture of one panel row (its card and everything on it), cached by `_Row`."""
    piece = _ROWS.get(row)
    if piece is None:
        canvas = Canvas(_palette(), (PANEL + ROW_LEFT, ROW), PAPER)
        _draw_row(canvas, row, ROW_LEFT, 0)
        piece = _ROWS.put(row, canvas.piece())
    return piece


def _draw_row(canvas: Canvas, row: _Row, x: int, top: int) -> None:
    """One ostrich's row: its player's name over it, then the ostrich, its four garment
    slots with its backpack under them, its Zig card, Zag and dizziness, and the traps on
    it, each over the colour key of who set it."""
    card = _row_card(row.active)
    canvas.sprite(card, (x - ROW_LEFT + card.width / 2, top + card.height / 2))
    width = _line(canvas, (x + 4, top + 5), row.owner, NAME_SIZE, 300, INK, bold=True)
    if row.off_board:
        canvas.text((x + 16 + width, top + 6), message(_R + "off_board", row.lang), TEXT_MIN,
                    ALERT)
    canvas.sprite(ostrich_sprite(row.colour, 48, dizzy=row.dizzy, active=False),
                  (x + 26, top + 56))
    if row.crown:
        canvas.sprite(crown_sprite(11), (x + 44, top + 34))
    slot_x = x + 56
    for kind, garment in zip(GARMENT_TYPES, row.worn, strict=True):
        box = (slot_x, top + 30, slot_x + 42, top + 70)
        canvas.rectangle(box, fill=WHITE, outline=SLOT_EDGE, width=2)
        if garment is not None:
            canvas.sprite(garment_sprite(*garment, 34), (slot_x + 21, top + 50))
        else:
            canvas.text_centred(box, _name(kind, row.lang)[:1].upper(), 20, FADED)
        slot_x += 46
    pack_x: float = x + 56
    if row.backpack:
        pack_x += 6 + canvas.text((pack_x, top + 76), message(_R + "backpack", row.lang),
                                  TEXT_MIN, INK)
    for garment in row.backpack[:5]:
        canvas.sprite(garment_sprite(*garment, 26), (pack_x + 13, top + 88))
        pack_x += 28
    if len(row.backpack) > 5:
        canvas.text((pack_x + 2, top + 77), f"+{len(row.backpack) - 5}", 18, INK)
    card_x = x + 250
    if row.has_card:
        canvas.sprite(zig_card_sprite(row.card, 46, 66), (card_x + 23, top + 66))
        if row.direction is not None:
            canvas.sprite(direction_sprite(row.direction, 14), (card_x + 66, top + 66))
    side_x = x + 340
    if row.zag:
        canvas.sprite(zag_sprite(15), (side_x + 16, top + 50))
    if row.dizzy:
        canvas.sprite(star_sprite(13), (side_x + 16, top + 88))
    trap_x = side_x + 44
    for trap_kind, setter in row.traps:
        canvas.sprite(trap_sprite(trap_kind, 38, 36), (trap_x + 19, top + 48))
        canvas.sprite(_key(setter), (trap_x + 19, top + 84))
        trap_x += 44


@lru_cache(maxsize=8)
def _key(colour: str) -> Image.Image:
    """The colour key of a seat: a disc in its colour, ringed in ink."""
    side = 2 * KEY_RADIUS + 4

    def paint(draw: ImageDraw.ImageDraw, scale: float) -> None:
        c, r = side * scale / 2, KEY_RADIUS * scale
        draw.ellipse((c - r, c - r, c + r, c + r), fill=COLOUR_RGB[colour], outline=INK,
                     width=round(1.5 * scale))

    return supersampled(side, side, paint)


def _footer(canvas: Canvas, layout: _Layout, lang: str, players: SeatLabels) -> None:
    """The decks on one line, then each player's hand (two to a line), after the colour key
    that marks the traps they set."""
    view = layout.view
    text = message(_R + "decks", lang, zig=view.zig_deck, discard=view.zig_discard,
                  traps=view.trap_deck, pile=view.garment_pile)
    room = layout.width - 32
    _line(canvas, (16, layout.footer_y), text, 19, room, BROWN)
    column = room / 2
    for index, seat in enumerate(view.seats):
        row, side = divmod(index, 2)
        x, y = 16 + side * column, layout.footer_y + 30 + row * FOOTER_LINE
        canvas.sprite(_key(key_colour(seat.seat)), (x + KEY_RADIUS + 2, y + 10))
        counts = message(_R + "hand_count", lang, player="", cards=seat.hand_size,
                         traps=seat.trap_count)
        name_room = max(40.0, column - 30 - text_width(counts, TEXT_MIN + 1))
        line = message(_R + "hand_count", lang, cards=seat.hand_size, traps=seat.trap_count,
                       player=clipped(players(seat.seat), TEXT_MIN + 1, name_room))
        _line(canvas, (x + 2 * KEY_RADIUS + 10, y), line, TEXT_MIN + 1, column - 34, BROWN)


def _hand(canvas: Canvas, layout: _Layout, lang: str, players: SeatLabels) -> None:
    view = layout.view
    assert view.viewer is not None
    seat = view.seats[view.viewer]
    top = layout.hand_y
    canvas.rectangle((0, top, layout.width, layout.height), fill=HAND_FILL)
    _line(canvas, (16, top + 8), message(_R + "your_hand", lang, player=players(seat.seat)),
          24, layout.width - 32, INK, bold=True)
    x = 16.0
    cards = seat.hand or []
    for card in cards[:HAND_CARDS]:
        canvas.sprite(zig_card_sprite(card, 70, 100), (x + 35, top + 94))
        x += 78
    if len(cards) > HAND_CARDS:
        canvas.text((x + 4, top + 80), f"+{len(cards) - HAND_CARDS}", 24, INK)
    if not cards:
        canvas.text((x, top + 80), "-", 24, INK)
    x, top = 16.0, top + 150
    for item in view.ostriches:
        if item.owner != seat.seat:
            continue
        canvas.sprite(ostrich_sprite(item.colour, 42, dizzy=False, active=False),
                      (x + 21, top + 24))
        canvas.text((x + 46, top + 12), _name(item.colour, lang), 20, INK)
        if item.card is not None:
            canvas.sprite(zig_card_sprite(item.card, 60, 86, highlight=True),
                          (x + 76, top + 92))
            if item.direction is not None:
                canvas.sprite(direction_sprite(item.direction, 20), (x + 130, top + 92))
            else:
                canvas.text((x + 130, top + 92), "?", 30, INK, anchor="mm")
        else:
            canvas.text((x + 46, top + 60), message(_R + "no_zig", lang), 18, INK)
        x += 200
    canvas.text((x, top + 12), message(_R + "your_trap", lang), 20, INK)
    if not seat.traps:
        canvas.text((x, top + 52), "-", 24, INK)
    for offset, trap in enumerate(seat.traps or []):
        canvas.sprite(trap_sprite(trap, 40, 36), (x + 20, top + 60 + offset * 44))
        canvas.text((x + 48, top + 50 + offset * 44), _name(trap, lang), 20, INK)


@lru_cache(maxsize=1)
def _palette() -> Palette:
    """The game's colours: every flat colour exactly, then a summary of how its pieces and
    text blend over the grounds they are drawn on."""
    exact = [PAPER, INK, WHITE, *COLOUR_RGB.values(), *TILE_SHADES, CLIFF, CLIFF_NOTCH,
             TILE_LINE, BROWN, FADED, ALERT, RETURN_PATH, ROW_FILL, ROW_ACTIVE, ROW_EDGE,
             SLOT_EDGE, HAND_FILL, CRATE, CRATE_DARK, GOLD, CARD_BACK, CARD_TEXT, TRAP_RED,
             SKATE_DECK, SKATE_STRIPE, SKATE_WHEEL]
    cards = [zig_card_sprite(card, width, height, highlight=highlight)
             for card in (None, CARD_NAMES[0], CARD_NAMES[-1])
             for width, height, highlight in ((46, 66, False), (70, 100, False),
                                              (60, 86, True))]
    on_board = [crown_sprite(12)]
    for cell in {CELL, BOARD_PIXELS // 12}:
        on_board += [crate_sprite(cell), skateboard_sprite(cell)]
        on_board += [garment_sprite(kind, colour, round(cell * 0.6)) for kind in GARMENT_TYPES
                     for colour in COLOURS]
        on_board += [ostrich_sprite(colour, cell, dizzy=dizzy, active=active)
                     for colour in COLOURS for dizzy in (False, True) for active in (False, True)]
    in_rows = [ostrich_sprite(colour, size, dizzy=dizzy, active=False) for colour in COLOURS
               for size in (48, 42) for dizzy in (False, True)]
    in_rows += [garment_sprite(kind, colour, size) for kind in GARMENT_TYPES
                for colour in COLOURS for size in (34, 26)]
    in_rows += [crown_sprite(11), zag_sprite(15), star_sprite(13), *cards]
    in_rows += [_key(colour) for colour in COLOURS]
    in_rows += [direction_sprite(direction, size) for direction in "NESW" for size in (14, 20)]
    in_rows += [trap_sprite(kind, width, height) for kind in (None, *TRAP_KINDS)
                for width, height in ((38, 36), (40, 36))]
    grounds = [ROW_FILL, ROW_ACTIVE, WHITE, HAND_FILL]
    inks = [INK, BROWN, FADED, ALERT]
    samples = [*blends(on_board, TILE_SHADES), *blends([_row_card(False), _row_card(True)],
                                                        [PAPER]),
               *blends(in_rows, grounds),
               ramps([(ink, ground) for ink in inks for ground in (PAPER, *grounds)])]
    return Palette.learn(exact, samples)
