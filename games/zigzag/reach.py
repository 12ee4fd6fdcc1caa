"""Where the viewer's figure may step next, and the terrain each step needs: what a player
asks of every terrain card ("does this one fit my next step?"), answered from their own view.

The fields come from the viewer's course and figure only, both public once the courses are
laid, so framing them on the viewer's image tells nobody anything (a twin test checks it).
"""

from __future__ import annotations

from games.zigzag.geometry import course_neighbours, touches_goal
from games.zigzag.models import ZigZagView
from games.zigzag.terrain import Terrain

GOAL = "goal"


def next_steps(view: ZigZagView) -> list[tuple[str, Terrain]]:
    """The fields next to the viewer's figure, in the notation ("1:C2"), each with its
    terrain, then the goal card ("goal", the goal terrain) when the figure touches it; none
    for a spectator, during setup, once the figure is home or the game is over."""
    if view.viewer is None or view.phase not in ("collect", "run"):
        return []
    seat = view.seats[view.viewer]
    if seat.at_goal or seat.course is None:
        return []
    card = None if seat.figure_card is None else seat.figure_card - 1
    field = seat.figure_field if card is not None else None
    length = len(seat.course)
    steps: list[tuple[str, Terrain]] = [
        (f"{index + 1}:{name}", seat.course[index].fields[name])
        for index, name in course_neighbours(card, field, length)
    ]
    if seat.goal is not None and touches_goal(card, field, length):
        steps.append((GOAL, seat.goal))
    return steps


def by_terrain(steps: list[tuple[str, Terrain]]) -> list[tuple[Terrain, list[str]]]:
    """The steps grouped by the terrain they need, in the order first met: one entry per
    terrain card that would fit."""
    groups: dict[Terrain, list[str]] = {}
    for target, terrain in steps:
        groups.setdefault(terrain, []).append(target)
    return list(groups.items())
