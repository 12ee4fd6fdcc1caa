"""Seeded random games, 2-4 players, both modes, the options mixed in: every game ends within
its bound, states round-trip through JSON, the record replays to the same state, apply never
touches its input, and no public view or public event reveals a face-down table card, a
collect stack before running, or a dealt hand.

The player policy: mostly the bot's own rule (`auto_action`), otherwise a uniformly random
legal action, with Stop picked rarely (a random Stop while cards lie face down nearly always
earns a penalty card, which makes courses grow). The engine does not rely on it: a separate
test plays purely uniform random games, which end through the round limit (house rule, off by
default: these tests set it).
"""

from __future__ import annotations

import random

import pytest

from games.zigzag import ENGINE
from games.zigzag.models import ZigZagAction, ZigZagState
from games.zigzag.secrets import redeal

SEEDS_PER_CASE = 3
CASES = [(players, mode, seed) for players in (2, 3, 4) for mode in ("turns", "live")
         for seed in range(SEEDS_PER_CASE)]
EXTRA_OPTIONS = [{}, {"places": True}, {"autopilot": True, "peek": True}, {"races": 2}]
ROUND_LIMIT = 20  # random players may never reach a goal: these games set a limit (off by default)

# Most actions one round can take, whatever the players do: in `turns`, at most 48 flips
# (each with its take/leave) and 48 takes of face-up cards, at most `players` passes
# between two of those, and one running choice per collected card.
def round_bound(players: int) -> int:
    return 3 * 48 + players * (2 * 48 + 1) + 48


def setup_bound(players: int) -> int:
    return players * 29  # a discard and at most 28 cards to lay, each


def choose(rng: random.Random, state: ZigZagState, seat: int) -> ZigZagAction:
    legal = ENGINE.legal_actions(state, seat)
    bot = ENGINE.auto_action(state, seat)
    assert bot in legal
    if rng.random() < 0.8:
        return bot
    calm = [action for action in legal if action.verb != "stop"]
    return rng.choice(calm if calm and rng.random() > 0.02 else legal)


def scrambled(state: ZigZagState, rng: random.Random, keep_slot: int | None) -> ZigZagState:
    """The position with every secret a spectator may not know replaced by other values."""
    other = state.copy_for_update()
    hidden = [index for index, status in enumerate(other.slots)
              if status != "up" and index != keep_slot]
    terrains = [other.table[index] for index in hidden]
    rng.shuffle(terrains)
    for index, terrain in zip(hidden, terrains, strict=True):
        other.table[index] = terrain
    rng.shuffle(other.supply)
    revealed = other.run_order[other.run_index] if (
        other.phase == "run" and other.runner_revealed) else None
    for seat, player in enumerate(other.seats):
        if seat != revealed:
            player.stack = [rng.choice(["sand", "clay", "water", "bluetile"])
                            for _ in player.stack]
    if other.phase == "setup":
        redeal([player.hand for player in other.seats]
               + [player.discards for player in other.seats]
               + [player.course for player in other.seats] + [other.supply], rng)
    return other


def assert_public_view_hides_secrets(state: ZigZagState) -> None:
    if state.phase == "over":  # the full reveal
        return
    view = ENGINE.view(state, None)
    for slot in view.table:
        if slot.status != "up":
            assert slot.terrain is None
    assert view.supply is None
    for seat in view.seats:
        assert seat.hand is None and seat.discards is None
        if state.phase == "setup":
            assert seat.course is None
        if seat.stack is not None:
            assert state.phase == "run" and seat.seat == view.runner


def assert_public_events_hide_secrets(events, state_before: ZigZagState) -> None:
    for event in events:
        if event.audience is not None:
            assert event.key in {"zigzag.event.you_discarded", "zigzag.event.you_laid"}
            continue
        assert "cards" not in event.params  # hands and discards are named privately only
        if event.key in {"zigzag.event.took_flipped", "zigzag.event.took_face_up"}:
            assert set(event.params) == {"player", "slot"}


def play(players: int, mode: str, seed: int, options: dict[str, object], check_every: int = 5):
    state = ENGINE.new_game(players, seed, {"mode": mode, **options})
    start = state
    rng = random.Random(seed)
    record: list[tuple[int, str]] = []
    steps_this_round, last_round = 0, 0
    step = 0
    while ENGINE.to_act(state):
        seat = rng.choice(ENGINE.to_act(state))
        action = choose(rng, state, seat)
        text = ENGINE.format(state, action)
        assert ENGINE.parse(state, seat, text) == action
        before = ENGINE.state_to_json(state)
        new, events = ENGINE.apply(state, seat, action)
        assert ENGINE.state_to_json(state) == before  # apply is pure
        assert ENGINE.state_from_json(ENGINE.state_to_json(new)) == new
        assert_public_events_hide_secrets(events, state)
        if step % check_every == 0:
            assert_public_view_hides_secrets(new)
            _check_scrambled(state, seat, action, events, rng)
        record.append((seat, text))
        state = new
        step += 1
        steps_this_round = steps_this_round + 1 if state.round == last_round else 1
        last_round = state.round
        assert steps_this_round <= max(round_bound(players), setup_bound(players))
    return start, state, record


def _check_scrambled(state, seat, action, events, rng) -> None:
    keep = action.slot - 1 if action.verb == "flip" and action.slot else None
    other = scrambled(state, rng, keep)
    assert ENGINE.view(other, None) == ENGINE.view(state, None)
    if state.phase != "collect" or action.verb in {"stop", "pass"} or action.verb == "take":
        return
    # a flip or leave never ends collecting: the public lines must not depend on secrets
    _, other_events = ENGINE.apply(other, seat, action)
    public = [event for event in events if event.audience is None]
    assert [event for event in other_events if event.audience is None] == public


@pytest.mark.parametrize(("players", "mode", "seed"), CASES)
def test_random_games_end_round_trip_replay_and_keep_secrets(players, mode, seed):
    options = {"rounds": ROUND_LIMIT, **EXTRA_OPTIONS[(seed + players) % len(EXTRA_OPTIONS)]}
    start, state, record = play(players, mode, seed, options)
    rounds_allowed = state.options.races * state.options.rounds
    assert state.phase == "over" and state.round <= rounds_allowed
    outcome = ENGINE.outcome(state)
    assert outcome is not None and outcome.winners
    assert set(outcome.winners) <= set(range(players))
    replayed = start
    for seat, text in record:
        replayed, _ = ENGINE.apply(replayed, seat, ENGINE.parse(replayed, seat, text))
    assert replayed == state
    final = ENGINE.view(state, None)
    assert [slot.terrain for slot in final.table] == state.table  # every card face up
    assert [seat.discards for seat in final.seats] == [seat.discards for seat in state.seats]


def test_the_bot_policy_reaches_the_goal_without_a_round_limit():
    rounds = []
    for seed in range(6):
        _, state, _ = play(2 + seed % 3, ("turns", "live")[seed % 2], 100 + seed, {},
                           check_every=50)
        assert state.end_reason == "goal"
        rounds.append(state.round)
    assert max(rounds) <= 10


@pytest.mark.parametrize("players", [2, 3, 4])
def test_uniformly_random_games_end_too_by_the_round_limit_if_need_be(players):
    for mode in ("turns", "live"):
        state = ENGINE.new_game(players, players, {"mode": mode, "rounds": 4})
        rng = random.Random(players)
        steps = 0
        while ENGINE.to_act(state):
            seat = rng.choice(ENGINE.to_act(state))
            state, _ = ENGINE.apply(state, seat, rng.choice(ENGINE.legal_actions(state, seat)))
            steps += 1
        assert state.round <= 4
        assert steps <= setup_bound(players) + 4 * round_bound(players)
        assert ENGINE.outcome(state) is not None
