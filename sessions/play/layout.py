"""How one screen of the Play picker holds its choices: a press per action wherever
Discord's limits let it.

A level of the picker (`levels`) offers labels; a label that does not choose an action alone
opens a further level, and a press that only opens a level decides little: "Flip a card",
then "1-16", then a slot, among 48 cards that look alike, is three presses for one blind
choice. So a screen shows, where it can, every action under its level as a choice of its
own (each still named in full, still chosen by the player, never for them):

- every action as a button, when they are few;
- else the actions of each kind (the engine's words for them: flip, take, set a Zig) as
  buttons when a kind has a row's worth or fewer, as menus when it has more;
- else, when the kinds do not fit in menus of their own, the level's labels (a press then
  opens the level under its label): a menu mixing kinds would be read, not chosen from.

A menu never holds a single option (it would be a button); menus share their actions out
evenly. Nothing here depends on more than the choices and the limits: the same choices
always make the same screen, so Back finds where an action was offered.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from games import get_engine

from ..core.models import Choice
from .levels import PATH_SEPARATOR, picker_level


@dataclass(frozen=True)
class Limits:
    """What a screen must fit in, as the layer that shows it says: the characters of a
    button's label, of a menu option's label and of its description, the options of a
    menu, the rows of a message and the buttons of a row, the characters of a component's
    id, and how many of those an id of the picker takes besides the game's number, its
    version and the picker's place (the longest: a menu's)."""

    button_label: int
    option_text: int
    menu_options: int
    rows: int
    row_buttons: int
    custom_id: int
    id_frame: int

    @property
    def buttons(self) -> int:
        """The most choices shown as buttons: every row but the last, which holds Back."""
        return (self.rows - 1) * self.row_buttons

    @property
    def menus(self) -> int:
        """The most menus of choices: one a row, every row but the last."""
        return self.rows - 1


@dataclass(frozen=True)
class Leaf:
    """One choice of a screen: the labels from the screen's level down to it (what a
    button's place adds to the level's, what a menu option's value says), and the action
    it takes (None: a label that opens a further level)."""

    labels: tuple[str, ...]
    notation: str | None

    @property
    def value(self) -> str:
        """The choice as a menu option's value carries it."""
        return PATH_SEPARATOR.join(self.labels)


@dataclass(frozen=True)
class Arrangement:
    """A screen's choices: those shown as buttons, and the menus of the rest."""

    buttons: tuple[Leaf, ...]
    menus: tuple[tuple[Leaf, ...], ...]

    def offers(self, notation: str) -> bool:
        """Whether one press of this screen takes `notation`."""
        return any(leaf.notation == notation
                   for leaf in (*self.buttons, *(leaf for menu in self.menus for leaf in menu)))


def leaves(choices: Sequence[Choice], prefix: Sequence[str]) -> list[Leaf]:
    """Every action under the level `prefix`, each at the shallowest label that chooses it
    alone (`levels.picker_level`), in the levels' order."""
    level = picker_level(choices, prefix)
    found: list[Leaf] = []
    for label in level.labels:
        notation = level.complete.get(label)
        if notation is not None:
            found.append(Leaf((label,), notation))
        else:
            found += [Leaf((label, *leaf.labels), leaf.notation)
                      for leaf in leaves(choices, [*prefix, label])]
    return found


def arranged(kind: str, choices: Sequence[Choice], prefix: Sequence[str], limits: Limits,
             room: int) -> Arrangement:
    """The screen of the level `prefix` (see the module): `room` is how many characters of
    a button's id are left for the labels of its place (those of the level, then the
    choice's)."""
    level = picker_level(choices, prefix)
    found = leaves(choices, prefix)
    used = len(PATH_SEPARATOR.join(prefix)) + (len(PATH_SEPARATOR) if prefix else 0)
    if found and all(len(leaf.value) <= min(limits.option_text, room - used)
                     for leaf in found):
        if len(found) <= limits.buttons:
            return Arrangement(tuple(found), ())
        groups = _kinds(kind, choices, found)
        small = tuple(leaf for group in groups if len(group) <= limits.row_buttons
                      for leaf in group)
        menus = tuple(menu for group in groups if len(group) > limits.row_buttons
                      for menu in shared_out(group, limits.menu_options))
        if _rows(len(small), limits) + len(menus) <= limits.menus:
            return Arrangement(small, menus)
    heads = [Leaf((label,), level.complete.get(label)) for label in level.labels]
    if len(heads) <= limits.buttons:
        return Arrangement(tuple(heads), ())
    return Arrangement((), shared_out(heads, limits.menu_options)[:limits.menus])


def shared_out(leaves_: Sequence[Leaf], size: int) -> tuple[tuple[Leaf, ...], ...]:
    """`leaves_` in as few menus of at most `size` options as hold them, shared out evenly
    (26 options make two menus of 13, never one of 25 and one of a single option)."""
    count = -(-len(leaves_) // size)
    if not count:
        return ()
    base, extra = divmod(len(leaves_), count)
    menus, start = [], 0
    for index in range(count):
        end = start + base + (index < extra)
        menus.append(tuple(leaves_[start:end]))
        start = end
    return tuple(menus)


def _rows(buttons: int, limits: Limits) -> int:
    """The rows `buttons` buttons take."""
    return -(-buttons // limits.row_buttons)


def _kinds(kind: str, choices: Sequence[Choice], found: Sequence[Leaf]) -> list[list[Leaf]]:
    """The actions grouped by what they do (the engine's verb for them, else their first
    label), each group where its first action stands."""
    paths = {choice.notation: choice.path for choice in choices}
    engine = get_engine(kind)
    groups: dict[str, list[Leaf]] = {}
    for leaf in found:
        path = paths.get(leaf.notation or "", ())
        words = engine.menu_words(path, len(path)) if path else None
        groups.setdefault(words.verb if words is not None else leaf.labels[0], []).append(leaf)
    return list(groups.values())
