"""Law 39C (2017 and 2007) for a defender's call made after the opening lead
was faced: the call is cancelled (39A) and the lead restrictions of Law 26
(2017 26B; 2007 26A/26B) may apply. 26 gives declarer his choice 'the first
time the offender's partner has to lead' after the withdrawn call; when the
partner has already led, that is his next lead, not one already made. So
the report says 'next lead', and the same holds after trick 1 as during it
(39B, no rectification, is only for a defender's pass, a call by declarer or
dummy, or a call LHO called over). Reading our own, from seeds 000 and 003.

Board 1: North plays 1NT; East leads the ♦A; after trick 1 East is on lead
again (he wins it). West bids 2♠ during the play."""

from __future__ import annotations

from pathlib import Path

import pytest
from rule_cases import clean_texts, record, rule_json, script

EDITIONS = ["2017", "2007"]
AUCTION = "N 1NT; E Pass; S Pass; W Pass"
TRICK1 = f"{AUCTION}; E card DA; S card D5; W card D3; N card D8"
LAW26 = {"2017": "26B", "2007": "26"}


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_39c_call_during_trick_one_restricts_partners_next_lead(
    tmp_path: Path, edition: str
) -> None:
    data = record(script(f"{AUCTION}; E card DA; S card D5; W 2S; N dir"), edition)
    report = rule_json(data, tmp_path)
    assert (report["status"], report["next"]) == ("play", "W")
    [ruling] = report["rulings"]
    assert (ruling["irregularity"], ruling["offender"], ruling["laws"]) == (
        "call_after_final_pass",
        "W",
        ["39", "39C"],
    )
    assert report["obligations"] == [
        {
            "type": "lead_restriction",
            "seat": "E",
            "laws": [LAW26[edition]],
            "scope": "next_lead",
            "kind": "pending_choice",
            "chooser": "N",
        }
    ]
    out = clean_texts(data, tmp_path)
    assert f"Declarer may restrict East's next lead ({LAW26[edition]})" in out["en"]
    assert "first lead" not in out["en"]
    assert "de volgende voorspeelbeurt van Oost" in out["nl"]
    assert "das nächste Ausspiel von Ost" in out["de"]


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_39c_call_after_trick_one_choice_at_partners_lead(tmp_path: Path, edition: str) -> None:
    # East won trick 1 and is on lead: declarer chooses now
    data = record(script(f"{TRICK1}; W 2S; N dir"), edition)
    report = rule_json(data, tmp_path)
    assert report["status"] == "awaiting_choice"
    first, choice = report["rulings"]
    assert first["laws"] == ["39", "39C"]
    assert ("no_further_rectification", ["39B"]) not in [
        (e["type"], e["laws"]) for e in first["effects"]
    ]
    assert (choice["irregularity"], choice["offender"], choice["chooser"]) == (
        "lead_restriction",
        "W",
        "N",
    )
    codes = {o["code"] for o in choice["options"]}
    if edition == "2017":
        # 26B: any suit West did not name in the legal auction (he named none)
        assert codes == {f"prohibit_suit:{s}" for s in "SHDC"} | {"no_restriction"}
    else:
        # 26A2: 2S named spades only, which West never named: require or forbid them
        assert codes == {"require_suit:S", "prohibit_suit:S", "no_restriction"}
    clean_texts(data, tmp_path)
    chosen = record(script(f"{TRICK1}; W 2S; N dir; N ch prohibit_suit:S"), edition)
    after = rule_json(chosen, tmp_path)
    assert (after["status"], after["next"]) == ("play", "E")
    assert [(o["seat"], o["kind"], o.get("suit")) for o in after["obligations"]] == [
        ("E", "prohibit_suit", "S")
    ]
    out = clean_texts(chosen, tmp_path)
    assert "East may not lead spades while he keeps the lead" in out["en"]


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_39b_a_defenders_pass_in_the_play_no_rectification(
    tmp_path: Path, edition: str
) -> None:
    data = record(script(f"{TRICK1}; W Pass; N dir"), edition)
    report = rule_json(data, tmp_path)
    [ruling] = report["rulings"]
    assert ruling["laws"] == ["39", "39B"]
    assert report["obligations"] == []
    assert (report["status"], report["next"]) == ("play", "E")
    clean_texts(data, tmp_path)


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_39b_dummys_bid_in_the_play_no_rectification(tmp_path: Path, edition: str) -> None:
    data = record(script(f"{TRICK1}; S 2H; E dir"), edition)
    report = rule_json(data, tmp_path)
    [ruling] = report["rulings"]
    assert ruling["laws"] == ["39", "39B"]
    assert report["obligations"] == []
    clean_texts(data, tmp_path)
