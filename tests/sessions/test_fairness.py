"""Provably fair games: the commitment shown at the start, the record revealed at the end, and
`python bot.py --verify RECORD`, which proves the record or says, in one line, what is wrong."""

from __future__ import annotations

import functools
import json
import random
import subprocess
import sys
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

import pytest

from games import engine_names, get_engine
from games.base import Outcome
from games.scramble.constants import BOTS_ONLY_OPTIONS
from sessions.core import fairness
from sessions.core.fairness import FairRecord, RecordedAction, commitment, record_text, recorded
from sessions.record.verification import VerificationFailed, verify
from storage import GameRecord

from .test_play import play_random_game

ROOT = Path(__file__).resolve().parents[2]
T0 = datetime(2025, 1, 1, tzinfo=UTC)


def auto_played(kind: str, players: int, seed: int, options: dict[str, Any],
                game_id: int) -> tuple[GameRecord, list[RecordedAction], Outcome]:
    """A whole game of `kind`, each seat playing the engine's automatic action (engine only:
    quick, and every game ends): the table's row of the finished game, its recorded actions
    and its outcome, what a record is written from."""
    engine = get_engine(kind)
    state = engine.new_game(players, seed, options)
    rng = random.Random(seed)
    actions = []
    while (outcome := engine.outcome(state)) is None:
        seat = rng.choice(engine.to_act(state))
        action = engine.auto_action(state, seat)
        notation = engine.format(state, action)
        state, events = engine.apply(state, seat, action)
        actions.append(recorded(seat, notation, events))
    game = GameRecord(
        id=game_id, kind=kind, guild_id=1, channel_id=10, thread_id=None, message_id=None,
        status_message_id=None, host_id=1, status="finished", options=options, seed=seed,
        salt=fairness.new_salt(), language="en", state=engine.state_to_json(state),
        version=9, outcome=outcome.model_dump_json(), posted_seq=0, board_version=0,
        created_at=T0, updated_at=T0)
    return game, actions, outcome


@functools.cache
def finished_record(kind: str, seed: int = 11) -> str:
    """The record of a whole game of `kind`, each seat playing the engine's automatic
    action (engine only: quick, and every game ends)."""
    players = get_engine(kind).min_players
    options = dict(BOTS_ONLY_OPTIONS) if kind == "scramble" else {}  # bots alone: it ends
    game, actions, outcome = auto_played(kind, players, seed, options, game_id=3)
    return record_text(game, {seat: f"P{seat}" for seat in range(players)}, actions, outcome,
                       fairness.Ending("rules"))


def tampered(kind: str, change: str) -> str:
    """The record of `kind` with one thing changed, as a cheat would change it."""
    data = json.loads(finished_record(kind))
    if change == "seed":
        data["seed"] += 1
    elif change == "salt":
        data["salt"] = "0" * 32
    elif change == "seed and commitment":  # a new seed, committed to after the fact
        data["seed"] += 1
        data["commitment"] = commitment(data["seed"], data["salt"])
    elif change == "action":
        first = data["actions"][0]
        engine = get_engine(kind)
        state = engine.new_game(len(data["players"]), data["seed"], data["options"])
        others = [engine.format(state, a) for a in engine.legal_actions(state, first["seat"])
                  if engine.format(state, a) != first["notation"]]
        first["notation"] = others[0]
    elif change == "event":  # a draw the seed never gave
        action = next(a for a in data["actions"] if a["events"])
        action["events"][0]["params"] = {**action["events"][0]["params"], "forged": 1}
    elif change == "outcome":
        data["outcome"]["winners"] = [1 - data["outcome"]["winners"][0]] \
            if data["outcome"]["winners"] else [0]
    elif change == "cut short":
        data["actions"] = data["actions"][:-1]
    elif change == "take-back ahead":  # a take-back to a row that comes after it
        data["actions"][1] = {"seat": 0, "notation": "takeback 5", "events": []}
    return json.dumps(data)


@pytest.mark.parametrize("kind", engine_names())
def test_a_whole_games_record_verifies_and_shows_every_action(kind):
    verified = verify(finished_record(kind))
    record = verified.record
    assert record.commitment == commitment(record.seed, record.salt or "")
    numbered = [line for line in verified.lines if line[:1].isdigit()]
    assert len(numbered) == len(record.actions) and all(line.endswith("ok") for line in numbered)
    assert verified.lines[-1].startswith("outcome:") and verified.lines[-1].endswith("ok")


@pytest.mark.parametrize("change, reason", [
    ("seed", "commitment is not SHA-256"),
    ("salt", "commitment is not SHA-256"),
    ("seed and commitment", "not legal|events in the record"),
    ("action", "events in the record|not legal|outcome"),
    ("event", "events in the record are not the ones the seed gives"),
    ("outcome", "outcome in the record is not the one the replay reached"),
    ("cut short", "replayed game is not over"),
    ("take-back ahead", "action 2: row 2: 'takeback 5' names no earlier row"),
])
@pytest.mark.parametrize("kind", engine_names())
def test_each_kind_of_tampering_fails_with_a_reason(kind, change, reason):
    with pytest.raises(VerificationFailed, match=reason) as failed:
        verify(tampered(kind, change))
    assert "\n" not in str(failed.value)


@pytest.mark.parametrize("text, reason", [
    ("not json at all", "Invalid JSON"),
    ("", "Invalid JSON"),
    ("[1, 2]", "not a record"),
    ('{"format": "ostrich-table-record/1"}', "not a record: game: Field required"),
    ('{"format": "something-else/9"}', "not a record: format"),
])
def test_bad_input_is_one_line(text, reason):
    with pytest.raises(VerificationFailed, match=reason) as failed:
        verify(text)
    assert "\n" not in str(failed.value)


def test_a_seed_of_thousands_of_digits_is_refused_in_one_line():
    data = json.loads(finished_record("ostriches"))
    text = json.dumps(data).replace(f'"seed": {data["seed"]}', '"seed": ' + "9" * 5000)
    with pytest.raises(VerificationFailed, match="number out of range") as failed:
        verify(text)
    assert "\n" not in str(failed.value) and len(str(failed.value)) < 200
    data["seed"] = 2**70  # a number JSON holds, but no seed of ours
    with pytest.raises(VerificationFailed, match="not a record: seed: Input should be less"):
        verify(json.dumps(data))


def test_a_record_without_a_commitment_proves_nothing():
    data = json.loads(finished_record("ostriches"))
    data["salt"] = data["commitment"] = None
    with pytest.raises(VerificationFailed, match="no commitment"):
        verify(json.dumps(data))


async def test_the_commitment_shown_at_the_start_is_the_one_the_record_proves(harness):
    game_id = await harness.started_ostriches()
    started = next(m for m in await harness.outbox() if m.kind == "board")
    [shown] = [line.params["commitment"] for line in started.lines
               if line.key == "fair.commitment"]
    await play_random_game(harness, game_id)
    record = await harness.service.games.record(game_id)
    verified = verify(record)
    assert verified.record.commitment == shown
    assert commitment(verified.record.seed, verified.record.salt or "") == shown
    [final] = [m for m in await harness.outbox() if m.kind == "final"]
    assert final.record == record
    [revealed] = [line for line in final.lines if line.key == "fair.revealed"]
    assert revealed.params["seed"] == str(verified.record.seed)
    assert revealed.params["salt"] == verified.record.salt


async def test_a_game_created_before_salts_shows_no_commitment(harness):
    game_id = await harness.started_ostriches()
    async with harness.database.transaction() as conn:
        await conn.execute("UPDATE games SET salt = NULL WHERE id = ?", (game_id,))
    game = await harness.store.get_game(game_id)
    assert game is not None and fairness.commitment_of(game) is None
    await play_random_game(harness, game_id)
    [final] = [m for m in await harness.outbox() if m.kind == "final"]
    assert all(line.key != "fair.revealed" for line in final.lines)
    assert FairRecord.model_validate_json(final.record or "").salt is None


def _verify_cli(*args: str, stdin: str | None = None) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, str(ROOT / "bot.py"), "--verify", *args],
                          input=stdin, capture_output=True, text=True, cwd=ROOT, timeout=120,
                          env={"PATH": ""})


def test_the_command_line_verifies_a_file_and_stdin(tmp_path):
    path = tmp_path / "ostriches-3.json"
    path.write_text(finished_record("ostriches"), encoding="utf-8")
    done = _verify_cli(str(path))
    assert done.returncode == 0, done.stderr
    assert done.stdout.splitlines()[0].endswith(": ok") and "verified:" in done.stdout
    piped = _verify_cli("-", stdin=tampered("ostriches", "salt"))
    assert piped.returncode == 1 and piped.stdout == ""
    assert piped.stderr.count("\n") == 1 and "commitment is not SHA-256" in piped.stderr
    missing = _verify_cli(str(tmp_path / "nowhere.json"))
    assert missing.returncode == 1 and missing.stderr.count("\n") == 1


async def test_a_game_ended_by_resignation_verifies_as_ended_outside_the_rules(harness):
    game_id = await harness.started_ostriches()
    info = await harness.service.games.info(game_id)
    user = info.user_of(info.to_act[0])
    assert user is not None
    _, choices = await harness.service.play.choices(game_id, user)
    await harness.service.play.act(game_id, user, choices[0].notation)
    await harness.service.absence.resign(game_id, user)
    verified = verify(await harness.service.games.record(game_id))
    assert "ended outside the rules" in verified.lines[-1]
    assert len(verified.record.actions) == 1
