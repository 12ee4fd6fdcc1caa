"""What only one player may know, derived from the engine, to look for in public Discord text.

A `LeakWatch` follows a game action by action and collects two kinds of phrases:

- never public: texts the bot writes for one player only (the lines of their private view
  that a spectator's view lacks, the private event lines of the action log, the private
  confirmation of each action, the notation of each secret submission);
- not public yet: texts the bot will post once a secret is revealed (a game-specific list,
  e.g. the reveal line of a Zig card still face down); they must not appear in what the
  channel received before the reveal.

Every phrase is built the way the bot builds its own messages (engine views, `describe`,
catalog keys), so a leak of any of them is found verbatim. `proof` reports, at the end, which
kinds of phrase the players did receive privately (and which hidden phrases were posted once
revealed), which shows the phrases are real text and the checks can fail.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass, field
from typing import Any

import i18n
from games import get_engine
from games.base import Event
from sessions.core import events_from_json
from sessions.words.presenter import line_for, render_lines, seat_names
from storage import ActionRecord

HiddenPhrases = Callable[[Any, Mapping[int, str]], dict[str, str]]
"""(engine state, display names by seat) -> {phrase: what it would reveal}."""

PRIVATE_VIEW = "private view"
PRIVATE_EVENT = "private event"
CONFIRMATION = "confirmation"
SUBMISSION = "secret submission"
KINDS = (PRIVATE_VIEW, PRIVATE_EVENT, CONFIRMATION, SUBMISSION)

MIN_PHRASE = 8  # shorter lines ("-") could match public text by chance


def event_texts(event: Event, names: Mapping[int, str]) -> list[str]:
    """An event's line in every language, names filled in as the presenter does."""
    line = line_for(event, names)
    return [render_lines([line], lang) for lang in i18n.LANGUAGES]


@dataclass
class LeakWatch:
    """Collects each seat's secrets as the game goes and finds them in public text."""

    kind: str
    game_id: int
    names: dict[int, str]
    hidden_now: HiddenPhrases
    secret_submission: Callable[[str], bool]
    never: dict[str, tuple[str, str]] = field(default_factory=dict)  # phrase -> (kind, whose)
    revealable: dict[str, str] = field(default_factory=dict)
    last_seq: int = 0

    def note_state(self, state: Any) -> dict[str, str]:
        """Record the private lines of every seat's view now; return what is hidden now."""
        engine = get_engine(self.kind)
        lang = "en"
        names = seat_names(self.names)  # the texts the bot sends name players
        public = set(engine.describe(engine.view(state, None), lang, names).splitlines())
        for seat, name in self.names.items():
            for line in engine.describe(engine.view(state, seat), lang, names).splitlines():
                if line not in public and len(line) >= MIN_PHRASE:
                    self.never.setdefault(line, (PRIVATE_VIEW, name))
        hidden = self.hidden_now(state, self.names)
        self.revealable.update(hidden)
        return hidden

    def note_actions(self, actions: Iterable[ActionRecord]) -> None:
        """Record the private events, confirmations and secret notations of new actions."""
        for action in actions:
            if action.seq <= self.last_seq:
                continue
            self.last_seq = action.seq
            name = self.names[action.seat]
            for event in events_from_json(action.events):
                if event.audience is not None:
                    for text in event_texts(event, self.names):
                        self.never.setdefault(text, (PRIVATE_EVENT, name))
            for lang in i18n.LANGUAGES:
                title = i18n.t("ui.game_title", lang,
                               kind=i18n.t(f"game_name.{self.kind}", lang), game=self.game_id)
                played = i18n.t("ui.played", lang, action=action.notation, title=title)
                self.never.setdefault(played, (CONFIRMATION, name))
            if self.secret_submission(action.notation):
                self.never.setdefault(action.notation, (SUBMISSION, name))

    def leaks(self, text: str, hidden: Mapping[str, str] | None = None) -> list[str]:
        """The never-public phrases, and the `hidden` ones, that occur in `text`."""
        found = [f"{kind} of {whose}: {phrase!r}"
                 for phrase, (kind, whose) in self.never.items() if phrase in text]
        found += [f"{what} (not revealed yet): {phrase!r}"
                  for phrase, what in (hidden or {}).items() if phrase in text]
        return found

    def proof(self, private_text: str, public_text: str) -> dict[str, int]:
        """How many phrases of each kind the players received privately, and how many hidden
        phrases were posted publicly after their reveal: evidence the checks can fail."""
        seen = dict.fromkeys(KINDS, 0)
        for phrase, (kind, _) in self.never.items():
            seen[kind] += phrase in private_text
        seen["revealed later"] = sum(phrase in public_text for phrase in self.revealable)
        return seen
