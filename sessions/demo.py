"""A whole game between random players, through the real service, storage and delivery.

`python bot.py --demo ostriches` shows the bot working without a Discord token: each seat
picks uniformly among its legal actions (from a RNG seeded by `--seed`), every action goes
through `PlayService.act` into SQLite, and delivery writes what would have been posted (the
board images and lines) into the output folder instead of Discord.
"""

from __future__ import annotations

import random
import sys
from datetime import timedelta
from pathlib import Path

from games import get_engine
from storage import open_store

from . import GameService
from .core import FairRecord, ManualClock, Player
from .delivery import Deliverer, Rendered
from .words.presenter import outcome_line, render_lines

MAX_ACTIONS = 50_000


def _fresh_folder(out: Path) -> Path:
    out.mkdir(parents=True, exist_ok=True)
    for old in (*out.glob("*.png"), out / "demo.sqlite3"):
        old.unlink(missing_ok=True)
    return out


def _write(path: Path, content: str | bytes) -> None:
    if isinstance(content, str):
        path.write_text(content + "\n", encoding="utf-8")
    else:
        path.write_bytes(content)


class FolderSender:
    """A delivery sender that writes posts into a folder: `NNN-board.png`, `transcript.txt`."""

    def __init__(self, out: Path) -> None:
        self.out = out
        self.count = 0
        self.transcript: list[str] = []
        self.status = ""

    async def to_game(self, rendered: Rendered) -> None:
        """Keep the text in the transcript and the image as a numbered file."""
        self.count += 1
        self.transcript.append(f"[channel] {rendered.text}")
        if rendered.image is not None:
            _write(self.out / f"{self.count:04d}-{rendered.message.kind}.png", rendered.image)

    async def to_status(self, rendered: Rendered) -> int:
        """Keep only the newest status text: on Discord it is one message edited in place."""
        self.status = rendered.text
        return 1

    async def to_user(self, user_id: int, rendered: Rendered) -> None:
        """Keep private messages in the transcript, marked with their recipient."""
        self.transcript.append(f"[DM to player {user_id}] {rendered.text}")

    async def archive(self, rendered: Rendered) -> None:
        """Keep the end-of-game summary (on Discord: the thread's new name) in the transcript."""
        self.transcript.append(f"[archive] {rendered.extras.get('thread_name', rendered.text)}")

    async def to_lobby(self, rendered: Rendered) -> int:
        """Keep the lobby card's words in the transcript (on Discord: one message edited in
        place)."""
        self.transcript.append(f"[lobby] {rendered.text}")
        return 1

    async def open_thread(self, rendered: Rendered) -> int | None:
        """No threads in a folder: the game stays in its "channel"."""
        return None


async def run_demo(kind: str, *, seed: int, players: int | None, out: Path,
                   language: str = "en") -> int:
    """Play one game and write its images, transcript and record; returns an exit status."""
    engine = get_engine(kind)
    count = players or engine.min_players
    if not engine.min_players <= count <= engine.max_players:
        print(f"error: {kind} is for {engine.min_players}-{engine.max_players} players",
              file=sys.stderr)
        return 2
    store = await open_store(_fresh_folder(out) / "demo.sqlite3")
    try:
        clock = ManualClock()
        service = GameService(store, clock, seed_source=lambda: seed)
        sender = FolderSender(out)
        deliverer = Deliverer(store, clock, sender)
        seats = [Player(user_id=index + 1, name=f"Player {index + 1}") for index in range(count)]
        info = await service.lobby.create(kind, guild_id=None, channel_id=0, host=seats[0],
                                          options=dict(engine.random_play_options),
                                          language=language)
        for player in seats[1:]:
            await service.lobby.join(info.id, player)
        info = await service.lobby.start(info.id, seats[0].user_id)
        chooser = random.Random(seed)
        for _ in range(MAX_ACTIONS):
            await deliverer.run_once()
            if not info.to_act:
                break
            seat = chooser.choice(info.to_act)
            user_id = info.user_of(seat)
            assert user_id is not None
            _, choices = await service.play.choices(info.id, user_id)
            result = await service.play.act(info.id, user_id, chooser.choice(choices).notation)
            info = result.info
            clock.advance(timedelta(minutes=1))
        else:
            print(f"error: no end after {MAX_ACTIONS} actions", file=sys.stderr)
            return 1
        record = await service.games.record(info.id)
        _write(out / "record.json", record)
        _write(out / "transcript.txt", "\n".join(sender.transcript))
        assert engine.state_to_json(await service.games.replayed_state(info.id)) == info.game.state
        outcome = engine.outcome(engine.state_from_json(info.game.state or ""))
        assert outcome is not None
        actions = FairRecord.model_validate_json(record).actions
        print("\n".join(action.notation for action in actions))
        print(render_lines([outcome_line(kind, outcome, info.names)], language))
        print(f"{len(actions)} actions; images and record in {out}/")
        return 0
    finally:
        await store.close()
