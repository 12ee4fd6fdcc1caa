"""The reader's language through Discord (the fake): a French player (Discord locale `fr`) on
an English server, who never ran `/settings language`, reads her turn notices, her picker
and her private answers in French, while the server's posts stay English; her choice in
`/settings language` still comes first."""

from __future__ import annotations

import i18n
from tests.fake_discord.models import FakeUser, RecordedMessage

from .conftest import Table, settle
from .lobby import join_and_start, new_lobby
from .players import has_picks


def turn_notices(table: Table, user: FakeUser, game_id: int) -> list[RecordedMessage]:
    """The turn notices `user` got for the game (in either language), oldest first."""
    return [m for m in table.fake.dms_to(user)
            if any(custom_ids.startswith(f"g:play:{game_id}:") for custom_ids in
                   (c.get("custom_id", "") for c in m.all_components()))]


async def test_a_french_player_on_an_english_server_gets_french_turn_notices(
        table: Table) -> None:
    claire = await table.fake.create_user("claire", locale="fr")
    await table.fake.add_member(table.guild, claire)
    async with table.bot() as bot:
        card, game_id = await new_lobby(table.fake, table.alice, table.channel, "scramble")
        thread = await join_and_start(table.fake, card, table.alice, [claire])
        await settle(bot)
        [notice] = turn_notices(table, claire, game_id)
        assert notice.content.startswith("**À vous de jouer"), notice.content
        [english] = turn_notices(table, table.alice, game_id)
        assert english.content.startswith("**Your turn"), english.content
        # her picker, opened from the notice, is French too; the server's posts stay English
        [play] = [c["custom_id"] for c in notice.all_components()
                  if c.get("custom_id", "").startswith(f"g:play:{game_id}:")]
        picker = await table.fake.press(claire, notice, play)
        assert picker.ephemeral and has_picks(picker.message), picker
        assert i18n.t("ui.game_title", "fr", kind=i18n.t("game_name.scramble", "fr"),
                      game=game_id) in picker.content, picker.content
        board = table.fake.messages_in(thread)[0]
        assert f"#{game_id}" in board.content and "n°" not in board.content, board.content


async def test_her_own_setting_comes_before_her_locale(table: Table) -> None:
    claire = await table.fake.create_user("claire", locale="fr")
    await table.fake.add_member(table.guild, claire)
    async with table.bot() as bot:
        chosen = await table.fake.slash(claire, table.channel, "settings language",
                                        options={"language": "en"})
        assert chosen.ephemeral, chosen
        card, game_id = await new_lobby(table.fake, table.alice, table.channel, "scramble")
        await join_and_start(table.fake, card, table.alice, [claire])
        await settle(bot)
        [notice] = turn_notices(table, claire, game_id)
        assert notice.content.startswith("**Your turn"), notice.content
