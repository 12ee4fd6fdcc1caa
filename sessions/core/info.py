"""A stored game as the sessions hand it on: its record with its seats, who it waits for,
its clocks and who is away (`GameInfo`), and its outcome once over."""

from __future__ import annotations

import functools
from collections.abc import Mapping
from dataclasses import replace
from datetime import datetime

from games import get_engine
from games.base import Outcome
from storage import GameBundle, GameRecord, SeatClockRecord

from .clock_rules import NO_CLOCK, ClockSpec
from .models import GameInfo
from .states import parsed_state
from .vacation import away_until


@functools.lru_cache(maxsize=64)
def _clock_spec(text: str) -> ClockSpec:
    return ClockSpec.model_validate_json(text)


def waiting_seats(game: GameRecord) -> list[int]:
    """The seats a game waits for now (none unless it is running)."""
    if game.status != "active" or game.state is None:
        return []
    return list(get_engine(game.kind).to_act(parsed_state(game.kind, game.state)))


def info_from_bundle(bundle: GameBundle, now: datetime | None = None) -> GameInfo:
    """A game with its seats, who it waits for, its clock, its seats' clocks, and which
    players are away (`now`: the instant vacations are judged at; None: the game's last
    update, good enough for display)."""
    game = bundle.game
    moment = now if now is not None else game.updated_at
    away = {}
    for seat in bundle.seats:
        until = away_until(bundle.users.get(seat.user_id), moment)
        if until is not None:
            away[seat.seat] = until
    return GameInfo(
        game=game, seats=bundle.seats, to_act=waiting_seats(game),
        clock=NO_CLOCK if bundle.clock_spec is None else _clock_spec(bundle.clock_spec),
        clocks={row.seat: row for row in bundle.seat_clocks}, away=away,
    )


def outcome_from_json(text: str | None) -> Outcome | None:
    """The stored outcome of a finished game."""
    return Outcome.model_validate_json(text) if text else None


def written_info(info: GameInfo, game: GameRecord,
                 clocks: Mapping[int, SeatClockRecord]) -> GameInfo:
    """`info` once a change wrote `game` and left the seats' clocks as `clocks`: what a
    reply shows, rather than a second read of it all (the seats do not change once a game
    runs, and the players' vacations are as read just before)."""
    return replace(info, game=game, to_act=waiting_seats(game), clocks=dict(clocks))
