"""What gets posted when something happens in a game: its moves, start, take-backs, end and
cancelling (what absences cause is composed beside it, in `words.absence`).

Pure: a game as it was read, the states before and after, the events and the outcome go in;
the outgoing messages (the channel's board or lines, the live status, private news, turn
notices, the final post and the archive) come out. Nothing here reads or writes storage, so
every rule of who hears what, and when, is tested without a database; the service commits
what these functions return in the transaction of the change that caused it.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Literal

from games import get_engine
from games.base import Event, GameState, GameView, Outcome
from storage import GameRecord, SeatRecord

from ..core import fairness
from ..core.models import GameInfo
from ..core.outgoing import Line, OutgoingMessage
from . import final_post, lobby_card
from .archive import archive_message
from .presenter import lines_for, md, outcome_line

Flush = Literal["board", "lines"] | None


@dataclass(frozen=True)
class Acted:
    """One action (or one drafted turn) as the engine played it, with what the composer
    needs to know of the game around it."""

    info: GameInfo  # the game as read before the action
    seat: int
    before: GameState  # engine state before
    after: GameState  # engine state after
    events: list[Event]  # every step's events, in order
    outcome: Outcome | None  # the engine's, once the action ended the game
    waiting_before: list[int]
    waiting_after: list[int]
    unposted: list[Event]  # events logged since the channel last heard, before these
    record: str | None = None  # the whole game's record (`fairness.record_text`), once over


@dataclass(frozen=True)
class Announcement:
    """The messages an action causes, and when the channel heard of it (`flush`)."""

    messages: list[OutgoingMessage]
    flush: Flush


def after_action(acted: Acted) -> Announcement:
    """Everything an action makes the bot say: private news to the other seats its events
    are meant for, the channel's post when a turn or the game ended (see `flush_kind`), the
    live status, and a notice to each player the game starts waiting for."""
    info, version = acted.info, acted.info.game.version + 1
    engine = get_engine(info.game.kind)
    over = acted.outcome is not None
    flush = flush_kind(acted.waiting_before, acted.waiting_after, over,
                       turn_ended=engine.turn_key(acted.before) != engine.turn_key(acted.after))
    humans = [s for s in acted.waiting_after if not info.is_auto(s)]
    notices = [] if over else turn_notices(info.game, info.seats, acted.waiting_before, humans,
                                           version=version)
    messages = private_news(info, acted.seat, acted.events, version,
                            now=news_now(acted, {n.user_id for n in notices}))
    messages += _channel_post(acted, flush, version)
    if acted.outcome is not None:
        messages.append(status_message(
            info.id, [outcome_line(info.game.kind, acted.outcome, info.names)], version))
        return Announcement(messages, flush)
    simultaneous = len(acted.waiting_before) > 1 and \
        set(acted.waiting_after) == set(acted.waiting_before)
    messages.append(status_message(
        info.id, lines_for(acted.events, info.names, None), version,
        view=engine.view(acted.after, None) if flush is None and simultaneous else None))
    return Announcement(messages + notices, flush)


def news_now(acted: Acted, notified: set[int | None]) -> set[int]:
    """The users whose private news from this action cannot wait, and so get one DM of it:
    those the game still waits for without a fresh notice (they may act on it now), every
    reader once the game is over or in a practice game (no notice will tell it). The others
    read it in their next notice, which tells what happened since their last action: the
    one the action sends them (`notified`), or a later one."""
    info = acted.info
    readers = {user for seat in info.names if (user := info.user_of(seat)) is not None}
    if acted.outcome is not None or info.game.practice:
        return readers
    waited = {info.user_of(seat) for seat in acted.waiting_after}
    return {user for user in readers if user in waited and user not in notified}


def _channel_post(acted: Acted, flush: Flush, version: int) -> list[OutgoingMessage]:
    """What the channel hears now: the final post and the archive, a board, the lines of a
    simultaneous phase, or nothing yet (the turn goes on)."""
    info = acted.info
    public = lines_for([*acted.unposted, *acted.events], info.names, None)
    if acted.outcome is not None:
        return final_messages(info.game, acted.after, acted.outcome, info.names, public,
                              version, acted.record or "")
    if flush == "board":
        return [board_message(info.game, acted.after, public, version)]
    if flush == "lines" and public:
        return [lines_message(info.id, public, version)]
    return []


def private_news(info: GameInfo, seat: int, events: Sequence[Event], version: int, *,
                 now: set[int] | None = None) -> list[OutgoingMessage]:
    """What the other players learn privately from `seat`'s events: one DM each, in the
    reader's own terms (events addressed to the acting seat are in its own reply); only to
    the users in `now` when given (the others read it in their next turn notice)."""
    news: dict[int, list[Line]] = {}
    for event in events:
        if event.audience is not None and event.audience != seat and (
                user := info.user_of(event.audience)) is not None and (
                now is None or user in now):
            news.setdefault(user, []).extend(lines_for([event], info.names, event.audience))
    return [OutgoingMessage(kind="private", game_id=info.id, audience="user", user_id=user,
                            lines=lines, game_version=version)
            for user, lines in news.items()]


def flush_kind(old: Sequence[int], new: Sequence[int], over: bool, *,
               turn_ended: bool) -> Flush:
    """When the channel hears of what happened.

    - "board": a turn or a phase ended (the engine's `turn_key` moved), or the game did:
      post what happened since the last post, with the board;
    - "lines": a player finished their part of a simultaneous phase (the waiting set only
      shrank): post the line (who, never what) without a new board;
    - None: the turn goes on (move, then power, then rotation; a decision owed mid-move;
      live collecting): keep the events until the turn is complete, so a turn is one
      message, not three.
    """
    if over or turn_ended:
        return "board"
    if set(new) < set(old):
        return "lines"
    return None


def game_started(game: GameRecord, seats: Sequence[SeatRecord], state: GameState,
                 version: int) -> list[OutgoingMessage]:
    """A game's start: its thread, its card showing it running, the first board with who
    plays and the commitment to its seed (see `fairness`), the status, and a notice to
    whoever acts first."""
    names = {s.seat: s.display_name for s in seats}
    started = [Line(key="practice.started" if game.practice else "game.started", params={
        "game": game.id, "kind": game.kind,
        "players": ", ".join(md(names[s]) for s in sorted(names)),
    })]
    if (promised := fairness.commitment_of(game)) is not None:
        started.append(Line(key="fair.commitment", params={"commitment": promised}))
    # a practice game is played where it was opened: its player's private thread or DMs
    thread = [] if game.practice else [lobby_card.thread_message(game.id, version)]
    return [*thread, lobby_card.card_message(game.id, version),
            board_message(game, state, started, version),
            status_message(game.id, [], version),
            *turn_notices(game, seats, [], get_engine(game.kind).to_act(state),
                          version=version)]


def taken_back(info: GameInfo, restored: GameState, lines: list[Line],
               waiting_before: Sequence[int], waiting_after: Sequence[int],
               version: int, *, taker: int) -> list[OutgoingMessage]:
    """A take-back (`takeback`): the board of the restored position under `lines` (what
    happened since the last post, and who took back what), the status, and a notice to each
    other player the game starts waiting for again. Never to `taker`, the seat that took
    back: they are at the table, and their press's answer is their turn."""
    humans = [s for s in waiting_after if not info.is_auto(s) and s != taker]
    return [board_message(info.game, restored, lines, version),
            status_message(info.id, lines[-1:], version),
            *turn_notices(info.game, info.seats, waiting_before, humans, version=version)]


def game_ended(game: GameRecord, state: GameState, outcome: Outcome, names: Mapping[int, str],
               lines: Sequence[Line], version: int, record: str) -> list[OutgoingMessage]:
    """The end of a game decided outside the rules (a resignation, a vote): the final post,
    the archive, and the status saying how it ended."""
    return [*final_messages(game, state, outcome, names, lines, version, record),
            status_message(game.id, [outcome_line(game.kind, outcome, names)], version)]


def final_messages(game: GameRecord, state: GameState, outcome: Outcome,
                   names: Mapping[int, str], lines: Sequence[Line], version: int,
                   record: str) -> list[OutgoingMessage]:
    """The end of a game: the final post (the outcome first, then `lines`, the public view,
    the seed and salt revealed, the record: see `final_post`) and the archive of its
    conversation."""
    engine = get_engine(game.kind)
    proof = None
    if (promised := fairness.commitment_of(game)) is not None:
        proof = Line(key=final_post.PROOF, params={
            "seed": str(game.seed), "salt": game.salt or "", "commitment": promised,
            "file": fairness.record_filename(game)})
    public = final_post.final_lines(outcome_line(game.kind, outcome, names), lines, proof)
    return [
        OutgoingMessage(
            kind="final", game_id=game.id, audience="game", lines=public,
            view_json=engine.view(state, None).model_dump_json(),
            game_version=version, record=record,
        ),
        archive_message(game, outcome, names, version),
    ]


def status_message(game_id: int, lines: list[Line], version: int, *,
                   view: GameView | None = None) -> OutgoingMessage:
    """A refresh of the live status message; `view` (public) only where the board
    changes without turns (a free-for-all phase), so the table there stays current."""
    return OutgoingMessage(
        kind="status", game_id=game_id, audience="game", lines=lines,
        view_json=view.model_dump_json() if view is not None else None,
        game_version=version,
    )


def board_message(game: GameRecord, state: GameState, lines: list[Line],
                  version: int) -> OutgoingMessage:
    """A post in the channel with the public board of `state` under `lines`."""
    view = get_engine(game.kind).view(state, None)
    return OutgoingMessage(kind="board", game_id=game.id, audience="game", lines=lines,
                           view_json=view.model_dump_json(), game_version=version)


def lines_message(game_id: int, lines: list[Line], version: int, *,
                  kind: Literal["lines", "autoplay"] = "lines") -> OutgoingMessage:
    """Lines for the whole table, without a board (`autoplay`: with the Reclaim button)."""
    return OutgoingMessage(kind=kind, game_id=game_id, audience="game", lines=lines,
                           game_version=version)


def news_notice(game: GameRecord, version: int) -> OutgoingMessage:
    """What the game's channel says, mentioning a player whose DMs are closed, when private
    news for them could not be sent: only that they have news behind My view, never the
    news itself."""
    return lines_message(game.id, [Line(key="turn.news", params={
        "game": game.id, "kind": game.kind})], version)


def votes_returned(names: Mapping[int, str], game_id: int, seats: Sequence[int],
                   version: int) -> list[OutgoingMessage]:
    """The table hears that a player a timeout vote was about came back and played."""
    return [lines_message(game_id, [Line(key="clock.vote_returned", params={
        "player": md(names.get(seat, "-"))})], version) for seat in seats]


def canceller(seats: Sequence[SeatRecord], user_id: int, name: str) -> str:
    """Who cancelled a game, as the table knows them: their seat's name, else `name` (a
    manager of the server without a seat)."""
    return next((s.display_name for s in seats if s.user_id == user_id), name)


def cancelled(game: GameRecord, by: str, version: int) -> list[OutgoingMessage]:
    """A game ended without a result by `by`: a running game says so, archives its
    conversation and shows it on the status; a lobby says so on its card."""
    line = Line(key="game.cancelled", params={"game": game.id, "by": md(by or "-")})
    if game.status != "active":
        return [lobby_card.card_message(game.id, version, [line])]
    return [lines_message(game.id, [line], version), archive_message(game, None, {}, version),
            status_message(game.id, [line], version)]


def turn_notices(game: GameRecord, seats: Sequence[SeatRecord], old_to_act: Sequence[int],
                 new_to_act: Sequence[int], *, version: int) -> list[OutgoingMessage]:
    """One private notice per seat the game starts waiting for; none for a seat that was
    already being waited for (a player who acted and must act again); none for a bot, and
    none in a practice game (its player is at the table: the bots answer at once)."""
    if game.practice:
        return []
    users = {s.seat: s.user_id for s in seats if s.bot_level is None}
    return [
        OutgoingMessage(
            kind="turn", game_id=game.id, audience="user", user_id=users[seat],
            lines=[Line(key="turn.your_turn", params={"game": game.id, "kind": game.kind})],
            game_version=version,
        )
        for seat in new_to_act
        if seat not in old_to_act and seat in users
    ]
