"""Law 78B: converting a difference in points into IMPs."""

from __future__ import annotations

from bisect import bisect_right
from typing import Final

#: Law 78B, row by row: (lowest difference of the row, IMPs). The seed gives
#: ranges in tens (0-10, 20-40, ...); a difference between two rows (possible
#: with weighted adjusted scores) counts in the lower row.
IMP_SCALE: Final = (
    (0, 0),
    (20, 1),
    (50, 2),
    (90, 3),
    (130, 4),
    (170, 5),
    (220, 6),
    (270, 7),
    (320, 8),
    (370, 9),
    (430, 10),
    (500, 11),
    (600, 12),
    (750, 13),
    (900, 14),
    (1100, 15),
    (1300, 16),
    (1500, 17),
    (1750, 18),
    (2000, 19),
    (2250, 20),
    (2500, 21),
    (3000, 22),
    (3500, 23),
    (4000, 24),
)
_LOWS: Final = [low for low, _ in IMP_SCALE]


def imps(difference: float) -> int:
    """IMPs for a difference in points; the sign follows the difference."""
    size = abs(difference)
    value = IMP_SCALE[bisect_right(_LOWS, size) - 1][1]
    return value if difference >= 0 else -value
