"""Deep copies of the state for `apply`, planned once per model class from its field types.

`apply` must never touch its input, and the rules change the state in place deep down (a
garment into a backpack, a step onto a path), so each action starts from a deep copy. A
dump-and-validate copy re-checked every field and cost more than most actions; this one
walks only what may change: lists and dicts are copied, mutable models rebuilt without
validation, while strings, numbers, frozen models and models marked `@replaced_not_changed`
(values the rules never change in place, their lists included) are shared. The plan comes
from the annotations, so a new field is copied by the same rules, and a field type with no
rule fails when first copied rather than being shared.
"""

from __future__ import annotations

import types
from collections.abc import Callable, Container, Mapping
from functools import cache
from typing import Any, Literal, TypeVar, Union, get_args, get_origin

from pydantic import BaseModel

from games.unchecked import build

Copier = Callable[[Any], Any]
_Model = TypeVar("_Model", bound=BaseModel)
_ATOMS: tuple[type, ...] = (str, int, bool, float, type(None))


_VALUES: set[type[BaseModel]] = set()
_ModelClass = TypeVar("_ModelClass", bound=type[BaseModel])


def replaced_not_changed(cls: _ModelClass) -> _ModelClass:
    """Mark a model the rules only ever replace, never change in place: copies share it.

    For records that stay mutable for other code (tests build variants of a state by
    changing them on their own deep copy), where freezing them is not an option.
    """
    _VALUES.add(cls)
    return cls


def deep_copy(model: _Model) -> _Model:
    """An independent copy of `model`: nothing the rules change in place is shared with it."""
    copier = model_copier(type(model))
    return model if copier is None else copier(model)


def deep_copy_except(model: _Model, copy_only: Mapping[str, Container[int]]) -> _Model:
    """`deep_copy`, except that in each list field named in `copy_only` only the items at the
    given indices are copied, the others being shared with `model`: for a change the caller
    knows leaves them alone (see `rules.working_copy`)."""
    cls = type(model)
    values = model.__dict__.copy()
    for name, copier in _plan(cls):
        if name not in copy_only:
            values[name] = copier(values[name])
    for name, indices in copy_only.items():
        item_copier = _item_copier(cls, name)
        values[name] = [item_copier(item) if index in indices else item
                        for index, item in enumerate(values[name])]
    return build(cls, values, model.__pydantic_fields_set__.copy())


@cache
def _item_copier(cls: type[BaseModel], name: str) -> Copier:
    """How to copy one item of the list field `name` of `cls` (a list of mutable models)."""
    annotation = cls.model_fields[name].annotation
    if get_origin(annotation) is list:
        (item,) = get_args(annotation)
        if isinstance(item, type) and issubclass(item, BaseModel):
            copier = model_copier(item)
            if copier is not None:
                return copier
    raise TypeError(f"{cls.__name__}.{name} is not a list of mutable models")


@cache
def _plan(cls: type[BaseModel]) -> tuple[tuple[str, Copier], ...]:
    """The fields of `cls` that a copy must not share, each with how to copy it."""
    return tuple((name, copier) for name, field in cls.model_fields.items()
                 if (copier := _copier_for(field.annotation)) is not None)


@cache
def model_copier(cls: type[BaseModel]) -> Copier | None:
    """How to copy an instance of `cls`; None when instances may be shared (frozen values)."""
    if cls.model_config.get("frozen") or cls in _VALUES:
        return None
    plan = _plan(cls)

    def copy(model: Any) -> Any:
        values = model.__dict__.copy()
        for name, copier in plan:
            values[name] = copier(values[name])
        return build(cls, values, model.__pydantic_fields_set__.copy())

    return copy


def _copier_for(annotation: Any) -> Copier | None:
    """How to copy a value of this type; None when it is immutable and may be shared."""
    origin = get_origin(annotation)
    if annotation in _ATOMS or origin is Literal:
        return None
    if origin in (Union, types.UnionType):
        return _optional(annotation)
    if origin is tuple:
        if any(_copier_for(item) is not None for item in get_args(annotation)
               if item is not Ellipsis):
            raise TypeError(f"no copy rule for a tuple of mutable values: {annotation!r}")
        return None
    if origin is list:
        (item,) = get_args(annotation)
        inner = _copier_for(item)
        return list if inner is None else _list_of(inner)
    if origin is dict:
        _, item = get_args(annotation)
        inner = _copier_for(item)
        return dict if inner is None else _dict_of(inner)
    if isinstance(annotation, type) and issubclass(annotation, BaseModel):
        return model_copier(annotation)
    raise TypeError(f"no copy rule for {annotation!r}")


def _optional(annotation: Any) -> Copier | None:
    options = [item for item in get_args(annotation) if item is not type(None)]
    copiers = [_copier_for(item) for item in options]
    if all(copier is None for copier in copiers):
        return None
    if len(options) != 1:
        raise TypeError(f"no copy rule for a union of mutable values: {annotation!r}")
    inner = copiers[0]
    assert inner is not None
    return lambda value: None if value is None else inner(value)


def _list_of(inner: Copier) -> Copier:
    return lambda values: [inner(value) for value in values]


def _dict_of(inner: Copier) -> Copier:
    return lambda values: {key: inner(value) for key, value in values.items()}
