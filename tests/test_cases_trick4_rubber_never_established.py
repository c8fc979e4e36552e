"""Rubber (seed 001): a revoke that was never established costs nothing, and
the report says why instead of "no attention drawn to it". A claim ended the
play before the offending side played to a later trick: showing cards for a
claim establishes no revoke (26(2)); a revoke in the twelfth trick is never
established (55(2)). Either way 55(6) moves no trick."""

from __future__ import annotations

from pathlib import Path

from check2_cases import NT, full
from play2_helpers import events
from rule_cases import clean_texts, rule_json
from test_cases_check2_tricks import REV5, RUBBER_NT, agreed
from test_cases_play2_revokes import TRICK_12, TRICK_12_PLAY

#: 3NT by North in rubber: East revokes in trick 5 (North wins it) and North
#: at once claims the rest, agreed: the revoke was never established
CLAIMED = full(f"{RUBBER_NT}; {REV5[len(NT) + 2 :]}; {agreed('N', 10)}", "rubber")


def test_rule_26_2_claim_before_establishment_no_penalty(tmp_path: Path) -> None:
    report = rule_json(CLAIMED, tmp_path)
    assert report["status"] == "complete"
    [revoke] = report["irregularities"]
    assert (revoke["irregularity"], revoke["offender"], revoke["laws"]) == ("revoke", "E", ["55"])
    assert report["adjustments"] == [] and report["obligations"] == []
    assert report["tricks"] == {"NS": 10, "EW": 3}
    assert report["score"] == {"NS": 140, "EW": 0}
    texts = clean_texts(CLAIMED, tmp_path)
    assert (
        "Revoke by East (rule 55); never established: the play ended by a claim before the "
        "offending side played to a later trick, and showing cards for a claim establishes "
        "no revoke (26(2)); no penalty (55(6))" in texts["en"]
    )
    assert (
        "Verzaking door Oost (regel 55); nooit voldongen: het spel eindigde met een aanspraak "
        "op slagen voordat de overtredende partij in een volgende slag speelde" in texts["nl"]
    )
    assert "kein Revoke (26(2)); keine Strafe (55(6))" in texts["de"]
    for text in texts.values():
        assert "attention" not in text and "aandacht" not in text


def test_rule_55_2_twelfth_trick_never_established(tmp_path: Path) -> None:
    data = {
        "edition": "rubber",
        "board": 1,
        "situation": TRICK_12,
        "events": events(TRICK_12_PLAY),
    }
    report = rule_json(data, tmp_path)
    [revoke] = report["irregularities"]
    assert (revoke["irregularity"], revoke["offender"]) == ("revoke", "W")
    assert report["adjustments"] == [] and report["tricks"] == {"NS": 10, "EW": 3}
    assert report["score"] == {"NS": 120, "EW": 0}
    texts = clean_texts(data, tmp_path)
    assert (
        "never established: a revoke in the twelfth trick is never established (55(2)); "
        "no penalty (55(6))" in texts["en"]
    )
    assert (
        "een verzaking in de twaalfde slag wordt nooit voldongen (55(2)); geen straf"
        in (texts["nl"])
    )
    assert "Revoke im zwölften Stich wird nie vollendet (55(2))" in texts["de"]


def test_law_63a4_same_claim_in_duplicate_establishes_and_moves_one(tmp_path: Path) -> None:
    """The contrast: under the 2017 Laws the agreement to the claim
    establishes the revoke (63A4) and one trick moves (64A2)."""
    rec = full(f"{REV5}; {agreed('N', 10)}")
    report = rule_json(rec, tmp_path)
    assert [(a["law"], a["to"], a["tricks"]) for a in report["adjustments"]] == [("64A2", "NS", 1)]
    assert report["tricks"] == {"NS": 11, "EW": 2}
    assert "63A4" in report["irregularities"][0]["laws"]
    texts = clean_texts(rec, tmp_path)
    assert "never established" not in texts["en"]
    assert "1 slag overgedragen (64A2)" in texts["nl"]
