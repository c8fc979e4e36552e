"""What the director says stays in force after a withdrawn call, by the
edition's own laws (2017 and 2007): the information from the withdrawn call
(2017 16C, 2007 16D) and the lead restriction it may cost the offender's
partner. 2017 26B lets declarer forbid one suit the offender did not name in
the legal auction; 2007 Law 26 turns on the withdrawn call: a suit it showed
and the offender did not show again may be required or forbidden (26A2),
after a call that showed no suit any one suit may be forbidden (26B). The
in-force lines said the 2017 text in both editions, while the 2007 choice at
the lead offered 26A2. Facts our own, from seeds 000 and 003.

Board 1 of rule_cases: North deals."""

from __future__ import annotations

from pathlib import Path

import pytest
from rule_cases import DEAL, clean_texts, record, rule_json, script

from bridgelaws.instruction import in_force
from bridgelaws.record import TableRecord
from bridgelaws.table import Table

#: North changes 1C to 1D (intended); East accepts (25B1)
CHANGED = "N 1C; N 1D; E dir; fact unintended false; E ch accept"
#: then East-West reach 4S by East and South, North's partner, leads
PLAYED = CHANGED + "; E 1S; S Pass; W 4S; N Pass; E Pass; S Pass"
#: West doubles at East's turn; North refuses (2007 32A, 2017 32B1)
DOUBLED = "N 1S; W X; N dir; N ch reject"


def _in_force(steps: str, edition: str, lang: str = "en") -> list[str]:
    data = {"edition": edition, "board": 1, "deal": DEAL, "events": script(steps)}
    return [m.render(lang) for m in in_force(Table.from_record(TableRecord.from_json(data)))]


def _starting(lines: list[str], start: str) -> list[str]:
    return [line for line in lines if line.startswith(start)]


@pytest.mark.parametrize(("edition", "law"), [("2017", "16C"), ("2007", "16D")])
def test_law_16c_16d_withdrawn_call_information_said_by_the_editions_law(
    tmp_path: Path, edition: str, law: str
) -> None:
    for lang, words in (("en", "what South learnt"), ("nl", "wat Zuid"), ("de", "was Süd")):
        said = _starting(_in_force(CHANGED, edition, lang), f"{law}: ")
        assert len(said) == 1 and words in said[0], said
    other = "16D" if law == "16C" else "16C"
    assert _starting(_in_force(CHANGED, edition), f"{other}: ") == []
    report = rule_json(record(script(CHANGED), edition), tmp_path)
    ruling = report["rulings"][0]
    assert ("unauthorized_information", [law]) in [
        (e["type"], e["laws"]) for e in ruling["effects"]
    ]
    clean_texts(record(script(CHANGED), edition), tmp_path)


def test_law_26a_2007_said_as_require_or_forbid_during_the_auction() -> None:
    said = _in_force(CHANGED, "2007")
    assert _starting(said, "26B") == []
    [line] = _starting(said, "26: ")
    assert line == (
        "26: if North becomes a defender, declarer may restrict South's first lead: require "
        "or forbid a suit the withdrawn call showed and North did not show in the legal "
        "auction (26A), or forbid any one suit when it showed no suit (26B)."
    )
    [nl] = _starting(_in_force(CHANGED, "2007", "nl"), "26: ")
    assert "voorschrijven of verbieden (26A)" in nl and "Zuid" in nl
    [de] = _starting(_in_force(CHANGED, "2007", "de"), "26: ")
    assert "verlangen oder verbieten (26A)" in de


def test_law_26b_2017_still_spares_the_suits_the_offender_named() -> None:
    said = _in_force(CHANGED, "2017")
    assert _starting(said, "26: ") == []
    [line] = _starting(said, "26B: ")
    assert line.endswith("(not a suit North named in the legal auction).")


@pytest.mark.parametrize("edition", ["2017", "2007"])
def test_law_26a2_at_the_lead_the_in_force_line_matches_the_choice(
    tmp_path: Path, edition: str
) -> None:
    # at South's opening lead: 2007 offers 26A2 (clubs required or forbidden)
    # and says so; 2017 26B forbids one suit North did not name (not diamonds)
    report = rule_json(record(script(PLAYED), edition), tmp_path)
    last = report["rulings"][-1]
    codes = [o["code"] for o in last["options"]]
    said = _in_force(PLAYED, edition)
    if edition == "2007":
        assert codes == ["require_suit:C", "prohibit_suit:C", "no_restriction"]
        [line] = _starting(said, "26: ")
        assert line.startswith("26: declarer may restrict South's first lead: require or forbid")
    else:
        assert codes == ["prohibit_suit:S", "prohibit_suit:H", "prohibit_suit:C", "no_restriction"]
        [line] = _starting(said, "26B: ")
        assert line.startswith("26B: declarer may prohibit one suit at South's first lead")
    clean_texts(record(script(PLAYED), edition), tmp_path)


def test_law_26b_2007_a_withdrawn_double_any_one_suit() -> None:
    # 2007 Law 32's opening names 26B: a double shows no suit, so declarer may
    # forbid any one suit at East's first lead
    [line] = _starting(_in_force(DOUBLED, "2007"), "26B: ")
    assert line == (
        "26B: if West becomes a defender, declarer may prohibit any one suit at East's first lead."
    )
    [nl] = _starting(_in_force(DOUBLED, "2007", "nl"), "26B: ")
    assert nl.endswith("één willekeurige kleur verbieden.")


def test_law_16c2_2017_the_paragraph_the_ruling_cites_is_said() -> None:
    # 2017 32B1: East calls freely after West's cancelled double, but what it
    # told him is unauthorized (16C2): said with that paragraph, no 26B yet
    said = _in_force(DOUBLED, "2017")
    assert _starting(said, "16C2: what East learnt") != []
    assert _starting(said, "26") == []


@pytest.mark.parametrize(("edition", "law"), [("2017", "32A1"), ("2007", "32B1")])
def test_law_32b1_repeated_double_no_lead_restriction_said(
    tmp_path: Path, edition: str, law: str
) -> None:
    # West doubles at South's turn, North refuses, South passes and West
    # repeats the double: no rectification (2017 32A1, 2007 32B1). Law 26
    # needs a different final call, so the table is told of no restriction
    steps = "N 1S; E Pass; W X; N dir; N ch reject; S Pass; W X"
    report = rule_json(record(script(steps), edition), tmp_path)
    kinds = [(e["type"], e["laws"]) for e in report["rulings"][0]["effects"]]
    assert ("no_further_rectification", [law]) in kinds
    assert "lead_restriction_possible" not in [kind for kind, _ in kinds]
    assert report["obligations"] == [] and (report["status"], report["next"]) == ("auction", "N")
    assert [line for line in _in_force(steps, edition) if line.startswith("26")] == []
    clean_texts(record(script(steps), edition), tmp_path)
