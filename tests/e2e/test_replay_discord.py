"""`/game replay` through Discord (the fake): a private stepper through a game's moves, the
public board while it runs (a player sees none of their own secrets in it), every move with
the record once it is over, buttons that survive a restart, and clear refusals."""

from __future__ import annotations

import random

import pytest

import i18n
from cogs.app import GameBot
from games import get_engine
from sessions.core import replay
from sessions.delivery.painting import paint_board
from sessions.words.presenter import seat_names
from tests.fake_discord.interactions import InteractionResult
from tests.fake_discord.models import FakeUser

from .conftest import Table, custom_ids, open_lobby

ENGINE = get_engine("ostriches")


async def play(bot: GameBot, game_id: int, moves: int | None, seed: int = 5) -> None:
    """Random legal moves through the game service: `moves` of them, or to the end."""
    rng = random.Random(seed)
    played = 0
    while (info := await bot.service.games.info(game_id)).to_act and played != moves:
        user = info.user_of(rng.choice(info.to_act))
        assert user is not None
        _, choices = await bot.service.play.choices(game_id, user)
        await bot.service.play.act(game_id, user, rng.choice(choices).notation)
        played += 1


async def board_after(bot: GameBot, game_id: int, move: int, lang: str) -> bytes:
    """The public board after `move`, drawn as the stepper must show it."""
    info = await bot.service.games.info(game_id)
    log = await bot.store.list_actions(game_id)
    state = replay(ENGINE, 2, info.game.seed, info.game.options,
                   [(a.seat, a.notation) for a in log[:move]])
    return paint_board("ostriches", ENGINE.view(state, None), lang, seat_names(info.names))


async def press(table: Table, user: FakeUser, shown: InteractionResult,
                side: str, lang: str = "en") -> InteractionResult:
    """Press one of the stepper's buttons on the message `shown` answered with."""
    assert shown.message is not None
    [custom_id] = [c for c in custom_ids(shown.message, "g:replay:") if c.endswith(side)]
    pressed = await table.fake.press(user, shown.message, custom_id, locale=lang)
    assert pressed.ephemeral or pressed.callback_type == 7, pressed
    return pressed


def image(result: InteractionResult) -> bytes:
    """The board the stepper shows."""
    assert result.message is not None
    [board] = [a for a in result.message.attachments if a.filename == "replay.png"]
    return board.data


@pytest.mark.parametrize("lang", ["en", "fr"])
async def test_the_stepper_turns_privately_and_shows_only_the_public_board(table: Table,
                                                                         lang: str):
    async with table.bot() as bot:
        game_id, _ = await open_lobby(table)
        await play(bot, game_id, 6)
        shown = await table.fake.slash(table.bob, table.thread(), "game replay",
                                       options={"game": game_id}, locale=lang)
        assert shown.ephemeral, shown
        assert i18n.t("replay.turn", lang, turn=6, total=6) in shown.content
        assert i18n.t("replay.public", lang) in shown.content
        assert image(shown) == await board_after(bot, game_id, 6, lang)
        seat = (await bot.service.games.info(game_id)).seat_of(table.bob.id)
        own = paint_board("ostriches", (await bot.service.games.view_for(game_id, table.bob.id))[1],
                          lang, seat_names((await bot.service.games.info(game_id)).names))
        assert seat is not None and image(shown) != own  # not his own view with his secrets
        assert shown.message is not None
        disabled = {c["custom_id"].rsplit(":", 1)[1] for c in shown.message.all_components()
                    if c.get("disabled")}
        assert disabled == {"next", "last"}

        back = await press(table, table.bob, shown, "prev", lang)
        assert i18n.t("replay.turn", lang, turn=5, total=6) in back.content
        assert image(back) == await board_after(bot, game_id, 5, lang)
        start = await press(table, table.bob, back, "first", lang)
        assert i18n.t("replay.turn_start", lang, total=6) in start.content
        assert image(start) == await board_after(bot, game_id, 0, lang)
        assert not table.fake.public_text().count("replay.png")

    async with table.bot() as bot:  # a restart: the buttons still turn
        onward = await press(table, table.bob, start, "next", lang)
        assert i18n.t("replay.turn", lang, turn=1, total=6) in onward.content
        assert image(onward) == await board_after(bot, game_id, 1, lang)


async def test_after_the_end_every_move_is_named_and_reveals_everything(
        table: Table):
    async with table.bot() as bot:
        game_id, _ = await open_lobby(table)
        await play(bot, game_id, None)
        info = await bot.service.games.info(game_id)
        log = await bot.store.list_actions(game_id)
        shown = await table.fake.slash(table.carol, table.thread(), "game replay",
                                       options={"game": game_id})
        assert i18n.t("replay.revealed", "en") in shown.content
        assert f"`{log[-1].notation}`" in shown.content
        final = ENGINE.state_from_json(info.game.state or "")
        assert image(shown) == paint_board("ostriches", ENGINE.view(final, None), "en",
                                           seat_names(info.names))
        first = await press(table, table.carol, await press(table, table.carol, shown,
                                                             "first"), "next")
        assert f"`{log[0].notation}`" in first.content  # the record is public now
        after_first = replay(ENGINE, 2, info.game.seed, info.game.options,
                             [(log[0].seat, log[0].notation)])
        revealed = paint_board("ostriches", ENGINE.revealed_view(after_first), "en",
                               seat_names(info.names))
        assert image(first) == revealed  # its pawn placed face down, shown face up
        assert revealed != paint_board("ostriches", ENGINE.view(after_first, None), "en",
                                       seat_names(info.names))


async def test_bad_numbers_get_a_clear_refusal(table: Table):
    async with table.bot() as bot:
        game_id, _ = await open_lobby(table)
        # Discord sends whole numbers of at most 2**53 in an integer option; what a user
        # types into its autocomplete is text, and a custom_id holds 100 characters
        offered = await table.fake.autocomplete(table.bob, table.thread(), "game replay",
                                                "game", {"game": "9" * 4400})
        assert offered == []
        huge = await table.fake.slash(table.bob, table.thread(), "game replay",
                                      options={"game": 2**53})
        assert huge.ephemeral and len(huge.content) < 300, huge
        missing = await table.fake.slash(table.bob, table.thread(), "game replay",
                                         options={"game": game_id + 1})
        assert missing.content == f"There is no game #{game_id + 1} here."
        await play(bot, game_id, 2)
        shown = await table.fake.slash(table.bob, table.thread(), "game replay",
                                       options={"game": game_id})
        assert shown.message is not None
        forged = await table.fake.press_custom(table.bob, shown.message,
                                               f"g:replay:{game_id}:{'9' * 60}:next")
        assert forged.ephemeral and forged.content == i18n.t("replay.error.bad_move", "en")
        other = await table.fake.press_custom(table.bob, shown.message,
                                              f"g:replay:{'9' * 80}:1:next")
        assert other.ephemeral and len(other.content) < 300, other


async def test_a_replay_button_forged_onto_a_public_post_answers_privately(table: Table):
    async with table.bot() as bot:
        game_id, _ = await open_lobby(table)
        await play(bot, game_id, 2)
        board = table.latest_with(table.thread(), f"g:play:{game_id}:")
        before = board.content, board.attachments
        forged = await table.fake.press_custom(table.carol, board, f"g:replay:{game_id}:0:next")
        assert forged.ephemeral and i18n.t("replay.turn_start", "en", total=2) in forged.content
        assert (board.content, board.attachments) == before  # the public post is untouched

