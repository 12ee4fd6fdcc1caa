"""The shared drawing tools: the bundled font writes French, text and PNGs come out right."""

from __future__ import annotations

import io

from PIL import Image, ImageChops, ImageDraw

import i18n
from games.imaging import (
    FONT_DIR,
    clipped,
    covers,
    draw_text,
    drawable,
    encode_png,
    fitted,
    fitted_size,
    font,
    paste_sprite,
    supersampled,
    text_width,
)

NOT_A_CHARACTER = "\ue000"  # private use: the font draws its "missing glyph" box for it


def catalog_characters() -> set[str]:
    found: set[str] = set()

    def collect(node: object) -> None:
        if isinstance(node, dict):
            for value in node.values():
                collect(value)
        elif isinstance(node, str):
            found.update(node)

    collect(i18n.catalog())
    return found


def glyph(char: str, *, bold: bool = False) -> bytes:
    """The pixels of one character drawn alone on a fixed canvas."""
    canvas = Image.new("L", (40, 40), 0)
    ImageDraw.Draw(canvas).text((8, 4), char, font=font(20, bold=bold), fill=255)
    return canvas.tobytes()


def ink_rows(text: str, size: int = 40) -> list[int]:
    """The rows (from the top of a fixed canvas) where `text` leaves ink."""
    rgb = Image.new("RGB", (400, 80), (0, 0, 0))
    draw_text(rgb, (4, 10), text, size, (255, 255, 255))
    grey = rgb.convert("L")
    return [y for y in range(grey.height) if grey.crop((0, y, grey.width, y + 1)).getbbox()]


def test_the_font_files_and_their_licence_ship_with_the_package():
    assert (FONT_DIR / "DejaVuSans.ttf").is_file()
    assert (FONT_DIR / "DejaVuSans-Bold.ttf").is_file()
    licence = (FONT_DIR / "LICENSE").read_text(encoding="utf-8")
    assert "Bitstream" in licence and "DejaVu changes are in public domain" in licence


def test_accented_letters_have_their_own_glyphs():
    accented, plain = font(20).getbbox("é"), font(20).getbbox("e")
    assert accented[2] > accented[0] and accented[3] > accented[1]
    assert accented != plain
    assert accented[1] < plain[1]  # the accent reaches above the letter
    assert glyph("é") != glyph("e")


def test_every_character_of_the_catalog_is_in_the_font():
    for bold in (False, True):
        missing = glyph(NOT_A_CHARACTER, bold=bold)
        absent = [char for char in sorted(catalog_characters())
                  if not char.isspace() and glyph(char, bold=bold) == missing]
        assert not absent, absent


def test_font_is_cached_and_bold_is_a_real_bold_face():
    assert font(18) is font(18)
    assert font(18, bold=True) is not font(18)
    assert text_width("Tour", 18, bold=True) > text_width("Tour", 18)


def test_a_french_label_is_drawn_with_its_accent():
    label = i18n.t("ostriches.power.swap", "fr")
    assert label == "Échange"
    with_accent, without = ink_rows(label), ink_rows("Echange")
    assert min(with_accent) < min(without)  # ink above the capital E: the accent
    assert max(with_accent) == max(without)


def test_draw_text_returns_the_advance_and_honours_the_anchor():
    image = Image.new("RGB", (200, 60), (0, 0, 0))
    width = draw_text(image, (100, 30), "pavé", 24, (255, 255, 255), anchor="mm")
    assert width == text_width("pavé", 24)
    left, _, right, _ = image.getbbox() or (0, 0, 0, 0)
    assert abs((left + right) / 2 - 100) <= 2
    decomposed = Image.new("RGB", (200, 60), (0, 0, 0))
    draw_text(decomposed, (100, 30), "pave\u0301", 24, (255, 255, 255), anchor="mm")
    assert decomposed.tobytes() == image.tobytes()  # a combining accent is composed first


def test_fitted_size_shrinks_only_text_that_does_not_fit():
    assert fitted_size("Tour 3", 22, 500) == 22
    long = "Mise en place : défaussez deux cartes, puis posez le parcours"
    size = fitted_size(long, 22, 400)
    assert size < 22 and text_width(long, size) <= 400


def test_sprites_are_anti_aliased_and_pasted_centred():
    def disc(draw: ImageDraw.ImageDraw, scale: float) -> None:
        draw.ellipse((0, 0, 20 * scale - 1, 20 * scale - 1), fill=(200, 0, 0))

    sprite = supersampled(20, 20, disc)
    alphas = set(sprite.getchannel("A").tobytes())
    assert 0 in alphas and 255 in alphas and len(alphas) > 4  # soft edges
    board = Image.new("RGB", (60, 60), (255, 255, 255))
    paste_sprite(board, sprite, (30, 30))
    assert board.getpixel((30, 30)) == (200, 0, 0)
    painted = ImageChops.difference(board, Image.new("RGB", (60, 60), (255, 255, 255)))
    assert painted.getbbox() == (20, 20, 40, 40)  # the 20-pixel disc, centred on (30, 30)
    assert board.getpixel((5, 5)) == (255, 255, 255)


def test_encode_png_keeps_flat_colours_and_limits_the_palette():
    image = Image.new("RGB", (300, 200), (250, 248, 242))
    draw = ImageDraw.Draw(image)
    draw.rectangle((10, 10, 120, 90), fill=(52, 118, 210))
    for index in range(400):  # many rare colours, like anti-aliased edges
        image.putpixel((index % 300, 150 + index // 300), (index % 256, 90, 255 - index % 256))
    draw_text(image, (140, 20), "Arrivée", 30, (30, 30, 34))
    decoded = Image.open(io.BytesIO(encode_png(image, colours=64)))
    assert decoded.mode == "P"
    assert len(decoded.getcolors(256) or []) <= 64
    rgb = decoded.convert("RGB")
    for point, colour in (((0, 0), (250, 248, 242)), ((50, 50), (52, 118, 210))):
        got = rgb.getpixel(point)
        assert isinstance(got, tuple)
        assert max(abs(a - b) for a, b in zip(got, colour, strict=True)) <= 8
    assert encode_png(image, colours=64) == encode_png(image.copy(), colours=64)


def drawn(text: str) -> bytes:
    image = Image.new("RGB", (300, 40), (0, 0, 0))
    draw_text(image, (4, 4), text, 20, (255, 255, 255))
    return image.tobytes()


def test_the_character_map_says_which_characters_the_font_draws():
    for bold in (False, True):
        missing = glyph(NOT_A_CHARACTER, bold=bold)
        for char in "aZéÑŒœ€…«»’★→↻×·?🦩🇫李中ｱ\ue000\U0001f44d":
            assert covers(char, bold=bold) == (glyph(char, bold=bold) != missing), char


def test_characters_the_font_lacks_become_one_question_mark_per_run():
    assert drawable("bob 🦩") == "bob ?"
    assert drawable("👨\u200d👩\u200d👧 fam") == "? fam"  # joiners go with the emoji
    assert drawable("👍🏽 李小龍 🇫🇷") == "? ? ?"
    assert drawable("a\nb\tc\u200bd") == "a b cd"
    assert drawable("pave\u0301") == "pavé"
    assert drawable("Zoë « Œuvre »") == "Zoë « Œuvre »"
    assert drawn("bob 🦩🦩") == drawn("bob ?")  # no "missing glyph" boxes
    assert text_width("bob 🦩🦩", 20) == text_width("bob ?", 20)


def test_clipped_cuts_long_text_with_an_ellipsis_to_fit_its_room():
    long = "Bartholomew-Maximilian the Magnificent, Ostrich Tamer of the Seven Seas"
    cut = clipped(long, 20, 200)
    assert cut.endswith("…") and long.startswith(cut[:-1].rstrip())
    assert 150 < text_width(cut, 20) <= 200
    assert clipped("alice", 20, 200) == "alice"
    assert clipped("alice 🦩", 20, 200) == "alice ?"
    assert clipped("alice", 20, 5) == ""  # not even the ellipsis fits
    accents = clipped("q\u0301" * 40, 20, 100)  # no composed form: the pair must stay whole
    assert accents.endswith("…") and accents[:-1].count("q") == accents.count("\u0301")


def test_fitted_shrinks_first_then_cuts():
    assert fitted("Tour 3", 22, 500) == ("Tour 3", 22)
    line = "Waiting for: alice, bob, carol, dave"
    text, size = fitted(line, 22, 300)
    assert text == line and size < 22 and text_width(line, size) <= 300
    text, size = fitted("Bartholomew-Maximilian " * 6, 22, 300, smallest=12)
    assert size == 12 and text.endswith("…") and text_width(text, 12) <= 300
