"""Board images for Ostrich Scramble, drawn only from a view.

The public image shows the board (tiles, crates, garments, skateboards, cliff edges), the
ostriches with the Crown, dizziness and the last turn's path, and a panel per ostrich
(worn garments, backpack, Zag, traps, Zig card once revealed). A player's view adds a hand
panel: their Zig cards, the card and direction set for each ostrich, their trap.

Players are "P1", "P2"... or, given their names, named: a name is cut with an ellipsis to
fit where it stands (under an ostrich, on a trap's tag), and every line holding names is
shrunk, then cut, to fit the image.

Speed: the empty board (cliffs, tiles, grid, coordinates) depends on its size only and is
cached; every piece is a cached sprite from `render_parts`; text comes from the shared
`games.imaging` cache. What is left per render is pasting, the paths, and PNG encoding.
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import lru_cache

from PIL import Image, ImageDraw

import i18n
from games.base import seat_name
from games.imaging import (
    clipped,
    draw_text,
    draw_text_centred,
    drawable,
    encode_png,
    fitted,
    paste_sprite,
    supersampled,
    text_width,
)
from games.scramble.board import coords
from games.scramble.constants import GARMENT_TYPES
from games.scramble.render_parts import (
    COLOUR_RGB,
    INK,
    PAPER,
    RGB,
    Box,
    Point,
    arrow,
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

CELL = 72
BAND = 14
LABELS = 30
HEADER = 100
FOOTER = 44
PANEL = 450
ROW = 100
HAND = 200
TILE_SHADES = ((236, 214, 160), (222, 196, 140))
CLIFF = (120, 96, 80)
CLIFF_NOTCH = (90, 70, 58)
TILE_LINE = (200, 176, 126)
BROWN: RGB = (90, 60, 40)
FADED: RGB = (190, 180, 170)
ALERT: RGB = (200, 0, 0)
NAME_SIZE = 16
NAME_WIDTH = 240
"""A player's name is cut to this many pixels at NAME_SIZE before it enters a line."""
TAG_WIDTH = 17
"""The room of the name tag under a trap in the panel (traps stand 18 pixels apart)."""
_R = "scramble.render."


class _Players:
    """How the image names seats: "P1" in the reader's language, or the given names, each
    cut to NAME_WIDTH at NAME_SIZE."""

    def __init__(self, lang: str, names: Sequence[str] | None) -> None:
        self.lang = lang
        self.names = names

    def __call__(self, seat: int) -> str:
        name = seat_name(self.names, seat)
        if name is None:
            return i18n.t(_R + "player", self.lang, number=seat + 1)
        return clipped(name, NAME_SIZE, NAME_WIDTH)

    def tag(self, seat: int) -> str:
        """The label under a trap, naming who set it: "P1", or the first letters of the
        name that fit (at least one; no room is left for an ellipsis)."""
        name = seat_name(self.names, seat)
        if name is None:
            return f"P{seat + 1}"
        text = drawable(name)
        length = 1
        while length < len(text) and text_width(text[:length + 1], 12) <= TAG_WIDTH:
            length += 1
        return text[:length]


class _Layout:
    """Pixel positions of the board, the panel and the hand area for one view."""

    def __init__(self, view: ScrambleView) -> None:
        self.view = view
        self.left = LABELS + BAND
        self.top = HEADER + BAND
        self.board_w = view.width * CELL
        self.board_h = view.height * CELL
        self.panel_x = self.left + self.board_w + BAND + 24
        self.width = self.panel_x + PANEL
        board_bottom = self.top + self.board_h + BAND + LABELS
        panel_bottom = HEADER + 36 + ROW * len(view.ostriches)
        self.footer_y = max(board_bottom, panel_bottom) + 6
        self.hand_y = self.footer_y + FOOTER
        private = view.viewer is not None and view.phase != "over"
        self.height = self.hand_y + (HAND if private else 0)

    def cell(self, square: str) -> Box:
        """The pixel box of a square (rank 1 at the bottom)."""
        x, y = coords(square)
        left = self.left + x * CELL
        top = self.top + (self.view.height - 1 - y) * CELL
        return left, top, left + CELL, top + CELL

    def centre(self, square: str) -> Point:
        """The pixel centre of a square."""
        x0, y0, x1, y1 = self.cell(square)
        return (x0 + x1) / 2, (y0 + y1) / 2


def render_view(view: ScrambleView, lang: str, names: Sequence[str] | None = None) -> bytes:
    """The PNG of a view: public board and panel, plus the hand panel for a player; seats
    are named after `names` when given."""
    layout = _Layout(view)
    players = _Players(lang, names)
    image = Image.new("RGB", (layout.width, layout.height), PAPER)
    draw = ImageDraw.Draw(image)
    _header(image, layout, lang, players)
    _board(image, layout)
    _paths(draw, layout)
    _ostriches_on_board(image, layout)
    _panel(image, draw, layout, lang, players)
    _footer(image, layout, lang, players)
    if layout.height > layout.hand_y:
        _hand(image, draw, layout, lang, players)
    return encode_png(image, colours=128)


def _name(token: str, lang: str) -> str:
    key = f"scramble.token.{token}"
    return i18n.t(key, lang) if i18n.has(key) else token


def _line(image: Image.Image, xy: Point, text: str, size: int, room: float, fill: RGB,
          *, bold: bool = False) -> None:
    """`text` shrunk to fit `room` pixels, and cut with an ellipsis if even that is not
    enough (lines that hold players' names)."""
    text, size = fitted(text, size, room, bold=bold)
    draw_text(image, xy, text, size, fill, bold=bold)


def _header(image: Image.Image, layout: _Layout, lang: str, players: _Players) -> None:
    view = layout.view
    room = layout.width - 32
    title = i18n.t(_R + "title", lang, round=view.round, rounds=view.max_rounds,
                   phase=i18n.t(f"scramble.phase.{view.phase}", lang))
    _line(image, (16, 12), title, 30, room, INK, bold=True)
    _line(image, (16, 54), _status(view, lang, players), 24, room, BROWN)


def _status(view: ScrambleView, lang: str, players: _Players) -> str:
    if view.phase == "over":
        winners = ", ".join(players(seat) for seat in view.winners)
        return i18n.t(_R + f"result_{view.end_reason}", lang, players=winners)
    if view.phase == "move" and view.active is not None:
        active = next(item for item in view.ostriches if item.colour == view.active)
        status = i18n.t(_R + "running", lang, ostrich=_name(active.colour, lang),
                        player=players(active.owner))
        if view.distance is not None:
            status += i18n.t(_R + "running_distance", lang, distance=view.distance,
                             direction=view.direction or "?")
        if view.pending is not None:
            status += " - " + _decision(view, lang, players)
        return status
    if view.pending is not None:
        return _decision(view, lang, players)
    waiting = ", ".join(players(seat) for seat in view.to_act)
    return i18n.t(_R + "waiting", lang, players=waiting or "-")


def _decision(view: ScrambleView, lang: str, players: _Players) -> str:
    assert view.pending is not None
    return i18n.t(f"scramble.decision.{view.pending.kind}", lang,
                  player=players(view.pending.seat),
                  ostrich=_name(view.pending.ostrich or "-", lang))


@lru_cache(maxsize=8)
def _empty_board(width: int, height: int) -> Image.Image:
    """The board with nothing on it: cliff band, tiles, 4x4 tile grid, coordinates. Its top
    edge is the top of the cliff band; it depends on the board's size only."""
    left, top = LABELS + BAND, BAND
    right, bottom = left + width * CELL, top + height * CELL
    board = Image.new("RGB", (right + BAND + 1, bottom + BAND + LABELS), PAPER)
    draw = ImageDraw.Draw(board)
    draw.rectangle((left - BAND, top - BAND, right + BAND, bottom + BAND), fill=CLIFF)
    for notch in range(left - BAND, right + BAND, 18):
        draw.line((notch, top - BAND, notch + 9, top - 2), fill=CLIFF_NOTCH, width=2)
        draw.line((notch, bottom + BAND, notch + 9, bottom + 2), fill=CLIFF_NOTCH, width=2)
    for notch in range(top - BAND, bottom + BAND, 18):
        draw.line((left - BAND, notch, left - 2, notch + 9), fill=CLIFF_NOTCH, width=2)
        draw.line((right + BAND, notch, right + 2, notch + 9), fill=CLIFF_NOTCH, width=2)
    for y in range(height):
        for x in range(width):
            shade = TILE_SHADES[(x // 4 + y // 4) % 2]
            x0, y0 = left + x * CELL, top + (height - 1 - y) * CELL
            draw.rectangle((x0, y0, x0 + CELL, y0 + CELL), fill=shade, outline=TILE_LINE)
    for x in range(0, width + 1, 4):
        draw.line((left + x * CELL, top, left + x * CELL, bottom), fill=INK, width=3)
    for y in range(0, height + 1, 4):
        draw.line((left, top + y * CELL, right, top + y * CELL), fill=INK, width=3)
    for x in range(width):
        draw_text(board, (left + x * CELL + CELL / 2, bottom + BAND + 4), chr(ord("a") + x),
                  22, INK, anchor="ma")
    for y in range(height):
        draw_text(board, (LABELS - 6, top + (height - 1 - y) * CELL + CELL / 2), str(y + 1),
                  22, INK, anchor="rm")
    return board


def _board(image: Image.Image, layout: _Layout) -> None:
    view = layout.view
    image.paste(_empty_board(view.width, view.height), (0, layout.top - BAND))
    for square in view.crates:
        paste_sprite(image, crate_sprite(CELL), layout.centre(square))
    for square in view.skateboards:
        paste_sprite(image, skateboard_sprite(CELL), layout.centre(square))
    for square, garment in view.garments.items():
        paste_sprite(image, garment_sprite(garment.kind, garment.colour, round(CELL * 0.6)),
                     layout.centre(square))


def _paths(draw: ImageDraw.ImageDraw, layout: _Layout) -> None:
    for segment in layout.view.paths:
        points = [layout.centre(square) for square in segment.squares]
        colour = COLOUR_RGB[segment.ostrich]
        if segment.fell and segment.exit is not None:
            dx, dy = {"N": (0, -1), "E": (1, 0), "S": (0, 1), "W": (-1, 0)}[segment.exit]
            last = points[-1]
            points.append((last[0] + dx * CELL * 0.62, last[1] + dy * CELL * 0.62))
        if len(points) < 2:
            continue
        if segment.kind == "run":
            draw.line(points, fill=INK, width=11, joint="curve")
            draw.line(points, fill=colour, width=6, joint="curve")
            for point in points[:-1]:
                draw.ellipse((point[0] - 5, point[1] - 5, point[0] + 5, point[1] + 5),
                             fill=colour, outline=INK)
            arrow(draw, points[-2], points[-1], INK, 2, 20)
            arrow(draw, points[-2], points[-1], colour, 1, 15)
        elif segment.kind == "jump":
            _dashed(draw, points[0], points[-1], colour, outline=True)
        else:
            _dashed(draw, points[0], points[-1], (120, 110, 100), outline=False)
        if segment.fell:
            fx, fy = points[-1]
            draw.line((fx - 10, fy - 10, fx + 10, fy + 10), fill=ALERT, width=5)
            draw.line((fx - 10, fy + 10, fx + 10, fy - 10), fill=ALERT, width=5)


def _dashed(
    draw: ImageDraw.ImageDraw, start: Point, end: Point, colour: RGB, *, outline: bool,
) -> None:
    """A dashed arrow: a catapult jump (bold, in the ostrich's colour) or a return (thin grey)."""
    steps = max(2, int(((end[0] - start[0]) ** 2 + (end[1] - start[1]) ** 2) ** 0.5 / 12))
    for index in range(0, steps, 2):
        a = (start[0] + (end[0] - start[0]) * index / steps,
             start[1] + (end[1] - start[1]) * index / steps)
        b = (start[0] + (end[0] - start[0]) * (index + 1) / steps,
             start[1] + (end[1] - start[1]) * (index + 1) / steps)
        if outline:
            draw.line((a, b), fill=INK, width=8)
        draw.line((a, b), fill=colour, width=5 if outline else 3)
    arrow(draw, start, end, colour, 1, 16 if outline else 12)


def _ostriches_on_board(image: Image.Image, layout: _Layout) -> None:
    view = layout.view
    seen: dict[str, int] = {}
    for item in view.ostriches:
        if item.square is None:
            continue
        x, y = layout.centre(item.square)
        shift = seen.get(item.square, 0) * CELL * 0.25
        seen[item.square] = seen.get(item.square, 0) + 1
        sprite = ostrich_sprite(item.colour, CELL, dizzy=item.dizzy,
                                active=item.colour == view.active)
        paste_sprite(image, sprite, (x + shift, y + shift))
        if item.colour == view.crown:
            paste_sprite(image, crown_sprite(12),
                         (x + shift + CELL * 0.32, y + shift - CELL * 0.36))


@lru_cache(maxsize=2)
def _row_card(highlight: bool) -> Image.Image:
    """The rounded background of one ostrich's row in the panel (yellow for the runner)."""
    width, height = PANEL - 8, ROW - 7

    def paint(draw: ImageDraw.ImageDraw, scale: float) -> None:
        draw.rounded_rectangle((0, 0, width * scale - 1, height * scale - 1),
                               radius=10 * scale,
                               fill=(255, 244, 200) if highlight else (244, 236, 220),
                               outline=(200, 180, 150), width=round(scale))

    return supersampled(width, height, paint)


def _panel(image: Image.Image, draw: ImageDraw.ImageDraw, layout: _Layout, lang: str,
           players: _Players) -> None:
    view = layout.view
    x = layout.panel_x
    draw_text(image, (x, HEADER + 4), i18n.t(_R + "ostriches", lang), 24, INK, bold=True)
    for index, item in enumerate(view.ostriches):
        _ostrich_row(image, draw, layout, item, HEADER + 36 + index * ROW, lang, players)


def _ostrich_row(image: Image.Image, draw: ImageDraw.ImageDraw, layout: _Layout,
                 item: OstrichView, top: int, lang: str, players: _Players) -> None:
    view = layout.view
    x = layout.panel_x
    card = _row_card(item.colour == view.active)
    image.paste(card, (x - 6, top), card)
    paste_sprite(image, ostrich_sprite(item.colour, 56, dizzy=item.dizzy, active=False),
                 (x + 28, top + 32))
    if item.colour == view.crown:
        paste_sprite(image, crown_sprite(11), (x + 46, top + 10))
    owner, size = fitted(players(item.owner), 16, 66, smallest=11)
    draw_text(image, (x + 28, top + 64 + (16 - size) * 0.8), owner, size, INK, anchor="ma")
    slot_x = x + 66
    for kind in GARMENT_TYPES:
        box = (slot_x, top + 6, slot_x + 44, top + 50)
        draw.rectangle(box, fill=(255, 255, 255), outline=(150, 130, 110), width=2)
        garment = item.worn.get(kind)
        if garment is not None:
            paste_sprite(image, garment_sprite(garment.kind, garment.colour, 36),
                         (slot_x + 22, top + 28))
        else:
            draw_text_centred(image, box, _name(kind, lang)[:1].upper(), 20, FADED)
        slot_x += 48
    pack_x: float = x + 66
    if item.backpack:
        pack_x += 8 + draw_text(image, (pack_x, top + 60), i18n.t(_R + "backpack", lang), 16,
                                INK)
    for garment in item.backpack[:6]:
        paste_sprite(image, garment_sprite(garment.kind, garment.colour, 28),
                     (pack_x + 14, top + 70))
        pack_x += 30
    if len(item.backpack) > 6:
        draw_text(image, (pack_x, top + 60), f"+{len(item.backpack) - 6}", 18, INK)
    card_x = x + 270
    if item.card is not None or item.revealed:
        paste_sprite(image, zig_card_sprite(item.card, 44, 62), (card_x + 22, top + 35))
        if item.direction is not None:
            paste_sprite(image, direction_sprite(item.direction, 14), (card_x + 66, top + 34))
    elif view.phase == "move" and not item.moved:
        paste_sprite(image, zig_card_sprite(None, 44, 62), (card_x + 22, top + 35))
    side_x = x + 362
    if item.zag:
        paste_sprite(image, zag_sprite(15), (side_x + 16, top + 22))
    if item.dizzy:
        paste_sprite(image, star_sprite(13), (side_x + 52, top + 22))
    trap_x = side_x
    for trap in item.traps[:4]:
        paste_sprite(image, trap_sprite(trap.kind, 26, 24), (trap_x + 13, top + 62))
        draw_text(image, (trap_x + 13, top + 76), players.tag(trap.by), 12, INK, anchor="ma")
        trap_x += 18
    if item.square is None:
        draw_text(image, (card_x, top + 70), i18n.t(_R + "off_board", lang), 15, ALERT)


def _footer(image: Image.Image, layout: _Layout, lang: str, players: _Players) -> None:
    view = layout.view
    text = i18n.t(_R + "decks", lang, zig=view.zig_deck, discard=view.zig_discard,
                  traps=view.trap_deck, pile=view.garment_pile)
    room = layout.width - 32
    counts = [i18n.t(_R + "hand_count", lang, player="", cards=seat.hand_size,
                     traps=seat.trap_count) for seat in view.seats]
    # each seat gets an equal share of the line, its name cut to what its counts leave
    share = room / len(view.seats) - text_width("  ", 17)
    hands = "  ".join(
        i18n.t(_R + "hand_count", lang, cards=seat.hand_size, traps=seat.trap_count,
               player=clipped(players(seat.seat), 17, max(40.0, share - text_width(rest, 17))))
        for seat, rest in zip(view.seats, counts, strict=True)
    )
    _line(image, (16, layout.footer_y), text, 19, room, BROWN)
    _line(image, (16, layout.footer_y + 22), hands, 17, room, BROWN)


def _hand(image: Image.Image, draw: ImageDraw.ImageDraw, layout: _Layout, lang: str,
          players: _Players) -> None:
    view = layout.view
    assert view.viewer is not None
    seat = view.seats[view.viewer]
    top = layout.hand_y
    draw.rectangle((0, top, layout.width, layout.height), fill=(232, 238, 246))
    _line(image, (16, top + 8), i18n.t(_R + "your_hand", lang, player=players(seat.seat)), 24,
          layout.width - 32, INK, bold=True)
    x = 16.0
    for card in seat.hand or []:
        paste_sprite(image, zig_card_sprite(card, 70, 100), (x + 35, top + 94))
        x += 78
    if not seat.hand:
        draw_text(image, (x, top + 80), "-", 24, INK)
        x += 40
    x = max(x + 20, layout.width * 0.45)
    for item in view.ostriches:
        if item.owner != seat.seat:
            continue
        paste_sprite(image, ostrich_sprite(item.colour, 28, dizzy=False, active=False),
                     (x + 14, top + 52))
        draw_text(image, (x + 32, top + 42), _name(item.colour, lang), 20, INK)
        if item.card is not None:
            paste_sprite(image, zig_card_sprite(item.card, 60, 86, highlight=True),
                         (x + 30, top + 113))
            if item.direction is not None:
                paste_sprite(image, direction_sprite(item.direction, 20), (x + 90, top + 112))
            else:
                draw_text(image, (x + 90, top + 112), "?", 30, INK, anchor="mm")
        else:
            draw_text(image, (x, top + 90), i18n.t(_R + "no_zig", lang), 18, INK)
        x += 140
    draw_text(image, (x, top + 44), i18n.t(_R + "your_trap", lang), 20, INK)
    if not seat.traps:
        draw_text(image, (x, top + 84), "-", 24, INK)
    for offset, trap in enumerate(seat.traps or []):
        paste_sprite(image, trap_sprite(trap, 40, 36), (x + 20, top + 92 + offset * 56))
        draw_text(image, (x + 48, top + 84 + offset * 56), _name(trap, lang), 20, INK)
