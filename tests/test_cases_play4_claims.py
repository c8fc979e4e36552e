"""A claim or concession made while a choice in the play is still open
(Law 68D: it ends the play; an agreed claim stands, 69A; a concession
stands, 68B1): the lead out of turn waiting for declarer (54) or for the
defenders (55A), and declarer's choice for dummy's card after a revoke is
corrected (62C1). The choice lapses and its ruling says so. Expected
answers set down from seed 000 (2017) and seed 001 (2007) before the
records were run; the facts are our own."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from rule_cases import clean_texts, record, rule_json, script

EDITIONS = ["2017", "2007"]
#: West leads ♥7 out of turn against 1NT by North; North has not chosen (54)
W_LEADS = "N 1NT; E pass; S pass; W pass; W card H7; N dir"
ONE_HEART = "N Pass; E Pass; S 1H; W Pass; N Pass; E Pass"
#: West wins trick 1 and declarer South leads ♦5 at West's turn (55A)
SOUTH_LEADS = f"{ONE_HEART}; W card C8; N card C2; E card C4; S card C7; S card D5; W dir"
#: South wins trick 1; West revokes in trick 2 after dummy played ♦8 (62C1)
WEST_REVOKES = (
    f"{ONE_HEART}; W card CT; N card C2; E card C4; S card CQ; S card D5; W card S3; "
    "N card D8; E dir"
)


def agreed(by: str, total: int) -> list[dict[str, Any]]:
    others = ("E", "W") if by in "NS" else ("N", "S")
    return [{"by": by, "claim": total}, *({"by": s, "agree": True} for s in others)]


def lapsed(report: dict[str, Any], code: str, chooser: str) -> None:
    (ruling,) = [r for r in report["rulings"] if r["irregularity"] == code]
    assert ruling["chooser"] == chooser
    assert ruling["options"] == [] and ruling["chosen"] is None
    assert any("(68D)" in line for line in ruling["reasoning"])
    assert report["status"] == "complete"


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_68d_agreed_claim_during_54_choice_ends_play(tmp_path: Path, edition: str) -> None:
    data = record([*script(W_LEADS), *agreed("N", 7)], edition)
    report = rule_json(data, tmp_path)
    lapsed(report, "opening_lead_out_of_turn", "N")
    assert report["tricks"] == {"NS": 7, "EW": 6}
    assert report["score"] == {"NS": 90, "EW": -90}
    texts = clean_texts(data, tmp_path)
    assert "De claim van Noord beëindigde het spelen voordat Noord had gekozen" in texts["nl"]
    assert "The claim by North ended the play before North chose" in texts["en"]


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_68d_concession_during_54_choice_ends_play(tmp_path: Path, edition: str) -> None:
    data = record([*script(W_LEADS), {"by": "E", "concede": 13}], edition)
    report = rule_json(data, tmp_path)
    lapsed(report, "opening_lead_out_of_turn", "N")
    assert report["tricks"] == {"NS": 13, "EW": 0}
    texts = clean_texts(data, tmp_path)
    assert "Het afstaan van slagen door Oost" in texts["nl"]


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_68d_agreed_claim_during_55a_choice_ends_play(tmp_path: Path, edition: str) -> None:
    # West won trick 1; South claims ten tricks in all, both defenders agree
    data = record([*script(SOUTH_LEADS), *agreed("S", 10)], edition)
    report = rule_json(data, tmp_path)
    lapsed(report, "lead_out_of_turn", "W")
    assert report["tricks"] == {"NS": 10, "EW": 3}
    assert report["score"] == {"NS": 170, "EW": -170}
    texts = clean_texts(data, tmp_path)
    assert "De claim van Zuid beëindigde het spelen voordat West had gekozen" in texts["nl"]


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_68d_concession_during_62c1_choice_ends_play(tmp_path: Path, edition: str) -> None:
    # East concedes two of the twelve tricks left; South won trick 1
    data = record([*script(WEST_REVOKES), {"by": "E", "concede": 2}], edition)
    report = rule_json(data, tmp_path)
    lapsed(report, "revoke", "S")
    # the director was called and West's revoke is being corrected (62A):
    # the concession does not establish it, no tricks are transferred
    assert report["tricks"] == {"NS": 3, "EW": 10}
    texts = clean_texts(data, tmp_path)
    assert "The concession by East ended the play before South chose" in texts["en"]
