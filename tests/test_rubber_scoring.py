"""Rubber scoring, rules 27-34 of the NBB rubber rulebook (seed 001), checked by hand."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from bridgelaws.calls import Contract, Denomination, Risk
from bridgelaws.cards import BridgeError, Deal, Seat, Side
from bridgelaws.scoring.rubber import (
    EntryKind,
    Honours,
    declarer_total,
    honours_in,
    overtrick_points,
    score_deal,
    slam_bonus,
    trick_points,
    undertrick_points,
)

NT = Denomination.NOTRUMP


def test_rule_30_trick_points_per_denomination() -> None:
    assert [trick_points(n, Denomination.CLUBS) for n in range(1, 8)] == [
        20,
        40,
        60,
        80,
        100,
        120,
        140,
    ]
    assert [trick_points(n, Denomination.SPADES) for n in range(1, 8)] == [
        30,
        60,
        90,
        120,
        150,
        180,
        210,
    ]
    # no-trump: 30 for the odd-numbered tricks, 40 for the even-numbered ones
    assert [trick_points(n, NT) for n in range(1, 8)] == [30, 70, 100, 140, 170, 210, 240]


def test_rule_30_doubled_and_redoubled() -> None:
    assert trick_points(2, NT, Risk.DOUBLED) == 140
    assert trick_points(1, Denomination.HEARTS, Risk.REDOUBLED) == 120
    assert trick_points(3, Denomination.DIAMONDS, Risk.DOUBLED) == 120


def test_rule_31_overtricks_undoubled_continue_the_notrump_alternation() -> None:
    # 1NT made with 13 tricks: tricks 2-7 would have scored 40+30+40+30+40+30
    assert overtrick_points(Contract.parse("1NT"), 6, False) == 210
    # 2NT + 1: the third trick is worth 30, 3NT + 1: the fourth 40
    assert overtrick_points(Contract.parse("2NT"), 1, True) == 30
    assert overtrick_points(Contract.parse("3NT"), 1, False) == 40
    assert overtrick_points(Contract.parse("2C"), 2, True) == 40


def test_rule_31_overtricks_doubled_and_redoubled() -> None:
    assert overtrick_points(Contract.parse("2HX"), 2, False) == 200
    assert overtrick_points(Contract.parse("2HX"), 2, True) == 400
    assert overtrick_points(Contract.parse("2HXX"), 1, False) == 200
    assert overtrick_points(Contract.parse("2HXX"), 1, True) == 400


# the appendix "Noteringen voor Contract-Bridge", column by column
APPENDIX = {
    (False, Risk.UNDOUBLED): [50, 100, 150, 200, 250, 300, 350, 400],
    (False, Risk.DOUBLED): [100, 250, 450, 700, 1000, 1350, 1750, 2200],
    (True, Risk.UNDOUBLED): [100, 250, 450, 700, 1000, 1350, 1750, 2200],
    (True, Risk.DOUBLED): [200, 500, 900, 1400, 2000, 2700, 3500, 4400],
}


@pytest.mark.parametrize(("vulnerable", "risk"), list(APPENDIX))
def test_rule_32_undertricks_appendix(vulnerable: bool, risk: Risk) -> None:
    assert [undertrick_points(n, risk, vulnerable) for n in range(1, 9)] == APPENDIX[
        (vulnerable, risk)
    ]


def test_rule_32_undertricks_vulnerable_doubled() -> None:
    # 100 for the first undertrick undoubled (non-vulnerable doubled), doubled twice that
    assert undertrick_points(3, Risk.DOUBLED, True) == 900
    assert undertrick_points(3, Risk.REDOUBLED, True) == 1800
    assert undertrick_points(2, Risk.REDOUBLED, False) == 500


def test_rule_32_undertricks_go_to_the_defenders() -> None:
    score = score_deal(Contract.parse("4SX S"), 7, True)
    assert score.total(Side.EW) == 900 and score.total(Side.NS) == 0
    assert not score.below(Side.EW)


def test_rule_13_doubling_leaves_no_insult_bonus() -> None:
    # the seed gives nothing for making a doubled contract
    score = score_deal(Contract.parse("2HX N"), 8, False)
    assert [(e.kind, e.points) for e in score.entries] == [(EntryKind.TRICKS, 120)]


def test_rule_34_slams() -> None:
    assert slam_bonus(Contract.parse("6S"), 12, False) == 500
    assert slam_bonus(Contract.parse("6S"), 13, True) == 750  # made with an overtrick
    assert slam_bonus(Contract.parse("7NT"), 13, False) == 1500
    assert slam_bonus(Contract.parse("7NT"), 13, True) == 2250
    assert slam_bonus(Contract.parse("7NT"), 12, True) == 0  # failed seven: no small slam
    assert slam_bonus(Contract.parse("5C"), 13, True) == 0  # not bid


def test_rule_34_slam_not_doubled() -> None:
    score = score_deal(Contract.parse("6HXX S"), 12, True)
    assert score.above(Side.NS) == 750
    assert score.below(Side.NS) == 720


HONOURS_DEAL = "N:AKQJ2.K3.A42.K32 T98.QJ4.KQ3.AQJ4 763.AT98.J65.T98 54.7652.T987.765"


def test_rule_33_honours_from_the_deal() -> None:
    deal = Deal.from_pbn(HONOURS_DEAL)
    spades = honours_in(deal, Denomination.SPADES)
    assert spades is not None and (spades.seat, spades.count, spades.points) == (Seat.NORTH, 4, 100)
    assert honours_in(deal, Denomination.HEARTS) is None
    five = Deal.from_pbn("N:AKQJT.K3.A42.K32 98.QJ4.KQ3.AQJ54 763.AT98.J65.T98 542.7652.T987.76")
    found = honours_in(five, Denomination.SPADES)
    assert found is not None and (found.count, found.points) == (5, 150)
    aces = Deal.from_pbn("N:A32.A3.A42.AK532 KT98.QJ4.KQ3.QJ4 QJ76.KT98.J65.T9 54.7652.T987.876")
    held = honours_in(aces, NT)
    assert held is not None and (held.seat, held.points, held.notrump) == (Seat.NORTH, 150, True)


def test_rule_33_honours_to_the_defenders() -> None:
    deal = Deal.from_pbn(HONOURS_DEAL)
    held = honours_in(deal, Denomination.SPADES)
    # East plays in spades; North's four honours still score for North-South
    score = score_deal(Contract.parse("2S E"), 8, False, held)
    assert score.total(Side.NS) == 100
    assert score.below(Side.EW) == 60


def test_rule_33_honours_not_doubled() -> None:
    held = Honours.parse("S5", Denomination.HEARTS)
    score = score_deal(Contract.parse("4HXX S"), 10, False, held)
    assert score.above(Side.NS) == 150


def test_honours_parse_errors() -> None:
    with pytest.raises(BridgeError, match="only the four aces"):
        Honours.parse("S5", NT)
    with pytest.raises(BridgeError, match="4 or 5"):
        Honours.parse("S3", Denomination.HEARTS)
    with pytest.raises(BridgeError, match="seat or side"):
        Honours.parse("5", Denomination.HEARTS)
    with pytest.raises(BridgeError, match="no-trump"):
        score_deal(Contract.parse("4H S"), 10, False, Honours.parse("S4", NT))


def test_rule_27_entries_below_and_above() -> None:
    score = score_deal(Contract.parse("3NT S"), 10, False)
    assert score.below(Side.NS) == 100 and score.above(Side.NS) == 40
    assert declarer_total(Contract.parse("3NT S"), 10, False) == 140
    assert declarer_total(Contract.parse("3NT S"), 7, True) == -250


contracts = st.builds(
    lambda level, denomination, risk, seat: Contract(level, denomination, risk, seat),
    st.integers(1, 7),
    st.sampled_from(list(Denomination)),
    st.sampled_from(list(Risk)),
    st.sampled_from(list(Seat)),
)


@given(contracts, st.integers(0, 13), st.booleans())
def test_entries_belong_to_the_right_side(contract: Contract, tricks: int, vul: bool) -> None:
    score = score_deal(contract, tricks, vul)
    assert contract.declarer is not None
    side = contract.declarer.side
    made = tricks >= contract.tricks_needed
    assert all(e.points > 0 for e in score.entries)
    assert all((e.side is side) == made for e in score.entries)
    assert score.total(side) + score.total(side.other) == sum(e.points for e in score.entries)
    assert declarer_total(contract, tricks, vul) == score.net(side) == -score.net(side.other)


@given(contracts, st.integers(0, 13), st.booleans())
def test_scores_complementary_when_the_table_turns(
    contract: Contract, tricks: int, vul: bool
) -> None:
    # the same result by the other side gives the mirrored entries
    assert contract.declarer is not None
    turned = contract.with_declarer(contract.declarer.lho)
    one, other = score_deal(contract, tricks, vul), score_deal(turned, tricks, vul)
    for side in (Side.NS, Side.EW):
        assert one.total(side) == other.total(side.other)
        assert one.below(side) == other.below(side.other)
