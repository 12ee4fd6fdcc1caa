"""The end of a game: its thread renamed to a summary and archived, after the last status."""

from __future__ import annotations

import random
from dataclasses import dataclass, field

from games.base import Outcome
from sessions import Deliverer, Rendered
from sessions.core import outcome_from_json
from sessions.core.outgoing import Line
from sessions.words.archive import archive_texts, summary_line

from .conftest import ALICE, BOB, CAROL, RecordingSender, caller
from .test_delivery import Ticker
from .test_play import play_random_game


async def test_a_finished_game_is_archived_with_its_winner_after_the_final_post(harness):
    game_id = await harness.started_ostriches()
    info = await play_random_game(harness, game_id, seed=24)  # a short game
    messages = await harness.outbox()
    kinds = [m.kind for m in messages]
    assert kinds.count("archive") == 1 and kinds.index("archive") > kinds.index("final")
    [archive] = [m for m in messages if m.kind == "archive"]
    outcome = outcome_from_json(info.game.outcome)
    assert outcome is not None
    [winner] = [info.names[seat] for seat in outcome.winners]
    assert archive.lines[0] == Line(key="archive.won", params={"winners": winner})
    assert archive.lines[1].key == "ostriches.outcome.four_revealed"
    assert archive.audience == "game" and archive.view_json is None

    await harness.deliverer.run_once()
    await harness.deliverer.run_once()
    [sent] = harness.sender.archives
    assert sent.extras["thread_name"] == f"Ostriches #{game_id} · {winner} wins"
    assert sent.text == (f"**Ostriches #{game_id}** · {winner} wins — "
                         f"{winner} wins with four ostriches face up.")
    assert await harness.store.pending_outbox_count() == 0


@dataclass
class OrderedSender(RecordingSender):
    """Also notes the order of status edits and archives."""

    order: list[str] = field(default_factory=list)

    async def to_status(self, rendered: Rendered) -> int:
        self.order.append("status")
        return await super().to_status(rendered)

    async def archive(self, rendered: Rendered) -> None:
        self.order.append("archive")
        await super().archive(rendered)


async def test_the_thread_is_archived_only_once_the_last_status_edit_went_out(harness):
    ticker = Ticker()
    sender = OrderedSender()
    deliverer = Deliverer(harness.store, harness.clock, sender, monotonic=ticker)
    game_id = await harness.started_ostriches()
    await deliverer.run_once()
    rng = random.Random(24)  # a short game
    while (info := await harness.service.games.info(game_id)).to_act:
        user = info.user_of(rng.choice(info.to_act))
        _, choices = await harness.service.play.choices(game_id, user)
        await harness.service.play.act(game_id, user, rng.choice(choices).notation)
        if info.game.version % 10 == 0:
            await deliverer.run_once()

    await deliverer.run_once()  # within the second: no status edit, so no archive yet
    assert "archive" not in sender.order
    assert any(post.message.kind == "final" for post in sender.game_posts)
    ticker.now += 1.0
    await deliverer.run_once()  # the last status edit goes out, then the thread is archived
    assert sender.order[-2:] == ["status", "archive"] and sender.order.count("archive") == 1
    assert "Finished" in sender.statuses[-1].text
    assert await harness.store.pending_outbox_count() == 0


async def test_a_running_game_cancelled_is_archived_as_cancelled_but_not_a_lobby(harness):
    game_id = await harness.started_ostriches()
    await harness.service.lobby.cancel(game_id, caller(ALICE))
    [archive] = [m for m in await harness.outbox() if m.kind == "archive"]
    assert archive.lines == [Line(key="archive.cancelled")]
    for _ in range(2):
        await harness.deliverer.run_once()
    [sent] = harness.sender.archives
    assert sent.extras["thread_name"] == f"Ostriches #{game_id} · cancelled"
    assert sent.text == f"**Ostriches #{game_id}** · cancelled"

    lobby = await harness.service.lobby.create("ostriches", guild_id=1, channel_id=10, host=BOB,
                                               options={}, language="en")
    await harness.service.lobby.cancel(lobby.id, caller(BOB))
    assert [m.game_id for m in await harness.outbox() if m.kind == "archive"] == [game_id]


def test_the_summary_names_the_winners_or_nobody_and_fits_a_thread_name():
    names = {0: "Alice", 1: "Bob", 2: "C" * 120}
    def outcome(*winners: int) -> Outcome:
        return Outcome(winners=list(winners), reason="ostriches.outcome.four_revealed",
                       reason_params={"player": winners[0] if winners else 0})
    assert summary_line(outcome(1), names) == Line(key="archive.won", params={"winners": "Bob"})
    assert summary_line(outcome(0, 1), names) == Line(key="archive.won_shared",
                                                      params={"winners": "Alice, Bob"})
    assert summary_line(outcome(), names) == Line(key="archive.no_winner")
    assert summary_line(None, names) == Line(key="archive.cancelled")


async def test_thread_names_stay_within_discords_limit_in_every_language(harness):
    info = await harness.service.lobby.create("ostriches", guild_id=1, channel_id=10,
                                              host=CAROL, options={}, language="fr")
    long_win = [Line(key="archive.won", params={"winners": "C" * 120})]
    name, line = archive_texts(info.game, long_win, "fr")
    assert len(name) == 100 and name.startswith(f"Autruches n°{info.id} · victoire de CCC")
    assert name.endswith("…") and "\n" not in line
    name, _ = archive_texts(info.game, [Line(key="archive.no_winner")], "fr")
    assert name == f"Autruches n°{info.id} · sans vainqueur"
