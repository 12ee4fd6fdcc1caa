"""Small anti-aliased pictures (pawns, tokens, badges) drawn big and shrunk, then pasted.

Pillow draws shapes without anti-aliasing, so a round pawn looks jagged unless it is drawn
at several times its size and reduced. Doing that for a whole board is slow; doing it once
per distinct piece and caching the result (in the renderer, keyed by what the piece depends
on) gives the same smooth edges for the price of a paste.
"""

from __future__ import annotations

from collections.abc import Callable

from PIL import Image, ImageDraw

Painter = Callable[[ImageDraw.ImageDraw, float], None]
"""Draws a sprite on a canvas `scale` times its size; gets the draw and that scale."""


def supersampled(width: int, height: int, paint: Painter, *, scale: int = 4) -> Image.Image:
    """A transparent `width` x `height` RGBA picture painted at `scale` x and reduced.

    Shapes painted later replace earlier ones (they are not blended), so paint from the
    back (shadows) to the front with opaque colours.
    """
    canvas = Image.new("RGBA", (width * scale, height * scale), (0, 0, 0, 0))
    paint(ImageDraw.Draw(canvas), scale)
    return canvas.reduce(scale)


def paste_sprite(image: Image.Image, sprite: Image.Image, centre: tuple[float, float]) -> None:
    """Blend `sprite` onto `image` with its middle at `centre` (rounded to whole pixels)."""
    left = round(centre[0] - sprite.width / 2)
    top = round(centre[1] - sprite.height / 2)
    image.paste(sprite, (left, top), sprite)
