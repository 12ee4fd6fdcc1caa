"""The turn notice's words and who gets news when (`words.notice`, `words.announce`):
news that reaches a player is told in their next notice, not in a DM of its own, unless it
cannot wait; a take-back never notifies its taker; the text fits Discord's 2000 characters."""

from __future__ import annotations

from games.base import Event, Outcome
from sessions.core.outgoing import OutgoingMessage
from sessions.words import announce
from sessions.words.notice import RECAP_LINES, TEXT_BUDGET, notice_text, since_last_action

from .test_announce import USERS, acted, first_move, game_info

BOB_NEWS = Event(key="scramble.event.drew_private", params={"cards": "2ccw"}, audience=1)
ALICE_NEWS = Event(key="scramble.event.drew_private", params={"cards": "Xcw"}, audience=0)


def private_to(messages: list[OutgoingMessage], user: int) -> list[OutgoingMessage]:
    return [m for m in messages if m.kind == "private" and m.user_id == user]


def notices_to(messages: list[OutgoingMessage], user: int) -> list[OutgoingMessage]:
    return [m for m in messages if m.kind == "turn" and m.user_id == user]


def test_news_for_a_player_the_action_notifies_is_in_the_notice_one_dm():
    before, after, events = first_move()
    told = announce.after_action(acted(game_info(), before, after, [*events, BOB_NEWS],
                                       waiting=([0], [1])))
    assert not private_to(told.messages, USERS[1])
    assert len(notices_to(told.messages, USERS[1])) == 1


def test_news_for_a_player_the_game_does_not_wait_for_waits_for_their_next_notice():
    before, after, events = first_move()
    told = announce.after_action(acted(game_info(), before, after, [*events, BOB_NEWS],
                                       waiting=([0], [0])))
    assert not [m for m in told.messages if m.audience == "user"]


def test_news_cannot_wait_once_the_game_is_over():
    before, after, events = first_move()
    outcome = Outcome(winners=[0], reason="ostriches.outcome.captured", reason_params={})
    told = announce.after_action(acted(game_info(), before, after, [*events, BOB_NEWS],
                                       waiting=([0], []), outcome=outcome, record="{}"))
    assert [m.lines[0].key for m in private_to(told.messages, USERS[1])] == [BOB_NEWS.key]


def test_a_take_back_notifies_the_others_it_waits_for_never_its_taker():
    _, after, _ = first_move()
    info = game_info()
    taken = announce.taken_back(info, after, [], [1], [0, 1], 5, taker=0)
    assert not notices_to(taken, USERS[0])
    taken = announce.taken_back(info, after, [], [1], [0], 5, taker=1)
    assert len(notices_to(taken, USERS[0])) == 1


def test_the_recap_starts_after_the_readers_last_action():
    mine, theirs, later = (Event(key=f"k.{n}", params={}) for n in range(3))
    log = [(0, [mine]), (1, [theirs]), (0, [mine]), (1, [later])]
    assert since_last_action(log, 0) == ([later], True)
    assert since_last_action(log, 2) == ([mine, theirs, mine, later], False)


def test_the_notice_tells_the_readers_news_whatever_its_age_and_the_newest_lines():
    info = game_info()
    public = [Event(key="takeback.line", params={"player": 0, "seq": n, "count": 1})
              for n in range(RECAP_LINES + 4)]
    text = notice_text(info, 1, [BOB_NEWS, *public, ALICE_NEWS], True, "en")
    assert text.startswith(f"**Your turn in Ostriches #{info.id}.**\nSince your last move:")
    assert "You drew card 2 counter-clockwise." in text
    assert "card X" not in text  # Alice's news is hers
    assert "… 4 earlier" in text and text.count("• ") == RECAP_LINES + 1
    assert text.splitlines()[-1].startswith("Waiting for:")
    french = notice_text(info, 1, [BOB_NEWS], False, "fr")
    assert "Depuis le début de la partie" in french and "À vous de jouer" in french


def test_a_long_recap_is_cut_to_fit_discord_with_the_link():
    info = game_info()
    long = [Event(key="takeback.line", params={"player": 0, "seq": n, "count": 1})
            for n in range(400)]
    news = [Event(key="scramble.event.drew_private", params={"cards": "2ccw " * 60},
                  audience=1)] * 20
    text = notice_text(info, 1, [*news, *long], True, "en")
    assert len(text) <= TEXT_BUDGET and text.splitlines()[-1].startswith("Waiting for:")
