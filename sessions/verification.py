"""Checking a finished game's record without the bot: `python bot.py --verify RECORD`.

The record (`sessions.fairness`) reveals the seed and the salt the game committed to when it
started. The check recomputes that commitment, replays the whole game from the seed through
`service.replay_steps` (the one replay every part of the bot uses), compares each action's
events (the deals, draws and shuffles the engines tell) with the record's, and the outcome
with the engine's; the first thing that does not match fails the check, in one line.
"""

from __future__ import annotations

import sys
from collections.abc import Mapping
from dataclasses import dataclass
from typing import TextIO

from pydantic import ValidationError

from games import engine_names, get_engine
from games.base import IllegalAction, Outcome, resolve_options

from .fairness import FairRecord, commitment, recorded
from .presenter import lines_for, outcome_line, plain, render_lines
from .service import replay_steps

RECORD_MAX_BYTES = 32 * 1024 * 1024  # a 10,000-action game's record is a few megabytes
# How a game may end outside the rules (a resignation, a vote, everyone left): the
# replay then stops short of the engine's own end.
OUTSIDE_RULES = frozenset({"game.outcome.resigned", "game.outcome.abandoned",
                           "game.outcome.leader"})


class VerificationFailed(ValueError):
    """The record does not prove its game; the message says why, in one line."""


@dataclass(frozen=True)
class Verified:
    """A record that checked out: what the check printed along the way."""

    record: FairRecord
    lines: list[str]


def parse_record(text: str | bytes) -> FairRecord:
    """The record in `text`, or VerificationFailed saying, in one line, why it is not one."""
    if len(text) > RECORD_MAX_BYTES:
        raise VerificationFailed(f"the record is larger than {RECORD_MAX_BYTES} bytes")
    try:
        return FairRecord.model_validate_json(text)
    except ValidationError as error:
        first = error.errors()[0]
        where = ".".join(str(part) for part in first["loc"]) or "the record"
        if first["type"] == "json_invalid":  # "Invalid JSON: number out of range at..."
            raise VerificationFailed(f"not a record: {first['msg'][:200]}") from None
        raise VerificationFailed(f"not a record: {where}: {first['msg']}") from None


def verify(text: str | bytes, lang: str = "en") -> Verified:
    """Check a finished game's record: the commitment recomputed from its seed and salt, then
    the whole game replayed from the seed (through `service.replay_steps`, the replay every
    part of the bot uses), each action's events compared with the record's, and the outcome
    with the engine's. Returns what it printed along the way (every deal, draw and shuffle
    the engines tell); raises VerificationFailed with the first thing that does not match."""
    record = parse_record(text)
    if record.salt is None or record.commitment is None:
        raise VerificationFailed("the record has no commitment (a game created before fair "
                                 "seeds): nothing proves its seed")
    if commitment(record.seed, record.salt) != record.commitment:
        raise VerificationFailed("the commitment is not SHA-256 of the seed and salt: the seed, "
                                 "the salt or the commitment was changed")
    if record.kind not in engine_names():
        raise VerificationFailed(f"unknown game {record.kind!r}")
    engine = get_engine(record.kind)
    names = dict(enumerate(record.players))
    try:
        options = resolve_options(engine.options, record.options)
    except IllegalAction as error:
        raise VerificationFailed(f"options: {error.message('en')}") from None
    if not engine.min_players <= len(record.players) <= engine.max_players:
        raise VerificationFailed(f"{len(record.players)} players cannot play {record.kind}")
    lines = [f"commitment {record.commitment} = SHA-256(\"{record.seed}:{record.salt}\"): ok",
             f"{record.kind} #{record.game}, seed {record.seed}, "
             f"players: {', '.join(plain(n) for n in record.players)}"]
    steps = replay_steps(engine, len(record.players), record.seed, options,
                         [(a.seat, a.notation) for a in record.actions])
    state, _ = next(steps)
    for seat, name in enumerate(record.players):  # each hand as dealt, as its player saw it
        seen = engine.describe(engine.view(state, seat), lang, record.players)
        lines.append(f"deal, as {plain(name)} saw it: " + plain(seen).replace("\n", " / "))
    for number, action in enumerate(record.actions, start=1):
        if action.seat >= len(record.players):
            raise VerificationFailed(f"action {number}: there is no seat {action.seat}")
        if engine.outcome(state) is not None:
            raise VerificationFailed(f"action {number}: the game was already over")
        try:
            state, events = next(steps)
        except IllegalAction as error:
            raise VerificationFailed(f"action {number} ({action.notation!r}, seat "
                                     f"{action.seat}) is not legal: {error.message('en')}"
                                     ) from None
        except ValueError as error:  # a take-back naming no earlier row
            raise VerificationFailed(f"action {number}: {error}") from None
        if recorded(action.seat, action.notation, events).events != action.events:
            raise VerificationFailed(f"action {number} ({action.notation!r}): its events in "
                                     "the record are not the ones the seed gives")
        told = [plain(render_lines(lines_for([event], names, event.audience), lang))
                for event in events]
        lines.append(f"{number}. {plain(names[action.seat])}: {action.notation}"
                     + "".join(f"\n   {line}" for line in told) + "  ok")
    lines.append(_checked_outcome(record, engine.outcome(state), names, lang))
    return Verified(record, lines)


def _checked_outcome(record: FairRecord, reached: Outcome | None, names: Mapping[int, str],
                     lang: str) -> str:
    """The outcome line, once the record's outcome is found to be the one the replay
    reached (or, for a game ended outside the rules, one the rules had not reached)."""
    if reached is None and record.outcome.reason not in OUTSIDE_RULES:
        raise VerificationFailed("the outcome: the replayed game is not over, and the record "
                                 f"does not say it ended outside the rules "
                                 f"({record.outcome.reason!r})")
    if reached is not None and reached != record.outcome:
        raise VerificationFailed("the outcome in the record is not the one the replay reached")
    said = plain(render_lines([outcome_line(record.kind, record.outcome, names)], lang))
    how = "as the rules ended it" if reached is not None else "ended outside the rules"
    return f"outcome: {said} ({how}): ok"


def verify_file(source: str, out: TextIO, err: TextIO) -> int:
    """`python bot.py --verify RECORD`: check the record in file `source` (`-`: standard
    input), printing what the replay showed on `out`; 0 when it proves its game, else 1
    with the reason in one line on `err`."""
    try:
        if source == "-":
            text = sys.stdin.buffer.read(RECORD_MAX_BYTES + 1)
        else:
            with open(source, "rb") as file:
                text = file.read(RECORD_MAX_BYTES + 1)
        verified = verify(text)
    except OSError as error:
        print(f"error: cannot read {source}: {error.strerror or error}", file=err)
        return 1
    except VerificationFailed as failure:
        print(f"error: the record does not verify: {failure}", file=err)
        return 1
    for line in verified.lines:
        print(line, file=out)
    record = verified.record
    print(f"verified: {record.kind} #{record.game}, {len(record.actions)} actions replayed "
          "from the committed seed match the record and its outcome", file=out)
    return 0
