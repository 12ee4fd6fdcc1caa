"""Who hears what after an action, composed without a database (`sessions.announce`)."""

from __future__ import annotations

from datetime import UTC, datetime

import pytest

from games import get_engine
from games.base import Event, GameState, Outcome
from sessions.core.models import GameInfo
from sessions.core.outgoing import OutgoingMessage
from sessions.words import announce
from sessions.words.presenter import outcome_line
from storage import GameRecord, SeatClockRecord, SeatRecord
from storage.records import GameStatus

T0 = datetime(2026, 1, 1, tzinfo=UTC)
USERS = {0: 101, 1: 202}
KIND = "ostriches"


def game_info(*, status: GameStatus = "active", auto: tuple[int, ...] = ()) -> GameInfo:
    """A two-seat game as read before an action (version 4), Bob's seat played by the bot
    when `auto` says so."""
    engine = get_engine(KIND)
    game = GameRecord(
        id=7, kind=KIND, guild_id=1, channel_id=10, thread_id=None, message_id=None,
        status_message_id=None, host_id=USERS[0], status=status, options={}, seed=5,
        language="en", state=engine.state_to_json(engine.new_game(2, 5, {})), version=4,
        outcome=None, posted_seq=0, board_version=4, created_at=T0, updated_at=T0,
    )
    seats = [SeatRecord(game_id=7, seat=seat, user_id=user, display_name=name, joined_at=T0)
             for (seat, user), name in zip(USERS.items(), ["Alice", "B*ob*"], strict=True)]
    clocks = {seat: SeatClockRecord(game_id=7, seat=seat, auto=True) for seat in auto}
    return GameInfo(game=game, seats=seats, clocks=clocks)


def first_move() -> tuple[GameState, GameState, list[Event]]:
    """Seat 0's first legal action in a fresh game: the states around it and its events."""
    engine = get_engine(KIND)
    before = engine.new_game(2, 5, {})
    seat = engine.to_act(before)[0]
    after, events = engine.apply(before, seat, engine.legal_actions(before, seat)[0])
    return before, after, events


def acted(info: GameInfo, before: GameState, after: GameState, events: list[Event], *,
          waiting: tuple[list[int], list[int]], outcome: Outcome | None = None,
          unposted: list[Event] | None = None, record: str | None = None,
          ) -> announce.Acted:
    return announce.Acted(info=info, seat=0, before=before, after=after, events=events,
                          outcome=outcome, waiting_before=waiting[0],
                          waiting_after=waiting[1], unposted=unposted or [], record=record)


def kinds(messages: list[OutgoingMessage]) -> list[str]:
    return [message.kind for message in messages]


def test_private_events_reach_only_the_seat_they_are_for_and_never_the_channel():
    before, after, _ = first_move()
    secret = Event(key="secret.for_bob", params={"player": 1}, audience=1)
    own = Event(key="secret.for_alice", params={}, audience=0)
    public = Event(key="public.line", params={"player": 0})
    # Bob is waited for already (a simultaneous phase): his news cannot wait for a notice
    told = announce.after_action(acted(game_info(), before, after, [own, secret, public],
                                       waiting=([0, 1], [1])))
    private = [m for m in told.messages if m.kind == "private"]
    assert [(m.user_id, [line.key for line in m.lines]) for m in private] == [
        (USERS[1], ["secret.for_bob"])]
    shown = [line.key for m in told.messages if m.audience == "game" for line in m.lines]
    assert "public.line" in shown
    assert not {"secret.for_bob", "secret.for_alice"} & set(shown)


def test_a_turn_that_goes_on_keeps_the_channel_waiting_and_tells_nobody_again():
    before, _, events = first_move()
    told = announce.after_action(acted(game_info(), before, before, events,
                                       waiting=([0], [0])))
    assert told.flush is None
    assert kinds(told.messages) == ["status"]  # no board, no lines, no second turn notice
    assert told.messages[0].view_json is None  # not a free-for-all: the board waits


def test_a_turn_that_ends_posts_the_board_with_everything_since_the_last_post():
    before, after, events = first_move()
    earlier = Event(key="earlier.step", params={})
    told = announce.after_action(acted(game_info(), before, after, events,
                                       waiting=([0], [1]), unposted=[earlier]))
    assert told.flush == "board"
    assert kinds(told.messages) == ["board", "status", "turn"]
    board = told.messages[0]
    assert board.lines[0].key == "earlier.step" and board.view_json is not None
    assert board.game_version == 5
    assert told.messages[-1].user_id == USERS[1]


def test_the_bot_s_seat_gets_no_turn_notice():
    before, after, events = first_move()
    told = announce.after_action(acted(game_info(auto=(1,)), before, after, events,
                                       waiting=([0], [1])))
    assert "turn" not in kinds(told.messages)


def test_a_finished_game_posts_the_final_board_the_record_and_the_outcome():
    before, after, events = first_move()
    outcome = Outcome(winners=[0], places=[[0], [1]], reason="game.outcome.resigned",
                      reason_params={"player": 1})
    info = game_info()
    told = announce.after_action(acted(info, before, after, events, waiting=([0], []),
                                       outcome=outcome, record="RECORD"))
    assert kinds(told.messages) == ["final", "archive", "status"]
    final, _, status = told.messages
    assert final.record == "RECORD" and final.lines[0] == outcome_line(KIND, outcome,
                                                                      info.names)
    assert status.lines == [outcome_line(KIND, outcome, info.names)]
    assert status.lines[0].params["player"] == "B\\*ob\\*"  # escaped for markdown


def test_a_simultaneous_phase_shows_the_table_and_says_who_is_done():
    before, _, events = first_move()
    still = announce.after_action(acted(game_info(), before, before, events,
                                        waiting=([0, 1], [0, 1])))
    assert still.flush is None and still.messages[-1].view_json is not None
    done = announce.after_action(acted(game_info(), before, before, events,
                                       waiting=([0, 1], [1])))
    assert done.flush == "lines"
    assert kinds(done.messages)[0] == "lines"


@pytest.mark.parametrize(("old", "new", "over", "turn_ended", "expected"), [
    ([0], [1], False, True, "board"),
    ([0], [0], True, False, "board"),
    ([0, 1], [1], False, False, "lines"),
    ([0], [0], False, False, None),
    ([0, 1], [0, 1], False, False, None),
])
def test_when_the_channel_hears(old, new, over, turn_ended, expected):
    assert announce.flush_kind(old, new, over, turn_ended=turn_ended) == expected


def test_a_started_game_opens_its_thread_then_posts_the_board_and_tells_who_plays():
    info = game_info()
    state = get_engine(KIND).new_game(2, 5, {})
    messages = announce.game_started(info.game, info.seats, state, 5)
    assert kinds(messages) == ["thread", "lobby", "board", "status", "turn"]
    assert messages[2].lines[0].params["players"] == "Alice, B\\*ob\\*"


def test_a_cancelled_lobby_says_so_on_its_card_and_a_running_game_archives():
    lobby = announce.cancelled(game_info(status="lobby").game, "Al_ice", 5)
    assert kinds(lobby) == ["lobby"] and lobby[0].lines[0].params["by"] == "Al\\_ice"
    running = announce.cancelled(game_info().game, "", 5)
    assert kinds(running) == ["lines", "archive", "status"]
    assert running[0].lines[0].params["by"] == "-"
