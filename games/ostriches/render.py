"""The Ostriches board image, drawn from a view alone (never from the state).

One picture answers what a player on a phone needs at a glance: whose turn and what to do,
the four tiles (each with its number and a notch on its current north edge, so rotations and
tile swaps show), bushes, identical face-down pawns, face-up pawns in their colour with a drawn
power symbol, the last move as an arrow, a padlock on the pawn that may not move next, and the
face-up count of each colour. A player's private view adds what only they know: a coloured
ring and symbol on hidden pawns they have seen (`assist` memory, or everything once the game
is over) and, while placing, the pawns still in their hand. Given players' names, the sides
are named after them (`alice (Red, South)`); a long name is cut with an ellipsis, and every
line that holds one is fitted to its room.

The image is drawn at its real size, straight in the game's fixed palette (a
`games.imaging.Canvas`): squares, strips and borders are straight rectangles, text comes
anti-aliased from the shared font, and every round piece (pawns, bushes, badges, the arrow,
the padlock, legend symbols) is a sprite drawn four times bigger and reduced once, then
cached by what it depends on. What never changes (background, coordinates) and the board for
one layout of the tiles are cached too, so a render is mostly pastes plus compressing the
PNG, while edges stay smooth.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from functools import lru_cache

from PIL import Image, ImageDraw

from games.imaging import (
    BoundedCache,
    Canvas,
    Palette,
    blends,
    clipped,
    fitted,
    message,
    ramps,
    smallest_text,
    supersampled,
    text_width,
    wrapped,
)

from .board import COLOURS, Position, coords
from .describe import side_name
from .models import POWERS, OstrichesView, Power

WIDTH = 720
CELL = 100
BOARD_LEFT = 60
BOARD_TOP = 112
BOARD_SIZE = 6 * CELL
PAWN_RADIUS = 37
TRAY_RADIUS = 27
TEXT_MIN = smallest_text(WIDTH)
"""No text smaller: legible on a phone (see `games.imaging.smallest_text`)."""
NOTE_LINE = 23
NOTE_SIZE = TEXT_MIN
LEGEND_HEIGHT = 44
NAME_SIZE = 18
NAME_WIDTH = 260
"""A player's name is cut to this many pixels at NAME_SIZE before it enters a line."""
ARROW_MARGIN = 30
"""How far the arrow's sprite reaches past the two square centres it joins."""

RGB = tuple[int, int, int]
RGBA = tuple[int, int, int, int]

BACKGROUND: RGB = (246, 240, 226)
INK: RGB = (52, 42, 32)
MUTED: RGB = (118, 104, 88)
TILE_BORDER: RGB = (92, 70, 48)
TILE_FILLS: dict[int, RGB] = {1: (238, 219, 164), 2: (236, 201, 164), 3: (216, 219, 166),
                              4: (228, 208, 182)}
SIDE_COLOURS: dict[str, RGB] = {"red": (206, 56, 50), "blue": (38, 98, 204)}
SIDE_DARK: dict[str, RGB] = {"red": (112, 24, 20), "blue": (16, 42, 108)}
HIDDEN_FILL: RGB = (152, 138, 118)
HIDDEN_EDGE: RGB = (72, 62, 52)
HIDDEN_INNER: RGB = (180, 168, 148)
BUSH_FILL: RGB = (66, 142, 62)
BUSH_DARK: RGB = (34, 88, 38)
BUSH_LIGHT: RGB = (120, 186, 104)
BUSH_TRUNK: RGB = (110, 78, 42)
ARROW: RGB = (243, 136, 24)
ARROW_EDGE: RGB = (110, 56, 0)
ARROW_OPACITY = 0.93
MOVE_TINT: RGBA = (252, 238, 150, 170)
SHADOW: RGBA = (0, 0, 0, 50)
WHITE: RGB = (255, 255, 255)
MARK: RGB = (178, 84, 34)

_NORTH_EDGE_BY_ORIENTATION = ("N", "E", "S", "W")


def render_png(view: OstrichesView, lang: str = "en",
               names: Sequence[str] | None = None) -> bytes:
    """The PNG bytes of `view`'s board with labels in `lang`, sides named after `names`."""
    notes = _note_lines(_notes(view, lang))
    canvas = Canvas(_palette(), (WIDTH, _height(view, len(notes))), BACKGROUND)
    sides = _Sides(lang, names)
    canvas.paste(_frame(), (0, 0))
    _draw_header(canvas, view, lang, sides)
    _draw_board(canvas, view, sides)
    _draw_pieces(canvas, view)
    _draw_footer(canvas, view, lang, notes)
    return canvas.png()


def _text(canvas: Canvas, x: float, y: float, text: str, size: int, fill: RGB,
          anchor: str = "l", bold: bool = False) -> float:
    """`text` with its top at `y` (baseline at 0.8 x size below); returns its width."""
    return canvas.text((x, y + size * 0.8), text, size, fill, bold=bold, anchor=anchor + "s")


class _Pen:
    """Drawing in 1x sprite coordinates on a canvas `scale` times bigger."""

    def __init__(self, draw: ImageDraw.ImageDraw, scale: float) -> None:
        self.draw = draw
        self.scale = scale

    def _box(self, x: float, y: float, radius: float) -> list[float]:
        s = self.scale
        return [(x - radius) * s, (y - radius) * s, (x + radius) * s, (y + radius) * s]

    def rect(self, box: Sequence[float], fill: RGB | None = None,
             outline: RGB | None = None, width: float = 1) -> None:
        self.draw.rectangle([v * self.scale for v in box], fill=fill, outline=outline,
                            width=round(width * self.scale))

    def disc(self, x: float, y: float, radius: float, fill: RGB | RGBA | None = None,
             outline: RGB | None = None, width: float = 1) -> None:
        self.draw.ellipse(self._box(x, y, radius), fill=fill, outline=outline,
                          width=round(width * self.scale))

    def line(self, points: Sequence[tuple[float, float]], fill: RGB, width: float) -> None:
        self.draw.line([(x * self.scale, y * self.scale) for x, y in points], fill=fill,
                       width=max(1, round(width * self.scale)), joint="curve")

    def polygon(self, points: Sequence[tuple[float, float]], fill: RGB,
                outline: RGB | None = None, width: float = 1) -> None:
        self.draw.polygon([(x * self.scale, y * self.scale) for x, y in points], fill=fill,
                          outline=outline, width=round(width * self.scale))

    def arc(self, x: float, y: float, radius: float, start: float, end: float,
            fill: RGB, width: float) -> None:
        self.draw.arc(self._box(x, y, radius), start, end, fill=fill,
                      width=round(width * self.scale))


# --------------------------------------------------------------------------- sprites
# Each is a pure function of its arguments, cached, with the piece at its centre.


@lru_cache(maxsize=8)
def _hidden_sprite(radius: int) -> Image.Image:
    side = 2 * radius + 8

    def paint(draw: ImageDraw.ImageDraw, scale: float) -> None:
        _draw_hidden(_Pen(draw, scale), side / 2, side / 2, radius)

    return supersampled(side, side, paint)


@lru_cache(maxsize=32)
def _known_sprite(radius: int, colour: str, power: Power) -> Image.Image:
    side = 2 * radius + 8

    def paint(draw: ImageDraw.ImageDraw, scale: float) -> None:
        _draw_known(_Pen(draw, scale), side / 2, side / 2, radius, colour, power)

    return supersampled(side, side, paint)


@lru_cache(maxsize=16)
def _face_up_sprite(colour: str, power: Power) -> Image.Image:
    side = 2 * PAWN_RADIUS + 8

    def paint(draw: ImageDraw.ImageDraw, scale: float) -> None:
        _draw_face_up(_Pen(draw, scale), side / 2, side / 2, PAWN_RADIUS, colour, power)

    return supersampled(side, side, paint)


@lru_cache(maxsize=1)
def _bush_sprite() -> Image.Image:
    def paint(draw: ImageDraw.ImageDraw, scale: float) -> None:
        _draw_bush(_Pen(draw, scale), CELL / 2, CELL / 2)

    return supersampled(CELL, CELL, paint)


@lru_cache(maxsize=1)
def _padlock_sprite() -> Image.Image:
    side = 2 * (PAWN_RADIUS + 16)

    def paint(draw: ImageDraw.ImageDraw, scale: float) -> None:
        _draw_padlock(_Pen(draw, scale), side / 2, side / 2)

    return supersampled(side, side, paint)


@lru_cache(maxsize=8)
def _disc_sprite(radius: float, fill: RGB, outline: RGB, width: float) -> Image.Image:
    """A plain disc: the header's turn marker, the face-up counters, the tile badges."""
    side = 2 * math.ceil(radius + 1)

    def paint(draw: ImageDraw.ImageDraw, scale: float) -> None:
        _Pen(draw, scale).disc(side / 2, side / 2, radius, fill=fill, outline=outline,
                               width=width)

    return supersampled(side, side, paint)


@lru_cache(maxsize=5)
def _legend_symbol(power: Power) -> Image.Image:
    def paint(draw: ImageDraw.ImageDraw, scale: float) -> None:
        pen = _Pen(draw, scale)
        pen.disc(17, 17, 16, fill=INK)
        _draw_symbol(pen, 17, 17, 16, power, WHITE)

    return supersampled(34, 34, paint)


@lru_cache(maxsize=16)
def _arrow_sprite(files: int, ranks: int, ring: bool) -> Image.Image:
    """The last-move arrow for a knight move of (`files`, `ranks`) squares (screen x and y),
    with a ring on the square it left when that square is empty; centred on the move's
    midpoint."""
    width = abs(files) * CELL + 2 * ARROW_MARGIN
    height = abs(ranks) * CELL + 2 * ARROW_MARGIN
    x0 = width / 2 - files * CELL / 2
    y0 = height / 2 - ranks * CELL / 2

    def paint(draw: ImageDraw.ImageDraw, scale: float) -> None:
        _draw_arrow(_Pen(draw, scale), (x0, y0), (x0 + files * CELL, y0 + ranks * CELL),
                    ring)

    sprite = supersampled(width, height, paint)
    sprite.putalpha(sprite.getchannel("A").point(lambda alpha: round(alpha * ARROW_OPACITY)))
    return sprite


# --------------------------------------------------------------------------- layout


def _footer_top() -> int:
    return BOARD_TOP + BOARD_SIZE + 58


def _height(view: OstrichesView, note_lines: int) -> int:
    height = _footer_top() + LEGEND_HEIGHT + note_lines * NOTE_LINE + 12
    if view.viewer is not None and view.hand:
        height += 70
    return height


def _centre(square: str) -> tuple[int, int]:
    file, rank = coords(square)
    return BOARD_LEFT + file * CELL + CELL // 2, BOARD_TOP + (5 - rank) * CELL + CELL // 2


def _tile_box(position: Position) -> tuple[int, int, int, int]:
    left = BOARD_LEFT + (3 * CELL if position in ("SE", "NE") else 0)
    top = BOARD_TOP + (0 if position in ("NW", "NE") else 3 * CELL)
    return left, top, left + 3 * CELL, top + 3 * CELL


# --------------------------------------------------------------------------- header


class _Sides:
    """How the image names each seat: `side_name`, with names cut to NAME_WIDTH first."""

    def __init__(self, lang: str, names: Sequence[str] | None) -> None:
        self.lang = lang
        self.names = None if names is None else [
            clipped(name, NAME_SIZE, NAME_WIDTH) for name in names]
        self._named: dict[int, str] = {}

    def __call__(self, seat: int) -> str:
        found = self._named.get(seat)
        if found is None:
            found = self._named[seat] = side_name(seat, self.lang, self.names)
        return found


def _fitted_text(canvas: Canvas, x: float, y: float, text: str, size: int, room: float,
                 fill: RGB, anchor: str = "l", bold: bool = False) -> None:
    """`text` shrunk (then cut) to fit `room` pixels, on the baseline it has at `size`."""
    text, fit = fitted(text, size, room, bold=bold, smallest=TEXT_MIN)
    _text(canvas, x, y + (size - fit) * 0.8, text, fit, fill, anchor=anchor, bold=bold)


def _draw_header(canvas: Canvas, view: OstrichesView, lang: str, sides: _Sides) -> None:
    seat = view.winner if view.phase == "over" else view.turn
    seat = 0 if seat is None else seat
    colour = COLOURS[seat]
    power = message(f"ostriches.power.{view.pending_power}", lang) if view.pending_power else ""
    status = message(f"ostriches.image.phase.{view.phase}", lang, side=sides(seat), power=power)
    canvas.sprite(_disc_sprite(11, SIDE_COLOURS[colour], SIDE_DARK[colour], 2), (26, 30))
    _fitted_text(canvas, 46, 16, status, 26, WIDTH - 46 - 16, INK, bold=True)
    who = (message("ostriches.image.you", lang, side=sides(view.viewer))
           if view.viewer is not None else message("ostriches.image.spectator", lang))
    if view.phase not in ("placing", "over"):
        who += " · " + message("ostriches.image.turn", lang, number=view.turn_number + 1)
    counts_left = _draw_counts(canvas, view, lang)
    _fitted_text(canvas, 16, 54, who, 18, counts_left - 16 - 16, MUTED)
    _fitted_text(canvas, BOARD_LEFT + BOARD_SIZE / 2, BOARD_TOP - 27, sides(1), TEXT_MIN,
                 BOARD_SIZE, SIDE_DARK["blue"], anchor="m")


def _draw_counts(canvas: Canvas, view: OstrichesView, lang: str) -> float:
    """`Face up  (red) 2/4  (blue) 1/4`, right-aligned on the second header line; returns
    where it starts."""
    parts = [(colour, f"{message(f'ostriches.colour.{colour}', lang)} {view.revealed[colour]}/4")
             for colour in COLOURS]
    label = message("ostriches.image.face_up", lang)
    widths = [text_width(text, 18, bold=True) + 30 for _, text in parts]
    x = WIDTH - 8 - sum(widths) - 12 - text_width(label, 18)
    left = x
    x += _text(canvas, x, 54, label, 18, MUTED) + 12
    for (colour, text), width in zip(parts, widths, strict=True):
        canvas.sprite(_disc_sprite(7, SIDE_COLOURS[colour], SIDE_DARK[colour], 1.5),
                      (x + 7, 64))
        _text(canvas, x + 18, 54, text, 18, SIDE_DARK[colour], bold=True)
        x += width
    return left


# --------------------------------------------------------------------------- board


@lru_cache(maxsize=1)
def _frame() -> Image.Image:
    """Everything above the footer that never changes: the background and the board's
    coordinates (the board itself is pasted over it)."""
    canvas = Canvas(_palette(), (WIDTH, _footer_top()), BACKGROUND)
    for index in range(6):
        file_x = BOARD_LEFT + (index + 0.5) * CELL
        _text(canvas, file_x, BOARD_TOP + BOARD_SIZE + 8, "abcdef"[index], 22, INK,
              anchor="m", bold=True)
        rank_y = BOARD_TOP + (index + 0.5) * CELL
        for rank_x in (BOARD_LEFT - 30, BOARD_LEFT + BOARD_SIZE + 30):
            _text(canvas, rank_x, rank_y - 12, str(6 - index), 22, INK, anchor="m", bold=True)
    return canvas.piece()


TileLayout = tuple[tuple[Position, int, int], ...]
_BOARDS: BoundedCache[tuple[TileLayout, bool], Image.Image] = BoundedCache(8)
_BOARD_ORIGIN = (BOARD_LEFT - 3, BOARD_TOP - 3)


def _board(tiles: TileLayout, tinted: bool) -> Image.Image:
    """The board (tiles, borders, tile marks) for one layout of the tiles, with every square
    tinted as the last move's squares are, or none: a render pastes the plain board and the
    last move's two squares from the tinted one. Cached: tiles move only by a power."""
    key = (tiles, tinted)
    board = _BOARDS.get(key)
    if board is None:
        board = _BOARDS.put(key, _draw_tiles(tiles, tinted))
    return board


def _draw_tiles(tiles: TileLayout, tinted: bool) -> Image.Image:
    side = BOARD_SIZE + 7
    canvas = Canvas(_palette(), (side, side), BACKGROUND)
    dx, dy = _BOARD_ORIGIN
    for position, number, _ in tiles:
        left, top, _, _ = _tile_box(position)
        base = TILE_FILLS.get(number, TILE_FILLS[1])
        shade = (base[0] - 14, base[1] - 14, base[2] - 14)
        for row in range(3):
            for col in range(3):
                x0, y0 = left + col * CELL - dx, top + row * CELL - dy
                fill = base if (row + col) % 2 == 0 else shade
                canvas.rectangle((x0, y0, x0 + CELL - 1, y0 + CELL - 1),
                                 fill=_tinted(fill) if tinted else fill)
    for position, _, _ in tiles:
        left, top, right, bottom = _tile_box(position)
        canvas.rectangle((left - dx, top - dy, right - dx, bottom - dy), outline=TILE_BORDER,
                         width=4)
    canvas.rectangle((0, 0, BOARD_SIZE + 6, BOARD_SIZE + 6), outline=TILE_BORDER, width=6)
    for position, number, orientation in tiles:
        _draw_tile_mark(canvas, position, number, orientation)
    return canvas.piece()


@lru_cache(maxsize=16)
def _tinted(fill: RGB) -> RGB:
    """`fill` under the last move's translucent tint, blended as Pillow blends it."""
    pixel = Image.new("RGB", (1, 1), fill)
    ImageDraw.Draw(pixel, "RGBA").point((0, 0), fill=MOVE_TINT)
    colour = pixel.getpixel((0, 0))
    assert isinstance(colour, tuple)
    return colour[0], colour[1], colour[2]


def _draw_board(canvas: Canvas, view: OstrichesView, sides: _Sides) -> None:
    tiles = tuple((slot.position, slot.tile, slot.orientation) for slot in view.tiles)
    canvas.paste(_board(tiles, False), _BOARD_ORIGIN)
    if view.last_move is not None:
        tinted = _board(tiles, True)
        for square in (view.last_move.origin, view.last_move.target):
            x, y = _centre(square)
            left, top = x - CELL // 2, y - CELL // 2
            box = (left - _BOARD_ORIGIN[0], top - _BOARD_ORIGIN[1])
            canvas.paste(tinted.crop((*box, box[0] + CELL, box[1] + CELL)), (left, top))
    _fitted_text(canvas, BOARD_LEFT + BOARD_SIZE / 2, BOARD_TOP + BOARD_SIZE + 31, sides(0),
                 TEXT_MIN, BOARD_SIZE, SIDE_DARK["red"], anchor="m")


def _draw_tile_mark(canvas: Canvas, position: Position, number: int, orientation: int) -> None:
    """The tile's mark: an accent strip along its current north edge, and its number in a
    badge at the strip's start (the tile's own north-west corner). Both turn with the tile.
    Drawn on the board piece, whose origin is `_BOARD_ORIGIN`."""
    left, top, right, bottom = _tile_box(position)
    dx, dy = _BOARD_ORIGIN
    left, top, right, bottom = left - dx, top - dy, right - dx, bottom - dy
    edge = _NORTH_EDGE_BY_ORIENTATION[orientation % 4]
    gap, depth = 4, 8
    strip, corner = {
        "N": ((left + gap, top + gap, right - gap, top + gap + depth), (left, top)),
        "E": ((right - gap - depth, top + gap, right - gap, bottom - gap), (right, top)),
        "S": ((left + gap, bottom - gap - depth, right - gap, bottom - gap), (right, bottom)),
        "W": ((left + gap, top + gap, left + gap + depth, bottom - gap), (left, bottom)),
    }[edge]
    canvas.rectangle((strip[0], strip[1], strip[2] - 1, strip[3] - 1), fill=MARK)
    inset = 15
    x = corner[0] + (inset if corner[0] == left else -inset)
    y = corner[1] + (inset if corner[1] == top else -inset)
    canvas.sprite(_disc_sprite(13, MARK, TILE_BORDER, 1.5), (x, y))
    canvas.text_centred((x - 13, y - 13, x + 13, y + 13), str(number), TEXT_MIN, WHITE,
                        bold=True)


# --------------------------------------------------------------------------- pieces


def _draw_pieces(canvas: Canvas, view: OstrichesView) -> None:
    for bush in view.bushes:
        canvas.sprite(_bush_sprite(), _centre(bush))
    known = {face.square: face for face in view.known}
    for square in view.face_down:
        face = known.get(square)
        sprite = (_hidden_sprite(PAWN_RADIUS) if face is None
                  else _known_sprite(PAWN_RADIUS, face.colour, face.power))
        canvas.sprite(sprite, _centre(square))
    for face in view.face_up:
        canvas.sprite(_face_up_sprite(face.colour, face.power), _centre(face.square))
    if view.last_move is not None:
        (x0, y0), (x1, y1) = _centre(view.last_move.origin), _centre(view.last_move.target)
        ring = view.last_move.origin not in _occupied(view)
        sprite = _arrow_sprite((x1 - x0) // CELL, (y1 - y0) // CELL, ring)
        canvas.sprite(sprite, ((x0 + x1) / 2, (y0 + y1) / 2))
    if view.locked_square is not None:
        canvas.sprite(_padlock_sprite(), _centre(view.locked_square))


def _occupied(view: OstrichesView) -> set[str]:
    return {*view.face_down, *(face.square for face in view.face_up), *view.bushes}


def _draw_bush(pen: _Pen, x: float, y: float) -> None:
    blobs = ((-16, 8, 19), (16, 8, 19), (0, -12, 21), (-22, -8, 13), (22, -8, 13))
    for dx, dy, radius in blobs:
        pen.disc(x + dx, y + dy, radius + 3, fill=BUSH_DARK)
    for dx, dy, radius in blobs:
        pen.disc(x + dx, y + dy, radius, fill=BUSH_FILL)
    for dx, dy in ((-8, -16), (10, -4), (-14, 6)):
        pen.disc(x + dx, y + dy, 4, fill=BUSH_LIGHT)
    pen.rect((x - 4, y + 26, x + 4, y + 36), fill=BUSH_TRUNK)


def _draw_hidden(pen: _Pen, x: float, y: float, radius: float) -> None:
    pen.disc(x, y + 3, radius, fill=SHADOW)
    pen.disc(x, y, radius, fill=HIDDEN_FILL, outline=HIDDEN_EDGE, width=3)
    pen.disc(x, y, radius * 0.62, outline=HIDDEN_INNER, width=3)


def _draw_known(pen: _Pen, x: float, y: float, radius: float, colour: str,
                power: Power) -> None:
    pen.disc(x, y + 3, radius, fill=SHADOW)
    pen.disc(x, y, radius, fill=HIDDEN_FILL, outline=SIDE_COLOURS[colour], width=7)
    pen.disc(x, y, radius - 7, outline=SIDE_DARK[colour], width=1.5)
    _draw_symbol(pen, x, y, radius * 0.8, power, SIDE_DARK[colour])


def _draw_face_up(pen: _Pen, x: float, y: float, radius: float, colour: str,
                  power: Power) -> None:
    pen.disc(x, y + 3, radius, fill=SHADOW)
    pen.disc(x, y, radius, fill=SIDE_COLOURS[colour], outline=SIDE_DARK[colour], width=3)
    _draw_symbol(pen, x, y, radius, power, WHITE)


def _draw_symbol(pen: _Pen, x: float, y: float, r: float, power: Power, colour: RGB) -> None:
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


def _draw_arrow(pen: _Pen, origin: tuple[float, float], target: tuple[float, float],
                ring: bool) -> None:
    """The last knight move: a ring on the square it left, an arrow to where it landed."""
    (x0, y0), (x1, y1) = origin, target
    if ring:
        pen.disc(x0, y0, 14, outline=ARROW_EDGE, width=6)
        pen.disc(x0, y0, 14, outline=ARROW, width=3)
    angle = math.atan2(y1 - y0, x1 - x0)
    back = PAWN_RADIUS + 3
    tip = (x1 - math.cos(angle) * back, y1 - math.sin(angle) * back)
    start = (x0 + math.cos(angle) * 14, y0 + math.sin(angle) * 14)
    head = 22
    base = (tip[0] - math.cos(angle) * head, tip[1] - math.sin(angle) * head)
    normal = (-math.sin(angle) * head * 0.55, math.cos(angle) * head * 0.55)
    wings = [tip, (base[0] + normal[0], base[1] + normal[1]),
             (base[0] - normal[0], base[1] - normal[1])]
    pen.line([start, base], ARROW_EDGE, 11)
    pen.line([start, base], ARROW, 6)
    pen.polygon(wings, fill=ARROW, outline=ARROW_EDGE, width=1)


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


@lru_cache(maxsize=4)
def _legend(lang: str) -> Image.Image:
    """The powers legend strip (symbol and name of each power): it depends on `lang` only."""
    strip = Canvas(_palette(), (WIDTH, LEGEND_HEIGHT), BACKGROUND)
    x = 16 + _text(strip, 16, 6, message("ostriches.image.legend", lang), 18, MUTED) + 14
    for power in POWERS:
        strip.sprite(_legend_symbol(power), (x + 16, 16))
        x += 38 + _text(strip, x + 38, 6, message(f"ostriches.power.{power}", lang), 18, INK)
        x += 18
    return strip.piece()


def _draw_footer(canvas: Canvas, view: OstrichesView, lang: str, notes: list[str]) -> None:
    y = _footer_top()
    canvas.paste(_legend(lang), (0, y))
    y += LEGEND_HEIGHT
    if view.viewer is not None and view.hand:
        _draw_tray(canvas, view, lang, y)
        y += 70
    for line in notes:
        _text(canvas, 16, y + 4, line, NOTE_SIZE, MUTED)
        y += NOTE_LINE


def _notes(view: OstrichesView, lang: str) -> list[str]:
    """The footer's explanations of the marks this image shows."""
    notes = [message("ostriches.image.tile_note", lang)]
    if view.locked_square is not None:
        notes.append(message("ostriches.image.locked_note", lang))
    if view.known:
        key = "revealed_note" if view.phase == "over" else "known_note"
        notes.append(message(f"ostriches.image.{key}", lang))
    return notes


def _note_lines(notes: list[str]) -> list[str]:
    """The footer notes, joined on as few lines as fit the width (a long one wrapped)."""
    lines: list[str] = []
    for note in notes:
        joined = f"{lines[-1]}   ·   {note}" if lines else note
        if lines and text_width(joined, NOTE_SIZE) <= WIDTH - 32:
            lines[-1] = joined
        else:
            lines.extend(wrapped(note, NOTE_SIZE, WIDTH - 32))
    return lines


def _draw_tray(canvas: Canvas, view: OstrichesView, lang: str, y: float) -> None:
    """The viewer's pawns still in hand, drawn as they know them (ring in their colour)."""
    assert view.viewer is not None
    colour = COLOURS[view.viewer]
    title = message("ostriches.image.to_place", lang)
    x = 16 + _text(canvas, 16, y + 22, title, 18, INK, bold=True)
    x += 20
    for power in view.hand:
        canvas.sprite(_known_sprite(TRAY_RADIUS, colour, power), (x + 28, y + 32))
        x += 62


# --------------------------------------------------------------------------- palette


@lru_cache(maxsize=1)
def _palette() -> Palette:
    """The game's colours: every flat colour exactly, then a summary of how its pieces and
    text blend over the grounds they are drawn on."""
    shades = [shade for base in TILE_FILLS.values()
              for shade in (base, (base[0] - 14, base[1] - 14, base[2] - 14))]
    squares = shades + [_tinted(shade) for shade in shades]
    exact = [BACKGROUND, INK, MUTED, TILE_BORDER, *squares, *SIDE_COLOURS.values(),
             *SIDE_DARK.values(), HIDDEN_FILL, HIDDEN_EDGE, HIDDEN_INNER, BUSH_FILL, BUSH_DARK,
             ARROW, ARROW_EDGE, WHITE, MARK, BUSH_LIGHT, BUSH_TRUNK]
    pawns = [_hidden_sprite(PAWN_RADIUS), _bush_sprite(), _padlock_sprite(),
             _arrow_sprite(1, 2, True), _arrow_sprite(2, -1, False)]
    pawns += [_face_up_sprite(colour, power) for colour in COLOURS for power in POWERS]
    pawns += [_known_sprite(PAWN_RADIUS, colour, power) for colour in COLOURS
              for power in POWERS]
    on_paper = [_known_sprite(TRAY_RADIUS, colour, power) for colour in COLOURS
                for power in POWERS]
    on_paper += [_legend_symbol(power) for power in POWERS]
    on_paper += [_disc_sprite(radius, SIDE_COLOURS[colour], SIDE_DARK[colour], width)
                 for colour in COLOURS for radius, width in ((11, 2), (7, 1.5))]
    badge = [_disc_sprite(12, MARK, TILE_BORDER, 1.5)]
    inks = [INK, MUTED, *SIDE_DARK.values()]
    samples = [*blends(pawns, squares), *blends(on_paper, [BACKGROUND]),
               *blends(badge, [*shades, MARK]),
               ramps([(ink, BACKGROUND) for ink in inks] + [(WHITE, MARK)])]
    return Palette.learn(exact, samples)
