"""A game keeps the rules it started with (README, Ostrich Scramble): new games store option
`rules` at its newest; options stored without it, as the lobby stored every game's options
before it existed, and states stored without it, read `rules=1`, so an older game, its replay and
`--verify` of its record go on by the rules they were played by."""

from __future__ import annotations

import json
import random
from datetime import UTC, datetime

import pytest

from games.scramble import ENGINE
from games.scramble.constants import RULES_VERSION

OLD_OPTIONS: dict[str, object] = {"max_rounds": 3}  # stored as before `rules` existed


def test_new_games_store_the_newest_rules_and_older_states_read_rules_1():
    assert RULES_VERSION == 3
    assert ENGINE.new_game(3, 8).rules == 3
    assert ENGINE.new_game(3, 8, OLD_OPTIONS).rules == 1
    data = json.loads(ENGINE.state_to_json(ENGINE.new_game(3, 8)))
    del data["rules"]
    assert ENGINE.state_from_json(json.dumps(data)).rules == 1


def random_log(players: int, seed: int, options: dict[str, object], *,
               out_of_turn_gives: bool = False):
    """A whole seeded game of random legal steps: its rows and final state. No gives, but
    for `out_of_turn_gives`: now and then a seat the game does not wait for gives."""
    from sessions.core.fairness import recorded

    state = ENGINE.new_game(players, seed, options)
    rng = random.Random(seed)
    rows = []
    while ENGINE.outcome(state) is None:
        idle = [seat for seat in range(players) if seat not in ENGINE.to_act(state)]
        if out_of_turn_gives and idle and rng.random() < 0.2:
            seat = rng.choice(idle)
            gives = ENGINE.legal_actions(state, seat)
            if gives:
                action = rng.choice(gives)
                notation = ENGINE.format(state, action)
                state, events = ENGINE.apply(state, seat, action)
                rows.append(recorded(seat, notation, events))
                continue
        seat = rng.choice(ENGINE.to_act(state))
        action = rng.choice([a for a in ENGINE.legal_actions(state, seat) if a.kind != "give"])
        notation = ENGINE.format(state, action)
        state, events = ENGINE.apply(state, seat, action)
        rows.append(recorded(seat, notation, events))
    return rows, state


def record_of(players: int, seed: int, options: dict[str, object], rows, state) -> str:
    """The record of that game as the table writes it."""
    from sessions.core import fairness
    from storage import GameRecord

    at = datetime(2026, 1, 1, tzinfo=UTC)
    outcome = ENGINE.outcome(state)
    assert outcome is not None
    game = GameRecord(
        id=7, kind="scramble", guild_id=1, channel_id=10, thread_id=None, message_id=None,
        status_message_id=None, host_id=1, status="finished", options=options, seed=seed,
        salt=fairness.new_salt(), language="en", state=ENGINE.state_to_json(state),
        version=9, outcome=outcome.model_dump_json(), posted_seq=0, board_version=0,
        created_at=at, updated_at=at)
    return fairness.record_text(game, {seat: f"P{seat}" for seat in range(players)}, rows,
                                outcome, fairness.Ending("rules"))


def test_a_record_written_before_the_rules_version_still_verifies():
    from sessions.record.verification import VerificationFailed, verify

    rows, state = random_log(3, 8, OLD_OPTIONS)
    keys = [event.key for row in rows for event in row.events]
    assert "scramble.event.skate_pushed" in keys  # a push that rules 2 would play otherwise
    assert verify(record_of(3, 8, OLD_OPTIONS, rows, state)).lines[-1].endswith("ok")
    newer: dict[str, object] = {**OLD_OPTIONS, "rules": 2}  # the newer rules differ there
    with pytest.raises(VerificationFailed):
        verify(record_of(3, 8, newer, rows, state))


def test_a_record_with_gives_out_of_turn_verifies_by_its_rules_only():
    """A give made while the game waited for someone else is legal by the rules the game
    started with (3 on), and a record claiming an earlier version does not verify."""
    from sessions.record.verification import VerificationFailed, verify

    options: dict[str, object] = {"max_rounds": 12, "rules": 3}
    rows, state = random_log(2, 4, options, out_of_turn_gives=True)
    gives = [row for row in rows if row.notation.startswith("give")]
    assert len(gives) >= 3
    assert verify(record_of(2, 4, options, rows, state)).lines[-1].endswith("ok")
    with pytest.raises(VerificationFailed):
        verify(record_of(2, 4, {**options, "rules": 2}, rows, state))
