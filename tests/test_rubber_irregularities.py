"""The rubber rulebook's remedies (seed 001, rules 39-59) through table records."""

from __future__ import annotations

from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from bridgelaws.cards import BridgeError, Side
from bridgelaws.facts import RevokeFacts
from bridgelaws.record import TableRecord
from bridgelaws.table import Status, Table

# North: S AK2 H QJ4 D T98 C AK32; East: S QT98 H K3 D AKQ2 C 654;
# South: S J76 H AT98 D J65 C QJ7; West: S 543 H 7652 D 743 C T98
DEAL = "N:AK2.QJ4.T98.AK32 QT98.K3.AKQ2.654 J76.AT98.J65.QJ7 543.7652.743.T98"


def run(events: list[dict[str, Any]], vulnerable: str = "None") -> Table:
    record = TableRecord.from_json(
        {
            "edition": "rubber",
            "board": 1,
            "dealer": "N",
            "vulnerable": vulnerable,
            "deal": DEAL,
            "events": events,
        }
    )
    return Table.from_record(record)


def call(by: str, text: str) -> dict[str, Any]:
    return {"by": by, "call": text}


def card(by: str, text: str) -> dict[str, Any]:
    return {"by": by, "card": text}


def director(by: str) -> dict[str, Any]:
    return {"by": by, "director": True}


def choose(by: str, option: str) -> dict[str, Any]:
    return {"by": by, "choose": option}


# North declares 1NT; East leads
ONE_NT = [call("N", "1NT"), call("E", "Pass"), call("S", "Pass"), call("W", "Pass")]
# trick 1: East SQ, South S6, West S3, North SA: North leads next
TRICK_1 = [*ONE_NT, card("E", "SQ"), card("S", "S6"), card("W", "S3"), card("N", "SA")]


def codes(table: Table) -> list[tuple[str, tuple[str, ...]]]:
    return [(i.code, i.laws) for i in table.irregularities]


# -- 40: insufficient bid -----------------------------------------------------------


def test_rule_40_2_corrected_in_the_same_denomination_no_penalty() -> None:
    table = run([call("N", "1NT"), call("E", "1S"), call("E", "2S")])
    assert codes(table) == [("insufficient_bid", ("40(2)",))]
    assert [c.name for _, c in table.auction.calls] == ["1NT", "2S"]
    assert not table.obligations and table.next is not None and table.next.letter == "S"


def test_rule_40_1_insufficient_bid_any_sufficient_bid_partner_passes_once() -> None:
    table = run([call("N", "1NT"), call("E", "1S"), director("S"), call("E", "2H")])
    ruling = table.rulings[0]
    assert ruling.laws == ("40(1)",) and ruling.chooser is None
    assert [o.to_json() for o in table.obligations] == [
        {"type": "must_pass", "seat": "W", "laws": ["40(1)"], "scope": "next_turn"}
    ]
    table = run(
        [
            call("N", "1NT"),
            call("E", "1S"),
            director("S"),
            call("E", "2H"),
            call("S", "Pass"),
            call("W", "Pass"),
            call("N", "Pass"),
            call("E", "Pass"),
            call("S", "Pass"),
        ]
    )
    assert table.contract is not None and table.contract.to_pbn() == "2H"
    assert not table.obligations  # the pass was owed once only


def test_rule_40_1_partner_bids_instead_of_passing_is_rule_42b() -> None:
    table = run(
        [
            *[call("N", "1NT"), call("E", "1S"), director("S"), call("E", "2H")],
            *[call("S", "Pass"), call("W", "3H"), director("N")],
        ]
    )
    assert codes(table)[-1] == ("call_when_required_to_pass", ("42(b)",))
    ruling = table.rulings[-1]
    assert ruling.chooser is not None and ruling.chooser.letter == "N"
    assert [o.code for o in ruling.options] == ["new_deal", "disallow", "allow"]


def test_rule_40_3_lho_calls_over_it() -> None:
    table = run([call("N", "1NT"), call("E", "1S"), call("S", "2S")])
    assert codes(table) == [("insufficient_bid", ("40(3)",))]
    assert table.irregularities[0].accepted


def test_rule_40_1_a_pass_does_not_replace_it() -> None:
    table = run([call("N", "1NT"), call("E", "1S"), director("S"), call("E", "Pass")])
    assert codes(table)[-1] == ("illegal_replacement", ("40(1)", "42(f)"))


# -- 39: calls out of turn -----------------------------------------------------------


def test_rule_39_2_call_at_rhos_turn_partner_passes_once() -> None:
    table = run([call("N", "1NT"), call("S", "2C"), director("E")])
    assert table.rulings[0].laws == ("39(2)",)
    assert table.next is not None and table.next.letter == "E"
    assert table.obligations[0].seat.letter == "N"


def test_rule_39_1_new_deal_demanded() -> None:
    table = run([call("S", "1H"), director("W"), choose("W", "new_deal")])
    assert table.rulings[0].laws == ("39(1)",)
    assert table.status is Status.COMPLETE
    rubber = table.report("en")["rubber"]
    assert rubber["new_deal"] == {"dealer": "N", "rule": "39(1)"}
    assert table.score() is None


def test_rule_39_1_deal_kept_call_void() -> None:
    table = run([call("S", "1H"), director("W"), choose("W", "keep_deal"), call("N", "Pass")])
    assert [c.name for _, c in table.auction.calls] == ["Pass"]
    assert table.status is Status.AUCTION and not table.obligations


def test_rule_39_3_lho_called_over_it() -> None:
    table = run([call("S", "1H"), call("W", "Pass")])
    assert codes(table) == [("bid_out_of_rotation", ("39(3)",))]


def test_rule_39_pass_out_of_turn_has_no_penalty() -> None:
    table = run([call("E", "Pass"), director("S")])
    assert table.rulings[0].laws == ("39",)
    assert table.next is not None and table.next.letter == "N"
    assert not table.obligations


# -- 41, 42 ------------------------------------------------------------------------------


def test_rule_41_defender_calls_after_the_auction() -> None:
    events = [*ONE_NT, call("E", "2C"), director("N"), choose("N", "require_suit:H")]
    table = run(events)
    assert table.obligations[0].to_json()["kind"] == "require_suit"
    # the lead requirement binds West's first lead, not East's
    assert codes(run([*events, card("E", "SQ")])) == [("call_after_final_pass", ("41",))]


def test_rule_42_bid_above_seven_allowed_as_seven() -> None:
    table = run([call("N", "8S"), director("E"), choose("E", "allow")])
    assert [c.name for _, c in table.auction.calls] == ["7S"]
    table = run([call("N", "8S"), director("E"), choose("E", "disallow")])
    assert [c.name for _, c in table.auction.calls] == ["Pass"]


# -- 55: revokes ----------------------------------------------------------------------


def test_rule_55_revoke_two_tricks() -> None:
    table = run(
        [
            *ONE_NT,
            *[card("E", "DA"), card("S", "D5"), card("W", "C8"), card("N", "D8")],  # revoke
            *[card("E", "DK"), card("S", "D6"), card("W", "D7"), card("N", "D9")],  # established
            *[{"by": "N", "claim": 11}, {"by": "E", "agree": True}, {"by": "W", "agree": True}],
        ]
    )
    assert table.irregularities[0].laws == ("55", "55(2)")
    assert [a.to_json() for a in table.adjustments] == [{"law": "55(6)", "to": "NS", "tricks": 2}]
    assert table.tricks() == {Side.NS: 13, Side.EW: 0}
    # 1NT with six overtricks: 30 below, 40+30+40+30+40+30 above
    assert table.score() == {Side.NS: 240, Side.EW: 0}


def test_rule_55_only_tricks_won_after_the_revoke() -> None:
    table = run(
        [
            *TRICK_1,  # North won trick 1
            *[card("N", "DT"), card("E", "DA"), card("S", "D5"), card("W", "C8")],  # revoke
            *[card("E", "HK"), card("S", "H8"), card("W", "H2"), card("N", "H4")],  # established
            *[{"by": "E", "claim": 2}, {"by": "N", "agree": True}],
        ]
    )
    # East-West won two tricks after the revoke: both go (the penalty is two)
    assert [a.to_json() for a in table.adjustments] == [{"law": "55(6)", "to": "NS", "tricks": 2}]


def test_rule_55_dummy_revoke_no_penalty() -> None:
    table = run(
        [
            *ONE_NT,
            *[card("E", "DA"), card("S", "H8"), card("W", "D3"), card("N", "D8")],
            *[card("E", "DK"), card("S", "D6"), card("W", "D7"), card("N", "D9")],
            *[{"by": "N", "claim": 11}, {"by": "E", "agree": True}, {"by": "W", "agree": True}],
        ]
    )
    assert table.irregularities[0].code == "revoke"
    assert table.adjustments == []


def test_rule_55_2_not_established_before_the_next_trick() -> None:
    table = run([*ONE_NT, card("E", "DA"), card("S", "D5"), card("W", "C8")])
    assert not table.irregularities[0].facts_as(RevokeFacts).established


# -- 45, 46: leads -------------------------------------------------------------------------


def test_rule_45_lead_from_the_wrong_hand_same_suit_required() -> None:
    events = [*TRICK_1, card("S", "HA"), director("E")]
    table = run(events)
    assert [o.code for o in table.rulings[-1].options] == ["accept", "lead_from:N"]
    bad = run([*events, choose("E", "lead_from:N"), card("N", "C2")])
    assert codes(bad)[-1] == ("revoke", ("45", "55"))
    good = run([*events, choose("E", "lead_from:N"), card("N", "HQ")])
    assert codes(good) == [("lead_from_wrong_hand", ("45",))]
    assert not good.obligations


def test_rule_46_2_defender_leads_out_of_turn_suit_named() -> None:
    events = [*ONE_NT, card("W", "C8"), director("N")]
    table = run(events)
    options = [o.code for o in table.rulings[-1].options]
    assert options[0] == "accept" and "require_suit:H" in options and "exposed_card" in options
    table = run([*events, choose("N", "require_suit:H"), card("E", "SQ")])
    assert codes(table)[-1] == ("revoke", ("46(2)(I)", "55"))
    table = run([*events, choose("N", "require_suit:H"), card("E", "HK")])
    assert not table.obligations


def test_rule_46_2_ii_exposed_card_then_suit_forbidden() -> None:
    events = [*ONE_NT, card("W", "C8"), director("N"), choose("N", "exposed_card")]
    table = run(events)
    assert table.status is Status.AWAITING_CHOICE
    assert [o.code for o in table.rulings[-1].options] == ["prohibit_suit:C", "no_restriction"]
    table = run([*events, choose("N", "prohibit_suit:C"), card("E", "C4")])
    assert codes(table)[-1] == ("revoke", ("46(2)(II)", "55"))


def test_rule_46_3_declarer_plays_to_a_wrong_opening_lead_becomes_dummy() -> None:
    table = run([*ONE_NT, card("W", "C8"), card("N", "C2")])
    assert table.irregularities[0].laws == ("46(3)",)
    assert table.declarer is not None and table.declarer.letter == "S"
    assert table.next is not None and table.next.letter == "E"


def test_rule_46_1_declarer_leads_when_a_defender_should() -> None:
    table = run([*ONE_NT, card("N", "SA"), director("E"), choose("E", "require_retraction")])
    assert table.rulings[0].laws == ("46(1)",)
    assert table.next is not None and table.next.letter == "E"


# -- 43, 44: exposed cards ------------------------------------------------------------


def test_rule_43a_low_card_declarer_chooses_after_the_auction() -> None:
    events = [call("N", "1NT"), {"by": "E", "expose": "C4"}, director("S")]
    events += [call("E", "Pass"), call("S", "Pass"), call("W", "Pass")]
    table = run(events)
    assert table.status is Status.AWAITING_CHOICE
    assert [o.code for o in table.rulings[-1].options] == ["exposed_card", "prohibit_suit:C"]
    table = run([*events, choose("N", "prohibit_suit:C"), card("E", "SQ")])
    assert table.obligations[0].seat.letter == "W"  # East's partner's first lead


def test_rule_43b_honour_shown_new_deal() -> None:
    table = run([call("N", "1NT"), {"by": "E", "expose": "SQ"}, director("S")])
    assert table.rulings[0].laws == ("43(b)",)
    table = run(
        [call("N", "1NT"), {"by": "E", "expose": "SQ"}, director("S"), choose("S", "new_deal")]
    )
    assert table.report("en")["rubber"]["new_deal"] == {"dealer": "N", "rule": "43(b)"}


def test_rule_44_exposed_card_called_by_declarer() -> None:
    base = [*ONE_NT, {"by": "W", "expose": "S5"}]
    base += [card("E", "DA"), card("S", "D5"), card("W", "D3"), card("N", "D8")]
    base += [card("E", "SQ"), card("S", "S6")]
    table = run(base)
    # the exposed S5 is now a legal card: declarer may call it
    assert table.status is Status.AWAITING_CHOICE
    assert [o.code for o in table.rulings[-1].options] == ["call_card:S5", "no_call"]
    called = run([*base, choose("N", "call_card:S5")])
    assert called.obligations[-1].to_json()["card"] == "S5"
    assert codes(run([*base, choose("N", "call_card:S5"), card("W", "S4")]))[-1] == (
        "revoke",
        ("44(1)", "55"),
    )
    done = run([*base, choose("N", "call_card:S5"), card("W", "S5")])
    assert not done.obligations


def test_rule_44_4_declarer_exposes_without_penalty() -> None:
    table = run([*ONE_NT, {"by": "N", "expose": "SA"}])
    assert codes(table) == [("exposed_card", ("44(4)",))]
    assert not table.obligations and table.status is Status.PLAY


# -- 47: premature play ---------------------------------------------------------------


def test_rule_47_1_premature_play_partner_plays_highest() -> None:
    events = [*TRICK_1, card("N", "C2"), card("W", "CT"), director("N")]
    table = run(events)
    assert table.rulings[-1].laws == ("47(1)",)
    bad = run([*events, choose("N", "highest"), card("E", "C4")])
    assert codes(bad)[-1] == ("revoke", ("47(1)", "55"))
    good = run([*events, choose("N", "highest"), card("E", "C6"), card("S", "CQ")])
    trick = good.play.tricks[-1] if good.play is not None else None
    assert trick is not None and [c.name for _, c in trick.cards] == ["C2", "C6", "CQ", "CT"]


def test_rule_21_1_44_4_declarer_plays_early_to_a_defenders_lead() -> None:
    # East led, not declarer: 47(2) speaks of a card from declarer's other hand
    # after he has led ("voorgespeeld"); no rule penalises declarer's side, the
    # card stays played (21(1)) without penalty (44(4))
    table = run([*ONE_NT, card("E", "SQ"), card("S", "S6"), card("N", "SA"), director("E")])
    assert table.rulings[0].laws == ("21(1)", "44(4)") and table.rulings[0].chooser is None
    table = run(
        [*ONE_NT, card("E", "SQ"), card("S", "S6"), card("N", "SA"), director("E"), card("W", "S3")]
    )
    assert table.play is not None and len(table.play.tricks) == 1


# -- 54, 51, 58, 59 -------------------------------------------------------------------------


def test_rule_54_disputed_claim_decided_as_the_defenders_direct() -> None:
    events = [*TRICK_1, {"by": "N", "claim": 12}, {"by": "E", "dispute": True}, director("E")]
    table = run(events)
    assert table.status is Status.AWAITING_FACT
    assert table.rulings[-1].question is not None
    table = run([*events, {"fact": "tricks", "value": 10}])
    assert table.tricks() == {Side.NS: 10, Side.EW: 3}
    with pytest.raises(BridgeError, match="tricks"):
        run([*events, {"fact": "tricks", "value": 0}])


def test_rule_59_penalty_named_by_the_wrong_player_is_lost() -> None:
    table = run([*ONE_NT, card("W", "C8"), director("N"), choose("S", "require_suit:H")])
    ruling = table.rulings[-1]
    assert ruling.chosen == "accept" and ruling.facts["penalty_lost"] == "59"
    assert table.play is not None and table.play.current[0][1].name == "C8"


def test_rule_58_penalty_not_on_offer_is_lost() -> None:
    table = run([*ONE_NT, card("W", "C8"), director("N"), choose("N", "highest")])
    assert table.rulings[-1].facts["penalty_lost"] == "58(1)"


def test_rule_51_2_dummy_draws_attention_no_penalty() -> None:
    table = run([*ONE_NT, card("W", "C8"), director("S")])
    assert table.rulings[-1].laws == ("51(2)",)
    assert table.status is Status.PLAY


# -- the score of a deal -----------------------------------------------------------------


def test_rubber_table_score_is_each_sides_entries() -> None:
    agree = [{"by": "E", "agree": True}, {"by": "W", "agree": True}]
    table = run([*TRICK_1, {"by": "N", "claim": 6}, *agree], "NS")
    # 1NT one down vulnerable, undoubled: 100 to East-West
    assert table.score() == {Side.NS: 0, Side.EW: 100}
    assert table.contract is not None
    assert table.edition.score(table.contract, 6, True) == -100


@settings(max_examples=40, deadline=None)
@given(st.lists(st.sampled_from(["N", "E", "S", "W"]), min_size=1, max_size=12), st.data())
def test_any_calls_judged_without_crashing(seats: list[str], data: st.DataObject) -> None:
    calls = ["Pass", "1C", "1NT", "2H", "X", "XX", "8S", "1D"]
    events: list[dict[str, Any]] = []
    for seat in seats:
        events.append(call(seat, data.draw(st.sampled_from(calls))))
        if data.draw(st.booleans()):
            events.append(director(seat))
    table = run(events)
    report = table.report("nl")
    assert report["edition"] == "rubber"
