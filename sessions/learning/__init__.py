"""Learning the games inside Discord: the illustrated rules (`/rules`), refusals that point to
them, and a practice game's hints."""

from .hints import Hint, HintService
from .refusals import refusal_text
from .rule_pages import ShownPage, games_with_pages, shown_page, topic_titles

__all__ = [
    "Hint", "HintService", "ShownPage", "games_with_pages", "refusal_text", "shown_page",
    "topic_titles",
]
