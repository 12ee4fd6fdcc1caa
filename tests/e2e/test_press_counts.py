"""The README's table of presses a turn takes is what the real picker does (see `presses`)."""

from __future__ import annotations

import dataclasses
import re
from pathlib import Path

from .conftest import Table, open_lobby
from .presses import Counts, play_counted, press_table

README = Path(__file__).resolve().parents[2] / "README.md"
GAMES = (("ostriches", None, 2, 1), ("ostriches", None, 2, 2),
         ("scramble", "max_rounds=4", 3, 3), ("scramble", "max_rounds=3", 2, 4),
         ("zigzag", "rounds=1", 3, 5), ("zigzag", "rounds=1", 2, 6))
"""(game, options, players, seed) of the games played."""


async def test_the_readme_counts_the_presses_of_a_turn(table: Table) -> None:
    counts = Counts()
    async with table.bot() as bot:
        for kind, options, players, seed in GAMES:
            channel = await table.fake.create_text_channel(table.guild, f"{kind}-{seed}")
            here = dataclasses.replace(table, channel=channel)
            joiners = [table.bob, table.carol][:players - 1]
            game_id, _ = await open_lobby(here, kind, options, joiners)
            for key, found in (await play_counted(here, bot, game_id, seed)).turns.items():
                counts.turns[key].extend(found)
    rows = press_table(counts)
    print("\n".join(rows))  # the "after" column of the README's table, with `pytest -s`
    documented = {}
    for line in README.read_text(encoding="utf-8").splitlines():
        match = re.fullmatch(r"\| (.+?) \| (.+?) \| [^|]+ \| (\d+\.\d) \(\d+\) \|", line)
        if match:
            documented[(match[1], match[2])] = match[3]
    for row in rows:
        game, phase, after = (cell.strip() for cell in row.strip("|").split("|"))
        assert documented.get((game, phase)) == after.split()[0], (row, documented)
