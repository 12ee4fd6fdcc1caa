"""Pebbles, a game that lives only in the tests, registered by a fixture and played from
/game new to the final post through the real bot and the fake Discord: the proof that
sessions and cogs know no game by name (a game needs its package, its catalog words and a
line in the registry, nothing more)."""

from __future__ import annotations

import random
from collections.abc import Iterator
from typing import Any

import pytest

import i18n
from sessions import Choice
from sessions.words.presenter import outcome_line, render_lines
from tests.leaks.hidden import leak_watch
from tests.tinygame import NAME, PebblesEngine, registered

from .conftest import Table, open_lobby
from .leaks import KINDS
from .players import Players, private_text


@pytest.fixture
def pebbles() -> Iterator[PebblesEngine]:
    """Pebbles registered, with its words in the catalog, for one test."""
    with registered() as engine:
        yield engine


def any_choice(state: Any, seat: int, choices: list[Choice], rng: random.Random) -> Choice:
    """A player who picks any of their choices."""
    return rng.choice(choices)


async def test_a_game_only_the_tests_know_is_played_through_discord(
        table: Table, pebbles: PebblesEngine) -> None:
    async with table.bot() as bot:
        game_id, lobby = await open_lobby(table, NAME, joiners=[table.bob, table.carol])
        assert i18n.t("game_name.pebbles", "en") in lobby.text()
        info = await bot.service.games.info(game_id)
        assert len(info.seats) == 3
        watch = leak_watch(NAME, game_id, info.names)
        players = Players(table, bot, game_id, random.Random(4), any_choice, watch,
                          pebbles.turn_key, command_every=2)
        info = await players.play_to_the_end(max_steps=300)

        assert info.game.status == "finished"
        thread = table.thread()
        final = await table.fake.wait_for_message(
            lambda m: m.channel_id == thread.id and any(
                a.filename == f"{NAME}-{game_id}.json" for a in m.attachments))
        outcome = pebbles.outcome(pebbles.state_from_json(info.game.state or ""))
        assert outcome is not None
        assert render_lines([outcome_line(NAME, outcome, info.names)], "en") in final.content
        bonus = i18n.t("pebbles.event.bonus", "en", player=info.names[0],
                       bonus=pebbles.state_from_json(info.game.state or "").bonus[0])
        assert bonus in table.fake.public_text()  # revealed once the pile is empty
        tally = players.tally
        assert tally.actions_by_picker and tally.actions_by_command, tally

        public = table.fake.public_text()
        assert not watch.leaks(public), watch.leaks(public)
        proof = watch.proof(private_text(table), public)
        assert proof[KINDS[0]] and proof["revealed later"], proof
