"""The auction (Laws 17-22), and auction irregularities as the Table recognises
them (Laws 27-29, 36, 38, 39)."""

from __future__ import annotations

import pytest
from conftest import E, N, S, W, bid, table_for

from bridgelaws import BridgeError, Call, Contract, Denomination, Risk, Seat, Side, Status
from bridgelaws.auction import Auction, ReviewEntry
from bridgelaws.calls import BIDS, DOUBLE, PASS, REDOUBLE, CallKind

C, D, H, SP, NT = (
    Denomination.CLUBS,
    Denomination.DIAMONDS,
    Denomination.HEARTS,
    Denomination.SPADES,
    Denomination.NOTRUMP,
)


def auction(dealer: Seat, calls: str) -> Auction:
    """An auction with ``calls`` made in rotation from ``dealer``; each checked."""
    a = Auction(dealer)
    for token in calls.split():
        call = Call.parse(token)
        seat = a.next_seat
        assert a.violation(seat, call) is None, (seat, call)
        a.add(seat, call)
    return a


# -- calls (Law 18A) -----------------------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "name"),
    [
        ("Pass", "Pass"),
        ("P", "Pass"),
        ("p", "Pass"),
        ("pass", "Pass"),
        ("X", "X"),
        ("x", "X"),
        ("XX", "XX"),
        ("xx", "XX"),
        ("1NT", "1NT"),
        ("1nt", "1NT"),
        ("3N", "3NT"),
        ("7s", "7S"),
        ("2♥", "2H"),
    ],
)
def test_law_18a_call_parse(text: str, name: str) -> None:
    call = Call.parse(text)
    assert call.name == name
    assert call is Call.parse(name)  # interned


def test_law_18a_bid_has_level_and_denomination() -> None:
    call = Call.parse("4S")
    assert call.is_bid and call.level == 4 and call.denomination is SP
    assert not PASS.is_bid and PASS.is_pass
    assert DOUBLE.kind is CallKind.DOUBLE and REDOUBLE.kind is CallKind.REDOUBLE
    assert len(BIDS) == 35
    assert BIDS[0].name == "1C" and BIDS[-1].name == "7NT"


@pytest.mark.parametrize("text", ["", "Q", "0H", "1Z", "XXX", "1"])
def test_law_18a_call_parse_rejects(text: str) -> None:
    with pytest.raises(BridgeError):
        Call.parse(text)


def test_law_38_bid_above_seven_can_be_written_down() -> None:
    call = Call.parse("8S")
    assert call.is_bid and call.level == 8
    assert call.name == "8S"


# -- sufficiency and rank (Laws 18B-18E) ---------------------------------------------------


def test_law_18e_denomination_order() -> None:
    assert C < D < H < SP < NT
    assert [d.letter for d in sorted(Denomination, reverse=True)] == ["NT", "S", "H", "D", "C"]
    assert NT.trump is None and SP.trump is not None and SP.trump.letter == "S"


@pytest.mark.parametrize(
    ("lower", "higher"),
    [("1C", "1D"), ("1D", "1H"), ("1H", "1S"), ("1S", "1NT"), ("2C", "2NT"), ("6NT", "7C")],
)
def test_law_18b_bid_supersedes_same_level_higher_denomination(lower: str, higher: str) -> None:
    assert Call.parse(higher).supersedes(Call.parse(lower))
    assert not Call.parse(lower).supersedes(Call.parse(higher))


@pytest.mark.parametrize(
    ("lower", "higher"), [("1NT", "2C"), ("1S", "2C"), ("3NT", "4C"), ("1C", "7C"), ("6S", "7D")]
)
def test_law_18b_bid_supersedes_higher_level_any_denomination(lower: str, higher: str) -> None:
    assert Call.parse(higher).supersedes(Call.parse(lower))
    assert not Call.parse(lower).supersedes(Call.parse(higher))


def test_law_18b_bid_does_not_supersede_itself() -> None:
    for b in BIDS:
        assert not b.supersedes(b)


def test_law_18b_ladder_is_total_order() -> None:
    for i, low in enumerate(BIDS):
        for high in BIDS[i + 1 :]:
            assert high.supersedes(low)
            assert (high.level > low.level) or (
                high.level == low.level and high.denomination > low.denomination
            )


def test_law_18c_sufficient_bid_is_admissible() -> None:
    a = auction(N, "1H")
    assert a.violation(E, Call.parse("1S")) is None
    assert a.violation(E, Call.parse("2C")) is None


@pytest.mark.parametrize("text", ["1H", "1D", "1C"])
def test_law_18d_insufficient_bid(text: str) -> None:
    a = auction(N, "1H")
    violation = a.violation(E, Call.parse(text))
    assert violation is not None
    assert violation.code == "insufficient_bid" and violation.law == "18D"


def test_law_18d_insufficient_after_passes_and_double() -> None:
    a = auction(N, "2S P P X")
    v = a.violation(N, Call.parse("2H"))
    assert v is not None and v.code == "insufficient_bid"
    assert a.violation(N, Call.parse("2NT")) is None


# -- doubles and redoubles (Law 19) --------------------------------------------------------


def test_law_19a1_double_only_opponents_last_bid() -> None:
    a = auction(N, "1H")
    assert a.violation(E, DOUBLE) is None  # RHO's bid
    a = auction(N, "1H P")
    v = a.violation(S, DOUBLE)  # partner's bid
    assert v is not None and (v.code, v.law) == ("inadmissible_double", "19A1")
    a = auction(N, "1H P P")
    assert a.violation(W, DOUBLE) is None  # only passes intervene


def test_law_19a1_double_not_own_bid() -> None:
    a = auction(N, "1H P P P".replace(" P P P", ""))
    a.add(E, PASS)
    a.add(S, PASS)
    a.add(W, Call.parse("1S"))
    # North doubles West's 1S: admissible; North may not double 1H any more
    assert a.violation(N, DOUBLE) is None
    a.add(N, PASS)
    v = a.violation(E, DOUBLE)  # East's partner made the last bid
    assert v is not None and v.code == "inadmissible_double"


def test_law_19a1_no_double_without_a_bid() -> None:
    for calls in ("", "P", "P P"):
        a = auction(N, calls)
        v = a.violation(a.next_seat, DOUBLE)
        assert v is not None and (v.code, v.law) == ("inadmissible_double", "19A1")


def test_law_19a1_no_double_of_a_doubled_bid() -> None:
    a = auction(N, "1H X P")
    v = a.violation(W, DOUBLE)
    assert v is not None and v.code == "inadmissible_double"
    a = auction(N, "1H X XX")
    v = a.violation(W, DOUBLE)
    assert v is not None and v.code == "inadmissible_double"


def test_law_19b1_redouble_only_opponents_double() -> None:
    a = auction(N, "1H X")
    assert a.violation(S, REDOUBLE) is None  # bidder's partner redoubles
    a = auction(N, "1H X P P")
    assert a.violation(N, REDOUBLE) is None  # the bidder himself, passes intervening
    a = auction(N, "1H X P")
    v = a.violation(W, REDOUBLE)  # doubler's partner
    assert v is not None and (v.code, v.law) == ("inadmissible_double", "19B1")


def test_law_19b1_no_redouble_without_double() -> None:
    a = auction(N, "1H")
    v = a.violation(E, REDOUBLE)
    assert v is not None and (v.code, v.law) == ("inadmissible_double", "19B1")
    a = auction(N, "1H P")
    v = a.violation(S, REDOUBLE)
    assert v is not None and v.law == "19B1"
    a = auction(N, "1H X XX P")
    v = a.violation(a.next_seat, REDOUBLE)  # North: already redoubled
    assert v is not None and v.law == "19B1"


def test_law_19c_later_bid_cancels_double() -> None:
    a = auction(N, "1H X 2H")
    assert a.risk is Risk.UNDOUBLED
    a = auction(N, "1H X XX 2C P P P")
    contract = a.contract()
    assert contract == Contract(2, C, Risk.UNDOUBLED, W)
    # and the old double no longer counts for redouble (19B1)
    a = auction(N, "1H X 2C")
    v = a.violation(W, REDOUBLE)
    assert v is not None and v.code == "inadmissible_double"


def test_law_19d_contract_doubled_and_redoubled() -> None:
    a = auction(N, "1H X P P P")
    assert a.contract() == Contract(1, H, Risk.DOUBLED, N)
    a = auction(N, "1H X XX P P P")
    assert a.contract() == Contract(1, H, Risk.REDOUBLED, N)
    assert a.contract() is not None and a.contract().to_pbn() == "1HXX"  # type: ignore[union-attr]
    a = auction(E, "P 3NT P P X P P P")
    assert a.contract() == Contract(3, NT, Risk.DOUBLED, S)


# -- rotation and end of the auction (Laws 17, 22) -----------------------------------------


@pytest.mark.parametrize("dealer", list(Seat))
def test_law_17b_dealer_calls_first_then_clockwise(dealer: Seat) -> None:
    a = Auction(dealer)
    assert a.next_seat is dealer
    for i in range(6):
        assert a.next_seat is dealer.next(i)
        a.add(a.next_seat, PASS if i % 2 else Call.parse(f"{i + 1}C"))


def test_law_17b_out_of_rotation_violation_codes() -> None:
    a = Auction(N)
    for call, code in (
        (PASS, "pass_out_of_rotation"),
        (Call.parse("1C"), "bid_out_of_rotation"),
    ):
        v = a.violation(S, call)
        assert v is not None and v.code == code
    a.add(N, Call.parse("1C"))  # East's turn; West could double the 1C
    v = a.violation(W, DOUBLE)
    assert v is not None and v.code == "double_out_of_rotation"
    a.add(E, DOUBLE)  # South's turn; North could redouble
    v = a.violation(N, REDOUBLE)
    assert v is not None and v.code == "double_out_of_rotation"


def test_law_36_inadmissible_double_out_of_rotation_is_inadmissible() -> None:
    # A double with nothing to double is inadmissible whoever makes it (36, 19A1).
    a = Auction(N)
    v = a.violation(S, DOUBLE)
    assert v is not None and (v.code, v.law) == ("inadmissible_double", "19A1")


def test_law_22a_three_passes_end_the_auction() -> None:
    a = auction(N, "1C P P")
    assert not a.is_complete and a.contract() is None
    a.add(W, PASS)
    assert a.is_complete and not a.is_passed_out
    assert a.contract() == Contract(1, C, Risk.UNDOUBLED, N)
    assert a.legal_calls() == []


def test_law_22a_three_passes_after_a_double() -> None:
    a = auction(S, "1S X P P")
    assert not a.is_complete
    a.add(W, PASS)
    assert a.is_complete
    assert a.contract() == Contract(1, SP, Risk.DOUBLED, S)


def test_law_22a_passes_before_the_opening_bid_do_not_end_it() -> None:
    a = auction(N, "P P P 1D")
    assert not a.is_complete
    a = auction(N, "P P P 1D P P P")
    assert a.contract() == Contract(1, D, Risk.UNDOUBLED, W)


def test_law_22b_four_passes_pass_out() -> None:
    a = auction(W, "P P P")
    assert not a.is_complete
    a.add(S, PASS)
    assert a.is_complete and a.is_passed_out
    contract = a.contract()
    assert contract is not None and contract.is_passed_out and contract.to_pbn() == "Pass"
    assert a.declarer() is None


def test_law_39_call_after_final_pass_violation() -> None:
    a = auction(N, "P P P P")
    v = a.violation(N, PASS)
    assert v is not None and (v.code, v.law) == ("call_after_final_pass", "39")


# -- declarer ------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("dealer", "calls", "declarer", "contract"),
    [
        (N, "1H P 4H P P P", N, "4H"),
        (N, "1C 1H 2H P 4H P P P", S, "4H"),  # East's hearts do not count for NS
        (E, "1S P 2NT P 3NT P P P", W, "3NT"),
        (N, "1NT P 2C P 2H P 3NT P P P", N, "3NT"),
        (N, "P 1S 2H 2S 3H 3S P P P", E, "3S"),
        (W, "1D 1S 2D 2S 3D X XX 3S P P X P P P", N, "3SX"),
        (S, "1C P 1D P 1H P 1S P 1NT P 7C P P P", S, "7C"),
    ],
)
def test_law_22a_declarer_first_of_side_to_name_denomination(
    dealer: Seat, calls: str, declarer: Seat, contract: str
) -> None:
    a = auction(dealer, calls)
    assert a.declarer() is declarer
    c = a.contract()
    assert c is not None and c.to_pbn() == contract and c.declarer is declarer


def test_declarer_side_last_bidder() -> None:
    a = auction(N, "1H 1S 2H 2S P P P")
    assert a.last_bidder is W and a.last_bid is Call.parse("2S")
    assert a.declarer() is E


# -- review and legal calls (Law 20B, 18-19) -----------------------------------------------


def test_law_20b_review_of_the_auction() -> None:
    a = Auction(E)
    a.add(E, Call.parse("1NT"), note="15-17")
    a.add(S, Call.parse("2C"), note="both majors")
    a.add(W, DOUBLE)
    a.add(N, PASS)
    review = a.review()
    assert review == [
        ReviewEntry(E, Call.parse("1NT"), "15-17"),
        ReviewEntry(S, Call.parse("2C"), "both majors"),
        ReviewEntry(W, DOUBLE, None),
        ReviewEntry(N, PASS, None),
    ]
    assert [(r.seat.letter, r.call.name) for r in review] == [
        ("E", "1NT"),
        ("S", "2C"),
        ("W", "X"),
        ("N", "Pass"),
    ]


def test_law_20b_review_is_complete_not_partial() -> None:
    a = auction(N, "1C P 1H P 1S P")
    assert len(a.review()) == 6 == len(a)
    assert [r.seat for r in a.review()] == [N, E, S, W, N, E]


def test_legal_calls_at_the_start() -> None:
    a = Auction(N)
    legal = a.legal_calls()
    assert legal[0] is PASS
    assert DOUBLE not in legal and REDOUBLE not in legal
    assert legal[1:] == list(BIDS)
    assert len(legal) == 36


def test_legal_calls_after_a_bid() -> None:
    a = auction(N, "1H")
    legal = a.legal_calls()
    assert legal[:2] == [PASS, DOUBLE]
    assert REDOUBLE not in legal
    assert [c.name for c in legal[2:5]] == ["1S", "1NT", "2C"]
    assert len(legal) == 2 + 32
    a.add(E, PASS)
    assert DOUBLE not in a.legal_calls()  # South may not double partner


def test_legal_calls_after_a_double_and_7nt() -> None:
    a = auction(N, "7NT X")
    assert a.legal_calls() == [PASS, REDOUBLE]
    a.add(S, REDOUBLE)
    assert a.legal_calls() == [PASS]


def test_legal_calls_agree_with_violation() -> None:
    a = auction(N, "1C X 1H P")
    candidates = [PASS, DOUBLE, REDOUBLE, *BIDS]
    legal = a.legal_calls()
    for call in candidates:
        assert (call in legal) == (a.violation(a.next_seat, call) is None), call


# -- the auction through Table (Laws 27-29, 36, 38, 39) ------------------------------------


def test_law_22a_table_moves_to_play() -> None:
    table = table_for(1)
    bid(table, "1NT P 3NT P P P")
    assert table.status is Status.PLAY
    assert table.contract == Contract(3, NT, Risk.UNDOUBLED, N)
    assert table.declarer is N
    assert table.next is E  # Law 41A: declarer's LHO leads
    report = table.report()
    assert (report["status"], report["contract"], report["declarer"], report["next"]) == (
        "play",
        "3NT",
        "N",
        "E",
    )


def test_law_22b_table_passed_out_scores_zero() -> None:
    table = table_for(6)  # East deals
    assert table.next is E
    bid(table, "P P P P")
    assert table.status is Status.PASSED_OUT
    assert table.contract is not None and table.contract.is_passed_out
    assert table.score() == {Side.NS: 0, Side.EW: 0}
    assert table.report()["score"] == {"NS": 0, "EW": 0}
    assert table.report()["contract"] == "Pass"
    assert table.next is None


@pytest.mark.parametrize(
    ("seat", "call", "code"),
    [
        (S, "Pass", "pass_out_of_rotation"),
        (W, "1S", "bid_out_of_rotation"),
        (W, "X", "double_out_of_rotation"),
        (N, "XX", "double_out_of_rotation"),
    ],
)
def test_law_28_call_out_of_rotation_recognised(seat: Seat, call: str, code: str) -> None:
    table = table_for(1)  # North deals
    bid(table, "1H")  # East's turn
    if call == "XX":
        bid(table, "X")  # South's turn; North redoubles out of rotation
    irregularities = table.call(seat, call)
    assert [i.code for i in irregularities] == [code]
    irr = table.irregularities[-1]
    assert irr.offender is seat and irr.accepted is False
    assert irr.event == len(table.record) - 1
    assert table.status is Status.AUCTION
    assert table.next is seat.lho  # the player entitled to accept


def test_law_29a_call_out_of_rotation_accepted_by_lho_calling() -> None:
    table = table_for(1)  # North deals
    table.call(S, "1H")  # South bids out of rotation
    assert table.next is W
    assert table.call(W, "P") == []
    irr = table.irregularities[0]
    assert irr.code == "bid_out_of_rotation" and irr.accepted is True
    assert [(s, c.name) for s, c in table.auction.calls] == [(S, "1H"), (W, "Pass")]
    assert table.next is N  # the auction continues from the offender's LHO
    bid(table, "P P")
    assert table.contract == Contract(1, H, Risk.UNDOUBLED, S)
    assert table.report()["irregularities"][0]["accepted"] is True


def test_law_29a_pass_out_of_rotation_accepted() -> None:
    table = table_for(2)  # East deals
    table.call(W, "P")  # West passes at East's turn
    table.call(N, "1C")  # West's LHO calls: acceptance
    assert table.irregularities[0].code == "pass_out_of_rotation"
    assert table.irregularities[0].accepted
    assert [(s.letter, c.name) for s, c in table.auction.calls] == [("W", "Pass"), ("N", "1C")]
    assert table.next is E


def test_law_29a_double_out_of_rotation_accepted() -> None:
    table = table_for(1)
    bid(table, "1H")  # East's turn
    table.call(W, "X")  # West doubles out of rotation
    assert table.call(N, "P") == []
    assert table.irregularities[0].accepted
    assert table.auction.risk is Risk.DOUBLED
    assert table.next is E


def test_law_28b_call_in_turn_cancels_the_call_out_of_rotation() -> None:
    table = table_for(1)
    table.call(E, "1H")  # out of rotation at North's turn; South may accept
    table.call(N, "P")  # North, the opponent whose turn it was, calls before any ruling
    irr = table.irregularities[0]
    assert irr.accepted is False and "28B" in irr.laws
    assert table.status is Status.AUCTION
    assert [(s, c.name) for s, c in table.auction.calls] == [(N, "Pass")]


def test_law_28b_not_when_the_offenders_partner_calls_in_turn() -> None:
    table = table_for(1)
    table.call(S, "1H")  # out of rotation at North's turn, his partner's
    table.call(N, "P")  # North calls in turn: 28B is only an opponent's call
    irr = table.irregularities[0]
    assert "28B" not in irr.laws
    assert table.status is Status.AWAITING_DIRECTOR


def test_law_29_out_of_rotation_not_accepted_by_another_seat() -> None:
    table = table_for(1)
    table.call(S, "1H")  # out of rotation at North's turn; West may accept
    table.call(E, "P")  # East, neither West nor North, calls
    irr = table.irregularities[0]
    assert irr.accepted is False
    assert table.status is Status.AWAITING_DIRECTOR
    assert table.auction.calls == []


def test_law_27_insufficient_bid_recognised() -> None:
    table = table_for(1)
    bid(table, "1S")
    irregularities = table.call(E, "1H")
    assert len(irregularities) == 1
    irr = irregularities[0]
    assert irr.code == "insufficient_bid" and irr.offender is E and irr.event == 1
    assert "18D" in irr.laws and irr.accepted is False
    assert table.status is Status.AUCTION
    assert table.next is S
    assert len(table.auction.calls) == 1  # not in the auction yet


def test_law_27a1_insufficient_bid_accepted_when_lho_calls() -> None:
    table = table_for(1)
    bid(table, "1S")
    table.call(E, "1H")
    assert table.call(S, "P") == []
    assert table.irregularities[0].accepted is True
    assert [c.name for _, c in table.auction.calls] == ["1S", "1H", "Pass"]
    assert table.next is W  # continues from the offender's LHO
    bid(table, "P P")
    assert table.contract == Contract(1, H, Risk.UNDOUBLED, E)  # treated as legal


def test_law_27a1_accepted_insufficient_bid_is_the_bid_to_supersede() -> None:
    table = table_for(1)
    bid(table, "2S")
    table.call(E, "2D")
    assert table.call(S, "2H") == []  # sufficient over the accepted 2D
    assert table.auction.last_bid is Call.parse("2H")
    assert table.irregularities[0].accepted


def test_law_38_bid_above_seven_recognised() -> None:
    table = table_for(1)
    bid(table, "1C")
    irregularities = table.call(E, "8NT")
    assert [(i.code, i.laws, i.offender) for i in irregularities] == [
        ("bid_above_seven", ("38",), E)
    ]
    assert table.status is Status.AWAITING_DIRECTOR
    assert table.auction.last_bid is Call.parse("1C")


def test_law_39_call_after_final_pass_recognised() -> None:
    table = table_for(1)
    bid(table, "1NT P P P")
    irregularities = table.call(S, "2C")
    assert [(i.code, i.laws, i.offender, i.event) for i in irregularities] == [
        ("call_after_final_pass", ("39",), S, 4)
    ]
    assert table.contract == Contract(1, NT, Risk.UNDOUBLED, N)


def test_law_39_call_after_pass_out_recognised() -> None:
    table = table_for(1)
    bid(table, "P P P P")
    irregularities = table.call(N, "1C")
    assert [i.code for i in irregularities] == ["call_after_final_pass"]
    assert table.contract is not None and table.contract.is_passed_out


def test_law_19a1_inadmissible_double_in_turn_recognised() -> None:
    table = table_for(1)
    bid(table, "1H P")
    irregularities = table.call(S, "X")
    assert [(i.code, i.laws) for i in irregularities] == [("inadmissible_double", ("19A1",))]
    assert table.auction.risk is Risk.UNDOUBLED


def test_law_17d3_pass_out_of_rotation_skipping_a_player_does_not_end_auction() -> None:
    table = table_for(1)  # North deals
    bid(table, "1H P P")  # West's turn
    table.call(N, "P")  # North passes out of rotation, depriving West of his turn
    irregularities = table.call(E, "P")  # North's LHO calls: acceptance
    assert irregularities == []  # East's pass is no call after the final pass
    assert table.status is Status.AUCTION  # three passes, but West lost his turn
    assert table.contract is None


def test_law_36_inadmissible_double_out_of_rotation_is_never_accepted() -> None:
    table = table_for(1)  # North deals
    bid(table, "1H")  # East's turn
    table.call(S, "X")  # South doubles his partner's bid, out of rotation
    table.call(W, "P")  # South's LHO calls
    assert table.irregularities[0].accepted is False
    assert table.auction.risk is Risk.UNDOUBLED
    assert (S, DOUBLE) not in table.auction.calls


def test_law_38_bid_above_seven_out_of_rotation_never_stands() -> None:
    table = table_for(1)  # North deals
    table.call(E, "8S")  # out of rotation and above seven
    for seat in (S, W, N):
        table.call(seat, "P")
    assert table.irregularities[0].accepted is False
    assert table.contract is None or table.contract.level <= 7
