"""Timeout votes, pure: who may vote about an absent seat, and when a choice is decided.

When a seat's clock runs out, the players still at the table choose: give it more time,
let the bot play it from now on, or end the game. A choice wins with a majority of those
who may vote; once they have all voted without one, the host's ballot decides if the host
votes, else the bot plays (the choice that keeps the game going and can be undone by the
absent player). With nobody left to ask, the bot plays at once.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable, Mapping, Sequence
from typing import Literal, get_args

from storage import SeatClockRecord

from .seat_owner import bot_plays

VoteChoice = Literal["more_time", "auto", "end"]
CHOICES: tuple[VoteChoice, ...] = get_args(VoteChoice)
UNDECIDED_DEFAULT: VoteChoice = "auto"


def is_choice(text: str) -> bool:
    """Whether `text` names a vote choice."""
    return text in CHOICES


def electorate(seats: Iterable[int], clocks: Mapping[int, SeatClockRecord],
               absent: int) -> list[int]:
    """The seats that vote about `absent`: every other seat still played by its player
    (not resigned, not played by the bot, not out of time themselves)."""
    voters = []
    for seat in seats:
        clock = clocks.get(seat)
        if seat == absent or bot_plays(clock) or (clock is not None and clock.timed_out):
            continue
        voters.append(seat)
    return voters


def decide(ballots: Mapping[int, str], voters: Sequence[int],
           host_seat: int | None) -> VoteChoice | None:
    """The decided choice, or None while it is open (see the module's docstring)."""
    if not voters:
        return UNDECIDED_DEFAULT
    counted = {seat: choice for seat, choice in ballots.items()
               if seat in voters and is_choice(choice)}
    counts = Counter(counted.values())
    majority = len(voters) // 2 + 1
    for choice in CHOICES:
        if counts[choice] >= majority:
            return choice
    if len(counted) < len(voters):
        return None
    host_choice = counted.get(host_seat) if host_seat is not None else None
    for choice in CHOICES:
        if choice == host_choice:
            return choice
    return UNDECIDED_DEFAULT


def on_expiry(ballots: Mapping[int, str], voters: Sequence[int],
              host_seat: int | None) -> VoteChoice:
    """What a vote that reached its closing time decides: a choice already decided, else the
    most ballots (ties broken by the host's ballot, then in favour of the bot playing)."""
    decided = decide(ballots, voters, host_seat)
    if decided is not None:
        return decided
    counted = [choice for seat, choice in ballots.items() if seat in voters and is_choice(choice)]
    counts = Counter(counted)
    if not counts:
        return UNDECIDED_DEFAULT
    best = max(counts.values())
    leading = [choice for choice in CHOICES if counts[choice] == best]
    host_choice = ballots.get(host_seat) if host_seat is not None else None
    if len(leading) == 1:
        return leading[0]
    for choice in leading:
        if choice == host_choice:
            return choice
    return UNDECIDED_DEFAULT if UNDECIDED_DEFAULT in leading else leading[0]
