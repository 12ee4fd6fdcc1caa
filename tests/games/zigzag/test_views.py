"""Hidden information: dealt hands and discards, face-down table cards, collect stacks; and
the full reveal at the end."""

from __future__ import annotations

import random

import pytest

from games.zigzag import ENGINE
from games.zigzag.models import ZigZagAction, ZigZagState
from tests.games.zigzag.scenario import face, make_state, use_faces

STOP = ZigZagAction(verb="stop")


def after_one_discard() -> ZigZagState:
    state = ENGINE.new_game(3, 21)
    hand = state.seats[0].hand
    state, _ = ENGINE.apply(state, 0, ZigZagAction(verb="discard", cards=(hand[0], hand[1])))
    state, _ = ENGINE.apply(state, 0, ZigZagAction(verb="next", cards=(hand[2],)))
    return state


def test_setup_hands_discards_and_courses_are_private():
    state = after_one_discard()
    own = ENGINE.view(state, 0).seats[0]
    assert own.hand is not None and [card.number for card in own.hand] == state.seats[0].hand
    assert own.discards == state.seats[0].discards
    assert own.course is not None and own.course[0].number == state.seats[0].course[0]
    for viewer in (None, 1, 2):
        seen = ENGINE.view(state, viewer).seats[0]
        assert seen.hand is None and seen.discards is None and seen.course is None
        assert seen.hand_size == 4 and seen.course_size == 1 and seen.has_discarded
        assert seen.goal is None  # no goal card yet: they come once every course is laid
    assert ENGINE.view(state, None).supply is None


def test_courses_become_public_once_every_course_is_laid():
    state = make_state(2)
    view = ENGINE.view(state, None)
    assert [card.number for card in view.seats[1].course or []] == [1, 2, 3, 4, 5]
    assert view.seats[1].course is not None
    assert view.seats[1].course[0].fields["A1"] == "meadow"


def test_face_down_cards_are_hidden_from_everyone_and_taken_ones_show_nothing():
    state = make_state(2, slots=["down", "up", "taken"] + ["down"] * 45, held_by={2: 1})
    for viewer in (None, 0, 1):
        table = ENGINE.view(state, viewer).table
        assert table[0].terrain is None and table[0].status == "down"
        assert table[1].terrain == "bluetile" and table[1].held_by == 1
        assert table[2].terrain is None and table[2].status == "taken"


def test_collect_stacks_show_only_their_size_even_to_their_owner():
    state = make_state(2, stacks={0: ["sand", "clay"]})
    for viewer in (None, 0, 1):
        seen = ENGINE.view(state, viewer).seats[0]
        assert seen.stack is None and seen.stack_size == 2


def test_the_owner_recalls_their_stack_which_the_board_does_not_show():
    state = make_state(2, stacks={0: ["sand", "clay"], 1: ["water"]})
    own = ENGINE.view(state, 0)
    assert own.seats[0].recall == ["sand", "clay"] and own.seats[0].stack is None
    assert own.seats[1].recall is None
    assert all(seat.recall is None for seat in ENGINE.view(state, None).seats)


def test_peek_shows_the_owner_their_own_stack_only():
    state = make_state(2, stacks={0: ["sand", "clay"], 1: ["water"]}, peek=True)
    assert ENGINE.view(state, 0).seats[0].stack == ["sand", "clay"]
    assert ENGINE.view(state, 0).seats[1].stack is None
    assert ENGINE.view(state, None).seats[0].stack is None


def test_running_turns_over_the_runners_stack_only():
    with use_faces({1: face("sand", A1="water", C1="water")}):
        state = make_state(2, slots=["up"] * 48, stacks={0: ["water", "meadow"], 1: ["clay"]})
        state, _ = ENGINE.apply(state, 0, STOP)
        view = ENGINE.view(state, None)
    assert view.runner == 0 and view.top == "water"
    assert view.seats[0].stack == ["water", "meadow"]
    assert view.seats[1].stack is None and view.seats[1].stack_size == 1


def test_at_the_end_every_view_reveals_everything():
    state = make_state(2, stacks={1: ["clay"]}, rounds=1)
    state.seats[0].discards = [27, 28]
    state, _ = ENGINE.apply(state, 0, STOP)
    assert state.phase == "over"
    view = ENGINE.view(state, None)
    assert [slot.terrain for slot in view.table] == state.table
    assert view.supply == state.supply and view.seats[0].discards == [27, 28]
    assert view.seats[0].course is not None


def test_views_round_trip_through_json():
    for state in (after_one_discard(), make_state(3, stacks={0: ["sand"]}, peek=True)):
        for viewer in (None, 0, 1, 2):
            view = ENGINE.view(state, viewer)
            assert ENGINE.view_from_json(view.model_dump_json()) == view


def scrambled(state: ZigZagState, rng: random.Random, stacks: bool = True) -> ZigZagState:
    """The same position with every secret a spectator must not see changed (the collect
    stacks too unless `stacks` is False: a seat remembers them as the table saw them)."""
    other = state.copy_for_update()
    down = [index for index, status in enumerate(other.slots) if status != "up"]
    terrains = [other.table[index] for index in down]
    rng.shuffle(terrains)
    for index, terrain in zip(down, terrains, strict=True):
        other.table[index] = terrain
    rng.shuffle(other.supply)
    for player in other.seats if stacks else []:
        player.stack = [rng.choice(["sand", "clay", "water"]) for _ in player.stack]
    return other


def test_the_public_view_does_not_depend_on_any_secret():
    rng = random.Random(3)
    state = make_state(3, slots=["down"] * 20 + ["up"] * 8 + ["taken"] * 20,
                       stacks={0: ["sand", "water"], 2: ["meadow"]})
    for _ in range(5):
        assert ENGINE.view(scrambled(state, rng), None) == ENGINE.view(state, None)
        assert ENGINE.view(scrambled(state, rng, stacks=False), 1) == ENGINE.view(state, 1)


@pytest.mark.parametrize("peek", [True, False])
def test_a_bots_view_remembers_every_stack_as_the_table_saw_it(peek: bool) -> None:
    """Every card is face up when taken: a bot's view keeps each stack, in order, with or
    without `peek`; the board's `stack` stays hidden all the same (no `peek`: not even the
    owner's)."""
    state = make_state(3, stacks={0: ["sand", "water"], 2: ["meadow"]})
    state.options = state.options.model_copy(update={"peek": peek})
    for viewer in (0, 1, 2):
        seats = ENGINE.bot_view(state, viewer).seats
        assert [seat.seen for seat in seats] == [["sand", "water"], [], ["meadow"]]
        shown = [seat.stack for seat in seats]
        assert shown == [state.seats[viewer].stack if peek and seat == viewer else None
                         for seat in range(3)]
    other = state.copy_for_update()
    other.seats[2].stack = ["sand"]
    assert ENGINE.bot_view(other, 1) != ENGINE.bot_view(state, 1)


def test_a_players_view_remembers_the_stacks_only_with_peek() -> None:
    """A person's view keeps the table's memory with `peek` (the house rule of play over
    days); without it, it shows what the board shows, as a table that tests memory does;
    a spectator's view never remembers."""
    state = make_state(3, stacks={0: ["sand", "water"], 2: ["meadow"]})
    state.options = state.options.model_copy(update={"peek": True})
    assert [seat.seen for seat in ENGINE.view(state, 1).seats] == [
        ["sand", "water"], [], ["meadow"]]
    assert [seat.seen for seat in ENGINE.view(state, None).seats] == [None, None, None]
    state.options = state.options.model_copy(update={"peek": False})
    for viewer in (None, 0, 1, 2):
        assert [seat.seen for seat in ENGINE.view(state, viewer).seats] == [None, None, None]
    other = state.copy_for_update()
    other.seats[2].stack = ["sand"]
    assert ENGINE.view(other, 1) == ENGINE.view(state, 1)


def test_describe_speaks_to_the_viewer():
    state = after_one_discard()
    text = ENGINE.describe(ENGINE.view(state, 0), "en")
    assert "Your hand:" in text and "Your discards:" in text
    assert "Your hand" not in ENGINE.describe(ENGINE.view(state, None), "en")
    french = ENGINE.describe(ENGINE.view(make_state(2, stacks={0: ["sand"]}), 0), "fr")
    assert "Votre pile : 1 carte," in french and "Joueur 1" in french


def test_describe_names_the_players_when_given():
    state = make_state(2, stacks={0: ["sand"]})
    text = ENGINE.describe(ENGINE.view(state, 0), "en", ["alice", "bob 🦩"])
    lines = text.splitlines()
    assert any(line.startswith("alice: goal") for line in lines)
    assert any(line.startswith("bob 🦩: goal") for line in lines)
    assert "Player" not in text
    partial = ENGINE.describe(ENGINE.view(state, 0), "fr", ["alice"])
    assert "alice" in partial and "Joueur 2" in partial  # a seat without a name keeps "Joueur N"
