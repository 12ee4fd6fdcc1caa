"""Ostrich Scramble played through Discord (the fake) by three players, from /game new to the
end: PLAN and SET TRAPS in private pickers and /move, MOVE decisions asked of their owner,
and never a hand, a Zig or a trap in public before its time."""

from __future__ import annotations

import random

from games.scramble.models import State
from sessions import Choice
from tests.leaks.hidden import leak_watch

from .conftest import Table, open_lobby
from .players import Players, check_the_end, check_told_and_kept

MAX_ROUNDS = 3
PLAYERS_SEED = 4
X_SHORT = 4  # longest X distance the random players choose


def scramble_choice(state: State, seat: int, choices: list[Choice],
                    rng: random.Random) -> Choice:
    """Any legal action, each verb as likely as any other, so claims, gives, traps and
    steals happen and not only Zigs; an X distance stays short so ostriches stay in play."""
    verbs = sorted({choice.path[0] for choice in choices})
    pool = [choice for choice in choices if choice.path[0] == rng.choice(verbs)]
    short = [c for c in pool if c.path[0] != "x" or int(c.notation.split()[1]) <= X_SHORT]
    return rng.choice(short or pool)


def stage(state: State) -> tuple[object, ...]:
    """Round, phase and, in MOVE, which ostrich turn is being played."""
    return state.round, state.phase, state.turn_index if state.phase == "move" else 0


async def test_three_players_race_to_the_end_and_keep_their_secrets(table: Table) -> None:
    rng = random.Random(PLAYERS_SEED)
    async with table.bot() as bot:
        game_id, _ = await open_lobby(table, "scramble", f"max_rounds={MAX_ROUNDS}",
                                      [table.bob, table.carol])
        info = await bot.service.games.info(game_id)
        assert len(info.seats) == 3
        watch = leak_watch("scramble", game_id, info.names)
        players = Players(table, bot, game_id, rng, scramble_choice, watch, stage,
                          strict_turns=True)
        info = await players.play_to_the_end(max_steps=800)

        state, actions = await check_the_end(table, bot, info)
        assert state.round == MAX_ROUNDS or state.end_reason != "max_rounds"

        # Every phase was played, by buttons and selects mostly and by /move now and then.
        verbs = {a.notation.split()[0] for a in actions}
        assert {"zig", "trap", "run"} <= verbs, verbs
        tally = players.tally
        assert tally.selects and tally.backs and tally.views, tally
        assert tally.opened_from_dm and tally.opened_from_thread, tally
        check_told_and_kept(table, info, tally, watch, actions)
