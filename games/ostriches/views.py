"""The one place where Ostriches' secrets are projected out of the state.

A face-down pawn leaves here as a bare square: no id, owner, colour or power, so two states
that differ only in who is who under the face-down pawns give the same public view. A player
additionally gets their pawns still in hand, their private log, and the faces of the
face-down pawns they have legitimately seen (`recall`, what a player who forgets nothing knows;
the board shows them only in `assist` memory, as `known`, and there the notes follow them
too). Once the game is over, every view shows every pawn.
"""

from __future__ import annotations

from .board import COLOURS, POSITIONS, board_order
from .models import LogLine, OstrichesState, PawnFace, Power, TileView
from .models import OstrichesView as View
from .queries import face_down_squares, face_up_count, frozen_tile, pawn_by_id, to_act


def project(state: OstrichesState, seat: int | None, *, reveal: bool = False) -> View:
    """What `seat` may know of `state` (None: a spectator); `reveal`: every face-down pawn
    shown, as once the game is over (for replaying a finished game only)."""
    player = seat if seat in (0, 1) else None
    over = state.phase == "over"
    face_up: list[PawnFace] = []
    hidden: list[PawnFace] = []
    recall: list[PawnFace] = []
    seen = state.knowledge[player] if player is not None else []
    for pawn in state.pawns:
        if pawn.square is None:
            continue
        face = PawnFace(square=pawn.square, colour=COLOURS[pawn.owner], power=pawn.power)
        if pawn.face_up:
            face_up.append(face)
            continue
        if pawn.id in seen:
            recall.append(face)
        if over or reveal or (state.memory == "assist" and pawn.id in seen):
            hidden.append(face)
    hand: list[Power] = []
    if player is not None and state.phase == "placing":
        hand = [p.power for p in state.pawns if p.owner == player and p.square is None]
    log = [] if player is None else _log(state, player)
    return View(
        viewer=player,
        phase=state.phase,
        to_act=to_act(state),
        turn=None if over else state.turn,
        first_player=state.first_player,
        memory=state.memory,
        powers=state.powers,
        turn_number=state.turn_number,
        tiles=[TileView(position=slot.position, tile=slot.tile, orientation=slot.orientation)
               for slot in sorted(state.tiles, key=lambda t: POSITIONS.index(t.position))],
        bushes=sorted(state.bushes, key=board_order),
        face_down=face_down_squares(state),
        face_up=sorted(face_up, key=lambda face: board_order(face.square)),
        known=sorted(hidden, key=lambda face: board_order(face.square)),
        recall=sorted(recall, key=lambda face: board_order(face.square)),
        in_hand=[sum(1 for p in state.pawns if p.owner == s and p.square is None)
                 for s in range(2)],
        hand=hand,
        log=log,
        last_move=state.last_move,
        last_power=state.last_power,
        last_rotation=state.last_rotation,
        locked_square=_locked_square(state),
        pending_power=_pending_power(state),
        frozen_tile=frozen_tile(state),
        revealed={COLOURS[s]: face_up_count(state, s) for s in range(2)},
        winner=state.winner,
    )


PRIVATE = "ostriches.private."
FOLLOWED = "ostriches.private.now."
"""A note as written (`ostriches.private.placed.eye`) and followed to where its pawn stands
now (`ostriches.private.now.placed.eye`)."""


def _log(state: OstrichesState, player: int) -> list[LogLine]:
    """The player's private notes. In `assist` memory each note follows its pawn: it names
    the square the pawn stands on now, once per pawn, and goes once the pawn is face up
    (everybody sees it then). In `pure` memory, and for notes about no pawn, as written."""
    lines: list[LogLine] = []
    follow = state.memory == "assist"
    followed: set[int] = set()
    for note in state.notes:
        if note.seat != player:
            continue
        if not follow or note.pawn is None:
            lines.append(LogLine(key=note.key, params=note.params))
            continue
        pawn = pawn_by_id(state, note.pawn)
        if note.pawn in followed or pawn.square is None or pawn.face_up:
            continue
        followed.add(note.pawn)
        lines.append(LogLine(key=note.key.replace(PRIVATE, FOLLOWED, 1),
                             params={**note.params, "square": pawn.square}))
    return lines


def _locked_square(state: OstrichesState) -> str | None:
    """The square of the pawn that may not make the next move.

    While a seat is to move, the pawn its opponent just moved; once it has moved, its own
    moved pawn (which its opponent will not be able to move).
    """
    if state.phase in ("placing", "over"):
        return None
    pawn_id = state.locked_pawn if state.phase == "moving" else state.moved_pawn
    return None if pawn_id is None else pawn_by_id(state, pawn_id).square


def _pending_power(state: OstrichesState) -> str | None:
    if state.phase != "power" or state.flipped_pawn is None:
        return None
    return pawn_by_id(state, state.flipped_pawn).power


def may_pass(view: View) -> bool:
    """Whether the power a view waits for may be passed, from the view alone (the same public
    facts as `rules.may_pass`): always with `powers=optional`; else only a Swap or an Eye
    with fewer than two face-down pawns on the board (a Bush and a Tiles always have a use)."""
    if view.powers == "optional":
        return True
    return view.pending_power in ("swap", "eye") and len(view.face_down) < 2
