"""Views: what each viewer may know, and nothing more; `describe` reads them."""

from __future__ import annotations

import json

from games.ostriches import ENGINE
from games.ostriches.models import OstrichesState, PawnFace

from .builders import play, position

LAYOUT = {"e4": "red eye", "a1": "blue eye", "c5": "red plain", "b1": "red swap up",
          "f1": "blue tiles"}


def swap_identities(state: OstrichesState, first: str, second: str) -> OstrichesState:
    """The same board with the faces (colour, power) of two face-down pawns exchanged."""
    pawns = list(state.pawns)
    a = next(p for p in pawns if p.square == first)
    b = next(p for p in pawns if p.square == second)
    pawns[a.id] = a.model_copy(update={"owner": b.owner, "power": b.power})
    pawns[b.id] = b.model_copy(update={"owner": a.owner, "power": a.power})
    return state.model_copy(update={"pawns": pawns})


def test_the_public_view_shows_face_down_pawns_as_bare_squares() -> None:
    view = ENGINE.view(position(LAYOUT, memory="assist"), None)
    assert view.face_down == ["a1", "f1", "e4", "c5"]
    assert view.face_up == [PawnFace(square="b1", colour="red", power="swap")]
    assert view.known == [] and view.hand == [] and view.log == []
    data = json.loads(view.model_dump_json())
    assert all(isinstance(square, str) for square in data["face_down"])
    assert data["revealed"] == {"red": 1, "blue": 0}
    assert "id" not in json.dumps(data["face_down"]) and "owner" not in view.model_dump_json()


def test_the_public_view_does_not_depend_on_who_is_who_face_down() -> None:
    state = position(LAYOUT, memory="assist")
    other = swap_identities(state, "a1", "c5")
    assert state != other
    assert ENGINE.view(state, None) == ENGINE.view(other, None)
    assert ENGINE.view(state, 0) != ENGINE.view(other, 0)  # South knows its own pawns


def test_a_spectator_sees_the_public_view() -> None:
    state = position(LAYOUT)
    public = ENGINE.view(state, None)
    assert public.viewer is None
    for seat in (0, 1):
        private = ENGINE.view(state, seat)
        assert private.model_copy(update={"viewer": None, "hand": [], "log": [], "known": [],
                                            "recall": []}) \
            == public


def test_placing_shows_a_player_their_hand_and_their_own_placements_only() -> None:
    state = ENGINE.new_game(2, 2, {"bushes": "fixed", "memory": "pure"})
    first = state.first_player
    state, _ = play(state, first, "eye@c2" if first == 0 else "eye@c5")
    mine, theirs = ENGINE.view(state, first), ENGINE.view(state, 1 - first)
    assert sorted(mine.hand) == ["bush", "plain", "plain", "swap", "tiles"]
    assert len(theirs.hand) == 6
    assert [line.key for line in mine.log] == ["ostriches.private.placed.eye"]
    assert theirs.log == []
    assert mine.in_hand == theirs.in_hand == ENGINE.view(state, None).in_hand
    assert mine.known == []  # pure memory: the board marks nothing


def test_assist_memory_marks_seen_pawns_and_follows_them() -> None:
    state = position(LAYOUT, memory="assist")
    south = ENGINE.view(state, 0)
    assert [(f.square, f.colour, f.power) for f in south.known] == [
        ("e4", "red", "eye"), ("c5", "red", "plain")]
    # South moves its Eye to f6: it turns up; South looks at a1 and f1, then rotates SW.
    state, _ = play(state, 0, "e4-f6 eye a1 f1")
    state, _ = play(state, 0, "SW cw")
    south = ENGINE.view(state, 0)
    assert {(f.square, f.colour, f.power) for f in south.known} == {
        ("a3", "blue", "eye"),    # a1 turned with SW to a3
        ("f1", "blue", "tiles"),
        ("c5", "red", "plain"),
    }
    north = ENGINE.view(state, 1)
    assert {(f.square, f.power) for f in north.known} == {("a3", "eye"), ("f1", "tiles")}


def test_assist_knowledge_follows_swaps_and_tile_swaps() -> None:
    layout = {"e4": "blue swap", "a1": "blue eye", "c5": "red plain", "f1": "red tiles"}
    state = position(layout, memory="assist")
    state, _ = play(state, 0, "e4-f6 swap a1 c5 SE cw")
    north = ENGINE.view(state, 1)
    assert ("c5", "blue", "eye") in {(f.square, f.colour, f.power) for f in north.known}
    layout = {"e4": "red tiles", "a1": "blue eye", "f3": "red plain"}
    state = position(layout, memory="assist")
    state, _ = play(state, 0, "e4-f6 tiles SW SE NW cw")
    assert {(f.square, f.power) for f in ENGINE.view(state, 0).known} == {("c3", "plain")}
    assert {(f.square, f.power) for f in ENGINE.view(state, 1).known} == {("d1", "eye")}


def test_pure_memory_marks_nothing_even_after_an_eye() -> None:
    state = position(LAYOUT, memory="pure")
    state, _ = play(state, 0, "e4-f6 eye a1 f1")
    view = ENGINE.view(state, 0)
    assert view.known == []
    assert [line.key for line in view.log] == [
        "ostriches.private.seen.blue_eye", "ostriches.private.seen.blue_tiles"]


def test_once_over_every_view_reveals_every_pawn() -> None:
    layout = {"a4": "red plain up", "b4": "red bush up", "c4": "red tiles up",
              "e4": "red swap", "a1": "blue eye", "c2": "blue plain"}
    state, _ = play(position(layout), 0, "e4-f6")
    for seat in (None, 0, 1):
        view = ENGINE.view(state, seat)
        assert {(f.square, f.colour, f.power) for f in view.known} == {
            ("a1", "blue", "eye"), ("c2", "blue", "plain")}
        assert view.to_act == [] and view.turn is None and view.winner == 0


def test_the_view_tells_the_move_the_lock_the_phase_and_the_tiles() -> None:
    state = position(LAYOUT, tiles=[("SW", 2, 1), ("SE", 1, 0), ("NW", 3, 0), ("NE", 4, 2)])
    state, _ = play(state, 0, "e4-f6")
    view = ENGINE.view(state, None)
    assert (view.phase, view.to_act, view.turn, view.pending_power) == ("power", [0], 0, "eye")
    assert view.last_move is not None
    assert (view.last_move.origin, view.last_move.target) == ("e4", "f6")
    assert view.locked_square == "f6"  # the pawn North will not be able to move
    assert view.frozen_tile == "NE"
    assert [(t.position, t.tile, t.orientation) for t in view.tiles] == [
        ("SW", 2, 1), ("SE", 1, 0), ("NW", 3, 0), ("NE", 4, 2)]
    assert view.bushes == ["b2", "e5"]


def test_views_round_trip_through_json() -> None:
    state = position(LAYOUT, memory="assist")
    for seat in (None, 0, 1):
        view = ENGINE.view(state, seat)
        assert ENGINE.view_from_json(view.model_dump_json()) == view


def test_describe_tells_the_phase_the_counts_and_the_viewers_secrets() -> None:
    state = ENGINE.new_game(2, 2, {"bushes": "fixed"})
    seat = state.first_player
    state, _ = play(state, seat, "eye@c2" if seat == 0 else "eye@c5")
    text = ENGINE.describe(ENGINE.view(state, seat), "en")
    assert "Placing pawns" in text
    assert "Your pawns to place: Bush, Swap, Tiles, Plain ×2." in text
    assert "Your Eye ostrich is on" in text  # memory kept for you: where it stands now
    french = ENGINE.describe(ENGINE.view(state, seat), "fr")
    assert "Vos pions à poser : Buisson, Échange, Tuiles, Simple ×2." in french
    public = ENGINE.describe(ENGINE.view(state, None), "en")
    assert "You are watching." in public and "Eye" not in public

    state = position(LAYOUT, memory="assist")
    state, _ = play(state, 0, "e4-f6 eye a1 f1")
    text = ENGINE.describe(ENGINE.view(state, 0), "en")
    assert "**Red (South)** rotates a tile (any but NE)." in text
    assert "Face up: red 2/4 · blue 0/4." in text
    assert "Last move: e4-f6." in text
    assert "The pawn on a1 is blue, with the Eye power (your Eye saw it)." in text
    assert "your Eye saw it" not in ENGINE.describe(ENGINE.view(state, 1), "en")
    pure = play(position(LAYOUT, memory="pure"), 0, "e4-f6 eye a1 f1")[0]
    assert "Eye: the pawn on a1 is blue, with the Eye power." in \
        ENGINE.describe(ENGINE.view(pure, 0), "en")


def test_describe_names_the_sides_after_the_players_when_given() -> None:
    state = position(LAYOUT, memory="assist")
    state, _ = play(state, 0, "e4-f6 eye a1 f1")
    names = ["alice", "bob"]
    text = ENGINE.describe(ENGINE.view(state, 0), "en", names)
    assert "**alice (Red, South)** rotates a tile (any but NE)." in text
    assert "You play **alice (Red, South)**." in text
    assert "You play **bob (Blue, North)**." in ENGINE.describe(ENGINE.view(state, 1), "en",
                                                                names)
    french = ENGINE.describe(ENGINE.view(state, 0), "fr", names)
    assert "**alice (Rouge, Sud)**" in french
    blank = ENGINE.describe(ENGINE.view(state, 0), "en", ["  ", "bob"])
    assert "**Red (South)** rotates a tile" in blank  # a blank name keeps the side alone


def test_a_player_recalls_its_own_pawns_and_its_eye_looks_in_either_memory() -> None:
    for memory in ("pure", "assist"):
        state = position(LAYOUT, memory=memory)
        assert [(f.square, f.colour, f.power) for f in ENGINE.view(state, 0).recall] == [
            ("e4", "red", "eye"), ("c5", "red", "plain")]
        state, _ = play(state, 0, "e4-f6 eye a1 f1")
        state, _ = play(state, 0, "SW cw")
        south, north = ENGINE.view(state, 0), ENGINE.view(state, 1)
        assert {(f.square, f.colour, f.power) for f in south.recall} == {
            ("a3", "blue", "eye"), ("f1", "blue", "tiles"), ("c5", "red", "plain")}
        assert {(f.square, f.power) for f in north.recall} == {("a3", "eye"), ("f1", "tiles")}
        assert south.known == (south.recall if memory == "assist" else [])
        assert ENGINE.view(state, None).recall == []


def test_the_recall_follows_swaps_of_face_down_pawns() -> None:
    layout = {"e4": "blue swap", "a1": "blue eye", "c5": "red plain", "f1": "red tiles"}
    state, _ = play(position(layout), 0, "e4-f6 swap a1 c5 SE cw")
    assert ("c5", "blue", "eye") in {(f.square, f.colour, f.power)
                                     for f in ENGINE.view(state, 1).recall}
    assert ("a1", "red", "plain") in {(f.square, f.colour, f.power)
                                      for f in ENGINE.view(state, 0).recall}


def test_a_view_stored_before_recall_existed_still_reads() -> None:
    view = ENGINE.view(position(LAYOUT), 0)
    data = json.loads(view.model_dump_json())
    del data["recall"]
    assert ENGINE.view_from_json(json.dumps(data)).recall == []
