"""The Crown in MOVE, as printed (ostrich-scramble.txt, Two and Three Player, Turn Order):
"When it's your turn, choose which of your Ostriches that hasn't executed their movement this
round takes their turn. If one of your ostriches has the crown, it must go first." Read when
the player chooses (HOUSE_RULES.md, "Corrections, second audit"): an ostrich that took the
Crown earlier in the same MOVE phase (pushed onto a crate) must go first if it has not moved;
the turn order of the round stays as fixed when MOVE started."""

from __future__ import annotations

from games.scramble import ENGINE
from games.scramble.constants import RULES_VERSION
from tests.leaks.test_twins import assert_twins

from .builders import find, moving, pending

# yellow (seat 0, the Crown) runs 1 North into orange (seat 1), pushed onto the empty crate c5
AT = {"red": "a1", "yellow": "c3", "orange": "c4", "green": "h8"}
ZIGS = {"red": "1cw E", "yellow": "1cw N", "orange": "1cw N", "green": "1cw S"}


def test_an_ostrich_that_took_the_crown_earlier_in_move_goes_first():
    _, events = moving(2, at=AT, crates=["c5"], crown="yellow", zigs=ZIGS)
    assert find(events, "crown")[0].params == {"ostrich": "orange", "square": "c5"}
    assert [e.params["ostrich"] for e in find(events, "turn")] == [
        "yellow", "orange", "red", "green"]  # no choice was asked of orange's player
    assert not find(events, "run")


def test_the_turn_order_stays_as_fixed_when_move_started():
    state, events = moving(2, at=AT, crates=["c5"], crown="yellow",
                           zigs={**ZIGS, "green": "Xcw S"})
    assert state.turn_order == [0, 1, 0, 1]  # yellow's clockwise card, not orange's Crown
    assert [e.params["player"] for e in find(events, "turn")] == [0, 1, 0, 1]


def test_once_the_crowns_ostrich_has_moved_the_player_chooses_again():
    at = {"red": "a1", "yellow": "c3", "orange": "h1", "green": "c4"}
    zigs = {"red": "1cw E", "yellow": "1cw N", "orange": "1cw N", "green": "1cw N"}
    _, events = moving(2, at=at, crates=["c5"], crown="yellow", zigs=zigs)
    # green took the Crown (pushed onto c5) and goes first for seat 1
    assert [e.params["ostrich"] for e in find(events, "turn")] == [
        "yellow", "green", "red", "orange"]


def test_games_started_before_keep_the_crown_of_the_start_of_move():
    state, _ = moving(2, at=AT, crates=["c5"], crown="yellow", zigs=ZIGS, rules=1)
    assert pending(state).kind == "run" and ENGINE.to_act(state) == [1]
    assert state.rules == 1


def test_stored_options_without_a_rules_version_are_the_older_rules():
    assert ENGINE.new_game(2, 1, {"max_rounds": 40}).rules == 1
    assert ENGINE.new_game(2, 1, {"max_rounds": 40, "rules": 2}).rules == 2
    assert ENGINE.new_game(2, 1).rules == RULES_VERSION == ENGINE.new_game(2, 1, {}).rules


def test_who_goes_first_with_the_crown_depends_on_public_facts_only():
    """The game sends the Crown's ostrich by itself: twins differing only in a card of the
    pushing player's hand look alike to everyone else, before, during and after."""
    first, _ = moving(2, at=AT, crates=["c5"], crown="yellow", hands={0: ["1cw"]},
                      zigs={**ZIGS, "yellow": "Xcw N", "green": "Xcw S"})
    second = first.model_copy(deep=True)
    second.seats[0].hand = ["3ccw"]
    assert pending(first).kind == "x" and pending(first).ostrich == "yellow"
    assert_twins(ENGINE, first, second, 0, [(0, "x 1")])
    after, events = ENGINE.apply(first, 0, ENGINE.parse(first, 0, "x 1"))
    assert [e.params["ostrich"] for e in find(events, "turn")] == ["orange", "red", "green"]
    assert pending(after).kind == "x" and pending(after).ostrich == "green"
