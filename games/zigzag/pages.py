"""The pages of Zig Zag's illustrated rules (`/rules game:zigzag`): data, kept in
`pages.toml` (each a real position the engine builds and the step the page explains) and read
once by `games.base.rule_pages`. `tests/conformance/test_rule_pages.py` replays every page,
so a picture cannot drift from the rules."""

from __future__ import annotations

from pathlib import Path
from typing import Final

from games.base import RulePage, rule_pages

PAGES_FILE: Final = Path(__file__).with_name("pages.toml")
PAGES: Final[tuple[RulePage, ...]] = rule_pages("zigzag", PAGES_FILE.read_text(encoding="utf-8"))
