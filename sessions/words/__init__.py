"""Every message composed, as pure functions: names and lines in a reader's language
(presenter), what is posted when something happens (announce), what absences cause (absence:
resigning, reclaiming, votes, reminders, the digest), the archive, the lobby card, the
newcomer's guide and `/help`, the picker's words. Nothing here reads or writes storage."""

from .access import NEEDED as NEEDED_PERMISSIONS
from .access import card_notes, manager_notice
from .guide import first_time_summary, help_page
from .picker_words import (
    BUTTON_LABEL_MAX,
    OPTION_TEXT_MAX,
    ChoiceWords,
    action_words,
    choice_words,
    clipped,
    option_description,
    token_label,
    verb_label,
)
from .presenter import (
    chat_time,
    described,
    game_title,
    lines_for,
    md,
    option_text,
    plain,
    players_needed,
    render_lines,
    seat_names,
    status_line,
    status_text,
    view_text,
    waiting_line,
)

__all__ = [
    "BUTTON_LABEL_MAX", "OPTION_TEXT_MAX", "ChoiceWords", "action_words", "chat_time",
    "choice_words", "clipped", "described", "first_time_summary", "game_title", "help_page",
    "lines_for", "md", "option_description", "option_text", "plain", "players_needed",
    "render_lines", "seat_names", "status_line", "status_text", "token_label", "verb_label",
    "view_text", "waiting_line",
]
__all__ += ["NEEDED_PERMISSIONS", "card_notes", "manager_notice"]  # what the bot may lack
from .lobby_card import card_options, card_players  # noqa: E402

__all__ += ["card_options", "card_players"]  # the lobby card's fields, in words
