"""The ratings' words in the final post: what the game did to each person's rating, in
points (`core.ratings.points`), "provisional" while the rating has not settled. Public,
so in the server's language, as every line of the final post."""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from storage import RatingChangeRecord

from ..core.outgoing import Line, OutgoingMessage
from ..core.ratings import Skill, points
from .presenter import md


def rating_lines(changes: Sequence[RatingChangeRecord], names: Mapping[int, str]) -> list[Line]:
    """One line per person whose rating the game changed, by seat: the conservative figure
    before and after, the difference, and whether it is still provisional."""
    lines = []
    for change in sorted(changes, key=lambda c: c.seat):
        before = points(Skill(change.mu_before, change.sigma_before).conservative)
        after_skill = Skill(change.mu_after, change.sigma_after)
        after = points(after_skill.conservative)
        key = "ratings.change_provisional" if after_skill.provisional else "ratings.change"
        lines.append(Line(key=key, params={
            "name": md(names.get(change.seat, f"#{change.seat}")),
            "before": str(before), "after": str(after), "delta": f"{after - before:+d}"}))
    return lines


def with_rating_lines(messages: Sequence[OutgoingMessage],
                      lines: Sequence[Line]) -> list[OutgoingMessage]:
    """The messages of a game's end, the final post carrying the rating lines last."""
    if not lines:
        return list(messages)
    return [message.model_copy(update={"lines": [*message.lines, *lines]})
            if message.kind == "final" else message for message in messages]
