"""The notation of HOUSE_RULES section 1: every form, both ways, lines, bad text."""

from __future__ import annotations

import pytest

from games.base import IllegalAction
from games.ostriches import ENGINE
from games.ostriches.models import AnyAction, Line, Move, Pass, Place, Rotate, UsePower

from .builders import play, position

STATE = ENGINE.new_game(2, 1)


def parse(text: str) -> AnyAction:
    return ENGINE.parse(STATE, 0, text)


def fmt(action: AnyAction) -> str:
    return ENGINE.format(STATE, action)


@pytest.mark.parametrize(("text", "action"), [
    ("eye@c2", Place(power="eye", square="c2")),
    ("plain@f3", Place(power="plain", square="f3")),
    ("b1-c3", Move(origin="b1", target="c3")),
    ("bush b2>e3", UsePower(power="bush", first="b2", second="e3")),
    ("swap a4 d5", UsePower(power="swap", first="a4", second="d5")),
    ("eye a4 d5", UsePower(power="eye", first="a4", second="d5")),
    ("tiles SW NE", UsePower(power="tiles", first="SW", second="NE")),
    ("pass", Pass()),
    ("NE cw", Rotate(tile="NE", direction="cw")),
    ("NE ccw", Rotate(tile="NE", direction="ccw")),
])
def test_every_form_parses_formats_and_round_trips(text: str, action: AnyAction) -> None:
    assert parse(text) == action
    assert fmt(action) == text
    assert parse(fmt(action)) == action


@pytest.mark.parametrize(("text", "canonical"), [
    ("EYE@C2", "eye@c2"),
    ("  B1-C3 ", "b1-c3"),
    ("b1 - c3", "b1-c3"),
    ("b1–c3", "b1-c3"),
    ("Bush B2 > E3", "bush b2>e3"),
    ("eye @ c2", "eye@c2"),
    ("ne CW", "NE cw"),
    ("Tiles ne sw", "tiles SW NE"),
    ("PASS", "pass"),
])
def test_case_and_spacing_do_not_matter(text: str, canonical: str) -> None:
    assert fmt(parse(text)) == canonical


@pytest.mark.parametrize(("text", "canonical"), [
    ("swap d5 a4", "swap a4 d5"),
    ("eye d5 a4", "eye a4 d5"),
    ("swap a2 f1", "swap f1 a2"),  # rank first: f1 comes before a2
    ("eye c3 a3", "eye a3 c3"),    # then file
    ("tiles NE SW", "tiles SW NE"),
    ("tiles NW SE", "tiles SE NW"),
])
def test_pairs_are_accepted_in_either_order_and_written_in_board_order(
    text: str, canonical: str
) -> None:
    assert fmt(parse(text)) == canonical
    assert parse(text) == parse(canonical)


def test_a_bush_move_keeps_its_direction() -> None:
    assert parse("bush b2>e3") != parse("bush e3>b2")


def test_lines_of_several_steps() -> None:
    line = parse("b1-c3 NE cw")
    assert line == Line(steps=(Move(origin="b1", target="c3"), Rotate(tile="NE", direction="cw")))
    long_line = parse("c4-d6 eye d5 a4 SW ccw")
    assert long_line == Line(steps=(  # the two squares an Eye looks at, in board order
        Move(origin="c4", target="d6"), UsePower(power="eye", first="a4", second="d5"),
        Rotate(tile="SW", direction="ccw")))
    assert fmt(long_line) == "c4-d6 eye a4 d5 SW ccw"
    assert parse(fmt(long_line)) == long_line
    assert fmt(parse("e4-f6 bush b2>c4 NW cw")) == "e4-f6 bush b2>c4 NW cw"


@pytest.mark.parametrize(("text", "message"), [
    ("", "Type an action, e.g. eye@c2 (place), b1-c3 (move)"),
    ("hello", "I don't understand “hello”."),
    ("z9-c3", "“z9” is not a square: files a to f, ranks 1 to 6 (e.g. c2)."),
    ("b1-", "“?” is not a square"),
    ("magic@c2", "“magic” is not a pawn: plain, bush, swap, eye or tiles"),
    ("eye@c9", "“c9” is not a square"),
    ("swap a4", "swap needs two squares, e.g. swap a4 d5."),
    ("eye a4 z1", "“z1” is not a square"),
    ("tiles SW", "tiles needs two tiles among SW, SE, NW and NE"),
    ("tiles SW XX", "“xx” is not a tile: SW, SE, NW or NE."),
    ("bush b2", "Give the bush's square and where it goes, e.g. bush b2>e3."),
    ("bush b2>", "“?” is not a square"),
    ("NE", "Say which way to turn NE: NE cw (clockwise) or NE ccw (counter-clockwise)."),
    ("NE left", "Say which way to turn NE"),
    ("c3", "“c3” alone is not an action"),
    ("b1-c3 NE", "Say which way to turn NE"),
])
def test_bad_text_is_refused_with_a_helpful_message(text: str, message: str) -> None:
    with pytest.raises(IllegalAction) as error:
        parse(text)
    assert message in str(error.value)


def test_bad_text_reads_in_french_too() -> None:
    with pytest.raises(IllegalAction) as error:
        parse("hello")
    assert error.value.message("fr").startswith("Je ne comprends pas « hello »")


def test_a_whole_turn_in_one_line_equals_the_same_steps_one_by_one() -> None:
    state = position({"e4": "red eye", "a1": "blue eye", "c5": "red plain"})
    by_line, line_events = play(state, 0, "e4-f6 eye c5 a1 SW ccw")
    stepwise, step_events = state, []
    for text in ("e4-f6", "eye a1 c5", "SW ccw"):
        stepwise, events = play(stepwise, 0, text)
        step_events += events
    assert by_line == stepwise
    assert line_events == step_events
    assert ENGINE.to_act(by_line) == [1]


def test_a_line_going_straight_to_the_rotation_passes_the_power() -> None:
    state = position({"e4": "blue swap", "a1": "blue eye", "c5": "red plain"})
    after, events = play(state, 0, "e4-f6 SW cw")
    keys = [e.key for e in events]
    assert keys == ["ostriches.event.moved", "ostriches.event.flipped.blue_swap",
                    "ostriches.event.passed", "ostriches.event.rotated.cw"]
    assert ENGINE.to_act(after) == [1]


def test_a_single_rotation_does_not_pass_a_power() -> None:
    state = position({"e4": "blue swap", "a1": "blue eye", "c5": "red plain"})
    state, _ = play(state, 0, "e4-f6")
    with pytest.raises(IllegalAction, match="or pass"):
        play(state, 0, "SW cw")


def test_a_line_is_all_or_nothing() -> None:
    state = position({"b1": "red eye", "f4": "blue plain"})
    before = state.model_dump_json()
    with pytest.raises(IllegalAction, match="SW holds the pawn you just moved"):
        play(state, 0, "b1-c3 SW cw")
    assert state.model_dump_json() == before


def test_a_line_cannot_run_into_the_opponents_turn() -> None:
    state = position({"b1": "red eye", "f4": "blue plain"})
    with pytest.raises(IllegalAction, match=r"It is not your turn\."):
        play(state, 0, "b1-c3 NE cw f4-e6")


def test_every_legal_action_round_trips() -> None:
    states = [
        ENGINE.new_game(2, 4),
        position({"b1": "red eye", "f4": "blue plain"}),
        position({"f6": "red plain"}, phase="rotating", moved="f6"),
    ]
    for power in ("bush", "swap", "eye", "tiles"):
        state = position({"e4": f"blue {power}", "a1": "blue plain", "c5": "red plain"})
        states.append(play(state, 0, "e4-f6")[0])
    for state in states:
        seat = ENGINE.to_act(state)[0]
        actions = ENGINE.legal_actions(state, seat)
        assert actions
        for action in actions:
            assert ENGINE.parse(state, seat, ENGINE.format(state, action)) == action


def test_a_line_longer_than_any_turn_is_refused_before_its_steps_are_built() -> None:
    """A line of millions of moves (the parser fuzz typed one) once built a step for each
    before any was checked, gigabytes of them: a turn is at most six words, and more is
    refused at once, saying so."""
    assert fmt(parse("c4-d6 swap a4 d5 SW ccw")) == "c4-d6 swap a4 d5 SW ccw"  # six words
    for text in ("c4-d6 swap a4 d5 SW ccw NE", "d1-f2 " * 4_000_000):
        with pytest.raises(IllegalAction) as error:
            parse(text)
        assert "A turn is at most 6 words" in str(error.value)
        assert error.value.message("fr").startswith("Un tour fait au plus 6 mots")
