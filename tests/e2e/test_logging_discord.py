"""DEBUG logging never carries a player's hidden choice.

The bot runs as `python bot.py` does, with `log_level = "DEBUG"`, in its own process; three
players plan their secret Zigs in Ostrich Scramble, by `/move` and by the picker's buttons.
discord.py logs whole gateway events and HTTP bodies at DEBUG (the `/move` text, a picker's
custom_id path, the private answers): the bot keeps those loggers at INFO, so the log shows
the bot at DEBUG and none of the Zigs.
"""

from __future__ import annotations

import random
import re
from pathlib import Path

from games.scramble import ENGINE
from sessions.play.drafting import STEP_JOINER
from tests.fake_discord.server import FakeDiscord

from .lobby import custom_ids, join_and_start, lobby_game, lobby_message
from .remote import BotProcess, ReadOnlyGames

PICKER_PRESSES_MAX = 12  # far more than a planning turn takes


async def test_debug_logs_never_carry_a_hidden_choice(tmp_path: Path) -> None:
    rng = random.Random(5)
    database = tmp_path / "bot.sqlite3"
    async with FakeDiscord() as fake:
        users = [await fake.create_user(name) for name in ("alice", "bob", "carol")]
        guild = await fake.create_guild("Club", owner=users[0])
        for user in users[1:]:
            await fake.add_member(guild, user)
        channel = await fake.create_text_channel(guild, "games")
        bot = BotProcess(fake, tmp_path, database, settings={"log_level": "DEBUG"})
        await bot.start()
        secrets: list[str] = []
        try:
            created = await fake.slash(users[0], channel, "game new",
                                       options={"kind": "scramble"})
            lobby = await lobby_message(fake, created, channel)
            game_id = lobby_game(lobby)
            thread = await join_and_start(fake, lobby, users[0], users[1:])
            async with ReadOnlyGames(database) as games:
                row = await games.game(game_id)
                by_seat = {seat: next(u for u in users if u.id == user_id)
                           for seat, user_id in row.seats.items()}
                for seat, user in by_seat.items():
                    row = await games.game(game_id)
                    zigs = [action for action in ENGINE.legal_actions(row.state, seat)
                            if action.kind == "zig"]
                    action = rng.choice(zigs)
                    zig = ENGINE.format(row.state, action)
                    if seat == 1:  # by the picker: its custom_ids hold the path chosen
                        board = next(m for m in reversed(fake.messages_in(thread))
                                     if custom_ids(m, f"g:play:{game_id}:"))
                        picker = await fake.press(
                            user, board, custom_ids(board, f"g:play:{game_id}:")[0])
                        # the Zigs are drafted in the picker and sent together by the last
                        # press: walk towards this Zig, then on to any press that sends
                        labels = ENGINE.menu_path(row.state, action)
                        for _ in range(PICKER_PRESSES_MAX):
                            if "You played" in picker.content:
                                break
                            picks = custom_ids(picker.message, "g:pick:")
                            towards = [c for c in picks if any(
                                c.endswith((f"/{label}", f":{label}")) for label in labels)]
                            if towards or picks:
                                picker = await fake.press(user, picker.message,
                                                          (towards or picks)[0])
                                continue
                            # a whole action per press: the screen's menus hold the Zigs
                            menu = next(c for c in picker.message.all_components()
                                        if c.get("custom_id", "").startswith("g:sel:"))
                            picker = await fake.select(user, picker.message,
                                                       menu["custom_id"],
                                                       [menu["options"][0]["value"]])
                        sent = re.search(r"You played `([^`]*)`", picker.content)
                        assert sent is not None, picker.content
                        secrets.extend(sent[1].split(STEP_JOINER))
                        continue
                    else:
                        played = await fake.slash(user, thread, "move",
                                                  options={"action": zig, "game": game_id})
                        assert f"`{zig}`" in played.content, played.content
                    secrets.append(zig)
        finally:
            assert await bot.stop() == 0
        log = bot.log_text()
        assert "DEBUG" in log and "Dispatching event" in log  # the bot logged at DEBUG
        leaked = [zig for zig in secrets if zig in log or zig.replace(" ", "/") in log]
        assert not leaked, f"hidden choices in the log: {leaked}"
