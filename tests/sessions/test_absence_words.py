"""What absences make the bot say, composed without a database (`sessions.words.absence`),
and the lobby's and the table's other words moved beside it (`lobby_card.expired`,
`announce.canceller`, `announce.news_notice`): who each message is for, its kind, its lines'
keys and parameters, and that it names only players and times."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta

import pytest

import i18n
from games.base import Event
from sessions.core.outgoing import Line, OutgoingMessage
from sessions.words import absence as words
from sessions.words import announce, lobby_card
from storage import GameRecord, SeatRecord

T0 = datetime(2026, 1, 1, tzinfo=UTC)
NAMES = {0: "Alice", 1: "B*ob*", 2: "Carol_"}
"""Names by seat; two need escaping in Discord markdown."""
SHOWN = {0: "Alice", 1: "B\\*ob\\*", 2: "Carol\\_"}
"""The same names as a message carries them (`presenter.md`)."""


def game(game_id: int = 7, version: int = 4, kind: str = "ostriches") -> GameRecord:
    """A running game's row as absence reads it (no state is ever needed for its words)."""
    return GameRecord(
        id=game_id, kind=kind, guild_id=1, channel_id=10, thread_id=None, message_id=None,
        status_message_id=None, host_id=101, status="active", options={}, seed=5,
        language="en", state=None, version=version, outcome=None, posted_seq=0,
        board_version=version, created_at=T0, updated_at=T0,
    )


def keys(message: OutgoingMessage) -> list[str]:
    return [line.key for line in message.lines]


def chat(moment: datetime) -> str:
    return f"<t:{int(moment.timestamp())}:R>"


# ------------------------------------------------------------------ the table's messages


def test_a_resignation_to_the_bot_tells_the_table_who_and_that_the_bot_plays_on():
    message = words.resigned_to_bot(7, NAMES, 1, 5)
    assert (message.kind, message.audience, message.user_id) == ("lines", "game", None)
    assert (message.game_id, message.game_version, message.view_json) == (7, 5, None)
    assert message.lines == [Line(key="clock.resigned", params={"player": SHOWN[1]}),
                             Line(key="clock.resigned_bot", params={"player": SHOWN[1]})]
    assert words.resigned(NAMES, 1) == message.lines[0]  # what the status shows too


def test_a_reclaimed_seat_is_one_line_for_the_table():
    message = words.reclaimed(7, NAMES, 2, 6)
    assert (message.kind, message.audience, message.game_version) == ("lines", "game", 6)
    assert message.lines == [Line(key="clock.reclaimed", params={"player": SHOWN[2]})]


def test_a_timeout_vote_asks_the_voters_by_name_until_it_closes():
    closes = T0 + timedelta(hours=24)
    message = words.vote_asked(7, 3, NAMES, 1, [0, 2], closes, 5)
    assert (message.kind, message.audience, message.user_id) == ("vote", "game", None)
    assert (message.vote_id, message.game_version) == (3, 5)
    assert message.lines == [
        Line(key="clock.timed_out", params={"player": SHOWN[1]}),
        Line(key="clock.vote_ask", params={"player": SHOWN[1], "voters": "Alice, Carol\\_",
                                           "closes": chat(closes)})]


@pytest.mark.parametrize(("choice", "kind", "key"), [
    ("more_time", "lines", "clock.vote_more_time"), ("auto", "autoplay", "clock.vote_auto")])
def test_a_vote_that_keeps_the_game_going_says_what_it_decided_after_why(choice, kind, key):
    why = [words.vote_expired()]
    message = words.vote_decided(7, NAMES, 1, choice, why, 8)
    assert (message.kind, message.audience, message.game_version) == (kind, "game", 8)
    assert message.lines == [Line(key="clock.vote_expired"),
                             Line(key=key, params={"player": SHOWN[1]})]


def test_the_lines_a_vote_or_a_timeout_adds_to_other_messages():
    assert words.timed_out(NAMES, 0) == Line(key="clock.timed_out", params={"player": "Alice"})
    assert words.nobody_to_ask() == Line(key="clock.nobody_to_ask")
    assert words.vote_expired() == Line(key="clock.vote_expired")
    assert words.vote_ended(NAMES, 2) == Line(key="clock.vote_end", params={"player": SHOWN[2]})
    # a seat without a name (never expected) reads as a dash, not an error
    assert words.vote_ended({}, 4) == Line(key="clock.vote_end", params={"player": "-"})


def test_a_status_refresh_shows_its_news_else_only_the_last_actions_public_lines():
    last = [Event(key="ostriches.event.moved", params={"player": 1}),
            Event(key="ostriches.private.placed.eye", params={"square": "c3"}, audience=1)]
    news = [words.resigned(NAMES, 0)]
    refreshed = words.status(7, news, last, NAMES, 9)
    assert (refreshed.kind, refreshed.audience, refreshed.game_version) == ("status", "game", 9)
    assert refreshed.lines == news and refreshed.view_json is None
    quiet = words.status(7, [], last, NAMES, 9)
    assert quiet.lines == [Line(key="ostriches.event.moved", params={"player": SHOWN[1]})]
    assert words.status(7, [], [], NAMES, 9).lines == []


def test_a_game_ended_outside_the_rules_says_what_the_channel_missed_then_how_it_ended():
    unposted = [Event(key="ostriches.event.moved", params={"player": 0}),
                Event(key="ostriches.private.placed.eye", params={"square": "c3"}, audience=0)]
    how = [words.resigned(NAMES, 1)]
    assert words.ended(NAMES, unposted, how) == [
        Line(key="ostriches.event.moved", params={"player": "Alice"}), *how]


# ------------------------------------------------------------------ a player's own messages


@pytest.mark.parametrize("which", ["remind_half", "remind_tenth"])
def test_a_reminder_goes_to_its_player_alone_with_the_game_and_its_deadline(which):
    end = T0 + timedelta(hours=5)
    message = words.reminder(game(), 202, which, end)
    assert (message.kind, message.audience, message.user_id) == ("remind", "user", 202)
    assert (message.game_id, message.game_version) == (7, 4)
    assert message.lines == [Line(key=f"clock.{which}", params={
        "game": 7, "kind": "ostriches", "when": chat(end)})]


def test_a_digest_lists_the_waiting_games_most_urgent_first_untimed_last():
    soon, later = T0 + timedelta(hours=2), T0 + timedelta(hours=9)
    waiting = [(None, game(9)), (later, game(3)), (soon, game(12, version=6)),
               (None, game(4)), (later, game(2))]
    message = words.digest(202, waiting)
    assert message is not None
    assert (message.kind, message.audience, message.user_id) == ("digest", "user", 202)
    # the most urgent game carries the digest (its link), at its own version
    assert (message.game_id, message.game_version) == (12, 6)
    assert message.lines[0] == Line(key="clock.digest_title", params={"count": 5})
    assert [(line.key, line.params["game"]) for line in message.lines[1:]] == [
        ("clock.digest_game", 12), ("clock.digest_game", 2), ("clock.digest_game", 3),
        ("clock.digest_game_untimed", 4), ("clock.digest_game_untimed", 9)]
    assert message.lines[1].params == {"game": 12, "kind": "ostriches", "when": chat(soon)}
    assert message.lines[-1].params == {"game": 9, "kind": "ostriches"}


def test_no_digest_when_nothing_waits():
    assert words.digest(202, []) is None


# ------------------------------------------------------------------ the lobby and the table


@pytest.mark.parametrize(("lifetime", "hours"), [
    (timedelta(days=1), 24), (timedelta(minutes=20), 1), (timedelta(hours=36), 36),
    (timedelta(hours=2, minutes=40), 3)])
def test_an_expired_lobby_card_says_after_how_many_whole_hours(lifetime, hours):
    card = lobby_card.expired(7, 3, lifetime)
    assert (card.kind, card.audience, card.user_id, card.game_version) == ("lobby", "game",
                                                                          None, 3)
    assert card.lines == [Line(key="lobby.expired", params={"hours": hours})]


def test_a_canceller_is_named_by_their_seat_else_by_their_own_name():
    seats = [SeatRecord(game_id=7, seat=0, user_id=101, display_name="Al", joined_at=T0)]
    assert announce.canceller(seats, 101, "Alice#1") == "Al"
    assert announce.canceller(seats, 999, "A manager") == "A manager"


def test_news_for_closed_dms_says_only_that_there_is_news():
    notice = announce.news_notice(game(), 5)
    assert (notice.kind, notice.audience, notice.user_id) == ("lines", "game", None)
    assert notice.lines == [Line(key="turn.news", params={"game": 7, "kind": "ostriches"})]


# ------------------------------------------------------------------ only players and times

PUBLIC_PARAMS = {"player", "voters", "closes", "when", "game", "kind", "count", "hours"}


def every_message() -> list[OutgoingMessage]:
    """One of each message these words compose."""
    end = T0 + timedelta(hours=3)
    digest = words.digest(202, [(end, game()), (None, game(8))])
    assert digest is not None
    return [
        words.resigned_to_bot(7, NAMES, 1, 5), words.reclaimed(7, NAMES, 1, 5),
        words.vote_asked(7, 3, NAMES, 1, [0, 2], end, 5),
        words.vote_decided(7, NAMES, 1, "more_time", [words.vote_expired()], 5),
        words.vote_decided(7, NAMES, 1, "auto", [words.timed_out(NAMES, 1),
                                                 words.nobody_to_ask()], 5),
        words.reminder(game(), 202, "remind_half", end),
        words.reminder(game(), 202, "remind_tenth", end), digest,
        words.status(7, [words.vote_ended(NAMES, 1)], [], NAMES, 5),
        lobby_card.expired(7, 3, timedelta(days=1)), announce.news_notice(game(), 5),
    ]


def test_every_message_names_only_players_games_and_times():
    names, times = set(SHOWN.values()), {chat(T0 + timedelta(hours=3))}
    for message in every_message():
        assert message.view_json is None and message.view_seat is None and message.record is None
        for line in message.lines:
            assert set(line.params) <= PUBLIC_PARAMS, line
            for name, value in line.params.items():
                if name == "player":
                    assert value in names
                elif name == "voters":
                    assert isinstance(value, str) and set(value.split(", ")) <= names
                elif name in ("closes", "when"):
                    assert value in times
                elif name == "kind":
                    assert value == "ostriches"
                else:
                    assert isinstance(value, int)


@pytest.mark.parametrize("lang", i18n.LANGUAGES)
def test_every_line_is_in_the_catalog_with_all_its_placeholders_filled(lang):
    catalog = i18n.catalog()[lang]
    for message in every_message():
        for line in message.lines:
            assert line.key in catalog, (lang, line.key)
            assert i18n.placeholders(catalog[line.key]) <= set(line.params), line
