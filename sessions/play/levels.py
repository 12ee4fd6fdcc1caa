"""The Play picker's levels: a player's legal actions as a tree of labels (each action's menu
path), walked one label at a time, and the picker's place in it as it travels in a button.

A label chooses an action only when that action alone lies under it, so a press never
chooses more than its button says; a level with a single label over several actions is a
heading, which decides nothing and opens by itself.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from ..core.models import Choice

PATH_SEPARATOR = "/"
STEP_SEPARATOR = ";"
DRAFT_END = "|"
CONFIRM = "!"
"""The label a confirmation adds after the choice it confirms (no game's label: labels are
notation tokens)."""


@dataclass(frozen=True)
class PickerLevel:
    """The next step of the picker under a chosen prefix."""

    labels: list[str]
    complete: dict[str, str]  # label -> notation, for labels that choose an action
    below: dict[str, int]  # label -> how many actions lie under it


def picker_level(choices: Sequence[Choice], prefix: Sequence[str]) -> PickerLevel:
    """The labels offered after `prefix`, and which of them choose an action.

    A label chooses an action when exactly one legal action lies under it: its button then
    names that whole action (`sessions.words.picker_words.action_words`), so a press never
    chooses more than it says. An action whose path ends here while longer ones go on
    (`take` / `take 23`) gets a label of its own, `=` and its notation.
    """
    depth = len(prefix)
    under = [c for c in choices if list(c.path[:depth]) == list(prefix) and len(c.path) > depth]
    labels: list[str] = []
    below: dict[str, int] = {}
    only: dict[str, str] = {}
    for choice in under:
        label = choice.path[depth]
        if label not in below:
            labels.append(label)
            below[label] = 0
        below[label] += 1
        only[label] = choice.notation
    complete = {label: only[label] for label in labels if below[label] == 1}
    exact = [c for c in choices if list(c.path) == list(prefix)]
    for choice in exact:
        labels.insert(0, "=" + choice.notation)
        complete["=" + choice.notation] = choice.notation
        below["=" + choice.notation] = 1
    return PickerLevel(labels=labels, complete=complete, below=below)


def _heading(level: PickerLevel) -> bool:
    """A step with a single label over several actions: a heading (Discard, Lay next),
    which decides nothing, so the picker opens it by itself and shows it in "so far"."""
    return len(level.labels) == 1 and level.labels[0] not in level.complete


def picker_step(choices: Sequence[Choice], prefix: Sequence[str],
                ) -> tuple[list[str], PickerLevel]:
    """The step the picker shows under `prefix`, and the prefix it stands under: headings
    are opened (see `_heading`); a prefix that no longer leads anywhere starts over."""
    shown = list(prefix)
    level = picker_level(choices, shown)
    if not level.labels and shown:
        shown, level = [], picker_level(choices, [])
    while _heading(level):
        shown.append(level.labels[0])
        level = picker_level(choices, shown)
    return shown, level


def back_within(choices: Sequence[Choice], prefix: Sequence[str]) -> list[str] | None:
    """Where Back leads within one step: the nearest level above `prefix` that is not a
    heading (None: there is none, the step is at its start)."""
    for depth in range(len(prefix) - 1, -1, -1):
        if not _heading(picker_level(choices, prefix[:depth])):
            return list(prefix[:depth])
    return None


def chosen_at(choices: Sequence[Choice], notation: str) -> list[str]:
    """The level at which `notation` was chosen: where its button stood (the shallowest
    level at which one label leads to it alone)."""
    path = next((list(c.path) for c in choices if c.notation == notation), [])
    for depth in range(len(path)):
        if picker_level(choices, path[:depth]).below.get(path[depth]) == 1:
            return path[:depth]
    return path


def path_under(choices: Sequence[Choice], prefix: Sequence[str], label: str) -> list[str]:
    """The labels from `prefix` down to the action `label` chooses (its button names them
    all), or just `label`."""
    if label.startswith("="):
        return [label]
    depth = len(prefix)
    for choice in choices:
        if list(choice.path[:depth]) == list(prefix) and choice.path[depth:depth + 1] == (
                label,):
            return list(choice.path[depth:])
    return [label]


def encode_path(path: Sequence[str], steps: Sequence[str] = ()) -> str:
    """A picker position as it travels inside a button: the steps of the turn chosen so far
    (notations), then the labels chosen within the next step."""
    labels = PATH_SEPARATOR.join(path)
    return f"{STEP_SEPARATOR.join(steps)}{DRAFT_END}{labels}" if steps else labels


def decode_picker(text: str) -> tuple[list[str], list[str]]:
    """The steps and the labels of `encode_path`."""
    steps, end, labels = text.rpartition(DRAFT_END)
    return ([step for step in steps.split(STEP_SEPARATOR) if step] if end else [],
            [part for part in labels.split(PATH_SEPARATOR) if part])


def decode_path(text: str) -> list[str]:
    """The labels of a picker position (see `decode_picker`)."""
    return decode_picker(text)[1]
