"""The messages the sessions layer asks delivery to send, as stored in the outbox.

An outgoing message is written in the same transaction as the state change that caused it,
so it is sent even if the bot stops right after committing. Its words are catalog lines
(rendered in the audience's language at send time) and its image is a *view* (rendered at
send time): a message to a game's channel only ever carries the public view, which is how
"no secret in a public message" is kept by construction rather than by care.
"""

from __future__ import annotations

from typing import Literal

from pydantic import BaseModel, ConfigDict, Field, model_validator

from games.base import ParamValue

MessageKind = Literal["board", "lines", "turn", "private", "final", "status", "archive",
                      "remind", "digest", "vote", "autoplay", "lobby", "thread"]


class Line(BaseModel):
    """One catalog message with its parameters (player names already filled in)."""

    model_config = ConfigDict(frozen=True)

    key: str
    params: dict[str, ParamValue] = Field(default_factory=dict)


class OutgoingMessage(BaseModel):
    """A message for a game's channel/thread (`audience="game"`) or one user's DMs.

    - `board`: what happened this turn, with the board image and the game's buttons;
    - `lines`: what happened, without an image (a player submitted in a simultaneous phase);
    - `turn`: a private "it is your turn" notice, made when it goes out from the game as
      it stands then (`delivery.notice`: the reader's view, what happened since their last
      action, whom the game waits for, Play); its lines are only the bare notice, which
      is what a mention says, revealing nothing, when the user's DMs are closed;
    - `private`: something only `user_id` may know (an Eye result), never sent to a channel;
    - `final`: the end of the game: final board with the full reveal, outcome, record;
    - `status`: a refresh of the game's one live status message (edited in place, at most
      about once a second; only the newest refresh of a game is sent): whose turn, the
      last action, and in a free-for-all phase (Zig Zag's live collecting) the public board.
    - `archive`: the game is over (or was cancelled while running): rename its thread to the
      summary in `lines[0]` and archive it, and turn the lobby message into a one-line summary
      (sent once the game's last status refresh went out: an archived thread is read-only).
    - `remind`: a private reminder that a player's time is running out (half gone, a tenth
      left); like `turn`, dropped once the game no longer waits for them, and a mention
      when their DMs are closed;
    - `digest`: a user's daily list of the games waiting for them (carried by the most
      urgent one);
    - `vote`: a seat's clock ran out: the public question to the other players, with the
      vote's buttons (`vote_id`);
    - `autoplay`: the bot now plays for an absent seat, with a button to take it back.
    - `lobby`: post the game's lobby card in its channel (when it has none yet) or edit it
      to the game as it stands (seats, buttons; `lines`: why a lobby closed); only the newest
      refresh of a game is sent. While the game runs, each status refresh keeps the card
      current too (whose turn, in which thread);
    - `thread`: the game started: open its thread off the lobby card (where the server
      wants threads and the channel can have them), before the game's first post there.
    """

    model_config = ConfigDict(frozen=True)

    kind: MessageKind
    game_id: int
    audience: Literal["game", "user"]
    user_id: int | None = None
    lines: list[Line] = Field(default_factory=list)
    view_json: str | None = None
    view_seat: int | None = None
    game_version: int = 0
    record: str | None = None
    vote_id: int | None = None

    @model_validator(mode="after")
    def _secrets_stay_private(self) -> OutgoingMessage:
        if self.audience == "user" and self.user_id is None:
            raise ValueError("a message to a user needs user_id")
        if self.audience == "game" and (self.view_seat is not None or self.kind == "private"):
            raise ValueError("a message to a game channel may only carry the public view")
        return self
