"""Pebbles: the smallest whole game, which lives only in the tests.

Players take turns taking 1 or 2 pebbles from a pile; each holds a hidden bonus (1 to 3),
dealt from the seed, that only they see until the pile is empty. Most pebbles plus bonus
wins (ties share). It implements every member of `games.base.GameEngine` and nothing more,
so it proves a game needs no line in sessions or cogs, and its hidden bonus gives the leak
and twin tests something to find. docs/ADDING_A_GAME.md walks through it.
"""

from __future__ import annotations

import io
import random
from collections.abc import Mapping, Sequence
from typing import ClassVar, Literal

from PIL import Image, ImageDraw
from pydantic import BaseModel, ConfigDict, TypeAdapter

import i18n
from games.ai import check_level
from games.base import (
    EngineBase,
    Event,
    IllegalAction,
    OptionSpec,
    Outcome,
    Secret,
    chance,
    resolve_options,
    seat_name,
)

NAME = "pebbles"
PILE = (7, 10)  # the pile's size is drawn from this range, both ends included
BONUS = (1, 3)


class PebblesState(BaseModel):
    """The pile, whose turn it is, what each seat took, and the hidden bonuses."""

    model_config = ConfigDict(extra="forbid")

    pile: int
    turn: int
    taken: list[int]
    bonus: list[int]


class Take(BaseModel):
    """`take N`: take N pebbles (1 or 2)."""

    model_config = ConfigDict(frozen=True, extra="forbid")

    kind: Literal["take"] = "take"
    count: int


class PebblesView(BaseModel):
    """What `viewer` sees: the pile and takings, and its own bonus (every bonus once over)."""

    model_config = ConfigDict(frozen=True, extra="forbid")

    viewer: int | None
    pile: int
    turn: int
    taken: list[int]
    bonus: list[int | None]


class PebblesEngine(EngineBase[PebblesState, Take, PebblesView]):
    """Pebbles for 2-3 players."""

    state_model = PebblesState
    view_model = PebblesView
    action_adapter = TypeAdapter(Take)
    name: ClassVar[str] = NAME
    min_players: ClassVar[int] = 2
    max_players: ClassVar[int] = 3
    options: ClassVar[tuple[OptionSpec, ...]] = ()
    reveal_keys = ("pebbles.event.bonus",)  # the bonuses, told when the pile runs out

    def new_game(self, players: int, seed: int,
                 options: Mapping[str, object] | None = None) -> PebblesState:
        """A pile of 7 to 10 pebbles and a hidden bonus for each seat, all from `seed`."""
        if not self.min_players <= players <= self.max_players:
            raise IllegalAction("pebbles.error.players", low=self.min_players,
                                high=self.max_players, count=players)
        resolve_options(self.options, options)
        rng = chance(seed, 0)
        return PebblesState(pile=rng.randint(*PILE), turn=0, taken=[0] * players,
                            bonus=[rng.randint(*BONUS) for _ in range(players)])

    def to_act(self, state: PebblesState) -> list[int]:
        """The seat whose turn it is; nobody once the pile is empty."""
        return [state.turn] if state.pile else []

    def turn_key(self, state: PebblesState) -> str:
        """Every take is a whole turn."""
        return f"{state.pile}:{state.turn}"

    def legal_actions(self, state: PebblesState, seat: int) -> list[Take]:
        """Take 1 or 2, no more than the pile holds, on your turn."""
        if seat not in self.to_act(state):
            return []
        return [Take(count=count) for count in (1, 2) if count <= state.pile]

    def apply(self, state: PebblesState, seat: int,
              action: Take) -> tuple[PebblesState, list[Event]]:
        """The pebbles taken and the turn passed; the bonuses told once the pile is empty."""
        if seat not in self.to_act(state):
            raise IllegalAction("pebbles.error.not_your_turn")
        if action not in self.legal_actions(state, seat):
            raise IllegalAction("pebbles.error.bad_take")
        taken = list(state.taken)
        taken[seat] += action.count
        pile = state.pile - action.count
        after = PebblesState(pile=pile, turn=(seat + 1) % len(taken), taken=taken,
                             bonus=list(state.bonus))
        events = [Event(key="pebbles.event.took",
                        params={"player": seat, "count": action.count, "pile": pile}),
                  Event(key="pebbles.private.bonus", params={"bonus": state.bonus[seat]},
                        audience=seat)]
        if not pile:
            events += [Event(key="pebbles.event.bonus", params={"player": other, "bonus": bonus})
                       for other, bonus in enumerate(state.bonus)]
        return after, events

    def parse(self, state: PebblesState, seat: int, text: str) -> Take:
        """`take 1` or `take 2` (any case and spacing)."""
        words = text.lower().split()
        if len(words) != 2 or words[0] != "take" or words[1] not in ("1", "2"):
            raise IllegalAction("pebbles.error.notation")
        return Take(count=int(words[1]))

    def format(self, state: PebblesState, action: Take) -> str:
        """`take N`."""
        return f"take {action.count}"

    def view(self, state: PebblesState, seat: int | None) -> PebblesView:
        """The bonus of `seat` only, every bonus once the pile is empty."""
        return PebblesView(viewer=seat, pile=state.pile, turn=state.turn, taken=state.taken,
                           bonus=[bonus if seat == index or not state.pile else None
                                  for index, bonus in enumerate(state.bonus)])

    def outcome(self, state: PebblesState) -> Outcome | None:
        """Once the pile is empty: places by pebbles plus bonus."""
        if state.pile:
            return None
        scores = {seat: taken + state.bonus[seat] for seat, taken in enumerate(state.taken)}
        places = [[seat for seat in scores if scores[seat] == score]
                  for score in sorted(set(scores.values()), reverse=True)]
        return Outcome(winners=places[0], places=places, reason="pebbles.outcome.most",
                       reason_params={"player": places[0][0]}, scores=scores)

    def leaders(self, state: PebblesState) -> list[int]:
        """The most pebbles taken so far (the bonuses stay hidden)."""
        return [seat for seat, taken in enumerate(state.taken) if taken == max(state.taken)]

    def auto_action(self, state: PebblesState, seat: int) -> Take:
        """Take one."""
        return self.legal_actions(state, seat)[0]

    def bot_action(self, view: PebblesView, seat: int, *, level: str, seed: int) -> Take:
        """Easy takes one; the others take two when two are left, and by `seed` otherwise."""
        easy = check_level(level) == "easy"
        if not view.pile or view.turn != seat:
            raise ValueError("the view does not wait for that seat")
        if easy or view.pile < 2:
            return Take(count=1)
        return Take(count=2 if view.pile == 2 else random.Random(seed).choice((1, 2)))

    def menu_path(self, state: PebblesState, action: Take) -> list[str]:
        """One press: `take 1` or `take 2`."""
        return [f"take {action.count}"]

    def render(self, view: PebblesView, lang: str = "en",
               names: Sequence[str] | None = None) -> bytes:
        """A row of pebbles, one dot each, and a bar per seat for what it took."""
        image = Image.new("RGB", (24 * max(view.pile, 1) + 8, 24 + 12 * len(view.taken)),
                          "white")
        draw = ImageDraw.Draw(image)
        for index in range(view.pile):
            draw.ellipse((8 + 24 * index, 4, 24 + 24 * index, 20), fill="grey")
        for seat, taken in enumerate(view.taken):
            draw.rectangle((8, 26 + 12 * seat, 8 + 6 * taken, 32 + 12 * seat), fill="black")
        out = io.BytesIO()
        image.save(out, format="PNG")
        return out.getvalue()

    def describe(self, view: PebblesView, lang: str = "en",
                 names: Sequence[str] | None = None) -> str:
        """The pile and whose turn, each seat's takings, and the viewer's hidden bonus."""
        def who(seat: int) -> str:
            return seat_name(names, seat) or i18n.t("pebbles.describe.player", lang,
                                                    number=seat + 1)
        lines = [i18n.t("pebbles.describe.pile", lang, pile=view.pile, player=who(view.turn))
                 if view.pile else i18n.t("pebbles.describe.over", lang)]
        lines += [i18n.t("pebbles.describe.score", lang, player=who(seat), taken=taken)
                  for seat, taken in enumerate(view.taken)]
        if view.viewer is not None and view.pile:
            lines.append(i18n.t("pebbles.private.bonus", lang, bonus=view.bonus[view.viewer]))
        return "\n".join(lines)

    def secrets(self, state: PebblesState) -> list[Secret]:
        """Each seat's bonus while the pile lasts, with the line that will tell it."""
        if not state.pile:
            return []
        return [Secret(what=f"seat {seat}'s bonus", tells=(Event(
            key="pebbles.event.bonus", params={"player": seat, "bonus": bonus}),))
            for seat, bonus in enumerate(state.bonus)]

    def redraw_secrets(self, state: PebblesState, rng: random.Random) -> PebblesState:
        """Every bonus drawn again."""
        return state.model_copy(update={"bonus": [rng.randint(*BONUS) for _ in state.bonus]})
