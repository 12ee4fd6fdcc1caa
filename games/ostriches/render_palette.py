"""The Ostriches board's palette: every flat colour of the image exactly, then a summary of
how its pieces (`render_parts`, `render_marks`) and text blend over the grounds they are
drawn on, learnt once (see `games.imaging.Palette`)."""

from __future__ import annotations

from functools import lru_cache

from games.imaging import Palette, blends, ramps

from .board import COLOURS
from .models import POWERS
from .render_marks import mark_sprites
from .render_parts import (
    ARROW,
    ARROW_EDGE,
    BACKGROUND,
    BUSH_DARK,
    BUSH_FILL,
    BUSH_LIGHT,
    BUSH_TRUNK,
    HIDDEN_EDGE,
    HIDDEN_FILL,
    HIDDEN_INNER,
    INK,
    KNOWN_FILLS,
    MARK,
    MUTED,
    PAWN_RADIUS,
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


@lru_cache(maxsize=1)
def palette() -> Palette:
    """The game's colours: every flat colour exactly, then a summary of how its pieces and
    text blend over the grounds they are drawn on."""
    shades = [shade for base in TILE_FILLS.values()
              for shade in (base, (base[0] - 14, base[1] - 14, base[2] - 14))]
    squares = shades + [move_tinted(shade) for shade in shades]
    exact = [BACKGROUND, INK, MUTED, TILE_BORDER, *squares, *SIDE_COLOURS.values(),
             *SIDE_DARK.values(), *KNOWN_FILLS.values(), HIDDEN_FILL, HIDDEN_EDGE,
             HIDDEN_INNER, BUSH_FILL, BUSH_DARK, ARROW, ARROW_EDGE, WHITE, MARK, BUSH_LIGHT,
             BUSH_TRUNK]
    pawns = [hidden_sprite(PAWN_RADIUS), bush_sprite(), padlock_sprite(),
             arrow_sprite(1, 2, True), arrow_sprite(2, -1, False), *mark_sprites()]
    pawns += [face_up_sprite(colour, power) for colour in COLOURS for power in POWERS]
    pawns += [known_sprite(PAWN_RADIUS, colour, power) for colour in COLOURS
              for power in POWERS]
    on_paper = [known_sprite(TRAY_RADIUS, colour, power) for colour in COLOURS
                for power in POWERS]
    on_paper += [legend_symbol(power) for power in POWERS]
    on_paper += [disc_sprite(radius, SIDE_COLOURS[colour], SIDE_DARK[colour], width)
                 for colour in COLOURS for radius, width in ((11, 2), (7, 1.5))]
    on_paper += mark_sprites()
    badge = [disc_sprite(12, MARK, TILE_BORDER, 1.5)]
    inks = [INK, MUTED, *SIDE_DARK.values()]
    samples = [*blends(pawns, squares), *blends(on_paper, [BACKGROUND]),
               *blends(badge, [*shades, MARK]),
               ramps([(ink, BACKGROUND) for ink in inks] + [(WHITE, MARK)])]
    return Palette.learn(exact, samples)
