"""One player's course as a strip of the Zig Zag image, drawn from the view only.

A strip holds a header (the name, the goal, the stack: in order when the viewer may see it),
then the course left to right in the race direction, wrapping onto as many lines as it
takes: the course card numbers above the cards ("1 · #12"), the lane letters A-E left of
every line and, on a course drawn `FULL`, the row numbers 1-4 under every card, so that a
field reads as the log writes it ("1:C2": card 1, lane C, row 2). The figure is a numbered
black disc, the goal card stands crossways at the end. On the viewer's own course the fields
their figure may step to next are framed, and a line under it says the terrain each needs
(`reach`). The viewer's course and every course of the public board are drawn `FULL`, the
others' courses of a private view `COMPACT`, so that it fits a phone screen.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Final

from games.imaging import Canvas, SeatLabels, message, text_width
from games.zigzag.describe import terrain_name
from games.zigzag.geometry import LANE_ORDER
from games.zigzag.models import CardFaceView, SeatView, ZigZagView
from games.zigzag.reach import GOAL, by_terrain, next_steps
from games.zigzag.render_parts import (
    CHIP,
    COMPACT,
    FULL,
    HEADER_H,
    HIGHLIGHT,
    INK,
    LABEL_H,
    LANE_W,
    MARGIN,
    STRIP_BG,
    TEXT_MIN,
    WHITE,
    WIDTH,
    Style,
    card_back,
    card_face,
    field_box,
    figure,
    goal_card,
    stack_chip,
    terrain_swatch,
)

LINE_GAP: Final = 6
NEXT_LINE: Final = 30
STRIP_END: Final = 14
LABEL_SIZES: Final = {"card": TEXT_MIN, "lane": TEXT_MIN, "row": TEXT_MIN, "next": TEXT_MIN,
                      "choice": TEXT_MIN}
"""The size of every label naming a field or a card on a course: each at least `TEXT_MIN`,
9 px once a phone shows the image 400 px wide."""


def style_of(view: ZigZagView, seat: int) -> Style:
    """`FULL` for the viewer's own course and for every course of the public board,
    `COMPACT` for the others' courses in a private view."""
    return FULL if view.viewer is None or view.viewer == seat else COMPACT


def line_height(style: Style) -> int:
    """One line of cards: labels above, the cards, the row numbers under them."""
    return LABEL_H + style.card_h + style.rows_h + LINE_GAP


def origins(count: int, style: Style, goal: bool = True) -> list[tuple[int, int]]:
    """The top left corner of each of `count` cards, then of the goal card (`goal`), from
    the top of the first line: left to right, wrapping when a line is full."""
    first = MARGIN + LANE_W + style.start_w
    widths = [style.card_w] * count + ([style.goal_w] if goal else [])
    found, x, line = [], first, 0
    for width in widths:
        if x + width > WIDTH - MARGIN and x > first:
            x, line = first, line + 1
        found.append((x, line * line_height(style) + LABEL_H))
        x += width + style.gap
    return found


def _lines(seat: SeatView, style: Style) -> int:
    spots = origins(seat.course_size, style, goal=seat.course is not None)
    return 1 + max(y for _, y in spots) // line_height(style) if spots else 0


def next_lines(view: ZigZagView, lang: str) -> list[list[tuple[str, str]]]:
    """The line under the viewer's course, broken to fit: items (terrain, its targets) after
    the heading "Next step:"."""
    groups = by_terrain(next_steps(view))
    if not groups:
        return []
    lines: list[list[tuple[str, str]]] = [[]]
    x = MARGIN + 8 + text_width(message("zigzag.render.next", lang), TEXT_MIN, bold=True)
    for terrain, targets in groups:
        words = ", ".join(message("zigzag.render.goal", lang) if target == GOAL else target
                          for target in targets)
        text = f"{terrain_name(terrain, lang)} {words}"
        width = 34 + text_width(text, TEXT_MIN) + 16
        if x + width > WIDTH - MARGIN and lines[-1]:
            lines.append([])
            x = MARGIN + 8
        lines[-1].append((terrain, text))
        x += width
    return lines


def strip_height(view: ZigZagView, seat: SeatView, lang: str) -> int:
    """The height of `seat`'s strip."""
    style = style_of(view, seat.seat)
    band = len(next_lines(view, lang)) * NEXT_LINE if view.viewer == seat.seat else 0
    return HEADER_H + _lines(seat, style) * line_height(style) + band + STRIP_END


def paint_strip(canvas: Canvas, top: int, view: ZigZagView, seat: SeatView, lang: str,
                players: SeatLabels) -> None:
    """Draw `seat`'s strip with its top at `top`."""
    style = style_of(view, seat.seat)
    height = strip_height(view, seat, lang)
    canvas.rectangle((MARGIN // 2, top, WIDTH - MARGIN // 2, top + height - 8), fill=STRIP_BG)
    _paint_header(canvas, top + 4, view, seat, lang, players)
    cards_top = top + HEADER_H
    spots = origins(seat.course_size, style, goal=seat.course is not None)
    _paint_lanes(canvas, cards_top, {y for _, y in spots[:seat.course_size]}, style)
    if seat.course is None:
        for index, (x, y) in enumerate(spots):
            canvas.paste(card_back(str(index + 1), style), (x, cards_top + y))
        return
    choices = view.choices if view.runner == seat.seat else []
    framed = {target for target, _ in next_steps(view)} if view.viewer == seat.seat else set()
    for index, card in enumerate(seat.course):
        x, y = spots[index][0], cards_top + spots[index][1]
        label = message("zigzag.render.card_label", lang, position=index + 1, number=card.number)
        canvas.text((x + 2, y - LABEL_H + 3), label, LABEL_SIZES["card"], INK)
        _paint_card(canvas, x, y, card, style, index + 1, framed, choices)
    goal_x, goal_y = spots[-1][0], cards_top + spots[-1][1]
    _paint_goal(canvas, goal_x, goal_y, seat, style, lang, (GOAL in framed, GOAL in choices))
    _paint_figure(canvas, cards_top, seat, style, spots)
    if framed:
        band_top = cards_top + _lines(seat, style) * line_height(style)
        _paint_next(canvas, band_top, next_lines(view, lang), lang)


def _paint_header(canvas: Canvas, y: int, view: ZigZagView, seat: SeatView, lang: str,
                  players: SeatLabels) -> None:
    x = float(MARGIN)
    if seat.seat in view.to_act:
        canvas.polygon(((x, y + 4), (x + 14, y + 12), (x, y + 20)), fill=HIGHLIGHT)
    x += 20
    name = players(seat.seat)
    if view.viewer == seat.seat:
        name = message("zigzag.render.you", lang, name=name)
    x += canvas.text((x, y), name, 22, INK, bold=True) + 16
    x += canvas.text((x, y + 3), message("zigzag.render.goal_is", lang), 18, INK) + 6
    if seat.goal is None:
        canvas.text((x, y + 3), message("zigzag.render.goal_later", lang), 18, INK)
    else:
        canvas.paste(terrain_swatch(seat.goal, 26, 18), (int(x), y + 4))
        x += 32
        canvas.text((x, y + 3), terrain_name(seat.goal, lang), 18, INK)
    x, y = float(MARGIN + 20), y + 26
    x += canvas.text((x, y + 3), " · ".join(_details(view, seat, lang)), 18, INK) + 10
    for terrain in seat.stack or []:
        if x + CHIP > WIDTH - MARGIN:
            break
        canvas.paste(stack_chip(terrain), (int(x), y + 2))
        x += CHIP + 3


def _details(view: ZigZagView, seat: SeatView, lang: str) -> list[str]:
    details = [message("zigzag.render.stack", lang, count=seat.stack_size)]
    if seat.course is None:
        to_discard = 0 if seat.has_discarded else 2
        details.append(message("zigzag.render.laying", lang, laid=seat.course_size,
                               total=seat.course_size + seat.hand_size - to_discard))
    if view.options.races > 1:
        details.append(message("zigzag.render.points", lang, points=seat.points,
                               done=seat.completed))
    if seat.penalties:
        details.append(message("zigzag.render.penalties", lang, count=seat.penalties))
    if seat.place is not None:
        details.append(message("zigzag.render.place", lang, place=seat.place))
    return details


def _paint_lanes(canvas: Canvas, cards_top: int, tops: set[int], style: Style) -> None:
    """The lane letters left of every line of cards."""
    for top in sorted(tops):
        for index, lane in enumerate(LANE_ORDER):
            centre_y = cards_top + top + index * style.field_h + style.field_h / 2
            canvas.text((MARGIN + 2, centre_y), lane, LABEL_SIZES["lane"], INK, bold=True,
                        anchor="lm")


def _paint_card(canvas: Canvas, x: int, y: int, card: CardFaceView, style: Style,
                position: int, framed: set[str], choices: Sequence[str]) -> None:
    canvas.paste(card_face(tuple(sorted(card.fields.items())), style), (x, y))
    for row in range(1, 5) if style.rows_h else ():
        canvas.text((x + (row - 0.5) * style.field_w, y + style.card_h + 2), str(row),
                    LABEL_SIZES["row"], INK, anchor="ma")
    for field in sorted(card.fields):
        target = f"{position}:{field}"
        if target not in framed and target not in choices:
            continue
        left, top, right, bottom = field_box(x, y, field, style)
        canvas.rectangle((left - 1, top - 1, right + 1, bottom + 1), outline=HIGHLIGHT,
                         width=4 if target in choices else 3)
        if target in choices and style is FULL:
            size = LABEL_SIZES["choice"]
            label_w = text_width(field, size, bold=True) + 6
            canvas.rectangle((left + 2, top + 2, left + 2 + label_w, top + 4 + size),
                             fill=WHITE)
            canvas.text((left + 5, top + 3), field, size, INK, bold=True)


def _paint_goal(canvas: Canvas, x: int, y: int, seat: SeatView, style: Style, lang: str,
                marks: tuple[bool, bool]) -> None:
    canvas.paste(goal_card(seat.goal, style), (x, y))
    canvas.fitted_text((x + 2, y - LABEL_H + 3), message("zigzag.render.goal", lang),
                       LABEL_SIZES["card"], WIDTH - x - 4, INK, smallest=TEXT_MIN)
    if any(marks):
        canvas.rectangle((x - 2, y - 2, x + style.goal_w + 2, y + style.card_h + 2),
                         outline=HIGHLIGHT, width=5 if marks[1] else 3)


def _paint_figure(canvas: Canvas, cards_top: int, seat: SeatView, style: Style,
                  spots: list[tuple[int, int]]) -> None:
    if seat.at_goal:
        x, y = spots[-1]
        centre = (x + style.goal_w / 2, cards_top + y + style.card_h * 0.65)
    elif seat.figure_card is None or seat.figure_field is None:
        x, y = spots[0]
        centre = (x - style.start_w / 2, cards_top + y + style.card_h / 2)
    else:
        x, y = spots[seat.figure_card - 1]
        left, top, right, bottom = field_box(x, cards_top + y, seat.figure_field, style)
        centre = ((left + right) / 2, (top + bottom) / 2)
    canvas.sprite(figure(seat.seat), centre)


def _paint_next(canvas: Canvas, top: int, lines: list[list[tuple[str, str]]],
                lang: str) -> None:
    """"Next step:" then each terrain that fits one, its swatch and the fields it reaches."""
    x: float = MARGIN + 8
    x += canvas.text((x, top + 4), message("zigzag.render.next", lang), TEXT_MIN, INK,
                     bold=True) + 10
    for index, line in enumerate(lines):
        y = top + index * NEXT_LINE
        x = x if index == 0 else MARGIN + 8
        for terrain, text in line:
            canvas.paste(terrain_swatch(terrain, 28, 20), (int(x), y + 3))
            canvas.rectangle((x, y + 3, x + 28, y + 23), outline=INK, width=1)
            x += 34 + canvas.text((x + 34, y + 4), text, LABEL_SIZES["next"], INK) + 16
