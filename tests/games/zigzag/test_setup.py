"""Setup: dealing, the simultaneous secret discards, laying the course card by card, goal
cards and the supply."""

from __future__ import annotations

import pytest

from games.base import IllegalAction
from games.zigzag import ENGINE
from games.zigzag.models import ZigZagAction, ZigZagState
from tests.games.zigzag.scenario import event_keys


def discard(*cards: int) -> ZigZagAction:
    return ZigZagAction(verb="discard", cards=tuple(sorted(cards)))


def lay(*cards: int) -> ZigZagAction:
    return ZigZagAction(verb="next" if len(cards) == 1 else "order", cards=cards)


@pytest.mark.parametrize(("players", "dealt"), [(2, 8), (3, 7), (4, 7)])
def test_dealing_eight_each_with_two_players_seven_with_more(players, dealt):
    state = ENGINE.new_game(players, 11)
    hands = [seat.hand for seat in state.seats]
    assert all(len(hand) == dealt for hand in hands)
    every = [card for hand in hands for card in hand] + state.supply
    assert sorted(every) == list(range(1, 29))
    assert state.phase == "setup"
    assert ENGINE.to_act(state) == list(range(players))


def laid(players: int, seed: int) -> ZigZagState:
    """The game of that seed once every course is laid (each seat as the bot would)."""
    state = ENGINE.new_game(players, seed)
    while state.phase == "setup":
        seat = ENGINE.to_act(state)[0]
        state, _ = ENGINE.apply(state, seat, ENGINE.auto_action(state, seat))
    return state


def test_goal_cards_are_dealt_at_random_and_differ():
    goals = {tuple(seat.goal or "" for seat in laid(4, seed).seats) for seed in range(8)}
    assert all(sorted(combo) == ["cobble", "meadow", "sand", "water"] for combo in goals)
    assert len(goals) > 1


def test_discards_are_simultaneous_and_to_act_lists_who_still_owes_one():
    state = ENGINE.new_game(3, 5)
    hand = state.seats[1].hand
    state, events = ENGINE.apply(state, 1, discard(hand[0], hand[3]))
    assert ENGINE.to_act(state) == [0, 1, 2]  # seat 1 now lays, the others still discard
    assert [action.verb for action in ENGINE.legal_actions(state, 1)] == ["next"] * 5
    assert all(action.verb == "discard" for action in ENGINE.legal_actions(state, 0))
    assert state.seats[1].discards == [hand[0], hand[3]]
    public = [event for event in events if event.audience is None]
    private = [event for event in events if event.audience == 1]
    assert event_keys(public) == ["zigzag.event.discarded"]
    assert private[0].params["cards"] == f"{hand[0]}, {hand[3]}"
    assert all(str(hand[3]) not in str(event.params) for event in public)


def test_every_pair_of_the_hand_may_be_discarded():
    state = ENGINE.new_game(2, 5)
    assert len(ENGINE.legal_actions(state, 0)) == 28  # 8 choose 2


def test_discard_refusals():
    state = ENGINE.new_game(2, 5)
    hand = state.seats[0].hand
    outside = next(card for card in range(1, 29) if card not in hand)
    with pytest.raises(IllegalAction, match=f"Card {outside} is not in your hand"):
        ENGINE.apply(state, 0, discard(hand[0], outside))
    with pytest.raises(IllegalAction, match="two different cards"):
        ENGINE.apply(state, 0, ZigZagAction(verb="discard", cards=(hand[0], hand[0])))
    with pytest.raises(IllegalAction, match="Discard two cards first"):
        ENGINE.apply(state, 0, lay(hand[0]))
    state, _ = ENGINE.apply(state, 0, discard(hand[0], hand[1]))
    with pytest.raises(IllegalAction, match="already discarded"):
        ENGINE.apply(state, 0, discard(hand[2], hand[3]))
    with pytest.raises(IllegalAction, match="during setup"):
        ENGINE.apply(state, 0, ZigZagAction(verb="flip", slot=1))


def test_laying_card_by_card_first_card_first():
    state = ENGINE.new_game(2, 5)
    hand = state.seats[0].hand
    state, _ = ENGINE.apply(state, 0, discard(hand[0], hand[1]))
    state, events = ENGINE.apply(state, 0, lay(hand[5]))
    state, _ = ENGINE.apply(state, 0, lay(hand[2]))
    assert state.seats[0].course == [hand[5], hand[2]]
    assert sorted(state.seats[0].hand) == [hand[3], hand[4], hand[6], hand[7]]
    public = [event for event in events if event.audience is None]
    assert public[0].params == {"player": 0, "size": 1, "total": 6}


def test_order_is_the_same_as_the_next_steps():
    start = ENGINE.new_game(2, 9)
    hand = start.seats[0].hand
    after_discard, _ = ENGINE.apply(start, 0, discard(hand[0], hand[1]))
    order = (hand[4], hand[2], hand[7], hand[3], hand[6], hand[5])
    by_order, _ = ENGINE.apply(after_discard, 0, lay(*order))
    by_steps = after_discard
    for card in order:
        by_steps, _ = ENGINE.apply(by_steps, 0, lay(card))
    assert by_order == by_steps
    assert by_order.seats[0].course == list(order)


def test_order_refusals():
    state = ENGINE.new_game(2, 9)
    hand = state.seats[0].hand
    state, _ = ENGINE.apply(state, 0, discard(hand[0], hand[1]))
    with pytest.raises(IllegalAction, match=f"Card {hand[2]} appears twice"):
        ENGINE.apply(state, 0, lay(hand[2], hand[3], hand[2]))
    with pytest.raises(IllegalAction, match=f"Card {hand[0]} is not in your hand"):
        ENGINE.apply(state, 0, lay(hand[2], hand[0]))
    with pytest.raises(IllegalAction, match="next lays one card"):
        ENGINE.apply(state, 0, ZigZagAction(verb="next", cards=(hand[2], hand[3])))


def test_when_every_course_is_laid_the_supply_forms_and_round_one_starts():
    state = ENGINE.new_game(2, 3)
    undealt = set(state.supply)
    discards: set[int] = set()
    for seat in (0, 1):
        hand = state.seats[seat].hand
        state, _ = ENGINE.apply(state, seat, discard(hand[0], hand[1]))
        discards |= {hand[0], hand[1]}
    state, _ = ENGINE.apply(state, 0, lay(*state.seats[0].hand))
    assert state.phase == "setup" and ENGINE.to_act(state) == [1]
    state, events = ENGINE.apply(state, 1, lay(*state.seats[1].hand))
    assert state.phase == "collect"
    assert set(state.supply) == undealt | discards and len(state.supply) == 16
    assert state.round == 1 and state.round_start == 0 and state.turn == 0
    assert state.slots == ["down"] * 48 and sorted(state.table) == sorted(
        ["bluetile"] * 2 + ["beigetile"] * 3 + ["clay"] * 4 + ["field"] * 5 + ["water"] * 6
        + ["cobble"] * 8 + ["meadow"] * 10 + ["sand"] * 10)
    assert event_keys(events)[-4] == "zigzag.event.courses_laid"
    assert event_keys(events)[-3].startswith("zigzag.event.goal.")
    assert event_keys(events)[-1] == "zigzag.event.round_start"
    assert all(seat.figure_card is None for seat in state.seats)  # figures before card 1


def test_player_counts_and_options_are_checked():
    with pytest.raises(IllegalAction, match="2 to 4 players"):
        ENGINE.new_game(5, 1)
    with pytest.raises(IllegalAction, match="mode"):
        ENGINE.new_game(2, 1, {"mode": "fast"})
    with pytest.raises(IllegalAction, match="races"):
        ENGINE.new_game(2, 1, {"races": 5})
    with pytest.raises(IllegalAction):
        ENGINE.new_game(2, 1, {"colour": "red"})
    state = ENGINE.new_game(3, 1, {"mode": "live", "peek": "yes", "races": "3"})
    assert state.options.mode == "live" and state.options.peek and state.options.races == 3
    assert not state.options.autopilot and not state.options.places
    assert state.options.rounds == 0  # no round limit unless asked for


def test_the_same_seed_deals_the_same_game():
    assert ENGINE.new_game(4, 77) == ENGINE.new_game(4, 77)
    assert ENGINE.new_game(4, 77) != ENGINE.new_game(4, 78)
