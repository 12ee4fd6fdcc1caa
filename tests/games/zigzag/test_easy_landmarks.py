"""The easy level is the landmark the other levels are measured against: it must play the
same actions whatever the search levels become."""

from __future__ import annotations

import hashlib

from games.zigzag import ENGINE

EASY_GAMES = "3ba2b974ed02c7c6861a798a6f4c669c953d2d5d39e4902f32f14e2786c502da"
"""The digest of `_easy_games` as the easy bot played them before the views remembered the
stacks and the search learned to race (recorded from that code, e4ee389)."""


def _easy_games() -> str:
    """Every action of four seeded games of easy bots (2 to 4 players, both modes)."""
    lines = []
    for seed in range(4):
        players = 2 + seed % 3
        state = ENGINE.new_game(players, seed, {
            "rounds": 20, "mode": "turns" if seed % 2 == 0 else "live"})
        step = 0
        while (seats := ENGINE.to_act(state)) and step < 3000:
            seat = seats[step % len(seats)]
            action = ENGINE.bot_action(ENGINE.view(state, seat), seat, level="easy", seed=step)
            lines.append(f"{seat} {ENGINE.format(state, action)}")
            state, _ = ENGINE.apply(state, seat, action)
            step += 1
    return hashlib.sha256("\n".join(lines).encode()).hexdigest()


def test_easy_plays_the_same_actions_as_before() -> None:
    assert _easy_games() == EASY_GAMES
