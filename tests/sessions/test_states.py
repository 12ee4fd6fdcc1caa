"""The parsed-state cache: a kept state is shared, a state the service computed is not
parsed again, and the cache stays bounded."""

from __future__ import annotations

import random
from typing import Any, cast

from games import get_engine
from sessions.core.states import STATE_CACHE_SIZE, parsed_state, remember

from .conftest import ALICE, BOB

KIND = "ostriches"
ENGINE = get_engine(KIND)


def _stored_states(count: int) -> list[str]:
    """`count` distinct stored states of one seeded game."""
    state = ENGINE.new_game(2, 3)
    rng, texts = random.Random(5), list[str]()
    while len(texts) < count and ENGINE.to_act(state):
        texts.append(ENGINE.state_to_json(state))
        seat = ENGINE.to_act(state)[0]
        state, _ = ENGINE.apply(state, seat, rng.choice(ENGINE.legal_actions(state, seat)))
    return texts


def test_a_parse_is_kept_and_shared() -> None:
    text = _stored_states(1)[0]
    first = parsed_state(KIND, text)
    assert ENGINE.state_to_json(first) == text
    assert parsed_state(KIND, text) is first


def test_a_remembered_state_is_not_parsed_again_and_the_oldest_are_dropped() -> None:
    texts = _stored_states(3)
    computed = ENGINE.state_from_json(texts[2])
    remember(KIND, texts[2], computed)
    assert parsed_state(KIND, texts[2]) is computed
    for number in range(STATE_CACHE_SIZE):  # fill the cache with other keys
        remember(KIND, f"other {number}", cast(Any, object()))
    assert parsed_state(KIND, texts[2]) is not computed
    assert ENGINE.state_to_json(parsed_state(KIND, texts[2])) == texts[2]


async def test_the_game_read_back_after_an_action_is_not_parsed_again(
        harness, monkeypatch) -> None:
    game_id = await harness.started_ostriches()
    info = await harness.service.games.info(game_id)
    user = info.user_of(info.to_act[0])
    assert user in (ALICE.user_id, BOB.user_id)
    _, choices = await harness.service.play.choices(game_id, user)
    choices.clear()  # a caller's list is its own: the kept choices are untouched
    _, choices = await harness.service.play.choices(game_id, user)
    parses: list[str] = []
    parse = ENGINE.state_from_json

    def counted(text: str):
        parses.append(text)
        return parse(text)

    monkeypatch.setattr(ENGINE, "state_from_json", counted)
    result = await harness.service.play.act(game_id, user, choices[0].notation)
    after = harness.service.games.state_of(result.info)
    assert ENGINE.state_to_json(after) == result.info.game.state
    assert parses == []
    for number in range(STATE_CACHE_SIZE):  # forget what earlier tests (this one on the
        remember(KIND, f"other {number}", cast(Any, object()))  # other backend) parsed
    unseen = _stored_states(8)[-1]  # the probe counts: a state not yet kept is parsed
    assert ENGINE.state_to_json(parsed_state(KIND, unseen)) == unseen and parses == [unseen]
