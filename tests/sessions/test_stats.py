"""Statistics over real finished games: a player's record, a server's leaderboard, ranks."""

from __future__ import annotations

import pytest

import i18n
from sessions import SessionError
from sessions.core import events_from_json, outcome_from_json
from sessions.record.stats import leaderboard, player_stats, ranked
from storage import Tally

from .conftest import ALICE, BOB, CAROL
from .test_play import play_random_game


async def finished_game(harness, host, guest, seed, guild_id=1):
    info = await harness.service.lobby.create("ostriches", guild_id=guild_id, channel_id=10,
                                              host=host, options={}, language="en")
    await harness.service.lobby.join(info.id, guest)
    await harness.service.lobby.start(info.id, host.user_id)
    return await play_random_game(harness, info.id, seed=seed)


def winner_of(info):
    outcome = outcome_from_json(info.game.outcome)
    assert outcome is not None
    [seat] = outcome.winners
    return info.user_of(seat)


async def test_records_and_leaderboards_count_finished_games(harness):
    # seeds of short random games (45 to 72 actions)
    games = [await finished_game(harness, ALICE, BOB, 24),
             await finished_game(harness, BOB, ALICE, 32),
             await finished_game(harness, CAROL, BOB, 31)]
    elsewhere = await finished_game(harness, CAROL, ALICE, 15, guild_id=2)
    await harness.service.lobby.create("ostriches", guild_id=1, channel_id=10, host=ALICE,
                                       options={}, language="en")  # a lobby: not counted

    stats = await player_stats(harness.store, ALICE.user_id)

    mine = [*games[:2], elsewhere]
    wins = sum(winner_of(info) == ALICE.user_id for info in mine)
    assert [(k.kind, k.played, k.wins) for k in stats.per_kind] == [("ostriches", 3, wins)]
    assert stats.total.played == 3 and stats.total.wins == wins
    assert stats.total.win_rate == pytest.approx(wins / 3)
    assert [r.game_id for r in stats.recent] == [info.id for info in reversed(mine)]
    assert [r.won for r in stats.recent] == [
        winner_of(info) == ALICE.user_id for info in reversed(mine)]
    nobody = await player_stats(harness.store, 999)
    assert nobody.per_kind == [] and nobody.total.win_rate == 0.0

    standings = await leaderboard(harness.store, 1, "ostriches")

    played = {ALICE.user_id: 2, BOB.user_id: 3, CAROL.user_id: 1}
    won = dict.fromkeys(played, 0)
    for info in games:
        won[winner_of(info)] += 1
    assert {s.user_id: (s.wins, s.played) for s in standings} == {
        user: (won[user], played[user]) for user in played}
    order = sorted(played, key=lambda user: (-won[user], -won[user] / played[user],
                                             -played[user], user))
    assert [s.user_id for s in standings] == order
    assert standings[0].rank == 1
    assert {s.name for s in standings} == {"Alice", "Bob", "Carol"}


async def test_a_leaderboard_needs_a_server_and_a_known_game(harness):
    with pytest.raises(SessionError, match="only exists in a server"):
        await leaderboard(harness.store, None, "ostriches")
    with pytest.raises(SessionError, match="no game called"):
        await leaderboard(harness.store, 1, "chess")


def test_identical_records_share_a_rank_and_the_next_one_skips():
    def tally(user, wins, played):
        return Tally(user_id=user, display_name=f"u{user}", kind="ostriches", played=played,
                     wins=wins)

    standings = ranked([tally(1, 3, 4), tally(2, 3, 4), tally(3, 3, 5), tally(4, 0, 2),
                        tally(5, 0, 2)])
    assert [s.rank for s in standings] == [1, 1, 3, 4, 4]


async def test_statistics_hold_no_secret(harness):
    info = await finished_game(harness, ALICE, BOB, 24)
    secrets = []
    for action in await harness.store.list_actions(info.id):
        for event in events_from_json(action.events):
            if event.audience is not None:
                params = {k: info.names[int(v)] if k.startswith("player") else v
                          for k, v in event.params.items()}
                secrets += [i18n.t(event.key, lang, **params) for lang in i18n.LANGUAGES]
    assert secrets
    shown = repr(await player_stats(harness.store, ALICE.user_id)) + repr(
        await leaderboard(harness.store, 1, "ostriches"))
    assert not [secret for secret in secrets if secret in shown]
    assert "Alice" in shown and "Bob" in shown
