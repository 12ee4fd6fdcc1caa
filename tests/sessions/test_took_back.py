"""A take-back's line names what was taken back, from what the whole table saw: the first
undone action in words, how many more were undone with it, and never a secret (two logs that
differ only in what the table could not see give the same line)."""

from __future__ import annotations

from dataclasses import dataclass

import i18n
from games.base import Event
from sessions.core.eventlog import events_to_json
from sessions.undo.took_back import took_back_event
from sessions.words.presenter import line_for, render_lines


@dataclass(frozen=True)
class Row:
    seq: int
    seat: int
    notation: str
    events: str


def row(seq: int, notation: str, *events: Event) -> Row:
    return Row(seq=seq, seat=0, notation=notation, events=events_to_json(list(events)))


def said(event: Event, lang: str) -> str:
    return render_lines([line_for(event, {0: "alice"})], lang)


def rotated(seq: int, tile: str) -> Row:
    return row(seq, f"r {tile} cw", Event(key="ostriches.event.rotated.cw",
                                          params={"player": 0, "tile": tile, "number": 3}))


def test_one_undone_action_is_named_and_several_are_counted() -> None:
    one = took_back_event(0, 14, [rotated(15, "SE")])
    assert said(one, "en") == "alice took back the rotation of SE."
    assert said(one, "fr") == "alice a repris la rotation de SE."
    two = took_back_event(0, 14, [rotated(15, "SE"), rotated(16, "NW")])
    assert said(two, "en") == "alice took back the rotation of SE, and the action after it."
    three = took_back_event(0, 14, [rotated(15, "SE"), rotated(16, "NW"), rotated(17, "N")])
    assert said(three, "en") == ("alice took back the rotation of SE, "
                                 "and the 2 actions after it.")
    assert said(three, "fr") == ("alice a repris la rotation de SE, "
                                 "et les 2 actions suivantes.")
    for event in (one, two, three):
        for lang in ("en", "fr"):
            assert "(s)" not in said(event, lang) and "14" not in said(event, lang)


def test_a_hidden_submission_stays_the_planning_whatever_it_hid() -> None:
    """Twin logs: the same public 'is ready', different secret Zigs and notation."""
    def planned(card: str, direction: str) -> Row:
        return row(15, f"plan {card}{direction}",
                   Event(key="scramble.event.zig_private", audience=0,
                         params={"card": card, "ostrich": "yellow", "direction": direction}),
                   Event(key="scramble.event.submitted", params={"player": 0}))

    first = took_back_event(0, 14, [planned("3", "N")])
    second = took_back_event(0, 14, [planned("1", "W")])
    assert first == second
    for lang in ("en", "fr"):
        text = said(first, lang)
        assert "3" not in text and "yellow" not in text
    assert said(first, "en") == "alice took back the planning."
    assert said(first, "fr") == "alice a repris la préparation."


def test_an_action_the_table_saw_nothing_of_is_an_action() -> None:
    quiet = row(15, "x", Event(key="scramble.event.drew_private", audience=0,
                               params={"cards": "3"}))
    assert said(took_back_event(0, 14, [quiet]), "en") == "alice took back an action."
    assert i18n.t("takeback.took_back", "fr", player="a", what="other", more=0) == \
        "a a repris une action."
