"""Both halves of a turn on the board image: the knight's arrow, and the rotation, the swapped
tiles, the moved bush, the swapped or watched pawns, legible on a phone (400 px wide)."""

from __future__ import annotations

import io

from PIL import Image, ImageChops

from games.ostriches import ENGINE
from games.ostriches.models import OstrichesState, OstrichesView
from games.ostriches.render import BOARD_LEFT, BOARD_SIZE, BOARD_TOP, WIDTH
from games.ostriches.render_parts import ARROW

from .builders import play, position

PHONE = 400


def rgb(png: bytes) -> Image.Image:
    return Image.open(io.BytesIO(png)).convert("RGB")


def after(layout: dict[str, str], line: str, memory: str = "pure") -> OstrichesState:
    """The state after South plays `line` from `layout`."""
    return play(position(layout, memory=memory), 0, line)[0]


def without_marks(view: OstrichesView, *fields: str) -> OstrichesView:
    return view.model_copy(update=dict.fromkeys(fields))


def changed_box(first: bytes, second: bytes) -> tuple[int, int, int, int] | None:
    """Where two images of the same size differ (left, top, right, bottom)."""
    return ImageChops.difference(rgb(first), rgb(second)).getbbox()


def orange_box(png: bytes, box: tuple[int, int, int, int]) -> tuple[int, int, int, int] | None:
    """The bounding box of the marks' orange within `box` of the image."""
    region = rgb(png).crop(box)
    mask = Image.new("L", region.size, 0)
    for y in range(region.height):
        for x in range(region.width):
            r, g, b = region.getpixel((x, y))  # type: ignore[misc]
            if abs(r - ARROW[0]) + abs(g - ARROW[1]) + abs(b - ARROW[2]) < 40:
                mask.putpixel((x, y), 255)
    return mask.getbbox()


def test_the_rotation_that_ends_a_turn_is_drawn_beside_its_tile_and_legible() -> None:
    state = after({"e4": "red plain", "a1": "blue eye"}, "e4-f6 NW cw")
    view = ENGINE.view(state, None)
    marked = ENGINE.render(view)
    bare = ENGINE.render(without_marks(view, "last_rotation"))
    assert marked != bare
    changed = changed_box(marked, bare)
    assert changed is not None
    # Only the left half changes (NW's frame and badge), not the tiles on the right...
    assert changed[2] <= BOARD_LEFT + BOARD_SIZE // 2 + 8
    # ...and the badge stands in the left margin by the North tile, 24 px or more across on
    # a phone.
    badge = orange_box(marked, (0, BOARD_TOP, BOARD_LEFT - 3, BOARD_TOP + BOARD_SIZE // 2))
    assert badge is not None
    assert (badge[2] - badge[0]) * PHONE / WIDTH >= 24
    assert (badge[3] - badge[1]) * PHONE / WIDTH >= 24


def test_clockwise_and_counter_clockwise_are_told_apart() -> None:
    layout = {"e4": "red plain", "a1": "blue eye"}
    clockwise = ENGINE.render(ENGINE.view(after(layout, "e4-f6 SW cw"), None))
    counter = ENGINE.view(after(layout, "e4-f6 SW ccw"), None)
    # The same board but for the direction of the turn: only the badge differs.
    same_board = counter.model_copy(update={
        "tiles": ENGINE.view(after(layout, "e4-f6 SW cw"), None).tiles,
        "face_down": ENGINE.view(after(layout, "e4-f6 SW cw"), None).face_down})
    changed = changed_box(clockwise, ENGINE.render(same_board))
    assert changed is not None
    assert changed[2] <= BOARD_LEFT and changed[1] >= BOARD_TOP + BOARD_SIZE // 2


def test_each_power_is_drawn_on_the_board_the_turn_leaves() -> None:
    cases = {
        "e4-f6 bush b2>c1 SW cw": {"e4": "red bush", "a1": "blue eye"},
        "e4-f6 swap a1 c5 NW cw": {"e4": "red swap", "a1": "blue eye", "c5": "red plain"},
        "e4-f6 tiles SW SE NW cw": {"e4": "red tiles", "a1": "blue eye"},
        "e4-f6 eye a1 c5 NW cw": {"e4": "red eye", "a1": "blue eye", "c5": "red plain"},
    }
    for line, layout in cases.items():
        view = ENGINE.view(after(layout, line), None)
        assert view.last_power is not None, line
        assert ENGINE.render(view) != ENGINE.render(without_marks(view, "last_power")), line


def test_the_moved_bush_gets_an_arrow_to_where_it_stands() -> None:
    state = after({"e4": "red bush", "a1": "blue eye"}, "e4-f6 bush b2>c1 SE cw")
    view = ENGINE.view(state, None)
    changed = changed_box(ENGINE.render(view), ENGINE.render(without_marks(view, "last_power")))
    assert changed is not None
    # From b2 to c1, both in SW: the change stays on those squares and the footer's note.
    left, top = BOARD_LEFT + 100 - 40, BOARD_TOP + 400 - 40
    assert changed[0] >= left and changed[1] >= top


def test_a_picker_drawing_a_turn_put_together_shows_its_move_then_its_rotation() -> None:
    """What the Play picker draws: the view of the state after the steps chosen so far."""
    before = after({"e4": "red plain", "a1": "blue eye", "c5": "red eye"}, "e4-f6 SE cw")
    state = play(before, 1, "a1-b3")[0]  # North's jump, not yet its rotation
    drafted = ENGINE.view(state, 1)
    assert drafted.last_move is not None and drafted.last_move.origin == "a1"
    assert drafted.last_rotation is None  # South's rotation is no longer drawn
    image = ENGINE.render(drafted)
    assert image != ENGINE.render(without_marks(drafted, "last_move"))
    whole = ENGINE.view(play(state, 1, "NE ccw")[0], 1)
    assert whole.last_rotation is not None and whole.last_rotation.tile == "NE"
    badge = orange_box(ENGINE.render(whole), (BOARD_LEFT + BOARD_SIZE + 3, BOARD_TOP, WIDTH,
                                              BOARD_TOP + BOARD_SIZE // 2))
    assert badge is not None
