"""The picker's levels (`sessions.play.levels`): a label chooses an action only when that
action alone lies under it, headings open by themselves, Back and the draft travel in the
custom_id."""

from __future__ import annotations

from sessions import Choice
from sessions.play import levels

DISCARDS = [Choice(f"discard {a} {b}", ("discard", str(a), str(b)))
            for a, b in ((5, 6), (5, 26), (6, 26), (25, 26))]


def test_a_label_with_one_action_under_it_names_that_whole_action() -> None:
    level = levels.picker_level(DISCARDS, ["discard"])
    assert level.labels == ["5", "6", "25"]
    assert level.complete == {"6": "discard 6 26", "25": "discard 25 26"}
    assert levels.path_under(DISCARDS, ["discard"], "25") == ["25", "26"]
    assert levels.picker_level(DISCARDS, ["discard", "5"]).complete == {
        "6": "discard 5 6", "26": "discard 5 26"}


def test_a_heading_opens_by_itself_and_back_skips_it() -> None:
    shown, level = levels.picker_step(DISCARDS, [])
    assert shown == ["discard"] and "25" in level.labels
    assert levels.back_within(DISCARDS, ["discard", "5"]) == ["discard"]
    assert levels.back_within(DISCARDS, ["discard"]) is None  # nothing above but the heading
    assert levels.chosen_at(DISCARDS, "discard 25 26") == ["discard"]
    assert levels.chosen_at(DISCARDS, "discard 5 26") == ["discard", "5"]


def test_a_lone_action_is_still_shown_and_waits_for_its_press() -> None:
    [only] = DISCARDS[:1]
    shown, level = levels.picker_step([only], [])
    assert shown == [] and level.complete == {"discard": "discard 5 6"}
    assert levels.path_under([only], [], "discard") == ["discard", "5", "6"]


def test_a_path_that_leads_nowhere_starts_over() -> None:
    shown, _ = levels.picker_step(DISCARDS, ["flip"])
    assert shown == ["discard"]


def test_the_draft_and_the_labels_travel_together() -> None:
    text = levels.encode_path(["NE cw"], ["b1-c3", "pass"])
    assert levels.decode_picker(text) == (["b1-c3", "pass"], ["NE cw"])
    assert levels.decode_picker(levels.encode_path(["eye", "a6"])) == ([], ["eye", "a6"])
    assert levels.decode_picker("eye/a6") == ([], ["eye", "a6"])  # a button made before drafts
    assert levels.decode_picker(levels.encode_path([], ["b1-c3"])) == (["b1-c3"], [])
