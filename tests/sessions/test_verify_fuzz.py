"""`--verify` against thousands of forged records: real finished records (whole games of
each kind played by the engines, and games the table ended by a resignation or a vote),
each changed at the JSON level by seeded mutations. Whatever the change, the check either
refuses the record in one printable line, or proves exactly what the original proved.

What a record proves: its kind, seed, number of players, each seat's actions in order
(the notations; how two seats' actions interleave is proved only where it matters: two
secret submissions of one simultaneous phase give the same events in either order), the
outcome, how the game ended, and the resignations the outcome rests on (who ended a
game by resigning with two seats left, and so who was left). The seats that resigned
earlier and the bots' seats are the table's word where the outcome does not depend on them
(a game the rules or a vote ended): a change to them that stays consistent is no forgery
of anything the record proves. A game ended outside the rules can be cut after any action
and still verify: it is then the record of a game that ended there, as legal as the
original (the record cannot say how far the game went; its thread shows it), so there each
seat's actions need only be a beginning of the original's. Nor are the options proved
beyond what they change in the replay: the commitment covers the seed and the salt only,
so options under which the same actions give the same events and the same outcome
(Ostriches' `bushes`, in a game where no event shows the bushes) cannot be told from the
ones the game was played with.
"""

from __future__ import annotations

import contextlib
import copy
import io
import json
import random
import unicodedata
from collections.abc import Callable
from datetime import UTC, datetime, timedelta
from pathlib import Path
from typing import Any

import pytest

from sessions.core import fairness
from sessions.core.fairness import FairRecord, record_text
from sessions.record.verification import VerificationFailed, verify, verify_file
from storage import SeatClockRecord, SeatRecord

from .conftest import ALICE, BOB, CAROL, Harness
from .test_bots import bot_game
from .test_fairness import auto_played
from .test_timers import HOUR, clocked, other, play_turn, runner, timed_out

T0 = datetime(2025, 1, 1, tzinfo=UTC)
Json = Any
Mutation = Callable[[random.Random, dict[str, Any]], None]


# ------------------------------------------------------------------ real records


def engine_record(kind: str, players: int, seed: int, options: dict[str, Any], *,
                  resigned: tuple[int, ...] = (), bots: tuple[int, ...] = ()) -> str:
    """A whole game of `kind` played by the engine's automatic actions, recorded as the
    table records a game its rules ended (with seats that resigned on the way and bots'
    seats, as `fairness.ending` writes them from the table's rows)."""
    game, actions, outcome = auto_played(kind, players, seed, options, game_id=5)
    seats = [SeatRecord(game_id=5, seat=seat, user_id=seat + 1, display_name=f"P{seat}",
                        joined_at=T0, bot_level="easy" if seat in bots else None)
             for seat in range(players)]
    clocks = {seat: SeatClockRecord(game_id=5, seat=seat, resigned=True, auto=True)
              for seat in resigned}
    return record_text(game, {seat: f"P{seat}" for seat in range(players)}, actions, outcome,
                       fairness.ending(seats, clocks, "rules"))


# kind: (players, seed, options, seats that resigned on the way, bots' seats) of each game
ENGINE_GAMES: dict[str, list[tuple[int, int, dict[str, Any], tuple[int, ...], tuple[int, ...]]]] = {
    "ostriches": [(2, 1, {}, (), ()), (2, 7, {"memory": "assist"}, (), ())],
    "scramble": [(2, 1, {"max_rounds": 2}, (), ()), (3, 2, {"max_rounds": 1}, (), ()),
                 (4, 3, {"max_rounds": 1}, (2,), (1,))],
    "zigzag": [(2, 1, {}, (), ())],
}


async def table_records(harness: Harness) -> list[str]:
    """Records of games the table ended outside the rules, made as the bot makes them."""
    service = harness.service
    records = []
    # Ostriches: a few moves, then Bob resigns (Alice wins)
    game_id = await clocked(harness, "move:1h")
    for _ in range(3):
        info = await service.games.info(game_id)
        user = info.user_of(info.to_act[0])
        assert user is not None
        _, choices = await service.play.choices(game_id, user)
        await service.play.act(game_id, user, choices[-1].notation)
    await service.absence.resign(game_id, BOB.user_id)
    records.append(await service.games.record(game_id))
    # Scramble, three people: Carol resigns (the bot plays on), then Bob (Alice wins)
    game_id = await clocked(harness, "move:1d", kind="scramble", players=(ALICE, BOB, CAROL))
    await service.absence.resign(game_id, CAROL.user_id)
    await service.bots.idle()
    await service.absence.resign(game_id, BOB.user_id)
    records.append(await service.games.record(game_id))
    # Zig Zag with two bots: the only person resigns (the leaders win, or nobody)
    game_id = await bot_game(harness, "zigzag", bots=2, level="easy")
    await service.absence.resign(game_id, ALICE.user_id)
    records.append(await service.games.record(game_id))
    # Ostriches: a timeout, and the vote ends the game
    game_id, _seat, user, vote = await timed_out(harness)
    await service.absence.cast_ballot(game_id, vote.id, other(user), "end")
    records.append(await service.games.record(game_id))
    # Scramble: Alice submits, Bob's time runs out, and Alice's vote ends it (the leaders win)
    game_id = await clocked(harness, "move:1h", kind="scramble")
    await play_turn(harness, game_id, ALICE.user_id)
    harness.clock.advance(HOUR + timedelta(seconds=1))
    await runner(harness).run_due()
    [vote] = await harness.store.open_votes(game_id)
    await service.absence.cast_ballot(game_id, vote.id, ALICE.user_id, "end")
    records.append(await service.games.record(game_id))
    return records


# ------------------------------------------------------------------ what a record proves


def proven(record: FairRecord) -> tuple[Any, ...]:
    """What a verified record proves (see the module's docstring)."""
    ended = record.ended or "rules"
    outcome = json.dumps(record.outcome.model_dump(mode="json"), sort_keys=True)
    decisive = record.resigned if record.outcome.reason == "game.outcome.resigned" else None
    by_seat = [[a.notation for a in record.actions if a.seat == seat]
               for seat in range(len(record.players))]
    return (record.kind, record.seed, len(record.players), len(record.actions), by_seat,
            outcome, ended, decisive)


def raw_controls(text: str) -> list[str]:
    """Characters a terminal would act on or hide (line breaks between lines aside)."""
    return [c for c in text if c != "\n" and unicodedata.category(c)[0] in "CZ" and c != " "]


# ------------------------------------------------------------------ mutations

NASTY = ["\x1b[2K\rverified: forged", "\n", "\u202e", "\u2066x\u2069", "\x00", "\x9b31m",
         "\ud800", "", " ", "é", "😀"]
WEIRD: list[Json] = [None, True, False, 0, -1, 1, 2, 15, 16, 2**31, 2**63, 2**64, -2**63,
                     10**400, 1.5, float("inf"), "", "1", "abc", [], [1], {}, {"a": 1},
                     "x" * 2000]


def weird(rng: random.Random) -> Json:
    """A value of the wrong kind, or the right kind out of range, or a nasty string."""
    if rng.random() < 0.3:
        return rng.choice(NASTY) + rng.choice(["", "a", "verified: x"])
    return copy.deepcopy(rng.choice(WEIRD))


def paths(node: Json, here: tuple[Any, ...] = ()) -> list[tuple[Any, ...]]:
    """Every place in the JSON tree (but its root)."""
    found = [here] if here else []
    if isinstance(node, dict):
        for key, value in node.items():
            found += paths(value, (*here, key))
    elif isinstance(node, list):
        for index, value in enumerate(node):
            found += paths(value, (*here, index))
    return found


def at(data: Json, path: tuple[Any, ...]) -> Json:
    """The node at `path`."""
    for step in path:
        data = data[step]
    return data


def anywhere(rng: random.Random, data: dict[str, Any]) -> None:
    """Replace, delete or duplicate any node of the tree, or add a key to a dict."""
    path = rng.choice(paths(data))
    parent, last = at(data, path[:-1]), path[-1]
    choice = rng.randrange(5)
    if choice == 0:
        parent[last] = weird(rng)
    elif choice == 1:
        del parent[last]
    elif choice == 2 and isinstance(parent, list):
        parent.insert(last, copy.deepcopy(parent[last]))
    elif choice == 3 and isinstance(parent[last], str):
        text = parent[last]
        cut = rng.randrange(len(text) + 1)
        parent[last] = text[:cut] + rng.choice(NASTY) + text[cut:]
    elif choice == 4 and isinstance(parent[last], int) and not isinstance(parent[last], bool):
        parent[last] += rng.choice([-1, 1, 2**62, -(2**62)])
    else:
        target = parent if isinstance(parent, dict) else data
        target[rng.choice(["extra", "player", "seat", "winners"])] = weird(rng)


def an_action(rng: random.Random, data: dict[str, Any]) -> None:
    """Change, delete, duplicate or swap actions, their seats and notations."""
    actions = data["actions"]
    if not actions:
        return
    i, j = rng.randrange(len(actions)), rng.randrange(len(actions))
    choice = rng.randrange(7)
    if choice == 0:
        actions[i]["notation"] = actions[j]["notation"]
    elif choice == 1:
        actions[i]["seat"] = rng.choice([actions[j]["seat"], 1 - actions[i]["seat"],
                                         rng.randrange(6)])
    elif choice == 2:
        del actions[i]
    elif choice == 3:
        actions.insert(i, copy.deepcopy(actions[j]))
    elif choice == 4:
        actions[i], actions[j] = actions[j], actions[i]
    elif choice == 5:
        del actions[i:]
    else:
        actions[i]["notation"] = f"takeback {rng.randrange(len(actions) + 2)}"


def an_event(rng: random.Random, data: dict[str, Any]) -> None:
    """Change, delete, duplicate or move an event, or one of its params."""
    with_events = [a for a in data["actions"] if a["events"]]
    if not with_events:
        return
    events = rng.choice(with_events)["events"]
    event = rng.choice(events)
    choice = rng.randrange(5)
    if choice == 0:
        del events[events.index(event)]
    elif choice == 1:
        events.append(copy.deepcopy(event))
    elif choice == 2 and event.get("params"):
        key = rng.choice(sorted(event["params"]))
        event["params"][key] = weird(rng) if rng.random() < 0.5 else \
            (event["params"][key] + 1 if isinstance(event["params"][key], int) else "x")
    elif choice == 3:
        event["audience"] = rng.choice([None, 0, 1, 5, "all", weird(rng)])
    else:
        rng.choice(data["actions"])["events"].append(copy.deepcopy(event))


def the_outcome(rng: random.Random, data: dict[str, Any]) -> None:
    """Other winners, places, reason, params or scores."""
    outcome = data["outcome"]
    players = len(data["players"])
    seats = list(range(players))
    choice = rng.randrange(8)
    if choice == 0:
        outcome["winners"] = rng.sample(seats, rng.randrange(players + 1))
    elif choice == 1:
        outcome["places"] = [outcome["winners"], [s for s in seats
                                                  if s not in outcome["winners"]]][::-1]
    elif choice == 2:
        winners = rng.sample(seats, rng.randrange(1, players + 1))
        outcome.update(winners=winners, places=[winners])
    elif choice == 3:
        outcome["reason"] = rng.choice(["game.outcome.resigned", "game.outcome.leader",
                                        "game.outcome.abandoned", "ostriches.outcome.x",
                                        weird(rng)])
    elif choice == 4:
        outcome["reason_params"] = {"player": rng.choice([*seats, weird(rng)])}
    elif choice == 5:
        outcome["reason_params"] = {**outcome.get("reason_params", {}), "x": weird(rng)}
    elif choice == 6:
        outcome["scores"] = rng.choice([None, {str(s): rng.randrange(3) for s in seats},
                                        weird(rng)])
    else:
        outcome.update(winners=[], places=[], reason="game.outcome.abandoned",
                       reason_params={})


def the_table(rng: random.Random, data: dict[str, Any]) -> None:
    """Another account of the end: ended, resigned, bots."""
    players = len(data["players"])
    seats = list(range(players))
    field = rng.choice(["ended", "resigned", "bots"])
    choice = rng.randrange(5)
    if choice == 0:
        data.pop(field, None)
    elif field == "ended":
        data["ended"] = rng.choice(["rules", "resigned", "vote", None, weird(rng)])
    elif choice == 1:
        data[field] = rng.sample(seats, rng.randrange(players + 1))
    elif choice == 2:
        data[field] = sorted(rng.sample(seats, rng.randrange(players + 1)))
    elif choice == 3:
        data[field] = [*data.get(field, []), rng.choice([*seats, players, 99])]
    else:
        data[field] = weird(rng)


def the_rest(rng: random.Random, data: dict[str, Any]) -> None:
    """Seed, salt, commitment, options, players, kind, format."""
    choice = rng.randrange(9)
    if choice == 0:
        data["seed"] = rng.choice([data["seed"] + 1, data["seed"] - 1, weird(rng)])
    elif choice == 1:
        data["salt"] = rng.choice([None, "0" * 32, weird(rng)])
    elif choice == 2:
        data["commitment"] = rng.choice([None, "0" * 64, weird(rng)])
    elif choice == 3:
        data["options"] = rng.choice([{}, {"mode": "live"}, {"max_rounds": 3},
                                      {"memory": "assist"}, {"bushes": "fixed"},
                                      {"x": weird(rng)},
                                      weird(rng)])
    elif choice == 4:
        data["players"][rng.randrange(len(data["players"]))] = rng.choice(NASTY) + "Eve"
    elif choice == 5:
        data["players"] = rng.choice([data["players"][:-1], [*data["players"], "Zed"]])
    elif choice == 6:
        data["kind"] = rng.choice(["ostriches", "scramble", "zigzag", "chess", weird(rng)])
    elif choice == 7:
        data["format"] = weird(rng)
    else:
        data["game"] = weird(rng)


MUTATIONS: list[Mutation] = [anywhere, anywhere, an_action, an_action, an_event, the_outcome,
                             the_outcome, the_table, the_table, the_rest]


def mutated(rng: random.Random, record: str) -> str:
    """The record with one to three seeded changes, or its text cut or flipped."""
    if rng.random() < 0.03:
        cut = rng.randrange(len(record))
        return record[:cut] + rng.choice(["", "\x00", "}", "]]]", "9" * 500])
    data = json.loads(record)
    for _ in range(rng.choice([1, 1, 1, 2, 3])):
        # an earlier change may have broken what this one changes: forged all the same
        with contextlib.suppress(LookupError, TypeError, AttributeError, ValueError):
            rng.choice(MUTATIONS)(rng, data)
    return json.dumps(data, ensure_ascii=rng.random() < 0.5)


def check(original: FairRecord, text: str) -> bool:
    """The property, for one forged record; whether the check accepted it."""
    try:
        verified = verify(text)
    except VerificationFailed as failure:
        message = str(failure)
        assert message and "\n" not in message and raw_controls(message) == [], message
        return False
    forged = proven(verified.record)
    if original.ended in ("resigned", "vote") and forged != proven(original):
        cut = original.model_copy(update={"actions": original.actions[:len(
            verified.record.actions)]})
        forged, expected = proven(verified.record), proven(cut)
        assert forged[:3] + forged[5:] == expected[:3] + expected[5:], text[:2000]
        assert forged[4] == expected[4], text[:2000]  # each seat's, as far as the cut
    else:
        assert forged == proven(original), text[:2000]
    assert all(raw_controls(line) == [] for line in verified.lines)
    return True


def fuzz(records: list[str], mutations: int, seed: int, tmp_path: Path) -> dict[str, int]:
    """`mutations` forgeries of `records`, each checked; every 25th also through
    `verify_file`, which never raises and says a failure in one line."""
    rng = random.Random(seed)
    originals = [(text, verify(text).record) for text in records]
    tally = {"accepted": 0, "refused": 0}
    for number in range(mutations):
        text, original = originals[number % len(originals)]
        forged = mutated(rng, text)
        tally["accepted" if check(original, forged) else "refused"] += 1
        if number % 25 == 0:
            path = tmp_path / "forged.json"
            path.write_bytes(forged.encode("utf-8", "surrogatepass"))
            out, err = io.StringIO(), io.StringIO()
            status = verify_file(str(path), out, err)
            assert status in (0, 1)
            if status:
                assert err.getvalue().count("\n") == 1 and out.getvalue() == ""
                assert raw_controls(err.getvalue()) == [] and "Traceback" not in err.getvalue()
            else:
                assert raw_controls(out.getvalue()) == [] and err.getvalue() == ""
    return tally


@pytest.mark.parametrize(("kind", "mutations"), [("ostriches", 600), ("scramble", 600),
                                                 ("zigzag", 150)])
def test_forged_records_of_games_the_rules_ended(kind, mutations, tmp_path):
    records = [engine_record(kind, players, seed, options, resigned=resigned, bots=bots)
               for players, seed, options, resigned, bots in ENGINE_GAMES[kind]]
    tally = fuzz(records, mutations, seed=len(kind), tmp_path=tmp_path)
    assert tally["refused"] > mutations // 2 and tally["accepted"] > 0  # both ways tried


@pytest.mark.parametrize("backend", ["sqlite"])
async def test_forged_records_of_games_ended_by_a_resignation_or_a_vote(harness, tmp_path):
    records = await table_records(harness)
    assert [json.loads(r)["ended"] for r in records] == [
        "resigned", "resigned", "resigned", "vote", "vote"]
    tally = fuzz(records, 1500, seed=3, tmp_path=tmp_path)
    assert tally["refused"] > 750 and tally["accepted"] > 0
