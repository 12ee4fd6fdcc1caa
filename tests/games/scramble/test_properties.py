"""Seeded random games for 2 to 6 players: they end, round-trip, replay, and keep secrets.

Secrets are checked by perturbation: changing everything a viewer may not know (other
hands, trap hands, unrevealed Zig cards and directions, face-down traps, deck contents and
order) must leave that viewer's view unchanged; and a secret submission's public events
name only who submitted.
"""

from __future__ import annotations

import random

import pytest

import i18n
from games.scramble import ENGINE
from games.scramble.constants import CARD_NAMES, DIRECTIONS, TRAP_KINDS
from games.scramble.models import State

GAMES = [(players, seed) for seed in range(10) for players in range(2, 7)]
SECRET_SUBMISSIONS = {"claim", "give", "zig", "trap", "trap_pass"}
REVEALS = {"claimed", "gave", "trapped", "order_cw", "order_ccw", "win", "win_style"}


def _other_card(card: str) -> str:
    return CARD_NAMES[(CARD_NAMES.index(card) + 3) % len(CARD_NAMES)]


def _other_trap(kind: str) -> str:
    return TRAP_KINDS[(TRAP_KINDS.index(kind) + 1) % len(TRAP_KINDS)]


def perturb(state: State, keep: int | None) -> State:
    """The same state with every secret `keep` may not know changed."""
    other = state.model_copy(deep=True)
    for seat in other.seats:
        if seat.seat != keep:
            seat.hand = [_other_card(card) for card in seat.hand]
            seat.traps = [_other_trap(kind) for kind in seat.traps]
    for item in other.ostriches:
        if item.zig is not None and not item.revealed and item.owner != keep:
            item.zig.card = _other_card(item.zig.card)
            if item.zig.direction is not None:
                item.zig.direction = DIRECTIONS[(DIRECTIONS.index(item.zig.direction) + 1) % 4]
        for trap in item.traps:
            if trap.by != keep:
                trap.kind = _other_trap(trap.kind)
    other.zig_deck = [_other_card(card) for card in reversed(other.zig_deck)]
    other.zig_discard = [_other_card(card) for card in other.zig_discard]
    other.trap_deck = [_other_trap(kind) for kind in reversed(other.trap_deck)]
    other.trap_discard = [_other_trap(kind) for kind in other.trap_discard]
    for claim in other.claims:
        if claim.seat != keep:
            claim.cards = [_other_card(card) for card in claim.cards]
    return other


def play(players: int, seed: int, max_rounds: int, inspect):
    state = ENGINE.new_game(players, seed, {"max_rounds": max_rounds})
    rng = random.Random(seed)
    record: list[tuple[int, str]] = []
    for step in range(5000):
        seats = ENGINE.to_act(state)
        if not seats:
            return state, record
        seat = rng.choice(seats)
        action = rng.choice(ENGINE.legal_actions(state, seat))
        text = ENGINE.format(state, action)
        assert ENGINE.parse(state, seat, text) == action, text
        before = state
        state, events = ENGINE.apply(state, seat, action)
        inspect(step, before, seat, action, state, events)
        record.append((seat, text))
    raise AssertionError("no end within 5000 actions")


def _check_events(before, seat, action, events):
    for event in events:
        assert i18n.has(event.key), event.key
        assert event.key.endswith("_private") == (event.audience is not None), event.key
    if action.kind in SECRET_SUBMISSIONS:
        for event in events:
            name = event.key.removeprefix("scramble.event.")
            if name in REVEALS:
                break
            if event.audience is None:
                assert name == "submitted" and event.params == {"player": seat}, event


@pytest.mark.parametrize(("players", "seed"), GAMES)
def test_random_games_end_round_trip_replay_and_keep_secrets(players, seed):
    def inspect(step, before, seat, action, after, events):
        _check_events(before, seat, action, events)
        if step % 7 == 0:
            assert ENGINE.state_from_json(ENGINE.state_to_json(after)) == after
            if after.phase != "over":
                for viewer in (None, step % players):
                    expected = ENGINE.view(after, viewer)
                    assert ENGINE.view(perturb(after, viewer), viewer) == expected

    state, record = play(players, seed, max_rounds=3 + seed % 3, inspect=inspect)
    assert state.phase == "over" and ENGINE.to_act(state) == []
    result = ENGINE.outcome(state)
    assert result is not None and result.winners
    assert set(result.winners) <= set(range(players))
    replayed = ENGINE.new_game(players, seed, {"max_rounds": 3 + seed % 3})
    for seat, text in record:
        replayed, _ = ENGINE.apply(replayed, seat, ENGINE.parse(replayed, seat, text))
    assert replayed == state


@pytest.mark.parametrize("players", [2, 4, 6])
def test_full_length_games_end_within_max_rounds(players):
    rounds = []

    def inspect(step, before, seat, action, after, events):
        rounds.append(after.round)

    state, _ = play(players, 100 + players, max_rounds=40, inspect=inspect)
    assert state.phase == "over" and max(rounds) <= 40
    assert state.end_reason in ("dressed", "style", "max_rounds")


def test_the_bot_plays_whole_games_legally():
    for players in range(2, 7):
        state = ENGINE.new_game(players, players, {"max_rounds": 3})
        for _ in range(3000):
            seats = ENGINE.to_act(state)
            if not seats:
                break
            action = ENGINE.auto_action(state, seats[0])
            assert action in ENGINE.legal_actions(state, seats[0])
            state, _ = ENGINE.apply(state, seats[0], action)
        assert state.phase == "over"
