"""A revealed power is used whenever it has a legal use; `powers=optional` lets the mover pass.

HOUSE_RULES.md, "Corrections, second audit": "the player who moved the pawn now uses this
ability". Using a revealed power is compulsory whenever it has a legal use (`pass` only when it
has none: fewer than two face-down pawns for Eye or Swap pawns, and so on). Option
`powers=optional` keeps the French reading ("peut"), where the mover may pass; the default is
`compulsory`. A line that goes from the flip straight to a rotation (`b5-d6 SW cw`) passes the
power only where `pass` is legal.
"""

from __future__ import annotations

import random

import pytest

from games.ostriches import ENGINE
from games.ostriches.models import OstrichesState, Pass, UsePower
from games.ostriches.secrets import redraw
from games.ostriches.views import may_pass

from .builders import play, position, refused

MUST_USE = "The power of the pawn just turned face up must be used"


def flipped(power: str, powers: str = "compulsory", **layout: str) -> OstrichesState:
    """South has just moved e4-f6, turning up a blue pawn with `power`, under `powers`."""
    state = position({"e4": f"blue {power}", **layout}).model_copy(update={"powers": powers})
    after, _ = play(state, 0, "e4-f6")
    assert after.phase == "power"
    return after


@pytest.mark.parametrize("power, layout", [
    ("bush", {}),
    ("tiles", {}),
    ("swap", {"a1": "blue eye", "c5": "red plain"}),
    ("eye", {"a1": "blue swap", "c5": "red plain"}),
])
def test_a_power_with_a_legal_use_must_be_used(power: str, layout: dict[str, str]) -> None:
    """"the player who moved the pawn now uses this ability": no pass while a use exists."""
    state = flipped(power, **layout)
    legal = ENGINE.legal_actions(state, 0)
    assert legal and all(isinstance(step, UsePower) for step in legal)
    assert refused(state, 0, "pass").startswith(MUST_USE)


@pytest.mark.parametrize("power, layout", [
    ("swap", {}),
    ("swap", {"a1": "red plain"}),
    ("eye", {"a1": "blue plain"}),
])
def test_a_power_with_no_legal_use_is_passed(power: str, layout: dict[str, str]) -> None:
    """"`pass` only when it has none: fewer than two face-down pawns for Eye or Swap pawns"."""
    state = flipped(power, **layout)
    assert ENGINE.legal_actions(state, 0) == [Pass()]
    after, events = play(state, 0, "pass")
    assert after.phase == "rotating"
    assert [event.key for event in events] == ["ostriches.event.passed"]


def test_optional_powers_keep_the_french_reading() -> None:
    """"Option `powers=optional` keeps the French reading ("peut"), where the mover may
    pass"."""
    state = flipped("bush", powers="optional")
    assert ENGINE.legal_actions(state, 0)[-1] == Pass()
    assert play(state, 0, "pass")[0].phase == "rotating"


def test_a_line_from_the_flip_to_a_rotation_passes_only_where_pass_is_legal() -> None:
    """"A line that goes from the flip straight to a rotation (`b5-d6 SW cw`) passes the
    power only where `pass` is legal"."""
    base = position({"e4": "blue bush"})
    compulsory = base.model_copy(update={"powers": "compulsory"})
    assert refused(compulsory, 0, "e4-f6 SW cw").startswith(MUST_USE)
    after, _ = play(compulsory, 0, "e4-f6 bush e5>c4 SW cw")
    assert after.turn == 1
    optional = base.model_copy(update={"powers": "optional"})
    assert play(optional, 0, "e4-f6 SW cw")[0].turn == 1
    no_use = position({"e4": "blue swap"}).model_copy(update={"powers": "compulsory"})
    after, events = play(no_use, 0, "e4-f6 SW cw")
    assert after.turn == 1 and "ostriches.event.passed" in [event.key for event in events]


def test_the_default_is_compulsory_and_games_stored_before_keep_optional() -> None:
    """"the default is `compulsory`"; a game keeps the options it started with: options
    stored before the option existed (the lobby stores every option, filled in) read as
    `optional`, as does a state stored before it."""
    assert ENGINE.new_game(2, 5).powers == "compulsory"
    assert ENGINE.new_game(2, 5, {"memory": "assist", "bushes": "random",
                                  "powers": "compulsory"}).powers == "compulsory"
    assert ENGINE.new_game(2, 5, {"memory": "assist", "bushes": "random"}).powers == "optional"
    stored = ENGINE.new_game(2, 5).model_dump(mode="json")
    del stored["powers"]
    assert OstrichesState.model_validate(stored).powers == "optional"


@pytest.mark.parametrize("powers", ["compulsory", "optional"])
def test_the_bots_and_the_stand_in_follow_the_option(powers: str) -> None:
    """The stand-in and every bot level choose among the legal steps: a pass only where it is
    legal."""
    state = flipped("bush", powers=powers)
    legal = ENGINE.legal_actions(state, 0)
    assert ENGINE.auto_action(state, 0) in legal
    assert isinstance(ENGINE.auto_action(state, 0), Pass) == (powers == "optional")
    for level in ("easy", "normal"):
        assert ENGINE.bot_action(ENGINE.view(state, 0), 0, level=level, seed=1) in legal


def test_whether_a_pass_is_legal_depends_on_public_facts_only() -> None:
    """Twins: the face-down pawns' owners and powers redrawn, the same steps are legal (how
    many pawns are face down is public; what they are is not)."""
    for layout in ({"a1": "red plain"}, {"a1": "red eye", "c5": "blue plain"},
                   {"a1": "red swap", "c5": "blue plain", "d2": "blue tiles"}):
        for power in ("swap", "eye"):
            state = flipped(power, **layout)
            for draw in range(6):
                twin = redraw(state, random.Random(draw))
                assert twin != state or draw
                assert ENGINE.view(twin, None) == ENGINE.view(state, None)
                assert ENGINE.legal_actions(twin, 0) == ENGINE.legal_actions(state, 0)
            passing = Pass() in ENGINE.legal_actions(state, 0)
            assert all(may_pass(ENGINE.view(state, seat)) == passing for seat in (0, 1, None))


def test_the_status_words_say_whether_the_power_may_be_passed() -> None:
    """The text and the board's header say "use it or pass" only where passing is legal."""
    must = ENGINE.describe(ENGINE.view(flipped("bush"), 1), "en", ["A", "B"])
    assert "must be used" in must and "or pass" not in must
    may = ENGINE.describe(ENGINE.view(flipped("bush", powers="optional"), 1), "en", ["A", "B"])
    assert "or pass" in may


def test_a_record_written_before_the_option_still_verifies() -> None:
    """A game keeps the options it was started with: a record whose options predate `powers`
    (every other option filled in, as the lobby stored them) and whose players passed powers
    that had a use replays and verifies as it was played."""
    from sessions.core import fairness
    from sessions.record.verification import verify
    from tests.sessions.test_fairness import auto_played

    options = {"memory": "assist", "bushes": "random"}
    game, actions, outcome = auto_played("ostriches", 2, 11, options, game_id=4)
    assert any(action.notation == "pass" for action in actions)
    text = fairness.record_text(game, {0: "P0", 1: "P1"}, actions, outcome,
                                fairness.Ending("rules"))
    assert verify(text).lines[-1].endswith("ok")
