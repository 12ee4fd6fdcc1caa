"""The Play picker's model: what a press of it shows, or sends.

A player chooses their action one label at a time (`levels`), as few presses as the screen
can hold (`layout`), and a turn of several steps is put together, as a draft, before it is
sent (`drafting`). Each press asks for one thing: the screen to show (its choices with their
words, which of them send the turn, where Back goes, the steps chosen so far, and the
player's view of the game with those steps drawn), or the turn to send. Whether the press
still stands is judged first (`presses`).

Play pressed while the game does not wait for the presser shows the board, whom it waits
for, and only the actions the rules leave the presser now. Such an action that could never
be taken back (it shows something, or ends a phase for everyone: Zig Zag's Stop) first asks
to be confirmed, saying what it does; typed with `/move`, it is explicit and asks nothing.

The layer above lays the screen out; Discord's limits reach this module as numbers
(`Limits`), so that every word and every place fits where it is shown.
"""

from __future__ import annotations

import hashlib
from collections.abc import Sequence
from dataclasses import dataclass

import i18n
from games import get_engine
from games.base import GameView

from ..core.errors import SessionError, StaleVersion
from ..core.models import Choice, GameInfo
from ..words.picker_words import (
    ChoiceWords,
    action_words,
    choice_words,
    clipped,
    confirm_label,
    confirm_text,
    consequence,
    menu_title,
    option_description,
    picker_text,
    token_label,
    waiting_text,
)
from ..words.presenter import game_title, waiting_line
from . import drafting
from .drafting import STEP_JOINER, Draft
from .layout import Arrangement, Leaf, Limits, arranged, leaves
from .levels import (
    CONFIRM,
    DRAFT_END,
    PATH_SEPARATOR,
    STEP_SEPARATOR,
    back_within,
    chosen_at,
    decode_picker,
    encode_path,
    path_under,
    picker_level,
    picker_step,
)
from .presses import button_stands, press_refusal
from .seats import acting_seat, acts_out_of_turn


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
    """One choice of a screen: its `value` (a menu option's: the labels from the screen's
    level down to the choice), its words (`label`, and a menu option's `description`),
    whether pressing it sends the turn, whether it is an action that cannot be taken back
    played out of turn (`risky`: it asks to be confirmed, or confirms it), and the place a
    button of it carries."""

    value: str
    label: str
    description: str | None
    sends: bool
    place: Place
    risky: bool = False


@dataclass(frozen=True)
class Menu:
    """Choices in one menu, and what the menu says before it is opened (None: the layer
    above's usual word)."""

    choices: tuple[ShownChoice, ...]
    title: str | None


@dataclass(frozen=True)
class Picture:
    """The player's view of the game with the steps chosen so far played, to draw above the
    picker; `name` changes exactly when the picture does (what is drawn, in which language,
    with which names), so a message that already shows it keeps it."""

    view: GameView
    name: str


@dataclass(frozen=True)
class PickerScreen:
    """What the picker shows: the game as read, where it stands (headings opened), its
    choices as buttons and menus; where Back goes (None: nothing to take back); the steps
    chosen so far, as the player reads them; the text above it all; and the picture."""

    info: GameInfo
    place: Place
    buttons: tuple[ShownChoice, ...]
    menus: tuple[Menu, ...]
    back: Place | None
    so_far: tuple[str, ...]
    text: str
    picture: Picture | None = None


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
    `place`; `label` the choice pressed (None: Back, which shows `place`; a menu option's
    value may hold several labels, down to the action it takes)."""

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


def asks_to_confirm(info: GameInfo, seat: int, steps: Sequence[str], notation: str) -> bool:
    """Whether choosing `notation` after `steps` asks to be confirmed first: the game does
    not wait for `seat` (a press made out of turn, perhaps only to look), and the action
    could never be taken back (`drafting.seals`: it shows something, or ends a phase for
    everyone). Decided from what the seat may know and where the game stands, never from a
    secret (`showing`)."""
    assert info.game.state is not None
    return seat not in info.to_act and drafting.seals(info.game.kind, info.game.state, seat,
                                                      steps, notation)


def _head(info: GameInfo, limits: Limits) -> int:
    """The characters of a picker id that the frame, the game's number and its version take
    (with a digit to spare in the version, which grows while a picker is open)."""
    return limits.id_frame + len(str(info.id)) + len(str(info.game.version * 10))


def _fits(info: GameInfo, steps: list[str], draft: Draft, limits: Limits) -> bool:
    """Whether every button and menu of the draft's next choice can carry the draft."""
    longest = max((len(encode_path(c.path, steps)) for c in draft.choices), default=0)
    return _head(info, limits) + longest <= limits.custom_id


def _room(info: GameInfo, steps: Sequence[str], limits: Limits) -> int:
    """The characters a picker id has left for the labels of its place, after the draft."""
    drafted = len(STEP_SEPARATOR.join(steps)) + len(DRAFT_END) if steps else 0
    return limits.custom_id - _head(info, limits) - drafted


def opened(info: GameInfo, user_id: int, version: int, message_id: int | None,
           lang: str, limits: Limits, at: str | None = None) -> PickerScreen:
    """The picker that Play, made at `version` on message `message_id`, opens: at the start
    of the user's turn, or, when the game does not wait for them, the board, whom it waits
    for and what they may do now; StaleVersion (out of date, without more to say) when a
    new board was posted since the press's. `at`: a first label to open the picker at (the
    status message's any-time choice: Ostrich Scramble's gives), when the user has such
    choices now; else the start, which says what they may do."""
    if not button_stands(info, version, user_id, message_id):
        refusal = press_refusal(info, version, user_id, message_id=message_id)
        if refusal is None or refusal.reason != "done":
            raise StaleVersion(info.id)
    seat = _seat(info, user_id)
    if at is None or (seat not in info.to_act and not acts_out_of_turn(info, seat)):
        return screen(info, user_id, START, lang, limits)
    draft = draft_of(info, user_id, ())
    offered = any(choice.path[:1] == (at,) for choice in draft.choices)
    return screen(info, user_id, Place((), (at,)) if offered else START, lang, limits, draft)


def pressed(info: GameInfo, user_id: int, press: PickerPress, lang: str,
            limits: Limits) -> PickerScreen | TurnToSend:
    """What a press of the picker leads to: the screen of the next choice, the draft with
    the step it chose, a confirmation, or, when that step sends the turn, the turn to send.
    StaleVersion, saying why, when the press no longer stands or its choice is no longer
    offered."""
    place, label = _unfolded(press)
    _check_press(info, user_id, press.version, place, label, lang)
    if label is None:
        return screen(info, user_id, place, lang, limits)
    steps, prefix = place.steps, place.path
    draft = draft_of(info, user_id, steps)
    if label == CONFIRM:
        notation = _complete_at(draft.choices, prefix)
        if notation is None:
            raise StaleVersion(info.id, "taken", action=_labels_text(info.game.kind, prefix,
                                                                      lang))
        return TurnToSend(info, press.version, (*steps, notation))
    level = picker_level(draft.choices, prefix)
    if label not in level.labels:
        raise StaleVersion(info.id, "taken",
                           action=_labels_text(info.game.kind, [*prefix, label], lang))
    notation = level.complete.get(label)
    if notation is None:
        return screen(info, user_id, Place(steps, (*prefix, label)), lang, limits, draft)
    if asks_to_confirm(info, acting_seat(info, user_id), steps, notation):
        return confirmation(info, user_id, steps, notation, lang, limits)
    if not sends(info, user_id, steps, notation, limits):
        return screen(info, user_id, Place((*steps, notation)), lang, limits)
    return TurnToSend(info, press.version, (*steps, notation))


def _unfolded(press: PickerPress) -> tuple[Place, str | None]:
    """The press's place and label, a menu option's labels down to its action unfolded
    (`flip/1-16/5` chosen at `[]` is `5` chosen at `[flip, 1-16]`)."""
    if press.label is None or PATH_SEPARATOR not in press.label:
        return press.place, press.label
    *above, label = press.label.split(PATH_SEPARATOR)
    return Place(press.place.steps, (*press.place.path, *above)), label


def _check_press(info: GameInfo, user_id: int, version: int, place: Place,
                 label: str | None, lang: str) -> None:
    """Refuse a press that no longer stands (`presses.press_refusal`); a press that plays an
    action the rules leave open to the presser out of turn is judged as that action, and
    one of the game's any-time choices that another took away first says so."""
    refusal = press_refusal(info, version, user_id)
    if refusal is None:
        return
    if label is None:
        raise refusal
    try:
        draft = draft_of(info, user_id, place.steps)
    except SessionError:
        raise refusal from None
    path = place.path if label == CONFIRM else (*place.path, label)
    notation = _complete_at(draft.choices, path)
    if notation is None:
        if path[:1] == (get_engine(info.game.kind).anytime_choice,):
            words = choice_words(info.game.kind, path, len(path), lang)
            shown = words.label if words else _labels_text(info.game.kind, path, lang)
            raise StaleVersion(info.id, "taken", action=shown) from None
        raise refusal
    again = press_refusal(info, version, user_id, action=notation)
    if again is not None:
        raise again if again.reason == "taken" else refusal


def _complete_at(choices: Sequence[Choice], path: Sequence[str]) -> str | None:
    """The action the last label of `path` chooses at its level, if it chooses one."""
    if not path:
        return None
    return picker_level(choices, path[:-1]).complete.get(path[-1])


def confirmation(info: GameInfo, user_id: int, steps: Sequence[str], notation: str,
                 lang: str, limits: Limits) -> PickerScreen:
    """The question an action that cannot be taken back asks before it is played out of
    turn: what it does, a button that plays it, and Back to where it was offered."""
    draft = draft_of(info, user_id, steps)
    kind = info.game.kind
    labels = next((leaf.labels for leaf in leaves(draft.choices, ())
                   if leaf.notation == notation), None)
    if labels is None:
        raise StaleVersion(info.id, "taken", action=notation)
    path = next(choice.path for choice in draft.choices if choice.notation == notation)
    action = _choice_words(kind, draft.choices, list(labels[:-1]), labels[-1],
                           {labels[-1]: notation}, lang).label
    title = game_title(info, lang)
    yes = ShownChoice(value=CONFIRM, label=clipped(confirm_label(action, lang),
                                                   limits.button_label),
                      description=None, sends=True, risky=True,
                      place=Place(tuple(steps), (*labels, CONFIRM)))
    back = Place(tuple(steps), _offered_at(info, draft.choices, steps, notation, limits))
    return PickerScreen(
        info=info, place=Place(tuple(steps), labels), buttons=(yes,), menus=(), back=back,
        so_far=tuple(steps), text=confirm_text(title, action, consequence(kind, path, lang),
                                               lang),
        picture=_picture(info, acting_seat(info, user_id), steps, lang))


def anytime(info: GameInfo, user_id: int, version: int, notation: str, lang: str,
            limits: Limits) -> PickerScreen | None:
    """What a press of the game's any-time action (Zig Zag's Stop on the status message),
    made at `version`, shows first: its confirmation when it asks one (see
    `asks_to_confirm`), else None (it is played at once). StaleVersion when the press no
    longer stands (as `act` would judge it), SessionError when the presser may not play it."""
    refusal = press_refusal(info, version, user_id, action=notation)
    if refusal is not None:
        raise refusal
    seat = acting_seat(info, user_id, notation)
    if not asks_to_confirm(info, seat, (), notation):
        return None
    return confirmation(info, user_id, (), notation, lang, limits)


def screen(info: GameInfo, user_id: int, place: Place, lang: str, limits: Limits,
           draft: Draft | None = None) -> PickerScreen:
    """The picker at the next choice under `place`, with as few presses as fit (`layout`):
    each choice names the whole action it chooses, or the level it opens, and says whether
    pressing it sends the turn (it completes it, or shows the player something they must
    see before going on) or adds a step that Back can still undo. Back when there is a
    choice to take back. For a player the game does not wait for: whom it waits for, and
    only what they may do now. `draft`: the draft of `place.steps`, when the caller has just
    computed it (listing the choices is the costly part)."""
    seat = _seat(info, user_id)
    waiting = seat not in info.to_act
    if waiting and not acts_out_of_turn(info, seat):
        return _waiting(info, seat, lang)
    steps = place.steps
    if draft is None:
        draft = draft_of(info, user_id, steps)
    prefix, _ = picker_step(draft.choices, place.path)
    layout = arranged(info.game.kind, draft.choices, prefix, limits, _room(info, steps, limits))
    sending = {leaf.notation: (sends(info, user_id, steps, leaf.notation, limits),
                               asks_to_confirm(info, seat, steps, leaf.notation))
               for leaf in _all(layout) if leaf.notation is not None}
    drafting_now = bool(steps) or not all(sent for sent, _ in sending.values())
    here = Place(steps, tuple(prefix))
    buttons, menus = _shown(info.game.kind, draft.choices, here, layout, sending,
                            drafting_now, lang, limits)
    so_far = [*steps]
    worded = [action_words(info.game.kind, path, lang)
              for path in drafting.step_paths(info.game.kind, info.game.state or "", seat, steps)]
    if prefix:
        so_far.append(_labels_text(info.game.kind, prefix, lang))
    title = game_title(info, lang)
    confirms = any(asks for _, asks in sending.values())
    text = (waiting_text(title, waiting_line(info, lang), True, lang, confirms=confirms)
            if waiting else
            picker_text(title, STEP_JOINER.join(worded + so_far[len(steps):]),
                        drafting_now, lang))
    return PickerScreen(
        info=info, place=here, buttons=buttons, menus=menus,
        back=_back_of(info, user_id, steps, prefix, draft.choices, limits),
        so_far=tuple(so_far), text=text, picture=_picture(info, seat, steps, lang))


def _seat(info: GameInfo, user_id: int) -> int:
    """The seat the user plays for in a running game (SessionError, saying why, when the
    game is not running or the user plays no seat in it)."""
    if info.game.status != "active":
        acting_seat(info, user_id)  # refuses, saying why
    return info.person_seat(user_id)


def _waiting(info: GameInfo, seat: int, lang: str) -> PickerScreen:
    """Play pressed by a player the game does not wait for, who may do nothing now: the
    board and whom the game waits for."""
    title = game_title(info, lang)
    return PickerScreen(info=info, place=START, buttons=(), menus=(), back=None, so_far=(),
                        text=waiting_text(title, waiting_line(info, lang), False, lang),
                        picture=_picture(info, seat, (), lang))


def _picture(info: GameInfo, seat: int, steps: Sequence[str], lang: str) -> Picture | None:
    """The seat's view with the draft's steps played, named by what it draws."""
    assert info.game.state is not None
    view = drafting.drafted_view(info.game.kind, info.game.state, seat, steps)
    if view is None:
        return None
    drawn = "\n".join([info.game.kind, lang, repr(sorted(info.names.items())),
                       view.model_dump_json()])
    return Picture(view, f"view-{hashlib.sha256(drawn.encode()).hexdigest()[:16]}.png")


def _all(layout: Arrangement) -> tuple[Leaf, ...]:
    """Every choice of a screen, buttons first."""
    return (*layout.buttons, *(leaf for menu in layout.menus for leaf in menu))


def _shown(kind: str, choices: Sequence[Choice], place: Place, layout: Arrangement,
           sending: dict[str, tuple[bool, bool]], drafting_now: bool, lang: str,
           limits: Limits) -> tuple[tuple[ShownChoice, ...], tuple[Menu, ...]]:
    """The screen's choices with their words: a button's label, else a menu option's label
    and description (which says the choice sends the turn, while one is put together)."""
    sends_text = i18n.t("ui.sends", lang)

    def shown(leaf: Leaf, as_button: bool) -> ShownChoice:
        above = [*place.path, *leaf.labels[:-1]]
        label = leaf.labels[-1]
        complete = {label: leaf.notation} if leaf.notation is not None else {}
        words = _choice_words(kind, choices, above, label, complete, lang)
        sent, risky = sending.get(leaf.notation or "", (False, False))
        sent = sent and not risky
        return ShownChoice(
            value=leaf.value[:limits.option_text],
            label=clipped(words.label, limits.button_label if as_button else limits.option_text),
            description=None if as_button else option_description(
                words, sends_text if drafting_now and sent else None, limits.option_text),
            sends=sent, risky=risky, place=Place(place.steps, (*above, label)))

    buttons = tuple(shown(leaf, True) for leaf in layout.buttons)
    menus = []
    for menu in layout.menus:
        options = tuple(shown(leaf, False) for leaf in menu)
        title = menu_title(options[0].label, options[-1].label, limits.option_text) \
            if len(options) > 1 else None
        menus.append(Menu(options, title))
    return buttons, tuple(menus)


def _back_of(info: GameInfo, user_id: int, steps: tuple[str, ...], prefix: list[str],
             choices: Sequence[Choice], limits: Limits) -> Place | None:
    """Where Back leads: the previous choice of this step, else the screen where the last
    step of the draft was chosen (None: nothing to take back)."""
    within = back_within(choices, prefix)
    if within is not None:
        return Place(steps, tuple(within))
    if not steps:
        return None
    before = draft_of(info, user_id, steps[:-1])
    return Place(steps[:-1], _offered_at(info, before.choices, steps[:-1], steps[-1], limits))


def _offered_at(info: GameInfo, choices: Sequence[Choice], steps: Sequence[str],
                notation: str, limits: Limits) -> tuple[str, ...]:
    """The place whose screen offered `notation` in one press: the shallowest level on its
    path whose screen holds it (`layout`), else where its own label stands."""
    path = next((list(c.path) for c in choices if c.notation == notation), [])
    room = _room(info, steps, limits)
    for depth in range(len(path) + 1):
        shown, _ = picker_step(choices, path[:depth])
        if path[:len(shown)] == shown and arranged(
                info.game.kind, choices, shown, limits, room).offers(notation):
            return tuple(path[:depth])
    return tuple(chosen_at(choices, notation))


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
