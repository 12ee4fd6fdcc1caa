"""Seeded random games: they end, states round-trip, replays agree, secrets stay secret.

Every game is checked for its end, its final state's JSON and its events, every other game
for its replay; the checks that look at every single state (JSON, views, notation of every
legal action) run on every SAMPLE-th game, to keep the folder within seconds.

Over the 200 seeds below (options drawn from the seed too), random play (uniform among
`legal_actions`) ended every game with a winner: shortest 5 turns after placement, median 58,
longest 168 (353 steps), red winning 98 of them. There is no draw rule, so the bound asserted
is 400 turns, well above the longest seen; a game still going at 400 turns fails the test.
"""

from __future__ import annotations

import json
import random
from dataclasses import dataclass, field

import pytest

import i18n
from games.base import Event
from games.ostriches import ENGINE
from games.ostriches.models import OstrichesState

FLIP_PREFIX = "ostriches.event.flipped."
GAMES = 200
SAMPLE = 8
TURN_BOUND = 400
STEP_BOUND = 12 + TURN_BOUND * 3


@dataclass
class Game:
    """One random game: its record, the public events of each step with the state they led
    to (for the event checks), and every state when `sampled` (else only the last)."""

    seed: int
    options: dict[str, str]
    final: OstrichesState
    states: list[OstrichesState] = field(default_factory=list)
    record: list[str] = field(default_factory=list)
    flips: list[tuple[Event, OstrichesState]] = field(default_factory=list)
    events: list[Event] = field(default_factory=list)


def random_game(seed: int, sampled: bool) -> Game:
    rng = random.Random(seed)
    options = {"memory": rng.choice(["pure", "assist"]),
               "bushes": rng.choice(["random", "fixed"])}
    state = ENGINE.new_game(2, seed, options)
    game = Game(seed, options, final=state, states=[state])
    while ENGINE.to_act(state) and len(game.record) < STEP_BOUND:
        seat = ENGINE.to_act(state)[0]
        action = rng.choice(ENGINE.legal_actions(state, seat))
        game.record.append(ENGINE.format(state, action))
        state, events = ENGINE.apply(state, seat, action)
        if sampled:
            game.states.append(state)
        game.events.extend(events)
        game.flips.extend((e, state) for e in events if e.key.startswith(FLIP_PREFIX))
    game.final = state
    if not sampled:
        game.states = [state]
    return game


@pytest.fixture(scope="module")
def games() -> list[Game]:
    return [random_game(seed, sampled=seed % SAMPLE == 0) for seed in range(GAMES)]


@pytest.fixture(scope="module")
def sampled(games: list[Game]) -> list[Game]:
    return [game for game in games if game.seed % SAMPLE == 0]


def test_every_game_ends_with_a_winner_within_the_bound(games: list[Game]) -> None:
    for game in games:
        outcome = ENGINE.outcome(game.final)
        assert outcome is not None, f"seed {game.seed} did not end"
        assert game.final.turn_number <= TURN_BOUND
        winner = outcome.winners[0]
        assert sum(p.face_up for p in game.final.pawns if p.owner == winner) >= 4
        assert sum(p.face_up for p in game.final.pawns if p.owner != winner) <= 3
    assert {g.final.winner for g in games} == {0, 1}


def test_every_state_round_trips_through_json(games: list[Game], sampled: list[Game]) -> None:
    for game in sampled[::2]:
        for state in game.states:
            assert ENGINE.state_from_json(ENGINE.state_to_json(state)) == state
    for game in games:
        assert ENGINE.state_from_json(ENGINE.state_to_json(game.final)) == game.final


def test_replaying_the_formatted_record_reproduces_the_game(games: list[Game]) -> None:
    for game in games[::2]:
        state = ENGINE.new_game(2, game.seed, game.options)
        for line in game.record:
            seat = ENGINE.to_act(state)[0]
            state, _ = ENGINE.apply(state, seat, ENGINE.parse(state, seat, line))
        assert state == game.final


def test_every_legal_action_round_trips_through_the_notation(sampled: list[Game]) -> None:
    for game in sampled[::2]:
        for state in game.states[:-1]:
            seat = ENGINE.to_act(state)[0]
            for action in ENGINE.legal_actions(state, seat):
                assert ENGINE.parse(state, seat, ENGINE.format(state, action)) == action


def hidden_faces(state: OstrichesState) -> list[tuple[str, str, str]]:
    return [(p.square, "red" if p.owner == 0 else "blue", p.power)
            for p in state.pawns if p.square is not None and not p.face_up]


def test_public_views_never_show_a_face_down_pawn(sampled: list[Game]) -> None:
    for game in sampled:
        for state in game.states:
            data = json.loads(ENGINE.view(state, None).model_dump_json())
            hidden = {square for square, _, _ in hidden_faces(state)}
            assert set(data["face_down"]) == hidden
            assert all(isinstance(entry, str) for entry in data["face_down"])
            assert not {face["square"] for face in data["face_up"]} & hidden
            if state.phase != "over":
                assert data["known"] == [] and data["hand"] == [] and data["log"] == []
            else:
                assert {(f["square"], f["colour"], f["power"]) for f in data["known"]} == set(
                    hidden_faces(state))


def test_public_views_ignore_who_is_who_under_face_down_pawns(sampled: list[Game]) -> None:
    rng = random.Random(1)
    swapped = 0
    for game in sampled[::2]:
        for state in game.states:
            hidden = [p for p in state.pawns if p.square is not None and not p.face_up]
            if state.phase == "over" or len(hidden) < 2:
                continue
            swapped += 1
            a, b = rng.sample(hidden, 2)
            pawns = list(state.pawns)
            pawns[a.id] = a.model_copy(update={"owner": b.owner, "power": b.power})
            pawns[b.id] = b.model_copy(update={"owner": a.owner, "power": a.power})
            shuffled = state.model_copy(update={"pawns": pawns})
            assert ENGINE.view(shuffled, None) == ENGINE.view(state, None)
    assert swapped > 100, swapped  # the games reach many positions with pawns to swap


def test_public_events_never_name_a_face_down_pawns_face(games: list[Game]) -> None:
    for game in games:
        for event in game.events:
            if event.audience is not None:
                assert event.key.startswith("ostriches.private.")
                continue
            assert not event.key.startswith("ostriches.private.")
            text = json.dumps(event.params)
            for word in ("red", "blue", "plain", "bush", "swap", "eye", "tiles"):
                assert word not in text
        for event, state in game.flips:
            # A flip names colour and power in its key: only ever of a pawn now face up.
            pawn = next(p for p in state.pawns if p.square == event.params["square"])
            colour = "red" if pawn.owner == 0 else "blue"
            assert pawn.face_up
            assert event.key == f"{FLIP_PREFIX}{colour}_{pawn.power}"
        assert len(game.flips) == sum(p.face_up for p in game.final.pawns)


def test_a_player_sees_only_their_own_hand_log_and_knowledge(sampled: list[Game]) -> None:
    known_checked = {"pure": 0, "assist": 0}
    for game in sampled:
        for state in game.states[::3]:
            for seat in (0, 1):
                view = ENGINE.view(state, seat)
                own_in_hand = sorted(p.power for p in state.pawns
                                     if p.owner == seat and p.square is None)
                assert sorted(view.hand) == own_in_hand
                if state.memory == "pure":  # the notes as written
                    assert len(view.log) == sum(1 for n in state.notes if n.seat == seat)
                else:  # a note for each face-down pawn the player knows, where it stands
                    assert sorted(str(line.params["square"]) for line in view.log) == \
                        sorted(face.square for face in view.recall)
                if state.phase != "over" and state.memory == "pure":
                    assert view.known == []
                    known_checked["pure"] += 1
                if state.phase != "over" and state.memory == "assist":
                    by_square = {p.square: p for p in state.pawns}
                    for face in view.known:
                        assert by_square[face.square].id in state.knowledge[seat]
                        known_checked["assist"] += 1
    # both memory modes were played, and the assisted one did show some remembered faces
    assert min(known_checked.values()) > 10, known_checked


def test_every_event_key_is_in_the_catalog(games: list[Game]) -> None:
    keys = {event.key for game in games for event in game.events}
    assert {key for key in keys if not i18n.has(key)} == set()
    assert len(keys) > 30
