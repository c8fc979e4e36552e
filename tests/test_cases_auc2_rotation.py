"""Calls out of rotation (Laws 28-35, 2017 and 2007) run the way the checker
runs them: ``bridgelaws rule --json`` and the human text in Dutch and English.
Every case was written from the seed texts (000: 2017 Laws; 003/002: 2007 Laws
23-40; 004: the NBB protocol for a call out of rotation), facts in our own
words. Board 1: North deals, so the order is North, East, South, West."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from rule_cases import clean_texts as texts
from rule_cases import must_passes as passes
from rule_cases import record, rule_json, script
from rule_cases import ruling_effects as effects

EDITIONS = ["2017", "2007"]


# -- known gap (a): a player who must pass bids out of rotation ---------------------
#
# Law 35B calls a bid, double or redouble "by a player required to pass"
# inadmissible and sends it to Law 37, whoever's turn it was; Law 31 cannot
# be applied to such a player (31A1 would make him repeat the bid, 31A2 lets
# him make "any legal call", and he may make none but a pass). So Law 37
# rules it: the call is cancelled, the auction goes back to the player in
# turn, and both players of the offending side pass throughout (37B2, 26B,
# 72C). 36B4 treats an inadmissible double out of rotation the same way.

#: East's 1H is insufficient; South refuses it and East passes instead, so
#: West must pass throughout (27B2). West then bids 2H at South's turn.
BARRED_THROUGHOUT = "N 1S; E 1H; S dir; fact artificial false; S ch reject; E Pass; W 2H; N dir"


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_37b_barred_player_bids_out_of_rotation_is_37_not_31(
    tmp_path: Path, edition: str
) -> None:
    data = record(script(BARRED_THROUGHOUT), edition)
    report = rule_json(data, tmp_path)
    assert [i["irregularity"] for i in report["irregularities"]] == [
        "insufficient_bid",
        "call_when_required_to_pass",
    ]
    last = report["rulings"][-1]
    assert last["irregularity"] == "call_when_required_to_pass" and last["offender"] == "W"
    assert last["options"] == []  # nobody chooses: no 29A acceptance, no 31 choice
    assert last["laws"] == ["37", "37B"]
    assert report["status"] == "auction" and report["next"] == "S"  # back to South
    assert [s for s, scope, _ in passes(report) if scope == "rest_of_auction"] == ["E", "W"]
    awareness = "72C" if edition == "2017" else "23"
    assert ("adjusted_score_possible", [awareness]) in effects(report)
    out = texts(data, tmp_path)
    assert "35B" in out["en"] and "West had to pass and called 2♥" in out["en"]
    assert "West moest passen" in out["nl"] and "artikel 37" in out["nl"]


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_37b_once_only_pass_owed_then_bid_out_of_rotation(tmp_path: Path, edition: str) -> None:
    # South passes at East's turn after North's 1S; West refuses it, so South
    # must pass at his next turn (30A; 2007 30B1). Before East calls, South
    # bids 2S at East's turn again: he is a player required to pass (35B).
    data = record(script("N 1S; S Pass; W dir; W ch reject; S 2S; W dir"), edition)
    report = rule_json(data, tmp_path)
    last = report["rulings"][-1]
    assert last["irregularity"] == "call_when_required_to_pass" and last["options"] == []
    assert report["next"] == "E"
    assert ("N", "rest_of_auction", ["37B"]) in passes(report)
    assert ("S", "rest_of_auction", ["37B"]) in passes(report)
    # and no duty to repeat 2S (31A1) was ever created
    assert all(o["type"] != "must_repeat" for o in report["obligations"])
    texts(data, tmp_path)


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_37a_barred_bid_out_of_rotation_called_over_by_lho_stands(
    tmp_path: Path, edition: str
) -> None:
    # West, silenced throughout, bids 2H at North's turn (his LHO's): North
    # calls over it before anyone draws attention. 37A: it stands, and West
    # still passes at every turn.
    data = record(
        script("N 1S; E 1H; S dir; fact artificial false; S ch reject; E Pass; S 2S; W 3H; N 4S"),
        edition,
    )
    report = rule_json(data, tmp_path)
    barred = report["irregularities"][-1]
    assert barred["irregularity"] == "call_when_required_to_pass" and barred["accepted"]
    assert ("W", "rest_of_auction", ["27B2"]) in passes(report)
    assert "(37A)" in texts(data, tmp_path)["en"]


def test_law_28a_call_at_rhos_turn_while_rho_must_pass_is_in_rotation(tmp_path: Path) -> None:
    # South passes at East's turn (30A: he passes at his next turn). East
    # passes; West then calls at South's turn: South had to pass, so West's
    # call counts as made in rotation (28A) and South's pass as made.
    data = record(script("N 1S; S Pass; W dir; W ch reject; E Pass; W 2H"))
    report = rule_json(data, tmp_path)
    # no irregularity: a note for the director (28A)
    assert [i["irregularity"] for i in report["irregularities"]] == ["pass_out_of_rotation"]
    assert [(n["note"], n["by"], n["laws"]) for n in report["notes"]] == [
        ("deemed_in_rotation", "W", ["28A"])
    ]
    assert report["next"] == "N"
    assert passes(report) == []  # South's once-only pass is spent
    assert "(28A)" in texts(data, tmp_path)["en"]


# -- 2017 Law 30: the branch and its laws --------------------------------------------


def test_law_30a_pass_at_rhos_turn_offender_passes_once_and_72c(tmp_path: Path) -> None:
    data = record(script("N 1S; S Pass; W dir; W ch reject"))
    report = rule_json(data, tmp_path)
    assert passes(report) == [("S", "next_turn", ["30A"])]
    assert ("adjusted_score_possible", ["72C"]) in effects(report)
    out = texts(data, tmp_path)
    assert "South must pass at his next turn (30A)" in out["en"]
    assert "Zuid moet bij zijn eerstvolgende beurt passen (29B, 30A)" in out["nl"]


def test_law_30b1b_pass_at_partners_turn_not_comparable(tmp_path: Path) -> None:
    # West passes at East's (partner's) turn; North refuses. East doubles,
    # South passes, West bids 2H: not comparable to his pass (30B1b(ii)).
    events = "N 1S; W Pass; N dir; N ch reject; E X; S Pass; W 2H"
    report = rule_json(record(script(events)), tmp_path)
    assert report["rulings"][-1]["question"]["laws"] == ["30B1b", "23A"]
    data = record(script(events + "; fact comparable false"))
    report = rule_json(data, tmp_path)
    assert passes(report) == [("E", "next_turn", ["30B1b"])]
    assert ("adjusted_score_possible", ["72C"]) in effects(report)
    assert ("unauthorized_information", ["30B1a", "16C2"]) in effects(report)
    out = texts(data, tmp_path)
    assert "East must pass at his next turn (30B1b)" in out["en"]


def test_law_30b1b_comparable_pass_costs_nothing(tmp_path: Path) -> None:
    data = record(
        script("N 1S; W Pass; N dir; N ch reject; E Pass; S 2S; W Pass; fact comparable true")
    )
    report = rule_json(data, tmp_path)
    assert passes(report) == []
    assert ("no_further_rectification", ["30B1b", "23C"]) in effects(report)
    texts(data, tmp_path)


# -- 2017 Law 31 ---------------------------------------------------------------------


def test_law_31a1_rho_passes_offender_repeats_no_rectification(tmp_path: Path) -> None:
    # South bids 2H at East's turn; West refuses; East passes; South repeats.
    data = record(script("N 1S; S 2H; W dir; W ch reject; E Pass; S 2H"))
    report = rule_json(data, tmp_path)
    assert ("must_repeat", ["31A1"]) in effects(report)
    assert ("no_further_rectification", ["31A1"]) in effects(report)
    assert report["obligations"] == [] and report["next"] == "W"
    out = texts(data, tmp_path)
    assert "South must repeat 2♥ (31A1)" in out["en"]


def test_law_31a2b_not_comparable_partner_once_with_26b_and_72c(tmp_path: Path) -> None:
    data = record(script("N 1S; S 2H; W dir; W ch reject; E 2D; S 3C; fact comparable false"))
    report = rule_json(data, tmp_path)
    assert passes(report) == [("N", "next_turn", ["31A2b"])]
    kinds = effects(report)
    assert ("lead_restriction_possible", ["26B"]) in kinds
    assert ("adjusted_score_possible", ["72C"]) in kinds
    assert ("unauthorized_information", ["16C"]) in kinds
    out = texts(data, tmp_path)
    assert "North must pass at his next turn (31A2b)" in out["en"]
    assert "Noord moet bij zijn volgende beurt passen (31A2b)" in out["nl"]


def test_law_31b2_bid_at_lhos_turn_before_offender_called(tmp_path: Path) -> None:
    # West bids 1H at North's turn (North deals; West has not called): 31B.
    events = "W 1H; N dir; N ch reject; N 1S; E Pass; S Pass; W 2D"
    report = rule_json(record(script(events)), tmp_path)
    assert report["rulings"][-1]["question"]["laws"] == ["31B2", "23A"]
    data = record(script(events + "; fact comparable false"))
    report = rule_json(data, tmp_path)
    assert passes(report) == [("E", "next_turn", ["31B2", "31A2b"])]
    assert ("unauthorized_information", ["31B1", "16C2"]) in effects(report)
    texts(data, tmp_path)


# -- 2007 Laws 29C, 30, 31, 32 --------------------------------------------------------


def test_law_2007_30a_pass_before_any_bid_offender_passes_once(tmp_path: Path) -> None:
    # 2007 30A: before anyone bid, at any turn: the offender passes at his
    # first turn; Law 23 may give an adjusted score.
    for events in ("E Pass; S dir; S ch reject", "S Pass; W dir; W ch reject"):
        data = record(script(events), "2007")
        report = rule_json(data, tmp_path)
        [(_seat, scope, laws)] = passes(report)
        assert scope == "next_turn" and laws == ["30A"]
        assert ("adjusted_score_possible", ["23"]) in effects(report)
        texts(data, tmp_path)


def test_law_2007_30b2_pass_at_partners_turn_after_a_bid(tmp_path: Path) -> None:
    data = record(script("N 1S; W Pass; N dir; N ch reject"), "2007")
    report = rule_json(data, tmp_path)
    assert passes(report) == [("W", "rest_of_auction", ["30B2a"])]
    assert {"type": "no_double", "seat": "E", "laws": ["30B2b"], "scope": "next_turn"} in report[
        "obligations"
    ]
    assert ("adjusted_score_possible", ["23"]) in effects(report)
    out = texts(data, tmp_path)
    assert "East may not double or redouble" in out["en"]


def test_law_2007_30b1_pass_at_rhos_turn_after_a_bid(tmp_path: Path) -> None:
    data = record(script("N 1S; S Pass; W dir; W ch reject"), "2007")
    report = rule_json(data, tmp_path)
    assert passes(report) == [("S", "next_turn", ["30B1"])]
    texts(data, tmp_path)


#: East bids 2C at North's turn (North deals: North is East's RHO); South refuses;
#: North opens 1D. Then East calls at his own turn.
ARTIFICIAL_COOT = "E 2C; S dir; S ch reject; N 1D; "


def test_law_2007_29c_question_asked_before_31a2(tmp_path: Path) -> None:
    # Whether East's bid repeats "the denomination" turns on what the cancelled
    # 2C specified (29C): the director is asked before the rectification.
    data = record(script(ARTIFICIAL_COOT + "E 2S"), "2007")
    report = rule_json(data, tmp_path)
    assert report["status"] == "awaiting_fact"
    question = report["rulings"][-1]["question"]
    assert question["fact"] == "artificial" and question["laws"] == ["29C", "31A2"]
    out = texts(data, tmp_path)
    assert "(29C, 31A2)." in out["en"] and "kunstmatig" in out["nl"]  # its laws, one list


@pytest.mark.parametrize(
    ("call", "shown", "scope", "laws"),
    [
        # 2C showed spades: 2S repeats the denomination it specified (31A2a)
        ("2S", "true S", "next_turn", ["31A2a", "29C"]),
        # naming clubs again is not repeating what 2C specified (31A2b)
        ("3C", "true S", "rest_of_auction", ["31A2b", "29C"]),
        # natural 2C: clubs repeated (31A2a), spades not (31A2b)
        ("3C", "false", "next_turn", ["31A2a"]),
        ("2S", "false", "rest_of_auction", ["31A2b"]),
    ],
)
def test_law_2007_29c_31a2_judged_by_the_denominations_specified(
    tmp_path: Path, call: str, shown: str, scope: str, laws: list[str]
) -> None:
    for order in (
        f"E 2C; S dir; fact artificial {shown}; S ch reject; N 1D; E {call}",  # found up front
        f"{ARTIFICIAL_COOT}E {call}; fact artificial {shown}",  # answered when asked
    ):
        data = record(script(order), "2007")
        report = rule_json(data, tmp_path)
        assert passes(report) == [("W", scope, laws)], order
        assert ("adjusted_score_possible", ["23"]) in effects(report)
        lead = [o for o in report["obligations"] if o["type"] == "lead_restriction"]
        assert bool(lead) == (scope == "rest_of_auction")  # 26 only with 31A2b
        texts(data, tmp_path)


def test_law_2007_29c_pass_or_double_never_repeats_a_denomination(tmp_path: Path) -> None:
    # no question: a pass does not repeat any denomination (31A2b)
    data = record(script(ARTIFICIAL_COOT + "E Pass"), "2007")
    report = rule_json(data, tmp_path)
    assert passes(report) == [("W", "rest_of_auction", ["31A2b"])]
    texts(data, tmp_path)


def test_law_2007_31a1_repeat_after_rho_passes_needs_no_question(tmp_path: Path) -> None:
    data = record(script("E 2C; S dir; S ch reject; N Pass; E 2C"), "2007")
    report = rule_json(data, tmp_path)
    assert report["status"] == "auction" and passes(report) == []
    assert ("no_further_rectification", ["31A1"]) in effects(report)
    texts(data, tmp_path)


def test_law_2007_30c_artificial_pass_is_31a2b_whatever_follows(tmp_path: Path) -> None:
    # North opens 1NT, East passes, South bids 2C (Stayman). North passes at
    # West's turn (his RHO's): a pass of partner's artificial call (30C), ruled
    # as a bid out of rotation; East refuses it. West bids 2D; North bids 2S:
    # whatever he bids, 31A2b (an artificial pass repeats no denomination):
    # South passes throughout.
    events = "N 1NT; E Pass; S 2C; N Pass; E dir; fact artificial true; E ch reject; W 2D; N 2S"
    data = record(script(events), "2007")
    report = rule_json(data, tmp_path)
    ruling = report["rulings"][0]
    assert ruling["laws"] == ["29", "30C", "31"]
    assert passes(report) == [("S", "rest_of_auction", ["31A2b", "30C"])]
    texts(data, tmp_path)


def test_law_2007_31b_bid_at_partners_turn_partner_passes_throughout(tmp_path: Path) -> None:
    data = record(script("N 1S; W 2H; N dir; N ch reject"), "2007")
    report = rule_json(data, tmp_path)
    assert passes(report) == [("E", "rest_of_auction", ["31B"])]
    assert ("adjusted_score_possible", ["23"]) in effects(report)
    out = texts(data, tmp_path)
    assert "East must pass for the rest of the auction (31B)" in out["en"]
    assert "Oost moet passen tot het einde van de bieding (31B)" in out["nl"]


# -- Law 34 (17D3; 2007 17E2) and Law 33 ------------------------------------------------


@pytest.mark.parametrize(("edition", "law"), [("2017", "17D3"), ("2007", "17E2")])
def test_law_34_three_passes_with_one_out_of_rotation_keep_the_right_to_call(
    tmp_path: Path, edition: str, law: str
) -> None:
    # North opens 1S; South passes at East's turn and West passes over it
    # (accepting it, 29A); North passes too. East never called: the auction
    # goes back to him and the pass after South's is cancelled (34, 17D3).
    data = record(script("N 1S; S Pass; W Pass; N Pass"), edition)
    report = rule_json(data, tmp_path)
    assert report["status"] == "auction" and report["next"] == "E"
    assert report["contract"] is None
    [irregularity] = report["irregularities"]
    assert irregularity["laws"] == ["30", law] and irregularity["accepted"]
    out = texts(data, tmp_path)
    assert "East was skipped: the auction went back to him" in out["en"]
    assert f"({law}, 34)" in out["en"] and "Oost werd overgeslagen" in out["nl"]


def test_law_33_call_recorded_after_the_player_in_turn_is_out_of_rotation(tmp_path: Path) -> None:
    # Law 33: a call made at the same moment as the call of the player in turn
    # counts as made after it. East (in turn) bids 1H and West says 1S at the
    # same moment: the record lists East's 1H first and West's 1S after it, at
    # South's turn, his RHO's: a bid out of rotation (31A), North chooses.
    data = record(script("N Pass; E 1H; W 1S; N dir"))
    report = rule_json(data, tmp_path)
    ruling = report["rulings"][0]
    assert ruling["irregularity"] == "bid_out_of_rotation" and ruling["offender"] == "W"
    assert ruling["chooser"] == "N" and ruling["laws"] == ["29", "31"]
    texts(data, tmp_path)


# -- the rubber rules' counterparts (NBB rules 39, 40, 42) --------------------------------


def test_rubber_40_2_made_sufficient_in_time_is_regular(tmp_path: Path) -> None:
    # rule 40(2): East raises his 1H to 2H before anyone draws attention to it
    data = record(script("N 1S; E 1H; E 2H"), "rubber")
    report = rule_json(data, tmp_path)
    assert report["rulings"] == [] and report["next"] == "S"
    assert report["obligations"] == []
    out = texts(data, tmp_path)
    assert "regular, no penalty (40(2))" in out["en"]
    assert "geen straf (40(2))" in out["nl"]


def test_rubber_40_1_insufficient_bid_partner_passes_once(tmp_path: Path) -> None:
    data = record(script("N 1S; E 1H; S dir; E 2C"), "rubber")
    report = rule_json(data, tmp_path)
    assert passes(report) == [("W", "next_turn", ["40(1)"])]
    texts(data, tmp_path)


def test_rubber_39_2_bid_at_rhos_turn_partner_passes_once(tmp_path: Path) -> None:
    data = record(script("E 1H; S dir"), "rubber")
    report = rule_json(data, tmp_path)
    assert passes(report) == [("W", "next_turn", ["39(2)"])] and report["next"] == "N"
    texts(data, tmp_path)


# -- published situations, retold -------------------------------------------------------


def test_law_31b2_preempt_at_partners_turn_then_a_pass_is_not_comparable(
    tmp_path: Path,
) -> None:
    # EBU TD forum, "Bid out of turn and subsequent laws"
    # (forums.ebu.co.uk/discussion/462): South deals; North, with a weak hand,
    # puts 2S on the table before his partner has called. East refuses it;
    # South opens 1H, West overcalls 2D, and North passes. A pass says nothing
    # a 2S opening said (23A): not comparable, so South passes at his next
    # turn and declarer may restrict South's lead (31B2, 31A2b, 26B).
    # The engine knows it without asking: a pass never is (the director is
    # not asked, and a finding given anyway changes nothing).
    events = "N 2S; E dir; E ch reject; S 1H; W 2D; N Pass"
    report = rule_json(record(script(events), dealer="S"), tmp_path)
    assert "question" not in report["rulings"][0]
    assert passes(report) == [("S", "next_turn", ["31B2", "31A2b"])]
    data = record(script(events + "; fact comparable false"), dealer="S")
    report = rule_json(data, tmp_path)
    assert passes(report) == [("S", "next_turn", ["31B2", "31A2b"])]
    assert ("lead_restriction_possible", ["26B"]) in effects(report)
    assert report["next"] == "E"
    out = texts(data, tmp_path)
    assert "South must pass at his next turn (31B2, 31A2b)" in out["en"]


def test_law_30b1b_forced_relay_after_a_pass_out_of_rotation_is_not_comparable(
    tmp_path: Path,
) -> None:
    # EBU TD forum, "Comparable Call" (forums.ebu.co.uk/discussion/151): South
    # deals and North passes first; East refuses the pass. South opens 2D
    # (artificial), West passes, and North gives the forced 2H relay, which
    # says nothing about the hand a pass described: not comparable, South
    # passes at his next turn (30B1b), 26B and 72C may follow.
    events = "N Pass; E dir; E ch reject; S 2D; W Pass; N 2H; fact comparable false"
    data = record(script(events), dealer="S")
    report = rule_json(data, tmp_path)
    ruling = report["rulings"][0]
    assert ruling["laws"] == ["29", "30"] and ruling["chooser"] == "E"
    assert passes(report) == [("S", "next_turn", ["30B1b"])]
    kinds = effects(report)
    assert ("unauthorized_information", ["30B1a", "16C2"]) in kinds
    assert ("adjusted_score_possible", ["72C"]) in kinds
    texts(data, tmp_path)


# -- 28B and 29A -------------------------------------------------------------------------


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_28b_opponent_in_turn_calls_before_the_ruling(tmp_path: Path, edition: str) -> None:
    # South bids 2H at East's turn; East, whose turn it was, calls 2D before
    # anyone rules: South's bid is cancelled without rectification (28B; no
    # Law 26) and the auction goes on from East's call.
    data = record(script("N 1S; S 2H; E 2D"), edition)
    report = rule_json(data, tmp_path)
    [irregularity] = report["irregularities"]
    assert irregularity["laws"] == ["31", "28B"] and not irregularity["accepted"]
    assert report["rulings"] == [] and report["obligations"] == [] and report["next"] == "S"
    out = texts(data, tmp_path)
    assert "cancelled by the call of the player in turn, without rectification" in out["en"]
    # 28B: "but see 16C2" (2007: 16D2): what it told North is unauthorized for him
    info = "16C2" if edition == "2017" else "16D2"
    assert f"what it told North is unauthorized for him ({info})" in out["en"]
    assert f"wat ze Noord vertelde is ongeoorloofde informatie voor hem ({info})" in out["nl"]


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_29a_lho_calls_over_the_call_out_of_rotation(tmp_path: Path, edition: str) -> None:
    # South bids 2H at East's turn and West, his LHO, bids 3C over it: 29A,
    # and the auction goes on from West's call (East's turn was taken).
    data = record(script("N 1S; S 2H; W 3C"), edition)
    report = rule_json(data, tmp_path)
    [irregularity] = report["irregularities"]
    assert irregularity["accepted"] and report["next"] == "N"
    assert "accepted by action (29A)" in texts(data, tmp_path)["en"]


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_29a_lho_accepts_when_offered(tmp_path: Path, edition: str) -> None:
    data = record(script("N 1S; S 2H; W dir; W ch accept"), edition)
    report = rule_json(data, tmp_path)
    ruling = report["rulings"][0]
    assert ruling["chooser"] == "W" and ruling["chosen"] == "accept"
    assert ("call_stands", ["29A"]) in effects(report)
    assert report["next"] == "W" and report["obligations"] == []
    texts(data, tmp_path)


# -- Law 32 -----------------------------------------------------------------------------

#: North opens 1C, East passes, West doubles at South's turn (South is his RHO)
DOUBLE_AT_RHO = "N 1C; E Pass; W X; N dir; N ch reject"


@pytest.mark.parametrize(("edition", "law"), [("2017", "32A1"), ("2007", "32B1")])
def test_law_32a1_rho_passes_offender_repeats_the_double(
    tmp_path: Path, edition: str, law: str
) -> None:
    data = record(script(DOUBLE_AT_RHO + "; S Pass; W X"), edition)
    report = rule_json(data, tmp_path)
    assert ("must_repeat", [law]) in effects(report)
    assert ("no_further_rectification", [law]) in effects(report)
    assert report["obligations"] == [] and report["next"] == "N"
    texts(data, tmp_path)


def test_law_32a2_rho_bids_comparable_or_not(tmp_path: Path) -> None:
    data = record(script(DOUBLE_AT_RHO + "; S 1H; W X; fact comparable true"))
    report = rule_json(data, tmp_path)
    assert ("no_further_rectification", ["32A2a", "23C"]) in effects(report)
    assert passes(report) == []
    data = record(script(DOUBLE_AT_RHO + "; S 1H; W 1S; fact comparable false"))
    report = rule_json(data, tmp_path)
    assert passes(report) == [("E", "next_turn", ["32A2b"])]
    assert ("adjusted_score_possible", ["72C"]) in effects(report)
    out = texts(data, tmp_path)
    assert "East must pass at his next turn (32A2b)" in out["en"]


def test_law_2007_32b2_rho_bids_partner_passes_throughout(tmp_path: Path) -> None:
    data = record(script(DOUBLE_AT_RHO + "; S 1H; W X"), "2007")
    report = rule_json(data, tmp_path)
    assert passes(report) == [("E", "rest_of_auction", ["32B2"])]
    assert ("lead_restriction_possible", ["26B"]) in effects(report)
    texts(data, tmp_path)


@pytest.mark.parametrize(
    ("edition", "owed"),
    [("2017", []), ("2007", [("E", "rest_of_auction", ["32A"])])],
)
def test_law_32b_double_at_partners_turn(tmp_path: Path, edition: str, owed: list[Any]) -> None:
    # West doubles North's 1C at East's turn: 2017 32B1, East calls freely
    # (16C2); 2007 32A, East passes throughout.
    data = record(script("N 1C; W X; N dir; N ch reject"), edition)
    report = rule_json(data, tmp_path)
    assert passes(report) == owed and report["next"] == "E"
    texts(data, tmp_path)


# -- Law 35: which law an inadmissible call goes to ---------------------------------------


@pytest.mark.parametrize(
    ("events", "code", "law"),
    [
        ("N 1S; E XX; S dir", "inadmissible_double", "36"),  # 35A
        (
            "N 1S; S Pass; W dir; W ch reject; E Pass; S 2S; W dir",
            "call_when_required_to_pass",
            "37",
        ),
        ("N 1S; E Pass; S 8S; W dir", "bid_above_seven", "38"),  # 35C
        ("N 1S; E Pass; S Pass; W Pass; E 2H; S dir", "call_after_final_pass", "39"),  # 35D
    ],
)
@pytest.mark.parametrize("edition", EDITIONS)
def test_law_35_inadmissible_calls_go_to_36_to_39(
    tmp_path: Path, edition: str, events: str, code: str, law: str
) -> None:
    data = record(script(events), edition)
    report = rule_json(data, tmp_path)
    ruling = report["rulings"][-1]
    assert ruling["irregularity"] == code and ruling["laws"][0] == law
    texts(data, tmp_path)
