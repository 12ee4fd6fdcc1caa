"""A turn notice depends on no secret its reader cannot know.

Two games that differ only in such a secret (the engine's `redraw_secrets`, with what the
reader knows put back: their own hand, stack, pawns, Zigs and traps) and in the private
events of the other seats' actions must give the reader the same notice: the same words,
the same image bytes, and the same buttons (made from the game's number and the version the
notice shows, which must match). The notice is composed as delivery composes it
(`sessions.delivery.notice.compose`), from the game's row and its log.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from datetime import UTC, datetime
from typing import Any

import pytest

from games import get_engine
from games.ostriches.models import OstrichesState
from games.scramble.models import State as ScrambleState
from games.zigzag.models import ZigZagState
from sessions.core.eventlog import events_from_json, events_to_json
from sessions.core.models import GameInfo
from sessions.delivery.notice import Notice, compose
from sessions.delivery.painting import paint_board
from sessions.words.presenter import seat_names
from storage import ActionRecord, GameRecord, SeatRecord

T0 = datetime(2026, 1, 1, tzinfo=UTC)
STEPS = 120
PAINTED = 4  # comparisons per game whose images are drawn and compared byte for byte


def keep_ostriches(state: OstrichesState, twin: OstrichesState, reader: int) -> Any:
    """The twin with the reader's own pawns as they are: `redraw_secrets` shuffles who is who
    under every face-down pawn, so only the other seat's powers are taken from it, shuffled
    among that seat's own pawns (on the board, and in hand)."""
    powers = [p.power for p in twin.pawns if p.owner != reader and not p.face_up]
    random.Random(len(powers)).shuffle(powers)
    pawns = list(state.pawns)
    for pawn in state.pawns:
        if pawn.owner != reader and not pawn.face_up:
            pawns[pawn.id] = pawn.model_copy(update={"power": powers.pop()})
    return state.model_copy(update={"pawns": pawns})


def keep_scramble(state: ScrambleState, twin: ScrambleState, reader: int) -> Any:
    """The twin with the reader's hand, traps, Zigs, claims and the traps they played."""
    other = twin.model_copy(deep=True)
    other.seats[reader] = state.seats[reader].model_copy(deep=True)
    for mine, theirs in zip(state.ostriches, other.ostriches, strict=True):
        if mine.owner == reader:
            theirs.zig = mine.zig
        theirs.traps = [kept if kept.by == reader else trap
                        for kept, trap in zip(mine.traps, theirs.traps, strict=True)]
    other.claims = [kept if kept.seat == reader else claim
                    for kept, claim in zip(state.claims, other.claims, strict=True)]
    return other


def keep_zigzag(state: ZigZagState, twin: ZigZagState, reader: int) -> Any:
    """The twin with the reader's hand, discards, course and stack."""
    other = twin.copy_for_update()
    other.seats[reader] = state.seats[reader].model_copy(deep=True)
    return other


KEEP: dict[str, Callable[[Any, Any, int], Any]] = {
    "ostriches": keep_ostriches, "scramble": keep_scramble, "zigzag": keep_zigzag}
GAMES = [("ostriches", 2, {}, 11), ("scramble", 3, {"max_rounds": 3}, 12),
         ("zigzag", 3, {"rounds": 2}, 13)]


def info_of(kind: str, state: Any, players: int, version: int) -> GameInfo:
    """The game's row and seats around `state`, as delivery reads them."""
    game = GameRecord(
        id=3, kind=kind, guild_id=1, channel_id=10, thread_id=11, message_id=12,
        status_message_id=13, board_message_id=14, host_id=100, status="active", options={},
        seed=5, language="en", state=get_engine(kind).state_to_json(state), version=version,
        outcome=None, posted_seq=0, board_version=version, created_at=T0, updated_at=T0)
    seats = [SeatRecord(game_id=3, seat=seat, user_id=100 + seat, display_name=f"P{seat}",
                        joined_at=T0) for seat in range(players)]
    return GameInfo(game=game, seats=seats, to_act=list(get_engine(kind).to_act(state)))


def twin_log(log: list[ActionRecord], reader: int) -> list[ActionRecord]:
    """The log with every other seat's private news changed."""
    changed = []
    for row in log:
        events = [event.model_copy(update={"params": {
            name: _other(value) for name, value in event.params.items()}})
            if event.audience not in (None, reader) else event
            for event in events_from_json(row.events)]
        changed.append(row.model_copy(update={"events": events_to_json(events)}))
    return changed


def _other(value: Any) -> Any:
    """Another value of a private event's parameter (a seat number stays a seat)."""
    return f"{value}-other" if isinstance(value, str) else value


def same_notice(kind: str, first: Notice, second: Notice, paint: bool) -> None:
    assert first.text == second.text
    assert first.view == second.view
    assert first.info.game.version == second.info.game.version  # Play's custom_id
    assert first.info.id == second.info.id
    if paint:
        names = seat_names(first.info.names)
        assert paint_board(kind, first.view, "en", names) == \
            paint_board(kind, second.view, "en", names)


@pytest.mark.parametrize(("kind", "players", "options", "seed"), GAMES,
                         ids=[kind for kind, *_ in GAMES])
def test_a_readers_notice_is_the_same_whatever_the_secrets_they_cannot_know(
        kind: str, players: int, options: dict[str, Any], seed: int) -> None:
    engine, rng = get_engine(kind), random.Random(seed)
    state = engine.new_game(players, seed, options)
    log: list[ActionRecord] = []
    compared = painted = 0
    for step in range(STEPS):
        seats = engine.to_act(state)
        if not seats:
            break
        for reader in seats:
            twin = KEEP[kind](state, engine.redraw_secrets(state, rng), reader)
            if twin is None or twin == state or \
                    engine.view(twin, reader) != engine.view(state, reader):
                continue  # the redraw touched what the reader knows: not a twin for them
            first = compose(info_of(kind, state, players, step), log, reader, "en")
            second = compose(info_of(kind, twin, players, step), twin_log(log, reader),
                             reader, "en")
            same_notice(kind, first, second, paint=painted < PAINTED)
            compared, painted = compared + 1, painted + (painted < PAINTED)
        seat = rng.choice(seats)
        action = rng.choice(engine.legal_actions(state, seat))
        notation = engine.format(state, action)
        state, events = engine.apply(state, seat, action)
        log.append(ActionRecord(game_id=3, seq=len(log) + 1, seat=seat, notation=notation,
                                events=events_to_json(events), at=T0))
    print(f"{kind}: {compared} notices compared, {painted} drawn")
    assert compared >= 10, compared
