"""The bot's moves for an absent player, and the button paths of the picker.

`auto_action` rules, in order (all deterministic):
- setup: discard the two cards with the most rare fields (each field weighs 1 / the number
  of terrain cards of its terrain; ties to the lower card numbers), then lay the remaining
  cards lowest number first;
- collecting: plan the stack as it stands (each card moved to its farthest fitting field,
  as the autopilot would) and call the terrains of the fields just ahead of where the plan
  ends "needed". With a flipped card: take it if needed, else leave it. Otherwise: Stop if the
  plan already reaches the goal; take the lowest face-up card that is needed; flip the
  lowest face-down slot if something is still needed; else pass (`turns`), or in `live`
  flip the lowest face-down slot, or Stop when none is left (the rulebook's
  "nothing usable" Stop);
- running: the choice farthest along the course (the goal first).
The plan reads the player's own stack, which the bot keeps for them as a player at the
table remembers what they collected; it never looks at face-down cards.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass

from games.base import MenuWords
from games.zigzag import faces
from games.zigzag.faces import terrain_at
from games.zigzag.geometry import course_neighbours, progress, touches_goal
from games.zigzag.models import SeatState, ZigZagAction, ZigZagState
from games.zigzag.rules import legal_actions, target_action
from games.zigzag.running import farthest, pending_choices, targets_from
from games.zigzag.terrain import DECK_COUNTS, Terrain

MENU_LIMIT = 25
SLOT_GROUP = 16


@dataclass(frozen=True)
class StackPlan:
    """Where a stack would take a figure: to the goal, nowhere further (broken), or needing
    one of `needed` next."""

    reaches_goal: bool
    broken: bool
    needed: frozenset[str]


def plan_stack(state: ZigZagState, seat: int) -> StackPlan:
    """Run `seat`'s stack on paper from the figure, farthest choice at every step."""
    return plan_for(state.seats[seat])


def plan_for(player: SeatState) -> StackPlan:
    """`plan_stack` for one player's course, goal, figure and stack."""
    card, field = player.figure_card, player.figure_field
    for terrain in player.stack:
        targets = targets_from(player, card, field, terrain)
        if not targets:
            return StackPlan(reaches_goal=False, broken=True, needed=frozenset())
        target = farthest(targets)
        if isinstance(target, str):
            return StackPlan(reaches_goal=True, broken=False, needed=frozenset())
        card, field = target
    length = len(player.course)
    here = -1 if card is None or field is None else progress(card, field)
    needed = {
        terrain_at(player.course[spot[0]], spot[1])
        for spot in course_neighbours(card, field, length)
        if progress(*spot) > here
    }
    if touches_goal(card, field, length) and player.goal is not None:
        needed.add(player.goal)
    return StackPlan(reaches_goal=False, broken=False, needed=frozenset(needed))


def auto_action(state: ZigZagState, seat: int) -> ZigZagAction:
    """A legal action for `seat` by the rules in this module's docstring."""
    legal = legal_actions(state, seat)
    if not legal:
        raise ValueError(f"seat {seat} has nothing to do now")
    if state.phase == "setup":
        return setup_action(state.seats[seat])
    if state.phase == "collect":
        return _auto_collect(state, seat)
    return target_action(farthest(pending_choices(state)))


def setup_action(player: SeatState) -> ZigZagAction:
    """The setup step of the rules above for a player still setting up."""
    if not player.has_discarded:
        def rarity(card: int) -> float:
            return sum(1 / DECK_COUNTS[terrain] for terrain in faces.card_faces()[card].values())

        worst = sorted(player.hand, key=lambda card: (-rarity(card), card))[:2]
        return ZigZagAction(verb="discard", cards=tuple(sorted(worst)))
    return ZigZagAction(verb="next", cards=(min(player.hand),))


def _auto_collect(state: ZigZagState, seat: int) -> ZigZagAction:
    held = state.held_slot(seat)
    slots = state.slots
    free = [(index + 1, state.table[index]) for index, status in enumerate(slots)
            if status == "up" and state.held_by[index] is None]
    first_down = slots.index("down") + 1 if "down" in slots else None
    return collect_action(plan_stack(state, seat),
                          None if held is None else state.table[held], free, first_down,
                          state.options.mode == "turns")


def collect_action(plan: StackPlan, held: Terrain | None, face_up: Iterable[tuple[int, Terrain]],
                   face_down: int | None, turns: bool) -> ZigZagAction:
    """The collecting rule above, from what the collecting seat sees: its plan, the terrain
    of the card it holds (flipped, undecided), the free face-up cards (slot, terrain) in
    slot order, and the first face-down slot (None: none left)."""
    if held is not None:
        return ZigZagAction(verb="take" if held in plan.needed else "leave")
    if plan.reaches_goal:
        return ZigZagAction(verb="stop")
    for slot, terrain in face_up:
        if terrain in plan.needed:
            return ZigZagAction(verb="take", slot=slot)
    if face_down is not None and (plan.needed or not turns):
        return ZigZagAction(verb="flip", slot=face_down)
    return ZigZagAction(verb="pass" if turns else "stop")


def menu_path(state: ZigZagState, action: ZigZagAction) -> list[str]:
    """The picker path of `action`: verb first, then (when the verb offers more than 25
    slots) the slot range `1-16` / `17-32` / `33-48`, then the slot, card or field."""
    verb = action.verb
    if verb in {"discard", "next", "order"}:
        return [verb, *(str(card) for card in action.cards)]
    if verb in {"flip", "take"} and action.slot is not None:
        status = "down" if verb == "flip" else "up"
        offered = sum(
            1 for index, slot_status in enumerate(state.slots)
            if slot_status == status and (verb == "flip" or state.held_by[index] is None)
        )
        if offered > MENU_LIMIT:
            return [verb, _slot_group(action.slot), str(action.slot)]
        return [verb, str(action.slot)]
    if verb == "go":
        return ["go", f"{action.card}:{action.field}"]
    return [verb]


def _slot_group(slot: int) -> str:
    low = (slot - 1) // SLOT_GROUP * SLOT_GROUP + 1
    return f"{low}-{low + SLOT_GROUP - 1}"


def menu_words(path: Sequence[str], shown: int) -> MenuWords | None:
    """A picker choice in game terms: what the action does (`zigzag.pick.<verb>`, the path's
    first label: flip, take, lay the course...) and the labels chosen under it; a range of
    slots is a choice of its own (`flip_range`), left out of the whole action's words."""
    if not path:
        return None
    verb = path[0]
    if path == ["take"]:
        return MenuWords("take_flipped")
    if verb in {"flip", "take"} and len(path) == 3:
        if shown == 2:
            return MenuWords(f"{verb}_range", (path[1],))
        return MenuWords(verb, tuple(path[2:shown]))
    return MenuWords(verb, tuple(path[1:shown]))
