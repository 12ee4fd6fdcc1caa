"""How many presses a turn takes through the Play picker, counted by driving the real bot.

A player presses Play on the newest board, then one of the picker's choices at random
(never Back), until their turn is over: the game's `turn_key` moved, or it no longer waits
for them (their part of a simultaneous phase is done). Every press counts, Play included.
Turns are sorted by game and phase, and by what the turn held where that changes the
count (an Ostriches move that turns a pawn up adds a power). The README's table of presses
is made from `press_table` (and checked against it by `test_press_counts`).
"""

from __future__ import annotations

import random
from collections import defaultdict
from dataclasses import dataclass, field
from typing import Any

from cogs.app import GameBot
from games import get_engine
from tests.fake_discord.models import FakeUser, RecordedMessage

from .conftest import Table, settle

PICKS = ("g:pick:", "g:sel:")
POWERS = ("eye", "swap", "bush", "tiles", "pass")
SIDE_CHOICES = {"scramble": ("claim", "give"), "zigzag": ("stop", "pass")}
"""Choices a player makes now and then, not every turn: passed over while others remain
(in Zig Zag, collecting then goes on until the table is empty, and running has a stack)."""


@dataclass
class Counts:
    """Presses per turn, by (game, phase)."""

    turns: dict[tuple[str, str], list[int]] = field(default_factory=lambda: defaultdict(list))

    def mean(self, key: tuple[str, str]) -> float:
        """The mean presses of a turn of that kind."""
        found = self.turns[key]
        return sum(found) / len(found)


def phase_of(kind: str, state: Any, notations: list[str]) -> str:
    """What kind of turn it was: the phase it began in, and for Ostriches what it held."""
    if kind == "ostriches":
        if any("@" in notation for notation in notations):
            return "placing a pawn"
        words = [step for notation in notations for step in notation.split()]
        if any(word in POWERS for word in words):
            return "move that turns up a power, power, rotation"
        return "move and rotation" if any("-" in w for w in words) else "rotation only"
    phase = str(state.phase)
    return {"plan": "PLAN (set Zigs)", "traps": "SET TRAPS", "move": "MOVE (a decision)",
            "setup": "setup (discard 2, lay the course)", "collect": "collecting (a turn)",
            "run": "running (a step)"}.get(phase, phase)


def choices_of(picker: RecordedMessage, kind: str, rng: random.Random) -> tuple[str, str | None]:
    """One choice of the picker, at random: (custom_id, value of a menu option or None)."""
    options: list[tuple[str, str | None, str]] = []
    for component in picker.all_components():
        custom_id = component.get("custom_id", "")
        if custom_id.startswith("g:pick:"):
            options.append((custom_id, None, custom_id.split(":", 4)[4]))
        elif custom_id.startswith("g:sel:"):
            options += [(custom_id, option["value"], option["value"])
                        for option in component["options"]]
    side = SIDE_CHOICES.get(kind, ())
    usual = [o for o in options if o[2].rpartition("|")[2].split("/")[-1] not in side]
    custom_id, value, _ = rng.choice(usual or options)
    return custom_id, value


async def play_counted(table: Table, bot: GameBot, game_id: int, seed: int,
                       max_turns: int = 400) -> Counts:
    """Play game `game_id` to its end (or `max_turns`) by the picker, counting presses."""
    rng = random.Random(seed)
    counts = Counts()
    thread = table.thread()
    for _ in range(max_turns):
        info = await bot.service.games.info(game_id)
        if info.game.status != "active":
            break
        engine = get_engine(info.game.kind)
        seat = rng.choice(info.to_act)
        user = table.user(info.user_of(seat) or 0)
        state = bot.service.games.state_of(info)
        key = engine.turn_key(state)
        logged = len(await bot.store.list_actions(game_id))
        presses, picker = await open_picker(table, bot, thread, game_id, user)
        for _ in range(60):
            custom_id, value = choices_of(picker, info.game.kind, rng)
            result = (await table.fake.select(user, picker, custom_id, [value])
                      if value is not None else
                      await table.fake.press(user, picker, custom_id))
            presses += 1
            after = await bot.service.games.info(game_id)
            if after.game.status != "active" or seat not in after.to_act or \
                    engine.turn_key(bot.service.games.state_of(after)) != key:
                break
            if result.message is not None and any(
                    c.get("custom_id", "").startswith(PICKS)
                    for c in result.message.all_components()):
                picker = result.message
            else:  # the answer offers no choice: Play again
                opened, picker = await open_picker(table, bot, thread, game_id, user)
                presses += opened
        else:
            raise AssertionError("a turn that never ends")
        rows = [a.notation for a in (await bot.store.list_actions(game_id))[logged:]]
        counts.turns[(info.game.kind, phase_of(info.game.kind, state, rows))].append(presses)
    return counts


async def open_picker(table: Table, bot: GameBot, thread: Any, game_id: int,
                      user: FakeUser) -> tuple[int, RecordedMessage]:
    """Press Play on the newest board: (presses, the picker)."""
    await settle(bot)
    board = table.latest_with(thread, f"g:play:{game_id}:")
    play = next(c["custom_id"] for c in board.all_components()
                if c.get("custom_id", "").startswith(f"g:play:{game_id}:"))
    picker = (await table.fake.press(user, board, play)).message
    assert picker is not None
    if "out of date" not in picker.content:
        return 1, picker
    play = next(c["custom_id"] for c in picker.all_components()
                if c.get("custom_id", "").startswith(f"g:play:{game_id}:"))
    picker = (await table.fake.press(user, picker, play)).message
    assert picker is not None
    return 2, picker


def press_table(counts: Counts) -> list[str]:
    """The rows `| game | turn | presses (turns counted) |`, games and phases in order."""
    names = {"ostriches": "Ostriches", "scramble": "Ostrich Scramble", "zigzag": "Zig Zag"}
    return [f"| {names[kind]} | {phase} | {counts.mean((kind, phase)):.1f} "
            f"({len(counts.turns[(kind, phase)])}) |"
            for kind, phase in sorted(counts.turns)]
