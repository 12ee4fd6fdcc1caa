"""`/help` through Discord (the fake): one private page, in the reader's language, naming
every registered game with a pointer to its rules."""

from __future__ import annotations

import i18n
from games import engine_names, get_engine
from sessions.words.guide import help_page

from .conftest import Table


async def test_help_answers_privately_in_english_and_names_every_game(table: Table) -> None:
    async with table.bot():
        answer = await table.fake.slash(table.carol, table.channel, "help")
        assert answer.ephemeral
        assert answer.content.startswith("**How to play here**")
        assert "`/game new kind:<game>`" in answer.content
        for kind in engine_names():
            name = i18n.t(f"game_name.{kind}", "en")
            pointer = f"`/rules game:{name}`"
            assert f"**{name}**" in answer.content
            # a pointer to /rules only where the game has pages to turn
            assert (pointer in answer.content) == bool(get_engine(kind).rule_pages())
        assert "`/rules game:Ostriches`" in answer.content
        # practice games and the replay stepper are found from /help too
        assert "`practice:True`" in answer.content and "`/game replay`" in answer.content


async def test_help_answers_in_french_with_the_french_command_names(table: Table) -> None:
    async with table.bot():
        answer = await table.fake.slash(table.carol, table.channel, "help", locale="fr")
        assert answer.ephemeral
        assert answer.content.startswith("**Jouer ici**")
        assert "`/partie nouvelle jeu:<jeu>`" in answer.content
        assert "`/réglages vacances jours:<n>`" in answer.content
        for kind in engine_names():
            assert f"**{i18n.t(f'game_name.{kind}', 'fr')}**" in answer.content
        assert "`/règles jeu:Autruches`" in answer.content
        assert "`entrainement:True`" in answer.content


def test_the_help_page_fits_in_one_discord_message_and_names_only_real_commands() -> None:
    for lang in i18n.LANGUAGES:
        page = help_page(lang)
        assert len(page) <= 2000, (lang, len(page))
        assert "{" not in page and "cmd." not in page and ".guide." not in page, page
