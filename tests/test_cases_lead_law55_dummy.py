"""Law 55: a lead out of turn or from the wrong hand made with a card from
dummy's hand is declarer's irregularity. The report and the text name
declarer; the card still goes back to dummy's hand when it is refused."""

from __future__ import annotations

from pathlib import Path

import pytest
from rule_cases import clean_texts, record, rule_json, script

#: 1NT by North; East wins the first trick with the ace of diamonds
FIRST = "N 1NT; E pass; S pass; W pass; E card DA; S card D5; W card D3; N card D8"
#: and North wins the second with the ace of clubs: North is on lead
SECOND = FIRST + "; E card C4; S card CQ; W card C8; N card CA"


@pytest.mark.parametrize("edition", ["2017", "2007"])
def test_law_55a_dummy_leads_when_a_defender_is_on_lead_declarer_offends(
    tmp_path: Path, edition: str
) -> None:
    data = record(script(FIRST + "; S card H8; W dir; fact opponent_induced false"), edition)
    report = rule_json(data, tmp_path)
    (irregularity,) = report["irregularities"]
    assert (irregularity["irregularity"], irregularity["offender"]) == ("lead_out_of_turn", "N")
    (ruling,) = report["rulings"]
    assert (ruling["offender"], ruling["chooser"]) == ("N", "W")
    nl = clean_texts(data, tmp_path)["nl"]
    assert "Voorspelen voor de beurt door Noord" in nl and "door Zuid" not in nl


@pytest.mark.parametrize("edition", ["2017", "2007"])
def test_law_55b2_dummy_leads_when_declarer_is_on_lead_declarer_offends(
    tmp_path: Path, edition: str
) -> None:
    data = record(script(SECOND + "; S card H8; E dir"), edition)
    report = rule_json(data, tmp_path)
    (irregularity,) = report["irregularities"]
    assert irregularity["irregularity"] == "lead_from_wrong_hand"
    assert irregularity["offender"] == "N"
    assert report["rulings"][0]["offender"] == "N"
    texts = clean_texts(data, tmp_path)
    assert "door Zuid" not in texts["nl"] and "by South" not in texts["en"]


@pytest.mark.parametrize("edition", ["2017", "2007"])
def test_law_55b2_refused_lead_from_dummy_goes_back_to_dummy(tmp_path: Path, edition: str) -> None:
    # the card led from dummy goes back to dummy's hand: dummy can lead it
    # again later, and declarer leads from his own hand now
    events = SECOND + "; S card H8; E dir; E ch reject; N card S2; E card S8; S card S6; W card S3"
    report = rule_json(record(script(events), edition), tmp_path)
    assert report["status"] == "play" and report["next"] == "E"  # East's spade eight won
    (irregularity,) = report["irregularities"]
    assert irregularity["offender"] == "N"
    assert not report.get("penalty_cards")
