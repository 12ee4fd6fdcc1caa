"""One fixed palette per game, so its board images are drawn straight in palette mode.

Turning a full-colour board into a palette image (counting its colours, choosing a palette,
mapping every pixel) cost more than drawing it. A game's palette is instead chosen once from
its own colours: the flat ones enter exactly, and the blends its anti-aliased pieces make
over the grounds they stand on (sprite edges, text) are summarised by an octree. Flat shapes
are then drawn with palette indices, and each piece is blended once per ground and kept as
indices (see `canvas`), so no render maps a whole image.

A colour of the palette always gets its own index; any other colour gets Pillow's nearest
entry (looked up at six bits per channel), for flat fills and blended pieces alike, so one
colour always gets one index. A palette is a pure function of what it is built from, which
keeps images deterministic, and it carries the bounded caches of what has been blended in
it.
"""

from __future__ import annotations

from collections import OrderedDict
from collections.abc import Iterable, Sequence
from threading import Lock
from typing import Any, Generic, TypeVar, cast
from weakref import WeakSet

from PIL import Image, ImageChops

RGB = tuple[int, int, int]
RGBA = tuple[int, int, int, int]

K = TypeVar("K")
V = TypeVar("V")
_ALL_CACHES: WeakSet[BoundedCache[Any, Any]] = WeakSet()


def clear_caches() -> None:
    """Empty every `BoundedCache` (what the images of past views left behind): the next
    images are drawn from scratch, and must come out byte for byte the same."""
    for cache in list(_ALL_CACHES):
        cache.clear()


class BoundedCache(Generic[K, V]):
    """A least-recently-used mapping that forgets its oldest entries past `size` entries.

    Safe to share between threads (the bot may draw in a thread pool); what it holds must
    be a pure function of its key, so a value computed twice by two threads is the same.
    """

    def __init__(self, size: int) -> None:
        self.size = size
        self._entries: OrderedDict[K, V] = OrderedDict()
        self._lock = Lock()
        _ALL_CACHES.add(self)

    def clear(self) -> None:
        """Forget every entry."""
        with self._lock:
            self._entries.clear()

    def get(self, key: K) -> V | None:
        """The value kept for `key` (now the most recent), or None."""
        with self._lock:
            value = self._entries.get(key)
            if value is not None:
                self._entries.move_to_end(key)
            return value

    def put(self, key: K, value: V) -> V:
        """Keep `value` for `key`, forgetting the oldest entry when full; returns `value`."""
        with self._lock:
            self._entries[key] = value
            if len(self._entries) > self.size:
                self._entries.popitem(last=False)
            return value

    def __len__(self) -> int:
        return len(self._entries)


class Palette:
    """Up to 256 colours, the way to map any colour or image onto them, and the caches of
    pieces already blended in them (`sprites`, `mixed`: used by `Canvas`)."""

    def __init__(self, colours: Sequence[RGB]) -> None:
        if not 1 <= len(colours) <= 256:
            raise ValueError(f"a palette holds 1 to 256 colours, not {len(colours)}")
        self.colours: tuple[RGB, ...] = tuple(colours)
        flat = [channel for colour in self.colours for channel in colour]
        self.plte = bytes(flat)
        """The PNG PLTE chunk's data."""
        self.padded = bytes(flat + flat[:3] * (256 - len(self.colours)))
        """The palette as Pillow's `putpalette` takes it fastest (768 bytes)."""
        self._carrier = Image.new("P", (1, 1))
        self._carrier.putpalette(self.padded)
        self._indices: dict[RGB, int] = {}
        self._ramps: dict[tuple[RGB, int], bytes] = {}
        self._own: dict[RGB, int] = {}
        for at, colour in enumerate(self.colours):
            self._own.setdefault(colour, at)
        looked_up = self._lookup(_strip(list(self._own))).tobytes()
        self._misfits = [(colour, at) for (colour, at), index
                         in zip(self._own.items(), looked_up, strict=True) if index != at]
        """Palette colours Pillow's lookup sends to a neighbour entry (it matches at six
        bits per channel, so two close entries can share a cell): `quantize` puts them
        back on their own entry."""
        self.sprites: BoundedCache[int, object] = BoundedCache(512)
        """Each sprite drawn in this palette, by `id` (see `Canvas.sprite`)."""
        self.mixed: BoundedCache[tuple[object, ...], tuple[Image.Image, object]] = (
            BoundedCache(128))
        """Pieces blended over uneven ground, by piece and ground pixels (up to ~40 kB
        each: few are kept)."""

    @classmethod
    def learn(cls, exact: Iterable[RGB], samples: Iterable[Image.Image],
              size: int = 256) -> Palette:
        """`exact` colours as they are, then at most `size` - len(exact) colours summarising
        every other colour of the RGB `samples` (each counted once: they are edge blends).

        Every entry maps to itself (see `quantize`), so the exact colours stay exact.
        """
        kept = list(dict.fromkeys(exact))
        if len(kept) > size:
            raise ValueError(f"{len(kept)} exact colours do not fit a palette of {size}")
        exact_set = set(kept)
        seen: set[RGB] = set()
        for sample in samples:
            rgb = sample if sample.mode == "RGB" else sample.convert("RGB")
            counts = rgb.getcolors(rgb.width * rgb.height) or []  # 1 << 24 costs 0.2 s a call
            seen.update(cast(RGB, colour) for _, colour in counts)
        rare = sorted(seen - exact_set)
        summary = _summary(rare, size - len(kept)) if rare and size > len(kept) else []
        return cls(kept + [colour for colour in summary if colour not in exact_set])

    def _lookup(self, rgb: Image.Image) -> Image.Image:
        """Pillow's own mapping of an RGB image to this palette (nearest entry, at six bits
        per channel), undithered."""
        return rgb.quantize(palette=self._carrier, dither=Image.Dither.NONE)

    def quantize(self, image: Image.Image) -> Image.Image:
        """`image` (RGB) mapped onto this palette, undithered: a 'P' image in which every
        pixel of a palette colour has that colour's own index."""
        rgb = image if image.mode == "RGB" else image.convert("RGB")
        mapped = self._lookup(rgb)
        if self._misfits:
            present = {colour for _, colour in rgb.getcolors(rgb.width * rgb.height) or []}
            for colour, index in self._misfits:
                if colour in present:
                    mapped.paste(index, mask=_equal(rgb, colour))
        return mapped

    def indices(self, colours: Sequence[RGB]) -> list[int]:
        """The index each colour maps to (one lookup for all of them)."""
        return list(self.quantize(_strip(colours)).tobytes()[:len(colours)])

    def index(self, colour: RGB) -> int:
        """The index `colour` maps to, as it would inside any image mapped here: a palette
        colour's own index, or its nearest entry."""
        found = self._own.get(colour)
        if found is not None:
            return found
        found = self._indices.get(colour)
        if found is None:
            if len(self._indices) >= 4096:
                self._indices.clear()
            found = self._indices[colour] = self.indices([colour])[0]
        return found

    def ramp(self, fill: RGB, ground: int) -> bytes:
        """For each coverage 0-255, the index of `fill` laid at that coverage over the
        colour of index `ground` (Pillow's own blend): a `bytes.translate` table."""
        key = (fill, ground)
        table = self._ramps.get(key)
        if table is None:
            strip = Image.new("RGB", (256, 1), self.colours[ground])
            coverage = Image.new("L", (256, 1))
            coverage.putdata(range(256))
            strip.paste(fill, (0, 0), coverage)
            if len(self._ramps) >= 1024:
                self._ramps.clear()
            table = self._ramps[key] = self.quantize(strip).tobytes()
        return table


def _strip(colours: Sequence[RGB]) -> Image.Image:
    """A one-row RGB image of `colours` (one black pixel if there are none)."""
    strip = Image.new("RGB", (max(1, len(colours)), 1))
    strip.putdata(list(colours))
    return strip


_ONLY_ZERO = bytes([255] + [0] * 255)


def _equal(rgb: Image.Image, colour: RGB) -> Image.Image:
    """A mask of the pixels of `rgb` that are exactly `colour` (255 there, 0 elsewhere)."""
    difference = ImageChops.difference(rgb, Image.new("RGB", rgb.size, colour))
    red, green, blue = difference.split()
    largest = ImageChops.lighter(ImageChops.lighter(red, green), blue)
    return Image.frombytes("L", rgb.size, largest.tobytes().translate(_ONLY_ZERO))


def _summary(rare: list[RGB], size: int) -> list[RGB]:
    """`size` colours spread over the `rare` ones by Pillow's fast octree."""
    strip = Image.new("RGB", (len(rare), 1))
    strip.putdata(rare)
    reduced = strip.quantize(colors=min(size, 256), method=Image.Quantize.FASTOCTREE,
                             dither=Image.Dither.NONE)
    flat = reduced.getpalette() or []
    used = sorted(index for _, index in reduced.getcolors(256) or [] if isinstance(index, int))
    return [(flat[3 * i], flat[3 * i + 1], flat[3 * i + 2]) for i in used]


def blends(pieces: Iterable[Image.Image], grounds: Sequence[RGB]) -> Iterable[Image.Image]:
    """Each RGBA piece laid over each ground colour: samples for `Palette.learn`."""
    for piece in pieces:
        for ground in grounds:
            sample = Image.new("RGB", piece.size, ground)
            sample.paste(piece, (0, 0), piece)
            yield sample


def ramps(pairs: Iterable[tuple[RGB, RGB]]) -> Image.Image:
    """Every coverage of each (ink, ground) pair, one row per pair: how text on that ground
    blends, a sample for `Palette.learn`."""
    listed = list(pairs)
    strip = Image.new("RGB", (256, max(1, len(listed))))
    coverage = Image.new("L", (256, 1))
    coverage.putdata(range(256))
    for row, (ink, ground) in enumerate(listed):
        strip.paste(ground, (0, row, 256, row + 1))
        strip.paste(ink, (0, row), coverage)
    return strip
