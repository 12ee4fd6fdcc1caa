"""Ostrich Scramble's gives at any time, through Discord: "At any time, you can give a
Garment one Ostrich has to your other Ostrich" (ostrich-scramble.txt, two and three players),
read by HOUSE_RULES.md's second audit as "at any time while the game runs ... while another
player decides whether to steal from them", an any-time action offered on the status
message and in the picker, and "a give that arrives after a steal took the garment is
refused as a real conflict"."""

from __future__ import annotations

from typing import cast

from games.scramble import ENGINE
from games.scramble.models import State
from tests.fake_discord.models import RecordedMessage
from tests.games.scramble.builders import moving

from .conftest import Table, open_lobby

GIVE = "give legs orange to yellow"


async def rig_bob_about_to_push_red_off(table: Table, bot, game_id: int) -> None:
    """Bob's orange runs first with an X card; three squares east push Alice's red (the
    orange legs and the green head on) off the board, so Bob then decides whether to steal."""
    state, _ = moving(2, at={"red": "g1", "orange": "f1", "yellow": "a8", "green": "d8"},
                      crates=["c1", "h3"], crown="orange",
                      worn={"red": ["legs orange", "head green"]},
                      zigs={"orange": "Xcw E", "red": "Xcw N"})
    info = await bot.service.games.info(game_id)
    async with bot.store.transaction() as tx:
        await tx.update_game(game_id, expected_version=info.game.version,
                             now=table.clock.now(), state=ENGINE.state_to_json(state))


async def status_at(table: Table, game_id: int, version: int) -> RecordedMessage:
    """The game's pinned status message once delivery has shown `version` on it."""
    thread = table.thread()
    return await table.fake.wait_for_message(lambda m: m.channel_id == thread.id and m.pinned
                                             and any(c.get("custom_id", "") ==
                                                     f"g:play:{game_id}:{version}"
                                                     for c in m.all_components()))


async def steal_pending(table: Table, bot) -> tuple[int, RecordedMessage]:
    game_id, _ = await open_lobby(table, "scramble")
    await rig_bob_about_to_push_red_off(table, bot, game_id)
    await bot.service.play.act(game_id, table.bob.id, "x 3")
    info = await bot.service.games.info(game_id)
    assert info.to_act == [1]
    state = bot.service.games.state_of(info)
    assert state.pending.kind == "steal" and state.pending.ostrich == "red"
    return game_id, await status_at(table, game_id, info.game.version)


async def test_a_give_from_the_status_message_while_another_decides_to_steal(
        table: Table) -> None:
    """Two presses from the status message; Bob's decision stays his, and the Play he
    opened before the give still plays what the give left him."""
    async with table.bot() as bot:
        game_id, status = await steal_pending(table, bot)
        version = (await bot.service.games.info(game_id)).game.version
        give_id = f"g:any:{game_id}:{version}"
        assert give_id in [c.get("custom_id") for c in status.all_components()]
        bobs = await table.fake.press(table.bob, status, f"g:play:{game_id}:{version}")
        assert bobs.message is not None
        assert "Steal: head green" in [c.get("label") for c in bobs.message.all_components()]

        opened = await table.fake.press(table.alice, status, give_id)
        assert opened.ephemeral and "Waiting for: bob" in opened.content, opened.content
        assert "confirm" not in opened.content  # a give can be taken back: nothing to confirm
        assert opened.message is not None and opened.message.attachments  # her board
        given = await table.fake.press(table.alice, opened.message,
                                       "Give a garment: legs orange → yellow")
        assert given.ephemeral and f"`{GIVE}`" in given.content, given.content
        info = await bot.service.games.info(game_id)
        state = cast(State, bot.service.games.state_of(info))
        assert info.to_act == [1] and state.pending is not None
        assert state.pending.kind == "steal"  # still Bob's to make
        assert [ENGINE.format(state, a) for a in ENGINE.legal_actions(state, 1)] == [
            "draw", "steal head green"]
        status = await status_at(table, game_id, info.game.version)
        assert "alice gave the orange legs from red to yellow" in table.fake.public_text()

        stolen = await table.fake.press(table.bob, bobs.message, "Steal: head green")
        assert stolen.ephemeral and "`steal head green`" in stolen.content, stolen.content


async def test_a_give_overtaken_by_a_steal_of_the_same_garment_is_refused_with_its_reason(
        table: Table) -> None:
    async with table.bot() as bot:
        game_id, status = await steal_pending(table, bot)
        version = (await bot.service.games.info(game_id)).game.version
        opened = await table.fake.press(table.alice, status, f"g:any:{game_id}:{version}")
        assert opened.message is not None
        await bot.service.play.act(game_id, table.bob.id, "steal legs orange",
                                   expected_version=version)
        logged = len(await bot.store.list_actions(game_id))
        late = await table.fake.press(table.alice, opened.message,
                                      "Give a garment: legs orange → yellow")
        assert late.ephemeral and "came first" in late.content, late.content
        assert "`Give a garment: legs` is no longer possible" in late.content
        assert len(await bot.store.list_actions(game_id)) == logged  # nothing played

        typed = await table.fake.slash(table.alice, table.thread(), "move",
                                       options={"action": GIVE, "game": game_id})
        assert typed.ephemeral and "red does not have the orange legs" in typed.content, \
            typed.content
        assert len(await bot.store.list_actions(game_id)) == logged
