"""What the table and its players are told when a seat's player is absent or gives up:
resigning, reclaiming a seat, a timeout and its vote, reminders, the daily digest, and the
refreshed status.

Pure, like the rest of `words`: records, names and times go in, outgoing messages come out;
the absence capability reads storage and commits what these return. Every message here names
players and times only (a seat's name, a deadline, a game's number and kind), never anything
the game hides: none of these functions is given a game's state.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from datetime import datetime
from typing import Literal

from games.base import Event
from storage import GameRecord

from ..core.outgoing import Line, OutgoingMessage
from . import announce
from .presenter import chat_time, lines_for, md

Reminder = Literal["remind_half", "remind_tenth"]
"""The two reminders a clock sends: half of the time gone, a tenth left (timer kinds too)."""

Decision = Literal["more_time", "auto"]
"""A vote's decisions that keep the game going (the third one, `end`, ends it)."""


def _player(key: str, names: Mapping[int, str], seat: int) -> Line:
    """A line naming one seat's player (`-` for a seat without a name)."""
    return Line(key=key, params={"player": md(names.get(seat, "-"))})


def resigned(names: Mapping[int, str], seat: int) -> Line:
    """`seat`'s player resigned: the line the table and the status both show."""
    return _player("clock.resigned", names, seat)


def resigned_to_bot(game_id: int, names: Mapping[int, str], seat: int,
                    version: int) -> OutgoingMessage:
    """The table hears that `seat`'s player resigned and that the bot plays their seat to
    the end (a game that goes on without them)."""
    return announce.lines_message(game_id, [resigned(names, seat),
                                            _player("clock.resigned_bot", names, seat)],
                                  version)


def reclaimed(game_id: int, names: Mapping[int, str], seat: int,
              version: int) -> OutgoingMessage:
    """The table hears that `seat`'s player took their seat back from the bot."""
    return announce.lines_message(game_id, [_player("clock.reclaimed", names, seat)], version)


def timed_out(names: Mapping[int, str], seat: int) -> Line:
    """`seat`'s clock ran out: the line that opens a vote, or the bot's taking over."""
    return _player("clock.timed_out", names, seat)


def nobody_to_ask() -> Line:
    """A timeout with nobody left to vote: the bot takes the seat at once."""
    return Line(key="clock.nobody_to_ask")


def vote_asked(game_id: int, vote_id: int, names: Mapping[int, str], seat: int,
               voters: Sequence[int], closes: datetime, version: int) -> OutgoingMessage:
    """The table's question when `seat`'s clock ran out: who may vote and until when (the
    message carries the vote's buttons through `vote_id`)."""
    ask = Line(key="clock.vote_ask", params={
        "player": md(names.get(seat, "-")),
        "voters": ", ".join(md(names.get(voter, "-")) for voter in voters),
        "closes": chat_time(closes)})
    return OutgoingMessage(kind="vote", game_id=game_id, audience="game", vote_id=vote_id,
                           game_version=version, lines=[timed_out(names, seat), ask])


def vote_expired() -> Line:
    """A vote closed by its timer without a majority (what it decides follows)."""
    return Line(key="clock.vote_expired")


def vote_ended(names: Mapping[int, str], seat: int) -> Line:
    """The vote about `seat` ended the game (the final post follows)."""
    return _player("clock.vote_end", names, seat)


def vote_decided(game_id: int, names: Mapping[int, str], seat: int, choice: Decision,
                 lines: Sequence[Line], version: int) -> OutgoingMessage:
    """The table hears what the vote about `seat` decided, after `lines` (why it closed):
    more time, or the bot playing the seat (`autoplay`, which carries the Reclaim button)."""
    if choice == "more_time":
        said = [*lines, _player("clock.vote_more_time", names, seat)]
        return announce.lines_message(game_id, said, version)
    said = [*lines, _player("clock.vote_auto", names, seat)]
    return announce.lines_message(game_id, said, version, kind="autoplay")


def reminder(game: GameRecord, user_id: int, which: Reminder, end: datetime) -> OutgoingMessage:
    """A private reminder to `user_id` that their time in `game` runs out at `end`."""
    return OutgoingMessage(
        kind="remind", game_id=game.id, audience="user", user_id=user_id,
        game_version=game.version, lines=[Line(key=f"clock.{which}", params={
            "game": game.id, "kind": game.kind, "when": chat_time(end)})])


def digest(user_id: int,
           waiting: Sequence[tuple[datetime | None, GameRecord]]) -> OutgoingMessage | None:
    """The daily digest of `user_id`: every game waiting for them with its deadline (None:
    an untimed game), the most urgent first, carried by that game (None: nothing waits)."""
    if not waiting:
        return None
    ordered = sorted(waiting, key=lambda item: (
        item[0] is None, item[0].timestamp() if item[0] is not None else 0.0, item[1].id))
    lines = [Line(key="clock.digest_title", params={"count": len(ordered)})]
    for end, game in ordered:
        if end is None:
            lines.append(Line(key="clock.digest_game_untimed",
                              params={"game": game.id, "kind": game.kind}))
        else:
            lines.append(Line(key="clock.digest_game", params={
                "game": game.id, "kind": game.kind, "when": chat_time(end)}))
    first = ordered[0][1]
    return OutgoingMessage(kind="digest", game_id=first.id, audience="user", user_id=user_id,
                           game_version=first.version, lines=lines)


def status(game_id: int, news: Sequence[Line], last: Sequence[Event],
           names: Mapping[int, str], version: int) -> OutgoingMessage:
    """A refresh of the live status after an absence's change: its `news`, or with none,
    the public lines of the last action (`last`'s events), which a refresh would otherwise
    erase (it replaces the whole message)."""
    lines = list(news) or lines_for(last, names, None)
    return announce.status_message(game_id, lines, version)


def ended(names: Mapping[int, str], unposted: Sequence[Event],
          lines: Sequence[Line]) -> list[Line]:
    """The lines of a game ended outside the rules (a resignation, a vote): the public lines
    of the actions the channel has not seen yet, then `lines` (how it ended)."""
    return [*lines_for(unposted, names, None), *lines]
