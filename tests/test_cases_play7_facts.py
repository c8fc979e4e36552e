"""Helper play7 (issue 13): a finding of the director in the play (a
missing card (14), a quitted trick inspected (66), a trick turned the wrong
way (65B3), a defective trick (67)) given while another play irregularity
waits is never dropped in silence: the director is at the table, so an
irregularity nobody had called him to yet is ruled now (81C3); the finding
is listed at once and ruled when the ruling under way is done (9B). Both
editions; facts our own.

Board 1 (rule_cases.DEAL), 3NT by North, East leads:

    North AK2.QJ4.T98.AK32   East QT98.K3.AKQ2.654
    South J76.AT98.J65.QJ7   West 543.7652.743.T98
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from play2_helpers import EDITIONS, check_record, events
from rule_cases import DEAL, record, rule_json

NT = "N 1NT; E Pass; S 3NT; W Pass; N Pass; E Pass"
#: trick 1 won by North's club ace; North leads to trick 2
T1 = f"{NT}; E card C4; S card CQ; W card C8; N card CA"

#: play irregularities waiting for the director (pending) or for a choice (open)
WAITING = {
    "55_dummy_leads_nobody_called": f"{T1}; S card DJ",
    "55_dummy_leads_director_called": f"{T1}; S card DJ; W dir",
    "57a_west_plays_before_east": f"{T1}; N card HQ; W card H2",
    "57a_director_called": f"{T1}; N card HQ; W card H2; E dir",
    "53_east_leads_nobody_called": f"{T1}; E card DA",
    "53_director_called": f"{T1}; E card DA; N dir",
}
#: findings the director states, with the irregularity each is listed as
FINDINGS: dict[str, tuple[dict[str, Any], str]] = {
    "missing_card": ({"fact": "missing_card", "value": "H7", "seat": "W"}, "missing_card"),
    "inspected_trick": ({"fact": "inspected_trick", "value": 1, "by": "E"}, "inspected_trick"),
    "trick_pointed_wrongly": (
        {"fact": "trick_pointed_wrongly", "value": 1, "by": "E"},
        "trick_pointed_wrongly",
    ),
    "defective_trick": (
        {"fact": "defective_trick", "value": True, "trick": 1, "seat": "W"},
        "defective_trick",
    ),
}


@pytest.mark.parametrize("edition", EDITIONS)
@pytest.mark.parametrize("finding", sorted(FINDINGS))
@pytest.mark.parametrize("waiting", sorted(WAITING))
def test_law_9b_a_finding_while_a_play_ruling_waits_is_never_dropped(
    tmp_path: Path, edition: str, finding: str, waiting: str
) -> None:
    fact, code = FINDINGS[finding]
    listed = [*events(WAITING[waiting]), fact]
    report = rule_json(record(listed, edition), tmp_path)
    at = len(listed) - 1
    # the finding is an irregularity of its own in the report, at its action
    assert [i["irregularity"] for i in report["irregularities"] if i["event"] == at] == [code]
    # and the waiting irregularity is ruled: the director is at the table
    first = report["irregularities"][0]
    assert any(r["event"] == first["event"] for r in report["rulings"])


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_14b_missing_card_while_dummys_lead_waits_ruled_after_the_55_choice(
    tmp_path: Path, edition: str
) -> None:
    # dummy leads the diamond jack although North won trick 1; nobody calls the
    # director, who then finds West's heart seven missing from his hand
    text = f"{T1}; S card DJ"
    fact = {"fact": "missing_card", "value": "H7", "seat": "W"}
    data = {"edition": edition, "board": 1, "deal": DEAL, "events": [*events(text), fact]}
    report, nl, en = check_record(data, tmp_path)
    assert report["status"] == "awaiting_choice"
    lead = report["rulings"][-1]
    assert (lead["irregularity"], lead["offender"], lead["choosers"]) == (
        "lead_from_wrong_hand",
        "N",
        ["W", "E"],
    )
    missing = report["irregularities"][-1]
    assert (missing["irregularity"], missing["offender"], missing["laws"]) == (
        "missing_card",
        "W",
        ["14"],
    )
    assert "the director rules it once the ruling under way is done" in en
    assert "Missing card by West" in en
    assert "Ontbrekende kaart door West (artikel 14); de wedstrijdleider beslist hierover" in nl
    # West accepts the lead: the missing heart is ruled now (14B2: put back)
    data["events"].append({"by": "W", "choose": "accept"})
    after, _, en_after = check_record(data, tmp_path)
    found = after["rulings"][-1]
    assert (found["irregularity"], found["offender"]) == ("missing_card", "W")
    assert {"type": "card_restored", "laws": ["14B2"], "card": "H7", "seat": "W"} in found[
        "effects"
    ]
    assert (after["status"], after["next"]) == ("play", "W")
    assert "West's ♥7 is put back (14B2)" in en_after
