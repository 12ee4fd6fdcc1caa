"""A board image drawn straight in palette mode: flat shapes, pieces and text, then PNG.

Flat shapes (rectangles, lines, polygons: Pillow draws them without anti-aliasing anyway)
are drawn with the palette index of their colour. Anti-aliased things, sprites and text,
blend with what lies under them; a canvas looks at the pixels a piece will cover: when they
are one colour (a piece on a square, text on a plain band: nearly always), the piece blended
over that colour is taken from the palette's cache, so it costs a paste. Otherwise (a pawn
over an arrow) the region is blended in full colour and mapped back, cached by the piece
and the region's exact pixels. Either way the result is what blending in full colour and
mapping to the palette gives, and the same view always gives the same bytes.

The image is one column wider than the picture: `write_png` keeps each row's filter byte
there (see `png`).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass

from PIL import Image, ImageDraw

from games.imaging.palette import RGB, Palette
from games.imaging.png import write_png
from games.imaging.text import INKED_LIMIT, fitted, laid_out

Box = tuple[float, float, float, float]
Point = tuple[float, float]
_INKED = bytes([0] + [255] * 255)
_PARTIAL = bytes([0] + [255] * 254 + [0])
_Blend = Callable[[Image.Image], None]
"""Lays a piece on an RGB region, in place."""


@dataclass
class _Sprite:
    """What a palette keeps about one sprite: the sprite itself (which also keeps its `id`
    from being reused while this entry lives), its footprint (None if it is invisible), its
    partly transparent pixels (`edge`, `edge_area` of them), and it blended per ground."""

    sprite: Image.Image
    footprint: Image.Image | None
    edge: Image.Image
    edge_area: int
    over: dict[int, Image.Image]


class Canvas:
    """A picture of `size` in `palette`'s colours on a `background`, with drawing tools that
    take RGB colours."""

    def __init__(self, palette: Palette, size: tuple[int, int], background: RGB) -> None:
        self.palette = palette
        self.width, self.height = size
        self.image = Image.new("P", (self.width + 1, self.height), palette.index(background))
        self.image.putpalette(palette.padded)
        self._core = self.image.im
        self._draw: ImageDraw.ImageDraw | None = None

    @property
    def _pen(self) -> ImageDraw.ImageDraw:
        """Pillow's drawing tools on the image, made on first use (many canvases only
        receive pastes)."""
        if self._draw is None:
            self._draw = ImageDraw.Draw(self.image)
        return self._draw

    def _inks(self, fill: RGB | None, outline: RGB | None) -> tuple[int | None, int | None]:
        return (None if fill is None else self.palette.index(fill),
                None if outline is None else self.palette.index(outline))

    # ----------------------------------------------------------------- flat shapes

    def rectangle(self, box: Sequence[float], fill: RGB | None = None,
                  outline: RGB | None = None, width: int = 1) -> None:
        """Pillow's rectangle (corners included) in flat colours."""
        ink, edge = self._inks(fill, outline)
        self._pen.rectangle(tuple(box), fill=ink, outline=edge, width=width)

    def line(self, points: Sequence[Point] | Sequence[float], fill: RGB, width: int = 1,
             joint: str | None = None) -> None:
        """Pillow's line through `points`, `width` pixels wide."""
        self._pen.line(points, fill=self.palette.index(fill), width=width,
                       joint=joint)

    def polygon(self, points: Sequence[Point], fill: RGB | None = None,
                outline: RGB | None = None, width: int = 1) -> None:
        """Pillow's polygon in flat colours."""
        ink, edge = self._inks(fill, outline)
        self._pen.polygon(points, fill=ink, outline=edge, width=width)

    def ellipse(self, box: Sequence[float], fill: RGB | None = None,
                outline: RGB | None = None, width: int = 1) -> None:
        """Pillow's (aliased) ellipse in flat colours."""
        ink, edge = self._inks(fill, outline)
        self._pen.ellipse(tuple(box), fill=ink, outline=edge, width=width)

    def paste(self, piece: Image.Image, xy: tuple[int, int]) -> None:
        """An opaque 'P' image in this palette (a cached part of a board) at `xy`."""
        if piece.mode != "P":
            raise ValueError(f"a canvas takes 'P' pieces, not {piece.mode!r}")
        x, y = xy
        self._core.paste(piece.im, (x, y, x + piece.width, y + piece.height))

    # ----------------------------------------------------------------- blended pieces

    def sprite(self, sprite: Image.Image, centre: Point) -> None:
        """Blend an RGBA `sprite` with its middle at `centre` (rounded to whole pixels)."""
        entry = self._sprite_entry(sprite)
        if entry.footprint is None:
            return
        left = round(centre[0] - sprite.width / 2)
        top = round(centre[1] - sprite.height / 2)
        box = (left, top, left + sprite.width, top + sprite.height)
        ground = self._ground(box, entry.edge, entry.edge_area)
        if ground is not None:
            piece = entry.over.get(ground)
            if piece is None:
                under = Image.new("RGB", sprite.size, self.palette.colours[ground])
                under.paste(sprite, (0, 0), sprite)
                if len(entry.over) >= 64:
                    entry.over.clear()
                piece = entry.over[ground] = self.palette.quantize(under)
        else:
            piece = self._mixed(("sprite", id(sprite)), box, sprite,
                                lambda rgb: rgb.paste(sprite, (0, 0), sprite))
        self._core.paste(piece.im, box, entry.footprint.im)

    def _sprite_entry(self, sprite: Image.Image) -> _Sprite:
        key = id(sprite)
        entry = self.palette.sprites.get(key)
        if not isinstance(entry, _Sprite):
            alpha = sprite.getchannel("A")
            footprint = alpha.point(list(_INKED))
            edge = alpha.point(list(_PARTIAL))
            entry = _Sprite(sprite, footprint if footprint.getbbox() else None, edge,
                            edge.histogram()[255], {})
            self.palette.sprites.put(key, entry)
        return entry

    def text(self, xy: Point, text: str, size: int, fill: RGB, *, bold: bool = False,
             anchor: str = "la") -> float:
        """Draw `text` with its `anchor` point at `xy`; returns its advance width (as
        `games.imaging.draw_text` does on a full-colour image)."""
        found = laid_out(text, size, bold, anchor)
        if not found.area:
            return found.advance
        left, top = round(xy[0]) + found.left, round(xy[1]) + found.top
        box = (left, top, left + found.mask.width, top + found.mask.height)
        ground = self._ground(box, found.edge, found.edge_area)
        if ground is not None:
            key = (self.palette.plte, fill, ground)
            piece = found.inked.get(key)
            if piece is None:
                indices = found.mask.tobytes().translate(self.palette.ramp(fill, ground))
                if len(found.inked) >= INKED_LIMIT:
                    found.inked.clear()
                piece = found.inked[key] = Image.frombytes("P", found.mask.size, indices)
        else:
            mask = found.mask
            piece = self._mixed(("text", text, size, bold, anchor, fill), box, mask,
                                lambda rgb: rgb.paste(fill, (0, 0), mask))
        self._core.paste(piece.im, box, found.footprint.im)
        return found.advance

    def fitted_text(self, xy: Point, text: str, size: int, room: float, fill: RGB, *,
                    smallest: int, bold: bool = False, anchor: str = "la") -> float:
        """Draw `text` (a status line, a title, a line holding players' names) within `room`
        pixels: shrunk from `size` as far as `smallest`, then cut with an ellipsis (see
        `games.imaging.fitted`), so no translation or name runs off the image; returns its
        advance width."""
        text, size = fitted(text, size, room, bold=bold, smallest=smallest)
        return self.text(xy, text, size, fill, bold=bold, anchor=anchor)

    def text_centred(self, box: Box, text: str, size: int, fill: RGB, *,
                     bold: bool = False) -> None:
        """Draw `text` centred both ways in `box` (left, top, right, bottom)."""
        centre = ((box[0] + box[2]) / 2, (box[1] + box[3]) / 2)
        self.text(centre, text, size, fill, bold=bold, anchor="mm")

    def _ground(self, box: tuple[int, int, int, int], edge: Image.Image,
                edge_area: int) -> int | None:
        """The one index under a piece's partly covering pixels (its `edge`) at `box`, or
        None when they lie over several. Fully covering pixels look the same over any
        ground, so a piece without partial pixels, or over one colour, takes a cached
        blend. Works on Pillow's core images: this runs for every piece drawn."""
        region = self._core.crop(box)
        low, high = region.getextrema()
        if low == high or not edge_area:
            return int(low)
        counts: list[int] = region.histogram((0, 0), edge.im)
        most = max(counts)
        return counts.index(most) if most == edge_area else None

    def _mixed(self, what: tuple[object, ...], box: tuple[int, int, int, int], keep: object,
               blend: _Blend) -> Image.Image:
        """The pixels at `box` with a piece blended in full colour, mapped back to the
        palette; cached by the piece (`what`, `keep` held so an id in `what` stays its
        own) and the pixels (their size and Python's keyed 64-bit hash, as `png` keys its
        bands)."""
        region = self.image._new(self._core.crop(box))
        key = ("mixed", *what, region.size, hash(region.tobytes()))
        cached = self.palette.mixed.get(key)
        if cached is not None:
            return cached[0]
        rgb = region.convert("RGB")
        blend(rgb)
        piece = self.palette.quantize(rgb)
        self.palette.mixed.put(key, (piece, keep))
        return piece

    # ----------------------------------------------------------------- output

    def piece(self) -> Image.Image:
        """The picture as a 'P' image of its own size, to cache and `paste` elsewhere."""
        return self.image.crop((0, 0, self.width, self.height))

    def png(self) -> bytes:
        """The PNG file of the picture."""
        return write_png(self.image, self.width, self.palette.plte)

