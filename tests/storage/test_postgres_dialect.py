"""`storage.postgres.dialect.translate`: each rule turning SQLite's SQL into PostgreSQL's."""

from __future__ import annotations

import pytest

from storage.postgres.dialect import translate


def test_placeholders_are_numbered_outside_string_literals() -> None:
    assert (translate("SELECT * FROM t WHERE a = ? AND b = '?' AND c IN (?, ?)")
            == "SELECT * FROM t WHERE a = $1 AND b = '?' AND c IN ($2, $3)")


def test_null_safe_equality() -> None:
    assert translate("WHERE game_id IS ? ORDER BY id") == (
        "WHERE game_id IS NOT DISTINCT FROM $1 ORDER BY id")
    assert translate("WHERE sent_at IS NULL") == "WHERE sent_at IS NULL"


def test_the_no_index_hint_goes_but_additions_stay() -> None:
    assert (translate("AND +games.status IN (?) SET seat = seat + 1, v = v +1")
            == "AND games.status IN ($1) SET seat = seat + 1, v = v +1")


def test_json_arrays_of_objects_become_json_agg_with_an_empty_array_for_no_row() -> None:
    assert (translate("SELECT json_group_array(json_object('a', t.a, 'b', f(t.b))) FROM t")
            == "SELECT COALESCE(json_agg(json_build_object('a', t.a, 'b', f(t.b))),"
               " '[]'::json) FROM t")


def test_json_each_of_a_key_becomes_a_subquery_with_a_value_column() -> None:
    assert translate("EXISTS (SELECT 1 FROM json_each(g.outcome, '$.winners') AS w"
                     " WHERE w.value = s.seat)") == (
        "EXISTS (SELECT 1 FROM (SELECT CAST(element AS BIGINT) AS value FROM"
        " jsonb_array_elements_text(CAST(g.outcome AS jsonb) -> 'winners') AS element) AS w"
        " WHERE w.value = s.seat)")


def test_what_is_not_translated_is_refused_not_guessed() -> None:
    with pytest.raises(ValueError, match="paths"):
        translate("SELECT * FROM json_each(doc, '$.a[0]')")
    with pytest.raises(ValueError, match="unbalanced"):
        translate("SELECT json_object('a', 1")
