"""Laws 42 and 43: dummy's rights and their loss, through ``bridgelaws rule``
in both editions. Dummy asking about declarer's revoke (42B1) gives one
ruling: the revoke corrected under 62 (43B2b: and transferred under 64 as if
established when dummy had breached 43A2)."""

from __future__ import annotations

from pathlib import Path

import pytest
from rule_cases import assert_clean_text, record, rule_json, rule_text, script

EDITIONS = ["2017", "2007"]

# Deal: N AK2.QJ4.T98.AK32, E QT98.K3.AKQ2.654, S J76.AT98.J65.QJ7,
# W 543.7652.743.T98. South plays 1H; West leads; North is dummy.
ONE_HEART = script("N Pass; E Pass; S 1H; W Pass; N Pass; E Pass")
#: South discards a diamond on West's club lead while holding clubs; dummy asks
REVOKE_ASKED = [*ONE_HEART, *script("W card CT; N card C2; E card C4; S card D5; N dir")]


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_42b1_dummy_asks_about_declarers_revoke_one_ruling(
    tmp_path: Path, edition: str
) -> None:
    events = [*REVOKE_ASKED, *script("fact dummy_breached_43a2 false")]
    report = rule_json(record(events, edition), tmp_path)
    assert report["status"] == "play" and report["next"] == "S"
    [ruling] = report["rulings"]
    assert ruling["irregularity"] == "revoke" and ruling["offender"] == "S"
    assert ruling["laws"] == ["42B1", "62"]
    assert [(e["type"], e["laws"]) for e in ruling["effects"]] == [
        ("card_withdrawn", ["62B2"]),
        ("revoke_corrected", ["62A"]),
    ]
    [irregularity] = report["irregularities"]
    assert irregularity["irregularity"] == "revoke"
    for lang in ("nl", "en"):
        text = rule_text(record(events, edition), tmp_path, lang)
        assert_clean_text(text)
        assert text.count("42B1") >= 1
    en = rule_text(record(events, edition), tmp_path, "en")
    assert en.count("Ruling:") == 1
    assert "Dummy may ask declarer whether he has no card of the suit led (42B1)" in en


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_43b2b_dummy_who_breached_43a2_asks_revoke_corrected_and_transferred(
    tmp_path: Path, edition: str
) -> None:
    events = [*REVOKE_ASKED, *script("fact dummy_breached_43a2 true")]
    report = rule_json(record(events, edition), tmp_path)
    [ruling] = report["rulings"]
    assert ruling["laws"] == ["42B1", "43B2b", "62"]
    assert ("tricks_transferred_after_play", ["43B2b", "64"]) in [
        (e["type"], e["laws"]) for e in ruling["effects"]
    ]
    assert "43B2b" in report["irregularities"][0]["laws"]
    nl = rule_text(record(events, edition), tmp_path, "nl")
    assert_clean_text(nl)
    assert "alsof de verzaking voldongen was (43B2b)" in nl
    assert "slagen overgedragen zoals bij een voldongen verzaking (43B2b, 64)" in nl


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_43b2b_revoke_transferred_at_the_end(tmp_path: Path, edition: str) -> None:
    # corrected, South wins the trick with the club queen and claims the
    # rest, agreed: Law 64 as if established (43B2b): South won the revoke
    # trick and his side a later one, two tricks (64A1)
    events = [*REVOKE_ASKED, *script("fact dummy_breached_43a2 true; S card CQ")]
    events += [{"by": "S", "claim": 13}, {"by": "W", "agree": True}, {"by": "E", "agree": True}]
    report = rule_json(record(events, edition), tmp_path)
    assert report["status"] == "complete"
    assert report["adjustments"] == [{"law": "64A1", "to": "EW", "tricks": 2}]
    assert report["tricks"] == {"NS": 11, "EW": 2}


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_42b1_corrected_revoke_transfers_nothing(tmp_path: Path, edition: str) -> None:
    events = [*REVOKE_ASKED, *script("fact dummy_breached_43a2 false; S card CQ")]
    events += [{"by": "S", "claim": 13}, {"by": "W", "agree": True}, {"by": "E", "agree": True}]
    report = rule_json(record(events, edition), tmp_path)
    assert report["adjustments"] == []
    assert report["tricks"] == {"NS": 13, "EW": 0}
