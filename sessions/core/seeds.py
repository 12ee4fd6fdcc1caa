"""The seed of a bot's decision (a bot's step, a practice game's hint): the same after a
restart, different from one decision to the next."""

from __future__ import annotations

import hashlib

SEED_BITS = 62


def decision_seed(game_seed: int, actions: int, seat: int) -> int:
    """The seed of a bot's decision: the game's seed, how many actions its log holds, and
    the seat; the same after a restart, different from one decision to the next."""
    digest = hashlib.blake2b(f"{game_seed}:{actions}:{seat}".encode(), digest_size=8).digest()
    return int.from_bytes(digest, "big") >> (64 - SEED_BITS)
