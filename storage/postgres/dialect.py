"""The queries of `storage.queries` are written once, in SQLite's SQL; this turns them into
PostgreSQL's. Most of that SQL is standard already: what differs is listed in `translate`,
and every rule is tested (tests/storage/test_postgres_dialect.py). A query needing more than
these rules should be written portably instead (as `stats` writes its `won` column).
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterator
from functools import lru_cache
from itertools import pairwise

_UNINDEXED = re.compile(r"(?<=\s)\+(?=[a-z_]+\.[a-z_]+)")
_NULL_SAFE_EQUAL = re.compile(r"\bIS \?")
_JSON_PATH = re.compile(r"^'\$\.([a-z_]+)'$")


def _unquoted(sql: str, start: int = 0) -> Iterator[tuple[int, str, int]]:
    """(index, character, parenthesis depth once past it) of each character of `sql` from
    `start` that is outside string literals."""
    depth, quoted = 0, False
    for index in range(start, len(sql)):
        char = sql[index]
        if char == "'":
            quoted = not quoted
        elif not quoted:
            depth += {"(": 1, ")": -1}.get(char, 0)
            yield index, char, depth


def _call_end(sql: str, open_paren: int) -> int:
    """The index of the parenthesis closing the one at `open_paren` (strings skipped)."""
    for index, char, depth in _unquoted(sql, open_paren):
        if char == ")" and depth == 0:
            return index
    raise ValueError(f"unbalanced parentheses in: {sql}")


def _split_arguments(arguments: str) -> list[str]:
    """A call's arguments, split at the top-level commas."""
    commas = [index for index, char, depth in _unquoted(arguments)
              if char == "," and depth == 0]
    bounds = [-1, *commas, len(arguments)]
    return [arguments[start + 1:end].strip() for start, end in pairwise(bounds)]


def _rewrite_calls(sql: str, name: str, rewrite: Callable[[str], str]) -> str:
    """Replace every call `name(...)` by `rewrite(its arguments' text)`."""
    pattern = re.compile(rf"\b{name}\(")
    while (match := pattern.search(sql)) is not None:
        end = _call_end(sql, match.end() - 1)
        sql = sql[:match.start()] + rewrite(sql[match.end():end]) + sql[end + 1:]
    return sql


def _json_group_array(arguments: str) -> str:
    return f"COALESCE(json_agg({arguments}), '[]'::json)"


def _json_object(arguments: str) -> str:
    return f"json_build_object({arguments})"


def _json_each(arguments: str) -> str:
    """SQLite's `json_each(document, '$.key')` over an array of integers, as a subquery
    with the same `value` column."""
    document, path = _split_arguments(arguments)
    key = _JSON_PATH.match(path)
    if key is None:
        raise ValueError(f"json_each: only '$.key' paths are translated, not {path}")
    return (f"(SELECT CAST(element AS BIGINT) AS value FROM"
            f" jsonb_array_elements_text(CAST({document} AS jsonb) -> '{key[1]}') AS element)")


def _numbered_parameters(sql: str) -> str:
    """`?` placeholders as `$1, $2...`, leaving string literals alone."""
    pieces = sql.split("'")
    number = 0
    for index in range(0, len(pieces), 2):  # even pieces are outside quotes
        out = []
        for char in pieces[index]:
            if char == "?":
                number += 1
                out.append(f"${number}")
            else:
                out.append(char)
        pieces[index] = "".join(out)
    return "'".join(pieces)


@lru_cache(maxsize=1024)
def translate(sql: str) -> str:
    """PostgreSQL's spelling of a query written for SQLite:

    - `?` placeholders become `$1, $2...`;
    - `column IS ?` (SQLite's NULL-safe equality) becomes `IS NOT DISTINCT FROM`;
    - `+table.column` (SQLite's "do not use an index on this" hint) loses its `+`;
    - `json_group_array(json_object(k, v...))` becomes `json_agg(json_build_object(...))`,
      an empty group giving `[]` as in SQLite;
    - `json_each(document, '$.key')` becomes a subquery over the array's elements.
    """
    sql = _UNINDEXED.sub("", sql)
    sql = _NULL_SAFE_EQUAL.sub("IS NOT DISTINCT FROM ?", sql)
    sql = _rewrite_calls(sql, "json_group_array", _json_group_array)
    sql = _rewrite_calls(sql, "json_object", _json_object)
    sql = _rewrite_calls(sql, "json_each", _json_each)
    return _numbered_parameters(sql)
