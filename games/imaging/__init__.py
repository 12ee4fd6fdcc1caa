"""Drawing tools every game's board image shares: one bundled font, text, sprites, PNG.

Text of any origin (players' names included) is drawn as the font can draw it (`drawable`)
and can be fitted to a width, shrunk then cut with an ellipsis (`fitted`, `clipped`).

The font is DejaVu Sans (regular and bold), shipped in `fonts/` with its licence, so the
images look the same on every machine (no system fonts) and French is written with its real
accents. Everything here is a pure function of its arguments, and the caches are bounded, so
a renderer that uses them stays deterministic and draws only from its view.
"""

from games.imaging.fonts import FONT_DIR, covers, font
from games.imaging.png import encode_png
from games.imaging.sprites import paste_sprite, supersampled
from games.imaging.text import (
    Colour,
    clipped,
    draw_text,
    draw_text_centred,
    drawable,
    fitted,
    fitted_size,
    text_width,
)

__all__ = [
    "FONT_DIR",
    "Colour",
    "clipped",
    "covers",
    "draw_text",
    "draw_text_centred",
    "drawable",
    "encode_png",
    "fitted",
    "fitted_size",
    "font",
    "paste_sprite",
    "supersampled",
    "text_width",
]
