"""More sub-laws of 41-71 with no case named after them (trick15b, item 4):
62D2, 68D1, 70B3, 71B (2007 71.2), both editions. Expectations written from
the seeds (000 Dutch 2017, 002 German 2007) before the cases were run:

* 62D2: a defender who revokes in trick 12 before his partner has played to
  it: what that shows is unauthorized for partner (2017: 16C applies; 2007:
  62D2 alone). Partner having played before the revoke, nothing is passed.
* 68D1: play ceases at a claim; agreed, Law 69 applies: the claim stands and
  the board is scored as if played out (69A). A defender's claim needs
  declarer's agreement.
* 70B3: the director may have the remaining hands faced: where the record
  does not know them, he is asked for the tricks he awards once he has seen
  them, and his figure settles the claim.
* 71B (2007 71.2): within the correction period a conceded trick that could
  not be lost by any normal play is given back; after it the concession
  stands.

The hands are unknown (spec §6).
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from check2_cases import fact, sit
from check8_cases import ev
from rule_cases import clean_texts, rule_json

EDITIONS = ["2017", "2007"]
#: 4♠ by South after ten tricks (North-South seven), South on lead
AFTER_TEN: dict[str, Any] = {
    "contract": "4S",
    "declarer": "S",
    "tricks": {"NS": 7, "EW": 3},
    "leader": "S",
}


def _effects(report: dict[str, Any]) -> list[tuple[str, str | None, list[str]]]:
    return [(e["type"], e.get("seat"), e["laws"]) for r in report["rulings"] for e in r["effects"]]


# ---- 62D2 ---------------------------------------------------------------------------------------


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_62d2_defender_revokes_in_trick_12_before_partner_plays(
    edition: str, tmp_path: Path
) -> None:
    # trick 12: North led ♦4, East played ♥3 holding a diamond; West has not
    # played. The revoke is corrected (62D1), the ♥3 becomes a major penalty
    # card (62B1) and what it shows is unauthorized for West (62D2)
    situation = {**AFTER_TEN, "tricks": {"NS": 8, "EW": 3}, "current": ["N:D4", "E:H3"]}
    situation.pop("leader")
    data = sit(situation, ev([fact("revoke", {"seat": "E", "trick": 12, "card": "H3"})]), edition)
    report = rule_json(data, tmp_path)
    texts = clean_texts(data, tmp_path)
    ui = ["62D2", "16C"] if edition == "2017" else ["62D2"]
    assert ("unauthorized_information", "W", ui) in _effects(report)
    assert ("penalty_card", "E", ["62B1"]) in _effects(report)
    assert report["rulings"][0]["laws"] == ["62D1", "64B6"]
    shown = "(62D2, 16C)" if edition == "2017" else "(62D2)"
    assert (
        f"information from the withdrawn action is unauthorized for West {shown}" in (texts["en"])
    )
    assert shown in texts["nl"]


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_62d2_partner_played_before_the_revoke(edition: str, tmp_path: Path) -> None:
    # West led ♦7 to trick 12 and East revoked after him: 62D2 does not apply
    situation = {
        **AFTER_TEN,
        "tricks": {"NS": 8, "EW": 3},
        "current": ["W:D7", "N:D4", "E:H3"],
    }
    situation.pop("leader")
    data = sit(situation, ev([fact("revoke", {"seat": "E", "trick": 12, "card": "H3"})]), edition)
    report = rule_json(data, tmp_path)
    texts = clean_texts(data, tmp_path)
    assert not any(kind == "unauthorized_information" for kind, _, _ in _effects(report))
    assert "62D2" not in texts["en"]


# ---- 68D1 ---------------------------------------------------------------------------------------


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_68d1_declarers_claim_agreed_stands(edition: str, tmp_path: Path) -> None:
    data = sit(AFTER_TEN, "S claim 9; W agree; E agree", edition)
    report = rule_json(data, tmp_path)
    clean_texts(data, tmp_path)
    assert report["status"] == "complete"
    assert report["rulings"] == []
    assert report["tricks"] == {"NS": 9, "EW": 4}
    assert report["score"] == {"NS": -50, "EW": 50}


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_68d1_defenders_claim_agreed_by_declarer_stands(edition: str, tmp_path: Path) -> None:
    # East claims one of the last three for East-West; declarer agrees (69A)
    data = sit({**AFTER_TEN, "leader": "E"}, "E claim 4; S agree", edition)
    report = rule_json(data, tmp_path)
    clean_texts(data, tmp_path)
    assert report["status"] == "complete"
    assert report["rulings"] == []
    assert report["tricks"] == {"NS": 9, "EW": 4}


# ---- 70B3 ---------------------------------------------------------------------------------------


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_70b3_hands_unknown_the_director_is_asked(edition: str, tmp_path: Path) -> None:
    data = sit(AFTER_TEN, "S claim 10; E dispute; E dir", edition)
    report = rule_json(data, tmp_path)
    texts = clean_texts(data, tmp_path)
    assert report["status"] == "awaiting_fact"
    ruling = report["rulings"][0]
    assert ruling["irregularity"] == "claim"
    assert ruling["question"]["fact"] == "claim_award"
    assert "The director cannot adjudicate without all four hands (70B3)." in texts["en"]
    assert "De wedstrijdleider kan zonder alle vier handen niet beslissen (70B3)." in texts["nl"]


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_70b3_the_directors_figure_settles_the_claim(edition: str, tmp_path: Path) -> None:
    data = sit(AFTER_TEN, ev("S claim 10; E dispute; E dir", [fact("claim_award", 9)]), edition)
    report = rule_json(data, tmp_path)
    clean_texts(data, tmp_path)
    assert report["status"] == "complete"
    assert report["tricks"] == {"NS": 9, "EW": 4}
    assert report["rulings"][0]["facts"] == {"awarded": 9, "director": "given"}
    assert report["rulings"][0]["effects"][0]["type"] == "tricks_awarded"


# ---- 71B (2007 71.2) ----------------------------------------------------------------------------


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_71b_conceded_trick_that_could_not_be_lost_is_restored(
    edition: str, tmp_path: Path
) -> None:
    # South conceded one of the last three; the director, having seen the
    # hands, finds it could not be lost: North-South ten, the 71 adjustment
    data = sit(AFTER_TEN, ev("S concede 1; N dir", [fact("claim_award", 10)]), edition)
    report = rule_json(data, tmp_path)
    clean_texts(data, tmp_path)
    assert report["adjustments"] == [{"law": "71", "to": "NS", "tricks": 1}]
    assert report["tricks"] == {"NS": 10, "EW": 3}
    assert report["score"] == {"NS": 420, "EW": -420}
    assert report["rulings"][0]["irregularity"] == "concession"


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_71b_after_the_correction_period_the_concession_stands(
    edition: str, tmp_path: Path
) -> None:
    data = sit(
        AFTER_TEN,
        ev("S concede 1", [fact("correction_period_ended", True)], "N dir"),
        edition,
    )
    report = rule_json(data, tmp_path)
    texts = clean_texts(data, tmp_path)
    assert report["adjustments"] == []
    assert report["tricks"] == {"NS": 9, "EW": 4}
    assert report["status"] == "complete"
    assert (
        "The correction period has ended: the concession by South stands and no conceded "
        "trick is restored (71, 79C)." in texts["en"]
    )
    assert "without effect" not in texts["en"].lower()
