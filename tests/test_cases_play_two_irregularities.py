"""Two irregularities at one director call in the play (Law 9B): a
defender's card exposed (a minor penalty card, 50B) before a lead out of
turn (53, 54). The director rules both at the call he came for, in order:
first whether the card was exposed deliberately, then the lead. Facts our
own, predicted from seed 000 (49, 50B, 53, 54, 56) before they were run."""

from __future__ import annotations

from pathlib import Path

import pytest
from rule_cases import clean_texts, penalty_cards, record, rule_json, script

EDITIONS = ["2017", "2007"]

# Deal: N AK2.QJ4.T98.AK32, E QT98.K3.AKQ2.654, S J76.AT98.J65.QJ7,
# W 543.7652.743.T98. South plays 1H; West leads.
ONE_HEART = "N Pass; E Pass; S 1H; W Pass; N Pass; E Pass"
#: East drops the spade eight in trick 1 (South wins it with the club
#: queen); West then leads the diamond three although South is on lead
PLAY = f"{ONE_HEART}; W card C8; N card C2; E exp S8; E card C4; S card CQ; W card D3; S dir"
#: before the opening lead East shows the spade eight, then leads himself
OPENING = f"{ONE_HEART}; E exp S8; E card D2; S dir"


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_9b_50b_minor_card_asked_first_the_lead_waits(tmp_path: Path, edition: str) -> None:
    data = record(script(PLAY), edition)
    report = rule_json(data, tmp_path)
    assert report["status"] == "awaiting_fact"
    (exposure,) = report["rulings"]
    assert exposure["irregularity"] == "exposed_card"
    assert exposure["question"]["fact"] == "deliberate"
    assert penalty_cards(report) == {("E", "S8", "minor")}
    texts = clean_texts(data, tmp_path)
    # the lead out of turn is shown as waiting at this call, not as unasked
    assert "(9B)" in texts["en"] and "no ruling asked" not in texts["en"]
    assert "(9B)" in texts["nl"] and "geen arbitrage gevraagd" not in texts["nl"]


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_9b_53_lead_ruled_once_the_card_is_judged(tmp_path: Path, edition: str) -> None:
    data = record(script(f"{PLAY}; fact deliberate false"), edition)
    report = rule_json(data, tmp_path)
    assert report["status"] == "awaiting_choice"
    exposure, lead = report["rulings"]
    assert exposure["irregularity"] == "exposed_card"
    assert lead["irregularity"] == "lead_out_of_turn" and lead["chooser"] == "S"
    assert [o["code"] for o in lead["options"]] == ["accept", "reject"]
    assert penalty_cards(report) == {("E", "S8", "minor")}
    clean_texts(data, tmp_path)


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_56_refused_lead_after_a_minor_card(tmp_path: Path, edition: str) -> None:
    data = record(script(f"{PLAY}; fact deliberate false; S ch reject"), edition)
    report = rule_json(data, tmp_path)
    assert report["status"] == "play" and report["next"] == "S"
    # each defender has one penalty card: East's stays minor, West's is major (56)
    assert penalty_cards(report) == {("E", "S8", "minor"), ("W", "D3", "major")}
    texts = clean_texts(data, tmp_path)
    assert "(9B)" not in texts["en"]


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_50b_deliberate_card_is_major_then_53a_accept(tmp_path: Path, edition: str) -> None:
    data = record(script(f"{PLAY}; fact deliberate true; S ch accept"), edition)
    report = rule_json(data, tmp_path)
    assert report["status"] == "play" and report["next"] == "N"
    assert penalty_cards(report) == {("E", "S8", "major")}
    exposure = report["rulings"][0]
    # the ruling names the card's kind once, as the director found it
    kinds = [e["scope"] for e in exposure["effects"] if e["type"] == "penalty_card"]
    assert kinds == ["major"]
    texts = clean_texts(data, tmp_path)
    assert "minor penalty card" not in texts["en"]


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_9b_54_opening_lead_after_a_minor_card(tmp_path: Path, edition: str) -> None:
    report = rule_json(record(script(OPENING), edition), tmp_path)
    assert report["status"] == "awaiting_fact"
    assert [r["irregularity"] for r in report["rulings"]] == ["exposed_card"]
    data = record(script(f"{OPENING}; fact deliberate false"), edition)
    report = rule_json(data, tmp_path)
    assert [r["irregularity"] for r in report["rulings"]] == [
        "exposed_card",
        "opening_lead_out_of_turn",
    ]
    assert [o["code"] for o in report["rulings"][-1]["options"]] == [
        "accept",
        "become_dummy",
        "require_retraction",
    ]
    clean_texts(data, tmp_path)


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_54d_51b2_retracted_lead_makes_two_major_cards(tmp_path: Path, edition: str) -> None:
    data = record(script(f"{OPENING}; fact deliberate false; S ch require_retraction"), edition)
    report = rule_json(data, tmp_path)
    # two penalty cards of one defender are both major (50B); West leads
    # and South chooses under 51B2 for the two suits
    assert penalty_cards(report) == {("E", "S8", "major"), ("E", "D2", "major")}
    last = report["rulings"][-1]
    assert last["irregularity"] == "penalty_card" and last["laws"] == ["51B2"]
    assert last["chooser"] == "S"
    clean_texts(data, tmp_path)


# -- a card shown while the table waits for the director (9B, 49) -------------------------

#: South leads the heart eight after winning trick 1; East plays the king
#: before West (57A); West then drops the club ten, an honour
EAST_FIRST_WEST_DROPS = (
    f"{ONE_HEART}; W card C8; N card C2; E card C4; S card CQ; S card H8; E card HK; "
    "W exp CT; S dir"
)


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_9b_49_card_shown_while_57a_waits_is_ruled_at_the_same_call(
    tmp_path: Path, edition: str
) -> None:
    data = record(script(EAST_FIRST_WEST_DROPS), edition)
    report = rule_json(data, tmp_path)
    assert [i["irregularity"] for i in report["irregularities"]] == [
        "premature_play",
        "exposed_card",
    ]
    # the exposure (nothing to ask: an honour is major) and the 57A choice
    assert [r["irregularity"] for r in report["rulings"]] == ["exposed_card", "premature_play"]
    assert report["status"] == "awaiting_choice" and report["rulings"][-1]["chooser"] == "S"
    assert penalty_cards(report) == {("E", "HK", "major"), ("W", "CT", "major")}
    texts = clean_texts(data, tmp_path)
    assert "no ruling asked" not in texts["en"]


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_49_card_shown_while_declarer_chooses_binds_at_once(
    tmp_path: Path, edition: str
) -> None:
    # East's spade queen: declarer's 50D2 choice at West's lead is open when
    # East drops the diamond ace: a second penalty card, not lost
    events = script(
        f"{ONE_HEART}; W card C8; N card C2; E exp SQ; E card C4; S card C7; S dir; E exp DA"
    )
    report = rule_json(record(events, edition), tmp_path)
    assert penalty_cards(report) == {("E", "SQ", "major"), ("E", "DA", "major")}
    assert [i["irregularity"] for i in report["irregularities"]] == [
        "exposed_card",
        "exposed_card",
    ]
