"""The lobby card says what a friend is joining, through Discord (the fake): the game in one
sentence, where its rules are, how long a game usually lasts (in days too, under a per-move
clock), the players and the options in words, in the server's language."""

from __future__ import annotations

import i18n
from sessions.core.game_lengths import typical_turns
from tests.fake_discord.models import RecordedMessage

from .conftest import Table
from .lobby import lobby_message


def card(message: RecordedMessage) -> tuple[str, dict[str, str]]:
    """A lobby card's description and its fields, name to value."""
    embed = message.embeds[0]
    return embed["description"], {f["name"]: f["value"] for f in embed["fields"]}


async def test_an_english_card_says_what_the_game_is_and_how_long_it_lasts(
        table: Table) -> None:
    async with table.bot():
        lobby = await lobby_message(table.fake, await table.fake.slash(
            table.alice, table.channel, "game new",
            options={"kind": "zigzag", "clock": "move:24h"}), table.channel)
        text, fields = card(lobby)
        assert text.startswith("A race along your own obstacle course"), text
        assert "Rules: `/rules game:Zig Zag`" in text, text
        turns, low, high, waits = typical_turns("zigzag", 2) or (0, 0, 0, 0)
        assert f"about {turns} turns in all ({low} to {high} in bot games)" in text, text
        assert f"up to {waits} days if every turn takes its full time" in text, text
        assert "1 player (2 to 4 can play)" in fields, fields
        options = fields["Options"].splitlines()
        assert "No round limit" in options and "One race" in options, options
        assert not any(line.endswith((": 0", ": 1")) for line in options), options

        live = await lobby_message(table.fake, await table.fake.slash(
            table.alice, table.channel, "game new",
            options={"kind": "zigzag", "options": "mode=live"}), table.channel)
        text, _ = card(live)  # live collecting was not measured: no figure rather than a wrong one
        assert "Rules: `/rules game:Zig Zag`" in text and "turns in all" not in text, text


async def test_a_french_card_words_its_options_and_points_to_the_rules(table: Table) -> None:
    async with table.bot():
        french = await table.fake.create_guild("Club de jeux", owner=table.bob, locale="fr")
        salon = await table.fake.create_text_channel(french, "jeux")
        lobby = await lobby_message(table.fake, await table.fake.slash(
            table.bob, salon, "game new", options={"kind": "scramble"}, locale="fr"), salon)
        text, fields = card(lobby)
        pitch = i18n.t("scramble.guide.pitch", "fr")
        assert text.startswith(pitch[:1].upper() + pitch[1:]), text
        assert "Règles : `/règles jeu:Ostrich Scramble`" in text, text
        assert "tours en tout" in text and "jours" not in text, text  # no clock: no days
        options = fields["Options"].splitlines()
        assert "Pas de limite de manches" in options, options
        assert not any("Manches au plus : 0" in line for line in options), options
        assert any(name.startswith("1 joueur (de ") for name in fields), fields

        pure = await lobby_message(table.fake, await table.fake.slash(
            table.bob, salon, "game new", options={"kind": "ostriches", "options": "memory=pure"},
            locale="fr"), salon)
        text, fields = card(pure)
        assert "1 joueur sur 2" in fields, fields
        assert "pure" not in fields["Options"], fields["Options"]


async def test_the_players_and_a_round_limit_of_none_are_said_in_words(table: Table) -> None:
    """Not "Players (1 of 2 to 4)" and "Rounds at most: 0" (meaning no limit), nor
    "Manches au plus : 0" on a French server."""
    async with table.bot():
        lobby = await lobby_message(table.fake, await table.fake.slash(
            table.alice, table.channel, "game new", options={"kind": "zigzag"}), table.channel)
        _, fields = card(lobby)
        assert "1 player (2 to 4 can play)" in fields, fields
        assert "No round limit" in fields["Options"].splitlines(), fields["Options"]
        french = await table.fake.create_guild("Club de jeux", owner=table.bob, locale="fr")
        salon = await table.fake.create_text_channel(french, "jeux")
        lobby = await lobby_message(table.fake, await table.fake.slash(
            table.bob, salon, "game new", options={"kind": "zigzag"}, locale="fr"), salon)
        _, fields = card(lobby)
        assert "Manches au plus : 0" not in fields["Options"], fields["Options"]
        assert "Pas de limite de manches" in fields["Options"].splitlines(), fields["Options"]
