"""Every number a user types is bounded before it is converted: thousands of digits in a
clock, an option, a game number or an action get a short, clear answer (and autocomplete an
answer at all), never a traceback or "something went wrong"."""

from __future__ import annotations

import logging

import pytest

from .conftest import Table, open_lobby

NINES = "9" * 4400
ANSWER_MAX = 300  # a clear refusal; not thousands of digits quoted back


def check_no_error_logged(caplog: pytest.LogCaptureFixture) -> None:
    """Nothing logged as a bug."""
    bugs = [f"{r.name}: {r.getMessage()[:200]}" for r in caplog.records
            if r.levelno >= logging.ERROR or r.exc_info]
    assert not bugs, "\n".join(bugs)


async def test_a_clock_of_thousands_of_digits_is_refused_clearly(
        table: Table, caplog: pytest.LogCaptureFixture) -> None:
    fake = table.fake
    async with table.bot() as bot:
        for clock in (f"move:{NINES}d", f"bank:1d+{NINES}h", f"bank:{NINES}m/1d"):
            refused = await fake.slash(table.alice, table.channel, "game new",
                                       options={"kind": "ostriches", "clock": clock})
            assert refused.ephemeral and "is out of range" in refused.content, refused
            assert len(refused.content) < ANSWER_MAX, refused.content
            offered = await fake.autocomplete(table.alice, table.channel, "game new", "clock",
                                              {"kind": "ostriches", "clock": clock})
            assert "move:24h" in [choice["value"] for choice in offered]
        assert await bot.service.games.games_here(table.here()) == []
    check_no_error_logged(caplog)


async def test_options_and_actions_of_thousands_of_digits_are_refused_clearly(
        table: Table, caplog: pytest.LogCaptureFixture) -> None:
    fake = table.fake
    async with table.bot() as bot:
        refused = await fake.slash(table.alice, table.channel, "game new",
                                   options={"kind": "zigzag", "options": f"rounds={NINES}"})
        assert refused.ephemeral and refused.content.startswith(
            "Option rounds must be between 0 and 99"), refused
        assert len(refused.content) < ANSWER_MAX
        offered = await fake.autocomplete(table.alice, table.channel, "game new", "options",
                                          {"kind": "zigzag", "options": f"rounds={NINES}"})
        assert isinstance(offered, list)
        assert await bot.service.games.games_here(table.here()) == []

        game_id, _ = await open_lobby(table)
        info = await bot.service.games.info(game_id)
        mover = table.user(info.user_of(info.to_act[0]))
        for typed in (f"b{NINES}-c3", f"eye a{NINES} d5", "9" * 5000):
            played = await fake.slash(mover, table.thread(), "move",
                                      options={"action": typed, "game": game_id})
            assert played.ephemeral and len(played.content) < ANSWER_MAX, played.content
            assert "Nothing was played" in played.content, played.content
        offered = await fake.autocomplete(mover, table.thread(), "move", "action",
                                          {"action": NINES, "game": game_id})
        assert offered == []
        assert (await bot.service.games.info(game_id)).game.version == info.game.version
    check_no_error_logged(caplog)
