"""The Play picker's model: what a press of it shows, or sends.

A player chooses their action one label at a time (`levels`), and a turn of several steps is
put together, as a draft, before it is sent (`drafting`). Each press asks for one thing:
the screen to show (the choices of the level it leads to, with their words, which of them
send the turn, where Back goes, the steps chosen so far), or the turn to send. Whether the
press still stands is judged first (`presses`).

The layer above lays the screen out; Discord's limits reach this module as numbers
(`Limits`), so that every word and every place fits where it is shown.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

import i18n

from ..core.errors import StaleVersion
from ..core.models import Choice, GameInfo
from ..words.picker_words import (
    ChoiceWords,
    choice_words,
    clipped,
    option_description,
    picker_text,
    token_label,
)
from ..words.presenter import game_title
from . import drafting
from .drafting import STEP_JOINER, Draft
from .levels import (
    PickerLevel,
    back_within,
    chosen_at,
    decode_picker,
    encode_path,
    path_under,
    picker_level,
    picker_step,
)
from .presses import button_stands, press_refusal
from .seats import acting_seat


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
class Place:
    """Where the picker stands: the steps of the turn chosen so far (notations, not yet
    sent) and the labels chosen within the next one. It travels in the picker's buttons,
    so that a press after a restart finds its place."""

    steps: tuple[str, ...] = ()
    path: tuple[str, ...] = ()

    @property
    def position(self) -> str:
        """The place as a button carries it."""
        return encode_path(self.path, self.steps)

    @classmethod
    def at(cls, position: str) -> Place:
        """The place a button carries (see `position`)."""
        steps, path = decode_picker(position)
        return cls(tuple(steps), tuple(path))


START = Place()


@dataclass(frozen=True)
class ShownChoice:
    """One choice of a screen: its `value` at this level (a menu option's), its words
    (`label`, and a menu option's `description`), whether pressing it sends the turn, and
    the place a button of it carries."""

    value: str
    label: str
    description: str | None
    sends: bool
    place: Place


@dataclass(frozen=True)
class PickerScreen:
    """What the picker shows: the game as read, where it stands (headings opened), its
    choices as buttons, or, when there are more than buttons can hold, as menus; where
    Back goes (None: nothing to take back); the steps chosen so far, as the player reads
    them; and the text above it all."""

    info: GameInfo
    place: Place
    buttons: tuple[ShownChoice, ...]
    menus: tuple[tuple[ShownChoice, ...], ...]
    back: Place | None
    so_far: tuple[str, ...]
    text: str


@dataclass(frozen=True)
class TurnToSend:
    """A press that sends the turn: its steps, to be played as the press made at `version`
    on the game as `info` showed it."""

    info: GameInfo
    version: int
    steps: tuple[str, ...]


@dataclass(frozen=True)
class PickerPress:
    """A press of the picker as its button or menu carries it: made at `version`, at
    `place`; `label` the choice pressed (None: Back, which shows `place`)."""

    version: int
    place: Place = START
    label: str | None = None


def draft_of(info: GameInfo, user_id: int, steps: Sequence[str]) -> Draft:
    """The turn the user is putting together: `steps` chosen so far (not sent), and the
    next step's choices in the game as `info` shows it. StaleVersion when the steps are no
    longer a draft of this user's turn."""
    seat = acting_seat(info, user_id)
    assert info.game.state is not None  # an acting seat exists only in a started game
    found = drafting.draft(info.game.kind, info.game.state, seat, steps)
    if found is None:
        raise StaleVersion(info.id)
    return found


def draft_after(info: GameInfo, user_id: int, steps: Sequence[str],
                notation: str) -> Draft | None:
    """The draft once `notation` is chosen after `steps` (complete: it ends the turn);
    None when choosing it must send it at once, as it shows something."""
    seat = acting_seat(info, user_id)
    assert info.game.state is not None
    return drafting.draft(info.game.kind, info.game.state, seat, [*steps, notation])


def sends(info: GameInfo, user_id: int, steps: Sequence[str], notation: str,
          limits: Limits) -> bool:
    """Whether choosing `notation` after `steps` sends the turn: it completes it, it
    reveals something, or the draft it would make no longer fits in a button's id."""
    after = draft_after(info, user_id, steps, notation)
    return after is None or after.complete or not _fits(info, [*steps, notation], after,
                                                        limits)


def _fits(info: GameInfo, steps: list[str], draft: Draft, limits: Limits) -> bool:
    """Whether every button and menu of the draft's next choice can carry the draft (with
    a digit to spare in the version, which grows while a picker is open)."""
    head = limits.id_frame + len(str(info.id)) + len(str(info.game.version * 10))
    longest = max((len(encode_path(c.path, steps)) for c in draft.choices), default=0)
    return head + longest <= limits.custom_id


def opened(info: GameInfo, user_id: int, version: int, message_id: int | None,
           lang: str, limits: Limits) -> PickerScreen:
    """The picker that Play, made at `version` on message `message_id`, opens: at the start
    of the user's turn; StaleVersion (out of date, without more to say) when the press no
    longer stands."""
    if not button_stands(info, version, user_id, message_id):
        raise StaleVersion(info.id)
    return screen(info, user_id, START, lang, limits)


def pressed(info: GameInfo, user_id: int, press: PickerPress, lang: str,
            limits: Limits) -> PickerScreen | TurnToSend:
    """What a press of the picker leads to: the screen of the next choice, the draft with
    the step it chose, or, when that step sends the turn, the turn to send. StaleVersion,
    saying why, when the press no longer stands or its choice is no longer offered."""
    refusal = press_refusal(info, press.version, user_id)
    if refusal is not None:
        raise refusal
    if press.label is None:
        return screen(info, user_id, press.place, lang, limits)
    steps, prefix, label = press.place.steps, press.place.path, press.label
    draft = draft_of(info, user_id, steps)
    level = picker_level(draft.choices, prefix)
    if label not in level.labels:
        raise StaleVersion(info.id, "taken",
                           action=_labels_text(info.game.kind, [*prefix, label], lang))
    notation = level.complete.get(label)
    if notation is None:
        return screen(info, user_id, Place(steps, (*prefix, label)), lang, limits, draft)
    if not sends(info, user_id, steps, notation, limits):
        return screen(info, user_id, Place((*steps, notation)), lang, limits)
    return TurnToSend(info, press.version, (*steps, notation))


def screen(info: GameInfo, user_id: int, place: Place, lang: str, limits: Limits,
           draft: Draft | None = None) -> PickerScreen:
    """The picker at the next choice under `place`: its choices as buttons when few, as
    menus when many, Back when there is a choice to take back. Each choice names the whole
    action it chooses, and says whether pressing it sends the turn (it completes it, or
    shows the player something they must see before going on) or leads to a further
    choice that Back can still undo. `draft`: the draft of `place.steps`, when the caller
    has just computed it (listing the choices is the costly part)."""
    steps = place.steps
    if draft is None:
        draft = draft_of(info, user_id, steps)
    prefix, level = picker_step(draft.choices, place.path)
    sending = {label: sends(info, user_id, steps, notation, limits)
               for label, notation in level.complete.items()}
    drafting_now = bool(steps) or not all(sending.values())
    shown = _shown(info.game.kind, draft.choices, Place(steps, tuple(prefix)), level,
                   sending, drafting_now, lang, limits)
    buttons, menus = ((shown, ()) if len(level.labels) <= limits.buttons else
                      ((), _menus(shown, limits)))
    so_far = [*steps]
    if prefix:
        so_far.append(_labels_text(info.game.kind, prefix, lang))
    return PickerScreen(
        info=info, place=Place(steps, tuple(prefix)), buttons=buttons, menus=menus,
        back=_back_of(info, user_id, steps, prefix, draft.choices), so_far=tuple(so_far),
        text=picker_text(game_title(info, lang), STEP_JOINER.join(so_far), drafting_now,
                         lang))


def _shown(kind: str, choices: Sequence[Choice], place: Place, level: PickerLevel,
           sending: dict[str, bool], drafting_now: bool, lang: str,
           limits: Limits) -> tuple[ShownChoice, ...]:
    """The level's choices with their words: a button's label when they fit in buttons,
    else a menu option's label and description (which says the choice sends the turn,
    while one is put together)."""
    as_buttons = len(level.labels) <= limits.buttons
    sends_text = i18n.t("ui.sends", lang)
    found = []
    for label in level.labels:
        words = _choice_words(kind, choices, list(place.path), label, level.complete, lang)
        sent = sending.get(label, False)
        found.append(ShownChoice(
            value=label[:limits.option_text],
            label=clipped(words.label,
                          limits.button_label if as_buttons else limits.option_text),
            description=None if as_buttons else option_description(
                words, sends_text if drafting_now and sent else None, limits.option_text),
            sends=sent, place=Place(place.steps, (*place.path, label))))
    return tuple(found)


def _menus(shown: tuple[ShownChoice, ...],
           limits: Limits) -> tuple[tuple[ShownChoice, ...], ...]:
    """The choices in menus of `limits.menu_options` each, as many menus as fit."""
    size = limits.menu_options
    return tuple(shown[index:index + size]
                 for index in range(0, min(len(shown), size * limits.menus), size))


def _back_of(info: GameInfo, user_id: int, steps: tuple[str, ...], prefix: list[str],
             choices: Sequence[Choice]) -> Place | None:
    """Where Back leads: the previous choice of this step, else the level where the last
    step of the draft was chosen (None: nothing to take back)."""
    within = back_within(choices, prefix)
    if within is not None:
        return Place(steps, tuple(within))
    if not steps:
        return None
    before = draft_of(info, user_id, steps[:-1])
    return Place(steps[:-1], tuple(chosen_at(before.choices, steps[-1])))


def _choice_words(kind: str, choices: Sequence[Choice], prefix: list[str], label: str,
                  complete: dict[str, str], lang: str) -> ChoiceWords:
    """What the picker shows for `label` under `prefix`: what the choice does in game terms
    (the whole action when it takes one), else its labels, translated, on one line."""
    if label.startswith("="):  # an action whose path ends where the level stands
        path, shown = list(prefix), len(prefix)
    else:
        path = [*prefix, *path_under(choices, prefix, label)]
        shown = len(path) if label in complete else len(prefix) + 1
    words = choice_words(kind, path, shown, lang) if path else None
    if words is not None:
        return words
    labels = path[len(prefix):shown] if label in complete and not label.startswith("=") \
        else [label]
    return ChoiceWords(_labels_text(kind, labels, lang), None)


def _labels_text(kind: str, labels: Sequence[str], lang: str) -> str:
    """Labels of the picker as a player reads them, on one line: translated tokens, and the
    notation of an action labelled by it (`=take`)."""
    return " ".join(label[1:] if label.startswith("=") else token_label(kind, label, lang)
                    for label in labels)
