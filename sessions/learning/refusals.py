"""What a player reads when the rules refuse their action: why, and where to learn more (the
`/rules` page of the rule, or how actions are written), in their language."""

from __future__ import annotations

import i18n
from games.base import BadNotation, IllegalAction

from ..words.guide import command_text, rules_command
from .rule_pages import topic_titles


def refusal_text(refusal: IllegalAction, lang: str) -> str:
    """A refused action as its player reads it: why, then where to learn more: the `/rules`
    page of the rule that refused it, or, for text that is no action at all, how actions are
    written. The game is the one whose catalog words the refusal uses (an engine's refusal
    keys start with its name), and a page is named only if that game has it."""
    if isinstance(refusal, BadNotation):
        pointer = i18n.t("refusal.notation", lang, move=command_text("move", lang),
                         action=i18n.t("cmd.move.action_name", lang),
                         play=i18n.t("ui.play", lang))
        return f"{refusal.message(lang)}\n{pointer}"
    kind = refusal.key.partition(".")[0]
    titles = dict(topic_titles(kind, lang)) if refusal.rule is not None else {}
    if refusal.rule not in titles:
        return refusal.message(lang)
    pointer = i18n.t("refusal.rule", lang, title=titles[refusal.rule],
                     command=rules_command(kind, lang, refusal.rule))
    return f"{refusal.message(lang)}\n{pointer}"
