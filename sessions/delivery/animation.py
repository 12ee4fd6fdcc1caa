"""The animated replay a finished game's last post carries: the whole game, move by move.

One frame per action, each the public board after it (what the thread saw), the last one the
board of the finished game, which shows everything (every engine reveals all once the game is
over). The game is replayed from its seed and log through `core.replay.replay_steps` (the one
replay every part of the bot uses), in a drawing worker (`painting.Painter.animate`), never
on the event loop.

The cost is bounded for very long games: at most `FRAME_CAP` frames, chosen evenly from the
first board to the last (both always kept), and the animation is the smaller of an animated
GIF and an animated WebP (see `smallest`); if that is still over `SIZE_GOAL` (Discord's
upload limit), the frames are scaled down and encoded again.
"""

from __future__ import annotations

import io
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any, Literal

from PIL import Image, ImageDraw

from games import get_engine
from games.base import GameView
from games.imaging.fonts import font
from storage import GameRecord

from ..core.replay import replay_steps

FRAME_CAP = 150  # a 150-frame animation at the full board size stays far below SIZE_GOAL
SIZE_GOAL = 8 * 1024 * 1024  # Discord's upload limit for a bot without a boosted server
FRAME_MS = 700  # each move's board
LAST_FRAME_MS = 4000  # the full reveal stays up a while before the loop starts again
SHRINK = (1.0, 0.75, 0.5, 0.35)  # the scales tried, in order, until the animation fits
CAPTION_HEIGHT = 30  # the strip under each board saying which move it shows


@dataclass(frozen=True)
class Animation:
    """An encoded animation and what it shows."""

    data: bytes
    format: Literal["gif", "webp"]
    frames: int  # frames in the animation
    moves: int  # actions in the game (frames are chosen among moves + 1 boards)
    scale: float  # 1.0: the boards at their drawn size


def animation_filename(game: GameRecord, animation: Animation) -> str:
    """The name the animation is attached under (`ostriches-12-replay.gif`)."""
    return f"{game.kind}-{game.id}-replay.{animation.format}"


def chosen_frames(boards: int, cap: int = FRAME_CAP) -> list[int]:
    """Which of `boards` boards (the start, then one per action) become frames: all of them
    up to `cap`, else `cap` of them spread evenly, the first and the last always among them."""
    if boards <= cap:
        return list(range(boards))
    step = (boards - 1) / (cap - 1)
    return sorted({round(index * step) for index in range(cap)})


def replay_views(kind: str, players: int, seed: int, options: Mapping[str, Any],
                 record: Sequence[tuple[int, str]], cap: int = FRAME_CAP) -> list[GameView]:
    """The boards the animation shows: the public view after each chosen action, the last
    one the finished game's (which reveals everything)."""


    engine = get_engine(kind)
    wanted = set(chosen_frames(len(record) + 1, cap))
    return [engine.view(state, None)
            for index, (state, _) in enumerate(replay_steps(engine, players, seed, options,
                                                            record))
            if index in wanted]


def animate_game(kind: str, players: int, seed: int, options: Mapping[str, Any],
                 record: Sequence[tuple[int, str]], language: str,
                 names: Sequence[str]) -> Animation:
    """The game's animated replay, drawn in the caller's process (a drawing worker)."""
    captioned = animation_frames(kind, players, seed, options, record, language, names)
    for scale in SHRINK:
        frames = [_scaled(frame, scale) for frame in captioned]
        fmt, animation = smallest(frames)
        if len(animation) <= SIZE_GOAL or scale == SHRINK[-1]:
            return Animation(data=animation, format=fmt, frames=len(frames),
                             moves=len(record), scale=scale)
    raise AssertionError("unreachable: the last scale always returns")


def animation_frames(kind: str, players: int, seed: int, options: Mapping[str, Any],
                     record: Sequence[tuple[int, str]], language: str,
                     names: Sequence[str]) -> list[Image.Image]:
    """The animation's frames at full size: each chosen board, captioned with its move."""
    engine = get_engine(kind)
    moves = chosen_frames(len(record) + 1)
    boards = [Image.open(io.BytesIO(engine.render(view, language, list(names))))
              for view in replay_views(kind, players, seed, options, record)]
    width, height = max(b.width for b in boards), max(b.height for b in boards)
    return [_captioned(board, width, height, f"{move} / {len(record)}")
            for board, move in zip(boards, moves, strict=True)]


def smallest(frames: Sequence[Image.Image]) -> tuple[Literal["gif", "webp"], bytes]:
    """The frames encoded as GIF, or as WebP when that is smaller. Boards are flat colours
    and change little from one move to the next: the GIF of the boards' own palettes, each
    frame only what changed, is a few times smaller than a WebP of the same frames and
    several times quicker to make (`bench_render` measures both for long games), so the
    WebP is tried only when the GIF misses the size goal."""
    gif = encoded(frames, "gif")
    if len(gif) <= SIZE_GOAL:
        return "gif", gif
    webp = encoded(frames, "webp")
    return ("webp", webp) if len(webp) < len(gif) else ("gif", gif)


def _captioned(board: Image.Image, width: int, height: int, caption: str) -> Image.Image:
    """The board on a `width` x `height` canvas of its own background colour (boards of one
    game may differ in size), with a strip below saying which move it shows (`12 / 391`),
    in the board's own palette: a GIF then needs no colour reduction (quicker, smaller and
    exact), and no two frames are alike, so none is merged with the one before."""
    board = board if board.mode == "P" else board.convert("RGB").quantize()
    palette = board.getpalette() or []
    colours = [tuple(palette[i:i + 3]) for i in range(0, len(palette) - 2, 3)]
    darkest = min(range(len(colours)), key=lambda index: sum(colours[index]))
    frame = Image.new("P", (width, height + CAPTION_HEIGHT), board.getpixel((0, 0)))
    frame.putpalette(palette)
    frame.paste(board, (0, 0))
    ImageDraw.Draw(frame).text((width // 2, height + CAPTION_HEIGHT // 2), caption,
                               fill=darkest, font=font(CAPTION_HEIGHT * 3 // 5), anchor="mm")
    return frame


def _scaled(frame: Image.Image, scale: float) -> Image.Image:
    """The frame at `scale` of its size (in RGB once scaled: the encoders reduce colours)."""
    if scale == 1.0:
        return frame
    size = (max(1, round(frame.width * scale)), max(1, round(frame.height * scale)))
    return frame.convert("RGB").resize(size, Image.Resampling.LANCZOS)


def encoded(frames: Sequence[Image.Image], fmt: Literal["gif", "webp"]) -> bytes:
    """The frames (all of one size) as one looping animation in `fmt` (WebP lossless: the
    boards' flat colours compress better so than lossy, and encode faster)."""
    durations = [FRAME_MS] * (len(frames) - 1) + [LAST_FRAME_MS]
    if fmt == "webp":
        frames = [frame.convert("RGB") for frame in frames]
    options: dict[str, Any] = {"lossless": True, "quality": 0, "method": 0} \
        if fmt == "webp" else {}
    out = io.BytesIO()
    frames[0].save(out, format=fmt.upper(), save_all=True, append_images=list(frames[1:]),
                   duration=durations, loop=0, **options)
    return out.getvalue()
