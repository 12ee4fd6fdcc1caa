"""The final post leads with who won and how, once; what happened last, the board in words
and the fairness proof (seed, salt, SHA-256, how to check) follow, the proof last, every
fact kept and the whole within Discord's 2,000 characters."""

from __future__ import annotations

from sessions.core import outcome_from_json
from sessions.record.verification import verify
from sessions.words.final_post import fitted

from .conftest import Harness
from .test_play import play_random_game


async def test_the_final_post_leads_with_the_outcome_once_and_ends_with_the_proof(
        harness: Harness) -> None:
    game_id = await harness.started_ostriches()
    info = await play_random_game(harness, game_id, seed=24)
    while await harness.deliverer.run_once():
        pass
    [final] = [post for post in harness.sender.game_posts if post.message.kind == "final"]
    outcome = outcome_from_json(info.game.outcome)
    assert outcome is not None
    [winner] = outcome.winners
    text = final.text
    lines = text.splitlines()
    assert lines[0].startswith("**") and info.names[winner] in lines[0], text
    assert "four ostriches face up" in lines[0]
    assert text.count(" wins") == 1, text  # said once, not three times
    record = verify(await harness.service.games.record(game_id)).record
    assert lines[-1].startswith("-# ") and str(record.seed) in lines[-1], text
    for fact in (str(record.seed), record.salt or "", record.commitment or "", "--verify",
                 "Face up:"):
        assert fact in text, fact
    assert len(text) <= 2000


def test_a_long_final_post_is_shortened_in_the_middle_never_in_the_proof() -> None:
    head, tail = "**bob wins.**", "-# Seed `1`, salt `ab`: SHA-256 gives `" + "f" * 64 + "`."
    text = fitted(head, "\n".join(f"line {n} of the board" for n in range(300)), tail)
    assert len(text) <= 2000 and text.startswith(head) and text.endswith(tail)
    assert "…" in text
    assert fitted(head, "short", tail) == f"{head}\n\nshort\n\n{tail}"
