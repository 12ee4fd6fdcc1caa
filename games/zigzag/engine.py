"""The Zig Zag engine: the `games.base.Engine` protocol wired to this package's modules."""

from __future__ import annotations

from collections.abc import Mapping
from types import MappingProxyType
from typing import ClassVar

from pydantic import TypeAdapter

from games.base import EngineBase, Event, IllegalAction, OptionSpec, Outcome, resolve_stored
from games.zigzag import auto, bot, notation, results, rules
from games.zigzag import secrets as hidden
from games.zigzag.describe import describe_view
from games.zigzag.models import ZigZagAction, ZigZagOptions, ZigZagState, ZigZagView
from games.zigzag.pages import PAGES
from games.zigzag.render import render_view
from games.zigzag.results import outcome_of
from games.zigzag.setup import new_state
from games.zigzag.views import build_view

PEEK_WORDS: tuple[tuple[str, str], ...] = (
    *((word, "on") for word in ("true", "yes", "1", "oui")),
    *((word, "off") for word in ("false", "no", "0", "non")),
)
"""`peek` was a yes-or-no option: games stored with `true`/`false` and players typing
`peek=yes` read as before."""

RULES_VERSION = 2
"""The rules new games are played by. 1: before the second audit of the rulebook (a race of
the longer game with `places` went on until one figure was left racing); 2: as printed (the
race ends at the end of the round in which the first figure reaches its goal)."""

OPTIONS: tuple[OptionSpec, ...] = (
    OptionSpec(name="mode", label="zigzag.option.mode", default="turns",
               choices=("turns", "live")),
    OptionSpec(name="peek", label="zigzag.option.peek", default="on", choices=("on", "off"),
               aliases=PEEK_WORDS, default_when=(("mode", "live", "off"),)),
    OptionSpec(name="autopilot", label="zigzag.option.autopilot", default=False),
    OptionSpec(name="places", label="zigzag.option.places", default=False),
    OptionSpec(name="races", label="zigzag.option.races", default="1",
               choices=("1", "long", "2", "3", "4")),
    OptionSpec(name="rounds", label="zigzag.option.rounds", default=0, minimum=0, maximum=99),
    OptionSpec(name="rules", label="zigzag.option.rules", default=RULES_VERSION, minimum=1,
               maximum=RULES_VERSION, before=1),
)


LONG_GAME_RACES = {2: 4, 3: 3, 4: 4}
"""The rulebook's longer game: "with 2 and 4 players, there are four races and with 3 players,
there are three races"."""


def race_count(races: str, players: int) -> int:
    """How many races option `races` plays with that many players."""
    return LONG_GAME_RACES[players] if races == "long" else int(races)


class ZigZagEngine(EngineBase[ZigZagState, ZigZagAction, ZigZagView]):
    """Zig Zag for 2-4 players: setup, collecting (`turns` or `live`), running, races.

    Options: `mode` (turns: one at a time, the default; live: everyone at once), `peek`
    (show players their own collect stack: `on` by default when collecting in turns, a house
    rule for play over days; `off` by default live, the table's rule), `autopilot` (the bot
    picks the farthest field when several fit), `places` (the others race on for places),
    `races` (1 = the plain game, the default; `long` = the rulebook's longer game, 4 races
    with 2 or 4 players and 3 with 3; or an explicit count up to 4), `rounds` (house rule: a
    race ends after at most this many rounds; 0, the default for games between people, sets
    no limit; at the limit the plain game goes to the figure nearest its goal, the longer game
    scores the race), `rules` (the rules version, `RULES_VERSION` by default; a game keeps
    the version it started with).
    """

    state_model = ZigZagState
    view_model = ZigZagView
    action_adapter = TypeAdapter(ZigZagAction)
    menu_wording = auto.menu_words
    random_play_options: ClassVar[Mapping[str, object]] = MappingProxyType(
        {"rounds": 10, "rules": RULES_VERSION})
    """Random players may never bring a figure home: a race with a round limit ends."""
    anytime_notation: ClassVar[str | None] = "stop"
    name: ClassVar[str] = "zigzag"
    min_players: ClassVar[int] = 2
    max_players: ClassVar[int] = 4
    options: ClassVar[tuple[OptionSpec, ...]] = OPTIONS

    auto_action = staticmethod(auto.auto_action)
    bot_action = staticmethod(bot.bot_action)
    bot_anytime_action = staticmethod(bot.bot_anytime_action)
    render = staticmethod(render_view)
    describe = staticmethod(describe_view)
    secret_rules = hidden
    pages = PAGES
    reveal_keys = ("zigzag.event.flip.", "zigzag.event.move.", "zigzag.event.blocked.",
                   "zigzag.event.goal.", "zigzag.event.penalty", "zigzag.event.turn_over")
    """A table card flipped, the goals drawn, a collect stack turned over and run through
    (each step shows its next card), and the penalty card drawn from the supply."""

    def new_game(
        self, players: int, seed: int, options: Mapping[str, object] | None = None
    ) -> ZigZagState:
        """A fresh game with obstacle and goal cards dealt; bad options raise IllegalAction."""
        if not self.min_players <= players <= self.max_players:
            raise IllegalAction("zigzag.error.player_count", players=players,
                                low=self.min_players, high=self.max_players)
        resolved = resolve_stored(self.options, options)
        resolved["races"] = race_count(str(resolved["races"]), players)
        resolved["peek"] = resolved["peek"] == "on"
        return new_state(players, seed, ZigZagOptions.model_validate(resolved))

    def to_act(self, state: ZigZagState) -> list[int]:
        """Seats the game waits for (every seat with setup left, all racers in live mode)."""
        return rules.to_act(state)

    def turn_key(self, state: ZigZagState) -> str:
        """Changes when a phase, a collecting turn (`turns` mode) or a runner's turn ends;
        not between flip and take, nor during setup or live collecting (everyone at once)."""
        return (f"{state.race}:{state.round}:{state.phase}:{state.turn}:{state.run_index}")

    def phase_key(self, state: ZigZagState) -> str:
        """Changes when setup, collecting or running ends (not between turns)."""
        return f"{state.race}:{state.round}:{state.phase}"

    def legal_actions(self, state: ZigZagState, seat: int) -> list[ZigZagAction]:
        """Every single-step action for `seat` now."""
        return rules.legal_actions(state, seat)

    def apply(
        self, state: ZigZagState, seat: int, action: ZigZagAction
    ) -> tuple[ZigZagState, list[Event]]:
        """Pure: the next state and its events; IllegalAction leaves `state` untouched."""
        return rules.apply(state, seat, action)

    def reveals(self, state: ZigZagState, seat: int, action: ZigZagAction) -> bool:
        """Whether the picker must send `action` at once: everything but setup, which
        shows nothing (a flip turns a card up, a take in live mode races the others, a run
        step turns the next card of the stack)."""
        return action.verb not in rules.SETUP_VERBS

    def parse(self, state: ZigZagState, seat: int, text: str) -> ZigZagAction:
        """An action from the notation of HOUSE_RULES.md section 3."""
        return notation.parse_action(text)

    def format(self, state: ZigZagState, action: ZigZagAction) -> str:
        """The canonical notation of `action`."""
        return notation.format_action(action)

    def view(self, state: ZigZagState, seat: int | None) -> ZigZagView:
        """What `seat` may know; None is a spectator."""
        return build_view(state, seat)

    def bot_view(self, state: ZigZagState, seat: int) -> ZigZagView:
        """The seat's view remembering every stack as the table saw it taken, whatever
        `peek` says: a bot forgets nothing it saw."""
        return build_view(state, seat, memory=True)

    def revealed_view(self, state: ZigZagState) -> ZigZagView:
        """The spectator's view with every card shown (a finished game's replay)."""
        return build_view(state, None, reveal=True)

    def outcome(self, state: ZigZagState) -> Outcome | None:
        """Winners and places once the game is over."""
        return outcome_of(state)

    def leaders(self, state: ZigZagState) -> list[int]:
        """Who leads now (for a game its players vote to end): see `results.leaders`."""
        return results.leaders(state)

    def menu_path(self, state: ZigZagState, action: ZigZagAction) -> list[str]:
        """The picker path of a legal action (see `games.zigzag.auto.menu_path`)."""
        return auto.menu_path(state, action)
