"""The Play picker tells a player no secret: two games that differ only in something the
reader cannot know (an opponent's hidden pawns, the cards still face down) give the reader
the same screens, the same buttons and the same picture, drafted steps drawn and questions
asked included. Each twin is checked first to give the reader the same view."""

from __future__ import annotations

import dataclasses
import random
from typing import Any

from games import get_engine
from games.base import GameState
from sessions import GameInfo
from sessions.delivery.painting import paint_board
from sessions.play import PickerScreen
from sessions.words import seat_names

from .test_picker import DISCORD, collecting, moving, offered, press_of

OSTRICHES = get_engine("ostriches")
ZIGZAG = get_engine("zigzag")


def twin_of(info: GameInfo, state: GameState) -> GameInfo:
    """`info` with its game in `state` instead (nothing else changed)."""
    engine = get_engine(info.game.kind)
    return dataclasses.replace(info, game=info.game.model_copy(
        update={"state": engine.state_to_json(state)}))


def seen(screen: PickerScreen | Any) -> tuple[Any, ...]:
    """All a screen shows its reader (its game's record aside)."""
    assert isinstance(screen, PickerScreen)
    return (screen.place, screen.buttons, screen.menus, screen.back, screen.so_far,
            screen.text, screen.picture)


def drawn(info: GameInfo, screen: PickerScreen) -> bytes:
    """The picture's PNG, as the painter draws it."""
    assert screen.picture is not None
    return paint_board(info.game.kind, screen.picture.view, "en", seat_names(info.names))


def unseen_swapped(state: Any, reader: int) -> Any:
    """Ostriches: the powers of two face-down pawns the reader never saw, swapped."""
    hidden = [pawn for pawn in state.pawns if pawn.square is not None and not pawn.face_up
              and pawn.id not in state.knowledge[reader]]
    one, other = next((a, b) for a in hidden for b in hidden if a.power < b.power)
    pawns = list(state.pawns)
    pawns[one.id] = one.model_copy(update={"power": other.power})
    pawns[other.id] = other.model_copy(update={"power": one.power})
    return state.model_copy(update={"pawns": pawns})


async def test_the_picture_of_a_drafted_move_tells_no_hidden_pawn(harness) -> None:
    info, user, move = await moving(harness)
    seat = info.person_seat(user)
    state = harness.service.games.state_of(info)
    twin = twin_of(info, unseen_swapped(state, seat))
    assert harness.service.games.state_of(twin) != state
    assert OSTRICHES.view(harness.service.games.state_of(twin), seat) == OSTRICHES.view(
        state, seat)  # a secret the reader cannot know
    screens = []
    for game in (info, twin):
        start = harness.service.play.picker(game, user, lang="en", limits=DISCORD)
        [(choice, in_menu)] = [(c, m) for c, m in offered(start)
                               if _takes(harness, game, user, start, c, m, move)]
        drafted = harness.service.play.press_picker(game, user, press_of(start, choice,
                                                                         in_menu),
                                                    lang="en", limits=DISCORD)
        assert isinstance(drafted, PickerScreen) and drafted.place.steps == (move,)
        screens.append((seen(start), seen(drafted), drawn(game, start), drawn(game, drafted)))
    assert screens[0] == screens[1]


def _takes(harness, game: GameInfo, user: int, start: PickerScreen, choice: Any,
           in_menu: bool, move: str) -> bool:
    """Whether pressing `choice` of `start` drafts `move`."""
    found = harness.service.play.press_picker(game, user, press_of(start, choice, in_menu),
                                              lang="en", limits=DISCORD)
    return isinstance(found, PickerScreen) and found.place.steps == (move,)


async def test_stop_out_of_turn_asks_the_same_whatever_the_face_down_cards(harness) -> None:
    info, _, other = await collecting(harness)
    seat = info.seat_of(other)
    state: Any = harness.service.games.state_of(info)
    shuffled = state.copy_for_update()
    down = [index for index, status in enumerate(shuffled.slots) if status == "down"]
    terrains = [shuffled.table[index] for index in down]
    random.Random(4).shuffle(terrains)
    for index, terrain in zip(down, terrains, strict=True):
        shuffled.table[index] = terrain
    twin = twin_of(info, shuffled)
    assert harness.service.games.state_of(twin) != state
    assert ZIGZAG.view(shuffled, seat) == ZIGZAG.view(state, seat)
    screens = []
    for game in (info, twin):
        waiting = harness.service.play.open_picker(game, other, game.game.version,
                                                   message_id=None, lang="en", limits=DISCORD)
        [stop] = waiting.buttons
        asked = harness.service.play.press_picker(game, other, press_of(waiting, stop, False),
                                                  lang="en", limits=DISCORD)
        assert isinstance(asked, PickerScreen)
        screens.append((seen(waiting), seen(asked), drawn(game, waiting)))
    assert screens[0] == screens[1]
    mover = next(s.user_id for s in info.seats if s.user_id != other)
    firsts = [seen(harness.service.play.picker(game, mover, lang="en", limits=DISCORD))
              for game in (info, twin)]
    assert firsts[0] == firsts[1]  # the blind flips, the same in both
