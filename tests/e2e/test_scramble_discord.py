"""Ostrich Scramble played through Discord (the fake) by three players, from /game new to the
end: PLAN and SET TRAPS in private pickers and /move, MOVE decisions asked of their owner,
and never a hand, a Zig or a trap in public before its time."""

from __future__ import annotations

import random
from typing import Any

import i18n
from games import get_engine
from games.scramble.models import State
from sessions import Choice
from sessions.presenter import outcome_line, render_lines
from tests.leaks.hidden import leak_watch

from .conftest import Table, open_lobby
from .leaks import KINDS
from .players import Players, private_text

MAX_ROUNDS = 3
PLAYERS_SEED = 2
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
        info = await bot.service.info(game_id)
        assert len(info.seats) == 3
        watch = leak_watch("scramble", game_id, info.names)
        players = Players(table, bot, game_id, rng, scramble_choice, watch, stage,
                          strict_turns=True)
        info = await players.play_to_the_end(max_steps=800)

        thread = table.thread()
        record_name = f"scramble-{game_id}.txt"
        final = await table.fake.wait_for_message(
            lambda m: m.channel_id == thread.id and any(
                a.filename == record_name for a in m.attachments))
        assert info.game.status == "finished"
        engine = get_engine("scramble")
        state: Any = bot.service.state_of(info)
        outcome = engine.outcome(state)
        assert outcome is not None and outcome.winners
        assert render_lines([outcome_line("scramble", outcome, info.names)], "en") \
            in final.content
        actions = await bot.store.list_actions(game_id)
        [record] = [a for a in final.attachments if a.filename == record_name]
        assert "board.png" in [a.filename for a in final.attachments]
        assert record.data.decode().splitlines() == [a.notation for a in actions]
        assert state.round == MAX_ROUNDS or state.end_reason != "max_rounds"

        # Every phase was played, by buttons and selects mostly and by /move now and then.
        verbs = {a.notation.split()[0] for a in actions}
        assert {"zig", "trap", "run"} <= verbs, verbs
        tally = players.tally
        assert tally.actions_by_picker > tally.actions_by_command > 0, tally
        assert tally.selects and tally.backs and tally.views, tally
        assert tally.opened_from_dm and tally.opened_from_thread, tally
        assert sorted(tally.notations) == sorted(a.notation for a in actions)

        # Each player was told privately when the game waited for them.
        for user in (table.alice, table.bob, table.carol):
            notice = i18n.t("turn.your_turn", "en", game=game_id,
                            kind=i18n.t("game_name.scramble", "en"))
            assert any(notice in m.content for m in table.fake.dms_to(user)), user.name

        # No public message ever held a secret; the same phrases did reach their owners
        # privately, and the hidden ones were posted once revealed, so the checks can fail.
        public = table.fake.public_text()
        assert not watch.leaks(public), watch.leaks(public)
        proof = watch.proof(private_text(table), public)
        assert all(proof[kind] for kind in KINDS) and proof["revealed later"], proof
