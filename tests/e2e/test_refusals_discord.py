"""Refusals that teach, through Discord (the fake): a refused action says which rule refused
it and points to that rule's `/rules` page, as the reader's Discord names the command;
text that is no action points to how actions are written. Always privately, in the
reader's language, and the game does not change."""

from __future__ import annotations

from typing import Any

import i18n
from games import get_engine
from games.ostriches.board import home_ranks
from sessions.learning.rule_pages import topics

from .conftest import Table, open_lobby

LOCALES = (("en", "en-US"), ("fr", "fr"))
POINTERS = {"en": "-# The rule: “{title}”. See `/rules game:{game} topic:{topic}`",
            "fr": "-# La règle : « {title} ». Voir `/règles jeu:{game} sujet:{topic}`"}
"""The pointer as each language's reader must see it: written out here, not computed by the
code under test."""


def pointer(kind: str, topic: str, lang: str) -> str:
    page = next(p for p in get_engine(kind).rule_pages() if p.topic == topic)
    return POINTERS[lang].format(title=i18n.t(page.keys[0], lang),
                                 game=i18n.t(f"game_name.{kind}", lang), topic=topic)


async def refused_privately(table: Table, bot: Any, game_id: int, user: Any, action: str,
                            locale: str) -> str:
    """`/move action` refused: the answer is private, and nothing was played."""
    before = await bot.service.games.info(game_id)
    answer = await table.fake.slash(user, table.thread(), "move",
                                    options={"action": action, "game": game_id},
                                    locale=locale)
    assert answer.ephemeral, answer
    after = await bot.service.games.info(game_id)
    assert after.game.version == before.game.version
    assert after.game.state == before.game.state
    return answer.content


async def mover(bot: Any, table: Table, game_id: int) -> tuple[Any, int]:
    info = await bot.service.games.info(game_id)
    return info, info.to_act[0]


async def test_an_ostriches_refusal_names_its_rule_and_its_page(table: Table) -> None:
    async with table.bot() as bot:
        game_id, _ = await open_lobby(table)
        info, seat = await mover(bot, table, game_id)
        user = table.user(info.user_of(seat))
        away = min(set(range(1, 7)) - set(home_ranks(seat)))
        ranks = home_ranks(seat)
        for lang, locale in LOCALES:
            text = await refused_privately(table, bot, game_id, user, f"eye@c{away}", locale)
            assert text == "\n".join([
                i18n.t("ostriches.error.not_home", lang, square=f"c{away}",
                       ranks=f"{ranks.start}-{ranks.stop - 1}"),
                pointer("ostriches", "placement", lang)])
        assert not await bot.store.list_actions(game_id)


async def test_text_that_is_no_action_points_to_how_actions_are_written(table: Table) -> None:
    async with table.bot() as bot:
        game_id, _ = await open_lobby(table)
        info, seat = await mover(bot, table, game_id)
        user = table.user(info.user_of(seat))
        english = await refused_privately(table, bot, game_id, user, "eye@c9", "en-US")
        assert english == (
            "“c9” is not a square: files a to f, ranks 1 to 6 (e.g. c2).\n"
            "-# How actions are written: type `/move action:` and pick one of your legal "
            "actions from its list, or press **Play** under the board.")
        french = await refused_privately(table, bot, game_id, user, "eye@c9", "fr")
        assert french.endswith(
            "\n-# Comment écrire une action : tapez `/jouer action:` et choisissez l’une de "
            "vos actions permises dans sa liste, ou appuyez sur **Jouer** sous le plateau.")
        assert "/rules" not in english and "/règles" not in french


async def test_a_scramble_refusal_names_its_rule_and_its_page(table: Table) -> None:
    async with table.bot() as bot:
        game_id, _ = await open_lobby(table, "scramble")
        info, seat = await mover(bot, table, game_id)
        state: Any = bot.service.games.state_of(info)
        theirs = next(o.colour for o in state.ostriches if o.owner != seat)
        card = state.seats[seat].hand[0]
        user = table.user(info.user_of(seat))
        for lang, locale in LOCALES:
            text = await refused_privately(table, bot, game_id, user,
                                           f"zig {theirs} {card} N", locale)
            assert text == "\n".join([
                i18n.t("scramble.illegal.not_your_ostrich", lang, ostrich=theirs),
                pointer("scramble", "plan", lang)])
        assert not await bot.store.list_actions(game_id)


async def test_a_zigzag_refusal_names_its_rule(table: Table) -> None:
    async with table.bot() as bot:
        game_id, _ = await open_lobby(table, "zigzag")
        info, seat = await mover(bot, table, game_id)
        state: Any = bot.service.games.state_of(info)
        card = state.seats[seat].hand[0]
        user = table.user(info.user_of(seat))
        for lang, locale in LOCALES:
            text = await refused_privately(table, bot, game_id, user,
                                           f"discard {card} {card}", locale)
            rule = i18n.t("zigzag.error.discard_two", lang)
            if "setup" in topics("zigzag"):  # its pages come with another branch
                assert text == f"{rule}\n{pointer('zigzag', 'setup', lang)}"
            else:  # no page yet: the reason alone, never a pointer to a missing page
                assert text == rule
        assert not await bot.store.list_actions(game_id)
