"""Board images for Ostrich Scramble, drawn only from a view.

The public image shows the board (tiles, crates, garments, skateboards, cliff edges), the
ostriches with the Crown, dizziness and the last turn's path, and a panel per ostrich
(worn garments, backpack, Zag, traps, Zig card once revealed). A player's view adds a hand
panel: their Zig cards, the card and direction set for each ostrich, their trap.
"""

from __future__ import annotations

import io

from PIL import Image, ImageDraw

import i18n
from games.scramble.board import coords
from games.scramble.constants import GARMENT_TYPES
from games.scramble.render_parts import (
    COLOUR_RGB,
    INK,
    PAPER,
    Box,
    Point,
    arrow,
    crate,
    crown,
    direction_arrow,
    garment_icon,
    ostrich_token,
    skateboard,
    star,
    trap_icon,
    write,
    zag_token,
    zig_card,
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
_R = "scramble.render."


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


def render_view(view: ScrambleView, lang: str) -> bytes:
    """The PNG of a view: public board and panel, plus the hand panel for a player."""
    layout = _Layout(view)
    image = Image.new("RGB", (layout.width, layout.height), PAPER)
    draw = ImageDraw.Draw(image)
    _header(draw, layout, lang)
    _board(draw, layout)
    _paths(draw, layout)
    _ostriches_on_board(draw, layout)
    _panel(draw, layout, lang)
    _footer(draw, layout, lang)
    if layout.height > layout.hand_y:
        _hand(draw, layout, lang)
    buffer = io.BytesIO()
    image.quantize(colors=128, dither=Image.Dither.NONE).save(buffer, format="PNG",
                                                               optimize=True)
    return buffer.getvalue()


def _name(token: str, lang: str) -> str:
    key = f"scramble.token.{token}"
    return i18n.t(key, lang) if i18n.has(key) else token


def _player(seat: int, lang: str) -> str:
    return i18n.t(_R + "player", lang, number=seat + 1)


def _header(draw: ImageDraw.ImageDraw, layout: _Layout, lang: str) -> None:
    view = layout.view
    title = i18n.t(_R + "title", lang, round=view.round, rounds=view.max_rounds,
                   phase=i18n.t(f"scramble.phase.{view.phase}", lang))
    write(draw, (16, 10), title, 32)
    write(draw, (16, 52), _status(view, lang), 26, fill=(90, 60, 40))


def _status(view: ScrambleView, lang: str) -> str:
    if view.phase == "over":
        names = ", ".join(_player(seat, lang) for seat in view.winners)
        return i18n.t(_R + f"result_{view.end_reason}", lang, players=names)
    if view.phase == "move" and view.active is not None:
        active = next(item for item in view.ostriches if item.colour == view.active)
        status = i18n.t(_R + "running", lang, ostrich=_name(active.colour, lang),
                        player=_player(active.owner, lang))
        if view.distance is not None:
            status += i18n.t(_R + "running_distance", lang, distance=view.distance,
                             direction=view.direction or "?")
        if view.pending is not None:
            status += " - " + _decision(view, lang)
        return status
    if view.pending is not None:
        return _decision(view, lang)
    names = ", ".join(_player(seat, lang) for seat in view.to_act)
    return i18n.t(_R + "waiting", lang, players=names or "-")


def _decision(view: ScrambleView, lang: str) -> str:
    assert view.pending is not None
    return i18n.t(f"scramble.decision.{view.pending.kind}", lang,
                  player=_player(view.pending.seat, lang),
                  ostrich=_name(view.pending.ostrich or "-", lang))


def _board(draw: ImageDraw.ImageDraw, layout: _Layout) -> None:
    view = layout.view
    left, top = layout.left, layout.top
    right, bottom = left + layout.board_w, top + layout.board_h
    draw.rectangle((left - BAND, top - BAND, right + BAND, bottom + BAND), fill=CLIFF)
    for notch in range(int(left - BAND), int(right + BAND), 18):
        draw.line((notch, top - BAND, notch + 9, top - 2), fill=(90, 70, 58), width=2)
        draw.line((notch, bottom + BAND, notch + 9, bottom + 2), fill=(90, 70, 58), width=2)
    for notch in range(int(top - BAND), int(bottom + BAND), 18):
        draw.line((left - BAND, notch, left - 2, notch + 9), fill=(90, 70, 58), width=2)
        draw.line((right + BAND, notch, right + 2, notch + 9), fill=(90, 70, 58), width=2)
    for y in range(view.height):
        for x in range(view.width):
            shade = TILE_SHADES[(x // 4 + y // 4) % 2]
            x0, y0 = left + x * CELL, top + (view.height - 1 - y) * CELL
            draw.rectangle((x0, y0, x0 + CELL, y0 + CELL), fill=shade, outline=(200, 176, 126))
    for x in range(0, view.width + 1, 4):
        draw.line((left + x * CELL, top, left + x * CELL, bottom), fill=INK, width=3)
    for y in range(0, view.height + 1, 4):
        draw.line((left, top + y * CELL, right, top + y * CELL), fill=INK, width=3)
    for x in range(view.width):
        write(draw, (left + x * CELL + CELL / 2, bottom + BAND + 4), chr(ord("a") + x), 22,
              anchor="ma")
    for y in range(view.height):
        write(draw, (LABELS - 6, top + (view.height - 1 - y) * CELL + CELL / 2), str(y + 1), 22,
              anchor="rm")
    for square in view.crates:
        crate(draw, layout.cell(square))
    for square in view.skateboards:
        skateboard(draw, layout.cell(square))
    for square, garment in view.garments.items():
        left_px, top_px, right_px, bottom_px = layout.cell(square)
        pad = CELL * 0.2
        garment_icon(draw, (left_px + pad, top_px + pad, right_px - pad, bottom_px - pad),
                     garment.kind, garment.colour)


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
            draw.line((fx - 10, fy - 10, fx + 10, fy + 10), fill=(200, 0, 0), width=5)
            draw.line((fx - 10, fy + 10, fx + 10, fy - 10), fill=(200, 0, 0), width=5)


def _dashed(
    draw: ImageDraw.ImageDraw, start: Point, end: Point, colour: tuple[int, int, int],
    *, outline: bool,
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


def _ostriches_on_board(draw: ImageDraw.ImageDraw, layout: _Layout) -> None:
    view = layout.view
    seen: dict[str, int] = {}
    for item in view.ostriches:
        if item.square is None:
            continue
        x0, y0, x1, y1 = layout.cell(item.square)
        shift = seen.get(item.square, 0) * CELL * 0.25
        seen[item.square] = seen.get(item.square, 0) + 1
        box = (x0 + shift, y0 + shift, x1 + shift, y1 + shift)
        ostrich_token(draw, box, item.colour, dizzy=item.dizzy, active=item.colour == view.active)
        if item.colour == view.crown:
            crown(draw, (box[2] - CELL * 0.18, box[1] + CELL * 0.14), CELL * 0.16)


def _panel(draw: ImageDraw.ImageDraw, layout: _Layout, lang: str) -> None:
    view = layout.view
    x = layout.panel_x
    write(draw, (x, HEADER + 4), i18n.t(_R + "ostriches", lang), 24)
    for index, item in enumerate(view.ostriches):
        _ostrich_row(draw, layout, item, HEADER + 36 + index * ROW, lang)


def _ostrich_row(
    draw: ImageDraw.ImageDraw, layout: _Layout, item: OstrichView, top: float, lang: str
) -> None:
    view = layout.view
    x = layout.panel_x
    highlight = (255, 244, 200) if item.colour == view.active else (244, 236, 220)
    draw.rounded_rectangle((x - 6, top, x + PANEL - 14, top + ROW - 8), radius=10,
                           fill=highlight, outline=(200, 180, 150))
    ostrich_token(draw, (x, top + 4, x + 56, top + 60), item.colour, dizzy=item.dizzy,
                  active=False)
    if item.colour == view.crown:
        crown(draw, (x + 46, top + 10), 11)
    write(draw, (x + 28, top + 64), _player(item.owner, lang), 17, anchor="ma")
    slot_x = x + 66
    for kind in GARMENT_TYPES:
        box = (slot_x, top + 6, slot_x + 44, top + 50)
        draw.rectangle(box, fill=(255, 255, 255), outline=(150, 130, 110), width=2)
        garment = item.worn.get(kind)
        if garment is not None:
            garment_icon(draw, (box[0] + 4, box[1] + 4, box[2] - 4, box[3] - 4), garment.kind,
                         garment.colour)
        else:
            write(draw, ((box[0] + box[2]) / 2, (box[1] + box[3]) / 2),
                  _name(kind, lang)[:1].upper(), 20, fill=(190, 180, 170), anchor="mm")
        slot_x += 48
    pack_x = x + 66
    if item.backpack:
        write(draw, (pack_x, top + 60), i18n.t(_R + "backpack", lang), 17)
        pack_x += 84
    for garment in item.backpack[:6]:
        garment_icon(draw, (pack_x, top + 56, pack_x + 28, top + 84), garment.kind,
                     garment.colour)
        pack_x += 30
    if len(item.backpack) > 6:
        write(draw, (pack_x, top + 60), f"+{len(item.backpack) - 6}", 18)
    card_x = x + 270
    if item.card is not None or item.revealed:
        zig_card(draw, (card_x, top + 4, card_x + 44, top + 66), item.card)
        if item.direction is not None:
            direction_arrow(draw, (card_x + 66, top + 34), item.direction, 14)
    elif view.phase == "move" and not item.moved:
        zig_card(draw, (card_x, top + 4, card_x + 44, top + 66), None)
    side_x = x + 362
    if item.zag:
        zag_token(draw, (side_x + 16, top + 22), 15)
    if item.dizzy:
        star(draw, (side_x + 52, top + 22), 13)
    trap_x = side_x
    for trap in item.traps[:4]:
        trap_icon(draw, (trap_x, top + 50, trap_x + 26, top + 74), trap.kind)
        write(draw, (trap_x + 13, top + 76), f"P{trap.by + 1}", 13, anchor="ma")
        trap_x += 18
    if item.square is None:
        write(draw, (card_x, top + 70), i18n.t(_R + "off_board", lang), 16, fill=(200, 0, 0))


def _footer(draw: ImageDraw.ImageDraw, layout: _Layout, lang: str) -> None:
    view = layout.view
    text = i18n.t(_R + "decks", lang, zig=view.zig_deck, discard=view.zig_discard,
                  traps=view.trap_deck, pile=view.garment_pile)
    hands = "  ".join(
        i18n.t(_R + "hand_count", lang, player=_player(seat.seat, lang), cards=seat.hand_size,
               traps=seat.trap_count)
        for seat in view.seats
    )
    write(draw, (16, layout.footer_y), text, 20, fill=(90, 60, 40))
    write(draw, (16, layout.footer_y + 22), hands, 18, fill=(90, 60, 40))


def _hand(draw: ImageDraw.ImageDraw, layout: _Layout, lang: str) -> None:
    view = layout.view
    assert view.viewer is not None
    seat = view.seats[view.viewer]
    top = layout.hand_y
    draw.rectangle((0, top, layout.width, layout.height), fill=(232, 238, 246))
    write(draw, (16, top + 8), i18n.t(_R + "your_hand", lang, player=_player(seat.seat, lang)),
          24)
    x = 16.0
    for card in seat.hand or []:
        zig_card(draw, (x, top + 44, x + 70, top + 144), card)
        x += 78
    if not seat.hand:
        write(draw, (x, top + 80), "-", 24)
        x += 40
    x = max(x + 20, layout.width * 0.45)
    for item in view.ostriches:
        if item.owner != seat.seat:
            continue
        ostrich_token(draw, (x, top + 38, x + 28, top + 66), item.colour, dizzy=False,
                      active=False)
        write(draw, (x + 32, top + 42), _name(item.colour, lang), 20)
        if item.card is not None:
            zig_card(draw, (x, top + 70, x + 60, top + 156), item.card, highlight=True)
            if item.direction is not None:
                direction_arrow(draw, (x + 90, top + 112), item.direction, 20)
            else:
                write(draw, (x + 90, top + 112), "?", 30, anchor="mm")
        else:
            write(draw, (x, top + 90), i18n.t(_R + "no_zig", lang), 18)
        x += 140
    write(draw, (x, top + 44), i18n.t(_R + "your_trap", lang), 20)
    if not seat.traps:
        write(draw, (x, top + 84), "-", 24)
    for offset, trap in enumerate(seat.traps or []):
        trap_icon(draw, (x, top + 74 + offset * 56, x + 40, top + 110 + offset * 56), trap)
        write(draw, (x + 48, top + 84 + offset * 56), _name(trap, lang), 20)
