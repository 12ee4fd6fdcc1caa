"""The short text beside the image: phase, who acts, and the viewer's own secrets.

Seats are named by the display names the caller gives, else "Player N" (N = seat + 1), the
same way in this text and in the image.
"""

from __future__ import annotations

from collections.abc import Sequence

import i18n
from games.base import seat_name
from games.zigzag.models import SeatView, ZigZagView


def player_name(seat: int, lang: str, names: Sequence[str] | None = None) -> str:
    """How texts and images name a seat: its display name, or "Player N" without names."""
    name = seat_name(names, seat)
    return name if name is not None else i18n.t("zigzag.describe.player", lang,
                                                   number=seat + 1)


def terrain_name(terrain: str, lang: str) -> str:
    """A terrain's name in `lang`."""
    return i18n.t(f"zigzag.terrain.{terrain}", lang)


def describe_view(view: ZigZagView, lang: str = "en",
                  names: Sequence[str] | None = None) -> str:
    """A few Markdown lines for the viewer of `view`; `names[seat]` are display names."""
    lines = [i18n.t("zigzag.describe.title", lang, race=view.race, races=view.options.races,
                    round=max(view.round, 1))]
    lines.append(_phase_line(view, lang, names))
    for seat in view.seats:
        lines.append(_seat_line(view, seat, lang, names))
    if view.viewer is not None and view.phase != "over":
        lines.extend(_private_lines(view, view.seats[view.viewer], lang))
    return "\n".join(lines)


def _phase_line(view: ZigZagView, lang: str, names: Sequence[str] | None) -> str:
    if view.phase == "setup":
        return i18n.t("zigzag.describe.setup", lang,
                      waiting=_names(view.to_act, lang, names))
    if view.phase == "collect":
        if view.options.mode == "turns" and view.turn is not None:
            return i18n.t("zigzag.describe.collect_turns", lang,
                          name=player_name(view.turn, lang, names))
        return i18n.t("zigzag.describe.collect_live", lang)
    if view.phase == "run" and view.runner is not None:
        return i18n.t("zigzag.describe.run", lang, name=player_name(view.runner, lang, names),
                      terrain=terrain_name(view.top or "", lang),
                      choices=", ".join(view.choices))
    return i18n.t("zigzag.describe.over", lang, winners=_names(view.winners, lang, names))


def _seat_line(view: ZigZagView, seat: SeatView, lang: str,
               names: Sequence[str] | None) -> str:
    if seat.at_goal:
        where = i18n.t("zigzag.describe.at_goal", lang)
    elif seat.figure_card is None:
        where = i18n.t("zigzag.describe.at_start", lang)
    else:
        where = f"{seat.figure_card}:{seat.figure_field}"
    goal = (terrain_name(seat.goal, lang) if seat.goal is not None
            else i18n.t("zigzag.describe.goal_later", lang))
    text = i18n.t("zigzag.describe.seat", lang, name=player_name(seat.seat, lang, names),
                  goal=goal, cards=seat.course_size, where=where, stack=seat.stack_size)
    if view.options.races > 1:
        text += i18n.t("zigzag.describe.points", lang, points=seat.points,
                       done=seat.completed)
    return text


def _private_lines(view: ZigZagView, own: SeatView, lang: str) -> list[str]:
    lines: list[str] = []
    if own.hand:
        lines.append(i18n.t("zigzag.describe.your_hand", lang,
                            cards=", ".join(str(card.number) for card in own.hand)))
    if view.phase == "setup" and own.discards:
        lines.append(i18n.t("zigzag.describe.your_discards", lang,
                            cards=", ".join(str(card) for card in own.discards)))
    if view.phase == "setup" and not own.has_discarded:
        lines.append(i18n.t("zigzag.describe.discard_hint", lang))
    elif view.phase == "setup" and own.hand:
        lines.append(i18n.t("zigzag.describe.lay_hint", lang))
    if view.phase in {"collect", "run"}:
        if own.stack is not None:
            stack = ", ".join(terrain_name(terrain, lang) for terrain in own.stack) or "-"
            lines.append(i18n.t("zigzag.describe.your_stack", lang, stack=stack))
        else:
            lines.append(i18n.t("zigzag.describe.your_stack_size", lang, count=own.stack_size))
    if own.held_slot is not None:
        slot = view.table[own.held_slot - 1]
        lines.append(i18n.t("zigzag.describe.holding", lang, slot=own.held_slot,
                            terrain=terrain_name(slot.terrain or "", lang)))
    return lines


def _names(seats: list[int], lang: str, names: Sequence[str] | None) -> str:
    return ", ".join(player_name(seat, lang, names) for seat in seats) or "-"
