"""Fair undo (`sessions.undo.fair_undo`): in every game a player may take back their
own last action until it, or anything after it, showed something hidden, or another player
acted. Each game's cases, read from real logs (seed 7), and twins: two games differing only
in a secret get the same answer for every seat."""

from __future__ import annotations

import asyncio
import contextlib
import functools
import io
import itertools
import random
import threading
from collections.abc import Iterator, Sequence
from typing import Any

import pytest

from games import get_engine
from games.base import Event, GameState, IllegalAction
from sessions import Player, SessionError, StaleVersion
from sessions.core import replay_steps
from sessions.core.takeback import Policy, numbered, target
from sessions.record.verification import verify, verify_file
from sessions.undo import fair_undo

from .conftest import ALICE, BOB

OSTRICHES = [
    (0, "swap@a1"), (1, "plain@e4"), (0, "bush@e2"), (1, "eye@a4"), (0, "eye@d2"),
    (1, "tiles@c4"), (0, "plain@c3"), (1, "plain@b4"), (0, "plain@d1"), (1, "swap@a6"),
    (0, "tiles@f2"), (1, "bush@c5"),  # 1-12: placements, each seat in turn
    (0, "d2-b1"), (0, "NW ccw"),  # 13-14: seat 0's turn, a move that flips nothing
    (1, "a1-c2"), (1, "NW ccw"), (0, "c4-e5"), (0, "NW cw"), (1, "b1-d2"), (1, "NE ccw"),
    (0, "e5-f3"), (0, "NW cw"), (1, "f2-e4"), (1, "NW cw"), (0, "c2-d4"), (0, "SE cw"),
    (1, "e2-c1"), (1, "bush b2>b1"), (1, "SE cw"),  # 27-29: a flip (the Bush), its power
]
SCRAMBLE = [
    (0, "zig red 1ccw N"), (2, "zig yellow 2cw N"), (0, "zig green 2ccw N"),
    (2, "zig purple 1ccw E"), (1, "zig blue 1ccw W"),
    (1, "zig orange Xcw W"),  # 6: the last PLAN submission: the phase resolves
    (2, "run purple"),  # 7: a MOVE decision turns cards over
]
ZIGZAG = [
    (0, "discard 5 25"), (2, "discard 19 21"), (0, "next 6"), (2, "next 16"), (0, "next 9"),
    (2, "next 27"), (0, "next 20"), (2, "next 10"), (0, "next 26"), (2, "next 4"),
    (0, "next 13"), (2, "next 18"), (1, "discard 1 3"), (1, "next 15"), (1, "next 28"),
    (1, "next 11"), (1, "next 7"),
    (1, "next 8"),  # 18: the last setup step: the courses are laid, the goals drawn
    (0, "flip 18"),  # 19: a flip turns a card up
]
PLAYERS = {"ostriches": 2, "scramble": 3, "zigzag": 3}


def policy_of(kind: str, players: int | None = None) -> Policy:
    engine = get_engine(kind)
    options = dict(engine.random_play_options)
    return fair_undo.fair_policy(engine, functools.partial(
        replay_steps, engine, players or PLAYERS[kind], 7, options))


def answers(kind: str, record: list[tuple[int, str]],
            players: int | None = None) -> list[int | None]:
    """What the fair policy gives each seat after `record` (a game of `players`, else the
    kind's usual count here)."""
    policy = policy_of(kind, players)
    rows = numbered(record)
    return [policy(rows, seat) for seat in range(players or PLAYERS[kind])]


# --------------------------------------------------------------------------- Ostriches


def test_ostriches_a_placement_may_be_taken_back_until_the_other_places() -> None:
    assert answers("ostriches", OSTRICHES[:1]) == [0, None]
    assert answers("ostriches", OSTRICHES[:2]) == [None, 1]


def test_ostriches_each_step_of_a_turn_that_flips_nothing_is_taken_back_one_at_a_time() -> None:
    assert answers("ostriches", OSTRICHES[:13]) == [12, None]  # the move
    assert answers("ostriches", OSTRICHES[:14]) == [13, None]  # the rotation, turn over
    back = [*OSTRICHES[:14], (0, "takeback 13")]
    assert answers("ostriches", back) == [12, None]  # then the move before it
    # the last placement stands last again, seat 1's: but seat 0 acted after it (if only
    # to take it back), so neither seat may take it back
    assert answers("ostriches", [*back, (0, "takeback 12")]) == [None, None]


def test_ostriches_the_last_placement_ends_a_phase_and_is_not_taken_back() -> None:
    assert answers("ostriches", OSTRICHES[:11]) == [10, None]
    assert answers("ostriches", OSTRICHES[:12]) == [None, None]


def test_ostriches_nothing_is_taken_back_once_the_other_player_acted() -> None:
    assert answers("ostriches", OSTRICHES[:15]) == [None, 14]
    assert answers("ostriches", OSTRICHES[:16]) == [None, 15]


def test_ostriches_a_flip_is_never_taken_back_but_a_step_after_it_is() -> None:
    assert answers("ostriches", OSTRICHES[:27]) == [None, None]  # the flip itself
    assert answers("ostriches", OSTRICHES[:28]) == [None, 27]  # the Bush's power after it
    back = [*OSTRICHES[:28], (1, "takeback 27")]
    assert answers("ostriches", back) == [None, None]  # ...but not the flip before it


# --------------------------------------------------------------------------- Scramble


def test_scramble_a_plan_submission_may_be_taken_back_until_another_player_submits() -> None:
    assert answers("scramble", SCRAMBLE[:1]) == [0, None, None]
    assert answers("scramble", SCRAMBLE[:2]) == [None, None, 1]
    assert answers("scramble", SCRAMBLE[:5]) == [None, 4, None]


def test_scramble_the_submission_that_resolves_plan_is_not_taken_back() -> None:
    assert answers("scramble", SCRAMBLE[:6]) == [None, None, None]
    # nor the one before it, once the resolving one is undone: the plans were shown after it
    assert answers("scramble", [*SCRAMBLE[:6], (1, "takeback 5")]) == [None, None, None]


def test_scramble_a_move_decision_reveals_and_is_not_taken_back() -> None:
    assert answers("scramble", SCRAMBLE[:7]) == [None, None, None]


def set_traps_for_one(players: int, seed: int) -> list[tuple[int, str]] | None:
    """A random Scramble game (seeded) up to the submission that ends a SET TRAPS which
    waited for one seat only from its start (the others held no trap), if it has one."""
    engine: Any = get_engine("scramble")
    rng = random.Random(seed)
    state = engine.new_game(players, seed, {})
    record: list[tuple[int, str]] = []
    alone = False  # the SET TRAPS under way waited for one seat from its start
    for _ in range(600):
        seats = engine.to_act(state)
        if not seats:
            return None
        seat = rng.choice(seats)
        action = rng.choice(engine.legal_actions(state, seat))
        record.append((seat, engine.format(state, action)))
        after = engine.apply(state, seat, action)[0]
        if after.phase == "traps" and engine.phase_key(after) != engine.phase_key(state):
            alone = len(engine.to_act(after)) == 1
        elif alone and engine.phase_key(after) != engine.phase_key(state):
            return record
        state = after
    return None


def test_scramble_the_submission_that_ends_a_set_traps_waiting_for_one_seat_is_sealed() -> None:
    """The seat alone in SET TRAPS submits (a trap, or a pass): the phase ends and MOVE
    starts in the same row, turning the first ostrich's Zig over for the table. It may not
    be taken back (it would be a peek at that Zig), whatever the hidden cards are."""
    found = 0
    for players, seed in itertools.product((2, 3, 4), range(12)):
        record = set_traps_for_one(players, seed)
        if record is None:
            continue
        engine = get_engine("scramble")
        policy = fair_undo.fair_policy(engine, functools.partial(
            replay_steps, engine, players, seed, {}))
        rows = numbered(record)
        assert [policy(rows, seat) for seat in range(players)] == [None] * players, (
            players, seed, record[-1])
        found += 1
    assert found >= 3


# --------------------------------------------------------------------------- Zig Zag


def test_zigzag_a_setup_step_may_be_taken_back_until_another_player_acts() -> None:
    assert answers("zigzag", ZIGZAG[:1]) == [0, None, None]
    assert answers("zigzag", ZIGZAG[:2]) == [None, None, 1]
    assert answers("zigzag", ZIGZAG[:17]) == [None, 16, None]
    assert answers("zigzag", [*ZIGZAG[:17], (1, "takeback 16")]) == [None, 15, None]


def test_zigzag_the_step_that_ends_setup_and_a_flip_are_not_taken_back() -> None:
    assert answers("zigzag", ZIGZAG[:18]) == [None, None, None]
    assert answers("zigzag", ZIGZAG[:19]) == [None, None, None]
    # the step before the last setup step, once that one was undone: the laying stays seen
    assert answers("zigzag", [*ZIGZAG[:18], (1, "takeback 17")]) == [None, None, None]


def test_a_log_that_no_longer_replays_allows_no_take_back() -> None:
    """A state stored by hand (as the twin tests and repairs do) leaves a log the seed does
    not replay: nothing can say what was shown, so nothing is taken back (and nothing
    fails: every confirmation asks)."""
    assert answers("ostriches", [(0, "swap@a1"), (0, "swap@a1")]) == [None, None]
    assert answers("zigzag", [(0, "discard 1 2")]) == [None, None, None]


# --------------------------------------------------------------------------- twins


def test_twins_differing_only_in_a_hidden_power_get_the_same_answers() -> None:
    """Seat 0's Eye and Swap change places (nobody else sees which is which): every seat
    gets the same answer after every row, in both games."""
    twin = [(0, "eye@a1") if row == (0, "swap@a1") else (0, "swap@d2")
            if row == (0, "eye@d2") else row for row in OSTRICHES]
    assert twin != OSTRICHES
    for length in range(1, 27):
        assert answers("ostriches", OSTRICHES[:length]) == \
            answers("ostriches", twin[:length]), length


def twin_replay(engine: Any, players: int, seed: int, options: dict[str, Any], salt: int,
                rows: Sequence[tuple[int, str]]) -> Iterator[tuple[GameState, list[Event]]]:
    """The log replayed in twins of the game: each state with every secret redrawn (the
    public kept), and each row's events those a twin of the state before it gives for that
    row, where the row is legal there too (one naming a card the twin's hand lacks keeps
    the original's)."""
    before: GameState | None = None
    for index, (state, events) in enumerate(replay_steps(engine, players, seed, options,
                                                         rows)):
        if before is not None and target(rows[index - 1][1]) is None:
            seat, notation = rows[index - 1]
            twin = engine.redraw_secrets(before, random.Random(f"{salt}:{-index}"))
            with contextlib.suppress(IllegalAction):
                events = engine.apply(twin, seat, engine.parse(twin, seat, notation))[1]
        before = state
        yield engine.redraw_secrets(state, random.Random(f"{salt}:{index}")), events


TWIN_LOGS = [("ostriches", 2, 7, OSTRICHES), ("scramble", 3, 7, SCRAMBLE),
             ("zigzag", 3, 7, ZIGZAG),
             *((f"scramble-traps-{players}-{seed}", players, seed, None)
               for players, seed in ((2, 0), (3, 1), (4, 2)))]


@pytest.mark.parametrize(("name", "players", "seed", "record"), TWIN_LOGS,
                         ids=[name for name, *_ in TWIN_LOGS])
def test_twin_games_with_other_secrets_get_the_same_answers(
        name: str, players: int, seed: int, record: list[tuple[int, str]] | None) -> None:
    """The same log replayed in a twin of the game (every secret redrawn by the engine,
    everything public kept, each row's events the twin's own): the policy reads nothing
    secret, so nothing changes, after every row, for every seat; the Scramble logs end with
    a SET TRAPS one seat ends alone, turning a hidden Zig over. Four twins each."""
    kind = name.split("-")[0]
    engine = get_engine(kind)
    options = dict(engine.random_play_options) if record is not None else {}
    if record is None:
        record = set_traps_for_one(players, seed)
        assert record is not None
    plain = fair_undo.fair_policy(engine, functools.partial(
        replay_steps, engine, players, seed, options))
    for salt in range(4):
        twin = fair_undo.fair_policy(engine, functools.partial(
            twin_replay, engine, players, seed, options, salt))
        for length in range(1, len(record) + 1):
            rows = numbered(record[:length])
            for seat in range(players):
                assert twin(rows, seat) == plain(rows, seat), (salt, length, seat)


# --------------------------------------------------------------------------- the service


async def first_to_act(harness: Any, game_id: int) -> tuple[Player, Player]:
    """(who the game waits for, the other) in a two-player game of Alice and Bob."""
    info = await harness.service.games.info(game_id)
    return (ALICE, BOB) if info.seat_of(ALICE.user_id) in info.to_act else (BOB, ALICE)


async def plays(harness: Any, game_id: int, player: Player, rng: random.Random) -> None:
    _, choices = await harness.service.play.choices(game_id, player.user_id)
    await harness.service.play.act(game_id, player.user_id, rng.choice(choices).notation)


async def test_a_player_takes_back_their_placement_until_the_other_places(harness):
    game_id = await harness.started_ostriches()
    mover, other = await first_to_act(harness, game_id)
    info = await harness.service.games.info(game_id)
    assert not await harness.service.undo.may_take_back(info, mover.user_id)  # nothing yet
    await plays(harness, game_id, mover, random.Random(1))
    info = await harness.service.games.info(game_id)
    assert await harness.service.undo.may_take_back(info, mover.user_id)
    assert not await harness.service.undo.may_take_back(info, other.user_id)
    with pytest.raises(SessionError, match="cannot take back") as refused:
        await harness.service.undo.fair_take_back(game_id, other.user_id,
                                                  expected_version=info.game.version)
    assert refused.value.key == "takeback.error.not_fair"

    taken = await harness.service.undo.fair_take_back(game_id, mover.user_id,
                                                      expected_version=info.game.version)
    assert (taken.back_to, taken.undone) == (0, 1)
    assert harness.service.games.state_of(taken.info) == await harness.service.games.replayed_state(
        game_id)
    assert taken.info.seat_of(mover.user_id) in taken.info.to_act
    await harness.deliverer.run_once()
    assert f"{mover.name} took back" in harness.sender.game_posts[-1].text

    await plays(harness, game_id, mover, random.Random(2))
    await plays(harness, game_id, other, random.Random(3))
    info = await harness.service.games.info(game_id)
    assert not await harness.service.undo.may_take_back(info, mover.user_id)
    with pytest.raises(SessionError, match="cannot take back"):
        await harness.service.undo.fair_take_back(game_id, mover.user_id,
                                                  expected_version=info.game.version)
    assert (await harness.service.games.info(game_id)).game.version == info.game.version


async def test_a_stale_take_back_and_two_at_once_change_the_game_once(harness):
    game_id = await harness.started_ostriches()
    mover, _ = await first_to_act(harness, game_id)
    before = await harness.service.games.info(game_id)
    await plays(harness, game_id, mover, random.Random(1))
    with pytest.raises(StaleVersion):
        await harness.service.undo.fair_take_back(game_id, mover.user_id,
                                                  expected_version=before.game.version)
    info = await harness.service.games.info(game_id)
    results = await asyncio.gather(*(
        harness.service.undo.fair_take_back(game_id, mover.user_id,
                                            expected_version=info.game.version)
        for _ in range(2)), return_exceptions=True)
    assert sum(not isinstance(r, BaseException) for r in results) == 1
    assert [type(r) for r in results if isinstance(r, BaseException)] == [StaleVersion]
    log = await harness.store.list_actions(game_id)
    assert sum(target(a.notation) is not None for a in log) == 1


async def test_a_take_back_that_reads_the_log_after_another_one_committed_is_stale(
        harness: Any, monkeypatch: pytest.MonkeyPatch) -> None:
    """Of two take-backs pressed at once, the one whose log read comes after the other's
    commit (its game read came before) is refused as stale, not as unfair: the order of
    the reads is forced here, so this interleaving is tried on every run."""
    game_id = await harness.started_ostriches()
    mover, _ = await first_to_act(harness, game_id)
    await plays(harness, game_id, mover, random.Random(1))
    info = await harness.service.games.info(game_id)
    list_actions = harness.store.list_actions

    async def the_other_commits_first(game: int, after_seq: int = 0) -> Any:
        monkeypatch.setattr(harness.store, "list_actions", list_actions)  # once
        await harness.service.undo.fair_take_back(game_id, mover.user_id,
                                                  expected_version=info.game.version)
        return await list_actions(game, after_seq)

    monkeypatch.setattr(harness.store, "list_actions", the_other_commits_first)
    with pytest.raises(StaleVersion):
        await harness.service.undo.fair_take_back(game_id, mover.user_id,
                                                  expected_version=info.game.version)
    log = await list_actions(game_id)
    assert sum(target(a.notation) is not None for a in log) == 1


async def test_a_game_with_a_fair_take_back_ends_and_its_record_verifies(harness, tmp_path):
    game_id = await harness.started_ostriches()
    mover, _ = await first_to_act(harness, game_id)
    await plays(harness, game_id, mover, random.Random(1))
    info = await harness.service.games.info(game_id)
    await harness.service.undo.fair_take_back(game_id, mover.user_id,
                                              expected_version=info.game.version)
    rng = random.Random(5)
    for _ in range(600):
        info = await harness.service.games.info(game_id)
        if info.game.status != "active":
            break
        waiting = ALICE if info.seat_of(ALICE.user_id) in info.to_act else BOB
        await plays(harness, game_id, waiting, rng)
    info = await harness.service.games.info(game_id)
    assert info.game.status == "finished"
    assert not await harness.service.undo.may_take_back(info, ALICE.user_id)
    with pytest.raises(SessionError, match="over"):
        await harness.service.undo.fair_take_back(game_id, ALICE.user_id,
                                                  expected_version=info.game.version)
    text = await harness.service.games.record(game_id)
    record = verify(text).record
    assert [a.notation for a in record.actions].count("takeback 0") == 1
    path = tmp_path / "record.json"  # and as `python bot.py --verify RECORD` reads it
    path.write_text(text, encoding="utf-8")
    out, err = io.StringIO(), io.StringIO()
    assert verify_file(str(path), out, err) == 0, err.getvalue()
    assert "verified:" in out.getvalue()


async def test_a_practice_game_keeps_its_own_take_back(harness):
    info = await harness.service.lobby.create("ostriches", guild_id=1, channel_id=10, host=ALICE,
                                              options={}, language="en", practice=True)
    await harness.service.bots.idle()
    _, choices = await harness.service.play.choices(info.id, ALICE.user_id)
    await harness.service.play.act(info.id, ALICE.user_id, choices[0].notation)
    info = await harness.service.games.info(info.id)
    assert not await harness.service.undo.may_take_back(info, ALICE.user_id)


# --------------------------------------------------------------------------- kept replays


def random_log(kind: str, seed: int, length: int) -> list[tuple[int, str]]:
    """A game of `kind` played at random for up to `length` rows, with a take-back now and
    then (to a random earlier row), as a log of (seat, notation) pairs."""
    engine = get_engine(kind)
    options = dict(engine.random_play_options)
    rng = random.Random(seed)
    record: list[tuple[int, str]] = []
    state = engine.new_game(PLAYERS[kind], 7, options)
    while len(record) < length and engine.outcome(state) is None:
        if record and rng.random() < 0.08:
            seat = rng.randrange(PLAYERS[kind])
            record.append((seat, f"takeback {rng.randrange(len(record))}"))
            state = list(replay_steps(engine, PLAYERS[kind], 7, options, record))[-1][0]
            continue
        seat = rng.choice([s for s in engine.to_act(state) if engine.legal_actions(state, s)])
        action = rng.choice(engine.legal_actions(state, seat))
        record.append((seat, engine.format(state, action)))
        state, _ = engine.apply(state, seat, action)
    return record


@pytest.mark.parametrize("kind", ["ostriches", "scramble", "zigzag"])
@pytest.mark.parametrize("seed", [1, 2])
def test_a_kept_replay_grown_by_new_rows_equals_a_whole_replay(kind: str, seed: int) -> None:
    """What `may_take_back` keeps between moves, grown by one row or several at a time (a
    take-back among them means a whole replay again), gives the same facts and the same
    answer for every seat as the policy replaying the whole log."""
    engine = get_engine(kind)
    options = dict(engine.random_play_options)
    steps = functools.partial(replay_steps, engine, PLAYERS[kind], 7, options)
    record = random_log(kind, seed, 120)
    assert any(target(notation) is not None for _, notation in record)  # take-backs met
    policy = policy_of(kind)
    rng = random.Random(seed)
    kept = fair_undo.replayed(engine, steps, tuple(record[:1]))
    grown_without_replay = allowed = 0
    while len(kept.record) < len(record):
        rows = tuple(record[len(kept.record):len(kept.record) + rng.choice([1, 1, 2, 3])])
        grown = fair_undo.grown(engine, kept, rows)
        grown_without_replay += grown is not None
        kept = grown or fair_undo.replayed(engine, steps, kept.record + rows)
        whole = fair_undo.replayed(engine, steps, kept.record)
        assert kept == whole, len(kept.record)
        for seat in range(PLAYERS[kind]):
            answer = kept.answer(seat)
            assert answer == policy(numbered(kept.record), seat), (len(kept.record), seat)
            allowed += answer is not None
    assert grown_without_replay > 10 and allowed > 5  # both ways were compared, both answers


async def test_asking_after_every_move_replays_the_game_once_and_reads_only_new_rows(
        harness: Any, monkeypatch: pytest.MonkeyPatch) -> None:
    """The Take back button is asked about after every move: the service keeps the game's
    replay and grows it by the rows played since (read alone), replaying the whole log only
    the first time and after a take-back, with the answers of a whole replay every time."""
    whole: list[int] = []
    read_after: list[int] = []  # the rows read to answer (after which seq)
    asking = False
    replayed, list_actions = fair_undo.replayed, harness.store.list_actions

    def counted(*args: Any) -> fair_undo.Replayed:
        whole.append(len(args[2]))
        return replayed(*args)

    async def reads(game_id: int, after_seq: int = 0) -> Any:
        if asking:
            read_after.append(after_seq)
        return await list_actions(game_id, after_seq)

    monkeypatch.setattr(fair_undo, "replayed", counted)
    monkeypatch.setattr(harness.store, "list_actions", reads)
    game_id = await harness.started_ostriches()
    rng = random.Random(5)
    for move in range(16):
        mover, _ = await first_to_act(harness, game_id)
        await plays(harness, game_id, mover, rng)
        info = await harness.service.games.info(game_id)
        asking = True
        asked = await harness.service.undo.may_take_back(info, mover.user_id)
        asking = False
        policy = harness.service.undo.fair_policy(info)
        rows = await list_actions(game_id)
        assert asked == (policy(rows, info.seat_of(mover.user_id)) is not None), move
        if move == 8:  # a take-back: the next question replays the whole log again
            taken = await harness.service.undo.fair_take_back(game_id, mover.user_id,
                                                              expected_version=info.game.version)
            assert taken.undone == 1

    assert len(whole) == 2, whole  # the first question, and the one after the take-back
    assert len(read_after) == 16 and read_after[0] == 0  # one read a question: the first
    assert all(earlier < later for earlier, later in itertools.pairwise(read_after))  # of all
    assert read_after[-1] > 10  # rows, then only the rows played since


def test_kept_replays_forget_the_least_recently_asked_about_beyond_their_rows() -> None:
    def log(rows: int) -> fair_undo.Replayed:
        return fair_undo.Replayed(tuple((0, "x") for _ in range(rows)), fair_undo.NO_FACTS, "")

    kept = fair_undo.KeptReplays(rows=10)
    kept.keep("a", log(4))
    kept.keep("b", log(4))
    assert kept.get("a") is not None  # now the most recently asked about
    kept.keep("c", log(4))  # 12 rows: "b" goes
    assert (kept.get("b"), kept.rows) == (None, 8)
    kept.keep("a", log(3))  # an older answer does not replace a longer log
    assert len(kept.get("a").record) == 4  # type: ignore[union-attr]
    kept.keep("a", log(6))  # 10 rows
    assert kept.rows == 10 and kept.get("c") is not None
    kept.keep("d", log(30))  # longer than the bound: kept alone, the others forgotten
    assert (kept.get("a"), kept.get("c"), kept.rows) == (None, None, 30)


async def test_a_take_back_replays_off_the_event_loop_and_is_refused_if_the_game_moves_meanwhile(
        harness: Any, monkeypatch: pytest.MonkeyPatch) -> None:
    """What a take-back restores is replayed in a worker thread before the write
    transaction (a long game's log takes tens of milliseconds); an action logged after the
    log was read makes the press stale, and nothing is taken back."""
    game_id = await harness.started_ostriches()
    mover, other = await first_to_act(harness, game_id)
    await plays(harness, game_id, mover, random.Random(1))
    info = await harness.service.games.info(game_id)
    fair: Policy = harness.service.undo.fair_policy(info)
    threads: list[str] = []

    def policy(rows: Sequence[Any], seat: int) -> int | None:
        threads.append(threading.current_thread().name)
        return fair(rows, seat)

    list_actions = harness.store.list_actions

    async def read_then_other_moves(game: int, after_seq: int = 0) -> Any:
        rows = await list_actions(game, after_seq)
        monkeypatch.setattr(harness.store, "list_actions", list_actions)  # once
        await plays(harness, game_id, other, random.Random(2))
        return rows

    monkeypatch.setattr(harness.store, "list_actions", read_then_other_moves)
    with pytest.raises(StaleVersion):
        await harness.service.undo.take_back(game_id, mover.user_id,
                                             expected_version=info.game.version, policy=policy)

    assert threads and threading.main_thread().name not in threads
    rows = await list_actions(game_id)
    assert [row.seat for row in rows[-2:]] == [info.seat_of(mover.user_id),
                                               info.seat_of(other.user_id)]
    assert not any(target(row.notation) is not None for row in rows)  # nothing taken back


def first_give_out_of_turn(seed: int) -> list[tuple[int, str]]:
    """A seeded random 2-player Scramble game up to a give made while the game waited for
    the other player (a give "at any time"), then that player's next action."""
    engine: Any = get_engine("scramble")
    rng = random.Random(seed)
    state = engine.new_game(2, 7, dict(engine.random_play_options))
    record: list[tuple[int, str]] = []
    while engine.outcome(state) is None:
        waiting: list[int] = engine.to_act(state)
        waited = waiting[0] if len(waiting) == 1 else None
        gives = engine.legal_actions(state, 1 - waited) if waited is not None else []
        if gives and waited is not None:
            record.append((1 - waited, engine.format(state, gives[0])))
            answer = next(a for a in engine.legal_actions(state, waited) if a.kind != "give")
            record.append((waited, engine.format(state, answer)))
            return record
        seat = rng.choice(engine.to_act(state))
        action = rng.choice([a for a in engine.legal_actions(state, seat) if a.kind != "give"])
        record.append((seat, engine.format(state, action)))
        state, _ = engine.apply(state, seat, action)
    raise AssertionError("no give out of turn in this game")


def test_scramble_a_give_out_of_turn_is_taken_back_until_the_player_waited_for_acts() -> None:
    record = first_give_out_of_turn(3)
    (giver, give), (waited, _) = record[-2], record[-1]
    assert give.startswith("give") and giver != waited
    expected: list[int | None] = [None, None]
    expected[giver] = len(record) - 2  # back to just before the give
    assert answers("scramble", record[:-1], 2) == expected
    assert answers("scramble", record, 2)[giver] is None
