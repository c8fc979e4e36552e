"""The play through Table: Laws 41-47, 44, 65-66; play irregularities (53-57);
revokes (61-64); claims and concessions (68-69)."""

from __future__ import annotations

import pytest
from conftest import (
    DOMINANT_DEAL,
    REVOKE_DEAL,
    SPEC_DEAL,
    E,
    N,
    S,
    W,
    bid,
    play_cards,
    play_rest,
    table_for,
)

from bridgelaws import (
    BridgeError,
    Card,
    Contract,
    Deal,
    Denomination,
    Risk,
    Seat,
    Side,
    Status,
    Table,
)
from bridgelaws.facts import RevokeFacts
from bridgelaws.play import Play, trick_winner
from bridgelaws.record import ChoiceEvent, DirectorEvent
from bridgelaws.scoring.duplicate import score as duplicate_score
from bridgelaws.table import Adjustment

NS, EW = Side.NS, Side.EW


def cards(text: str) -> list[Card]:
    return [Card.parse(c) for c in text.split()]


def trick_names(table: Table) -> list[list[str]]:
    assert table.play is not None
    return [[f"{s.letter}:{c.name}" for s, c in t.cards] for t in table.play.tricks]


def three_nt_by_north() -> Table:
    """Board 1 (North deals, nobody vulnerable), spec deal, 3NT by North."""
    table = table_for(1, SPEC_DEAL)
    bid(table, "1NT P 3NT P P P")
    return table


def four_hearts_by_north() -> Table:
    table = table_for(1, SPEC_DEAL)
    bid(table, "1H P 4H P P P")
    return table


# -- opening lead and dummy (Law 41) -------------------------------------------------------


@pytest.mark.parametrize(
    ("calls", "declarer"),
    [("1NT P P P", N), ("P 1NT P P P", E), ("P P 1NT P P P", S), ("P P P 1NT P P P", W)],
)
def test_law_41a_opening_lead_by_declarers_lho(calls: str, declarer: Seat) -> None:
    table = table_for(1)
    bid(table, calls)
    assert table.status is Status.PLAY and table.declarer is declarer
    play = table.play
    assert play is not None
    assert play.declarer is declarer
    assert play.leader is declarer.lho and play.next_seat is declarer.lho
    assert table.next is declarer.lho
    assert play.is_opening_lead


@pytest.mark.parametrize("declarer", list(Seat))
def test_law_41d_dummy_is_declarers_partner(declarer: Seat) -> None:
    play = Play(Deal.from_pbn(SPEC_DEAL), declarer, None)
    assert play.dummy is declarer.partner
    assert play.leader is declarer.lho


def test_law_41_without_deal_play_is_not_tracked() -> None:
    table = table_for(1, None)
    bid(table, "1NT P P P")
    assert table.status is Status.PLAY and table.play is None
    with pytest.raises(BridgeError, match="no deal"):
        table.play_card(E, "SQ")


# -- following suit (Law 44C/D) ------------------------------------------------------------


def test_law_44c_must_follow_suit() -> None:
    table = three_nt_by_north()
    play_cards(table, "DA")  # East leads a diamond; South holds J65
    assert table.play is not None
    assert table.play.legal_cards(S) == cards("DJ D6 D5")
    irregularities = table.play_card(S, "C7")
    assert [(i.code, i.offender) for i in irregularities] == [("revoke", S)]
    violation = table.play.violation(W, Card.parse("C8"))  # West holds diamonds too
    assert violation is not None and (violation.code, violation.law) == ("revoke", "44C")
    assert table.play.violation(W, Card.parse("D3")) is None


def test_law_44c_following_suit_is_no_irregularity() -> None:
    table = three_nt_by_north()
    play_cards(table, "DA D5 D3 D8")
    assert table.irregularities == []


def test_law_44d_void_player_may_play_any_card() -> None:
    table = three_nt_by_north()
    play_cards(table, "DA D5 D3 D8 DK D6 D4 D9 DQ DJ D7 DT")
    assert table.play is not None and len(table.play.tricks) == 3
    play_cards(table, "D2")  # East's fourth diamond; South has none left
    assert len(table.play.legal_cards(S)) == 10
    assert table.play.legal_cards(S) == table.play.hand(S)
    assert table.play_card(S, "C7") == []


def test_law_44a_leader_may_lead_any_card() -> None:
    table = three_nt_by_north()
    assert table.play is not None
    assert len(table.play.legal_cards(E)) == 13
    assert table.play_card(E, "H3") == []


# -- winning tricks (Law 44E/F/G) ----------------------------------------------------------


def test_law_44f_highest_card_of_suit_led_wins() -> None:
    table = three_nt_by_north()
    play_cards(table, "DA D5 D3 D8 DK D6 D4 D9 DQ DJ D7 DT")
    assert table.play is not None
    assert [t.winner for t in table.play.tricks] == [E, E, E]
    # fourth round: only East has a diamond; higher cards of other suits do not win
    play_cards(table, "D2 C7 C8 HQ")
    last = table.play.tricks[-1]
    assert last.leader is E and last.winner is E
    assert last.led_suit.letter == "D"


def test_law_44e_highest_trump_wins() -> None:
    table = four_hearts_by_north()
    play_cards(table, "DA D5 D3 D8 DK D6 D4 D9 DQ DJ D7 DT")
    play_cards(table, "D2 H8 H2 HQ")  # South ruffs, West underruffs, North overruffs
    assert table.play is not None
    trick = table.play.tricks[3]
    assert trick.winner is N
    assert trick.card_of(S) is Card.parse("H8") and trick.card_of(E) is Card.parse("D2")


def test_law_44e_low_trump_beats_high_card_of_suit_led() -> None:
    table = table_for(3, REVOKE_DEAL)  # South deals
    bid(table, "4S P P P")  # West leads, North is dummy
    play_cards(table, "D5 DA D8 D6 DK D9 D7 D4 DQ DT S7 D3")
    assert table.play is not None
    assert [t.winner for t in table.play.tricks] == [N, N, S]


def test_law_44g_winner_leads_next() -> None:
    table = four_hearts_by_north()
    play_cards(table, "DA D5 D3 D8")
    assert table.play is not None
    assert table.next is E and table.play.leader is E
    play_cards(table, "DK D6 D4 D9 DQ DJ D7 DT D2 H8 H2 HQ")
    assert table.next is N  # North won the fourth trick
    play_cards(table, "S2")
    assert table.play.tricks[-1].winner is N and table.play.current == [(N, Card.parse("S2"))]
    assert table.next is E


@pytest.mark.parametrize(
    ("played", "trump", "winner"),
    [
        ("W:S2 N:S3 E:SA S:SK", None, E),
        ("W:S2 N:HA E:S3 S:DA", None, E),
        ("W:S2 N:HA E:S3 S:DA", "H", N),
        ("W:S2 N:H2 E:H3 S:SA", "H", E),
        ("W:C2 N:C3 E:C4 S:C5", "C", S),
        ("W:CA N:D2 E:D3 S:H2", "D", E),
        ("W:DK N:DA E:D2 S:D3", "D", N),
    ],
)
def test_law_44e_44f_trick_winner(played: str, trump: str | None, winner: Seat) -> None:
    trick = [(Seat.parse(p.split(":")[0]), Card.parse(p.split(":")[1])) for p in played.split()]
    suit = Denomination.parse(trump).trump if trump else None
    assert trick_winner(trick, suit) is winner


# -- tricks per side and quitted tricks (Laws 65-66) ---------------------------------------


def test_law_65_quitted_tricks_in_order_and_tricks_per_side() -> None:
    table = four_hearts_by_north()
    play_cards(table, "DA D5 D3 D8 DK D6 D4 D9 DQ DJ D7 DT D2 H8 H2 HQ")
    assert trick_names(table) == [
        ["E:DA", "S:D5", "W:D3", "N:D8"],
        ["E:DK", "S:D6", "W:D4", "N:D9"],
        ["E:DQ", "S:DJ", "W:D7", "N:DT"],
        ["E:D2", "S:H8", "W:H2", "N:HQ"],
    ]
    assert table.play is not None
    assert [t.leader for t in table.play.tricks] == [E, E, E, E]
    assert table.play.tricks_won(NS) == 1 and table.play.tricks_won(EW) == 3
    assert table.play.won == [1, 3]
    assert not table.play.is_complete
    assert table.tricks() is None  # only once play is over


def test_law_65_thirteen_tricks_complete_the_board() -> None:
    table = table_for(3, DOMINANT_DEAL)
    bid(table, "7NT P P P")  # South declares, nobody may stop North-South
    play_rest(table)
    assert table.status is Status.COMPLETE
    assert table.play is not None and table.play.is_complete
    assert len(table.play.tricks) == 13
    assert all(t.winner.side is NS for t in table.play.tricks)
    assert table.tricks() == {NS: 13, EW: 0}
    # board 3: North-South not vulnerable; 7NT = 40+6*30 + 300 + 1000
    assert table.score() == {NS: 1520, EW: -1520}
    assert table.report()["tricks"] == {"NS": 13, "EW": 0}
    assert table.next is None


def test_played_cards_leave_the_hand() -> None:
    table = three_nt_by_north()
    play_cards(table, "DA")
    assert table.play is not None
    assert Card.parse("DA") not in table.play.hand(E)
    assert len(table.play.hand(E)) == 12
    with pytest.raises(BridgeError, match="action 8"):
        table.play_card(S, "DA")  # South never held it (Law 7B3 in the record)


def test_card_after_play_is_ignored_when_complete() -> None:
    table = table_for(3, DOMINANT_DEAL)
    bid(table, "7NT P P P")
    play_rest(table)
    assert table.play_card(N, "SA") == []
    assert table.status is Status.COMPLETE


def test_law_24_card_shown_during_auction_recognised() -> None:
    table = table_for(1)
    bid(table, "1C")
    irregularities = table.play_card(S, "SJ")
    assert [(i.code, i.offender) for i in irregularities] == [("exposed_card_auction", S)]


# -- leads and plays out of turn (Laws 53-57) ----------------------------------------------


def test_law_53_lead_out_of_turn_recognised_and_accepted() -> None:
    table = four_hearts_by_north()
    play_cards(table, "DA D5 D3 D8 DK D6 D4 D9 DQ DJ D7 DT D2 H8 H2 HQ")
    assert table.next is N
    irregularities = table.play_card(E, "SQ")  # East leads; North won the last trick
    assert [(i.code, i.offender) for i in irregularities] == [("lead_out_of_turn", E)]
    assert table.next is S  # the offender's LHO may accept by playing
    assert table.play is not None and table.play.current == []
    assert table.play_card(S, "S6") == []  # South plays: acceptance (53A)
    assert table.irregularities[0].accepted is True
    assert table.play.current == [(E, Card.parse("SQ")), (S, Card.parse("S6"))]
    assert table.next is W
    play_cards(table, "S3 SA")
    assert table.play.tricks[-1].leader is E and table.play.tricks[-1].winner is N


def test_law_53_lead_out_of_turn_not_accepted_by_another_seat() -> None:
    table = four_hearts_by_north()
    play_cards(table, "DA D5 D3 D8 DK D6 D4 D9 DQ DJ D7 DT D2 H8 H2 HQ")
    table.play_card(E, "SQ")  # out of turn
    table.play_card(N, "S2")  # North, whose lead it was, leads (53B): not acceptance
    assert table.irregularities[0].accepted is False
    assert "53B" in table.irregularities[0].laws
    assert table.status is Status.PLAY
    assert table.play is not None and table.play.current == [(N, Card.parse("S2"))]
    # the card led out of turn goes back without further rectification (53B, 16C)
    assert table.obligations == []


def test_law_54_opening_lead_out_of_turn_accepted_by_declarer_playing() -> None:
    table = three_nt_by_north()  # East should lead
    irregularities = table.play_card(W, "CT")
    assert [(i.code, i.offender, i.event) for i in irregularities] == [
        ("opening_lead_out_of_turn", W, 6)
    ]
    assert table.next is N
    assert table.play_card(N, "CA") == []
    assert table.irregularities[0].accepted is True
    play_cards(table, "C4 C7")
    assert table.play is not None
    assert trick_names(table) == [["W:CT", "N:CA", "E:C4", "S:C7"]]
    assert table.play.tricks[0].winner is N


def test_law_54a_declarer_becomes_dummy() -> None:
    table = three_nt_by_north()
    table.play_card(W, "CT")
    table.apply(ChoiceEvent(N, "become_dummy"))
    play = table.play
    assert play is not None
    assert play.declarer is S and play.dummy is N
    assert play.current == [(W, Card.parse("CT"))]
    assert table.irregularities[0].accepted is True
    assert table.next is N


def test_law_54a_partner_becomes_declarer_in_report() -> None:
    table = three_nt_by_north()
    table.play_card(W, "CT")
    table.apply(ChoiceEvent(N, "become_dummy"))
    assert table.declarer is S
    assert table.report()["declarer"] == "S"


def test_law_55_lead_from_wrong_hand_recognised() -> None:
    table = four_hearts_by_north()
    play_cards(table, "DA D5 D3 D8 DK D6 D4 D9 DQ DJ D7 DT D2 H8 H2 HQ")  # North to lead
    irregularities = table.play_card(S, "HA")  # from dummy instead
    assert [(i.code, i.offender) for i in irregularities] == [("lead_from_wrong_hand", S)]
    assert table.next is W
    table.play_card(W, "H5")
    assert table.irregularities[0].accepted is True


def test_law_57_premature_play_recognised() -> None:
    table = three_nt_by_north()
    play_cards(table, "DA")  # South (dummy) is next
    irregularities = table.play_card(W, "D3")  # West plays before dummy
    assert [(i.code, i.offender) for i in irregularities] == [("premature_play", W)]
    # 57D (2017): partner East has played; the legal card is played at West's turn
    assert irregularities[0].laws == ("57D",) and table.status is Status.PLAY
    play_cards(table, "D5")
    assert table.play is not None and table.play.current[-1] == (W, Card.parse("D3"))


def test_law_9_director_call_with_pending_irregularity() -> None:
    table = three_nt_by_north()
    table.play_card(W, "CT")
    table.play_card(S, "C7")  # not declarer North: neither acceptance nor a ruling yet
    assert table.status is Status.AWAITING_DIRECTOR
    assert table.report()["status"] == "awaiting_director"
    assert table.next is None
    table.apply(DirectorEvent(N))  # the director rules (54): declarer chooses
    assert table.status is Status.AWAITING_CHOICE and table.next is None


# -- revokes (Laws 61-64) ------------------------------------------------------------------


def four_spades_by_south() -> Table:
    """Board 3 (South deals, East-West vulnerable), 4S by South, West leads."""
    table = table_for(3, REVOKE_DEAL)
    bid(table, "4S P P P")
    assert table.play is not None and table.play.dummy is N and table.next is W
    return table


def seven_nt_by_south() -> Table:
    table = table_for(3, DOMINANT_DEAL)
    bid(table, "7NT P P P")
    return table


def test_law_61a_revoke_recognised() -> None:
    table = four_spades_by_south()
    play_cards(table, "CA C5")
    irregularities = table.play_card(E, "S4")  # East holds clubs
    assert len(irregularities) == 1
    irr = irregularities[0]
    assert (irr.code, irr.offender, irr.event) == ("revoke", E, 6)
    assert irr.facts_as(RevokeFacts).trick == 0 and irr.facts_as(RevokeFacts).suit.letter == "C"
    assert not irr.facts_as(RevokeFacts).established
    assert table.status is Status.PLAY  # play goes on


def test_law_63a1_revoke_established_when_offenders_side_plays_to_next_trick() -> None:
    table = seven_nt_by_south()  # West leads
    play_cards(table, "H2 HA S5 H9")  # East revokes; North wins
    irr = table.irregularities[0]
    assert irr.code == "revoke" and irr.offender is E
    assert not irr.facts_as(RevokeFacts).established
    play_cards(table, "CA")  # North leads: not the offending side
    assert not irr.facts_as(RevokeFacts).established
    play_cards(table, "C4")  # East plays to the next trick
    assert irr.facts_as(RevokeFacts).established is True
    assert "63A1" in irr.laws


def test_law_63a1_revoke_established_by_partners_lead() -> None:
    table = four_spades_by_south()
    play_cards(table, "CA C5 D8 H8")  # East revokes (discards a diamond); West wins
    irr = table.irregularities[0]
    assert not irr.facts_as(RevokeFacts).established
    play_cards(table, "H3")  # West, the offender's partner, leads to the next trick
    assert irr.facts_as(RevokeFacts).established is True


def test_law_64a1_revoke_trick_won_by_offender_two_tricks() -> None:
    table = four_spades_by_south()
    play_cards(table, "CA C5 S4 H8")  # East ruffs although he holds clubs, and wins
    play_cards(table, "HA H9 H2 H4")  # East-West win a later trick too
    assert table.play is not None
    assert [t.winner for t in table.play.tricks] == [E, E]
    play_rest(table)
    assert table.adjustments == [Adjustment("64A1", NS, 2)]
    raw = table.play.won
    assert table.tricks() == {NS: raw[NS] + 2, EW: raw[EW] - 2}
    tricks = table.declarer_tricks()
    assert tricks is not None
    expected = duplicate_score(Contract(4, Denomination.SPADES), tricks, False)
    assert table.score() == {NS: expected, EW: -expected}
    assert table.report()["adjustments"] == [{"law": "64A1", "to": "NS", "tricks": 2}]


def test_law_64a1_only_the_revoke_trick_if_no_later_trick() -> None:
    table = four_spades_by_south()
    play_cards(table, "CA C5 S4 H8")  # East ruffs and wins the revoke trick
    play_cards(table, "S5 SA H2 S2")  # then North-South take every trick
    play_rest(table)
    assert table.play is not None
    assert [t.winner.side for t in table.play.tricks[1:]] == [NS] * 12
    assert table.adjustments == [Adjustment("64A1", NS, 1)]
    assert table.tricks() == {NS: 13, EW: 0}
    assert table.score() == {NS: 510, EW: -510}  # 4S+3 not vulnerable


def test_law_64a2_revoke_trick_not_won_by_offender_one_trick() -> None:
    table = four_spades_by_south()
    play_cards(table, "CA C5 D8 H8")  # East revokes; his partner West wins the trick
    assert table.play is not None and table.play.tricks[0].winner is W
    play_rest(table)
    assert table.adjustments == [Adjustment("64A2", NS, 1)]
    raw = table.play.won
    assert table.tricks() == {NS: raw[NS] + 1, EW: raw[EW] - 1}


def test_law_64a2_trick_won_by_dummy_is_not_won_by_declarer() -> None:
    """Law 64A footnote: a trick won by dummy is not won by declarer."""
    table = seven_nt_by_south()
    play_cards(table, "C2 CA C4 C8 CK C5 C9 C3 CQ C6 CT H2 SA S5 S8 S2 SK S6 S9 S3")
    play_cards(table, "SQ S7 ST S4 SJ C7 CJ H3 HA H6 H9 H4 HK H7 HT H5 DA D6 D9 D2")
    play_cards(table, "DK D7 HJ D3")  # South revokes on trick 11; dummy wins it
    play_cards(table, "HQ H8 DT D4 DQ D8 DJ D5")
    assert table.status is Status.COMPLETE
    assert [i.code for i in table.irregularities] == ["revoke"]
    assert table.irregularities[0].facts_as(RevokeFacts).trick == 10
    assert table.irregularities[0].facts_as(RevokeFacts).established is True
    assert table.adjustments == [Adjustment("64A2", EW, 1)]
    assert table.tricks() == {NS: 12, EW: 1}
    assert table.score() == {NS: -50, EW: 50}  # 7NT one down, not vulnerable


def test_law_64b1_no_transfer_when_offending_side_wins_no_trick() -> None:
    table = seven_nt_by_south()
    play_cards(table, "H2 HA S5 H9")  # East revokes; North-South win every trick
    play_rest(table)
    assert table.irregularities[0].facts_as(RevokeFacts).established is True
    assert table.adjustments == []
    assert table.tricks() == {NS: 13, EW: 0}
    assert table.score() == {NS: 1520, EW: -1520}


def test_law_64b2_no_transfer_for_second_revoke_same_player_same_suit() -> None:
    table = four_spades_by_south()
    play_cards(table, "CA C5 S4 H8 HA H9 H2 H4 HK HT H3 H5 HQ S7 D2 H6 D6 D3 DA D8")
    play_cards(table, "C6 S5 D7 CK")  # East ruffs a club again, and wins
    play_rest(table)
    revokes = [i for i in table.irregularities if i.code == "revoke"]
    found = [(i.offender, i.facts_as(RevokeFacts)) for i in revokes]
    assert [(seat, r.trick, r.established) for seat, r in found] == [
        (E, 0, True),
        (E, 5, True),
    ]
    assert table.play is not None and table.play.tricks[5].winner is E
    assert table.adjustments == [Adjustment("64A1", NS, 2)]  # the first revoke only
    assert table.play.won == [9, 4]
    assert table.tricks() == {NS: 11, EW: 2}
    assert table.score() == {NS: 450, EW: -450}


def test_law_64b3_no_transfer_for_revoke_by_dummy() -> None:
    table = seven_nt_by_south()
    play_cards(table, "H2 SA H6 H9")  # dummy's spade although dummy holds hearts
    irr = table.irregularities[0]
    assert irr.code == "revoke" and irr.offender is N
    play_rest(table)
    assert irr.facts_as(RevokeFacts).established is True
    assert table.adjustments == []
    assert table.tricks() == {NS: 13, EW: 0}


def test_law_64b6_no_transfer_for_revoke_on_trick_12() -> None:
    table = seven_nt_by_south()
    play_cards(table, "C2 CA C4 C8 CK C5 C9 C3 CQ C6 CT H2 SA S5 S8 S2 SK S6 S9 S3")
    play_cards(table, "SQ S7 ST S4 SJ C7 CJ H3 HA H6 H9 H4 HK H7 HT H5 DA D6 D9 D2")
    play_cards(table, "DK D7 DT D3")  # trick 11, followed correctly
    play_cards(table, "HQ H8 DJ D4")  # trick 12: South revokes (holds HJ)
    play_cards(table, "DQ D8 HJ D5")  # trick 13: the revoke is established
    assert table.status is Status.COMPLETE
    irr = table.irregularities[0]
    assert (irr.code, irr.offender, irr.facts_as(RevokeFacts).trick) == ("revoke", S, 11)
    assert irr.facts_as(RevokeFacts).established is True
    assert table.adjustments == []
    assert table.tricks() == {NS: 13, EW: 0}
    assert table.score() == {NS: 1520, EW: -1520}


def test_law_64b7_no_transfer_when_both_sides_revoked() -> None:
    table = seven_nt_by_south()
    play_cards(table, "H2 HA S5 H9")  # East revokes
    play_cards(table, "HK H6 S8 H3")  # South revokes (holds HJ HT)
    play_cards(table, "HQ H7 HT H4")
    play_rest(table)
    revokes = [i for i in table.irregularities if i.code == "revoke"]
    found = [(i.offender, i.facts_as(RevokeFacts).established) for i in revokes]
    assert found == [(E, True), (S, True)]
    assert table.adjustments == []
    assert table.tricks() == {NS: 13, EW: 0}


# -- claims and concessions (Laws 68-69) ---------------------------------------------------


def after_four_diamonds() -> Table:
    """3NT by North; East has cashed four diamond tricks (EW 4, NS 0)."""
    table = three_nt_by_north()
    play_cards(table, "DA D5 D3 D8 DK D6 D4 D9 DQ DJ D7 DT D2 C7 C8 H4")
    assert table.play is not None and table.play.won == [0, 4]
    return table


def test_law_69a_claim_agreed_by_both_defenders() -> None:
    table = after_four_diamonds()
    table.claim_tricks(N, 9, "the rest are mine")
    assert table.status is Status.PLAY
    table.respond(E, True)
    assert table.status is Status.PLAY  # one defender is not enough
    assert table.tricks() is None
    table.respond(W, True)
    assert table.status is Status.COMPLETE
    assert table.claimed_tricks == 9
    assert table.tricks() == {NS: 9, EW: 4}
    assert table.declarer_tricks() == 9
    assert table.score() == {NS: 400, EW: -400}  # 3NT made, not vulnerable
    report = table.report()
    assert (report["status"], report["tricks"], report["score"]) == (
        "complete",
        {"NS": 9, "EW": 4},
        {"NS": 400, "EW": -400},
    )


def test_law_69a_claim_agreement_by_dummy_does_not_count() -> None:
    table = after_four_diamonds()
    table.claim_tricks(N, 9)
    table.respond(S, True)  # dummy
    table.respond(E, True)
    assert table.status is Status.PLAY
    table.respond(W, True)
    assert table.status is Status.COMPLETE


def test_law_69a_defenders_claim_agreed_by_declarer() -> None:
    table = after_four_diamonds()
    table.claim_tricks(E, 5)  # East-West take five tricks in all
    table.respond(N, True)
    assert table.status is Status.COMPLETE
    assert table.tricks() == {NS: 8, EW: 5}
    assert table.score() == {NS: -50, EW: 50}


def test_law_68d_disputed_claim_awaits_director() -> None:
    table = after_four_diamonds()
    table.claim_tricks(N, 9)
    table.respond(E, True)
    table.respond(W, False)
    assert table.status is Status.AWAITING_DIRECTOR
    assert table.tricks() is None and table.score() is None
    assert table.report()["status"] == "awaiting_director"


def test_law_68_claim_below_tricks_won_rejected() -> None:
    table = after_four_diamonds()
    with pytest.raises(BridgeError, match=r"does not fit the tricks already won \(4\)"):
        table.claim_tricks(E, 3)


def test_law_68b_concession_by_declarer() -> None:
    table = after_four_diamonds()
    table.concede(N, 1)  # declarer gives up one of the nine remaining tricks
    assert table.status is Status.COMPLETE
    assert table.tricks() == {NS: 8, EW: 5}
    assert table.score() == {NS: -50, EW: 50}


def test_law_68b_concession_by_defender() -> None:
    table = after_four_diamonds()
    table.concede(W, 9)  # West concedes all the rest
    assert table.status is Status.COMPLETE
    assert table.tricks() == {NS: 9, EW: 4}
    assert table.score() == {NS: 400, EW: -400}


def test_law_68b_concession_of_more_than_remain_rejected() -> None:
    table = after_four_diamonds()
    # North-South have won none, nine remain: ten is more than the side has at all
    # (71A cancels only the concession of tricks actually won)
    with pytest.raises(
        BridgeError, match=r"conceded \(10\) than his side has won \(0\) and can still win \(9\)"
    ):
        table.concede(N, 10)


def test_law_68b2_concession_objected_to_by_partner() -> None:
    # nothing is conceded and play goes on (68B2); no Law 70 adjudication
    table = after_four_diamonds()
    table.concede(W, 9)
    table.respond(E, False)
    assert table.status is Status.PLAY
    assert table.claim is None
    assert table.tricks() is None
    assert [r.laws for r in table.rulings] == [("68B2", "16C")]


def test_law_63a3_claim_establishes_revoke_and_64_applies() -> None:
    table = four_spades_by_south()
    play_cards(table, "CA C5 S4 H8")  # East revokes and wins
    irr = table.irregularities[0]
    assert not irr.facts_as(RevokeFacts).established
    table.claim_tricks(E, 1)  # East claims: the revoke is established (63A3)
    assert irr.facts_as(RevokeFacts).established is True
    table.respond(S, True)
    assert table.status is Status.COMPLETE
    # East-West 1 trick (claimed); Law 64A1 gives the revoke trick back
    assert table.adjustments == [Adjustment("64A1", NS, 1)]
    assert table.tricks() == {NS: 13, EW: 0}


def test_law_64_transfer_applied_once_after_repeated_agreement() -> None:
    table = four_spades_by_south()
    play_cards(table, "CA C5 S4 H8 HA H9 H2 H4")  # East revokes and wins two tricks
    table.claim_tricks(S, 11)
    table.respond(E, True)
    table.respond(W, True)
    assert table.adjustments == [Adjustment("64A1", NS, 2)]
    table.respond(E, True)  # East says it again
    assert table.adjustments == [Adjustment("64A1", NS, 2)]
    assert table.tricks() == {NS: 13, EW: 0}


def test_scores_use_contract_risk() -> None:
    table = table_for(1, DOMINANT_DEAL)  # North deals, nobody vulnerable
    bid(table, "1NT X XX P P P")
    assert table.contract == Contract(1, Denomination.NOTRUMP, Risk.REDOUBLED, N)
    play_rest(table)
    assert table.tricks() == {NS: 13, EW: 0}
    # 1NTXX+6 not vulnerable: 160 + 300 (game) + 100 + 6 * 200
    assert table.score() == {NS: 1760, EW: -1760}


def test_law_63a4_agreed_claim_by_opponent_establishes_revoke() -> None:
    table = four_spades_by_south()
    play_cards(table, "CA C5 D8 H8")  # East revokes; West wins; nobody has led since
    irr = table.irregularities[0]
    assert not irr.facts_as(RevokeFacts).established
    table.claim_tricks(S, 12)  # declarer claims the rest
    table.respond(W, True)
    table.respond(E, True)
    assert table.status is Status.COMPLETE
    assert table.adjustments == [Adjustment("64A2", NS, 1)]
    assert table.tricks() == {NS: 13, EW: 0}


def test_law_68a_claim_cannot_take_tricks_already_lost() -> None:
    table = after_four_diamonds()  # East-West have won 4; 9 remain
    try:
        table.claim_tricks(N, 10)
    except BridgeError:
        return  # rejected, like a concession of more tricks than remain
    table.respond(E, True)
    table.respond(W, True)
    tricks = table.tricks()
    assert tricks is not None and tricks[EW] >= 4
