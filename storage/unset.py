"""`UNSET`: the default of optional update arguments, meaning "leave this column alone".

None cannot play that part, because None is a value several columns legitimately take
(`thread_id`, `language`, `outcome`...).
"""

from __future__ import annotations

import enum
from typing import Final


class Unset(enum.Enum):
    """The type of `UNSET`; a one-member enum, so type checkers narrow `x is not UNSET`."""

    UNSET = "UNSET"

    def __repr__(self) -> str:
        return "UNSET"


UNSET: Final = Unset.UNSET
