"""The fuzz corpus covers whatever the registry holds: a game it has never heard of (Pebbles,
registered for the test) gets its positions labelled from its own `to_act` and `turn_key`,
instead of falling into another game's branch of a chain of names."""

from __future__ import annotations

from games import get_engine
from tests.tinygame import NAME, registered

from .corpus import LABELS, _play, configs


def test_a_game_the_corpus_never_named_gets_positions_of_its_own() -> None:
    with registered():
        engine = get_engine(NAME)
        assert (NAME, engine.min_players, {}) in configs()
        found = _play(NAME, engine.max_players, {}, seed=3)
    labels = {position.label for position in found}
    assert {"start", "mid", "late"} <= labels <= set(LABELS), labels
    assert all(position.kind == NAME and position.notations for position in found)
