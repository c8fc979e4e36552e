"""63A2: a revoke is established when the offender or his partner names or
otherwise designates a card for the next trick (declarer naming dummy's card
included), both editions (2017 seed 000 and 2007 seed 002 word it alike).
A named card is recorded as a card event with ``"named": true``: it is
played all the same (45C4a, 46A). Own cases (helper trick)."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
from play2_helpers import EDITIONS, ONE_HEART, SOUTH_WINS_T1, events
from rule_cases import assert_clean_text, record, rule_json, rule_text
from typer.testing import CliRunner

from bridgelaws.cli import app

# Deal (rule_cases.DEAL): N AK2.QJ4.T98.AK32, E QT98.K3.AKQ2.654,
# S J76.AT98.J65.QJ7, W 543.7652.743.T98. South plays 1H.

#: trick 2: South leads a spade to dummy's ace; trick 3: dummy leads a
#: diamond, South discards a club holding diamonds, dummy's eight wins
DECLARER_REVOKES = (
    f"{ONE_HEART}; {SOUTH_WINS_T1}; S card S6; W card S3; N card SA; E card S8; "
    "N card D8; E card D2; S card C7; W card D3"
)
#: trick 2: South leads a diamond, West discards a spade holding diamonds,
#: East wins with the ace
WEST_REVOKES = f"{ONE_HEART}; {SOUTH_WINS_T1}; S card D5; W card S3; N card D8; E card DA"


def named(text: str) -> list[dict[str, Any]]:
    """:func:`play2_helpers.events`, where ``W card *SQ`` is a card named
    (or otherwise designated) rather than faced."""
    out = events(text)
    for event in out:
        if str(event.get("card", "")).startswith("*"):
            event["card"] = event["card"][1:]
            event["named"] = True
    return out


def checked(text: str, tmp: Path, edition: str) -> tuple[dict[str, Any], str, str]:
    data = record(named(text), edition)
    report = rule_json(data, tmp)
    nl, en = rule_text(data, tmp, "nl"), rule_text(data, tmp, "en")
    assert_clean_text(nl)
    assert_clean_text(en)
    return report, nl, en


def _revoke(report: dict[str, Any]) -> dict[str, Any]:
    [irregularity] = [i for i in report["irregularities"] if i["irregularity"] == "revoke"]
    return irregularity


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_63a2_declarer_names_dummys_card_for_the_next_trick(
    tmp_path: Path, edition: str
) -> None:
    # dummy won trick 3; declarer calls for the spade king before East asks
    # about the club: the revoke can no longer be corrected (63B)
    report, nl, en = checked(f"{DECLARER_REVOKES}; N card *SK; E dir", tmp_path, edition)
    assert _revoke(report)["laws"] == ["44C", "61A", "63A2"]
    ruling = report["rulings"][-1]
    assert ruling["irregularity"] == "revoke" and ruling["offender"] == "S"
    assert ruling["laws"] == ["63", "64"] and ruling["chooser"] is None
    first = ruling["effects"][0]
    assert (first["type"], first["laws"]) == ("revoke_established", ["63A2"])
    # the named card is played (45C4a, 46A): East plays to trick 4
    assert report["status"] == "play" and report["next"] == "E"
    assert report["obligations"] == []
    assert "de verzaking is voldongen (63A2)" in nl
    assert "een kaart van de blinde noemt): daarmee is de verzaking voldongen (63A2)" in nl
    assert "the revoke is established (63A2)" in en


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_63a2_partner_names_his_lead_and_64a2_follows(tmp_path: Path, edition: str) -> None:
    # East won West's revoke trick and names the spade queen as his lead;
    # the play ends in South's agreed claim: one trick for the revoke (64A2:
    # West did not win the revoke trick, his side did)
    text = f"{WEST_REVOKES}; E card *SQ; S dir; S claim 10; E agree; W agree"
    report, nl, en = checked(text, tmp_path, edition)
    assert _revoke(report)["laws"] == ["44C", "61A", "63A2"]
    assert report["rulings"][0]["laws"] == ["63", "64"]
    assert report["adjustments"] == [{"law": "64A2", "to": "NS", "tricks": 1}]
    assert report["tricks"] == {"NS": 11, "EW": 2}
    assert "1 slag overgedragen (64A2)" in nl
    assert "1 trick transferred (64A2)" in en


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_63a2_non_offenders_naming_a_card_establishes_nothing(
    tmp_path: Path, edition: str
) -> None:
    # dummy wins West's revoke trick and declarer names dummy's spade king:
    # only the offending side establishes a revoke (63A), so West corrects
    # it (62A) and his spade is a major penalty card (62B1)
    text = (
        f"{ONE_HEART}; {SOUTH_WINS_T1}; S card D5; W card S3; N card D9; E card D2; "
        "N card *SK; E dir"
    )
    report, nl, en = checked(text, tmp_path, edition)
    revoke = _revoke(report)
    assert "63A2" not in revoke["laws"] and "62A" in revoke["laws"]
    ruling = report["rulings"][-1]
    assert ruling["irregularity"] == "revoke" and ruling["laws"][0] == "62"
    assert {(o["seat"], o["card"], o["kind"]) for o in report["obligations"]} == {
        ("W", "S3", "major")
    }
    assert "grote strafkaart ♠3" in nl and "major penalty card ♠3" in en


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_63a1_a_faced_card_is_not_63a2(tmp_path: Path, edition: str) -> None:
    # the same board with dummy's spade king faced: 63A1, not 63A2
    report, nl, en = checked(f"{DECLARER_REVOKES}; N card SK; E dir", tmp_path, edition)
    assert _revoke(report)["laws"] == ["44C", "61A", "63A1"]
    assert report["rulings"][-1]["effects"][0]["laws"] == ["63A1"]
    assert "(63A2)" not in nl and "(63A2)" not in en


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_63a2_named_card_is_kept_in_the_record(tmp_path: Path, edition: str) -> None:
    # the record's JSON keeps the mark, and a non-boolean mark is refused
    data = record(named(f"{DECLARER_REVOKES}; N card *SK"), edition)
    assert data["events"][-1] == {"by": "N", "card": "SK", "named": True}
    report = rule_json(data, tmp_path)
    assert _revoke(report)["laws"][-1] == "63A2"
    bad = record([*named(DECLARER_REVOKES), {"by": "N", "card": "SK", "named": "yes"}], edition)
    path = tmp_path / "bad.json"
    path.write_text(json.dumps(bad), encoding="utf-8")
    result = CliRunner().invoke(app, ["rule", str(path), "--lang", "en"])
    assert result.exit_code != 0
    assert "named" in result.output and "Traceback" not in result.output


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_63a2_declarer_designates_dummys_card_in_part(tmp_path: Path, edition: str) -> None:
    # South revokes in trick 3 (a diamond on dummy's club lead), West wins it
    # and leads a heart; declarer says "high" for dummy (46B1a): dummy's
    # heart queen is played, and that designation establishes the revoke
    text = (
        f"{ONE_HEART}; {SOUTH_WINS_T1}; S card S6; W card S3; N card SA; E card S8; "
        "N card C3; E card C6; S card D5; W card C9; W card H2; fact designation high; E dir"
    )
    report, nl, en = checked(text, tmp_path, edition)
    assert _revoke(report)["laws"] == ["44C", "61A", "63A2"]
    designation, revoke = report["rulings"]
    assert designation["laws"] == ["46B1a"]
    assert [(e["type"], e.get("card")) for e in designation["effects"]] == [("card_played", "HQ")]
    assert revoke["effects"][0]["laws"] == ["63A2"]
    assert report["next"] == "E"
    assert "(63A2)" in nl and "(63A2)" in en
