"""A claim or concession made while declarer's choice about later play is
still open (issue 13, "nothing recorded is lost"). Law 68D: a claim or
concession ends the play; an agreed claim stands (69A). Declarer's open 50D2
(lead restriction for a major penalty card) or 57A (premature play) choice
concerns play that no longer takes place: it lapses, and the ruling says so.
Expected answers set down from seed 000 (2017) and seed 002 (2007) before
the records were run."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from check2_cases import nt, sit
from rule_cases import clean_texts, penalty_cards, rule_json

EDITIONS = ["2017", "2007"]
#: nine tricks to NS and one to EW quitted, East on lead, West's ♣10 a major penalty card
W_PC_E_LEADS = nt(9, 1, "E", penalty_cards=[{"seat": "W", "card": "CT", "kind": "major"}])


def agreed(by: str, total: int) -> list[dict[str, Any]]:
    others = ("E", "W") if by in "NS" else ("N", "S")
    return [{"by": by, "claim": total}, *({"by": s, "agree": True} for s in others)]


def lapsed(report: dict[str, Any], code: str) -> dict[str, Any]:
    (ruling,) = [r for r in report["rulings"] if r["irregularity"] == code]
    assert ruling["options"] == [] and ruling["chosen"] is None
    assert any("(68D)" in line for line in ruling["reasoning"])
    return ruling


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_68d_agreed_claim_during_50d2_choice_ends_play(tmp_path: Path, edition: str) -> None:
    data = sit(W_PC_E_LEADS, agreed("N", 12), edition)
    report = rule_json(data, tmp_path)
    assert report["status"] == "complete"
    assert report["tricks"] == {"NS": 12, "EW": 1}
    assert penalty_cards(report) == set()
    lapsed(report, "penalty_card")
    texts = clean_texts(data, tmp_path)
    assert "vervalt (68D)" in texts["nl"] and "entfällt (68D)" in texts["de"]


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_68d_concession_during_50d2_choice_ends_play(tmp_path: Path, edition: str) -> None:
    # North concedes one of the three tricks left (68B1: it stands unless partner objects)
    data = sit(W_PC_E_LEADS, [{"by": "N", "concede": 1}], edition)
    report = rule_json(data, tmp_path)
    assert report["status"] == "complete"
    assert report["tricks"] == {"NS": 11, "EW": 2}
    lapsed(report, "penalty_card")
    clean_texts(data, tmp_path)


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_68d_disputed_claim_during_50d2_choice_goes_to_the_director(
    tmp_path: Path, edition: str
) -> None:
    # the choice lapses as well (68D: play ceases); the director rules the claim (70)
    data = sit(
        W_PC_E_LEADS,
        [{"by": "N", "claim": 12}, {"by": "E", "agree": False}, {"by": "N", "director": True}],
        edition,
    )
    report = rule_json(data, tmp_path)
    assert report["status"] != "awaiting_choice"
    assert report["rulings"][-1]["irregularity"] == "claim"
    lapsed(report, "penalty_card")
    clean_texts(data, tmp_path)


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_68d_agreed_claim_during_57a_choice_ends_play(tmp_path: Path, edition: str) -> None:
    # North leads ♥Q, West plays before East (57A): declarer's choice for East
    # is open when North claims the rest and both defenders agree
    events = [
        {"by": "N", "card": "HQ"},
        {"by": "W", "card": "H2"},
        {"by": "N", "director": True},
        *agreed("N", 9),
    ]
    data = sit(nt(3, 1), events, edition)
    report = rule_json(data, tmp_path)
    assert report["status"] == "complete"
    assert report["tricks"] == {"NS": 9, "EW": 4}
    lapsed(report, "premature_play")
    clean_texts(data, tmp_path)


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_50d2_choice_made_before_the_claim_stands(tmp_path: Path, edition: str) -> None:
    # a choice already made is not touched by a later claim
    events = [{"by": "N", "choose": "no_restriction"}, *agreed("N", 12)]
    report = rule_json(sit(W_PC_E_LEADS, events, edition), tmp_path)
    assert report["status"] == "complete"
    (ruling,) = report["rulings"]
    assert ruling["chosen"] == "no_restriction" and ruling["options"]
