"""The Ostrich Scramble bot: what it may know, how it samples the rest, what it plays.

The contract every game's bot shares (legal at every level, blind twins, the same action in
another process) is in tests/games/test_bots.py; this file tests the determinizer and the
search's reading of this game.
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Iterator

import pytest

from games.ai import Budget
from games.scramble import ENGINE
from games.scramble import bot as scramble_bot
from games.scramble.constants import TRAP_KINDS, TRAPS_PER_KIND, ZIG_DECK_COUNTS
from games.scramble.models import Action, State
from games.scramble.sampling import sample_state

from .builders import act, position


def random_states(players: int, seeds: range) -> Iterator[State]:
    """Every state of seeded random games (short ones: six rounds at most)."""
    for seed in seeds:
        state = ENGINE.new_game(players, seed, {"max_rounds": 6})
        rng = random.Random(seed)
        while seats := ENGINE.to_act(state):
            yield state
            seat = rng.choice(seats)
            state, _ = ENGINE.apply(state, seat, rng.choice(ENGINE.legal_actions(state, seat)))


def zig_cards(state: State) -> Counter[str]:
    """Every Zig card of the game, wherever it is."""
    cards = Counter(state.zig_deck + state.zig_discard)
    for seat in state.seats:
        cards.update(seat.hand)
    cards.update(item.zig.card for item in state.ostriches if item.zig is not None)
    return cards


def trap_cards(state: State) -> Counter[str]:
    """Every trap card of the game, wherever it is."""
    cards = Counter(state.trap_deck + state.trap_discard + state.used_traps)
    for seat in state.seats:
        cards.update(seat.traps)
    cards.update(trap.kind for item in state.ostriches for trap in item.traps)
    return cards


@pytest.mark.parametrize("players", range(2, 7))
def test_a_sample_is_a_state_the_view_could_have_come_from(players: int) -> None:
    """For every seat of every state of whole random games: the sample's view is the real
    view, its legal actions the real ones, it plays on, and no card is lost or made."""
    for index, state in enumerate(random_states(players, range(4))):
        for seat in range(players):
            view = ENGINE.view(state, seat)
            sample = sample_state(view, seat, random.Random(index))
            assert ENGINE.view(sample, seat) == view
            assert ENGINE.legal_actions(sample, seat) == ENGINE.legal_actions(state, seat)
            assert trap_cards(sample) == Counter({kind: TRAPS_PER_KIND for kind in TRAP_KINDS})
            if state.phase == "move":  # in PLAN and SET TRAPS a claim's draw is secret
                assert zig_cards(sample) == Counter(ZIG_DECK_COUNTS)
        if index % 9 == 0:  # the sample is a real game: it plays on to its end
            seat = ENGINE.to_act(state)[0]
            sample = sample_state(ENGINE.view(state, seat), seat, random.Random(index))
            rng = random.Random(index)
            while seats := ENGINE.to_act(sample):
                mover = rng.choice(seats)
                sample, _ = ENGINE.apply(sample, mover,
                                         rng.choice(ENGINE.legal_actions(sample, mover)))


def test_samples_deal_what_the_seat_cannot_see_and_keep_what_it_can() -> None:
    state = ENGINE.new_game(4, 3, {"max_rounds": 6})
    view = ENGINE.view(state, 0)
    hands: set[tuple[str, ...]] = set()
    for seed in range(30):
        sample = sample_state(view, 0, random.Random(seed))
        assert sample.seats[0].hand == state.seats[0].hand
        assert sample.seats[0].traps == state.seats[0].traps
        assert sample.garments == state.garments
        hands.add(tuple(sorted(sample.seats[1].hand)))
        assert len(sample.seats[1].hand) == len(state.seats[1].hand)
    assert len(hands) > 10  # the others' hands are dealt anew each time


def test_a_trap_the_seat_played_keeps_its_kind_and_the_others_are_dealt() -> None:
    state = position(4, at={"red": "a1", "orange": "c3", "yellow": "e5", "green": "g7"},
                     hands={seat: ["Xcw", "2cw", "3cw", "1ccw"] for seat in range(4)},
                     trap_hands={0: ["mud"], 1: ["banana"]})
    for seat, text in ((0, "zig red Xcw N"), (1, "zig orange 1ccw N"),
                       (2, "zig yellow 1ccw N"), (3, "zig green 1ccw N")):
        state, _ = act(state, seat, text)
    state, _ = act(state, 0, "trap mud yellow")
    state, _ = act(state, 1, "trap banana yellow")
    assert state.phase == "move" and state.pending is not None  # red's X, first
    view = ENGINE.view(state, 0)
    kinds: set[str] = set()
    for seed in range(30):
        sample = sample_state(view, 0, random.Random(seed))
        played = {trap.by: trap.kind for trap in sample.ostriches[2].traps}
        assert played[0] == "mud"
        kinds.add(played[1])
    assert len(kinds) > 2  # seat 1's trap is any the seat 0 has not seen


def test_the_seat_remembers_its_own_claim() -> None:
    """After a claim the seat may only set Zigs: the view tells it (its hand and Zag token
    cannot), so a sample never offers a second claim."""
    state = position(4, at={"red": "a1", "orange": "c3", "yellow": "e5", "green": "g7"},
                     hands={0: ["2cw", "2ccw", "2cw", "1cw"]})
    state, _ = act(state, 0, "claim red 2cw 2cw 2ccw")
    view = ENGINE.view(state, 0)
    assert view.seats[0].claimed is True
    assert ENGINE.view(state, 1).seats[0].claimed is None
    sample = sample_state(view, 0, random.Random(1))
    assert ENGINE.legal_actions(sample, 0) == ENGINE.legal_actions(state, 0)
    assert all(action.kind != "claim" for action in ENGINE.legal_actions(sample, 0))


@pytest.mark.parametrize("level", ["normal", "hard"])
def test_the_search_takes_the_garment_it_needs(level: str, monkeypatch: pytest.MonkeyPatch
                                              ) -> None:
    monkeypatch.setattr(scramble_bot, "BUDGETS", {
        "normal": Budget(iterations=24, rollout_steps=12),
        "hard": Budget(iterations=48, rollout_steps=16)})
    state = position(4, at={"red": "d4", "orange": "a8", "yellow": "h8", "green": "h1"},
                     garments={"d6": "head blue"}, hands={0: ["2cw", "3cw", "1cw", "1ccw"]})
    action = ENGINE.bot_action(ENGINE.view(state, 0), 0, level=level, seed=5)
    assert action in [Action(kind="zig", ostrich="red", card=card, direction="N")
                      for card in ("2cw", "3cw")]  # both run over the head on d6
