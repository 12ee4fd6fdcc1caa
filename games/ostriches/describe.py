"""A few lines of Discord markdown telling a viewer where the game stands.

Drawn only from a view, like the image: the phase and whose turn, the face-up counts, the
latest turn (its move, power and rotation) and the pawn that may not move next, and for a
player their own secrets (pawns still to place, their notes: in `assist` memory one for each
face-down pawn they know, where it stands now; in `pure` memory the latest, as written).
Seats are named by their colour and side, after the player's display name when the caller
gives names.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence

from games.base import seat_name
from i18n import t

from .board import COLOURS
from .models import POWERS
from .models import OstrichesView as View
from .views import FOLLOWED, may_pass

LOG_TAIL = 6
"""How many of the latest private log lines the text repeats when they are notes as written
(followed notes are one a pawn: all of them are shown)."""


def side_name(seat: int, lang: str, names: Sequence[str] | None = None) -> str:
    """A seat as players read it on the board: its colour and side (`Red (South)`), after
    the player's name when known (`alice (Red, South)`)."""
    name = seat_name(names, seat)
    if name is None:
        return t(f"ostriches.side.{COLOURS[seat]}", lang)
    return t(f"ostriches.named_side.{COLOURS[seat]}", lang, name=name)


def describe(view: View, lang: str = "en", names: Sequence[str] | None = None) -> str:
    """The text for `view` in `lang`; `names[seat]` are display names (None: sides only)."""
    lines = [_whose_turn(view, lang, names)]
    lines.append(t("ostriches.describe.revealed", lang,
                   red=view.revealed["red"], blue=view.revealed["blue"]))
    lines.extend(_latest_turn(view, lang))
    if view.locked_square is not None:
        lines.append(t("ostriches.describe.locked", lang, square=view.locked_square))
    if view.viewer is None:
        if view.phase != "over":  # the game-over post is read by players too
            lines.append(t("ostriches.describe.spectator", lang))
        return "\n".join(lines)
    lines.append(t("ostriches.describe.you", lang, side=side_name(view.viewer, lang, names)))
    if view.hand:
        lines.append(t("ostriches.describe.hand", lang, pawns=_hand_text(view, lang)))
    followed = any(line.key.startswith(FOLLOWED) for line in view.log)
    if view.known and view.phase != "over" and not followed:
        pawns = ", ".join(
            t("ostriches.describe.known_item", lang, square=face.square,
              pawn=t(f"ostriches.pawn.{face.colour}_{face.power}", lang))
            for face in view.known
        )
        lines.append(t("ostriches.describe.known", lang, pawns=pawns))
    lines.extend(_notes(view, lang, followed))
    return "\n".join(lines)


def _notes(view: View, lang: str, followed: bool) -> list[str]:
    """The private notes: followed to where each pawn stands now (`assist` memory: every
    one, a pawn each), or as written (the latest few), with a heading saying which."""
    if not view.log:
        return [t("ostriches.describe.no_log", lang)]
    shown = view.log if followed else view.log[-LOG_TAIL:]
    heading = "ostriches.describe.log_followed" if followed else "ostriches.describe.log"
    return [t(heading, lang), *(f"- {t(line.key, lang, **line.params)}" for line in shown)]


def _latest_turn(view: View, lang: str) -> list[str]:
    """The latest turn's steps as the board draws them: the move, the power (where what it
    moved stands now), the rotation."""
    lines = []
    if view.last_move is not None:
        lines.append(t("ostriches.describe.last_move", lang,
                       origin=view.last_move.origin, target=view.last_move.target))
    if view.last_power is not None:
        power = view.last_power
        lines.append(t(f"ostriches.describe.last_power.{power.power}", lang,
                       first=power.first, second=power.second))
    if view.last_rotation is not None:
        rotation = view.last_rotation
        lines.append(t(f"ostriches.describe.last_rotation.{rotation.direction}", lang,
                       tile=rotation.tile))
    return lines


def _whose_turn(view: View, lang: str, names: Sequence[str] | None) -> str:
    if view.phase == "over":
        winner = view.winner if view.winner is not None else 0
        return t("ostriches.describe.over", lang, side=side_name(winner, lang, names))
    seat = view.turn if view.turn is not None else 0
    side = side_name(seat, lang, names)
    if view.phase == "placing":
        return t("ostriches.describe.placing", lang, side=side,
                 red=view.in_hand[0], blue=view.in_hand[1])
    if view.phase == "moving":
        return t("ostriches.describe.moving", lang, side=side, number=view.turn_number + 1)
    if view.phase == "power":
        power = t(f"ostriches.power.{view.pending_power}", lang)
        help_text = t(f"ostriches.power_help.{view.pending_power}", lang)
        key = "ostriches.describe.power" if may_pass(view) else "ostriches.describe.power_must"
        return t(key, lang, side=side, power=power, help=help_text)
    if view.frozen_tile is not None:
        return t("ostriches.describe.rotating_except", lang, side=side, tile=view.frozen_tile)
    return t("ostriches.describe.rotating", lang, side=side)


def _hand_text(view: View, lang: str) -> str:
    counts = Counter(view.hand)
    parts = []
    for power in POWERS:
        if counts[power]:
            name = t(f"ostriches.power.{power}", lang)
            parts.append(name if counts[power] == 1 else f"{name} ×{counts[power]}")
    return ", ".join(parts)
