"""The Ostrich Scramble engine: the `games.base.Engine` protocol wired to the rules modules."""

from __future__ import annotations

from collections import Counter
from collections.abc import Mapping
from functools import lru_cache
from types import MappingProxyType
from typing import ClassVar

from pydantic import TypeAdapter

from games.base import EngineBase, Event, IllegalAction, OptionSpec, Outcome, resolve_stored
from games.scramble import bot
from games.scramble import secrets as hidden
from games.scramble.constants import BOTS_ONLY_OPTIONS, DEFAULT_MAX_ROUNDS, RULES_VERSION
from games.scramble.describe import describe_view
from games.scramble.facts import owner
from games.scramble.flow import ends_phase
from games.scramble.garments import worn_types
from games.scramble.legal import legal_actions, to_act
from games.scramble.models import Action, State
from games.scramble.notation import (
    GROUPED_KINDS,
    format_action,
    menu_path,
    menu_words,
    parse_action,
)
from games.scramble.pages import PAGES
from games.scramble.render import render_view
from games.scramble.rules import apply_action
from games.scramble.setup import new_state
from games.scramble.views import ScrambleView, project

MenuGroup = tuple[str, str | None]
"""What picker paths count siblings by: an action's kind, and for a claim its ostrich."""

# auto_action picks the first legal action whose kind comes earliest here (ties keep the
# order of legal_actions): decline a Zag, pass on traps, draw rather than steal, then the
# first Zig (lowest card, towards N), and otherwise the first listed answer.
_AUTO_PREFERENCE = ("zag_no", "trap_pass", "draw", "zig")
# Steps that show their player nothing new: the picker may hold them in the turn it puts
# together (see `reveals`).
_DRAFTED_KINDS = frozenset({"give", "zig", "trap", "trap_pass"})


class ScrambleEngine(EngineBase[State, Action, ScrambleView]):
    """Ostrich Scramble for 2-6 players (HOUSE_RULES.md section 2)."""

    state_model = State
    view_model = ScrambleView
    action_adapter = TypeAdapter(Action)
    name: ClassVar[str] = "scramble"
    min_players: ClassVar[int] = 2
    max_players: ClassVar[int] = 6
    options: ClassVar[tuple[OptionSpec, ...]] = (
        OptionSpec(name="max_rounds", label="scramble.option.max_rounds",
                   default=DEFAULT_MAX_ROUNDS, minimum=0, maximum=200),
        OptionSpec(name="rules", label="scramble.option.rules", default=RULES_VERSION,
                   minimum=1, maximum=RULES_VERSION, before=1),
    )

    random_play_options: ClassVar[Mapping[str, object]] = MappingProxyType(BOTS_ONLY_OPTIONS)
    """A game of bots alone sets the round limit the table game leaves off, so it ends."""
    anytime_choice: ClassVar[str | None] = "give"
    """Gives, "at any time" (`legal.out_of_turn_gives`)."""

    bot_action = staticmethod(bot.bot_action)
    render = staticmethod(render_view)
    describe = staticmethod(describe_view)
    secret_rules = hidden
    pages = PAGES
    reveal_keys = ("scramble.event.reveal", "scramble.event.reveal_dizzy",
                   "scramble.event.trap_revealed", "scramble.event.claimed",
                   "scramble.event.trapped", "scramble.event.drew_private",
                   "scramble.event.trap_drawn_private")
    """A Zig or a trap turned over, the secret claims and traps told when their phase ends,
    and the cards a player draws. (A give is told at once in MOVE, by its giver, and at
    the end of PLAN or SET TRAPS, which seals that row anyway: `gave` is not one.)"""
    menu_wording = menu_words

    def new_game(self, players: int, seed: int,
                 options: Mapping[str, object] | None = None) -> State:
        """A fresh game, already in the first PLAN (everyone holds four Zig cards), played
        by the rules version its options name (`resolve_stored`: 1 for options stored before
        the version existed)."""
        if not self.min_players <= players <= self.max_players:
            raise IllegalAction("scramble.illegal.player_count", low=self.min_players,
                                high=self.max_players, count=players)
        resolved = resolve_stored(self.options, options)
        state, _ = new_state(players, seed, int(resolved["max_rounds"]),
                             int(resolved["rules"]))
        return state

    def to_act(self, state: State) -> list[int]:
        """Every seat yet to submit in PLAN / SET TRAPS, else the owner of the pending decision."""
        return to_act(state)

    def turn_key(self, state: State) -> str:
        """Changes when a phase ends and when an ostrich's MOVE turn is over (not between
        the submissions of PLAN or SET TRAPS, nor at a decision owed mid-move)."""
        return f"{state.round}:{state.phase}:{state.turn_index}"

    def phase_key(self, state: State) -> str:
        """Changes when PLAN, SET TRAPS or MOVE ends (a round's phases), not between the
        ostriches' turns of MOVE."""
        return f"{state.round}:{state.phase}"

    def legal_actions(self, state: State, seat: int) -> list[Action]:
        """Every single-step action `seat` may take now."""
        return legal_actions(state, seat)

    def apply(self, state: State, seat: int, action: Action) -> tuple[State, list[Event]]:
        """Pure: the new state and its events; IllegalAction says what is wrong."""
        return apply_action(state, seat, action)

    def reveals(self, state: State, seat: int, action: Action) -> bool:
        """Whether the picker must send `action` at once: every step but a give, a Zig set
        and a trap played (or passed), since a claim draws cards and a MOVE decision moves
        ostriches, turns cards over and draws traps, all of which the player must see before
        their next choice; and the submission that ends PLAN or SET TRAPS, which resolves
        the phase. Whether it ends it is public (who has submitted, what each seat owes)."""
        return action.kind not in _DRAFTED_KINDS or ends_phase(state, seat, action.kind)

    def parse(self, state: State, seat: int, text: str) -> Action:
        """An action from the notation (case-insensitive)."""
        return parse_action(state, seat, text)

    def format(self, state: State, action: Action) -> str:
        """The notation of an action."""
        return format_action(state, action)

    def view(self, state: State, seat: int | None) -> ScrambleView:
        """What `seat` may know (None: a spectator); everything once the game is over."""
        return project(state, seat)

    def revealed_view(self, state: State) -> ScrambleView:
        """The spectator's view with every hand, trap and claim shown (a finished game's
        replay)."""
        return project(state, None, reveal=True)

    def leaders(self, state: State) -> list[int]:
        """Who leads now, for a game its players vote to end: the most garment types worn
        (the `max_rounds` rule), ties sharing."""
        scores = [worn_types(state, seat.seat) for seat in state.seats]
        return [seat for seat, score in enumerate(scores) if score == max(scores)]

    def outcome(self, state: State) -> Outcome | None:
        """Winners first, the others ranked by garment types worn (ties share a place)."""
        if state.phase != "over":
            return None
        scores = {seat.seat: worn_types(state, seat.seat) for seat in state.seats}
        others = [seat for seat in scores if seat not in state.winners]
        places = [list(state.winners)]
        for score in sorted({scores[seat] for seat in others}, reverse=True):
            places.append([seat for seat in others if scores[seat] == score])
        reason = f"scramble.outcome.{state.end_reason}"
        params: dict[str, str | int] = (
            {"rounds": state.max_rounds} if state.end_reason == "max_rounds"
            else {"player": state.winners[0]}
        )
        return Outcome(winners=list(state.winners), places=places, reason=reason,
                       reason_params=params, scores=scores)

    def auto_action(self, state: State, seat: int) -> Action:
        """The first legal action by `_AUTO_PREFERENCE`, else the first legal action.

        So the bot declines Zags, passes traps, draws instead of stealing, sets the lowest
        card towards N (no claims, no gives), and otherwise takes the first listed answer
        (x 0, dir N, the first square in board order, the first garment).
        """
        actions = [action for action in legal_actions(state, seat) if action.kind != "give"]
        if not actions:
            raise IllegalAction("scramble.illegal.not_your_turn", rule="crown")

        def rank(action: Action) -> int:
            label = "zag_no" if action.kind == "zag" and action.direction is None else action.kind
            return _AUTO_PREFERENCE.index(label) if label in _AUTO_PREFERENCE else len(
                _AUTO_PREFERENCE)

        return min(actions, key=rank)

    def menu_path(self, state: State, action: Action) -> list[str]:
        """Picker labels: e.g. `zig red 2cw N` -> ["zig", "red", "2cw", "N"].

        Only claims and square choices depend on how many siblings are offered, and the
        counts come from `_offered`, once per state and seat: a picker asks for every legal
        action's path in turn, and re-listing every waiting seat's actions for each one
        made listing a seat's choices in PLAN quadratic.
        """
        if action.kind not in GROUPED_KINDS:
            return menu_path(state, action, 0)
        group: MenuGroup = (action.kind, action.ostrich if action.kind == "claim" else None)
        # a claim is offered only to its ostrich's owner; a square to the one deciding seat
        seats = [owner(state, str(action.ostrich))] if action.kind == "claim" else to_act(state)
        text = state.model_dump_json()
        return menu_path(state, action, sum(_offered(text, seat).get(group, 0)
                                            for seat in seats))


@lru_cache(maxsize=16)
def _offered(state_json: str, seat: int) -> Mapping[MenuGroup, int]:
    """How many legal actions `seat` has in each picker group, in the state of that JSON.

    Keyed by the state's JSON, not the object, so a state changed in place never reads a
    stale count; the few most recent states are kept.
    """
    state = State.model_validate_json(state_json)
    counts: Counter[MenuGroup] = Counter(
        (item.kind, item.ostrich if item.kind == "claim" else None)
        for item in legal_actions(state, seat))
    return MappingProxyType(counts)
