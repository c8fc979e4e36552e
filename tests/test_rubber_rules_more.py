"""The rubber rules the first edition left out: the deal (7-10, 38), calls over
a call out of turn (39), 46(5), 48-53, 55(1), 56, 60, 61 (seed 001).

Every record is checked by hand against the deal below (dealer North, nobody
vulnerable); the rulebook's remedy is in each test's name.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
from typer.testing import CliRunner

from bridgelaws.calls import Contract
from bridgelaws.cards import BridgeError, Seat, Side
from bridgelaws.cli import app
from bridgelaws.facts import RevokeFacts
from bridgelaws.record import TableRecord
from bridgelaws.rubber import Rubber
from bridgelaws.table import Status, Table

# North: S AK2 H QJ4 D T98 C AK32; East: S QT98 H K3 D AKQ2 C 654;
# South: S J76 H AT98 D J65 C QJ7; West: S 543 H 7652 D 743 C T98
DEAL = "N:AK2.QJ4.T98.AK32 QT98.K3.AKQ2.654 J76.AT98.J65.QJ7 543.7652.743.T98"


def record(events: list[dict[str, Any]]) -> dict[str, Any]:
    return {
        "edition": "rubber",
        "board": 1,
        "dealer": "N",
        "vulnerable": "None",
        "deal": DEAL,
        "events": events,
    }


def run(events: list[dict[str, Any]]) -> Table:
    return Table.from_record(TableRecord.from_json(record(events)))


def call(by: str, text: str) -> dict[str, Any]:
    return {"by": by, "call": text}


def card(by: str, text: str) -> dict[str, Any]:
    return {"by": by, "card": text}


def director(by: str) -> dict[str, Any]:
    return {"by": by, "director": True}


def choose(by: str, option: str) -> dict[str, Any]:
    return {"by": by, "choose": option}


def fact(name: str, value: Any = True, **details: Any) -> dict[str, Any]:
    return {"fact": name, "value": value, **details}


# North declares 1NT, South is dummy, East leads
ONE_NT = [call("N", "1NT"), call("E", "Pass"), call("S", "Pass"), call("W", "Pass")]
# trick 1: East SQ, South S6, West S3, North SA: North leads next
TRICK_1 = [*ONE_NT, card("E", "SQ"), card("S", "S6"), card("W", "S3"), card("N", "SA")]


def codes(table: Table) -> list[tuple[str, tuple[str, ...]]]:
    return [(i.code, i.laws) for i in table.irregularities]


def options(table: Table) -> list[str]:
    return [o.code for o in table.rulings[-1].options]


def letter(seat: Seat | None) -> str | None:
    return seat.letter if seat is not None else None


# -- 7-10, 38: shuffle, cut and deal ---------------------------------------------------


def test_rule_10_1_b_card_faced_in_the_pack_same_dealer_deals_again() -> None:
    table = run([fact("misdeal", "card_faced_in_pack")])
    assert codes(table) == [("misdeal", ("10(1)(b)",))]
    assert table.status is Status.COMPLETE and table.score() is None
    assert table.report("en")["rubber"]["new_deal"] == {"dealer": "N", "rule": "10(1)(b)"}
    rubber = Rubber(Seat.NORTH)
    rubber.add_table(table)
    assert rubber.dealer is Seat.NORTH  # the same dealer deals the new deal (10(1))


def test_rule_10_1_g_wrong_hand_sizes_found_in_play_voids_the_deal() -> None:
    table = run([*TRICK_1, fact("misdeal", "wrong_hand_sizes")])
    assert table.rulings[-1].laws == ("10(1)(g)",)
    assert table.status is Status.COMPLETE
    assert table.tricks() is None and table.score() is None
    # cards after it are no longer judged
    assert run([*TRICK_1, fact("misdeal", "wrong_hand_sizes"), card("N", "C2")]).tricks() is None


def test_rule_10_1_g_two_cards_from_one_hand_to_a_trick_is_rule_48() -> None:
    table = run([*TRICK_1, fact("misdeal", "wrong_hand_sizes", two_cards_to_a_trick=True)])
    assert table.rulings[-1].laws == ("10(1)(g)", "48")
    assert table.status is Status.PLAY


def test_rule_10_1_a_no_cut_pointed_out_too_late_deal_stands() -> None:
    late = run([fact("misdeal", "not_cut", in_time=False), call("N", "1NT")])
    assert [e.kind for e in late.rulings[0].effects] == ["deal_stands"]
    assert late.status is Status.AUCTION and len(late.auction.calls) == 1
    in_time = run([fact("misdeal", "not_cut")])
    assert in_time.report("en")["rubber"]["new_deal"]["rule"] == "10(1)(a)"


def test_rule_10_2_wrong_pack_new_deal_with_a_correct_pack() -> None:
    table = run([*TRICK_1, fact("misdeal", "incorrect_pack")])
    assert table.report("en")["rubber"]["new_deal"] == {"dealer": "N", "rule": "10(2)"}


def test_rule_8_2_irregular_cut_any_player_may_demand_a_new_shuffle_and_cut() -> None:
    events = [fact("misdeal", "cut_packet_too_small", by="E")]
    table = run(events)
    assert table.status is Status.AWAITING_CHOICE
    assert letter(table.rulings[-1].chooser) == "E" and options(table) == ["new_deal", "keep_deal"]
    again = run([*events, choose("E", "new_deal")])
    assert again.report("en")["rubber"]["new_deal"]["rule"] == "8(2)(b)"
    kept = run([*events, choose("E", "keep_deal"), call("N", "1NT")])
    assert kept.status is Status.AUCTION and len(kept.auction.calls) == 1


def test_rule_7_2_new_shuffle_only_before_the_deal() -> None:
    before = run([fact("misdeal", "shuffle_seen", by="W")])
    assert options(before) == ["new_deal", "keep_deal"]
    after = run([call("N", "1NT"), fact("misdeal", "shuffle_seen", by="W")])
    assert after.status is Status.AUCTION
    assert [e.kind for e in after.rulings[-1].effects] == ["deal_stands"]


def test_rule_9_3_dealing_out_of_turn_stopped_or_valid() -> None:
    stopped = run([fact("misdeal", "dealt_out_of_turn", by="E", complete=False)])
    assert stopped.report("en")["rubber"]["new_deal"] == {"dealer": "N", "rule": "9(3)"}
    valid = run([fact("misdeal", "opponents_pack", by="E"), call("N", "1NT")])
    assert valid.status is Status.AUCTION
    assert [e.kind for e in valid.rulings[-1].effects] == ["deal_stands"]


def test_rule_38_card_seen_while_looking_lho_may_refuse_a_new_deal() -> None:
    events = [fact("misdeal", "card_exposed", by="E", looked=True)]
    table = run(events)
    assert table.rulings[-1].laws == ("10(1)(c)", "38")
    assert letter(table.rulings[-1].chooser) == "S"  # East's LHO
    kept = run([*events, choose("S", "keep_deal"), call("N", "1NT")])
    assert kept.status is Status.AUCTION and len(kept.auction.calls) == 1
    again = run([*events, choose("S", "new_deal")])
    assert again.report("en")["rubber"]["new_deal"]["rule"] == "10(1)(c)"
    # without looking (10(1)(c) alone) the new deal is compulsory
    assert run([fact("misdeal", "card_exposed", by="E")]).status is Status.COMPLETE


def test_misdeal_fact_with_an_unknown_case_is_refused() -> None:
    with pytest.raises(BridgeError, match="misdeal"):
        run([fact("misdeal", "bad_luck")])


# -- 39: the player in turn calls over a call out of turn -------------------------------


def test_rule_39_2_rho_calls_over_it_partner_still_passes_once() -> None:
    # East bids at North's turn (his RHO's); North calls over it
    table = run([call("E", "1H"), call("N", "1NT")])
    assert codes(table) == [("bid_out_of_rotation", ("39(2)",))]
    assert [c.name for _, c in table.auction.calls] == ["1NT"]
    assert [o.to_json() for o in table.obligations] == [
        {"type": "must_pass", "seat": "W", "laws": ["39(2)"], "scope": "next_turn"}
    ]
    # West's pass is owed once: after it he may bid; a bid instead is 42(b)
    events = [call("E", "1H"), call("N", "1NT"), call("E", "2H"), call("S", "Pass")]
    assert not run([*events, call("W", "Pass")]).obligations
    barred = run([*events, call("W", "3H"), director("N")])
    assert codes(barred)[-1] == ("call_when_required_to_pass", ("42(b)",))


def test_rule_39_3_lho_in_turn_calls_over_it_the_call_counts_as_in_turn() -> None:
    # West bids at North's turn: North is his LHO
    table = run([call("W", "1H"), call("N", "1S")])
    assert codes(table) == [("bid_out_of_rotation", ("39(3)",))]
    assert table.irregularities[0].accepted
    assert [(s.letter, c.name) for s, c in table.auction.calls] == [("W", "1H"), ("N", "1S")]
    assert letter(table.next) == "E"


def test_rule_39_1_partner_calls_over_it_lho_may_still_demand_a_new_deal() -> None:
    # South bids at North's turn (his partner's) before any bid; North calls
    events = [call("S", "1H"), call("N", "1C"), call("E", "Pass")]
    table = run(events)
    assert [c.name for _, c in table.auction.calls] == ["1C", "Pass"]
    ruled = run([*events, director("W")])
    assert ruled.status is Status.AWAITING_CHOICE
    assert letter(ruled.rulings[-1].chooser) == "W" and options(ruled) == ["new_deal", "keep_deal"]
    assert run([*events, director("W"), choose("W", "new_deal")]).report("en")["rubber"][
        "new_deal"
    ] == {"dealer": "N", "rule": "39(1)"}
    kept = run([*events, director("W"), choose("W", "keep_deal"), call("S", "1D")])
    assert kept.status is Status.AUCTION and len(kept.auction.calls) == 3
    # West called before attention was drawn: his right is gone (39(3))
    lapsed = run([*events, call("S", "1D"), call("W", "Pass"), director("E")])
    assert lapsed.irregularities[0].laws == ("39(1)", "39(3)")
    assert lapsed.rulings == [] and lapsed.status is Status.AUCTION


# -- 46(5): simultaneous leads -------------------------------------------------------------


def test_rule_46_5_simultaneous_leads_the_right_one_stands_the_other_is_exposed() -> None:
    # East (right) and West lead at once; recorded East first, then West
    table = run([*ONE_NT, card("E", "SQ"), card("W", "C8"), fact("simultaneous_lead")])
    assert codes(table) == [("simultaneous_lead", ("46(5)",))]
    assert table.play is not None and [c.name for _, c in table.play.current] == ["SQ"]
    assert [(o.type, o.seat.letter, o.to_json()["card"]) for o in table.obligations] == [
        ("exposed_card", "W", "C8")
    ]
    assert table.status is Status.PLAY and letter(table.next) == "S"
    # recorded the other way round: the same
    other = run([*ONE_NT, card("W", "C8"), card("E", "SQ"), fact("simultaneous_lead")])
    assert other.play is not None and [c.name for _, c in other.play.current] == ["SQ"]
    assert other.obligations[0].to_json()["card"] == "C8"


# -- 48: a card too many ------------------------------------------------------------------


MISSED = [*ONE_NT, card("E", "SQ"), card("S", "S6"), card("W", "S3"), fact("missed_trick", by="N")]


def test_rule_48_too_many_cards_new_deal_once_the_offender_played_on() -> None:
    # trick 1 gathered without North's card; East won it and leads trick 2
    later = [*MISSED, card("E", "DA"), card("S", "D5"), card("W", "D3"), card("N", "D8")]
    table = run([*later, director("W")])
    assert table.play is not None and len(table.play.tricks[0].cards) == 3
    ruling = table.rulings[-1]
    assert ruling.laws == ("48",) and letter(ruling.chooser) == "E"  # declarer's LHO
    assert options(table) == ["new_deal", "play_on"]
    again = run([*later, director("W"), choose("E", "new_deal")])
    assert again.report("en")["rubber"]["new_deal"] == {"dealer": "N", "rule": "48(a)"}


def test_rule_48_b_too_many_cards_the_offender_removes_a_card() -> None:
    later = [*MISSED, card("E", "DA"), card("S", "D5"), card("W", "D3"), card("N", "D8")]
    events = [*later, director("W"), choose("E", "play_on")]
    table = run(events)
    assert table.status is Status.AWAITING_FACT
    assert table.rulings[-1].question is not None
    assert table.rulings[-1].question.fact == "removed_card"
    done = run([*events, fact("removed_card", "S2")])
    play = done.play
    assert play is not None and done.status is Status.PLAY
    assert [c.name for _, c in play.tricks[0].cards] == ["SQ", "S6", "S3", "S2"]
    assert play.tricks[0].winner is Seat.EAST  # the trick's owner does not change
    assert len(play.hand(Seat.NORTH)) == len(play.hand(Seat.EAST)) == 11
    with pytest.raises(BridgeError, match="does not hold"):
        run([*events, fact("removed_card", "SQ")])


def test_rule_48_found_at_once_no_new_deal() -> None:
    table = run([*MISSED, director("E")])
    assert table.rulings[-1].laws == ("48(b)",) and table.rulings[-1].options == []
    assert table.status is Status.AWAITING_FACT


# -- 49: a card too few ---------------------------------------------------------------------


def test_rule_49_b_missing_card_found_restored_and_counts_for_revokes() -> None:
    # West "had no diamond" (D7 was missing) and discarded C8 on the ace
    events = [*ONE_NT, card("E", "DA"), card("S", "D5"), card("W", "C8")]
    table = run([*events, fact("missing_card", "D7", by="W", found="floor")])
    assert codes(table) == [("revoke", ("55",)), ("too_few_cards", ("49(b)",))]
    assert [(e.kind, e.card) for e in table.rulings[-1].effects] == [("card_restored", "D7")]
    assert table.obligations == []  # not an exposed card
    assert table.status is Status.PLAY


def test_rule_49_a_missing_card_not_found_new_deal() -> None:
    table = run([*ONE_NT, fact("missing_card", "D7", by="W", found="not_found")])
    assert table.report("en")["rubber"]["new_deal"] == {"dealer": "N", "rule": "49(a)"}


def test_rule_49_b_more_than_four_cards_in_a_trick_the_opponents_decide() -> None:
    events = [*TRICK_1, fact("missing_card", True, by="W", found="trick", candidates=["S5", "S4"])]
    table = run(events)
    assert letter(table.rulings[-1].chooser) == "N"
    assert options(table) == ["restore:S5", "restore:S4"]
    table = run([*events, choose("N", "restore:S4")])
    assert table.status is Status.PLAY and table.rulings[-1].chosen == "restore:S4"


# -- 50, 51(1): dummy ------------------------------------------------------------------


def test_rule_50_dummy_suggests_a_card_defender_on_his_left_requires_it() -> None:
    events = [*TRICK_1, fact("dummy_suggested", "HA")]
    table = run(events)
    ruling = table.rulings[-1]
    assert ruling.laws == ("50",) and letter(ruling.chooser) == "W"  # dummy's LHO
    assert options(table) == ["require_card:HA", "forbid_card:HA", "no_restriction"]
    required = [*events, choose("W", "require_card:HA"), card("N", "HQ"), card("E", "H3")]
    assert codes(run([*required, card("S", "H8")]))[-1] == ("revoke", ("50", "55"))
    ok = run([*required, card("S", "HA")])
    assert codes(ok) == [("dummy_suggested_play", ("50",))] and not ok.obligations


def test_rule_50_dummy_suggests_a_card_it_may_be_forbidden() -> None:
    events = [*TRICK_1, fact("dummy_suggested", "HA"), choose("W", "forbid_card:HA")]
    events += [card("N", "H4"), card("E", "H3")]
    assert codes(run([*events, card("S", "HA")]))[-1] == ("revoke", ("50", "55"))
    assert codes(run([*events, card("S", "HT")]))[-1] == ("dummy_suggested_play", ("50",))


def test_rule_51_1_dummy_says_which_hand_leads_defender_chooses_the_hand() -> None:
    events = [*TRICK_1, fact("dummy_warned_lead")]
    table = run(events)
    assert letter(table.rulings[-1].chooser) == "W"
    assert options(table) == ["lead_from:N", "lead_from:S"]
    table = run([*events, choose("W", "lead_from:S"), card("S", "HA")])
    assert codes(table) == [("dummy_warned_lead", ("51(1)",))]
    assert table.play is not None and table.play.current[0][0] is Seat.SOUTH


# -- 52: attention drawn to the trick --------------------------------------------------------


def test_rule_52_defender_draws_attention_to_the_trick_declarer_names_the_play() -> None:
    # North leads D8, East takes the king and says "mine" before West plays
    events = [*TRICK_1, card("N", "D8"), card("E", "DK"), fact("drew_attention_to_trick", by="E")]
    table = run(events)
    assert letter(table.rulings[-1].chooser) == "N"
    assert options(table) == ["highest", "lowest", "win", "lose", "no_restriction"]
    events += [choose("N", "highest"), card("S", "D5")]
    assert codes(run([*events, card("W", "D3")]))[-1] == ("revoke", ("52", "55"))
    assert codes(run([*events, card("W", "D7")]))[-1] == ("attention_to_trick", ("52",))


def test_rule_52_dummy_draws_attention_the_defender_on_his_left_chooses() -> None:
    events = [*ONE_NT, card("E", "SQ"), card("S", "S6"), fact("drew_attention_to_trick", by="S")]
    events += [choose("W", "lose"), card("W", "S3")]
    assert codes(run([*events, card("N", "SA")]))[-1] == ("revoke", ("52", "55"))
    assert codes(run([*events, card("N", "S2")]))[-1] == ("attention_to_trick", ("52",))


def test_rule_52_no_penalty_once_partner_has_played() -> None:
    table = run([*ONE_NT, card("E", "SQ"), card("S", "S6"), card("W", "S3")])
    late = run(
        [
            *ONE_NT,
            card("E", "SQ"),
            card("S", "S6"),
            card("W", "S3"),
            fact("drew_attention_to_trick", by="E"),
        ]
    )
    assert codes(late) == codes(table) == []


# -- 53: a quitted trick inspected -----------------------------------------------------------


def test_rule_53_declarer_inspects_a_quitted_trick_his_lho_names_the_suit() -> None:
    events = [*TRICK_1, fact("inspected_trick", 1, by="N")]
    table = run(events)
    assert letter(table.rulings[-1].chooser) == "E"
    assert options(table) == [
        "require_suit:S",
        "require_suit:H",
        "require_suit:D",
        "require_suit:C",
        "no_restriction",
    ]
    events.append(choose("E", "require_suit:D"))
    assert codes(run([*events, card("N", "C2")]))[-1] == ("revoke", ("53", "55"))
    done = run([*events, card("N", "DT")])
    assert not done.obligations  # the side's first lead was made


def test_rule_53_defender_inspects_declarer_names_the_suit() -> None:
    table = run([*TRICK_1, fact("inspected_trick", 1, by="W")])
    assert letter(table.rulings[-1].chooser) == "N"
    table = run([*TRICK_1, fact("inspected_trick", 1, by="W"), choose("N", "require_suit:H")])
    assert {o.seat.letter for o in table.obligations} == {"E", "W"}


# -- 55(1): a revoke corrected before it is established ---------------------------------------


REVOKE = [*ONE_NT, card("E", "DA"), card("S", "D5"), card("W", "C8")]  # West holds D743


def test_rule_55_1_a_i_defender_corrects_declarer_chooses_the_penalty() -> None:
    events = [*REVOKE, director("N")]
    table = run(events)
    assert table.rulings[-1].laws == ("55(1)(a)(I)",) and letter(table.rulings[-1].chooser) == "N"
    assert options(table) == ["exposed_card", "highest", "lowest", "no_restriction"]
    assert table.play is not None and [c.name for _, c in table.play.current] == ["DA", "D5"]
    high = [*events, choose("N", "highest")]
    assert codes(run([*high, card("W", "D3")]))[-1] == ("revoke", ("55(1)(a)(I)", "55"))
    exposed = run([*events, choose("N", "exposed_card"), card("W", "D3")])
    assert [o.to_json()["card"] for o in exposed.obligations] == ["C8"]
    # corrected: no trick transferred at the end
    full = run(
        [
            *high,
            card("W", "D7"),
            card("N", "D8"),
            {"by": "N", "claim": 7},
            {"by": "E", "agree": True},
            {"by": "W", "agree": True},
        ]
    )
    assert full.irregularities[0].facts_as(RevokeFacts).corrected and full.adjustments == []


def test_rule_55_1_b_the_non_offenders_may_take_back_later_cards() -> None:
    events = [*REVOKE, card("N", "D8"), director("N"), choose("N", "no_restriction")]
    table = run(events)
    assert table.rulings[-1].laws == ("55(1)(b)",) and options(table) == ["keep", "withdraw"]
    back = run([*events, choose("N", "withdraw"), card("W", "D3")])
    assert back.play is not None and letter(back.next) == "N"
    assert any(c.name == "D8" for c in back.play.hand(Seat.NORTH))
    kept = run([*events, choose("N", "keep"), card("W", "D3")])
    assert kept.play is not None and len(kept.play.tricks) == 1
    assert [c.name for _, c in kept.play.tricks[0].cards] == ["DA", "D5", "D3", "D8"]


def test_rule_55_1_a_ii_declarer_corrects_lho_who_played_after_him_chooses() -> None:
    # trick 2 won by dummy's CQ; dummy leads C7, West C9, North D8 (holding CAK3), East C5
    events = [*TRICK_1, card("N", "C2"), card("E", "C4"), card("S", "CQ"), card("W", "C8")]
    events += [card("S", "C7"), card("W", "C9"), card("N", "D8"), card("E", "C5"), director("E")]
    table = run(events)
    assert table.rulings[-1].laws == ("55(1)(a)(II)",) and letter(table.rulings[-1].chooser) == "E"
    assert options(table) == ["highest", "lowest", "no_restriction"]
    events += [choose("E", "lowest"), choose("E", "keep")]
    assert codes(run([*events, card("N", "CK")]))[-1] == ("revoke", ("55(1)(a)(II)", "55"))
    done = run([*events, card("N", "C3")])
    assert done.play is not None and done.play.tricks[-1].winner is Seat.WEST


def test_rule_55_1_a_iii_dummy_revoke_corrected_without_penalty() -> None:
    events = [*ONE_NT, card("E", "DA"), card("S", "H8"), director("W")]
    table = run(events)
    assert table.rulings[-1].laws == ("55(1)(a)(III)",) and table.rulings[-1].options == []
    assert table.status is Status.PLAY and letter(table.next) == "S"


def test_rule_51_2_dummy_draws_attention_to_a_defenders_revoke_no_penalty() -> None:
    table = run([*REVOKE, director("S")])
    assert table.rulings[-1].laws == ("55(1)(a)(I)", "51(2)")
    assert table.rulings[-1].options == [] and letter(table.next) == "W"


# -- 56, 60, 61 --------------------------------------------------------------------------------


def test_rule_56_card_played_before_the_penalty_is_named_becomes_exposed() -> None:
    # West plays before East (47(1)); East plays before declarer names the penalty
    events = [*TRICK_1, card("N", "C2"), card("W", "CT"), director("N"), card("E", "C4")]
    table = run(events)
    assert codes(table)[-1] == ("played_before_penalty", ("56",))
    assert table.status is Status.AWAITING_CHOICE and table.rulings[-1].laws == ("47(1)",)
    assert [(o.seat.letter, o.to_json()["card"]) for o in table.obligations] == [("E", "C4")]
    table = run([*events, choose("N", "highest")])  # the right is not lost
    assert any(o.type == "play_restriction" for o in table.obligations)


def test_rule_60_partner_draws_attention_the_ruling_is_the_same() -> None:
    by_partner = run([call("N", "1NT"), call("E", "1S"), director("W")])
    by_opponent = run([call("N", "1NT"), call("E", "1S"), director("S")])
    assert by_partner.rulings[0].laws == by_opponent.rulings[0].laws == ("40(1)",)
    assert by_partner.obligations == by_opponent.obligations
    assert any("(60)" in m.render("en") for m in by_partner.rulings[0].reasoning)


def test_rule_61_wrong_rule_cited_no_penalty() -> None:
    events = [*ONE_NT, card("W", "C8"), fact("wrong_rule_cited"), director("N")]
    table = run(events)
    ruling = table.rulings[-1]
    assert ruling.chosen == "accept" and ruling.facts["penalty_lost"] == "61"
    assert table.play is not None and table.play.current[0][1].name == "C8"
    # a forced pass already imposed is lifted
    table = run([call("N", "1NT"), call("E", "1S"), director("S"), fact("wrong_rule_cited")])
    assert table.obligations == [] and table.rulings[0].facts["penalty_lost"] == "61"


def test_rule_58_and_61_fall_back_on_no_penalty_for_premature_play() -> None:
    events = [*TRICK_1, card("N", "C2"), card("W", "CT"), director("N"), fact("wrong_rule_cited")]
    table = run(events)
    assert table.rulings[-1].chosen == "no_restriction" and not table.obligations


# -- through the command line ---------------------------------------------------------------


def test_rule_command_gives_the_rulebooks_ruling(tmp_path: Path) -> None:
    path = tmp_path / "record.json"
    data = record([*TRICK_1, fact("inspected_trick", 1, by="W")])
    data["edition"] = "2017"  # --edition rubber overrides it
    path.write_text(json.dumps(data), encoding="utf-8")
    result = CliRunner().invoke(app, ["rule", str(path), "--json", "--edition", "rubber"])
    assert result.exit_code == 0, result.output
    report = json.loads(result.output)
    assert report["status"] == "awaiting_choice"
    ruling = report["rulings"][-1]
    assert ruling["irregularity"] == "inspected_trick" and ruling["laws"] == ["53"]
    assert ruling["chooser"] == "N"


# -- 55(3)-(5), (8), (9): questions about a revoke and claims; 64 --------------------------------

# trick 1 played out and trick 2 begun: West's revoke (C8 with D743) is established
DONE = [card("N", "D8"), card("E", "DK"), card("S", "D6"), card("W", "D7"), card("N", "D9")]
DONE += [{"by": "N", "claim": 11}, {"by": "E", "agree": True}, {"by": "W", "agree": True}]
# North's revoke in trick 3 (D8 holding CAK3), East played after him; West won the trick
NORTH_REVOKE = [*TRICK_1, card("N", "C2"), card("E", "C4"), card("S", "CQ"), card("W", "C8")]
NORTH_REVOKE += [card("S", "C7"), card("W", "C9"), card("N", "D8"), card("E", "C5")]
# West leads, South plays: North's revoke is established; North's side claims the rest
NORTH_DONE = [card("W", "H2"), card("N", "H4"), card("E", "H3"), card("S", "HA")]
NORTH_DONE += [{"by": "N", "claim": 9}, {"by": "E", "agree": True}, {"by": "W", "agree": True}]
PLAIN = [*TRICK_1, {"by": "N", "claim": 9}, {"by": "E", "agree": True}, {"by": "W", "agree": True}]


def transfers(table: Table) -> list[dict[str, Any]]:
    return [a.to_json() for a in table.adjustments]


def test_rule_55_3_a_question_neither_corrects_nor_delays_establishment() -> None:
    asked = [*REVOKE, fact("revoke_question", "W", by="E")]
    table = run(asked)
    assert table.status is Status.PLAY and table.rulings == []
    assert not table.irregularities[0].facts_as(RevokeFacts).corrected
    # East leads to the next trick while the question hangs: established all the same
    table = run([*asked, card("N", "D8"), card("E", "DK"), director("N")])
    assert codes(table) == [("revoke", ("55", "55(3)", "55(2)"))]
    assert table.rulings == [] and table.play is not None and len(table.play.tricks) == 1
    assert transfers(run([*asked, *DONE])) == [{"law": "55(6)", "to": "NS", "tricks": 2}]
    # asked before establishment, attention drawn: corrected as 55(1) says
    assert run([*asked, director("N")]).rulings[-1].laws == ("55(1)(a)(I)",)


def test_rule_55_4_dummy_asking_a_defender_loses_the_penalty() -> None:
    asked = [*REVOKE, fact("revoke_question", "W", by="S")]
    table = run(asked)
    assert table.rulings[-1].laws == ("55(4)", "51(2)")
    assert [e.kind for e in table.rulings[-1].effects] == ["no_penalty"]
    assert transfers(run([*asked, *DONE])) == []
    assert transfers(run([*REVOKE, *DONE])) == [{"law": "55(6)", "to": "NS", "tricks": 2}]
    # corrected: declarer gets no 55(1)(a)(I) choice
    corrected = run([*asked, director("N")])
    assert corrected.rulings[-1].laws == ("55(1)(a)(I)", "51(2)")
    assert corrected.rulings[-1].options == [] and letter(corrected.next) == "W"


def test_rule_55_4_dummy_asks_after_looking_declarer_may_not_retract() -> None:
    asked = [*NORTH_REVOKE, fact("revoke_question", "N", by="S", looked=True)]
    table = run(asked)
    assert table.rulings[-1].laws == ("55(4)",)
    assert [e.kind for e in table.rulings[-1].effects] == ["no_retraction"]
    table = run([*asked, director("N")])
    assert table.rulings[-1].laws == ("55(4)",) and table.status is Status.PLAY
    assert not table.irregularities[-1].facts_as(RevokeFacts).corrected
    assert transfers(run([*asked, director("N"), *NORTH_DONE])) == [
        {"law": "55(6)", "to": "EW", "tricks": 2}
    ]
    # asked without looking: declarer may take it back when attention is drawn
    plain = run([*NORTH_REVOKE, fact("revoke_question", "N", by="S"), director("N")])
    assert plain.irregularities[-1].facts_as(RevokeFacts).corrected


def test_rule_55_5_a_defender_may_require_the_card_replaced() -> None:
    asked = [*NORTH_REVOKE, fact("revoke_question", "N", by="S", looked=True), director("N")]
    table = run([*asked, director("E")])
    assert table.rulings[-1].laws == ("55(1)(a)(II)", "55(5)")
    assert letter(table.rulings[-1].chooser) == "E"
    assert options(table) == ["highest", "lowest", "no_restriction"]
    assert table.irregularities[-1].facts_as(RevokeFacts).corrected


def test_rule_55_4_dummy_away_no_penalty_unless_a_defender_asked_declarer() -> None:
    before, after = NORTH_REVOKE[:-4], NORTH_REVOKE[-4:]
    away = [*before, fact("dummy_left_table"), *after]
    table = run([*away, *NORTH_DONE])
    assert transfers(table) == [] and "55(4)" in table.irregularities[-1].laws
    asked = [*away, fact("revoke_question", "N", by="E"), *NORTH_DONE]
    assert transfers(run(asked)) == [{"law": "55(6)", "to": "EW", "tricks": 2}]
    # dummy had looked at another hand on purpose, or was back: the penalty stands
    looked = [*before, fact("dummy_left_table", looked=True), *after, *NORTH_DONE]
    assert transfers(run(looked)) == [{"law": "55(6)", "to": "EW", "tricks": 2}]
    back = [*before, fact("dummy_left_table"), fact("dummy_left_table", False), *after]
    assert transfers(run([*back, *NORTH_DONE])) == [{"law": "55(6)", "to": "EW", "tricks": 2}]


def test_rule_55_8_a_claimed_revoke_is_settled_by_the_tricks() -> None:
    table = run([*REVOKE, *DONE, fact("revoke_claimed", "D", by="N")])
    assert table.rulings[-1].laws == ("55(8)", "55(6)")
    assert [(e.kind, letter(e.seat)) for e in table.rulings[-1].effects] == [("revoke_upheld", "W")]
    table = run([*PLAIN, fact("revoke_claimed", "D", by="N")])
    assert table.rulings[-1].laws == ("55(8)",) and transfers(table) == []
    assert [e.kind for e in table.rulings[-1].effects] == ["claim_rejected"]


def test_rule_55_8_cards_mixed_by_an_opponent_uphold_the_claim() -> None:
    claimed = [*PLAIN, fact("revoke_claimed", "D", by="N")]
    table = run([*claimed, fact("cards_mixed", by="E")])
    assert table.rulings[-1].laws == ("55(8)", "55(6)")
    assert transfers(table) == [{"law": "55(6)", "to": "NS", "tricks": 2}]
    assert table.score() == {Side.NS: 170, Side.EW: 0}  # 1NT and four overtricks
    # mixed by the claimant's partner: the claim stays rejected
    assert transfers(run([*claimed, fact("cards_mixed", by="S")])) == []


def test_rule_55_8_unknown_hand_the_examination_is_a_fact() -> None:
    data = record([*PLAIN, fact("revoke_claimed", "H", by="N", offender="W", trick=1)])
    data["deal"] = "N:AK2.QJ4.T98.AK32 - J76.AT98.J65.QJ7 -"
    table = Table.from_record(TableRecord.from_json(data))
    assert transfers(table) == [{"law": "55(6)", "to": "NS", "tricks": 2}]
    with pytest.raises(BridgeError, match="decides whether he revoked"):
        run([*PLAIN, fact("revoke_claimed", "H", by="N", offender="W", trick=1)])


def test_rule_55_9_no_claim_after_the_next_cut_or_the_accepted_score() -> None:
    done = [*REVOKE, *DONE]
    table = run([*done, fact("next_deal_cut")])
    assert transfers(table) == [] and table.irregularities[0].laws[-1] == "55(9)"
    claimed = run([*done, fact("revoke_claimed", "D", by="N"), fact("next_deal_cut")])
    assert transfers(claimed) == [{"law": "55(6)", "to": "NS", "tricks": 2}]
    for closing in ("next_deal_cut", "rubber_score_accepted"):
        late = run([*done, fact(closing), fact("revoke_claimed", "D", by="N")])
        assert late.rulings[-1].laws == ("55(9)",) and transfers(late) == []
    # attention drawn during play once it was established counts as a claim
    drawn = [*REVOKE, *DONE[:3], director("N"), *DONE[3:], fact("next_deal_cut")]
    assert transfers(run(drawn)) == [{"law": "55(6)", "to": "NS", "tricks": 2}]
    with pytest.raises(BridgeError, match="not over"):
        run([*REVOKE, fact("next_deal_cut")])


def test_rule_64_dispute_by_points_undecided_when_ended_by_arrangement() -> None:
    rubber = Rubber(Seat.NORTH)
    rubber.add(Contract.parse("7NTXX S"), 6)  # 3500 to EW
    rubber.add(Contract.parse("3NT N"), 9)
    rubber.add(Contract.parse("3NT N"), 9)
    sheet = rubber.sheet()
    assert sheet.games_won == (2, 0) and sheet.decided and sheet.result is Side.EW
    unfinished = Rubber(Seat.NORTH)
    unfinished.add(Contract.parse("3NT N"), 9)
    assert not unfinished.sheet().decided  # not over yet
    unfinished.end_by_arrangement()
    sheet = unfinished.sheet()
    assert sheet.winner is Side.NS and not sheet.decided and sheet.result is None
    assert sheet.to_json()["result"] is None and sheet.to_json()["decided"] is False
