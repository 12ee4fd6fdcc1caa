"""The Ostriches engine: the `games.base.Engine` protocol wired to this package's modules.

Rules live in `rules`, the notation in `notation`, secrets are projected in `views`, images
in `render` and texts in `describe`; this class only adapts them to the shared contract.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import ClassVar

from pydantic import TypeAdapter

from games.base import EngineBase, Event, IllegalAction, OptionSpec, Outcome, resolve_stored

from . import bot, menu, notation, queries, rules, setup, views
from . import describe as describing
from . import secrets as hidden
from .autoplay import auto_step
from .board import COLOURS
from .models import (
    Action,
    AnyAction,
    BushSetup,
    Line,
    Memory,
    Move,
    OstrichesState,
    OstrichesView,
    Pass,
    Place,
    PowerRule,
    Rotate,
    SingleStep,
    UsePower,
)
from .pages import PAGES
from .render import render_png


def _line(steps: Sequence[SingleStep]) -> AnyAction:
    """One step as itself, several as a `Line`."""
    return steps[0] if len(steps) == 1 else Line(steps=tuple(steps))


class OstrichesEngine(EngineBase[OstrichesState, AnyAction, OstrichesView]):
    """Ostriches for two players: seat 0 is South (red), seat 1 North (blue).

    Options: `memory` (`assist`, the default for play over days: a player's private board
    marks every face-down pawn they know and their notes follow those pawns; `pure`: the
    table game, remembered alone), `bushes` (`random` centres of one South and one North
    tile, or `fixed` on b2 and e5) and `powers` (`compulsory`, the English rulebook: a
    revealed power with a legal use must be used; `optional`, the French reading: the mover
    may pass). Options stored without `powers` were stored before it existed (the lobby
    stores every option, filled in, when the game is created): they read `optional`, the
    rule those games were played by (`OptionSpec.before`, read by `resolve_stored`).
    """

    state_model = OstrichesState
    view_model = OstrichesView
    action_adapter: TypeAdapter[AnyAction] = TypeAdapter(Action)
    name: ClassVar[str] = "ostriches"
    min_players: ClassVar[int] = 2
    max_players: ClassVar[int] = 2
    options: ClassVar[tuple[OptionSpec, ...]] = (
        OptionSpec(name="memory", label="ostriches.option.memory", default="assist",
                   choices=("pure", "assist")),
        OptionSpec(name="bushes", label="ostriches.option.bushes", default="random",
                   choices=("random", "fixed")),
        OptionSpec(name="powers", label="ostriches.option.powers", default="compulsory",
                   choices=("compulsory", "optional"), before="optional"),
    )

    auto_action = staticmethod(auto_step)
    bot_action = staticmethod(bot.bot_action)
    render = staticmethod(render_png)
    describe = staticmethod(describing.describe)
    secret_rules = hidden
    pages = PAGES
    reveal_keys = ("ostriches.event.flipped.", "ostriches.private.seen.")
    """A pawn turned up, and what the Eye saw."""
    menu_wording = menu.menu_words

    def new_game(
        self, players: int, seed: int, options: Mapping[str, object] | None = None
    ) -> OstrichesState:
        """A fresh game; refuses a player count other than 2 and bad options."""
        if players != setup.PLAYERS:
            raise IllegalAction("ostriches.error.players", players=players)
        resolved = resolve_stored(self.options, options)
        memory: Memory = "assist" if resolved["memory"] == "assist" else "pure"
        bushes: BushSetup = "fixed" if resolved["bushes"] == "fixed" else "random"
        powers: PowerRule = "optional" if resolved["powers"] == "optional" else "compulsory"
        return setup.new_state(seed, memory, bushes, powers)

    def to_act(self, state: OstrichesState) -> list[int]:
        """The seat whose turn it is, through every step of that turn; [] once over."""
        return queries.to_act(state)

    def turn_key(self, state: OstrichesState) -> str:
        """Changes when a placement or a whole turn (move, power, rotation) is over."""
        return f"{state.turn_number}:{state.turn}:{state.phase == 'over'}"

    def phase_key(self, state: OstrichesState) -> str:
        """Changes when the placement ends and when the game does (the turns of play share
        one phase)."""
        return state.phase if state.phase in ("placing", "over") else "play"

    def legal_actions(self, state: OstrichesState, seat: int) -> list[AnyAction]:
        """Every single step `seat` may take now (placement, move, power, or rotation)."""
        return list[AnyAction](rules.legal_steps(state, seat))

    def apply(
        self, state: OstrichesState, seat: int, action: AnyAction
    ) -> tuple[OstrichesState, list[Event]]:
        """Pure: the new state and its events; IllegalAction leaves `state` untouched."""
        return rules.apply(state, seat, action)

    def reveals(self, state: OstrichesState, seat: int, action: AnyAction) -> bool:
        """Whether the picker must send `action` at once: a flip or the Eye shows the
        player something (see `rules.reveals`)."""
        return rules.reveals(state, seat, action)

    def applied_part(self, state: OstrichesState, seat: int,
                     action: AnyAction) -> tuple[AnyAction, AnyAction | None]:
        """The steps of `action` that `apply` plays, and those it drops because one of
        them ended the game (None: none dropped)."""
        if not isinstance(action, Line):
            return action, None
        played = rules.steps_played(state, seat, action)
        if played == len(action.steps):
            return action, None
        return _line(action.steps[:played]), _line(action.steps[played:])

    def parse(self, state: OstrichesState, seat: int, text: str) -> AnyAction:
        """An action from its notation (any seat, any phase: `apply` judges legality)."""
        return notation.parse_action(text)

    def format(self, state: OstrichesState, action: AnyAction) -> str:
        """The canonical notation of `action`."""
        return notation.format_action(action)

    def view(self, state: OstrichesState, seat: int | None) -> OstrichesView:
        """What `seat` may know (None: a spectator)."""
        return views.project(state, seat)

    def revealed_view(self, state: OstrichesState) -> OstrichesView:
        """The spectator's view with every face-down pawn shown (a finished game's replay)."""
        return views.project(state, None, reveal=True)

    def outcome(self, state: OstrichesState) -> Outcome | None:
        """The winner once a colour has four pawns face up; None before."""
        if state.winner is None:
            return None
        winner = state.winner
        return Outcome(
            winners=[winner],
            places=[[winner], [1 - winner]],
            reason="ostriches.outcome.four_revealed",
            reason_params={"colour": COLOURS[winner], "player": winner},
        )

    def menu_path(self, state: OstrichesState, action: AnyAction) -> list[str]:
        """Picker levels: `["eye", "c2"]`, `["b1", "c3"]`, `["swap", "a4", "d5"]`,
        `["pass"]`, `["NE cw"]` (a rotation is one press among at most eight); a line gives
        its steps' paths one after another."""
        if isinstance(action, Line):
            return [label for step in action.steps for label in self.menu_path(state, step)]
        if isinstance(action, Place):
            return [action.power, action.square]
        if isinstance(action, Move):
            return [action.origin, action.target]
        if isinstance(action, UsePower):
            return [action.power, action.first, action.second]
        if isinstance(action, Pass):
            return ["pass"]
        assert isinstance(action, Rotate)
        return [f"{action.tile} {action.direction}"]
