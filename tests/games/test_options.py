"""Options stored before an option existed keep the rule their game was played by."""

from __future__ import annotations

from games.base import OptionSpec, resolve_options, resolve_stored

SPECS = (
    OptionSpec(name="size", label="t.size", default=3, minimum=1, maximum=9),
    OptionSpec(name="rules", label="t.rules", default=2, minimum=1, maximum=2, before=1),
)


def test_stored_options_lacking_an_option_read_its_value_from_before() -> None:
    assert resolve_stored(SPECS, {"size": 4}) == {"size": 4, "rules": 1}
    assert resolve_stored(SPECS, {"size": 4, "rules": 2}) == {"size": 4, "rules": 2}


def test_no_options_at_all_are_the_newest_rules_and_the_lobby_fills_in_the_newest() -> None:
    assert resolve_stored(SPECS, None) == resolve_stored(SPECS, {}) == {"size": 3, "rules": 2}
    # the lobby resolves a new game's options with the defaults, so it stores rules 2
    assert resolve_options(SPECS, {"size": 4}) == {"size": 4, "rules": 2}
