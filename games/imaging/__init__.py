"""Drawing tools every game's board image shares: one bundled font, text, sprites, PNG.

Boards are drawn on a `Canvas`: straight in the colours of their game's fixed `Palette`
(learnt once from the game's colours and pieces), so no render has to map a full-colour
image to a palette, and `Canvas.png` writes the file with `write_png`.

Text of any origin (players' names included) is drawn as the font can draw it (`drawable`)
and can be fitted to a width, shrunk then cut with an ellipsis (`fitted`, `clipped`).

The font is DejaVu Sans (regular and bold), shipped in `fonts/` with its licence, so the
images look the same on every machine (no system fonts) and French is written with its real
accents. Everything here is a pure function of its arguments, and the caches are bounded, so
a renderer that uses them stays deterministic and draws only from its view.
"""

from games.imaging.canvas import Canvas
from games.imaging.fonts import FONT_DIR, covers, font
from games.imaging.labels import SeatLabels, message
from games.imaging.palette import BoundedCache, Palette, blends, clear_caches, ramps
from games.imaging.png import encode_png, write_png
from games.imaging.sprites import paste_sprite, supersampled
from games.imaging.text import (
    Colour,
    clipped,
    draw_text,
    draw_text_centred,
    drawable,
    fitted,
    fitted_size,
    smallest_text,
    text_width,
    wrapped,
)

__all__ = [
    "FONT_DIR",
    "BoundedCache",
    "Canvas",
    "Colour",
    "Palette",
    "SeatLabels",
    "blends",
    "clear_caches",
    "clipped",
    "covers",
    "draw_text",
    "draw_text_centred",
    "drawable",
    "encode_png",
    "fitted",
    "fitted_size",
    "font",
    "message",
    "paste_sprite",
    "ramps",
    "smallest_text",
    "supersampled",
    "text_width",
    "wrapped",
    "write_png",
]
