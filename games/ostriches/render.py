"""The Ostriches board image, drawn from a view alone (never from the state).

One picture answers what a player on a phone needs at a glance: whose turn and what to do,
the four tiles (each with its number and a notch on its current north edge, so rotations and
tile swaps show), bushes, identical face-down pawns, face-up pawns in their colour with a drawn
power symbol, a padlock on the pawn that may not move next, the face-up count of each colour,
and the latest turn in orange: the knight's arrow, the power used (the bush's arrow; swapped
or watched pawns ringed, with the power's badge; swapped tiles framed, a badge beside each)
and the rotated tile framed, with a ↻ or ↺ badge in the margin beside it. A player's private
view adds what only they know: the face-down pawns they know (`assist` memory, or everything
once the game is over) as pale discs of their colour with their symbol and, while placing,
the pawns still in their hand. Given players' names, the sides
are named after them (`alice (Red, South)`); a long name is cut with an ellipsis, and every
line that holds one is fitted to its room.

The image is drawn at its real size, straight in the game's fixed palette (a
`games.imaging.Canvas`): squares, strips and borders are straight rectangles, text comes
anti-aliased from the shared font, and every round piece (pawns, bushes, badges, the arrow,
the padlock, legend symbols) is a sprite drawn four times bigger and reduced once, then
cached by what it depends on. What never changes (background, coordinates) and the board for
one layout of the tiles are cached too, so a render is mostly pastes plus compressing the
PNG, while edges stay smooth. The pieces, the colours and the palette are in `render_parts`.
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import lru_cache

from PIL import Image

from games.imaging import (
    BoundedCache,
    Canvas,
    clipped,
    message,
    smallest_text,
    text_width,
    wrapped,
)

from .board import COLOURS, POSITIONS, Position, coords
from .describe import side_name
from .models import POWERS, OstrichesView
from .render_marks import (
    FRAME,
    PAWN_BADGE_RADIUS,
    POWER_RADIUS,
    power_sprite,
    ring_sprite,
    rotation_sprite,
)
from .render_palette import palette
from .render_parts import (
    ARROW,
    ARROW_EDGE,
    BACKGROUND,
    CELL,
    INK,
    MARK,
    MUTED,
    PAWN_RADIUS,
    RGB,
    SIDE_COLOURS,
    SIDE_DARK,
    TILE_BORDER,
    TILE_FILLS,
    TRAY_RADIUS,
    WHITE,
    arrow_sprite,
    bush_sprite,
    disc_sprite,
    face_up_sprite,
    hidden_sprite,
    known_sprite,
    legend_symbol,
    move_tinted,
    padlock_sprite,
)
from .views import may_pass

WIDTH = 720
BOARD_LEFT = 60
BOARD_TOP = 112
BOARD_SIZE = 6 * CELL
TEXT_MIN = smallest_text(WIDTH)
"""No text smaller: legible on a phone (see `games.imaging.smallest_text`)."""
NOTE_LINE = 23
NOTE_SIZE = TEXT_MIN
LEGEND_HEIGHT = 44
NAME_SIZE = 18
NAME_WIDTH = 260
"""A player's name is cut to this many pixels at NAME_SIZE before it enters a line."""
_NORTH_EDGE_BY_ORIENTATION = ("N", "E", "S", "W")


def render_png(view: OstrichesView, lang: str = "en",
               names: Sequence[str] | None = None) -> bytes:
    """The PNG bytes of `view`'s board with labels in `lang`, sides named after `names`."""
    notes = _note_lines(_notes(view, lang))
    canvas = Canvas(palette(), (WIDTH, _height(view, len(notes))), BACKGROUND)
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
    canvas.fitted_text((x, y + size * 0.8), text, size, room, fill, smallest=TEXT_MIN,
                       bold=bold, anchor=anchor + "s")


def _draw_header(canvas: Canvas, view: OstrichesView, lang: str, sides: _Sides) -> None:
    seat = view.winner if view.phase == "over" else view.turn
    seat = 0 if seat is None else seat
    colour = COLOURS[seat]
    power = message(f"ostriches.power.{view.pending_power}", lang) if view.pending_power else ""
    phase = "power_must" if view.phase == "power" and not may_pass(view) else view.phase
    status = message(f"ostriches.image.phase.{phase}", lang, side=sides(seat), power=power)
    canvas.sprite(disc_sprite(11, SIDE_COLOURS[colour], SIDE_DARK[colour], 2), (26, 30))
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
        canvas.sprite(disc_sprite(7, SIDE_COLOURS[colour], SIDE_DARK[colour], 1.5),
                      (x + 7, 64))
        _text(canvas, x + 18, 54, text, 18, SIDE_DARK[colour], bold=True)
        x += width
    return left


# --------------------------------------------------------------------------- board


@lru_cache(maxsize=1)
def _frame() -> Image.Image:
    """Everything above the footer that never changes: the background and the board's
    coordinates (the board itself is pasted over it)."""
    canvas = Canvas(palette(), (WIDTH, _footer_top()), BACKGROUND)
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
    canvas = Canvas(palette(), (side, side), BACKGROUND)
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
                                 fill=move_tinted(fill) if tinted else fill)
    for position, _, _ in tiles:
        left, top, right, bottom = _tile_box(position)
        canvas.rectangle((left - dx, top - dy, right - dx, bottom - dy), outline=TILE_BORDER,
                         width=4)
    canvas.rectangle((0, 0, BOARD_SIZE + 6, BOARD_SIZE + 6), outline=TILE_BORDER, width=6)
    for position, number, orientation in tiles:
        _draw_tile_mark(canvas, position, number, orientation)
    return canvas.piece()


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
    _draw_frames(canvas, view)
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
    canvas.sprite(disc_sprite(13, MARK, TILE_BORDER, 1.5), (x, y))
    canvas.text_centred((x - 13, y - 13, x + 13, y + 13), str(number), TEXT_MIN, WHITE,
                        bold=True)


# --------------------------------------------------------------------------- pieces


def _draw_pieces(canvas: Canvas, view: OstrichesView) -> None:
    for bush in view.bushes:
        canvas.sprite(bush_sprite(), _centre(bush))
    known = {face.square: face for face in view.known}
    for square in view.face_down:
        face = known.get(square)
        sprite = (hidden_sprite(PAWN_RADIUS) if face is None
                  else known_sprite(PAWN_RADIUS, face.colour, face.power))
        canvas.sprite(sprite, _centre(square))
    for face in view.face_up:
        canvas.sprite(face_up_sprite(face.colour, face.power), _centre(face.square))
    if view.last_move is not None:
        _draw_arrow(canvas, view, view.last_move.origin, view.last_move.target)
    _draw_power(canvas, view)
    if view.locked_square is not None:
        canvas.sprite(padlock_sprite(), _centre(view.locked_square))
    if view.last_rotation is not None:
        tile = view.last_rotation.tile
        canvas.sprite(rotation_sprite(view.last_rotation.direction), _margin_spot(tile, 0))


def _occupied(view: OstrichesView) -> set[str]:
    return {*view.face_down, *(face.square for face in view.face_up), *view.bushes}


def _draw_arrow(canvas: Canvas, view: OstrichesView, origin: str, target: str) -> None:
    """An arrow from `origin` to `target`, with a ring on `origin` if it is empty now."""
    (x0, y0), (x1, y1) = _centre(origin), _centre(target)
    ring = origin not in _occupied(view)
    sprite = arrow_sprite((x1 - x0) // CELL, (y1 - y0) // CELL, ring)
    canvas.sprite(sprite, ((x0 + x1) / 2, (y0 + y1) / 2))


# --------------------------------------------------------------------------- the turn's marks


def _framed_tiles(view: OstrichesView) -> list[Position]:
    """The tiles the latest turn turned or swapped: each gets an orange frame."""
    framed: list[Position] = []
    power = view.last_power
    if power is not None and power.power == "tiles":
        framed += [position for position in POSITIONS if position in (power.first, power.second)]
    if view.last_rotation is not None and view.last_rotation.tile not in framed:
        framed.append(view.last_rotation.tile)
    return framed


def _draw_frames(canvas: Canvas, view: OstrichesView) -> None:
    """An orange frame, edged dark, over the border of each tile the turn turned or swapped
    (under the pieces)."""
    for position in _framed_tiles(view):
        left, top, right, bottom = _tile_box(position)
        half = FRAME // 2
        canvas.rectangle((left - half - 1, top - half - 1, right + half, bottom + half),
                         outline=ARROW_EDGE, width=FRAME + 2)
        canvas.rectangle((left - half + 1, top - half + 1, right + half - 2, bottom + half - 2),
                         outline=ARROW, width=FRAME - 2)


def _margin_spot(position: Position, inner: int) -> tuple[int, int]:
    """Where a tile's badge goes: in the coordinates' margin beside the tile, between two
    rank numbers; the outer spot (0: by the board's corner) holds the rotation, the inner
    one (1) the Tiles power."""
    x = BOARD_LEFT - 30 if position in ("SW", "NW") else BOARD_LEFT + BOARD_SIZE + 30
    steps = (5 - inner) if position in ("SW", "SE") else (1 + inner)
    return x, BOARD_TOP + steps * CELL


def _draw_power(canvas: Canvas, view: OstrichesView) -> None:
    """The power used in the latest turn: the bush's move as an arrow; swapped or watched
    pawns ringed, with the power's badge; swapped tiles' badges beside them (their frames
    are drawn under the pieces)."""
    power = view.last_power
    if power is None:
        return
    if power.power == "bush":
        _draw_arrow(canvas, view, power.first, power.second)
    elif power.power == "tiles":
        for position in POSITIONS:
            if position in (power.first, power.second):
                canvas.sprite(power_sprite("tiles", POWER_RADIUS), _margin_spot(position, 1))
    else:
        for square in (power.first, power.second):
            x, y = _centre(square)
            canvas.sprite(ring_sprite(), (x, y))
            offset = PAWN_RADIUS * 0.72
            canvas.sprite(power_sprite(power.power, PAWN_BADGE_RADIUS),
                          (x - offset, y - offset))


# --------------------------------------------------------------------------- footer


@lru_cache(maxsize=4)
def _legend(lang: str) -> Image.Image:
    """The powers legend strip (symbol and name of each power): it depends on `lang` only."""
    strip = Canvas(palette(), (WIDTH, LEGEND_HEIGHT), BACKGROUND)
    x = 16 + _text(strip, 16, 6, message("ostriches.image.legend", lang), 18, MUTED) + 14
    for power in POWERS:
        strip.sprite(legend_symbol(power), (x + 16, 16))
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
    if view.last_move or view.last_power or view.last_rotation:
        notes.append(message("ostriches.image.turn_note", lang))
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
        canvas.sprite(known_sprite(TRAY_RADIUS, colour, power), (x + 28, y + 32))
        x += 62
