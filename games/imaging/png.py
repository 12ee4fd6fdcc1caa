"""PNG encoding for the board images: palette images written by hand, in bands.

Boards are drawn in palette mode (see `palette` and `canvas`), so encoding is only
compression. `write_png` does it with the standard `zlib` module rather than Pillow's
encoder: the pixel rows are cut into bands of `BAND_ROWS` rows, each band compressed on its
own (at level 1, the fastest) and the pieces joined into one zlib stream. That is faster than
one long compression (each band's work stays in the processor cache), costs about 2% in size,
and `zlib` lets other threads run while it works. A band's compressed bytes depend on that
band's pixels only, so equal pixels always give equal files; and since consecutive boards of
a game (and one board's public and private images) share most of their bands, compressed
bands are cached.

`encode_png` keeps the older way for full-colour images drawn elsewhere: the most used
colours as they are, an octree summary of the rare ones (edge blends), then the same writer.
"""

from __future__ import annotations

import struct
import zlib
from operator import itemgetter
from typing import cast

from PIL import Image

from games.imaging.palette import BoundedCache

RGB = tuple[int, int, int]

COMPRESS_LEVEL = 1
"""The fastest level: files about 1.1 times the size of level 3's, far under the limits."""
BAND_ROWS = 32
_HISTOGRAM_LIMIT = 1 << 16
"""Past this many distinct colours (photographs, not boards) Pillow's octree is used."""
_SIGNATURE = b"\x89PNG\r\n\x1a\n"
_ZLIB_HEADER = b"\x78\x01"
_LAST_BLOCK = b"\x03\x00"
"""An empty final deflate block (fixed Huffman codes, just the end-of-block code)."""
_ADLER_BASE = 65521
_BANDS: BoundedCache[tuple[int, tuple[int, ...]], tuple[bytes, int]] = BoundedCache(4096)
"""Compressed bands by their rows' length and hash: about 2 KB each, so at most ~8 MB."""


def write_png(image: Image.Image, width: int, plte: bytes) -> bytes:
    """The PNG of a 'P' `image` whose last column, at `width`, is free for the encoder,
    with the palette `plte` (red, green, blue bytes of each index).

    The spare column holds each row's filter byte (0: none): the image's bytes, shifted
    right by one, are then exactly the rows as PNG stores them, with no copying per row.
    """
    height = image.height
    if image.mode != "P" or image.width != width + 1:
        raise ValueError("write_png wants a 'P' image one column wider than the picture")
    image.paste(0, (width, 0, width + 1, height))
    pixels = memoryview(image.tobytes())
    stride = width + 1
    total = stride * height
    band = BAND_ROWS * stride
    pieces = [_ZLIB_HEADER]
    adler = 1
    for start in range(0, total, band):
        end = min(start + band, total)
        if start == 0:
            parts: tuple[bytes | memoryview, ...] = (b"\x00", pixels[0:end - 1])
        else:
            parts = (pixels[start - 1:end - 1],)
        compressed, band_adler = _band(parts)
        adler = _adler_combine(adler, band_adler, end - start)
        pieces.append(compressed)
    pieces.append(_LAST_BLOCK)
    pieces.append(struct.pack(">I", adler))
    header = struct.pack(">IIBBBBB", width, height, 8, 3, 0, 0, 0)
    return b"".join((_SIGNATURE, _chunk(b"IHDR", header), _chunk(b"PLTE", plte),
                     _chunk(b"IDAT", b"".join(pieces)), _chunk(b"IEND", b"")))


def _band(parts: tuple[bytes | memoryview, ...]) -> tuple[bytes, int]:
    """One band's rows (given in `parts`) compressed on their own, ending on a byte
    boundary, and their Adler-32.

    Cached, since consecutive boards of a game, and one board's public and private images,
    share most of their bands. The key is the rows' length and Python's keyed 64-bit hash
    of them (SipHash, with a secret per process, so no input can be made to collide on
    purpose; a chance collision among 4096 entries has odds of about 1 in 4 * 10**15 per
    lookup); a cryptographic digest would cost as much as compressing the band.
    """
    key = (sum(len(part) for part in parts), tuple(hash(_view(part)) for part in parts))
    found = _BANDS.get(key)
    if found is not None:
        return found
    compressor = zlib.compressobj(COMPRESS_LEVEL, zlib.DEFLATED, -15, 8)
    adler = 1
    out = []
    for part in parts:
        adler = zlib.adler32(part, adler)
        out.append(compressor.compress(part))
    out.append(compressor.flush(zlib.Z_SYNC_FLUSH))
    return _BANDS.put(key, (b"".join(out), adler))


def _view(part: bytes | memoryview) -> memoryview:
    return part if isinstance(part, memoryview) else memoryview(part)


def _adler_combine(first: int, second: int, length: int) -> int:
    """The Adler-32 of two byte strings joined, from each one's and the second's length
    (zlib's `adler32_combine`, which Python's `zlib` does not offer)."""
    remainder = length % _ADLER_BASE
    low = first & 0xFFFF
    high = (remainder * low) % _ADLER_BASE
    low = (low + (second & 0xFFFF) + _ADLER_BASE - 1) % _ADLER_BASE
    high = (high + (first >> 16) + (second >> 16) + _ADLER_BASE - remainder) % _ADLER_BASE
    return (high << 16) | low


def _chunk(kind: bytes, data: bytes) -> bytes:
    return (struct.pack(">I", len(data)) + kind + data
            + struct.pack(">I", zlib.crc32(data, zlib.crc32(kind))))


def encode_png(image: Image.Image, *, colours: int = 128) -> bytes:
    """`image` as PNG bytes, reduced to a palette of at most `colours` (2-256), undithered."""
    rgb = image if image.mode == "RGB" else image.convert("RGB")
    paletted = _paletted(rgb, colours)
    flat = paletted.getpalette() or []
    used = max(paletted.tobytes(), default=0) + 1
    spare = Image.new("P", (rgb.width + 1, rgb.height), 0)
    spare.paste(paletted, (0, 0))
    return write_png(spare, rgb.width, bytes(flat[:3 * used]))


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
