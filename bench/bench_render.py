"""How fast each game draws its board images, and how big they are.

    .venv/bin/python -m bench.bench_render [--quick]

For each configuration (game and player count), seeded games are played to their end by
the engines' own `auto_action`; the states a quarter of the way in (early), half way (mid),
three quarters (late) and at the end (over) are sampled. Each sampled state is rendered as
the bot renders it: in English and in French, with the players' display names, first the
public image (`view(state, None)`) and then every seat's private image. Every render is
timed on its own, in milliseconds of the drawing thread's CPU time (`time.thread_time`):
drawing is pure computation, so on an idle core that is its wall time, and on a shared
machine it leaves out the time other processes take the core away. The figures are the p50
and p95 of the public and of the private images, and the largest PNG of each kind.

The timed renders are steady-state ones: a game of another seed is rendered first, so the
palette, sprites and labels a process keeps are in place, as in a bot that has been up a
while; the "first render" figure is the very first image of each game in the process
(palette learnt, sprites drawn: what a freshly started bot pays once). A sampled state is
new to the caches, so its public image is drawn and compressed almost from scratch, while
the private images after it reuse most of it (the same board, rows and PNG bands).

The bot's own pattern is one public image after every action of a game: each one is the
previous image with a few things moved. That is measured too, along one seeded game per
configuration ("after each action").

The animated replay a finished game's last post carries (`sessions.animation`): for the longest
of a few seeded games of each kind at its largest table, the frames it has (capped), its size
against Discord's upload limit (goal: at most 8 MB) and the time it takes to build in one
drawing worker (replay, boards, both encodings; wall time, as the players wait for it).

Last, the share of a render that runs without Python's GIL: the same number of new images
drawn by one thread, then by two threads at once, timed by the wall clock. The speed-up (at
most 2 on two cores, and only if nothing else runs) tells whether a thread pool can draw on
both cores or a process pool is needed.
"""

from __future__ import annotations

import random
import time
from collections.abc import Sequence
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass
from typing import Any

from bench.common import Figure, at_most, mean, percentile, quick_main
from games import Engine, get_engine
from games.imaging import png
from games.scramble.constants import BOTS_ONLY_OPTIONS
from sessions.delivery.animation import (
    FRAME_CAP,
    SIZE_GOAL,
    animate_game,
    animation_frames,
    encoded,
)

AREA = "rendering"
MAX_ACTIONS = 20_000
BOTS_ALONE: dict[str, dict[str, Any]] = {"scramble": dict(BOTS_ONLY_OPTIONS)}
"""The options of a game played by bots alone, so that it ends (the round limit)."""
STAGES = (("early", 0.25), ("mid", 0.5), ("late", 0.75), ("over", 1.0))
NAMES = ("Alice", "Bérénice de la Tour-Montagne", "Chloé 🦩", "Dmitri", "Élodie", "François")
LANGUAGES = ("en", "fr")
RENDER_P95_MS = 25.0
WARM_SEED = 1000
WARM_ACTIONS = 60
"""Public images drawn along the warm-up game, so the pieces of most moves are cached."""
QUICK_WARM_ACTIONS = 5
GIL_SEEDS = (2000, 3000, 4000, 5000)


@dataclass(frozen=True)
class Config:
    """One game setup whose images are measured, and its PNG size limit (kB)."""

    label: str
    game: str
    players: int
    size_limit_kb: float


CONFIGS: tuple[Config, ...] = (
    Config("ostriches 2p", "ostriches", 2, 200),
    Config("scramble 4p", "scramble", 4, 300),
    Config("scramble 6p", "scramble", 6, 300),
    Config("zigzag 3p", "zigzag", 3, 300),
    Config("zigzag 4p", "zigzag", 4, 300),
)
FULL_SEEDS = (1, 2, 3, 4, 5, 6)
QUICK_SEEDS = (1,)
QUICK_STAGES = STAGES[1::2]
SEQUENCE_SEED = 100
FULL_SEQUENCE = 400
QUICK_SEQUENCE = 12
"""How many consecutive actions' public images are drawn per configuration."""


@dataclass(frozen=True)
class Image:
    """One image to draw: which view, in which language."""

    view: Any
    lang: str
    public: bool


@dataclass
class Samples:
    """Timings (ms) and sizes (bytes) of one configuration's images."""

    public_ms: list[float]
    private_ms: list[float]
    public_bytes: int = 0
    private_bytes: int = 0


def played_states(engine: Engine, players: int, seed: int,
                  limit: int | None = None) -> list[Any]:
    """Every state of one seeded game played to its end by `auto_action` (or its first
    `limit` states)."""
    state = engine.new_game(players, seed, BOTS_ALONE.get(engine.name))
    states = [state]
    picker = random.Random(seed)
    for _ in range(MAX_ACTIONS):
        seats = engine.to_act(state)
        if not seats or len(states) == limit:
            return states
        seat = picker.choice(seats)
        state, _ = engine.apply(state, seat, engine.auto_action(state, seat))
        states.append(state)
    raise RuntimeError(f"{engine.name}: no end within {MAX_ACTIONS} actions")


def sampled_images(config: Config, seeds: Sequence[int],
                   stages: Sequence[tuple[str, float]] = STAGES) -> list[Image]:
    """The images of `config`'s sampled states, in the order the bot would draw them."""
    engine = get_engine(config.game)
    images = []
    for seed in seeds:
        states = played_states(engine, config.players, seed)
        for _, fraction in stages:
            state = states[round(fraction * (len(states) - 1))]
            for lang in LANGUAGES:
                images.append(Image(engine.view(state, None), lang, True))
                images += [Image(engine.view(state, seat), lang, False)
                           for seat in range(config.players)]
    return images


def draw(engine: Engine, image: Image, players: int) -> bytes:
    """One PNG, with the display names the bot passes."""
    return engine.render(image.view, image.lang, NAMES[:players])


def measure(config: Config, seeds: Sequence[int], stages: Sequence[tuple[str, float]],
            warm_actions: int) -> tuple[float, Samples]:
    """The first render's time (ms), then the timed steady-state samples of `config`."""
    engine = get_engine(config.game)
    warm = sampled_images(config, (WARM_SEED,), stages)
    started = time.thread_time()
    draw(engine, warm[0], config.players)
    first_ms = (time.thread_time() - started) * 1000
    for image in warm[1:]:
        draw(engine, image, config.players)
    for state in played_states(engine, config.players, WARM_SEED, warm_actions):
        draw(engine, Image(engine.view(state, None), LANGUAGES[0], True), config.players)
    samples = Samples([], [])
    for image in sampled_images(config, seeds, stages):
        started = time.thread_time()
        png = draw(engine, image, config.players)
        elapsed = (time.thread_time() - started) * 1000
        if image.public:
            samples.public_ms.append(elapsed)
            samples.public_bytes = max(samples.public_bytes, len(png))
        else:
            samples.private_ms.append(elapsed)
            samples.private_bytes = max(samples.private_bytes, len(png))
    return first_ms, samples


def after_each_action(config: Config, actions: int) -> list[float]:
    """The time (ms) of the public image after each of `actions` actions, drawn in order as
    the bot posts them: whole seeded games one after the other (a game of Ostriches is
    shorter than `actions`), the last one cut short."""
    engine = get_engine(config.game)
    states: list[Any] = []
    seed = SEQUENCE_SEED
    while len(states) < actions:
        states += played_states(engine, config.players, seed, actions - len(states) + 1)[1:]
        seed += 1
    states = states[:actions]
    times = []
    for index, state in enumerate(states):
        image = Image(engine.view(state, None), LANGUAGES[index * 2 // len(states)], True)
        started = time.thread_time()
        draw(engine, image, config.players)
        times.append((time.thread_time() - started) * 1000)
    return times


COMPRESS_LEVELS = (1, 3, 6, 9)


def compression_figures(quick: bool) -> list[Figure]:
    """The upload against the drawing worker's time: Ostriches' public image after each
    action, drawn in order (so the band cache works as in the bot), at each zlib level,
    its size and its time. The bot posts one such image a move."""
    engine, config = get_engine("ostriches"), CONFIGS[0]
    states: list[Any] = []
    seed = SEQUENCE_SEED
    actions = QUICK_SEQUENCE if quick else FULL_SEQUENCE
    while len(states) < actions:
        states += played_states(engine, config.players, seed, actions - len(states) + 1)[1:]
        seed += 1
    images = [Image(engine.view(state, None), LANGUAGES[0], True) for state in states[:actions]]
    chosen = png.COMPRESS_LEVEL
    figures = []
    for image in images:  # the renderers' own caches warm, as in a running worker
        draw(engine, image, config.players)
    try:
        for level in COMPRESS_LEVELS:
            png.COMPRESS_LEVEL = level
            png._BANDS.clear()
            sizes, times = [], []
            for image in images:
                started = time.thread_time()
                sizes.append(len(draw(engine, image, config.players)))
                times.append((time.thread_time() - started) * 1000)
            area = f"upload: {config.label} board after each action, zlib level {level}" + (
                " (the bot's)" if level == chosen else "")
            figures += [Figure(area, "PNG size, mean", mean(sizes), "bytes"),
                        Figure(area, "render and encode, mean", mean(times), "ms")]
    finally:
        png.COMPRESS_LEVEL = chosen
        png._BANDS.clear()
    return figures


def figures_for(config: Config, first_ms: float | None, samples: Samples,
                sequence: list[float]) -> list[Figure]:
    """The figures of one configuration (`first_ms` for the first one of each game)."""
    label = config.label
    figures = []
    if first_ms is not None:
        figures.append(Figure(AREA, f"{label}: first render (cold caches)", first_ms, "ms"))
    for kind, times, size in (("public", samples.public_ms, samples.public_bytes),
                              ("private", samples.private_ms, samples.private_bytes)):
        figures += [
            Figure(AREA, f"{label}: {kind} image p50", percentile(times, 0.50), "ms"),
            Figure(AREA, f"{label}: {kind} image p95", percentile(times, 0.95), "ms",
                   at_most(RENDER_P95_MS)),
            Figure(AREA, f"{label}: {kind} PNG, largest", size / 1000, "kB",
                   at_most(config.size_limit_kb)),
        ]
    figures += [
        Figure(AREA, f"{label}: public image after each action p50",
               percentile(sequence, 0.50), "ms"),
        Figure(AREA, f"{label}: public image after each action p95",
               percentile(sequence, 0.95), "ms", at_most(RENDER_P95_MS)),
    ]
    return figures


def threads_figures(quick: bool) -> list[Figure]:
    """Images per second drawn by one thread, then by two at once, over new states of every
    game (each pass on its own seed, so no pass finds another's images cached); passes
    alternate and each count keeps its fastest, the least disturbed by other work."""
    configs = CONFIGS[:1] if quick else CONFIGS
    stages = STAGES[1:2] if quick else STAGES
    best = {1: 0.0, 2: 0.0}
    for workers, seed in zip((1, 2, 1, 2), GIL_SEEDS, strict=True):
        jobs = [(config, image) for config in configs
                for image in sampled_images(config, (seed,), stages)]
        with ThreadPoolExecutor(workers) as pool:
            started = time.perf_counter()
            list(pool.map(lambda job: draw(get_engine(job[0].game), job[1], job[0].players),
                          jobs))
            best[workers] = max(best[workers], len(jobs) / (time.perf_counter() - started))
    speedup = best[2] / best[1]
    return [
        Figure(AREA, "all games: images/s, 1 thread", best[1], "images/s"),
        Figure(AREA, "all games: images/s, 2 threads", best[2], "images/s"),
        Figure(AREA, "2 threads / 1 thread", speedup, "x"),
        Figure(AREA, "share of a render without the GIL (1 - 1/speed-up)",
               max(0.0, 1 - 1 / speedup) * 100, "%"),
    ]


ANIMATION_CONFIGS = (CONFIGS[0], CONFIGS[2], CONFIGS[4])  # each game at its largest table
ANIMATION_SEEDS = (1, 2, 3)
ANIMATION_BUILD_S = 10.0  # one worker, for the longest game: the final post waits for it


def animation_figures(quick: bool) -> list[Figure]:
    """Frames, size and build time of the animated replay of a long game of each kind."""
    figures = []
    for config in ANIMATION_CONFIGS[:1] if quick else ANIMATION_CONFIGS:
        engine = get_engine(config.game)
        longest: list[tuple[int, str]] = []
        for seed in ANIMATION_SEEDS[:1] if quick else ANIMATION_SEEDS:
            log = played_log(engine, config.players, seed)
            if len(log) > len(longest):
                longest, chosen = log, seed
        game: tuple[Any, ...] = (config.game, config.players, chosen, {}, longest, "en",
                                 NAMES[:config.players])
        started = time.perf_counter()
        animation = animate_game(*game)
        took = time.perf_counter() - started
        frames = animation_frames(*game)
        label = f"{config.label}, {len(longest)} moves"
        figures += [
            Figure(AREA, f"{label}: animation frames ({animation.format})", animation.frames,
                   "frames", at_most(FRAME_CAP)),
            Figure(AREA, f"{label}: animation size", len(animation.data) / 1e6, "MB",
                   at_most(SIZE_GOAL / 1e6)),
            Figure(AREA, f"{label}: animation build", took, "s", at_most(ANIMATION_BUILD_S)),
            *(Figure(AREA, f"{label}: same frames as {fmt}", len(encoded(frames, fmt)) / 1e6,
                     "MB") for fmt in ("gif", "webp")),
        ]
    return figures


def played_log(engine: Engine, players: int, seed: int) -> list[tuple[int, str]]:
    """The log ((seat, notation) pairs) of one seeded game played to its end by
    `auto_action`, as the action log keeps it."""
    state = engine.new_game(players, seed, BOTS_ALONE.get(engine.name))
    picker = random.Random(seed)
    log: list[tuple[int, str]] = []
    while engine.to_act(state) and len(log) < MAX_ACTIONS:
        seat = picker.choice(engine.to_act(state))
        action = engine.auto_action(state, seat)
        log.append((seat, engine.format(state, action)))
        state, _ = engine.apply(state, seat, action)
    return log


def run(quick: bool) -> list[Figure]:
    """Every configuration's figures, then the two-thread comparison; `quick` samples one
    game per configuration."""
    figures: list[Figure] = []
    drawn: set[str] = set()
    for config in CONFIGS:
        first_ms, samples = measure(config, QUICK_SEEDS if quick else FULL_SEEDS,
                                    QUICK_STAGES if quick else STAGES,
                                    QUICK_WARM_ACTIONS if quick else WARM_ACTIONS)
        sequence = after_each_action(config, QUICK_SEQUENCE if quick else FULL_SEQUENCE)
        figures += figures_for(config, None if config.game in drawn else first_ms, samples,
                               sequence)
        drawn.add(config.game)
    return figures + animation_figures(quick) + threads_figures(quick) + \
        compression_figures(quick)


def main() -> None:
    """Run the benchmark and print its table."""
    quick_main(__doc__, run, "one game per setup (smoke run)")


if __name__ == "__main__":
    main()
