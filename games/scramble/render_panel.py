"""The panels under a Scramble board: a row per ostrich (its player, garments, backpack,
Zig card, Zag, dizziness, and the traps on it over the colour key of who set each), the
decks and hands, and a player's own hand (the image is composed in `render`).

A row changes far less often than the board, so each is drawn once per distinct content and
pasted, in the palette of the image it goes on (`Canvas.palette`).
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache

from PIL import Image, ImageDraw

import i18n
from games.imaging import (
    BoundedCache,
    Canvas,
    Palette,
    SeatLabels,
    clipped,
    message,
    supersampled,
    text_width,
)
from games.scramble.constants import COLOURS, GARMENT_TYPES
from games.scramble.render_board import ALERT, FOOTER_LINE, KEYS, PANEL, ROW, TEXT_MIN, Layout
from games.scramble.render_parts import (
    COLOUR_RGB,
    INK,
    PAPER,
    RGB,
    WHITE,
    crown_sprite,
    direction_sprite,
    garment_sprite,
    ostrich_sprite,
    star_sprite,
    trap_sprite,
    zag_sprite,
    zig_card_sprite,
)
from games.scramble.views import OstrichView, ScrambleView

KEY_RADIUS = 7
"""The colour key under a trap: a disc in the colour of the player who set it."""
BROWN: RGB = (90, 60, 40)
FADED: RGB = (190, 180, 170)
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


def key_colour(seat: int) -> str:
    """The colour that stands for a seat where its name has no room (who set a trap): its
    first ostrich's, distinct for every seat."""
    return COLOURS[seat]


@lru_cache(maxsize=256)
def token_name(token: str, lang: str) -> str:
    """A notation token (a colour, a garment, a trap) as the reader's language names it, or
    the token itself where the catalog has no word for it."""
    key = f"scramble.token.{token}"
    return message(key, lang) if i18n.has(key) else token


@lru_cache(maxsize=2)
def row_card(highlight: bool) -> Image.Image:
    """The rounded background of one ostrich's row in the panel (yellow for the runner)."""
    width, height = PANEL - 8, ROW - 7

    def paint(draw: ImageDraw.ImageDraw, scale: float) -> None:
        draw.rounded_rectangle((0, 0, width * scale - 1, height * scale - 1),
                               radius=10 * scale,
                               fill=ROW_ACTIVE if highlight else ROW_FILL,
                               outline=ROW_EDGE, width=round(scale))

    return supersampled(width, height, paint)


def draw_panel(canvas: Canvas, layout: Layout, lang: str, players: SeatLabels) -> None:
    """The panel under the board: a row per ostrich, each drawn once and pasted."""
    view = layout.view
    x, y = layout.panel_x, layout.panel_y
    canvas.text((x, y + 4), message(KEYS + "ostriches", lang), 24, INK, bold=True)
    for index, item in enumerate(view.ostriches):
        row = _Row.of(item, view, lang, players)
        canvas.paste(_row_piece(row, canvas.palette), (x - ROW_LEFT, y + 36 + index * ROW))


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


def _row_piece(row: _Row, palette: Palette) -> Image.Image:
    """The picture of one panel row (its card and everything on it), cached by `_Row`."""
    piece = _ROWS.get(row)
    if piece is None:
        canvas = Canvas(palette, (PANEL + ROW_LEFT, ROW), PAPER)
        _draw_row(canvas, row, ROW_LEFT, 0)
        piece = _ROWS.put(row, canvas.piece())
    return piece


def _draw_row(canvas: Canvas, row: _Row, x: int, top: int) -> None:
    """One ostrich's row: its player's name over it, then the ostrich, its four garment
    slots with its backpack under them, its Zig card, Zag and dizziness, and the traps on
    it, each over the colour key of who set it."""
    card = row_card(row.active)
    canvas.sprite(card, (x - ROW_LEFT + card.width / 2, top + card.height / 2))
    width = canvas.fitted_text((x + 4, top + 5), row.owner, NAME_SIZE, 300, INK,
                               smallest=TEXT_MIN, bold=True)
    if row.off_board:
        canvas.text((x + 16 + width, top + 6), message(KEYS + "off_board", row.lang), TEXT_MIN,
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
            canvas.text_centred(box, token_name(kind, row.lang)[:1].upper(), 20, FADED)
        slot_x += 46
    pack_x: float = x + 56
    if row.backpack:
        pack_x += 6 + canvas.text((pack_x, top + 76), message(KEYS + "backpack", row.lang),
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
        canvas.sprite(key_sprite(setter), (trap_x + 19, top + 84))
        trap_x += 44


@lru_cache(maxsize=8)
def key_sprite(colour: str) -> Image.Image:
    """The colour key of a seat: a disc in its colour, ringed in ink."""
    side = 2 * KEY_RADIUS + 4

    def paint(draw: ImageDraw.ImageDraw, scale: float) -> None:
        c, r = side * scale / 2, KEY_RADIUS * scale
        draw.ellipse((c - r, c - r, c + r, c + r), fill=COLOUR_RGB[colour], outline=INK,
                     width=round(1.5 * scale))

    return supersampled(side, side, paint)


def draw_footer(canvas: Canvas, layout: Layout, lang: str, players: SeatLabels) -> None:
    """The decks on one line, then each player's hand (two to a line), after the colour key
    that marks the traps they set."""
    view = layout.view
    text = message(KEYS + "decks", lang, zig=view.zig_deck, discard=view.zig_discard,
                  traps=view.trap_deck, pile=view.garment_pile)
    room = layout.width - 32
    canvas.fitted_text((16, layout.footer_y), text, 19, room, BROWN, smallest=TEXT_MIN)
    column = room / 2
    for index, seat in enumerate(view.seats):
        row, side = divmod(index, 2)
        x, y = 16 + side * column, layout.footer_y + 30 + row * FOOTER_LINE
        canvas.sprite(key_sprite(key_colour(seat.seat)), (x + KEY_RADIUS + 2, y + 10))
        counts = message(KEYS + "hand_count", lang, player="", cards=seat.hand_size,
                         traps=seat.trap_count)
        name_room = max(40.0, column - 30 - text_width(counts, TEXT_MIN + 1))
        line = message(KEYS + "hand_count", lang, cards=seat.hand_size, traps=seat.trap_count,
                       player=clipped(players(seat.seat), TEXT_MIN + 1, name_room))
        canvas.fitted_text((x + 2 * KEY_RADIUS + 10, y), line, TEXT_MIN + 1, column - 34,
                           BROWN, smallest=TEXT_MIN)


def draw_hand(canvas: Canvas, layout: Layout, lang: str, players: SeatLabels) -> None:
    """A player's own panel: their Zig cards, the card and direction set for each of their
    ostriches, and their traps."""
    view = layout.view
    assert view.viewer is not None
    seat = view.seats[view.viewer]
    top = layout.hand_y
    canvas.rectangle((0, top, layout.width, layout.height), fill=HAND_FILL)
    title = message(KEYS + "your_hand", lang, player=players(seat.seat))
    canvas.fitted_text((16, top + 8), title, 24, layout.width - 32, INK, smallest=TEXT_MIN,
                       bold=True)
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
        canvas.text((x + 46, top + 12), token_name(item.colour, lang), 20, INK)
        if item.card is not None:
            canvas.sprite(zig_card_sprite(item.card, 60, 86, highlight=True),
                          (x + 76, top + 92))
            if item.direction is not None:
                canvas.sprite(direction_sprite(item.direction, 20), (x + 130, top + 92))
            else:
                canvas.text((x + 130, top + 92), "?", 30, INK, anchor="mm")
        else:
            canvas.text((x + 46, top + 60), message(KEYS + "no_zig", lang), 18, INK)
        x += 200
    canvas.text((x, top + 12), message(KEYS + "your_trap", lang), 20, INK)
    if not seat.traps:
        canvas.text((x, top + 52), "-", 24, INK)
    for offset, trap in enumerate(seat.traps or []):
        canvas.sprite(trap_sprite(trap, 40, 36), (x + 20, top + 60 + offset * 44))
        canvas.text((x + 48, top + 50 + offset * 44), token_name(trap, lang), 20, INK)
