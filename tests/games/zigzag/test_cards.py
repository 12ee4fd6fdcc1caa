"""The frozen card faces: exactly what the documented generator makes, in the deck's
proportions, with at least four terrains on every card."""

from __future__ import annotations

import json
from collections import Counter

from games.zigzag import generate_cards
from games.zigzag.faces import CARDS_FILE, card_faces
from games.zigzag.geometry import FIELDS
from games.zigzag.terrain import DECK_COUNTS, DECK_SIZE, TERRAINS, terrain_deck


def test_the_data_file_is_exactly_what_the_generator_makes():
    assert CARDS_FILE.read_text(encoding="utf-8") == generate_cards.render_document()
    document = json.loads(CARDS_FILE.read_text(encoding="utf-8"))
    assert document["seed"] == generate_cards.SEED
    assert document == generate_cards.build_document()


def test_the_generator_check_mode_agrees(capsys):
    assert generate_cards.main(["--check"]) == 0
    assert "up to date" in capsys.readouterr().out


def test_another_seed_makes_other_faces():
    assert generate_cards.generate(1) != generate_cards.generate(generate_cards.SEED)


def test_28_cards_of_18_fields_each():
    faces = card_faces()
    assert sorted(faces) == list(range(1, 29))
    for face in faces.values():
        assert tuple(face) == FIELDS
        assert set(face.values()) <= set(TERRAINS)


def test_terrain_counts_follow_the_deck_proportions():
    counts = Counter(terrain for face in card_faces().values() for terrain in face.values())
    assert sum(counts.values()) == 504
    for terrain in TERRAINS:
        expected = 504 * DECK_COUNTS[terrain] / DECK_SIZE
        assert abs(counts[terrain] - expected) <= 1, (terrain, counts[terrain], expected)
    assert counts == generate_cards.field_counts()


def test_every_card_shows_at_least_four_terrains():
    for number, face in card_faces().items():
        assert len(set(face.values())) >= 4, number


def test_the_terrain_deck_matches_the_rulebook():
    deck = Counter(terrain_deck())
    assert deck == {"bluetile": 2, "beigetile": 3, "clay": 4, "field": 5, "water": 6,
                    "cobble": 8, "meadow": 10, "sand": 10}
    assert sum(deck.values()) == 48
