"""Game options as `/game new` offers them, and how every engine validates the ones given.

Reached through `games.base`, so an unknown option or a bad value is refused the same way
for every game.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from pydantic import BaseModel, ConfigDict

from games.models import IllegalAction


class OptionSpec(BaseModel):
    """One game option as offered at `/game new`: a choice among words, or a bounded integer.

    `label` is the catalog key of its description; choices' labels are
    `<label>.<choice>` when the catalog has them. `aliases` are other words a choice may be
    typed as (`true` for `on`, so a value stored or typed in an older form still reads).
    `default_when` makes the default follow another option: the first `(option, value,
    default)` whose option resolved to that value gives it (a house rule for play over days
    that the table game leaves off). `before`: see the field.
    """

    model_config = ConfigDict(frozen=True)

    name: str
    label: str
    default: str | int | bool
    choices: tuple[str, ...] | None = None
    minimum: int | None = None
    maximum: int | None = None
    aliases: tuple[tuple[str, str], ...] = ()
    default_when: tuple[tuple[str, str, str | int | bool], ...] = ()
    before: str | int | bool | None = None
    """The value a game's stored options that lack this option read (`resolve_stored`): the
    rule games stored before it existed were played by."""

    def coerce(self, raw: object) -> str | int | bool:
        """Validate one raw value (from a slash command or a config file) for this option.
        A number is bounded before it is converted (a value of thousands of digits is out
        of range, not a crash), and a refusal quotes at most the start of a long value."""
        shown = _quoted(raw)
        if isinstance(self.default, bool):
            if isinstance(raw, bool):
                return raw
            text = str(raw).strip().lower()
            if text in {"true", "yes", "on", "1", "oui"}:
                return True
            if text in {"false", "no", "off", "0", "non"}:
                return False
            raise IllegalAction("option.bad_bool", option=self.name, value=shown)
        if isinstance(self.default, int):
            text = str(raw).strip().removeprefix("-").removeprefix("+")
            if not text.isascii() or not text.isdigit():
                raise IllegalAction("option.bad_int", option=self.name, value=shown)
            low = self.minimum if self.minimum is not None else -(10**OPTION_DIGITS)
            high = self.maximum if self.maximum is not None else 10**OPTION_DIGITS
            if len(text.lstrip("0")) > OPTION_DIGITS:
                raise IllegalAction(
                    "option.out_of_range", option=self.name, value=shown, low=low, high=high)
            value = int(str(raw).strip())
            if not low <= value <= high:
                raise IllegalAction(
                    "option.out_of_range", option=self.name, value=value, low=low, high=high
                )
            return value
        text = str(raw).strip().lower()
        text = dict(self.aliases).get(text, text)
        if self.choices is not None and text not in self.choices:
            raise IllegalAction(
                "option.bad_choice", option=self.name, value=shown,
                choices=", ".join(self.choices),
            )
        return text


OPTION_DIGITS = 9  # no numeric option is near a billion: a longer number is out of range
QUOTED_MAX = 40


def _quoted(raw: object) -> str:
    """A value as a refusal quotes it: its start when long."""
    text = str(raw).strip()
    return text if len(text) <= QUOTED_MAX else text[:QUOTED_MAX - 1] + "…"


def resolve_options(
    specs: Sequence[OptionSpec], given: Mapping[str, object] | None
) -> dict[str, str | int | bool]:
    """Every option's value: the given ones validated, the others at their defaults.

    Engines call this from `new_game`, so an unknown option or a bad value is refused the
    same way for every game.
    """
    by_name = {spec.name: spec for spec in specs}
    given = dict(given or {})
    for name in given:
        if name not in by_name:
            raise IllegalAction(
                "option.unknown", option=name, known=", ".join(by_name) or "-"
            )
    resolved = {
        spec.name: spec.coerce(given[spec.name]) if spec.name in given else spec.default
        for spec in specs
    }
    for spec in specs:
        if spec.name not in given:
            resolved[spec.name] = next(
                (default for option, value, default in spec.default_when
                 if str(resolved.get(option)) == value), spec.default)
    return resolved


def resolve_stored(
    specs: Sequence[OptionSpec], given: Mapping[str, object] | None
) -> dict[str, str | int | bool]:
    """Every option's value for a game started with `given`, as `resolve_options`, except
    that options given without one that has a `before` value read it: the lobby stores
    every option, filled in, when it creates a game, so stored options lacking one were
    stored before it existed, and that game, its replay and its record keep the rule they
    were played by. No options at all (None or {}): the defaults, the newest rules."""
    resolved = resolve_options(specs, given)
    if given:
        for spec in specs:
            if spec.before is not None and spec.name not in given:
                resolved[spec.name] = spec.before
    return resolved
