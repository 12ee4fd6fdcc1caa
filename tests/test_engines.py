"""One random-simulation test run on every registered game, through the protocol alone.

Each game's own folder tests its rules in depth; this checks the contract every other layer
relies on, the same way for all of them.
"""

from __future__ import annotations

import io
import random
import re

import pytest
from PIL import Image

from games import Engine, GameEngine, engine_names, get_engine
from games.base import IllegalAction, Outcome
from games.scramble.constants import BOTS_ONLY_OPTIONS

SEEDS = range(6)
MAX_ACTIONS = 20_000
NAMES = ["alice", "bob", "carol", "dave", "erin", "frank"]
HARD_NAMES = [  # emoji, a name longer than any space for it, CJK, invisible characters
    "🦩 Flamingo 👨\u200d👩\u200d👧", "Bartholomew-Maximilian the Magnificent " * 3, "李小龍",
    "Zoë\u200b\n\tx", "👍🏽", "Ñandú ❤\ufe0f",
]
UNRESOLVED = re.compile(r"\b[a-z_]+\.[a-z_]+\.[a-z_.]+\b|\{[a-z_]+\}")
"""A catalog key (`zigzag.outcome.goal`) or a `{placeholder}` the text should have filled."""
PNG_LIMIT = 200_000  # the smallest of the games' own limits
RANDOM_GAME_OPTIONS = {"zigzag": {"rounds": 20}, "scramble": dict(BOTS_ONLY_OPTIONS)}
"""Random players may never bring a Zig Zag figure home, nor dress an ostrich: their games set
a round limit (off by default, as at the table)."""


def play(engine: Engine, players: int, seed: int):
    state = engine.new_game(players, seed, RANDOM_GAME_OPTIONS.get(engine.name))
    rng = random.Random(seed)
    record: list[tuple[int, str]] = []
    for _ in range(MAX_ACTIONS):
        seats = engine.to_act(state)
        if not seats:
            return state, record
        seat = rng.choice(seats)
        legal = engine.legal_actions(state, seat)
        assert legal, f"seat {seat} is waited for but has no legal action"
        action = rng.choice(legal)
        text = engine.format(state, action)
        assert engine.parse(state, seat, text) == action, text
        assert engine.menu_path(state, action), text
        state, _events = engine.apply(state, seat, action)
        record.append((seat, text))
    raise AssertionError(f"{engine.name}: no end within {MAX_ACTIONS} actions")


@pytest.mark.parametrize("name", engine_names())
def test_the_protocol_members_exist(name):
    engine = get_engine(name)
    assert isinstance(engine, GameEngine)
    assert engine.name == name
    assert 1 <= engine.min_players <= engine.max_players


@pytest.mark.parametrize("name", engine_names())
@pytest.mark.parametrize("seed", SEEDS)
def test_random_games_end_replay_and_round_trip(name, seed):
    engine = get_engine(name)
    players = engine.min_players + seed % (engine.max_players - engine.min_players + 1)
    state, record = play(engine, players, seed)
    outcome = engine.outcome(state)
    assert isinstance(outcome, Outcome)
    assert set(outcome.winners) <= set(range(players))
    assert engine.state_from_json(engine.state_to_json(state)) == state
    replayed = engine.new_game(players, seed, RANDOM_GAME_OPTIONS.get(name))
    for seat, text in record:
        replayed, _ = engine.apply(replayed, seat, engine.parse(replayed, seat, text))
    assert replayed == state
    names = NAMES[:players]
    for seat in [None, *range(players)]:
        view = engine.view(state, seat)
        assert engine.view_from_json(view.model_dump_json()) == view
        french = engine.describe(view, "fr", names)
        assert french != engine.describe(view, "en", names), french  # translated, not English
        assert not UNRESOLVED.search(french), french  # no catalog key or placeholder left


@pytest.mark.parametrize("name", engine_names())
def test_images_and_auto_play(name):
    engine = get_engine(name)
    state = engine.new_game(engine.min_players, 3, None)
    for seat in [None, *range(engine.min_players)]:
        image = engine.render(engine.view(state, seat), "en")
        assert image.startswith(b"\x89PNG")
    for _ in range(30):  # the bot standing in for absent players always plays legally
        seats = engine.to_act(state)
        if not seats:
            break
        action = engine.auto_action(state, seats[0])
        assert action in engine.legal_actions(state, seats[0]), action
        state, _ = engine.apply(state, seats[0], action)


@pytest.mark.parametrize("name", engine_names())
def test_acting_out_of_turn_or_nonsense_is_refused(name):
    engine = get_engine(name)
    state = engine.new_game(engine.max_players, 5, None)
    waiting = engine.to_act(state)
    idle = [seat for seat in range(engine.max_players) if seat not in waiting]
    if idle:
        some_action = engine.legal_actions(state, waiting[0])[0]
        with pytest.raises(IllegalAction):
            engine.apply(state, idle[0], some_action)
    with pytest.raises(IllegalAction):
        engine.parse(state, waiting[0], "%%% not notation %%%")
    with pytest.raises(IllegalAction):
        engine.new_game(engine.max_players + 1, 1, None)


def played(engine: Engine, players: int, steps: int):
    """A game a few auto-played steps in, so views name more seats (turns, traps, holds)."""
    state = engine.new_game(players, 4, None)
    for _ in range(steps):
        seats = engine.to_act(state)
        if not seats:
            break
        state, _ = engine.apply(state, seats[-1], engine.auto_action(state, seats[-1]))
    return state


@pytest.mark.parametrize("name", engine_names())
def test_given_names_name_the_seats_in_texts_and_images(name):
    engine = get_engine(name)
    players = engine.max_players
    names = NAMES[:players]
    state = played(engine, players, 0)
    for seat in [None, *range(players)]:
        view = engine.view(state, seat)
        generic = engine.describe(view, "en")
        named = engine.describe(view, "en", names)
        assert engine.describe(view, "en", None) == generic
        assert not any(player in generic for player in names)
        assert any(player in named for player in names), named
        if seat is not None:
            assert names[seat] in named, named
        assert len(named.splitlines()) == len(generic.splitlines())
        image = engine.render(view, "en")
        assert engine.render(view, "en", None) == image
        assert engine.render(view, "en", names) != image


@pytest.mark.parametrize("name", engine_names())
@pytest.mark.parametrize("steps", [0, 25])
def test_any_display_name_renders_within_the_usual_image(name, steps):
    engine = get_engine(name)
    players = engine.max_players
    state = played(engine, players, steps)
    for seat in (None, 0):
        view = engine.view(state, seat)
        plain = Image.open(io.BytesIO(engine.render(view, "fr")))
        png = engine.render(view, "fr", HARD_NAMES[:players])
        assert png.startswith(b"\x89PNG") and len(png) < PNG_LIMIT
        image = Image.open(io.BytesIO(png))
        image.load()
        assert image.size == plain.size  # names never stretch the layout
        text = engine.describe(view, "fr", HARD_NAMES[:players])
        assert len(text.splitlines()) == len(engine.describe(view, "fr").splitlines())


@pytest.mark.parametrize("name", ["scramble", "zigzag"])
def test_games_with_a_score_name_their_leaders(name):
    engine = get_engine(name)
    state, _ = play(engine, engine.min_players, 1)
    leaders = engine.leaders(state)
    assert leaders and set(leaders) <= set(range(engine.min_players))
    fresh = engine.new_game(engine.min_players, 1, None)
    assert engine.leaders(fresh) == list(range(engine.min_players))
