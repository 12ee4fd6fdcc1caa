"""The Play picker's words: each choice says what it does in game terms ("Knight jump: b1 →
c3", "Set a Zig: red 2cw North"), with a one-line description of its effect where Discord
shows one (a select menu's options), in the reader's language and within Discord's limits.
The engine says which action a choice stands for (`Engine.menu_words`); the catalog words
it (`<game>.pick.<verb>`, `<game>.pick_help.<verb>`)."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass

import i18n
from games import get_engine

from .notation_words import token_label as token_label
from .notation_words import worded_token

BUTTON_LABEL_MAX = 80  # Discord's limit for a button's label
OPTION_TEXT_MAX = 100  # ... and for a select option's label and its description
ELLIPSIS = "…"


def verb_label(kind: str, verb: str, lang: str) -> str:
    """A kind of action as a button names it ("Give a garment"): the picker's word for the
    first label of its actions."""
    return i18n.t(f"{kind}.pick.{verb}", lang)


def clipped(text: str, limit: int) -> str:
    """`text` within `limit` characters: whole when it fits, else cut at the last space
    that leaves room for an ellipsis (mid-word only for a single long word)."""
    if len(text) <= limit:
        return text
    room = text[:limit - len(ELLIPSIS)]
    cut = room.rsplit(" ", 1)[0] if " " in room.strip() else room
    return cut.rstrip(" :·,;") + ELLIPSIS


@dataclass(frozen=True)
class ChoiceWords:
    """A picker choice as the reader sees it: its label, and what it does (None: nothing
    more to say than the label)."""

    label: str
    description: str | None


def choice_words(kind: str, path: Sequence[str], shown: int, lang: str,
                 name: Callable[[str, str, str], str] = token_label) -> ChoiceWords | None:
    """The words of a choice that stands for the first `shown` labels of `path` (a legal
    action's picker path; all of it when the choice takes that action), its tokens named by
    `name`; None when the game has no words for it (the picker then shows its labels)."""
    words = get_engine(kind).menu_words(path, shown)
    if words is None:
        return None
    verb = i18n.t(f"{kind}.pick.{words.verb}", lang)
    what = " ".join(name(kind, token, lang) for token in words.what)
    label = i18n.t("ui.pick_label", lang, verb=verb, what=what) if what else verb
    help_key = f"{kind}.pick_help.{words.verb}"
    return ChoiceWords(label, i18n.t(help_key, lang) if i18n.has(help_key) else None)


def action_words(kind: str, path: Sequence[str], lang: str) -> str:
    """A whole action named in game terms, as the picker's choice that takes it reads (its
    translated labels on one line when the game has no words for it): a hint names its
    move this way."""
    words = choice_words(kind, path, len(path), lang, worded_token) if path else None
    if words is not None:
        return words.label
    return " ".join(worded_token(kind, label, lang) for label in path)


def option_description(words: ChoiceWords | None, sends: str | None,
                       limit: int = OPTION_TEXT_MAX) -> str | None:
    """A select option's description: that choosing it sends the turn (`sends`, when it
    does), then what it does; within `limit` characters (Discord's 100)."""
    parts = [part for part in (sends, words.description if words else None) if part]
    return clipped(" · ".join(parts), limit) if parts else None


def picker_text(title: str, so_far: str, drafting: bool, lang: str) -> str:
    """What the picker says above its choices: the game (`title`), the steps of the turn
    chosen so far (`so_far`, as the player reads them: none when empty), and, while a turn
    is put together (`drafting`), which choices send it and which add a step Back can take
    back."""
    text = i18n.t("ui.pick", lang, title=title)
    if so_far:
        text += "\n" + i18n.t("ui.so_far", lang, choice=so_far)
    if drafting:
        text += "\n" + i18n.t("ui.draft_hint", lang)
    return text


def menu_title(first: str, last: str, limit: int) -> str:
    """What a menu of several choices says before it is opened: its first and its last
    choice, the words they share said once ("Flip a card: 1 … 24"), within `limit`."""
    shared = 0
    for index, (one, other) in enumerate(zip(first, last, strict=False)):
        if one != other:
            break
        if one == " ":
            shared = index + 1
    return clipped(f"{first} {ELLIPSIS} {last[shared:]}", limit)


def waiting_text(title: str, waiting: str, may_act: bool, lang: str, *,
                 confirms: bool = False) -> str:
    """What Play says to a player the game does not wait for: whose turn it is (`waiting`,
    with their deadlines), and, when the rules leave them an action now (`may_act`), that
    they may take it, and that it asks to be confirmed when one offered does (`confirms`:
    an action that cannot be taken back, as Zig Zag's Stop; a give, which can be, does
    not)."""
    text = i18n.t("picker.not_your_turn", lang, title=title) + "\n" + waiting
    if may_act:
        text += "\n" + i18n.t("picker.anytime", lang)
        if confirms:
            text += " " + i18n.t("picker.anytime_confirm", lang)
    return text


def consequence(kind: str, path: Sequence[str], lang: str) -> str | None:
    """What an action that cannot be taken back does to the game, for its confirmation: the
    catalog's `confirm.consequence.<game>.<verb>`, else the choice's description."""
    words = get_engine(kind).menu_words(path, len(path)) if path else None
    if words is None:
        return None
    key = f"confirm.consequence.{kind}.{words.verb}"
    if i18n.has(key):
        return i18n.t(key, lang)
    found = choice_words(kind, path, len(path), lang)
    return found.description if found is not None else None


def confirm_text(title: str, action: str, said: str | None, lang: str) -> str:
    """The question an action that cannot be taken back asks first: that it cannot, what it
    does to the game (`said`), and how to go on."""
    text = i18n.t("confirm.ask", lang, title=title, action=action)
    if said:
        text += "\n" + said
    return text + "\n" + i18n.t("confirm.how", lang, button=confirm_label(action, lang))


def confirm_label(action: str, lang: str) -> str:
    """The button that confirms `action`, within a button's limit."""
    return clipped(i18n.t("confirm.button", lang, action=action), BUTTON_LABEL_MAX)
