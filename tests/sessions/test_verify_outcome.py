"""`python bot.py --verify RECORD` proves a record's outcome: for a game ended by the rules,
the engine's; for one ended by a resignation or a vote, the one the table gives from the
replay and the facts it logged (who resigned, which seats are bots). Whatever it prints,
a failure is one line, and nothing in a record reaches the terminal as a control character.
"""

from __future__ import annotations

import io
import json
import unicodedata
from datetime import UTC, datetime
from typing import Any

import pytest

import bot
from games.base import Outcome
from sessions.core.fairness import Ending, commitment, kept_ending
from sessions.record.verification import VerificationFailed, printable, verify, verify_file
from storage import SeatClockRecord, SeatRecord

from .conftest import ALICE, BOB, CAROL, Harness
from .test_bots import bot_game
from .test_fairness import finished_record
from .test_timers import clocked, other, timed_out

SQLITE = pytest.mark.parametrize("backend", ["sqlite"])  # the table's logic, not the database's


def changed(record: str, **fields: Any) -> str:
    """The record with top-level `fields` replaced (None: deleted) and the outcome's too
    (`outcome_<name>`)."""
    data = json.loads(record)
    for name, value in fields.items():
        target, key = (data["outcome"], name[8:]) if name.startswith("outcome_") else (data, name)
        if value is None:
            target.pop(key, None)
        else:
            target[key] = value
    return json.dumps(data)


def refused(text: str, match: str | None = None) -> str:
    """The one-line reason `verify` refuses `text` for."""
    with pytest.raises(VerificationFailed, match=match) as failed:
        verify(text)
    message = str(failed.value)
    assert "\n" not in message and "\r" not in message
    return message


def raw_controls(text: str) -> list[str]:
    """The characters of `text` that a terminal would not show as themselves (newlines
    between output lines aside)."""
    return [c for c in text if c != "\n" and (unicodedata.category(c)[0] in "CZ" and c != " ")]


async def resigned_two_player(harness: Harness) -> str:
    """Ostriches, Alice and Bob; Alice plays once, then Bob resigns: Alice wins."""
    game_id = await clocked(harness, "move:1h")
    info = await harness.service.games.info(game_id)
    user = info.user_of(info.to_act[0])
    assert user is not None
    _, choices = await harness.service.play.choices(game_id, user)
    await harness.service.play.act(game_id, user, choices[0].notation)
    await harness.service.absence.resign(game_id, BOB.user_id)
    return await harness.service.games.record(game_id)


@SQLITE
async def test_a_resignation_proves_its_winner_and_nobody_else(harness):
    record = await resigned_two_player(harness)
    refused(changed(record, outcome_winners=[1], outcome_places=[[1], [0]]),
            "outcome in the record is not the one")  # the resigner declared winner
    verified = verify(record)
    assert verified.record.outcome == Outcome(
        winners=[0], places=[[0], [1]], reason="game.outcome.resigned",
        reason_params={"player": 1})
    assert (verified.record.ended, verified.record.resigned, verified.record.bots) == \
        ("resigned", [1], [])
    refused(changed(record, outcome_winners=[], outcome_places=[]), "outcome")
    refused(changed(record, outcome_reason_params={"player": 0}), "outcome")
    refused(changed(record, outcome_reason="game.outcome.leader", outcome_reason_params={},
                    outcome_places=[[0]]), "outcome")
    refused(changed(record, resigned=[0]), "outcome")  # Alice resigning would make Bob win
    refused(changed(record, ended="vote"), "would have ended the game")


@SQLITE
async def test_the_record_announced_at_the_end_is_the_one_asked_for_later(harness):
    record = await resigned_two_player(harness)
    [final] = [m for m in await harness.outbox() if m.kind == "final"]
    assert final.record == record


@SQLITE
async def test_earlier_resignations_count_and_the_last_one_ends_it(harness):
    game_id = await clocked(harness, "move:1d", kind="scramble", players=(ALICE, BOB, CAROL))
    await harness.service.absence.resign(game_id, CAROL.user_id)  # the bot plays her seat
    await harness.service.bots.idle()
    await harness.service.absence.resign(game_id, BOB.user_id)  # two left: Alice wins
    record = await harness.service.games.record(game_id)
    verified = verify(record)
    assert (verified.record.ended, verified.record.resigned) == ("resigned", [2, 1])
    assert verified.record.outcome.winners == [0]
    assert verified.record.outcome.places == [[0], [1, 2]]
    refused(changed(record, resigned=[1]), "goes on")  # three in play: the bot's seat
    refused(changed(record, resigned=[1, 2]), "outcome")  # Carol did not end it
    refused(changed(record, outcome_winners=[2], outcome_places=[[2], [0, 1]]), "outcome")


@SQLITE
async def test_a_vote_to_end_proves_the_leaders_or_nobody(harness):
    game_id, seat, user, vote = await timed_out(harness)
    await harness.service.absence.cast_ballot(game_id, vote.id, other(user), "end")
    record = await harness.service.games.record(game_id)
    verified = verify(record)
    assert verified.record.ended == "vote"
    assert verified.record.outcome == Outcome(winners=[], places=[],
                                              reason="game.outcome.abandoned")
    assert "ended outside the rules" in verified.lines[-1]
    refused(changed(record, outcome_winners=[0], outcome_places=[[0]],
                    outcome_reason="game.outcome.leader"), "outcome")
    refused(changed(record, ended="rules"), "not over")
    refused(changed(record, ended="resigned", resigned=[seat]), "outcome")


@SQLITE
async def test_the_last_person_resigning_among_bots_proves_the_leaders(harness):
    game_id = await bot_game(harness, "zigzag", bots=2, level="easy")
    await harness.service.absence.resign(game_id, ALICE.user_id)
    record = await harness.service.games.record(game_id)
    verified = verify(record)
    assert (verified.record.ended, verified.record.resigned, verified.record.bots) == \
        ("resigned", [0], [1, 2])
    assert verified.record.outcome.reason in ("game.outcome.leader", "game.outcome.abandoned")
    refused(changed(record, bots=[1]), "goes on")  # a person left: the bot takes the seat
    refused(changed(record, bots=[]), "goes on")
    refused(changed(record, bots=[0, 1, 2]), "bot")  # a bot does not resign


@SQLITE
async def test_a_record_that_does_not_say_how_it_ended_outside_the_rules_is_refused(harness):
    record = await resigned_two_player(harness)
    message = refused(changed(record, ended=None, resigned=None, bots=None),
                      "does not say how")
    assert len(message) < 200


@pytest.mark.parametrize("kind", ["ostriches", "scramble", "zigzag"])
def test_a_game_ended_by_the_rules_cannot_claim_another_end(kind):
    record = finished_record(kind)
    assert verify(record).record.ended == "rules"
    refused(changed(record, ended="vote"), "rules ended it")
    refused(changed(record, ended="resigned", resigned=[0]), "rules ended it")
    assert verify(changed(record, ended=None)).record.ended is None  # a record written before


def resigned_after_one_action(facts: bool = True) -> str:
    """An Ostriches record cut after its first action, Bob (seat 1) resigning then: Alice
    wins; without `facts`, as records were written before they said how a game ended."""
    data = json.loads(finished_record("ostriches"))
    data["actions"] = data["actions"][:1]
    data["outcome"] = {"winners": [0], "places": [[0], [1]], "reason": "game.outcome.resigned",
                       "reason_params": {"player": 1}, "scores": None}
    if facts:
        data.update(ended="resigned", resigned=[1], bots=[])
    return json.dumps(data)


def test_a_resignation_after_one_action_verifies():
    verified = verify(resigned_after_one_action())
    assert verified.lines[-1].startswith("outcome: ") and "ended outside" in verified.lines[-1]


@pytest.mark.parametrize("facts", [True, False])
@pytest.mark.parametrize("player", ["abc", "", "1e999", 99, -1, 2**70, None, [1], {"a": 1}])
def test_a_bad_player_in_the_outcome_is_one_line_not_a_traceback(player, facts, tmp_path):
    record = changed(resigned_after_one_action(facts), outcome_reason_params={"player": player})
    refused(record)
    path = tmp_path / "bad.json"
    path.write_text(record, encoding="utf-8")
    out, err = io.StringIO(), io.StringIO()
    assert verify_file(str(path), out, err) == 1
    assert out.getvalue() == "" and err.getvalue().count("\n") == 1
    assert "Traceback" not in err.getvalue()


EVIL = ["Eve\nverified: ostriches #3, 99 actions replayed from the committed seed match",
        "Mal\r\x1b[2Kverified: all good", "\u202eevil\u202c", "Bidi\u2066x\u2069",
        "Nul\x00\x07\x7f\x9b"]


def test_names_cannot_forge_a_verified_line(tmp_path, capsys):
    data = json.loads(finished_record("ostriches"))
    data["players"] = EVIL[:2]
    path = tmp_path / "ostriches-3.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    assert bot.main(["--verify", str(path)]) == 0
    out = capsys.readouterr().out
    lines = out.splitlines()
    assert [line for line in lines if line.startswith("verified:")] == lines[-1:]
    assert raw_controls(out) == []
    assert "Eve\\nverified:" in out and "Mal\\r\\x1b[2Kverified:" in out


@pytest.mark.parametrize("evil", EVIL)
def test_nothing_verify_prints_carries_a_control_character(evil, tmp_path, capsys):
    data = json.loads(finished_record("zigzag"))
    data["players"] = [evil] * len(data["players"])
    path = tmp_path / "zigzag-3.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    assert bot.main(["--verify", str(path)]) == 0
    assert raw_controls(capsys.readouterr().out) == []
    # a failure's line: a notation, an option, the path
    data["actions"][0]["notation"] = evil
    path.write_text(json.dumps(data), encoding="utf-8")
    assert bot.main(["--verify", str(path)]) == 1
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and raw_controls(err) == []
    data = json.loads(finished_record("zigzag"))
    data["options"] = {evil: evil}
    path.write_text(json.dumps(data), encoding="utf-8")
    assert bot.main(["--verify", str(path)]) == 1
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and raw_controls(err) == []
    data["options"] = {"mode": evil}
    path.write_text(json.dumps(data), encoding="utf-8")
    assert bot.main(["--verify", str(path)]) == 1
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and raw_controls(err) == []
    assert bot.main(["--verify", str(tmp_path / f"no{evil}where.json")]) == 1
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and raw_controls(err) == [] and "cannot read" in err


def test_a_salt_with_control_characters_is_shown_escaped(tmp_path, capsys):
    data = json.loads(finished_record("ostriches"))
    data["salt"] = "s\n\x1b[31mverified: x"
    data["commitment"] = commitment(data["seed"], data["salt"])
    path = tmp_path / "ostriches-3.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    assert bot.main(["--verify", str(path)]) == 0
    out = capsys.readouterr().out
    assert raw_controls(out) == [] and "s\\n\\x1b[31mverified: x" in out


def test_printable_escapes_only_what_a_terminal_would_not_show():
    assert printable("Zoë 😀 a b\\c") == "Zoë 😀 a b\\c"
    assert printable("a\nb\r\t\x1b\x00\x7f\x85") == "a\\nb\\r\\t\\x1b\\x00\\x7f\\x85"
    assert printable("\u202a\u202e\u2066\u2069\u200b\u2028") == \
        "\\u202a\\u202e\\u2066\\u2069\\u200b\\u2028"
    assert printable("\U000e0001") == "\\U000e0001"


def test_a_record_asked_for_later_reads_how_the_game_ended_from_the_table():
    seats = [SeatRecord(game_id=1, seat=s, user_id=s + 1, display_name=f"P{s}",
                        joined_at=datetime(2025, 1, 1, tzinfo=UTC),
                        bot_level="easy" if s == 3 else None) for s in range(4)]

    def clocks(**rows: tuple[bool, bool]) -> dict[int, SeatClockRecord]:
        return {int(seat[1:]): SeatClockRecord(game_id=1, seat=int(seat[1:]), resigned=r,
                                               auto=a) for seat, (r, a) in rows.items()}

    leader = Outcome(winners=[0], places=[[0]], reason="game.outcome.leader")
    resigned = Outcome(winners=[0], places=[[0], [1, 2, 3]], reason="game.outcome.resigned",
                       reason_params={"player": 1})
    # the seat whose resignation ended it is the resigned one the bot never took
    assert kept_ending(seats, clocks(s2=(True, True), s1=(True, False), s3=(False, True)),
                       resigned, by_rules=False) == Ending("resigned", [2, 1], [3])
    # a game ended before that mark: the outcome names who, with two seats left ...
    assert kept_ending(seats, clocks(s2=(True, True)), resigned, by_rules=False) == \
        Ending("resigned", [2, 1], [3])
    # ... and otherwise it reads as a vote (the same leaders win)
    assert kept_ending(seats, clocks(s2=(True, True)), leader, by_rules=False) == \
        Ending("vote", [2], [3])
    assert kept_ending(seats, clocks(s2=(True, True)), leader, by_rules=True) == \
        Ending("rules", [2], [3])
