"""What a step shows (`sessions.showing.showed`), for every game: every event that tells a
secret is one the engine calls revealing, and the phase marker moves only where the turn
marker does (a phase is made of whole turns)."""

from __future__ import annotations

from games import Engine

from .conftest import played


def test_every_event_that_tells_a_secret_is_a_reveal_event(engine: Engine) -> None:
    """A secret's `tells` are the kinds of event that show it: each one an action causes
    must be one `reveals_event` names, or a row that turns a card over could be taken
    back."""
    told = 0
    for game in played(engine):
        for index, (seat, action) in enumerate(game.steps):
            before = game.states[index]
            kinds = {tell.key for secret in engine.secrets(before) for tell in secret.tells}
            _, events = engine.apply(before, seat, action)
            for event in events:
                if event.key in kinds:
                    told += 1
                    assert engine.reveals_event(event), (event.key, index)
    assert told or not any(secret.tells for game in played(engine)
                           for state in game.states for secret in engine.secrets(state))


def test_a_phase_ends_only_where_a_turn_does(engine: Engine) -> None:
    for game in played(engine):
        for before, after in zip(game.states, game.states[1:], strict=False):
            if engine.phase_key(after) != engine.phase_key(before):
                assert engine.turn_key(after) != engine.turn_key(before)
