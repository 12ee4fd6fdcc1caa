"""The leak check: seeded games of every game and player count, played to the end through the
real game service (a temporary SQLite store, no Discord), with every public message and
every public view checked after every action for the secrets held at that moment.

After each action (and after the start):
- every message queued for the game's channel is rendered as delivery renders it (its lines
  in every language; a status refresh as the status message; the final post with its full
  reveal; the archive's thread name and summary) and scanned for what only one player may
  know (the lines of a player's own view, private events, the confirmation of an action,
  the notation of a secret submission: see `tests.e2e.leaks.LeakWatch`) and for what is
  hidden right now (the engine's `secrets`, see `hidden`);
- every view a channel message carries must be the public view of the state just reached;
- the public view must not change when every secret of the state is changed
  (the engine's `redraw_secrets`): the public view cannot depend on what it must not show.
"""

from __future__ import annotations

import random
from collections.abc import AsyncIterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import pytest

import i18n
from games import engine_names, get_engine
from sessions import GameInfo, GameService, ManualClock, OutgoingMessage, Player
from sessions.words.archive import archive_texts
from sessions.words.presenter import md, render_lines, seat_names, status_text
from storage import Database, SqliteStore
from tests.e2e.leaks import LeakWatch
from tests.tinygame import NAME as TINY
from tests.tinygame import registered

from .hidden import leak_watch

NAMES = ("Ana", "Bruno", "Chloé", "Dmitri", "Eun-ji", "Fatou")
PERTURBATIONS = 1  # secret-changed copies of each state whose public view is compared
STEPS_MAX = 3000

GAMES: list[tuple[str, int, dict[str, Any], int]] = [
    ("ostriches", 2, {"memory": "pure"}, 1),
    ("ostriches", 2, {"memory": "assist", "bushes": "fixed"}, 2),
    *[("scramble", players, {"max_rounds": 3}, 10 + players) for players in range(2, 7)],
    *[("zigzag", players, {"mode": mode, "rounds": 2}, 20 + players)
      for players in range(2, 5) for mode in ("turns", "live")],
]
GAMES += [  # any other registered game, at its fewest and most players
    (kind, players, dict(get_engine(kind).random_play_options), 30 + players)
    for kind in engine_names() if kind not in {game[0] for game in GAMES}
    for players in sorted({get_engine(kind).min_players, get_engine(kind).max_players})]


@dataclass
class Table:
    """The service over a fresh database, and what was already checked."""

    database: Database
    service: GameService
    checked_rows: int = 0
    public_messages: int = 0
    scanned: set[str] = field(default_factory=set)  # message kinds seen in the channel


@pytest.fixture
async def table(tmp_path: Path) -> AsyncIterator[Table]:
    database = await Database.open(tmp_path / "leaks.sqlite3")
    try:
        yield Table(database, GameService(SqliteStore(database), ManualClock(),
                                          seed_source=lambda: 4242))
    finally:
        await database.close()


async def new_messages(table: Table) -> list[OutgoingMessage]:
    """The messages queued since the last look."""
    cursor = await table.database.reader.execute(
        "SELECT id, payload FROM outbox WHERE id > ? ORDER BY id", (table.checked_rows,))
    rows = list(await cursor.fetchall())
    if rows:
        table.checked_rows = rows[-1][0]
    return [OutgoingMessage.model_validate_json(row[1]) for row in rows]


def public_text(info: GameInfo, message: OutgoingMessage) -> str:
    """The message in every language, as delivery writes it for the channel."""
    engine = get_engine(info.game.kind)
    texts = []
    for lang in i18n.LANGUAGES:
        texts.append(render_lines(message.lines, lang))
        if message.kind == "status":
            texts.append(status_text(info, message.lines, lang))
        if message.kind == "archive":
            texts.extend(archive_texts(info.game, message.lines, lang))
        if message.kind == "final" and message.view_json is not None:
            names = [md(name) for name in seat_names(info.names)]
            texts.append(engine.describe(engine.view_from_json(message.view_json), lang,
                                         names))
    return "\n".join(texts)


async def check_after_action(table: Table, watch: LeakWatch, game_id: int,
                             rng: random.Random) -> None:
    """The checks of the module docstring, for what the last action queued."""
    service = table.service
    info = await service.games.info(game_id)
    engine = get_engine(info.game.kind)
    state = service.games.state_of(info)
    watch.note_actions(await service.store.list_actions(game_id))
    hidden = watch.note_state(state)
    public_view = engine.view(state, None)
    for message in await new_messages(table):
        if message.audience != "game":
            assert message.kind not in ("board", "lines", "final", "status"), message
            continue
        table.public_messages += 1
        table.scanned.add(message.kind)
        leaks = watch.leaks(public_text(info, message), hidden)
        assert not leaks, f"{message.kind} message leaks:\n" + "\n".join(leaks)
        if message.view_json is not None:
            assert engine.view_from_json(message.view_json) == public_view, message.kind
    if info.game.status != "active":
        return
    for _ in range(PERTURBATIONS):
        other = engine.redraw_secrets(state, rng)
        assert engine.state_to_json(other) != engine.state_to_json(state) or not hidden
        assert engine.view(other, None) == public_view, "the public view shows a secret"


async def play_and_watch(table: Table, kind: str, players: int, options: dict[str, Any],
                         seed: int) -> tuple[LeakWatch, int]:
    """Play one seeded game to its end (each seat picks the engine's own choice or a
    random legal action), checking after every action; return the watch and the steps."""
    service, engine, rng = table.service, get_engine(kind), random.Random(seed)
    people = [Player(user_id=1000 + seat, name=NAMES[seat]) for seat in range(players)]
    created = await service.lobby.create(kind, guild_id=1, channel_id=10, host=people[0],
                                         options=options, language="en")
    for person in people[1:]:
        await service.lobby.join(created.id, person)
    info = await service.lobby.start(created.id, people[0].user_id)
    watch = leak_watch(kind, info.id, info.names)
    await check_after_action(table, watch, info.id, rng)
    for step in range(STEPS_MAX):
        if not info.to_act:
            assert info.game.status == "finished"
            return watch, step
        seat = rng.choice(info.to_act)
        state = service.games.state_of(info)
        action = engine.auto_action(state, seat) if rng.random() < 0.5 else rng.choice(
            engine.legal_actions(state, seat))
        result = await service.play.act(info.id, people[seat].user_id, engine.format(state, action))
        await check_after_action(table, watch, info.id, rng)
        info = result.info
    raise AssertionError(f"{kind} with {players} players still running after {STEPS_MAX}")


@pytest.mark.parametrize(("kind", "players", "options", "seed"), GAMES,
                         ids=[f"{k}-{p}-{'-'.join(map(str, o.values()))}" for k, p, o, _ in GAMES])
async def test_no_public_message_or_view_shows_a_secret(table: Table, kind: str, players: int,
                                                        options: dict[str, Any],
                                                        seed: int) -> None:
    watch, steps = await play_and_watch(table, kind, players, options, seed)
    # The checks had something to find: private lines and hidden phrases were collected,
    # and the channel got boards, status refreshes and the final reveal.
    assert watch.never and watch.revealable, "no secret was ever held"
    assert {"board", "status", "final"} <= table.scanned, table.scanned
    assert steps > 5


async def test_a_game_registered_by_a_fixture_is_checked_the_same_way(table: Table) -> None:
    with registered():
        watch, steps = await play_and_watch(table, TINY, 3, {}, 7)
    assert watch.never and watch.revealable, "no secret was ever held"
    assert {"board", "status", "final"} <= table.scanned, table.scanned
    assert steps > 3
