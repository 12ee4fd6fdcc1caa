"""Views: what each seat may know, the text description, and JSON round trips."""

from __future__ import annotations

from games.scramble import ENGINE

from .builders import act, moving, pending_view, position

AT4 = {"red": "a1", "orange": "h1", "yellow": "a8", "green": "h8"}


def test_during_plan_a_hand_and_a_zig_are_their_owners_alone():
    state = position(at=AT4, hands={0: ["1cw", "2ccw"], 1: ["3cw"], 2: ["1cw"], 3: ["1cw"]})
    state, _ = act(state, 0, "zig 2ccw E")
    public, own, other = (ENGINE.view(state, seat) for seat in (None, 0, 1))
    assert public.seats[0].hand is None and public.seats[0].hand_size == 2
    assert own.seats[0].hand == ["1cw"] and own.ostriches[0].card == "2ccw"
    assert own.ostriches[0].direction == "E"
    assert other.seats[0].hand is None and other.ostriches[0].card is None
    assert other.seats[1].hand == ["3cw"]
    assert public.seats[0].submitted and not public.seats[1].submitted


def test_during_move_only_revealed_zigs_show():
    state, _ = moving(at=AT4, zigs={"red": "Xcw N", "orange": "3ccw W"})
    public = ENGINE.view(state, None)
    assert (public.ostriches[0].card, public.ostriches[0].direction) == ("Xcw", "N")
    assert public.ostriches[1].card is None and public.ostriches[1].direction is None
    assert ENGINE.view(state, 1).ostriches[1].card == "3ccw"
    assert public.active == "red" and public.distance is None  # X not chosen yet


def test_only_the_deciding_player_sees_the_choices():
    state, _ = moving(at=AT4, zigs={"red": "Xcw N"})
    assert pending_view(ENGINE.view(state, None)).choices == []
    assert pending_view(ENGINE.view(state, 1)).choices == []
    assert pending_view(ENGINE.view(state, 0)).choices[:2] == ["x 0", "x 1"]
    assert pending_view(ENGINE.view(state, None)).kind == "x"


def test_views_round_trip_through_json():
    state, _ = moving(at=AT4, zigs={"red": "Xcw N"}, trap_hands={1: ["mud"]},
                      traps=[(1, "trap mud red")])
    for seat in (None, 0, 1, 2, 3):
        view = ENGINE.view(state, seat)
        assert ENGINE.view_from_json(view.model_dump_json()) == view


def test_describe_shows_the_viewers_secrets_only():
    state, _ = moving(at=AT4, zigs={"red": "Xcw N", "orange": "3ccw W"},
                      hands={1: ["2cw"]}, trap_hands={2: ["banana"]})
    mine = ENGINE.describe(ENGINE.view(state, 1), "en")
    assert "Your Zig cards: card 2 clockwise (`2cw`)" in mine
    assert "Your Zig for orange: card 3 counter-clockwise (`3ccw`), heading west" in mine
    public = ENGINE.describe(ENGINE.view(state, None), "en")
    assert "2cw" not in public and "3ccw" not in public and "banana" not in public
    assert "round 1/40, MOVE" in public
    french = ENGINE.describe(ENGINE.view(state, 0), "fr")
    assert "manche 1/40" in french and "Vos choix : `x 0` | `x 1`" in french


def test_describe_names_the_players_when_given():
    state, _ = moving(at=AT4, zigs={"red": "Xcw N", "orange": "3ccw W"})
    names = ["alice", "bob", "carol", "dave"]
    text = ENGINE.describe(ENGINE.view(state, 1), "en", names)
    assert "Player" not in text
    assert "Crown: red (alice)" in text
    assert "alice chooses the X distance of red." in text
    assert "Waiting for: alice" in text
    generic = ENGINE.describe(ENGINE.view(state, 1), "en")
    assert "Crown: red (Player 1)" in generic and "alice" not in generic
    french = ENGINE.describe(ENGINE.view(state, None), "fr", names[:1])
    assert "alice" in french and "Joueur" not in french
