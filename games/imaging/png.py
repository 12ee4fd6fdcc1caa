"""PNG encoding for the board images: a small palette, picked fast, and a quick zlib level.

Boards are flat colours plus anti-aliased edges, so a palette of 128-192 colours looks the
same as the full-colour image and makes files several times smaller. Pillow's own octree
quantizer walks every pixel twice and took about half of a render; here the palette comes
from the image's colour histogram instead: the most used colours (the flat fills, lines and
text ink) enter it as they are, the rarer ones (edge blends) are summarised by an octree of
the distinct colours alone, and Pillow maps the pixels to that palette in one pass (its
lookup table may round a pixel to a palette colour a few levels away, which no eye sees).

zlib level 3 makes files about 1.3-1.5 times the size level 9 makes (still far under the
limits) in a fraction of the time: level 9 or `optimize=True` cost more than all the drawing,
and encoding runs after every turn.
"""

from __future__ import annotations

import io
from operator import itemgetter
from typing import cast

from PIL import Image

RGB = tuple[int, int, int]

COMPRESS_LEVEL = 3
_HISTOGRAM_LIMIT = 1 << 16
"""Past this many distinct colours (photographs, not boards) Pillow's octree is used."""


def encode_png(image: Image.Image, *, colours: int = 128) -> bytes:
    """`image` as PNG bytes, reduced to a palette of at most `colours` (2-256), undithered."""
    rgb = image if image.mode == "RGB" else image.convert("RGB")
    buffer = io.BytesIO()
    _paletted(rgb, colours).save(buffer, format="PNG", compress_level=COMPRESS_LEVEL)
    return buffer.getvalue()


def _paletted(image: Image.Image, colours: int) -> Image.Image:
    counts = image.getcolors(_HISTOGRAM_LIMIT)
    if counts is None:
        return image.quantize(colors=colours, method=Image.Quantize.FASTOCTREE,
                              dither=Image.Dither.NONE)
    counts.sort(key=itemgetter(0), reverse=True)
    # An RGB image's colours are (r, g, b) tuples; Pillow types them loosely.
    by_use = cast(list[RGB], [colour for _, colour in counts])
    palette = by_use[:colours]
    if len(by_use) > colours:
        exact = colours // 2
        palette = by_use[:exact] + _summary(by_use[exact:], colours - exact)
    return image.quantize(palette=_palette_image(palette), dither=Image.Dither.NONE)


def _summary(rare: list[RGB], size: int) -> list[RGB]:
    """`size` colours spread over the `rare` ones (each counted once: they are edge blends)."""
    strip = Image.new("RGB", (len(rare), 1))
    strip.putdata(rare)
    reduced = strip.quantize(colors=size, method=Image.Quantize.FASTOCTREE,
                             dither=Image.Dither.NONE)
    flat = reduced.getpalette() or []
    used = sorted(index for _, index in reduced.getcolors(256) or [] if isinstance(index, int))
    return [(flat[3 * i], flat[3 * i + 1], flat[3 * i + 2]) for i in used]


def _palette_image(palette: list[RGB]) -> Image.Image:
    """A 'P' image carrying `palette`, padded to 256 entries with its first colour."""
    carrier = Image.new("P", (1, 1))
    flat = [channel for colour in palette for channel in colour]
    carrier.putpalette(flat + flat[:3] * (256 - len(palette)))
    return carrier
