"""Checking a finished game's record without the bot: `python bot.py --verify RECORD`.

The record (`sessions.core.fairness`) reveals the seed and the salt the game committed to when it
started. The check recomputes that commitment, replays the whole game from the seed through
`core.replay.replay_steps` (the one replay every part of the bot uses), compares each action's
events (the deals, draws and shuffles the engines tell) with the record's, and the outcome
with the one the game must have: the engine's for a game its rules ended, else the one the
table gives from the replayed game and the resignations and vote the record states (as
`absence` gives it). The first thing that does not match fails the check, in one line.

Nothing of a record reaches the terminal as it is: every character a terminal would act on
or hide (controls, escapes, line breaks, bidi overrides) is shown as an escape (`printable`),
so a record cannot print a line that looks like the check's own.
"""

from __future__ import annotations

import itertools
import json
import os
import sys
import unicodedata
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import TextIO

from pydantic import ValidationError

from games import engine_names, get_engine
from games.base import Engine, GameState, IllegalAction, Outcome, resolve_options

from ..core.fairness import Ending, FairRecord, commitment, recorded, table_outcome
from ..core.replay import replay_steps
from ..words.presenter import lines_for, outcome_line, plain, render_lines

RECORD_MAX_BYTES = 32 * 1024 * 1024  # a 10,000-action game's record is a few megabytes
MESSAGE_MAX_CHARS = 500  # a failure's line: a record cannot make it a screenful
# Unicode categories a terminal does not show as themselves: controls, format characters
# (bidi overrides, zero-width), surrogates, private use, unassigned, line and paragraph
# separators.
UNSHOWN = frozenset({"Cc", "Cf", "Cs", "Co", "Cn", "Zl", "Zp"})
_NAMED = {"\n": "\\n", "\r": "\\r", "\t": "\\t"}


def printable(text: str) -> str:
    """`text` with every character a terminal would act on or not show (`UNSHOWN`) written
    as an escape (`\\n`, `\\x1b`, `\\u202e`), so that a name or a notation in a record
    cannot move the cursor, recolour, reorder or start a line of what the check prints."""
    if text.isprintable():
        return text
    return "".join(_escaped(c) if unicodedata.category(c) in UNSHOWN else c for c in text)


def _escaped(char: str) -> str:
    """One unshown character as Python writes it in a string literal."""
    code = ord(char)
    if char in _NAMED:
        return _NAMED[char]
    if code < 0x100:
        return f"\\x{code:02x}"
    return f"\\u{code:04x}" if code < 0x10000 else f"\\U{code:08x}"


class VerificationFailed(ValueError):
    """The record does not prove its game; the message says why, in one line, with whatever
    of the record it quotes escaped (`printable`) and cut short."""

    def __init__(self, message: str) -> None:
        """Keep the message one printable line, whatever the record put in it."""
        shown = printable(message)
        if len(shown) > MESSAGE_MAX_CHARS:
            shown = shown[:MESSAGE_MAX_CHARS - 3] + "..."
        super().__init__(shown)


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
    the whole game replayed from the seed (through `core.replay.replay_steps`, the replay every
    part of the bot uses), each action's events compared with the record's, and the outcome
    with the one the game must have (`_checked_outcome`). Returns what it printed along the
    way (every deal, draw and shuffle the engines tell, escaped: `printable`); raises
    VerificationFailed with the first thing that does not match."""
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
    players = [printable(name) for name in record.players]  # a name's line breaks stay seen
    names = dict(enumerate(players))
    try:  # validated here; replayed as stored, as the table replays a game (an option a
        # record predates reads as the game was played, see each engine's `new_game`)
        resolve_options(engine.options, record.options)
    except IllegalAction as error:
        raise VerificationFailed(f"options: {error.message('en')}") from None
    if not engine.min_players <= len(record.players) <= engine.max_players:
        raise VerificationFailed(f"{len(record.players)} players cannot play {record.kind}")
    _check_facts(record)
    lines = [f"commitment {printable(record.commitment)} = "
             f"SHA-256(\"{record.seed}:{printable(record.salt)}\"): ok",
             f"{record.kind} #{record.game}, seed {record.seed}, "
             f"players: {', '.join(_shown(n) for n in players)}"]
    steps = replay_steps(engine, len(record.players), record.seed, record.options,
                         [(a.seat, a.notation) for a in record.actions])
    state, _ = next(steps)
    for seat, name in enumerate(players):  # each hand as dealt, as its player saw it
        seen = engine.describe(engine.view(state, seat), lang, players)
        lines.append(f"deal, as {_shown(name)} saw it: {_shown(seen)}")
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
        told = [_shown(render_lines(lines_for([event], names, event.audience), lang))
                for event in events]
        lines.append(f"{number}. {_shown(names[action.seat])}: {printable(action.notation)}"
                     + "".join(f"\n   {line}" for line in told) + "  ok")
    lines.append(_checked_outcome(engine, state, record, names, lang))
    return Verified(record, lines)


def _shown(text: str) -> str:
    """Text of the record or of the catalog as one printed line: markdown escapes undone,
    its own line breaks shown as " / ", anything else a terminal would act on escaped."""
    return printable(plain(text).replace("\n", " / "))


def _check_facts(record: FairRecord) -> None:
    """Refuse, before replaying anything, an account of the game's end that the table could
    not have written: seats that do not exist, listed twice or out of order, a bot that
    resigned, or resignations before the end that would have ended the game (a resignation
    hands the seat to the bot only while more than two seats are in play and another
    person plays on; which of them came first changes nothing)."""
    players = len(record.players)
    if record.ended is None:
        if record.resigned or record.bots:
            raise VerificationFailed("the record names resignations or bots but not how the "
                                     "game ended")
        return
    for what, seats in (("resigned", record.resigned), ("bots", record.bots)):
        if any(seat >= players for seat in seats):
            raise VerificationFailed(f"{what}: there is no seat {max(seats)} among "
                                     f"{players} players")
    if not _increasing(record.bots):
        raise VerificationFailed("bots: a seat listed twice or out of seat order")
    if len(record.bots) >= players:
        raise VerificationFailed("bots: every seat is a bot's, and a game has a person")
    if (bot := next((s for s in record.resigned if s in record.bots), None)) is not None:
        raise VerificationFailed(f"resigned: seat {bot} is a bot's, and a bot does not resign")
    if record.ended == "resigned" and not record.resigned:
        raise VerificationFailed("the record says a resignation ended the game but names "
                                 "nobody who resigned")
    earlier = _earlier(record)
    if not _increasing(earlier) or (record.ended == "resigned"
                                    and record.resigned[-1] in earlier):
        raise VerificationFailed("resigned: a seat listed twice, or the resignations before "
                                 "the end out of seat order")
    if earlier and (players - len(earlier) < 2
                    or all(s in earlier or s in record.bots for s in range(players))):
        raise VerificationFailed(f"resigned: the resignations of seats {earlier} would have "
                                 "ended the game, not handed the seats to the bot")


def _increasing(seats: Sequence[int]) -> bool:
    """Whether `seats` are listed once each, in seat order (the one spelling a record has)."""
    return all(a < b for a, b in itertools.pairwise(seats))


def _earlier(record: FairRecord) -> list[int]:
    """The seats that resigned before the end (the game went on with the bot in their
    seat): all of `resigned`, but the last one when a resignation ended the game."""
    return record.resigned[:-1] if record.ended == "resigned" else list(record.resigned)


def _checked_outcome(engine: Engine, state: GameState, record: FairRecord,
                     names: Mapping[int, str], lang: str) -> str:
    """The outcome line, once the record's outcome is found to be the one the game must
    have: the engine's, when the replay reached the end of the rules; else the one the
    table gives for the resignation or the vote the record states (`_table_outcome`)."""
    reached = engine.outcome(state)
    if record.ended is None and reached is None:
        raise VerificationFailed("the record does not say how the game ended outside the rules "
                                 "(a record written before records said so): nothing proves "
                                 "its outcome")
    if record.ended in (None, "rules"):
        if reached is None:
            raise VerificationFailed("the outcome: the replayed game is not over, and the "
                                     "record says the rules ended it")
        if not _same(reached, record.outcome):
            raise VerificationFailed("the outcome in the record is not the one the replay "
                                     "reached")
        how = "as the rules ended it"
    else:
        what = "a resignation" if record.ended == "resigned" else "a vote"
        if reached is not None:
            raise VerificationFailed(f"the record says {what} ended the game, but the rules "
                                     "ended it: the replay reached its end")
        if not _same(_table_outcome(engine, state, record), record.outcome):
            raise VerificationFailed(f"the outcome in the record is not the one the table "
                                     f"gives after {what}")
        how = f"ended outside the rules, by {what}"
    said = _shown(render_lines([outcome_line(record.kind, record.outcome, names)], lang))
    return f"outcome: {said} ({how}): ok"


def _same(reached: Outcome, claimed: Outcome) -> bool:
    """Whether two outcomes are the same to the letter: equal, and equal as JSON (so that
    `True` or `1.0` do not pass for the seat `1`)."""
    def spelled(outcome: Outcome) -> str:
        return json.dumps(outcome.model_dump(mode="json"), sort_keys=True)
    return reached == claimed and spelled(reached) == spelled(claimed)


def _table_outcome(engine: Engine, state: GameState, record: FairRecord) -> Outcome:
    """The outcome the table gives a game the rules did not end (`fairness.table_outcome`,
    the rule `absence` ends games by); refused for a resignation that would only have
    handed the seat to the bot."""
    assert record.ended in ("resigned", "vote")
    ended = Ending(ended=record.ended, resigned=list(record.resigned), bots=list(record.bots))
    outcome = table_outcome(len(record.players), ended, engine.leaders(state))
    if outcome is None:
        raise VerificationFailed(f"seat {record.resigned[-1]}'s resignation would not have "
                                 "ended the game: with other seats still played by people, the "
                                 "bot takes the seat and the game goes on")
    return outcome


def verify_file(source: str, out: TextIO, err: TextIO) -> int:
    """`python bot.py --verify RECORD`: check the record in file `source` (`-`: standard
    input), printing what the replay showed on `out`; 0 when it proves its game, else 1
    with the reason in one line on `err`. It never raises: whatever the record holds, a
    failure is that one line (escaped, like everything it prints), not a traceback."""
    try:
        if source == "-":
            text = sys.stdin.buffer.read(RECORD_MAX_BYTES + 1)
        else:
            with open(source, "rb") as file:
                text = file.read(RECORD_MAX_BYTES + 1)
    except (OSError, ValueError) as error:  # ValueError: a NUL in the path
        reason = error.strerror if isinstance(error, OSError) and error.strerror else error
        _say(err, f"error: cannot read {source}: {reason}")
        return 1
    try:
        verified = verify(text)
    except VerificationFailed as failure:
        _say(err, f"error: the record does not verify: {failure}")
        return 1
    except Exception as error:  # a record no check foresaw: one line all the same
        _say(err, f"error: the record could not be checked: {type(error).__name__}: "
                  f"{str(error)[:MESSAGE_MAX_CHARS]}")
        return 1
    record = verified.record
    try:
        for line in verified.lines:
            _say(out, line, breaks=True)
        _say(out, f"verified: {record.kind} #{record.game}, {len(record.actions)} actions "
                  "replayed from the committed seed match the record and its outcome")
        out.flush()
    except BrokenPipeError:  # `--verify RECORD | head`: the reader went away, nothing to say
        _silenced(out)
        return 1
    return 0


def _silenced(stream: TextIO) -> None:
    """Point a stream whose reader is gone at /dev/null, so that Python's own flush at exit
    does not complain about the broken pipe with a traceback of its own."""
    try:
        descriptor = stream.fileno()
    except (OSError, ValueError):  # not a file (a test's StringIO)
        return
    null = os.open(os.devnull, os.O_WRONLY)
    os.dup2(null, descriptor)
    os.close(null)


def _say(stream: TextIO, text: str, *, breaks: bool = False) -> None:
    """Print `text` escaped (`printable`), keeping its line breaks only with `breaks` (a
    line of `Verified.lines`, whose pieces from the record are escaped already); on a
    terminal whose encoding cannot show some character, that character as an escape too."""
    shown = "\n".join(printable(line) for line in text.split("\n")) if breaks \
        else printable(text)
    try:
        print(shown, file=stream)
    except UnicodeEncodeError:
        print(shown.encode("ascii", "backslashreplace").decode("ascii"), file=stream)
