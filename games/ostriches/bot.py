"""Bot players for Ostriches: what the search needs to know about this game, and the levels.

What a seat knows: the board, every face-up pawn, and (`view.recall`) the face-down pawns it
has seen, its own and those its Eye showed it, followed through every public move. Every
other face-down pawn is the opponent's; only their powers are hidden. `sample_state`
draws those powers from what the opponent has left, uniformly: a sample is a full state
whose view, for this seat, is exactly the view it was drawn from.

The levels:
- `easy`: the stand-in's fixed rule (`autoplay.auto_step`): push one's own pawns forward,
  turn one's own pawns up, never the opponent's, pass every power it may pass;
- `normal` and `hard`: information-set MCTS (`games.ai.ismcts`) with the budgets below,
  rollouts that play the same kind of greedy moves with some randomness, and an evaluation
  of the race to four face-up pawns where a rollout stops.

The heuristics all measure one thing: how many knight jumps a face-down pawn needs to land
on its owner's far rank (`flip_distance`), since that is how a pawn turns up for its owner.
"""

from __future__ import annotations

import math
import random
from collections import deque
from collections.abc import Sequence
from functools import cache
from typing import Final, cast

from games.ai import Budget, check_level, search
from games.base import Event
from games.unchecked import build

from . import queries, rules
from .autoplay import auto_step
from .board import (
    COLOURS,
    DIRECTIONS,
    POSITIONS,
    Position,
    all_squares,
    far_rank,
    knight_targets,
    position_of,
    rank_of,
    rotated,
    squares_of,
)
from .edits import pawn_value, slot_value
from .models import (
    PAWN_SET,
    Move,
    Note,
    OstrichesState,
    OstrichesView,
    Pass,
    Pawn,
    Place,
    Power,
    Rotate,
    SingleStep,
    UsePower,
)
from .turns import WINNING_FACE_UP

BUDGETS: Final[dict[str, Budget]] = {
    "normal": Budget(iterations=120, rollout_steps=12),
    "hard": Budget(iterations=600, rollout_steps=8),
}
"""Search budgets by level (`easy` plays the fixed rule and does not search); bench_ai
measures what they give (bench/RESULTS.md)."""

ROLLOUT_NOISE: Final = 0.15
"""How often a rollout step is uniformly random rather than greedy: enough to see more
than one line of play, few enough that rollouts look like real games."""

_READINESS: Final = (0.0, 0.30, 0.12, 0.05, 0.02, 0.01)
"""What a face-down pawn is worth to its owner, in face-up pawns, by its flip distance
(index): a pawn one jump from turning up is nearly a third of one."""
_TEMPO: Final = 0.15
"""What having the move is worth, in face-up pawns."""
_SHARPNESS: Final = 1.6
"""How fast the evaluation's win chance rises with the lead (a logistic slope)."""
_FLIP: Final = 10.0
_WIN: Final = 100.0


def bot_action(view: OstrichesView, seat: int, *, level: str, seed: int) -> SingleStep:
    """The step a bot at `level` takes for `seat` from this view alone (the engine
    protocol's `bot_action`); the same view, level and seed give the same step."""
    checked = check_level(level)
    if view.viewer != seat or seat not in view.to_act:
        raise ValueError(f"seat {seat} has nothing to do in this view")
    rng = random.Random(seed)
    if checked == "easy":
        return auto_step(sample_state(view, seat, rng), seat)
    return search(OSTRICHES_BOT, view, seat, BUDGETS[checked], rng)


# --------------------------------------------------------------------------- sampling


def sample_state(view: OstrichesView, seat: int, rng: random.Random) -> OstrichesState:
    """A full state whose view for `seat` is `view`: the seat's own pawns and those it has
    seen as they are, the opponent's other powers dealt at random from those it has left."""
    return Sampler(view, seat)(rng)


class Sampler:
    """`sample_state` for one view, prepared once: what the view fixes is read here, and
    each call only deals the opponent's unseen powers (the search samples once an
    iteration)."""

    def __init__(self, view: OstrichesView, seat: int) -> None:
        self.seat = seat
        other = 1 - seat
        faces: list[list[tuple[str | None, Power, bool]]] = [[], []]  # square, power, up
        for face in view.face_up:
            faces[_SEAT_OF[face.colour]].append((face.square, face.power, True))
        recalled = {face.square for face in view.recall}
        for face in view.recall:
            faces[_SEAT_OF[face.colour]].append((face.square, face.power, False))
        self.hidden = [square for square in view.face_down if square not in recalled]
        self.unseen = _left_over([power for _, power, _ in faces[other]])
        assert len(self.unseen) == len(self.hidden) + view.in_hand[other], "no game's view"
        faces[seat] += [(None, power, False)
                        for power in _left_over([power for _, power, _ in faces[seat]])]
        self.own = _pawns_of(seat, faces[seat])
        self.known = faces[other]
        self.seen = [face.square for face in view.recall if _SEAT_OF[face.colour] == other]
        self.view = view
        self.fields = _fields(view, seat)

    def __call__(self, rng: random.Random) -> OstrichesState:
        """One sample: the opponent's unseen powers dealt at random."""
        seat, other = self.seat, 1 - self.seat
        powers = self.unseen.copy()
        rng.shuffle(powers)
        hidden = self.hidden
        theirs = _pawns_of(other, [
            *self.known,
            *((square, power, False) for square, power in zip(hidden, powers, strict=False)),
            *((None, power, False) for power in powers[len(hidden):])])
        pawns = sorted([*self.own, *theirs], key=lambda pawn: pawn.id)
        by_square = {pawn.square: pawn.id for pawn in pawns if pawn.square is not None}
        knowledge = [[pawn.id for pawn in pawns if pawn.owner == owner and pawn.square]
                     for owner in (0, 1)]
        knowledge[seat] = sorted([*knowledge[seat], *(by_square[s] for s in self.seen)])
        view = self.view
        phase = view.phase
        locked = by_square.get(view.locked_square) if view.locked_square else None
        moved = locked if phase in ("power", "rotating") else None
        values = {**self.fields, "pawns": pawns, "knowledge": knowledge,
                  "locked_pawn": locked if phase == "moving" else None,
                  "moved_pawn": moved, "flipped_pawn": moved if phase == "power" else None}
        return build(OstrichesState, values, set(values))


_SEAT_OF: Final = {colour: seat for seat, colour in enumerate(COLOURS)}


def _left_over(used: list[Power]) -> list[Power]:
    """The powers of a colour's set not in `used`, in `PAWN_SET` order."""
    left = list(PAWN_SET)
    for power in used:
        left.remove(power)
    return left


def _pawns_of(owner: int, faces: list[tuple[str | None, Power, bool]]) -> list[Pawn]:
    """One colour's pawns with ids `owner * 6 + i`, `i` the index of its power in
    `PAWN_SET` (the two plain pawns take theirs in the order met)."""
    free = [owner * len(PAWN_SET) + index for index in range(len(PAWN_SET))]
    pawns = []
    for square, power, face_up in faces:
        pawn_id = next(i for i in free if PAWN_SET[i % len(PAWN_SET)] == power)
        free.remove(pawn_id)
        pawns.append(pawn_value(pawn_id, owner, power, square, face_up))
    return pawns


def _fields(view: OstrichesView, seat: int) -> dict[str, object]:
    """The fields of every sample of `view` but the pawns and those naming pawns. Samples
    share them: `apply` copies what it changes."""
    assert view.turn is not None, "a finished game has no decision to sample"
    return {
        "seed": 0,
        "chance_step": 0,
        "memory": view.memory,
        "powers": view.powers,
        "bushes_setup": "random",
        "first_player": view.first_player,
        "phase": view.phase,
        "turn": view.turn,
        "turn_number": view.turn_number,
        "bushes": list(view.bushes),
        "tiles": [slot_value(tile.position, tile.tile, tile.orientation)
                  for tile in sorted(view.tiles, key=lambda t: POSITIONS.index(t.position))],
        "last_move": view.last_move,
        "last_power": view.last_power,
        "last_rotation": view.last_rotation,
        "notes": [Note(seat=seat, key=line.key, params=dict(line.params)) for line in view.log],
        "winner": None,
    }


# --------------------------------------------------------------------------- heuristics


@cache
def flip_distance(seat: int, square: str) -> int:
    """Knight jumps a pawn on `square` needs (on an empty board) to land on `seat`'s far
    rank, where it turns up for whoever moves it there: 1 from the two ranks before it,
    2 from the far rank itself (it must leave and come back)."""
    return _flip_distances(seat)[square]


@cache
def _flip_distances(seat: int) -> dict[str, int]:
    """`flip_distance` of every square, by a search back from the far rank. A pawn landing
    on the far rank turns up there, so a path never goes on through it."""
    goal = far_rank(seat)
    distance = {square: 1 for square in all_squares()
                if any(rank_of(target) == goal for target in knight_targets(square))}
    frontier = deque(distance)
    while frontier:
        square = frontier.popleft()
        if rank_of(square) == goal:
            continue
        for before in knight_targets(square):  # knight jumps are symmetric
            if before not in distance:
                distance[before] = distance[square] + 1
                frontier.append(before)
    return distance


_READY: Final = tuple(
    {square: _READINESS[min(flip_distance(seat, square), len(_READINESS) - 1)]
     for square in all_squares()}
    for seat in (0, 1))
"""What a face-down pawn of seat `i` on a square is worth to it: `_READY[i][square]`."""
_FAR: Final = tuple(frozenset(s for s in all_squares() if rank_of(s) == far_rank(seat))
                    for seat in (0, 1))
"""The squares of each seat's far rank."""


def _board(state: OstrichesState) -> dict[str, Pawn]:
    """Every pawn on the board by its square."""
    return {pawn.square: pawn for pawn in state.pawns if pawn.square is not None}


def _face_up(state: OstrichesState) -> list[int]:
    counts = [0, 0]
    for pawn in state.pawns:
        if pawn.face_up:
            counts[pawn.owner] += 1
    return counts


def move_scores(seat: int, moves: Sequence[Move], board: dict[str, Pawn],
                face_up: list[int]) -> list[float]:
    """How good each knight move looks to `seat`: turning up its own pawn (winning, with a
    fourth), bringing its own pawns nearer their flip and the opponent's further away;
    turning up an opponent's pawn is the worst."""
    far = _FAR[seat]
    ready = _READY
    scores = []
    for move in moves:
        pawn = board[move.origin]
        if pawn.face_up:
            scores.append(0.0)
            continue
        owner = pawn.owner
        target = move.target
        if target in far:
            gain = _WIN if face_up[owner] + 1 >= WINNING_FACE_UP else _FLIP
        else:
            table = ready[owner]
            gain = table[target] - table[move.origin]
        scores.append(gain if owner == seat else -gain)
    return scores


def rotation_scores(seat: int, rotations: Sequence[Rotate],
                    board: dict[str, Pawn]) -> list[float]:
    """How much each rotation brings `seat`'s face-down pawns nearer their flip and the
    opponent's further away."""
    on_tile: dict[str, list[tuple[int, str]]] = {}
    for square, pawn in board.items():
        if not pawn.face_up:
            on_tile.setdefault(position_of(square), []).append((pawn.owner, square))
    scores = []
    for rotation in rotations:
        score = 0.0
        gains = _TURN_GAIN[rotation.direction]
        for owner, square in on_tile.get(rotation.tile, ()):
            gain = gains[owner][square]
            score += gain if owner == seat else -gain
        scores.append(score)
    return scores


_TURN_GAIN: Final = {
    direction: tuple({square: _READY[seat][rotated(square, direction)] - _READY[seat][square]
                      for square in all_squares()} for seat in (0, 1))
    for direction in DIRECTIONS}
"""What a rotation `direction` does to a face-down pawn of seat `i` on a square:
`_TURN_GAIN[direction][i][square]`, the change of its worth to its owner."""


def power_score(state: OstrichesState, seat: int, step: UsePower | Pass,
                board: dict[str, Pawn]) -> float:
    """How promising a power's use looks to `seat` (a pass is 0): swaps and tile swaps by
    what they do to the face-down pawns' flip distances, a bush by the landing squares on a
    far rank it blocks or frees, an Eye by how many of the pawns it shows are unseen
    opponent's pawns (the search, which samples those, cannot value what it would learn)."""
    if isinstance(step, Pass):
        return 0.0
    if step.power in ("swap", "tiles"):
        moves = (_swap_moves(step.first, step.second, board) if step.power == "swap"
                 else _tile_swap_moves(_POSITION[step.first], _POSITION[step.second], board))
        score = 0.0
        for pawn, target in moves:
            table = _READY[pawn.owner]
            change = table[target] - table[pawn.square or target]
            score += change if pawn.owner == seat else -change
        return score
    if step.power == "eye":
        looked = (board[step.first], board[step.second])
        return 0.01 * sum(1 for pawn in looked
                          if pawn.owner != seat and pawn.id not in state.knowledge[seat])
    return _landing_value(seat, step.second, board) - _landing_value(seat, step.first, board)


_POSITION: Final[dict[str, Position]] = {position: position for position in POSITIONS}


def _swap_moves(first: str, second: str, board: dict[str, Pawn]) -> list[tuple[Pawn, str]]:
    return [(board[first], second), (board[second], first)]


def _tile_swap_moves(first: Position, second: Position,
                     board: dict[str, Pawn]) -> list[tuple[Pawn, str]]:
    moves = []
    pair: tuple[tuple[Position, Position], ...] = ((first, second), (second, first))
    for one, other in pair:
        for square, target in zip(squares_of(one), squares_of(other), strict=True):
            pawn = board.get(square)
            if pawn is not None and not pawn.face_up:
                moves.append((pawn, target))
    return moves


def _landing_value(seat: int, square: str, board: dict[str, Pawn]) -> float:
    """What a bush on `square` is worth to `seat`: blocking a far-rank landing square the
    opponent's face-down pawns can jump to, minus blocking one of its own."""
    rank = rank_of(square)
    value = 0.0
    for origin in knight_targets(square):
        pawn = board.get(origin)
        if pawn is None or pawn.face_up:
            continue
        if pawn.owner == seat and rank == far_rank(seat):
            value -= _READINESS[1]
        elif pawn.owner != seat and rank == far_rank(1 - seat):
            value += _READINESS[1]
    return value


def step_scores(state: OstrichesState, seat: int, steps: Sequence[SingleStep]) -> list[float]:
    """Each step's heuristic score for `seat` (higher first), whatever the phase: the steps
    are the legal steps of `state`, so all of the phase's kind."""
    phase = state.phase
    if phase == "placing":  # nearer the far rank is better for a pawn placed now
        return [_READY[seat][cast(Place, step).square] for step in steps]
    board = _board(state)
    if phase == "moving":
        return move_scores(seat, cast(Sequence[Move], steps), board, _face_up(state))
    if phase == "power":
        return [power_score(state, seat, cast(UsePower | Pass, step), board) for step in steps]
    return rotation_scores(seat, cast(Sequence[Rotate], steps), board)


def evaluate(state: OstrichesState) -> tuple[float, float]:
    """Each seat's chance of winning as the heuristics see it: the race to four face-up
    pawns, where each face-down pawn counts for a share of one by its flip distance and
    having the move for a little more."""
    if state.winner is not None:
        return (1.0, 0.0) if state.winner == 0 else (0.0, 1.0)
    lead = 0.0
    for pawn in state.pawns:
        square = pawn.square
        if square is None:
            continue
        worth = 1.0 if pawn.face_up else _READY[pawn.owner][square]
        lead += worth if pawn.owner == 0 else -worth
    lead += _TEMPO if state.turn == 0 else -_TEMPO
    south = 1.0 / (1.0 + math.exp(-_SHARPNESS * lead))
    return south, 1.0 - south


# --------------------------------------------------------------------------- the plug-in


class OstrichesBot:
    """Ostriches as `games.ai.search` plays it (a `BotGame`): the rules, and the heuristics
    of this module."""

    def to_act(self, state: OstrichesState) -> list[int]:
        """Who acts, as the rules read it (`queries.to_act`)."""
        return queries.to_act(state)

    def legal_actions(self, state: OstrichesState, seat: int) -> list[SingleStep]:
        """The rules' single steps, as the engine lists them."""
        return rules.legal_steps(state, seat)

    def apply(self, state: OstrichesState, seat: int,
              action: SingleStep) -> tuple[OstrichesState, list[Event]]:
        """The rules' `apply`, as the engine calls it."""
        return rules.apply(state, seat, action)

    def sampler(self, view: OstrichesView, seat: int) -> Sampler:
        """See `Sampler`."""
        return Sampler(view, seat)

    def candidates(self, state: OstrichesState, seat: int,
                   legal: list[SingleStep]) -> list[SingleStep]:
        """Every legal step, best first by `step_scores` (ties keep the rules' order)."""
        scores = step_scores(state, seat, legal)
        order = sorted(range(len(legal)), key=lambda index: -scores[index])
        return [legal[index] for index in order]

    def rollout_action(self, state: OstrichesState, seat: int, legal: list[SingleStep],
                       rng: random.Random) -> SingleStep:
        """Mostly the best step by `step_scores` (ties drawn at random), sometimes any;
        powers are passed (or, where they must be used, the last use listed) and pawns
        placed anywhere, which rollouts need not refine."""
        phase = state.phase
        if phase == "power":
            return legal[-1]  # the rules list `pass` last, when it is legal
        if phase == "placing" or rng.random() < ROLLOUT_NOISE:
            return legal[rng.randrange(len(legal))]
        scores = step_scores(state, seat, legal)
        top = max(scores)
        best = [step for step, score in zip(legal, scores, strict=True) if score == top]
        return best[0] if len(best) == 1 else best[rng.randrange(len(best))]

    def observation(self, state: OstrichesState, seat: int, mover: int,
                    action: SingleStep) -> None:
        """Nothing: the search samples the powers an Eye would show, and plays on alike."""
        return None

    def evaluate(self, state: OstrichesState) -> tuple[float, float]:
        """See the module's `evaluate`."""
        return evaluate(state)


OSTRICHES_BOT: Final = OstrichesBot()
"""The plug-in `bot_action` searches with."""
