"""Law 78B: the IMP scale, row by row from the seed."""

from __future__ import annotations

import itertools

import pytest

from bridgelaws.scoring.imps import IMP_SCALE, imps

#: Seed 000, Law 78B: (lowest difference, highest difference, IMPs); the last
#: row is "4000+".
SEED_ROWS = [
    (0, 10, 0),
    (20, 40, 1),
    (50, 80, 2),
    (90, 120, 3),
    (130, 160, 4),
    (170, 210, 5),
    (220, 260, 6),
    (270, 310, 7),
    (320, 360, 8),
    (370, 420, 9),
    (430, 490, 10),
    (500, 590, 11),
    (600, 740, 12),
    (750, 890, 13),
    (900, 1090, 14),
    (1100, 1290, 15),
    (1300, 1490, 16),
    (1500, 1740, 17),
    (1750, 1990, 18),
    (2000, 2240, 19),
    (2250, 2490, 20),
    (2500, 2990, 21),
    (3000, 3490, 22),
    (3500, 3990, 23),
    (4000, 10000, 24),
]


def test_law_78b_seed_rows_are_contiguous_in_tens() -> None:
    for (_, high, value), (low, _, next_value) in itertools.pairwise(SEED_ROWS):
        assert low == high + 10
        assert next_value == value + 1
    assert [low for low, _ in IMP_SCALE] == [low for low, _, _ in SEED_ROWS]
    assert [v for _, v in IMP_SCALE] == list(range(25))


@pytest.mark.parametrize(("low", "high", "value"), SEED_ROWS, ids=lambda x: str(x))
def test_law_78b_imp_table_row(low: int, high: int, value: int) -> None:
    assert imps(low) == value
    assert imps(high) == value
    for difference in range(low, min(high, 5000) + 1, 10):
        assert imps(difference) == value


@pytest.mark.parametrize(("low", "high", "value"), SEED_ROWS, ids=lambda x: str(x))
def test_law_78b_imp_sign_symmetry(low: int, high: int, value: int) -> None:
    assert imps(-low) == -value
    assert imps(-high) == -value


def test_law_78b_every_multiple_of_ten() -> None:
    table = {d: v for low, high, v in SEED_ROWS for d in range(low, high + 1, 10)}
    for difference in range(0, 10010, 10):
        assert imps(difference) == table[difference], difference
        assert imps(-difference) == -table[difference], difference


def test_law_78b_large_differences_are_24() -> None:
    assert imps(4000) == 24
    assert imps(7600) == 24
    assert imps(25000) == 24
    assert imps(-25000) == -24


def test_law_78b_typical_swings() -> None:
    assert imps(620 - 170) == 10  # vulnerable game against partscore
    assert imps(420 + 50) == 10
    assert imps(1430 - 680) == 13  # slam swing
    assert imps(990 - 490) == 11
    assert imps(30) == 1
    assert imps(-110 - 140) == -6


def test_imps_between_rows_count_in_lower_row_as_documented() -> None:
    # not a multiple of ten (weighted adjusted scores): the lower row applies
    assert imps(15) == 0
    assert imps(19.5) == 0
    assert imps(45) == 1
    assert imps(-45) == -1
    assert imps(3995) == 23
