"""Provably fair games: a commitment to the seed at the start, the proof at the end.

Every shuffle, deal and draw of a game comes from its seed (`games.base.chance`). When a game
is created, a secret salt is drawn from a cryptographic source, and when it starts its thread
shows `SHA-256("<seed>:<salt>")`: the seed is fixed from then on, but nobody can work it out
(the salt is 128 random bits). When the game ends, the record reveals the seed and the salt
with every action and its events, so anyone can recompute the commitment and replay the
whole game (`sessions.verification`, which `python bot.py --verify RECORD` runs): the deals,
draws and shuffles it prints are the seed's, and they match the record and the outcome, or
the check says where not.

Games created before salts existed have none: they show no commitment, and their record
cannot prove its seed.

A game the rules did not end (a resignation, a vote) has the outcome the table gave it: the
record says how it ended and who resigned, and which seats are bots, so that the check can
give the outcome again from the replay and those facts (`Ending`).
"""

from __future__ import annotations

import hashlib
import secrets
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import Annotated, Any, Literal

from pydantic import BaseModel, ConfigDict, Field

from games.base import Event, Outcome
from storage import ActionRecord, GameRecord, SeatClockRecord, SeatRecord

from .eventlog import events_from_json

RECORD_FORMAT = "ostrich-table-record/1"
SEED_LIMIT = 2**63  # seeds are 62 random bits; anything from 2**63 up is not one of ours
# Events the table adds to the log that no engine makes (the bot stepping in for a seat, a
# take-back): the record leaves them out, so that its events are exactly the engine's.
TABLE_EVENTS = frozenset({"clock.bot_plays", "takeback.line", "takeback.took_back"})
MAX_SEATS = 16
# How a game ended: its rules; a resignation (the last of `resigned`); its players' vote.
Ended = Literal["rules", "resigned", "vote"]
SeatNumber = Annotated[int, Field(ge=0, lt=MAX_SEATS)]


def new_salt() -> str:
    """A fresh secret salt: 128 bits from the operating system's cryptographic source."""
    return secrets.token_hex(16)


def commitment(seed: int, salt: str) -> str:
    """What a game's thread shows when it starts: SHA-256 of `"<seed>:<salt>"`, in hex."""
    return hashlib.sha256(f"{seed}:{salt}".encode()).hexdigest()


def commitment_of(game: GameRecord) -> str | None:
    """The game's commitment; None for a game created before salts existed."""
    return commitment(game.seed, game.salt) if game.salt is not None else None


def record_filename(game: GameRecord) -> str:
    """The name the record is attached under (`ostriches-12.json`)."""
    return f"{game.kind}-{game.id}.json"


class RecordedAction(BaseModel):
    """One action of the record: who played it, its notation, and the engine's events."""

    model_config = ConfigDict(frozen=True, extra="forbid")

    seat: int = Field(ge=0, lt=MAX_SEATS)
    notation: str = Field(max_length=1000)
    events: list[Event]


class FairRecord(BaseModel):
    """A finished game's record: everything needed to check it without the bot.

    `ended`, `resigned` and `bots` are what the table logged that ends a game outside its
    rules: how it ended (None in records written before they said so), the seats that
    resigned (those that gave their seat to the bot in seat order, the table keeping no
    time of it; then, when a resignation ended the game, the seat whose resignation did)
    and the seats played by bots from the start."""

    model_config = ConfigDict(frozen=True, extra="forbid")

    format: Literal["ostrich-table-record/1"]
    game: int
    kind: str
    seed: int = Field(ge=0, lt=SEED_LIMIT)
    salt: str | None = Field(max_length=128)
    commitment: str | None = Field(max_length=64)
    options: dict[str, Any]
    players: list[str] = Field(min_length=1, max_length=MAX_SEATS)
    actions: list[RecordedAction]
    outcome: Outcome
    ended: Ended | None = None
    resigned: list[SeatNumber] = Field(default_factory=list, max_length=MAX_SEATS)
    bots: list[SeatNumber] = Field(default_factory=list, max_length=MAX_SEATS)


@dataclass(frozen=True)
class Ending:
    """How the table ended a game, as its record states it (see `FairRecord`)."""

    ended: Ended
    resigned: list[int] = field(default_factory=list)
    bots: list[int] = field(default_factory=list)


def table_outcome(players: int, ended: Ending, leaders: Sequence[int]) -> Outcome | None:
    """The outcome the table gives a game it ends outside the rules (`ended` says how:
    "resigned", the last of `ended.resigned` resigning now, or "vote"), the one rule the
    table ends games by and `--verify` checks records by. A resignation with two seats left
    in play makes the other one the winner; one with more in play and no other person
    among them (the bots in `ended.bots`), and a vote to end, make the game's `leaders` win
    (nobody, for a game that names none). None: a resignation with another person left in
    play, which only hands the seat to the bot; the game goes on."""
    if ended.ended == "resigned":
        last = ended.resigned[-1]
        in_play = [seat for seat in range(players) if seat not in ended.resigned[:-1]]
        if len(in_play) <= 2:
            winners = [seat for seat in in_play if seat != last]
            return Outcome(winners=winners,
                           places=[winners, [s for s in range(players) if s not in winners]],
                           reason="game.outcome.resigned", reason_params={"player": last})
        if any(seat != last and seat not in ended.bots for seat in in_play):
            return None
    return leaders_outcome(leaders)


def leaders_outcome(leaders: Sequence[int]) -> Outcome:
    """The outcome of a game its players voted to end (or whose last person resigned among
    bots): the `leaders` win, or nobody, for a game that names none (no score)."""
    winners = sorted(leaders)
    if not winners:
        return Outcome(winners=[], places=[], reason="game.outcome.abandoned")
    return Outcome(winners=winners, places=[winners], reason="game.outcome.leader")


def ending(seats: Sequence[SeatRecord], clocks: Mapping[int, SeatClockRecord], ended: Ended,
           resigner: int | None = None) -> Ending:
    """The record's account of a game that `ended` so (`resigner`: whose resignation ended
    it), from the seats (their bot levels) and the seat clocks (their `resigned` flags):
    the one place that turns what the table keeps into what the record says."""
    earlier = sorted(seat for seat, row in clocks.items() if row.resigned and seat != resigner)
    return Ending(ended=ended, resigned=earlier + ([resigner] if resigner is not None else []),
                  bots=sorted(s.seat for s in seats if s.bot_level is not None))


def kept_ending(seats: Sequence[SeatRecord], clocks: Mapping[int, SeatClockRecord],
                outcome: Outcome, *, by_rules: bool) -> Ending:
    """How a finished game ended, read back from what the table keeps, so that a record
    asked for later says what the one announced at the end said. The seat whose resignation
    ended the game is the resigned seat the bot never took (`absence` marks it so); a game
    ended before that mark existed names it in its outcome when two seats were left, and
    otherwise reads as ended by a vote (the same leaders win either way)."""
    if by_rules:
        return ending(seats, clocks, "rules")
    last = [seat for seat, row in clocks.items() if row.resigned and not row.auto]
    player = outcome.reason_params.get("player")
    if len(last) == 1:
        return ending(seats, clocks, "resigned", last[0])
    if outcome.reason == "game.outcome.resigned" and isinstance(player, int):
        return ending(seats, clocks, "resigned", player)
    return ending(seats, clocks, "vote")


def recorded(seat: int, notation: str, events: Sequence[Event]) -> RecordedAction:
    """An action as the record keeps it: without the table's own events."""
    return RecordedAction(seat=seat, notation=notation,
                          events=[e for e in events if e.key not in TABLE_EVENTS])


def logged(actions: Sequence[ActionRecord]) -> list[RecordedAction]:
    """The action log's rows as the record keeps them."""
    return [recorded(a.seat, a.notation, events_from_json(a.events)) for a in actions]


def record_text(game: GameRecord, names: Mapping[int, str], actions: Sequence[RecordedAction],
                outcome: Outcome, ended: Ending) -> str:
    """The record of a finished game (JSON): seed, salt, commitment, options, players,
    every action with its events, the outcome, and how the game ended (`ended`), which
    proves an outcome the rules did not give."""
    return FairRecord(
        format=RECORD_FORMAT, game=game.id, kind=game.kind, seed=game.seed, salt=game.salt,
        commitment=commitment_of(game), options=dict(game.options),
        players=[names.get(seat, f"#{seat}") for seat in range(len(names))],
        actions=list(actions), outcome=outcome, ended=ended.ended,
        resigned=list(ended.resigned), bots=list(ended.bots),
    ).model_dump_json(indent=1)
