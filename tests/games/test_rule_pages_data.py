"""`games.base.rule_pages`: how a game's `pages.toml` becomes its illustrated rules."""

from __future__ import annotations

import pydantic
import pytest

from games.base import rule_page, rule_pages

DOCUMENT = '''
[defaults]
options = { bushes = "fixed" }

[steps]
opening = "a1-b3, c1-d3"
longer = """
{opening},
e1-f3"""

[[page]]
topic = "knight"
action = "b3-c5"
seed = 2
before = "{longer}, f3-e5"
params = { tile = "NW" }

[[page]]
topic = "live"
action = "take"
options = { mode = "live" }

[[page]]
topic = "house"
'''


def test_a_document_gives_the_pages_rule_page_would_in_its_order() -> None:
    pages = rule_pages("demo", DOCUMENT)
    assert pages == (
        rule_page("demo", "knight", "b3-c5", 2, "a1-b3, c1-d3, e1-f3, f3-e5",
                  options={"bushes": "fixed"}, params={"tile": "NW"}),
        rule_page("demo", "live", "take", options={"mode": "live"}),
        rule_page("demo", "house"),
    )
    assert pages[0].keys == ("rules.demo.knight.title", "rules.demo.knight.text")


def test_a_page_of_words_only_takes_no_defaults() -> None:
    assert rule_pages("demo", DOCUMENT)[-1].options == {}


def test_a_key_nobody_reads_is_refused() -> None:
    with pytest.raises(pydantic.ValidationError):
        rule_pages("demo", '[[page]]\ntopic = "knight"\naction = "b3-c5"\nsed = 2\n')
