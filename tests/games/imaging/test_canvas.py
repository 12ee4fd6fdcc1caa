"""Palette canvases: what they draw is what blending in full colour and then mapping to the
palette gives, and their PNGs decode to exactly the pixels drawn."""

from __future__ import annotations

import io
import random

from PIL import Image, ImageDraw

import i18n
from games.imaging import (
    Canvas,
    Palette,
    blends,
    clear_caches,
    draw_text,
    ramps,
    supersampled,
    write_png,
)
from games.imaging.text import _composed, _rasterised

PAPER = (246, 240, 226)
INK = (52, 42, 32)
RED = (206, 56, 50)
GREEN = (66, 142, 62)
STRIPE = (38, 98, 204)


def disc(draw: ImageDraw.ImageDraw, scale: float) -> None:
    draw.ellipse((2 * scale, 2 * scale, 28 * scale, 28 * scale), fill=RED, outline=INK,
                 width=round(2 * scale))


SPRITE = supersampled(30, 30, disc)
PALETTE = Palette.learn([PAPER, INK, RED, GREEN, STRIPE],
                        [*blends([SPRITE], [PAPER, GREEN, STRIPE]),
                         ramps([(INK, PAPER), (INK, GREEN)])])


def full_colour_reference(draw: object) -> Image.Image:
    """The same drawing in RGB, mapped to the palette afterwards."""
    rgb = Image.new("RGB", (120, 60), PAPER)
    rgb.paste(GREEN, (60, 0, 120, 60))
    rgb.paste(STRIPE, (0, 28, 120, 31))
    assert callable(draw)
    draw(rgb)
    return PALETTE.quantize(rgb)


def canvas_drawing(draw: object) -> Image.Image:
    canvas = Canvas(PALETTE, (120, 60), PAPER)
    canvas.rectangle((60, 0, 119, 59), fill=GREEN)
    canvas.rectangle((0, 28, 119, 30), fill=STRIPE)
    assert callable(draw)
    draw(canvas)
    return canvas.piece()


def test_a_learnt_palette_keeps_every_exact_colour_and_maps_it_to_itself() -> None:
    assert PALETTE.colours[:5] == (PAPER, INK, RED, GREEN, STRIPE)
    assert len(PALETTE.colours) <= 256
    assert PALETTE.indices([PAPER, INK, RED, GREEN, STRIPE]) == [0, 1, 2, 3, 4]
    assert PALETTE.index((250, 241, 224)) == 0  # a near colour takes its nearest entry


def test_close_palette_colours_keep_their_own_entries() -> None:
    close = Palette([(100, 100, 100), (101, 101, 101), (103, 100, 98), (0, 0, 0)])
    image = Image.new("RGB", (4, 1))
    image.putdata([(101, 101, 101), (100, 100, 100), (103, 100, 98), (102, 102, 102)])
    mapped = close.quantize(image).tobytes()
    assert mapped[:3] == bytes([1, 0, 2])  # Pillow alone maps the first two to entry 0
    assert close.index((101, 101, 101)) == 1 and close.index((103, 100, 98)) == 2


def test_sprites_blend_as_in_full_colour_over_one_ground_and_over_several() -> None:
    spots = [(20, 12), (90, 12), (30, 29), (60, 45)]  # paper, green, over the stripe, astride

    def rgb(image: Image.Image) -> None:
        for x, y in spots:
            image.paste(SPRITE, (x - 15, y - 15), SPRITE)

    def palette(canvas: Canvas) -> None:
        for spot in spots:
            canvas.sprite(SPRITE, spot)

    assert canvas_drawing(palette).tobytes() == full_colour_reference(rgb).tobytes()


def test_text_blends_as_in_full_colour() -> None:
    lines = [((4, 4), "Tour 3 : déplacer", 14), ((70, 44), "Élodie", 14), ((40, 22), "N°8", 18)]

    def rgb(image: Image.Image) -> None:
        for xy, text, size in lines:
            draw_text(image, xy, text, size, INK)

    def palette(canvas: Canvas) -> None:
        for xy, text, size in lines:
            canvas.text(xy, text, size, INK)

    assert canvas_drawing(palette).tobytes() == full_colour_reference(rgb).tobytes()


def test_the_png_decodes_to_the_pixels_drawn_whatever_the_caches_hold() -> None:
    rng = random.Random(3)
    canvas = Canvas(PALETTE, (97, 150), PAPER)  # several bands, the last one short
    for _ in range(40):
        x, y = rng.randrange(90), rng.randrange(140)
        canvas.rectangle((x, y, x + rng.randrange(8), y + rng.randrange(8)),
                         fill=rng.choice([INK, RED, GREEN]))
    canvas.sprite(SPRITE, (48, 75))
    picture = canvas.piece()
    png = canvas.png()
    decoded = Image.open(io.BytesIO(png))
    decoded.load()  # zlib checks the stream's Adler-32 here
    assert decoded.mode == "P" and decoded.size == (97, 150)
    assert decoded.tobytes() == picture.tobytes()
    assert decoded.getpalette() == [c for colour in PALETTE.colours for c in colour]
    clear_caches()
    assert canvas.png() == png
    other = Image.new("P", (98, 150), 1)
    other.paste(picture, (0, 0))
    assert write_png(other, 97, PALETTE.plte) == png  # same pixels, same file


def test_text_laid_word_by_word_is_what_pillow_lays_out_whole() -> None:
    catalog = i18n.catalog()
    lines: list[str] = []

    def collect(node: object) -> None:
        if isinstance(node, dict):
            for value in node.values():
                collect(value)
        elif isinstance(node, str) and " " in node.strip() and "\n" not in node:
            lines.append(node.strip())

    collect(catalog)
    for text in sorted(lines)[::7]:
        for size, bold in ((16, False), (22, True)):
            composed, left, top = _composed(text, size, bold, "la")
            whole, whole_left, whole_top = _rasterised(text, size, bold, "la")
            assert (composed.size, left, top) == (whole.size, whole_left, whole_top), text
            assert composed.tobytes() == whole.tobytes(), text
