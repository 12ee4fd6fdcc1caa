"""Ostrich Scramble's gives through Discord: "At any time, you can give a Garment
one Ostrich has to your other Ostrich" (ostrich-scramble.txt, two and three players). Typed
after setting a Zig, a give is accepted, ends nothing, and stays secret until PLAN ends."""

from __future__ import annotations

from typing import cast

from games.scramble import ENGINE
from games.scramble.models import Garment, State

from .conftest import Table, open_lobby

LEGS = Garment(kind="legs", colour="orange")


async def rig_red_wearing_orange_legs(table: Table, bot, game_id: int) -> State:
    """The game as it starts, but red (Alice's first ostrich) wears the orange legs."""
    info = await bot.service.games.info(game_id)
    state = cast(State, bot.service.games.state_of(info)).model_copy(deep=True)
    state.garment_pile = [item for item in state.garment_pile if item != LEGS]
    state.garments = {square: item for square, item in state.garments.items() if item != LEGS}
    state.ostriches[0].worn = {"legs": LEGS}
    async with bot.store.transaction() as tx:
        await tx.update_game(game_id, expected_version=info.game.version,
                             now=table.clock.now(), state=ENGINE.state_to_json(state))
    return state


async def test_a_give_after_setting_a_zig_is_played_by_move_and_told_when_plan_ends(
        table: Table) -> None:
    async with table.bot() as bot:
        game_id, _ = await open_lobby(table, "scramble")
        state = await rig_red_wearing_orange_legs(table, bot, game_id)
        alice_hand, bob_hand = state.seats[0].hand, state.seats[1].hand
        thread = table.thread()

        async def move(user, text: str) -> str:
            played = await table.fake.slash(user, thread, "move",
                                            options={"action": text, "game": game_id})
            assert played.ephemeral and f"`{text}`" in played.content, played.content
            return played.content

        await move(table.alice, f"zig red {alice_hand[0]} N")
        await move(table.alice, "give legs orange to yellow")
        info = await bot.service.games.info(game_id)
        assert info.to_act == [0, 1]  # a free action: Alice still owes yellow's Zig
        state = cast(State, bot.service.games.state_of(info))
        assert state.ostriches[2].worn == {"legs": LEGS}
        await move(table.alice, f"zig yellow {alice_hand[1]} S")
        assert "gave" not in table.fake.public_text()  # secret while PLAN runs
        await move(table.bob, f"zig orange {bob_hand[0]} N")
        await move(table.bob, f"zig green {bob_hand[1]} S")
        told = await table.fake.wait_for_message(
            lambda m: m.channel_id == thread.id and m.ephemeral_for is None
            and "gave" in m.text())
        assert "alice gave the orange legs from red to yellow" in told.text()
