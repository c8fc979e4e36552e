"""Law 77: the duplicate scoring table.

Checked exhaustively against endplay's scorer (an independent implementation),
and against values worked out by hand from the seed's table.
"""

from __future__ import annotations

import itertools

import pytest
from endplay.types import Contract as EContract
from endplay.types import Denom, Penalty, Player, Vul

from bridgelaws import BridgeError, Contract, Denomination, Risk, Seat, Side
from bridgelaws.scoring.duplicate import score, score_for_side, trick_points, undertrick_penalty

E_DENOM = {
    Denomination.CLUBS: Denom.clubs,
    Denomination.DIAMONDS: Denom.diamonds,
    Denomination.HEARTS: Denom.hearts,
    Denomination.SPADES: Denom.spades,
    Denomination.NOTRUMP: Denom.nt,
}
E_PENALTY = {
    Risk.UNDOUBLED: Penalty.passed,
    Risk.DOUBLED: Penalty.doubled,
    Risk.REDOUBLED: Penalty.redoubled,
}


def endplay_score(
    level: int, denomination: Denomination, risk: Risk, tricks: int, vul: bool
) -> int:
    contract = EContract(
        level=level,
        denom=E_DENOM[denomination],
        declarer=Player.north,
        penalty=E_PENALTY[risk],
        result=tricks - (level + 6),
    )
    return int(contract.score(Vul.ns if vul else Vul.ew))


@pytest.mark.parametrize("vulnerable", [False, True], ids=["nv", "vul"])
@pytest.mark.parametrize("risk", list(Risk), ids=lambda r: r.name.lower())
@pytest.mark.parametrize("denomination", list(Denomination), ids=lambda d: d.letter)
@pytest.mark.parametrize("level", range(1, 8))
def test_law_77_score_matches_endplay_for_every_number_of_tricks(
    level: int, denomination: Denomination, risk: Risk, vulnerable: bool
) -> None:
    contract = Contract(level, denomination, risk)
    ours = [score(contract, tricks, vulnerable) for tricks in range(14)]
    theirs = [endplay_score(level, denomination, risk, t, vulnerable) for t in range(14)]
    assert ours == theirs


def test_law_77_endplay_comparison_covers_everything() -> None:
    cases = list(itertools.product(range(1, 8), Denomination, Risk, (False, True), range(14)))
    assert len(cases) == 7 * 5 * 3 * 2 * 14
    mismatches = [
        c for c in cases if score(Contract(*c[:3]), c[4], c[3]) != endplay_score(*c[:3], c[4], c[3])
    ]
    assert mismatches == []


# Worked out by hand from the seed table (Law 77, seed 000):
#   trick points C/D 20, H/S 30, NT 40 + 30; x2 doubled, x4 redoubled;
#   game (100+) 300/500, partscore 50; small slam 500/750, grand slam 1000/1500;
#   insult 50 doubled, 100 redoubled; overtricks: trick value, 100/200 doubled,
#   200/400 redoubled; undertricks as in the table below.
HAND_CHECKED = [
    ("4H", 10, False, 420),  # 120 + 300
    ("4H", 10, True, 620),  # 120 + 500
    ("3NT", 9, False, 400),  # 100 + 300
    ("3NT", 9, True, 600),
    ("3NT", 10, False, 430),
    ("1C", 7, False, 70),  # 20 + 50
    ("1C", 13, False, 190),  # 20 + 50 + 6 * 20
    ("1NT", 7, True, 90),  # 40 + 50
    ("2S", 9, False, 140),  # 60 + 50 + 30
    ("5D", 11, True, 600),  # 100 + 500
    ("4S", 12, False, 480),  # 120 + 300 + 2 * 30
    ("6S", 12, True, 1430),  # 180 + 500 + 750
    ("6NT", 12, False, 990),  # 190 + 300 + 500
    ("7C", 13, False, 1440),  # 140 + 300 + 1000
    ("7NT", 13, True, 2220),  # 220 + 500 + 1500
    ("1HX", 7, True, 160),  # 60 + 50 + 50
    ("1HX", 8, True, 360),  # + 200 overtrick
    ("2CX", 8, False, 180),  # 80 + 50 + 50
    ("2CXX", 8, False, 560),  # 160 is game: 160 + 300 + 100
    ("1NTXX", 7, False, 560),  # 160 + 300 + 100
    ("3HX", 9, False, 530),  # 180 + 300 + 50
    ("3NTX", 10, True, 950),  # 200 + 500 + 50 + 200 overtrick
    ("4HXX", 11, True, 1480),  # 480 + 500 + 100 + 400 overtrick
    ("7NTXX", 13, True, 2980),  # 880 + 500 + 1500 + 100
    ("7NTXX", 13, False, 2280),  # 880 + 300 + 1000 + 100
    ("3NT", 8, False, -50),
    ("4S", 8, True, -200),
    ("3NTX", 5, False, -800),  # 100 + 200 + 200 + 300
    ("3NTX", 5, True, -1100),  # 200 + 300 * 3
    ("4SX", 5, False, -1100),  # 100 + 200 + 200 + 300 + 300
    ("5DX", 8, True, -800),  # 200 + 300 + 300
    ("2HXX", 6, False, -600),  # 200 + 400
    ("6NTXX", 7, True, -2800),  # 400 + 600 * 4 (five down)
    ("7NTXX", 0, True, -7600),  # 400 + 600 * 12
    ("7NTX", 0, False, -3500),  # 100 + 200 * 2 + 300 * 10
    ("1C", 0, False, -350),
]


@pytest.mark.parametrize(("text", "tricks", "vulnerable", "expected"), HAND_CHECKED)
def test_law_77_hand_checked_scores(
    text: str, tricks: int, vulnerable: bool, expected: int
) -> None:
    assert score(Contract.parse(text), tricks, vulnerable) == expected


def test_law_77_trick_points() -> None:
    assert trick_points(Contract.parse("1C")) == 20
    assert trick_points(Contract.parse("3D")) == 60
    assert trick_points(Contract.parse("2H")) == 60
    assert trick_points(Contract.parse("4S")) == 120
    assert trick_points(Contract.parse("1NT")) == 40
    assert trick_points(Contract.parse("3NT")) == 100
    assert trick_points(Contract.parse("7NT")) == 220
    assert trick_points(Contract.parse("2SX")) == 120
    assert trick_points(Contract.parse("1NTXX")) == 160
    assert trick_points(Contract.parse("5CXX")) == 400


def test_law_77_game_is_100_trick_points() -> None:
    # 4C/4D = 80: partscore; 5C = 100: game; 2NT = 70; 3NT = 100
    assert score(Contract.parse("4D"), 10, False) == 80 + 50
    assert score(Contract.parse("5C"), 11, False) == 100 + 300
    assert score(Contract.parse("2NT"), 8, False) == 70 + 50
    assert score(Contract.parse("2HX"), 8, False) == 120 + 300 + 50


# Inventory §5.2, derived cumulative undertrick totals, n = 1..7:
# NV undbl, NV dbl, NV rdbl, V undbl, V dbl, V rdbl
UNDERTRICK_TOTALS = [
    (1, 50, 100, 200, 100, 200, 400),
    (2, 100, 300, 600, 200, 500, 1000),
    (3, 150, 500, 1000, 300, 800, 1600),
    (4, 200, 800, 1600, 400, 1100, 2200),
    (5, 250, 1100, 2200, 500, 1400, 2800),
    (6, 300, 1400, 2800, 600, 1700, 3400),
    (7, 350, 1700, 3400, 700, 2000, 4000),
]


@pytest.mark.parametrize("row", UNDERTRICK_TOTALS, ids=lambda r: f"down{r[0]}")
def test_law_77_undertrick_table(row: tuple[int, ...]) -> None:
    down, *totals = row
    got = [
        undertrick_penalty(down, risk, vul)
        for vul in (False, True)
        for risk in (Risk.UNDOUBLED, Risk.DOUBLED, Risk.REDOUBLED)
    ]
    assert got == totals
    # the same through score(): 7NT with 13 - down tricks
    for i, (vul, risk) in enumerate(
        (v, r) for v in (False, True) for r in (Risk.UNDOUBLED, Risk.DOUBLED, Risk.REDOUBLED)
    ):
        contract = Contract(7, Denomination.NOTRUMP, risk)
        assert score(contract, 13 - down, vul) == -totals[i]


def test_law_77_all_pass_scores_zero() -> None:
    for tricks in (0, 7, 13):
        assert score(Contract.passed_out(), tricks, True) == 0
        assert score(Contract.passed_out(), tricks, False) == 0


@pytest.mark.parametrize("tricks", [-1, 14, 100])
def test_law_77_tricks_out_of_range(tricks: int) -> None:
    with pytest.raises(BridgeError, match="not a number of tricks"):
        score(Contract.parse("1C"), tricks, False)


def test_law_77_score_for_side() -> None:
    contract = Contract.parse("4H")
    assert score_for_side(contract, Seat.SOUTH, 10, False) == 420
    assert score_for_side(contract, Seat.SOUTH, 10, False, Side.EW) == -420
    assert score_for_side(contract, Seat.WEST, 10, True) == -620
    assert score_for_side(contract, Seat.WEST, 8, True, Side.EW) == -200
    assert score_for_side(contract, Seat.EAST, 8, True) == 200


def test_law_77_score_ignores_declarer_on_contract() -> None:
    with_declarer = Contract.parse("4HXS")
    assert with_declarer.declarer is Seat.SOUTH and with_declarer.risk is Risk.DOUBLED
    assert score(with_declarer, 10, False) == score(Contract.parse("4HX"), 10, False) == 590


@pytest.mark.parametrize(
    ("text", "level", "denomination", "risk", "declarer"),
    [
        ("4HX", 4, Denomination.HEARTS, Risk.DOUBLED, None),
        ("3NT", 3, Denomination.NOTRUMP, Risk.UNDOUBLED, None),
        ("3N", 3, Denomination.NOTRUMP, Risk.UNDOUBLED, None),
        ("6SXX", 6, Denomination.SPADES, Risk.REDOUBLED, None),
        ("4HXS", 4, Denomination.HEARTS, Risk.DOUBLED, Seat.SOUTH),
        ("4H S", 4, Denomination.HEARTS, Risk.UNDOUBLED, Seat.SOUTH),
        ("2CWXX", 2, Denomination.CLUBS, Risk.REDOUBLED, Seat.WEST),
        ("7DR", 7, Denomination.DIAMONDS, Risk.REDOUBLED, None),
    ],
)
def test_contract_parse(
    text: str, level: int, denomination: Denomination, risk: Risk, declarer: Seat | None
) -> None:
    contract = Contract.parse(text)
    assert (contract.level, contract.denomination, contract.risk, contract.declarer) == (
        level,
        denomination,
        risk,
        declarer,
    )
    assert contract.tricks_needed == level + 6


@pytest.mark.parametrize("text", ["", "8S", "0H", "4Z", "4HXXX", "H4"])
def test_contract_parse_rejects(text: str) -> None:
    with pytest.raises(BridgeError):
        Contract.parse(text)


def test_contract_passed_out_spellings() -> None:
    for text in ("Pass", "AP", "passed out", "P"):
        assert Contract.parse(text).is_passed_out
    assert Contract.parse("Pass").to_pbn() == "Pass"
