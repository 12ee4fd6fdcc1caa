"""A newcomer's first game of a kind, through Discord (the fake): their first My view opens
with how the game goes, in their language; in a second game of that kind it does not."""

from __future__ import annotations

import i18n
from sessions.words.guide import first_time_summary

from .conftest import Table, open_lobby


async def test_a_newcomers_first_view_has_the_summary_and_a_second_game_does_not(
        table: Table) -> None:
    async with table.bot():
        game_id, lobby = await open_lobby(table, "zigzag")
        view = await table.fake.press(table.bob, lobby, f"g:view:{game_id}", locale="fr")
        assert view.ephemeral and view.message is not None
        summary = first_time_summary("zigzag", "fr")
        assert view.content.startswith(summary + "\n"), view.content
        assert f"**{i18n.t('ui.game_title', 'fr', kind='Zig Zag', game=game_id)}**" \
            in view.content  # the view itself follows, whole
        assert len(view.content) < 2000

        second, second_lobby = await open_lobby(table, "zigzag")
        for game, message in ((second, second_lobby), (game_id, lobby)):
            again = await table.fake.press(table.bob, message, f"g:view:{game}")
            assert again.ephemeral and again.content.startswith(f"**Zig Zag #{game}**"), \
                again.content
            assert first_time_summary("zigzag", "en") not in again.content

        other_kind, other_lobby = await open_lobby(table, "scramble")
        fresh = await table.fake.press(table.alice, other_lobby, f"g:view:{other_kind}")
        assert fresh.content.startswith(first_time_summary("scramble", "en") + "\n")


async def test_the_summary_shows_on_the_first_view_only_then_folds_away(table: Table) -> None:
    """A newcomer's second and later views of their first game go straight to the board:
    the summary opened the first one and is not repeated on every press."""
    async with table.bot():
        game_id, lobby = await open_lobby(table, "ostriches")
        summary = first_time_summary("ostriches", "en")
        first = await table.fake.press(table.bob, lobby, f"g:view:{game_id}")
        assert first.content.startswith(summary + "\n"), first.content
        for _ in range(3):
            again = await table.fake.press(table.bob, lobby, f"g:view:{game_id}")
            assert again.ephemeral and again.content.startswith(f"**Ostriches #{game_id}**"), \
                again.content
            assert summary not in again.content


async def test_zig_zags_summary_says_how_this_game_collects(table: Table) -> None:
    """The default Zig Zag collects in turns, one card at a time: its summary says so, not
    "everyone at once"; a live game's summary says everyone collects at once."""
    async with table.bot():
        game_id, lobby = await open_lobby(table, "zigzag")
        view = await table.fake.press(table.bob, lobby, f"g:view:{game_id}")
        assert "one at a time" in view.content and "everyone at once" not in view.content, \
            view.content
        live, live_lobby = await open_lobby(table, "zigzag", options="mode=live",
                                            joiners=[table.carol])
        shown = await table.fake.press(table.carol, live_lobby, f"g:view:{live}", locale="fr")
        assert "tous en même temps" in shown.content and "chacun son tour" not in shown.content, \
            shown.content
