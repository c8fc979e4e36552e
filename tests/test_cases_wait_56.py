"""The penalty-card holder leads at his partner's turn while declarer's
50D2 choice for the partner's lead is open (issue 13, 9B: nothing recorded
is lost). Expected answers set down from seed 000 (2017 Laws 50D2, 51B, 53A,
56) and seed 002 (2007, same sub-laws) before the records were run.

3NT by North, East on lead, West holding the major penalty card ♣10; West
leads ♥7 before North chose: a defender's lead out of turn (56). Accepted
(53A), East does not lead this trick and the 50D2 choice lapses; refused
(56B), ♥7 is a second major penalty card and the choice comes again, now
over both suits (51B2).
"""

from __future__ import annotations

from pathlib import Path

import pytest
from check2_cases import nt, sit
from rule_cases import clean_texts, penalty_cards, rule_json

EDITIONS = ["2017", "2007"]
W_PC_E_LEADS = nt(3, 1, "E", penalty_cards=[{"seat": "W", "card": "CT", "kind": "major"}])


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_50d2_holder_leads_before_choice_is_a_lead_out_of_turn_56(
    tmp_path: Path, edition: str
) -> None:
    data = sit(W_PC_E_LEADS, "W card H7; N dir", edition)
    report = rule_json(data, tmp_path)
    assert report["status"] == "awaiting_choice"
    (lead,) = report["irregularities"]
    assert (lead["irregularity"], lead["offender"]) == ("lead_out_of_turn", "W")
    # the 50D2 choice waits for this ruling: it is the only one now
    (ruling,) = report["rulings"]
    assert ruling["irregularity"] == "lead_out_of_turn" and ruling["chooser"] == "N"
    assert {o["code"] for o in ruling["options"]} == {"accept", "reject"}
    assert "56" in ruling["laws"]
    texts = clean_texts(data, tmp_path)
    assert "♥7" in texts["nl"] and "♥7" in texts["de"]


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_50d2_holder_leads_before_choice_refused_choice_again_51b2(
    tmp_path: Path, edition: str
) -> None:
    data = sit(W_PC_E_LEADS, "W card H7; N dir; N ch reject", edition)
    report = rule_json(data, tmp_path)
    assert report["status"] == "awaiting_choice"
    assert penalty_cards(report) == {("W", "CT", "major"), ("W", "H7", "major")}
    first, last = report["rulings"]
    assert first["irregularity"] == "lead_out_of_turn" and first["chosen"] == "reject"
    assert last["irregularity"] == "penalty_card" and last["chooser"] == "N"
    assert last["laws"] == ["51B2"] and last["chosen"] is None
    codes = {o["code"] for o in last["options"]}
    assert {"require_suit:C", "require_suit:H", "prohibit_suit:C", "prohibit_suit:H"} <= codes
    clean_texts(data, tmp_path)


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_50d2_holder_leads_before_choice_accepted_choice_lapses_53a(
    tmp_path: Path, edition: str
) -> None:
    data = sit(W_PC_E_LEADS, "W card H7; N dir; N ch accept", edition)
    report = rule_json(data, tmp_path)
    assert report["status"] == "play" and report["next"] == "N"
    assert [r["irregularity"] for r in report["rulings"]] == ["lead_out_of_turn"]
    # the ♣10 stays a penalty card, played at the first legal opportunity (50D1)
    assert penalty_cards(report) == {("W", "CT", "major")}
    report = rule_json(
        sit(W_PC_E_LEADS, "W card H7; N dir; N ch accept; N card H2; E card H3", edition),
        tmp_path,
    )
    assert report["status"] == "play" and report["next"] == "S"
