"""The Ostriches board image, drawn from a view alone (never from the state).

One picture answers what a player on a phone needs at a glance: whose turn and what to do,
the four tiles (each with its number and a notch on its current north edge, so rotations and
tile swaps show), bushes, identical face-down pawns, face-up pawns in their colour with a drawn
power symbol, the last move as an arrow, a padlock on the pawn that may not move next, and the
face-up count of each colour. A player's private view adds what only they know: a coloured
ring and symbol on hidden pawns they have seen (`assist` memory, or everything once the game
is over) and, while placing, the pawns still in their hand.

Everything is drawn at twice the size and halved (smooth edges), then stored with a small
palette, which keeps the PNG around 30-60 KB and a render near 0.1 s.
"""

from __future__ import annotations

import io
import math
from collections.abc import Sequence

from PIL import Image, ImageDraw

from i18n import t

from .board import COLOURS, Position, coords
from .lettering import Anchor, Colour, draw_text, font, text_width
from .models import POWERS, OstrichesView, PawnFace, Power

SCALE = 2
WIDTH = 720
CELL = 100
BOARD_LEFT = 60
BOARD_TOP = 112
BOARD_SIZE = 6 * CELL
PAWN_RADIUS = 37
PALETTE_SIZE = 192
NOTE_LINE = 22
NOTE_SIZE = 16

BACKGROUND = (246, 240, 226)
INK = (52, 42, 32)
MUTED = (118, 104, 88)
TILE_BORDER = (92, 70, 48)
TILE_FILLS = {1: (238, 219, 164), 2: (236, 201, 164), 3: (216, 219, 166), 4: (228, 208, 182)}
SIDE_COLOURS = {"red": (206, 56, 50), "blue": (38, 98, 204)}
SIDE_DARK = {"red": (112, 24, 20), "blue": (16, 42, 108)}
HIDDEN_FILL = (152, 138, 118)
HIDDEN_EDGE = (72, 62, 52)
HIDDEN_INNER = (180, 168, 148)
BUSH_FILL = (66, 142, 62)
BUSH_DARK = (34, 88, 38)
ARROW = (243, 136, 24)
ARROW_EDGE = (110, 56, 0)
MOVE_TINT = (252, 238, 150)
WHITE = (255, 255, 255)
MARK = (178, 84, 34)

_NORTH_EDGE_BY_ORIENTATION = ("N", "E", "S", "W")


def render_png(view: OstrichesView, lang: str = "en") -> bytes:
    """The PNG bytes of `view`'s board with labels in `lang`."""
    notes = _note_lines(_notes(view, lang))
    height = _height(view, len(notes))
    image = Image.new("RGB", (WIDTH * SCALE, height * SCALE), BACKGROUND)
    draw = ImageDraw.Draw(image, "RGBA")
    pen = _Pen(draw)
    _draw_header(pen, view, lang)
    _draw_board(pen, view)
    _draw_pieces(pen, view)
    _draw_footer(pen, view, lang, notes)
    small = image.reduce(SCALE)
    paletted = small.quantize(colors=PALETTE_SIZE, method=Image.Quantize.FASTOCTREE,
                              dither=Image.Dither.NONE)
    buffer = io.BytesIO()
    paletted.save(buffer, format="PNG", compress_level=9)
    return buffer.getvalue()


class _Pen:
    """Drawing in 1x coordinates on the 2x canvas."""

    def __init__(self, draw: ImageDraw.ImageDraw) -> None:
        self.draw = draw

    def text(self, x: float, y: float, text: str, size: int, fill: Colour,
             anchor: Anchor = "l", bold: bool = False) -> float:
        width = draw_text(self.draw, (x * SCALE, y * SCALE), text, font(size * SCALE), fill,
                          anchor=anchor, bold=bold)
        return width / SCALE

    def width(self, text: str, size: int) -> float:
        return text_width(text, font(size * SCALE)) / SCALE

    def rect(self, box: Sequence[float], fill: Colour | None = None,
             outline: Colour | None = None, width: float = 1) -> None:
        self.draw.rectangle([v * SCALE for v in box], fill=fill, outline=outline,
                            width=round(width * SCALE))

    def disc(self, x: float, y: float, radius: float, fill: Colour | None = None,
             outline: Colour | None = None, width: float = 1) -> None:
        box = [(x - radius) * SCALE, (y - radius) * SCALE,
               (x + radius) * SCALE, (y + radius) * SCALE]
        self.draw.ellipse(box, fill=fill, outline=outline, width=round(width * SCALE))

    def line(self, points: Sequence[tuple[float, float]], fill: Colour, width: float) -> None:
        self.draw.line([(x * SCALE, y * SCALE) for x, y in points], fill=fill,
                       width=max(1, round(width * SCALE)), joint="curve")

    def polygon(self, points: Sequence[tuple[float, float]], fill: Colour,
                outline: Colour | None = None) -> None:
        self.draw.polygon([(x * SCALE, y * SCALE) for x, y in points], fill=fill,
                          outline=outline)

    def arc(self, x: float, y: float, radius: float, start: float, end: float,
            fill: Colour, width: float) -> None:
        box = [(x - radius) * SCALE, (y - radius) * SCALE,
               (x + radius) * SCALE, (y + radius) * SCALE]
        self.draw.arc(box, start, end, fill=fill, width=round(width * SCALE))


# --------------------------------------------------------------------------- layout


def _footer_top() -> int:
    return BOARD_TOP + BOARD_SIZE + 58


def _height(view: OstrichesView, note_lines: int) -> int:
    height = _footer_top() + 44 + note_lines * NOTE_LINE + 12
    if view.viewer is not None and view.hand:
        height += 70
    return height


def _centre(square: str) -> tuple[float, float]:
    file, rank = coords(square)
    return BOARD_LEFT + (file + 0.5) * CELL, BOARD_TOP + (5 - rank + 0.5) * CELL


def _tile_box(position: Position) -> tuple[float, float, float, float]:
    left = BOARD_LEFT + (3 * CELL if position in ("SE", "NE") else 0)
    top = BOARD_TOP + (0 if position in ("NW", "NE") else 3 * CELL)
    return left, top, left + 3 * CELL, top + 3 * CELL


# --------------------------------------------------------------------------- header


def _side(seat: int, lang: str) -> str:
    return t(f"ostriches.side.{COLOURS[seat]}", lang)


def _draw_header(pen: _Pen, view: OstrichesView, lang: str) -> None:
    seat = view.winner if view.phase == "over" else view.turn
    seat = 0 if seat is None else seat
    colour = COLOURS[seat]
    power = t(f"ostriches.power.{view.pending_power}", lang) if view.pending_power else ""
    status = t(f"ostriches.image.phase.{view.phase}", lang, side=_side(seat, lang), power=power)
    pen.disc(26, 30, 11, fill=SIDE_COLOURS[colour], outline=SIDE_DARK[colour], width=2)
    pen.text(46, 16, status, 26, INK, bold=True)
    who = (t("ostriches.image.you", lang, side=_side(view.viewer, lang))
           if view.viewer is not None else t("ostriches.image.spectator", lang))
    if view.phase not in ("placing", "over"):
        who += " · " + t("ostriches.image.turn", lang, number=view.turn_number + 1)
    pen.text(16, 54, who, 18, MUTED)
    _draw_counts(pen, view, lang)
    pen.text(BOARD_LEFT + BOARD_SIZE / 2, BOARD_TOP - 26, _side(1, lang), 16,
             SIDE_DARK["blue"], anchor="m")


def _draw_counts(pen: _Pen, view: OstrichesView, lang: str) -> None:
    """`Face up  (red) 2/4  (blue) 1/4`, right-aligned on the second header line."""
    parts = [(colour, f"{t(f'ostriches.colour.{colour}', lang)} {view.revealed[colour]}/4")
             for colour in COLOURS]
    label = t("ostriches.image.face_up", lang)
    widths = [pen.width(text, 18) + 22 for _, text in parts]
    x = WIDTH - 16 - sum(widths) - 12 - pen.width(label, 18)
    x += pen.text(x, 54, label, 18, MUTED) + 12
    for (colour, text), width in zip(parts, widths, strict=True):
        pen.disc(x + 7, 65, 7, fill=SIDE_COLOURS[colour], outline=SIDE_DARK[colour], width=1.5)
        pen.text(x + 18, 54, text, 18, SIDE_DARK[colour], bold=True)
        x += width


# --------------------------------------------------------------------------- board


def _draw_board(pen: _Pen, view: OstrichesView) -> None:
    moved = {view.last_move.origin, view.last_move.target} if view.last_move else set()
    for slot in view.tiles:
        left, top, _, _ = _tile_box(slot.position)
        base = TILE_FILLS.get(slot.tile, TILE_FILLS[1])
        shade = (base[0] - 14, base[1] - 14, base[2] - 14)
        for row in range(3):
            for col in range(3):
                x0, y0 = left + col * CELL, top + row * CELL
                fill = base if (row + col) % 2 == 0 else shade
                pen.rect((x0, y0, x0 + CELL, y0 + CELL), fill=fill)
    for square in moved:
        x, y = _centre(square)
        pen.rect((x - CELL / 2, y - CELL / 2, x + CELL / 2, y + CELL / 2),
                 fill=(*MOVE_TINT, 170))
    for slot in view.tiles:
        pen.rect(_tile_box(slot.position), outline=TILE_BORDER, width=4)
    pen.rect((BOARD_LEFT - 3, BOARD_TOP - 3, BOARD_LEFT + BOARD_SIZE + 3,
              BOARD_TOP + BOARD_SIZE + 3), outline=TILE_BORDER, width=6)
    for index in range(6):
        x = BOARD_LEFT + (index + 0.5) * CELL
        pen.text(x, BOARD_TOP + BOARD_SIZE + 8, "abcdef"[index], 22, INK, anchor="m", bold=True)
        y = BOARD_TOP + (index + 0.5) * CELL
        pen.text(BOARD_LEFT - 30, y - 12, str(6 - index), 22, INK, anchor="m", bold=True)
        pen.text(BOARD_LEFT + BOARD_SIZE + 30, y - 12, str(6 - index), 22, INK, anchor="m",
                 bold=True)


def _draw_tile_mark(pen: _Pen, position: Position, number: int, orientation: int) -> None:
    """The tile's mark: an accent strip along its current north edge, and its number in a
    badge at the strip's start (the tile's own north-west corner). Both turn with the tile."""
    left, top, right, bottom = _tile_box(position)
    edge = _NORTH_EDGE_BY_ORIENTATION[orientation % 4]
    gap, depth = 4, 8
    strip, corner = {
        "N": ((left + gap, top + gap, right - gap, top + gap + depth), (left, top)),
        "E": ((right - gap - depth, top + gap, right - gap, bottom - gap), (right, top)),
        "S": ((left + gap, bottom - gap - depth, right - gap, bottom - gap), (right, bottom)),
        "W": ((left + gap, top + gap, left + gap + depth, bottom - gap), (left, bottom)),
    }[edge]
    pen.rect(strip, fill=MARK)
    inset = 15
    x = corner[0] + (inset if corner[0] == left else -inset)
    y = corner[1] + (inset if corner[1] == top else -inset)
    pen.disc(x, y, 12, fill=MARK, outline=TILE_BORDER, width=1.5)
    pen.text(x, y - 8, str(number), 15, WHITE, anchor="m", bold=True)


# --------------------------------------------------------------------------- pieces


def _draw_pieces(pen: _Pen, view: OstrichesView) -> None:
    for slot in view.tiles:
        _draw_tile_mark(pen, slot.position, slot.tile, slot.orientation)
    for bush in view.bushes:
        _draw_bush(pen, *_centre(bush))
    known = {face.square: face for face in view.known}
    for square in view.face_down:
        x, y = _centre(square)
        face = known.get(square)
        if face is None:
            _draw_hidden(pen, x, y, PAWN_RADIUS)
        else:
            _draw_known(pen, x, y, PAWN_RADIUS, face.colour, face.power)
    for face in view.face_up:
        _draw_face_up(pen, *_centre(face.square), PAWN_RADIUS, face)
    if view.last_move is not None:
        _draw_arrow(pen, view.last_move.origin, view.last_move.target,
                    occupied=_occupied(view))
    if view.locked_square is not None:
        _draw_padlock(pen, *_centre(view.locked_square))


def _occupied(view: OstrichesView) -> set[str]:
    return {*view.face_down, *(face.square for face in view.face_up), *view.bushes}


def _draw_bush(pen: _Pen, x: float, y: float) -> None:
    blobs = ((-16, 8, 19), (16, 8, 19), (0, -12, 21), (-22, -8, 13), (22, -8, 13))
    for dx, dy, radius in blobs:
        pen.disc(x + dx, y + dy, radius + 3, fill=BUSH_DARK)
    for dx, dy, radius in blobs:
        pen.disc(x + dx, y + dy, radius, fill=BUSH_FILL)
    for dx, dy in ((-8, -16), (10, -4), (-14, 6)):
        pen.disc(x + dx, y + dy, 4, fill=(120, 186, 104))
    pen.rect((x - 4, y + 26, x + 4, y + 36), fill=(110, 78, 42))


def _draw_hidden(pen: _Pen, x: float, y: float, radius: float) -> None:
    pen.disc(x, y + 3, radius, fill=(0, 0, 0, 50))
    pen.disc(x, y, radius, fill=HIDDEN_FILL, outline=HIDDEN_EDGE, width=3)
    pen.disc(x, y, radius * 0.62, outline=HIDDEN_INNER, width=3)


def _draw_known(pen: _Pen, x: float, y: float, radius: float, colour: str,
                power: Power) -> None:
    pen.disc(x, y + 3, radius, fill=(0, 0, 0, 50))
    pen.disc(x, y, radius, fill=HIDDEN_FILL, outline=SIDE_COLOURS[colour], width=7)
    pen.disc(x, y, radius - 7, outline=SIDE_DARK[colour], width=1.5)
    _draw_symbol(pen, x, y, radius * 0.8, power, SIDE_DARK[colour])


def _draw_face_up(pen: _Pen, x: float, y: float, radius: float, face: PawnFace) -> None:
    pen.disc(x, y + 3, radius, fill=(0, 0, 0, 60))
    pen.disc(x, y, radius, fill=SIDE_COLOURS[face.colour], outline=SIDE_DARK[face.colour],
             width=3)
    _draw_symbol(pen, x, y, radius, face.power, WHITE)


def _draw_symbol(pen: _Pen, x: float, y: float, r: float, power: Power,
                 colour: Colour) -> None:
    """A drawn power mark: bush = leafy cluster, swap = two opposite arrows, eye = an eye,
    tiles = four squares two of them filled; plain = nothing."""
    stroke = max(2.0, r * 0.11)
    if power == "bush":
        for dx, dy, size in ((-0.3, 0.12, 0.3), (0.3, 0.12, 0.3), (0.0, -0.2, 0.34)):
            pen.disc(x + dx * r, y + dy * r, size * r, fill=colour)
        pen.line([(x, y + 0.3 * r), (x, y + 0.62 * r)], colour, stroke)
    elif power == "swap":
        for sign in (-1, 1):
            yy = y + sign * 0.24 * r
            tip = x - sign * 0.6 * r
            pen.line([(x + sign * 0.6 * r, yy), (tip, yy)], colour, stroke)
            pen.polygon([(tip - sign * 0.12 * r, yy),
                         (tip + sign * 0.2 * r, yy - 0.2 * r),
                         (tip + sign * 0.2 * r, yy + 0.2 * r)], fill=colour)
    elif power == "eye":
        points = [(x + u * 0.66 * r, y - (1 - u * u) * 0.42 * r)
                  for u in (i / 10 - 1 for i in range(21))]
        points += [(x + u * 0.66 * r, y + (1 - u * u) * 0.42 * r)
                   for u in (1 - i / 10 for i in range(21))]
        pen.line([*points, points[0]], colour, stroke)
        pen.disc(x, y, 0.2 * r, fill=colour)
    elif power == "tiles":
        side, gap = 0.4 * r, 0.08 * r
        for col in (0, 1):
            for row in (0, 1):
                x0 = x - side - gap / 2 + col * (side + gap)
                y0 = y - side - gap / 2 + row * (side + gap)
                box = (x0, y0, x0 + side, y0 + side)
                if col == row:
                    pen.rect(box, fill=colour)
                else:
                    pen.rect(box, outline=colour, width=max(1.5, stroke * 0.7))


def _draw_arrow(pen: _Pen, origin: str, target: str, occupied: set[str]) -> None:
    """The last knight move: a ring on the square it left, an arrow to where it landed."""
    (x0, y0), (x1, y1) = _centre(origin), _centre(target)
    if origin not in occupied:
        pen.disc(x0, y0, 14, outline=(*ARROW_EDGE, 220), width=6)
        pen.disc(x0, y0, 14, outline=(*ARROW, 230), width=3)
    angle = math.atan2(y1 - y0, x1 - x0)
    back = PAWN_RADIUS + 3
    tip = (x1 - math.cos(angle) * back, y1 - math.sin(angle) * back)
    start = (x0 + math.cos(angle) * 14, y0 + math.sin(angle) * 14)
    head = 22
    base = (tip[0] - math.cos(angle) * head, tip[1] - math.sin(angle) * head)
    normal = (-math.sin(angle) * head * 0.55, math.cos(angle) * head * 0.55)
    wings = [tip, (base[0] + normal[0], base[1] + normal[1]),
             (base[0] - normal[0], base[1] - normal[1])]
    pen.line([start, base], (*ARROW_EDGE, 220), 11)
    pen.line([start, base], (*ARROW, 235), 6)
    pen.polygon(wings, fill=(*ARROW, 240), outline=ARROW_EDGE)


def _draw_padlock(pen: _Pen, x: float, y: float) -> None:
    """The pawn that may not move next: a dark ring and a padlock badge."""
    pen.disc(x, y, PAWN_RADIUS + 6, outline=INK, width=3)
    bx, by = x + PAWN_RADIUS * 0.72, y - PAWN_RADIUS * 0.72
    pen.disc(bx, by, 15, fill=WHITE, outline=INK, width=2)
    pen.arc(bx, by - 2, 5.5, 180, 360, INK, 2.5)
    pen.line([(bx - 5.5, by - 2), (bx - 5.5, by + 1)], INK, 2.5)
    pen.line([(bx + 5.5, by - 2), (bx + 5.5, by + 1)], INK, 2.5)
    pen.rect((bx - 8, by, bx + 8, by + 10), fill=INK)


# --------------------------------------------------------------------------- footer


def _draw_footer(pen: _Pen, view: OstrichesView, lang: str, notes: list[str]) -> None:
    pen.text(BOARD_LEFT + BOARD_SIZE / 2, BOARD_TOP + BOARD_SIZE + 32, _side(0, lang), 16,
             SIDE_DARK["red"], anchor="m")
    y = _footer_top()
    x = 16 + pen.text(16, y + 6, t("ostriches.image.legend", lang), 18, MUTED) + 14
    for power in POWERS:
        pen.disc(x + 16, y + 16, 16, fill=INK)
        _draw_symbol(pen, x + 16, y + 16, 16, power, WHITE)
        x += 38 + pen.text(x + 38, y + 6, t(f"ostriches.power.{power}", lang), 18, INK)
        x += 18
    y += 44
    if view.viewer is not None and view.hand:
        _draw_tray(pen, view, lang, y)
        y += 70
    for line in notes:
        pen.text(16, y + 4, line, NOTE_SIZE, MUTED)
        y += NOTE_LINE


def _notes(view: OstrichesView, lang: str) -> list[str]:
    """The footer's explanations of the marks this image shows."""
    notes = [t("ostriches.image.tile_note", lang)]
    if view.locked_square is not None:
        notes.append(t("ostriches.image.locked_note", lang))
    if view.known:
        key = "revealed_note" if view.phase == "over" else "known_note"
        notes.append(t(f"ostriches.image.{key}", lang))
    return notes


def _note_lines(notes: list[str]) -> list[str]:
    """The footer notes, joined on as few lines as fit the width."""
    face = font(NOTE_SIZE * SCALE)
    lines: list[str] = []
    for note in notes:
        joined = f"{lines[-1]}   ·   {note}" if lines else note
        if lines and text_width(joined, face) / SCALE <= WIDTH - 32:
            lines[-1] = joined
        else:
            lines.append(note)
    return lines


def _draw_tray(pen: _Pen, view: OstrichesView, lang: str, y: float) -> None:
    """The viewer's pawns still in hand, drawn as they know them (ring in their colour)."""
    assert view.viewer is not None
    colour = COLOURS[view.viewer]
    x = 16 + pen.text(16, y + 22, t("ostriches.image.to_place", lang), 18, INK, bold=True)
    x += 20
    for power in view.hand:
        _draw_known(pen, x + 28, y + 32, 27, colour, power)
        x += 62

