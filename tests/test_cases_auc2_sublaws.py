"""Laws 27-35 sub-law by sub-law, in both editions, with the interactions a
director meets: an insufficient bid out of rotation, 27 with a later lead
restriction and a penalty card, comparable calls with several meanings, 27D,
a pass out of rotation by a player who owes a pass, doubles out of rotation
(32), later calls at LHO's turn (31C, 32C), simultaneous calls (33), the
right to call kept (34), and the rubber rules' counterparts (39, 40, 42).
Written from the seed texts (000: 2017 Laws; 002/003: 2007 Laws; 001: the
NBB rubber rules; 004: the NBB protocols), facts in our own words. Board 1:
North deals, so the order is North, East, South, West."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from rule_cases import clean_texts as texts
from rule_cases import must_passes as passes
from rule_cases import record, rule_json, script
from rule_cases import ruling_effects as effects

EDITIONS = ["2017", "2007"]


def _all_effects(report: dict[str, Any]) -> list[tuple[str, list[str]]]:
    return [(e["type"], e["laws"]) for r in report["rulings"] for e in r["effects"]]


def _lead_options(report: dict[str, Any]) -> list[str]:
    ruling = next(r for r in report["rulings"] if r["irregularity"] == "lead_restriction")
    return [o["code"] for o in ruling["options"]]


# -- 27 with a lead restriction (26) and a penalty card from the auction (24) ---------

#: East's 1H is insufficient; South refuses; East's 2C is neither the lowest
#: heart bid nor comparable (27B2: West passes throughout); East then shows
#: the SQ (24: a major penalty card at the end of the auction); South ends
#: in 3NT, so West makes the opening lead
LEAD_AND_CARD = {
    "2017": "N 1S; E 1H; S dir; fact artificial false; S ch reject; E 2C; fact comparable false; "
    "E exp SQ; S dir; S 3NT; W Pass; N Pass; E Pass",
    "2007": "N 1S; E 1H; S dir; S ch reject; E 2C; fact comparable false; "
    "E exp SQ; S dir; S 3NT; W Pass; N Pass; E Pass",
}


def test_law_27b2_then_26b_and_penalty_card_at_the_opening_lead_2017(tmp_path: Path) -> None:
    data = record(script(LEAD_AND_CARD["2017"]))
    report = rule_json(data, tmp_path)
    assert report["contract"] == "3NT" and report["status"] == "awaiting_choice"
    # 26B: any suit East did not name in the legal auction (clubs he did)
    assert _lead_options(report) == [
        "prohibit_suit:S",
        "prohibit_suit:H",
        "prohibit_suit:D",
        "no_restriction",
    ]
    assert report["rulings"][-1]["chooser"] == "S"
    owed = [(o["type"], o["seat"], o["laws"]) for o in report["obligations"]]
    assert ("penalty_card", "E", ["24E", "50"]) in owed
    out = texts(data, tmp_path)
    assert "27B2" in out["en"] and "26B" in out["en"] and "24E" in out["en"]


def test_law_2007_27b2_then_26a_require_or_prohibit_hearts_and_penalty_card(
    tmp_path: Path,
) -> None:
    data = record(script(LEAD_AND_CARD["2007"]), "2007")
    report = rule_json(data, tmp_path)
    # 2007 26A: the withdrawn 1H named hearts only, not named again legally
    assert _lead_options(report) == ["require_suit:H", "prohibit_suit:H", "no_restriction"]
    owed = [(o["type"], o["seat"], o["laws"]) for o in report["obligations"]]
    assert ("penalty_card", "E", ["24", "50"]) in owed
    texts(data, tmp_path)


# -- 27B1b: a comparable call where the insufficient bid had several meanings ---------

#: North 1NT, East 2D; South's 2C (Stayman: asks for a major, shows no clubs)
#: is insufficient; artificial, it showed no denomination of its own
STAYMAN = "N 1NT; E 2D; S 2C; W dir; fact artificial true; W ch reject"


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_27b1b_double_comparable_to_artificial_bid_stands(tmp_path: Path, edition: str) -> None:
    # South's double asks the same question (a subset of 2C's meanings): it
    # stands, no rectification, but 27D may still adjust (27B3 "except B1b")
    data = record(script(STAYMAN + "; S X; fact comparable true"), edition)
    report = rule_json(data, tmp_path)
    assert ("no_further_rectification", ["27B1b"]) in effects(report)
    assert ("adjusted_score_possible", ["27D"]) in effects(report)
    assert passes(report) == [] and report["next"] == "W"
    texts(data, tmp_path)


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_27b3_double_not_comparable_cancelled_then_any_replacement(
    tmp_path: Path, edition: str
) -> None:
    data = record(script(STAYMAN + "; S X; fact comparable false; S 3C"), edition)
    report = rule_json(data, tmp_path)
    assert ("call_cancelled", ["27B3"]) in effects(report)
    assert passes(report) == [("N", "rest_of_auction", ["27B3"])]
    assert report["next"] == "W"  # 3C stands as the replacement
    assert ("adjusted_score_possible", ["27D"]) not in effects(report)
    texts(data, tmp_path)


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_27b1b_lowest_club_asked_comparable_not_free_by_27b1a(
    tmp_path: Path, edition: str
) -> None:
    # 3C is the lowest club bid, but 2C showed no clubs: 27B1a does not make
    # it free; the director is asked whether it is comparable
    data = record(script(STAYMAN + "; S 3C"), edition)
    report = rule_json(data, tmp_path)
    assert report["status"] == "awaiting_fact"
    assert report["rulings"][-1]["question"]["fact"] == "comparable"


# -- 27D: only after B1 (the free replacements) ----------------------------------------


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_27d_listed_after_27b1a_not_after_27b2(tmp_path: Path, edition: str) -> None:
    natural = "; fact artificial false" if edition == "2017" else ""
    after = "" if edition == "2017" else "; fact artificial false"
    free = rule_json(
        record(script("N 1S; E 1H; S dir" + natural + "; S ch reject; E 2H" + after), edition),
        tmp_path,
    )
    assert ("adjusted_score_possible", ["27D"]) in effects(free)
    silenced = rule_json(
        record(
            script("N 1S; E 1H; S dir" + natural + "; S ch reject; E 3H; fact comparable false"),
            edition,
        ),
        tmp_path,
    )
    assert ("adjusted_score_possible", ["27D"]) not in effects(silenced)
    awareness = "72C" if edition == "2017" else "23"
    assert ("adjusted_score_possible", [awareness]) in effects(silenced)
    out = texts(
        record(script("N 1S; E 1H; S dir" + natural + "; S ch reject; E 2H" + after), edition),
        tmp_path,
    )
    assert "(27D)" in out["en"]


# -- a pass out of rotation by a player who owes a pass at his next turn --------------

#: South passes at East's turn; West refuses (30A, 2007 30B1: South passes
#: at his next turn); South passes at East's turn again
OWES_PASS = "N 1S; S Pass; W dir; W ch reject; S Pass"


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_30a_second_pass_out_of_rotation_accepted_pays_the_owed_pass(
    tmp_path: Path, edition: str
) -> None:
    # West calls over it (29A): it is South's call in rotation, and the pass
    # he owed at his next turn is paid by it
    data = record(script(OWES_PASS + "; W Pass"), edition)
    report = rule_json(data, tmp_path)
    assert report["irregularities"][-1]["accepted"] is True
    assert passes(report) == [] and report["next"] == "N"
    texts(data, tmp_path)


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_30a_second_pass_out_of_rotation_refused_one_pass_owed(
    tmp_path: Path, edition: str
) -> None:
    data = record(script(OWES_PASS + "; W dir; W ch reject"), edition)
    report = rule_json(data, tmp_path)
    law = "30A" if edition == "2017" else "30B1"
    assert passes(report) == [("S", "next_turn", [law])]
    # East bids, South passes as he must: nothing more is owed
    data = record(script(OWES_PASS + "; W dir; W ch reject; E 2H; S Pass"), edition)
    report = rule_json(data, tmp_path)
    assert passes(report) == [] and report["next"] == "W"
    texts(data, tmp_path)


# -- 32: doubles out of rotation -------------------------------------------------------

#: North 1S, East passes; West doubles at South's turn (his RHO's)
AT_RHO = "N 1S; E Pass; W X; N dir; N ch reject"


@pytest.mark.parametrize(("edition", "law"), [("2017", "32A1"), ("2007", "32B1")])
def test_law_32a1_rho_passes_double_repeated_no_rectification(
    tmp_path: Path, edition: str, law: str
) -> None:
    data = record(script(AT_RHO + "; S Pass; W X"), edition)
    report = rule_json(data, tmp_path)
    assert ("must_repeat", [law]) in effects(report)
    assert ("no_further_rectification", [law]) in effects(report)
    assert report["obligations"] == [] and report["next"] == "N"
    texts(data, tmp_path)


@pytest.mark.parametrize(("edition", "law"), [("2017", "32A1"), ("2007", "32B1")])
def test_law_32a1_other_call_instead_of_the_double_is_cancelled(
    tmp_path: Path, edition: str, law: str
) -> None:
    data = record(script(AT_RHO + "; S Pass; W 2H"), edition)
    report = rule_json(data, tmp_path)
    assert report["irregularities"][-1]["irregularity"] == "call_not_repeated"
    assert any(o["type"] == "must_repeat" and o["seat"] == "W" for o in report["obligations"])
    assert report["next"] == "W"
    texts(data, tmp_path)


def test_law_32a2a_comparable_double_after_rho_bids_2017(tmp_path: Path) -> None:
    data = record(script(AT_RHO + "; S 2S; W X; fact comparable true"))
    report = rule_json(data, tmp_path)
    assert ("no_further_rectification", ["32A2a", "23C"]) in effects(report)
    assert passes(report) == []


def test_law_32a2b_not_comparable_partner_passes_once_2017(tmp_path: Path) -> None:
    data = record(script(AT_RHO + "; S 2S; W 3H; fact comparable false"))
    report = rule_json(data, tmp_path)
    assert passes(report) == [("E", "next_turn", ["32A2b"])]
    assert ("lead_restriction_possible", ["26B"]) in effects(report)
    texts(data, tmp_path)


def test_law_2007_32b2_rho_bids_partner_passes_throughout_whatever(tmp_path: Path) -> None:
    for then in ("; S 2S; W X", "; S 2S; W 3H"):
        data = record(script(AT_RHO + then), "2007")
        report = rule_json(data, tmp_path)
        assert passes(report) == [("E", "rest_of_auction", ["32B2"])]
        assert ("lead_restriction_possible", ["26B"]) in effects(report)


def test_law_32b1_32b2_double_at_partners_turn_2017(tmp_path: Path) -> None:
    # West doubles 1S at East's turn (his partner's): East may make any call
    # (16C2); West's own later call is judged comparable or not (32B2)
    data = record(script("N 1S; W X; N dir; N ch reject"))
    report = rule_json(data, tmp_path)
    assert ("unauthorized_information", ["32B1", "16C2"]) in effects(report)
    assert passes(report) == []
    data = record(
        script("N 1S; W X; N dir; N ch reject; E 2H; S Pass; W 3H; fact comparable false")
    )
    report = rule_json(data, tmp_path)
    assert passes(report) == [("E", "next_turn", ["32B2", "32A2b"])]
    texts(data, tmp_path)


def test_law_2007_32a_double_at_partners_turn_partner_passes_throughout(tmp_path: Path) -> None:
    data = record(script("N 1S; W X; N dir; N ch reject"), "2007")
    report = rule_json(data, tmp_path)
    assert passes(report) == [("E", "rest_of_auction", ["32A"])]
    assert ("adjusted_score_possible", ["23"]) in effects(report)
    texts(data, tmp_path)


# -- 31C, 32C: a later call at LHO's turn is a change of call (25) ---------------------


@pytest.mark.parametrize("edition", EDITIONS)
@pytest.mark.parametrize(
    "events", ["N 1S; N 2S; E dir", "N 1S; E 2H; S Pass; W Pass; N X; N 2S; E dir"]
)
def test_law_31c_32c_later_call_at_lhos_turn_is_a_change_of_call(
    tmp_path: Path, edition: str, events: str
) -> None:
    data = record(script(events), edition)
    report = rule_json(data, tmp_path)
    assert report["irregularities"][-1]["irregularity"] == "change_of_call"
    assert report["rulings"][-1]["question"]["fact"] == "unintended"  # 25A asked first
    texts(data, tmp_path)


# -- 33: a simultaneous call counts as made after the call in turn ---------------------


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_33_simultaneous_pass_after_partners_call_is_at_rhos_turn(
    tmp_path: Path, edition: str
) -> None:
    # East (in turn) bids 1H while West passes at the same moment: the
    # record lists West's pass after 1H, at South's turn (West's RHO's):
    # a pass out of rotation (30A; 2007 30B1: after a bid)
    data = record(script("N Pass; E 1H; W Pass; N dir"), edition)
    report = rule_json(data, tmp_path)
    ruling = report["rulings"][-1]
    assert ruling["irregularity"] == "pass_out_of_rotation" and ruling["offender"] == "W"
    # over his partner's 1H: the director is asked about 30C first
    assert ruling["question"]["laws"] == ["30C"]
    data = record(
        script("N Pass; E 1H; W Pass; N dir; fact artificial false; N ch reject"), edition
    )
    law = "30A" if edition == "2017" else "30B1"
    assert passes(rule_json(data, tmp_path)) == [("W", "next_turn", [law])]


# -- 34: three passes, one out of rotation, keep the skipped player's right ------------


@pytest.mark.parametrize(("edition", "law"), [("2017", "17D3"), ("2007", "17E2")])
def test_law_34_skipped_player_after_a_bid_gets_his_turn_back(
    tmp_path: Path, edition: str, law: str
) -> None:
    # North 1S, East 2H; West passes at South's turn and North calls over
    # it (29A), East passes: three passes after 2H, but South never called
    data = record(script("N 1S; E 2H; W Pass; N Pass; E Pass"), edition)
    report = rule_json(data, tmp_path)
    assert report["status"] == "auction" and report["next"] == "S"
    assert report["contract"] is None
    assert law in report["irregularities"][0]["laws"]
    out = texts(data, tmp_path)
    assert "34" in out["en"]


# -- rubber counterparts: 39, 40, 42 ----------------------------------------------------


def test_rubber_40_1_second_insufficient_bid_ruled_at_once(tmp_path: Path) -> None:
    data = record(script("N 1S; E 1H; S dir; E 1D"), "rubber")
    report = rule_json(data, tmp_path)
    assert [r["irregularity"] for r in report["rulings"]] == ["insufficient_bid"] * 2
    assert report["status"] == "auction" and report["next"] == "E"  # still East to replace
    assert passes(report) == [("W", "next_turn", ["40(1)"])]  # owed once, not twice
    data = record(script("N 1S; E 1H; S dir; E 1D; E 2D"), "rubber")
    report = rule_json(data, tmp_path)
    assert report["next"] == "S" and passes(report) == [("W", "next_turn", ["40(1)"])]
    texts(data, tmp_path)


def test_rubber_42f_double_replacing_an_insufficient_bid_ruled_at_once(tmp_path: Path) -> None:
    data = record(script("N 1S; E 1H; S dir; E X"), "rubber")
    report = rule_json(data, tmp_path)
    assert report["status"] == "awaiting_choice"
    ruling = report["rulings"][-1]
    assert ruling["irregularity"] == "illegal_replacement" and ruling["chooser"] == "S"
    assert [o["code"] for o in ruling["options"]] == ["new_deal", "disallow"]
    texts(data, tmp_path)


def test_rubber_39_2_bid_at_rhos_turn_partner_passes_once(tmp_path: Path) -> None:
    data = record(script("N 1S; S 2S; W dir"), "rubber")
    report = rule_json(data, tmp_path)
    assert passes(report) == [("N", "next_turn", ["39(2)"])]
    assert report["next"] == "E"
    data = record(script("N 1S; S 2S; W Pass"), "rubber")
    assert rule_json(data, tmp_path)["irregularities"][0]["laws"] == ["39(3)"]


# -- 29B, 30B1a, 31B1 and 2007 30A, 30B2, 31B: who may call what after the refusal -----


def test_law_30b1a_pass_at_partners_turn_partner_calls_freely_2017(tmp_path: Path) -> None:
    # South passes at North's turn (dealer North, nothing bid): North may
    # make any call (30B1a, 16C2 for what the pass told him)
    data = record(script("S Pass; W dir; W ch reject"))
    report = rule_json(data, tmp_path)
    assert ("unauthorized_information", ["30B1a", "16C2"]) in effects(report)
    assert passes(report) == [] and report["next"] == "N"
    # South's own later call is then judged comparable or not (30B1b)
    data = record(script("S Pass; W dir; W ch reject; N 1S; E Pass; S 2S"))
    report = rule_json(data, tmp_path)
    assert report["rulings"][-1]["question"]["laws"] == ["30B1b", "23A"]
    texts(data, tmp_path)


def test_law_2007_30a_pass_before_any_bid_offender_passes_once(tmp_path: Path) -> None:
    # 2007 30A: before anyone has bid, whoever's turn it was, the offender
    # passes at his next turn (Law 23 may adjust); a bid then is Law 37's
    data = record(script("S Pass; W dir; W ch reject"), "2007")
    report = rule_json(data, tmp_path)
    assert passes(report) == [("S", "next_turn", ["30A"])]
    assert ("adjusted_score_possible", ["23"]) in effects(report)
    data = record(script("S Pass; W dir; W ch reject; N 1S; E Pass; S 2S"), "2007")
    report = rule_json(data, tmp_path)
    assert report["irregularities"][-1]["irregularity"] == "call_when_required_to_pass"
    texts(data, tmp_path)


def test_law_2007_30b2_pass_at_partners_turn_after_a_bid(tmp_path: Path) -> None:
    # 2007 30B2: after a bid, a pass at partner's turn silences the offender
    # for the rest of the auction and bars partner's double at that turn
    data = record(script("N 1S; W Pass; N dir; N ch reject; E 2H"), "2007")
    report = rule_json(data, tmp_path)
    assert passes(report) == [("W", "rest_of_auction", ["30B2a"])]
    assert ("no_double", ["30B2b"]) in effects(report)
    assert report["next"] == "S"
    texts(data, tmp_path)


def test_law_31b1_bid_at_lhos_turn_before_calling_2017(tmp_path: Path) -> None:
    # West bids 1H at North's turn before anyone called (LHO's turn, West
    # had not called: 31B): his partner East may call freely (31B1, 16C2)
    data = record(script("W 1H; N dir; N ch reject; N Pass; E 2C"))
    report = rule_json(data, tmp_path)
    assert ("unauthorized_information", ["31B1", "16C2"]) in effects(report)
    assert passes(report) == [] and report["next"] == "S"
    texts(data, tmp_path)


def test_law_2007_31b_partner_silenced_bid_is_37(tmp_path: Path) -> None:
    data = record(script("W 1H; N dir; N ch reject; N Pass; E 2C"), "2007")
    report = rule_json(data, tmp_path)
    assert passes(report) == [("E", "rest_of_auction", ["31B"])]
    assert report["irregularities"][-1]["irregularity"] == "call_when_required_to_pass"
    texts(data, tmp_path)


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_29b_refused_the_auction_goes_back_to_the_player_in_turn(
    tmp_path: Path, edition: str
) -> None:
    # North 1S, East 2H; West bids 3H at South's turn (his RHO's); refused,
    # it is cancelled and South, whose turn it was, calls
    data = record(script("N 1S; E 2H; W 3H; N dir; N ch reject"), edition)
    report = rule_json(data, tmp_path)
    assert ("call_cancelled", ["29B"]) in effects(report)
    assert report["next"] == "S" and report["status"] == "auction"
    texts(data, tmp_path)
