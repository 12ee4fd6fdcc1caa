"""Setup of a race: dealing, the secret discards, and laying the course card by card.

Every player moves through setup at their own pace (discard first, then lay one card at a
time); once every course is laid the goal cards are dealt and the first round starts. In a
longer game's later races the players skip the discard and lay the cards (and the goal card)
their right-hand neighbour passed them.
"""

from __future__ import annotations

from games.base import Event, IllegalAction, chance
from games.zigzag.events import card_list, private, public
from games.zigzag.faces import CARD_NUMBERS
from games.zigzag.models import TABLE_SLOTS, ZigZagOptions, ZigZagState
from games.zigzag.terrain import GOAL_TERRAINS, terrain_deck


def cards_dealt(players: int) -> int:
    """Obstacle cards dealt to each player: 8 with two players, 7 with three or four."""
    return 8 if players == 2 else 7


GOAL_DEAL_STEP = 1
"""The chance step that shuffles the goal cards. `new_state` sets it aside for that deal,
which comes only once every course is laid, so every other draw keeps its step (and the games
stored when goals were dealt at the start replay alike)."""


def new_state(players: int, seed: int, options: ZigZagOptions) -> ZigZagState:
    """A fresh game: obstacle cards dealt, the undealt cards set aside; no goal card yet."""
    state = ZigZagState.model_validate(
        {"seed": seed, "players": players, "options": options,
         "seats": [{} for _ in range(players)]}
    )
    deck = list(CARD_NUMBERS)
    state.next_rng().shuffle(deck)
    assert state.chance_step == GOAL_DEAL_STEP
    state.chance_step += 1
    size = cards_dealt(players)
    for seat, player in enumerate(state.seats):
        player.hand = sorted(deck[seat * size:(seat + 1) * size])
    state.supply = deck[players * size:]
    return state


def discard(state: ZigZagState, seat: int, cards: tuple[int, ...], events: list[Event]) -> None:
    """Set two dealt cards aside, secretly; they join the supply once everyone discarded."""
    player = state.seats[seat]
    if player.has_discarded:
        raise IllegalAction("zigzag.error.already_discarded", rule="setup")
    if len(cards) != 2 or cards[0] == cards[1]:
        raise IllegalAction("zigzag.error.discard_two", rule="setup")
    for card in cards:
        if card not in player.hand:
            raise IllegalAction("zigzag.error.not_in_hand", rule="setup", card=card,
                                hand=card_list(player.hand))
    player.hand = [card for card in player.hand if card not in cards]
    player.discards = sorted(cards)
    player.has_discarded = True
    events.append(public("discarded", player=seat))
    events.append(private(seat, "you_discarded", player=seat, cards=card_list(player.discards)))
    _finish_if_ready(state, events)


def lay(state: ZigZagState, seat: int, cards: tuple[int, ...], events: list[Event]) -> None:
    """Lay cards from the hand at the end of the course, in the given order."""
    player = state.seats[seat]
    if not player.has_discarded:
        raise IllegalAction("zigzag.error.discard_first", rule="setup")
    if not cards:
        raise IllegalAction("zigzag.error.lay_nothing", rule="setup")
    for index, card in enumerate(cards):
        if card in cards[:index]:
            raise IllegalAction("zigzag.error.card_twice", rule="setup", card=card)
        if card not in player.hand:
            raise IllegalAction("zigzag.error.not_in_hand", rule="setup", card=card,
                                hand=card_list(player.hand))
    player.hand = [card for card in player.hand if card not in cards]
    player.course.extend(cards)
    total = len(player.course) + len(player.hand)
    events.append(public("laid", player=seat, size=len(player.course), total=total))
    events.append(private(seat, "you_laid", player=seat, cards=card_list(cards),
                          count=len(cards), size=len(player.course), total=total))
    _finish_if_ready(state, events)


def _finish_if_ready(state: ZigZagState, events: list[Event]) -> None:
    if any(not player.has_discarded or player.hand for player in state.seats):
        return
    if state.race == 1:
        for player in state.seats:
            state.supply.extend(player.discards)
        state.next_rng().shuffle(state.supply)
    events.append(public("courses_laid"))
    if any(player.goal is None for player in state.seats):
        _deal_goals(state, events)
    begin_round(state, events)


def _deal_goals(state: ZigZagState, events: list[Event]) -> None:
    """Each player takes a goal card at random, now that every course is laid (the rulebook's
    order: nothing a player discarded or laid could depend on it). Later races pass the goal
    cards on with the obstacle cards instead."""
    goals = list(GOAL_TERRAINS)
    chance(state.seed, GOAL_DEAL_STEP).shuffle(goals)
    for seat, player in enumerate(state.seats):
        player.goal = goals[seat]
        events.append(public(f"goal.{player.goal}", player=seat))


def begin_round(state: ZigZagState, events: list[Event]) -> None:
    """Shuffle all 48 terrain cards face down onto the table and open collecting.

    The round's starting seat is seat 0 in the first round and moves one seat each round
    (house rule); in `turns` mode the first active seat from there acts first.
    """
    state.round_start = 0 if state.round == 0 else (state.round_start + 1) % state.players
    state.round += 1
    state.race_round += 1
    deck = terrain_deck()
    state.next_rng().shuffle(deck)
    state.table = deck
    state.slots = ["down"] * TABLE_SLOTS
    state.held_by = [None] * TABLE_SLOTS
    state.phase = "collect"
    state.passes = 0
    state.stop_by = None
    state.stop_face_down = False
    state.run_order = []
    state.run_index = 0
    state.runner_revealed = False
    first = state.seats_from(state.round_start)[0]
    state.turn = first if state.options.mode == "turns" else None
    events.append(public("round_start", round=state.round, player=first))
