"""The Play picker's words: game terms instead of notation, and Discord's limits kept
with a clean cut."""

from __future__ import annotations

from sessions.words.picker_words import (
    ChoiceWords,
    choice_words,
    clipped,
    option_description,
)


def label(kind: str, path: list[str], shown: int, lang: str) -> str:
    words = choice_words(kind, path, shown, lang)
    assert words is not None
    return words.label


def test_a_choice_says_what_it_does_in_the_readers_language() -> None:
    assert choice_words("ostriches", ["b1", "c3"], 2, "en") == ChoiceWords(
        "Knight jump: b1 → c3",
        "Any pawn, yours or not, to an empty square. Then you turn a tile.")
    assert label("ostriches", ["b1", "c3"], 1, "en") == "Knight jump: b1 →"
    assert label("ostriches", ["NE cw"], 1, "fr") == (
        "Pivoter une tuile : NE ↻ horaire")
    assert label("ostriches", ["eye", "c2"], 1, "en") == "Place an Eye ostrich"
    assert label("ostriches", ["eye", "a4", "d5"], 3, "en") == (
        "Look at two hidden pawns: a4 + d5")
    assert label("scramble", ["zig", "red", "2cw", "N"], 4, "fr") == (
        "Poser un Zig : rouge 2cw Nord")
    assert label("scramble", ["trap", "banana", "green"], 3, "en") == (
        "Lay a trap: banana → green")
    assert label("scramble", ["place", "c", "c3"], 3, "en") == (
        "Place the new garment: c3")
    assert label("zigzag", ["take"], 1, "en") == "Take the card you flipped"
    assert label("zigzag", ["flip", "17-32", "20"], 2, "en") == (
        "Flip a card in slots: 17-32")
    assert label("zigzag", ["flip", "17-32", "20"], 3, "en") == (
        "Flip a card: 20")


def test_clipping_cuts_at_a_word_and_says_so() -> None:
    assert clipped("short", 10) == "short"
    assert clipped("Set a Zig: purple 2cw North", 20) == "Set a Zig: purple…"
    assert len(clipped("word " * 40, 100)) <= 100
    assert clipped("x" * 120, 100) == "x" * 99 + "…"


def test_a_menu_option_says_it_sends_the_turn_then_what_it_does() -> None:
    words = ChoiceWords("Knight jump: b1 → c3", "A knight's jump." + " Then more." * 20)
    described = option_description(words, "sends your turn")
    assert described is not None and described.startswith("sends your turn · A knight's jump.")
    assert len(described) <= 100 and described.endswith("…")
    assert option_description(None, None) is None
    assert option_description(ChoiceWords("x", None), "sends your turn") == "sends your turn"
