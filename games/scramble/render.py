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

The layout and the board are drawn in `render_board`, the panels under it in `render_panel`.
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import lru_cache

from games.imaging import Canvas, Palette, SeatLabels, blends, message, ramps
from games.scramble.constants import CARD_NAMES, COLOURS, GARMENT_TYPES, TRAP_KINDS
from games.scramble.render_board import (
    ALERT,
    BOARD_PIXELS,
    CELL,
    CLIFF,
    CLIFF_NOTCH,
    KEYS,
    RETURN_PATH,
    TEXT_MIN,
    TILE_LINE,
    TILE_SHADES,
    Layout,
    draw_board,
    draw_ostriches,
    draw_paths,
)
from games.scramble.render_panel import (
    BROWN,
    FADED,
    HAND_FILL,
    NAME_SIZE,
    NAME_WIDTH,
    ROW_ACTIVE,
    ROW_EDGE,
    ROW_FILL,
    SLOT_EDGE,
    draw_footer,
    draw_hand,
    draw_panel,
    key_sprite,
    row_card,
    token_name,
)
from games.scramble.render_parts import (
    CARD_BACK,
    CARD_TEXT,
    COLOUR_RGB,
    CRATE,
    CRATE_DARK,
    GOLD,
    INK,
    PAPER,
    SKATE_DECK,
    SKATE_STRIPE,
    SKATE_WHEEL,
    TRAP_RED,
    WHITE,
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
from games.scramble.views import ScrambleView


def render_view(view: ScrambleView, lang: str = "en", names: Sequence[str] | None = None) -> bytes:
    """The PNG of a view: public board and panel, plus the hand panel for a player; seats
    are named after `names` when given."""
    layout = Layout(view)
    players = SeatLabels(lang, names, _generic_player, NAME_SIZE, NAME_WIDTH)
    canvas = Canvas(_palette(), (layout.width, layout.height), PAPER)
    _header(canvas, layout, lang, players)
    draw_board(canvas, layout)
    draw_paths(canvas, layout)
    draw_ostriches(canvas, layout)
    draw_panel(canvas, layout, lang, players)
    draw_footer(canvas, layout, lang, players)
    if layout.height > layout.hand_y:
        draw_hand(canvas, layout, lang, players)
    return canvas.png()


@lru_cache(maxsize=64)
def _generic_player(seat: int, lang: str) -> str:
    return message(KEYS + "player", lang, number=seat + 1)


def _header(canvas: Canvas, layout: Layout, lang: str, players: SeatLabels) -> None:
    view = layout.view
    room = layout.width - 32
    title = message(KEYS + ("title" if view.max_rounds else "title_open"), lang,
                    round=view.round, rounds=view.max_rounds,
                    phase=message(f"scramble.phase.{view.phase}", lang))
    canvas.fitted_text((16, 12), title, 30, room, INK, smallest=TEXT_MIN, bold=True)
    canvas.fitted_text((16, 54), _status(view, lang, players), 24, room, BROWN, smallest=TEXT_MIN)


def _status(view: ScrambleView, lang: str, players: SeatLabels) -> str:
    if view.phase == "over":
        winners = ", ".join(players(seat) for seat in view.winners)
        return message(KEYS + f"result_{view.end_reason}", lang, players=winners,
                       count=len(view.winners))
    if view.phase == "move" and view.active is not None:
        active = next(item for item in view.ostriches if item.colour == view.active)
        status = message(KEYS + "running", lang, ostrich=token_name(active.colour, lang),
                        player=players(active.owner))
        if view.distance is not None:
            status += message(KEYS + "running_distance", lang, distance=view.distance,
                             direction=view.direction or "?")
        if view.pending is not None:
            status += " - " + _decision(view, lang, players)
        return status
    if view.pending is not None:
        return _decision(view, lang, players)
    waiting = ", ".join(players(seat) for seat in view.to_act)
    return message(KEYS + "waiting", lang, players=waiting or "-")


def _decision(view: ScrambleView, lang: str, players: SeatLabels) -> str:
    assert view.pending is not None
    return message(f"scramble.decision.{view.pending.kind}", lang,
                  player=players(view.pending.seat),
                  ostrich=token_name(view.pending.ostrich or "-", lang))


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
    in_rows += [key_sprite(colour) for colour in COLOURS]
    in_rows += [direction_sprite(direction, size) for direction in "NESW" for size in (14, 20)]
    in_rows += [trap_sprite(kind, width, height) for kind in (None, *TRAP_KINDS)
                for width, height in ((38, 36), (40, 36))]
    grounds = [ROW_FILL, ROW_ACTIVE, WHITE, HAND_FILL]
    inks = [INK, BROWN, FADED, ALERT]
    samples = [*blends(on_board, TILE_SHADES), *blends([row_card(False), row_card(True)],
                                                        [PAPER]),
               *blends(in_rows, grounds),
               ramps([(ink, ground) for ink in inks for ground in (PAPER, *grounds)])]
    return Palette.learn(exact, samples)
