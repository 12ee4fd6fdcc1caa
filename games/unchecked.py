"""Building pydantic models without validation, from values a game made itself (shared by
the three engines).

`apply` runs for every step of every game (and many times over for an AI's search), and
validating what the rules just computed, or re-checking a copy of an already valid state,
cost more than the rules themselves. These helpers give exactly what the validated
constructors give (same fields, same fields-set, no extra or private attributes, which
these models do not have), for values the caller guarantees.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any, TypeVar

from pydantic import BaseModel

from games.base import Event, ParamValue

_Model = TypeVar("_Model", bound=BaseModel)
# Every pydantic model has these slots; setting them through their descriptors costs a third
# of `object.__setattr__`, which is what `model_copy` and `model_construct` use.
_SET_DICT = BaseModel.__dict__["__dict__"].__set__
_SET_FIELDS_SET = BaseModel.__dict__["__pydantic_fields_set__"].__set__
_SET_EXTRA = BaseModel.__dict__["__pydantic_extra__"].__set__
_SET_PRIVATE = BaseModel.__dict__["__pydantic_private__"].__set__
_NEW = object.__new__  # what `cls.__new__` finds, without the lookup through the metaclass


def build(cls: type[_Model], values: dict[str, Any], fields_set: set[str]) -> _Model:
    """An instance of `cls` holding `values` (every field, already valid) as they are."""
    model = _NEW(cls)
    _SET_DICT(model, values)
    _SET_FIELDS_SET(model, fields_set)
    _SET_EXTRA(model, None)
    _SET_PRIVATE(model, None)
    return model


def copied(model: _Model, lists: Iterable[str] = (), **changes: Any) -> _Model:
    """A copy of `model` whose named list fields are copied too and some fields replaced:
    `model_copy(update=changes)` with the lists no longer shared."""
    values = model.__dict__.copy()
    for name in lists:
        values[name] = values[name].copy()
    values.update(changes)
    return build(type(model), values, model.__pydantic_fields_set__.copy())


def event(key: str, params: dict[str, ParamValue], audience: int | None = None) -> Event:
    """`Event(key=key, params=params, audience=audience)` for a key and params (str and int)
    the game built itself; `params` is kept as given, so pass a dict nobody changes later."""
    made = _NEW(Event)  # `build`, inlined: a step emits a few events
    _SET_DICT(made, {"key": key, "params": params, "audience": audience})
    _SET_FIELDS_SET(made, {"key", "params"} if audience is None
                    else {"key", "params", "audience"})
    _SET_EXTRA(made, None)
    _SET_PRIVATE(made, None)
    return made
