"""A call after the final pass by the player whose own pass ended the auction
(2017 25A5 with 17D1; 2007 25A3), and the changes of call around it (25B).

Expected answers written from the seeds before the records were run (000
Dutch 2017 Law 25A, 003 Dutch 2007 Law 25A, 004 the NBB protocol 'Wijzigen
bieding' step 3), facts our own:

- Until the auction period ends (the opening lead faced) the last pass of the
  auction may still be put right as an unintended call, provided partner has
  not called since. So when the player whose pass ended the auction calls
  again, the director first asks whether that pass was unintended: found so,
  the new call replaces it and the auction goes on (the call is then judged
  under its own law, e.g. insufficient: 27); found intended, the new call is
  one after the final pass (39).
- A call after the final pass by anyone else, or after the opening lead, is
  Law 39 at once.
- An intended change during the auction (25B): the LHO accepts or refuses;
  2017 may restrict partner's lead in both branches (26), 2007 only when the
  change was accepted (a refused change leaves the first call: 16D).

Board 1 of rule_cases (North deals): North AK2.QJ4.T98.AK32, East
QT98.K3.AKQ2.654, South J76.AT98.J65.QJ7, West 543.7652.743.T98.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from rule_cases import clean_texts, must_passes, record, rule_json, script
from rule_cases import ruling_effects as effects

EDITIONS = ["2017", "2007"]
#: the law that lets the last pass be put right before the lead (2007: 25A3)
END_LAW = {"2017": "25A5", "2007": "25A3"}
#: West's own pass ends the auction; he then bids 2H before any lead
WEST_AGAIN = "N 1S; E Pass; S Pass; W Pass; W 2H; N dir"
#: all four pass; West, whose pass ended it, then opens 1H
PASSED_OUT_AGAIN = "N Pass; E Pass; S Pass; W Pass; W 1H; N dir"


def _report(steps: str, edition: str, tmp_path: Path) -> dict[str, Any]:
    return rule_json(record(script(steps), edition), tmp_path)


def _texts(steps: str, edition: str, tmp_path: Path) -> dict[str, str]:
    return clean_texts(record(script(steps), edition), tmp_path)


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_25a5_17d1_own_last_pass_the_director_asks_first(tmp_path: Path, edition: str) -> None:
    report = _report(WEST_AGAIN, edition, tmp_path)
    [ruling] = report["rulings"]
    assert (report["status"], ruling["irregularity"], ruling["offender"]) == (
        "awaiting_fact",
        "call_after_final_pass",
        "W",
    )
    assert (ruling["question"]["fact"], ruling["question"]["laws"]) == ("unintended", ["25A"])
    assert (ruling["options"], ruling["effects"], report["obligations"]) == ([], [], [])
    assert [(s["step"], s["laws"]) for s in report["protocol"]] == [
        ("called_by", ["9B1"]),
        ("change_or_rotation", ["25A", "39"]),
    ]
    out = _texts(WEST_AGAIN, edition, tmp_path)
    assert "call after the final pass (39)" in out["en"]
    assert "bieding na de slotpas (39)" in out["nl"]
    assert "pas van West" in out["nl"] and "wedstrijdleider" in out["nl"]
    # 2007 asks about the pause for thought (25A1), 2017 about the slip (25A2)
    said = {"2017": "slip of the tongue", "2007": "without pause for thought"}[edition]
    assert said in ruling["question"]["text"]


@pytest.mark.parametrize("edition", EDITIONS)
@pytest.mark.parametrize(
    "steps",
    [
        WEST_AGAIN + "; fact unintended true",
        # found before the director call: kept, not asked again
        "N 1S; E Pass; S Pass; W Pass; W 2H; fact unintended true; N dir",
    ],
)
def test_law_25a5_unintended_the_pass_is_replaced_and_the_auction_goes_on(
    tmp_path: Path, edition: str, steps: str
) -> None:
    report = _report(steps, edition, tmp_path)
    [ruling] = report["rulings"]
    assert (ruling["irregularity"], ruling["laws"], ruling["chooser"]) == (
        "change_of_call",
        ["25A", END_LAW[edition]],
        None,
    )
    assert effects(report) == [("call_withdrawn", ["25A"]), ("call_stands", ["25A"])]
    assert (report["status"], report["next"], report["obligations"]) == ("auction", "N", [])
    assert report.get("contract") is None
    out = _texts(steps, edition, tmp_path)
    assert "North calls now" in out["en"]


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_25a5_then_27_the_replacing_bid_is_insufficient(tmp_path: Path, edition: str) -> None:
    # 1H in place of the pass is insufficient over 1S: the intended call is
    # subject to its own law (25A1): Law 27, North may accept it
    steps = "N 1S; E Pass; S Pass; W Pass; W 1H; N dir; fact unintended true"
    report = _report(steps, edition, tmp_path)
    first, second = report["rulings"]
    assert (first["irregularity"], first["laws"]) == ("change_of_call", ["25A", END_LAW[edition]])
    assert (second["irregularity"], second["offender"], second["chooser"]) == (
        "insufficient_bid",
        "W",
        "N",
    )
    assert "accept" in [o["code"] for o in second["options"]]
    assert report["status"] in ("awaiting_fact", "awaiting_choice")
    steps += "; fact artificial false; N ch accept"
    report = _report(steps, edition, tmp_path)
    assert (report["status"], report["next"], report["obligations"]) == ("auction", "N", [])
    _texts(steps, edition, tmp_path)


@pytest.mark.parametrize(
    ("edition", "codes"),
    [
        (
            "2017",
            ["prohibit_suit:S", "prohibit_suit:H", "prohibit_suit:D", "prohibit_suit:C"],
        ),
        ("2007", ["require_suit:H", "prohibit_suit:H"]),
    ],
)
def test_law_39c_intended_last_pass_then_39_and_the_lead_choice(
    tmp_path: Path, edition: str, codes: list[str]
) -> None:
    steps = WEST_AGAIN + "; fact unintended false"
    report = _report(steps, edition, tmp_path)
    first, lead = report["rulings"]
    assert (first["irregularity"], first["laws"], first["facts"]["unintended"]) == (
        "call_after_final_pass",
        ["39", "39C"],
        False,
    )
    assert ("call_cancelled", ["39A"]) in effects(report, 0)
    assert (report["status"], lead["irregularity"], lead["chooser"]) == (
        "awaiting_choice",
        "lead_restriction",
        "N",
    )
    assert [o["code"] for o in lead["options"]] == [*codes, "no_restriction"]
    _texts(steps, edition, tmp_path)


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_22b_25a_passed_out_board_the_last_pass_put_right(tmp_path: Path, edition: str) -> None:
    # 22B: four passes end the board 'but see Law 25': asked first, then the
    # auction reopens with West's 1H, or the board stays passed out (39B)
    asked = _report(PASSED_OUT_AGAIN, edition, tmp_path)
    assert (asked["status"], asked["rulings"][0]["question"]["fact"]) == (
        "awaiting_fact",
        "unintended",
    )
    reopened = _report(PASSED_OUT_AGAIN + "; fact unintended true", edition, tmp_path)
    assert (reopened["status"], reopened["next"]) == ("auction", "N")
    assert reopened["rulings"][0]["laws"] == ["25A", END_LAW[edition]]
    kept = _report(PASSED_OUT_AGAIN + "; fact unintended false", edition, tmp_path)
    [ruling] = kept["rulings"]
    assert (kept["status"], ruling["laws"]) == ("passed_out", ["39", "39B"])
    assert ("no_further_rectification", ["39B"]) in effects(kept)
    for answer in ("true", "false"):
        _texts(PASSED_OUT_AGAIN + f"; fact unintended {answer}", edition, tmp_path)


@pytest.mark.parametrize("edition", EDITIONS)
@pytest.mark.parametrize(
    ("steps", "offender", "laws"),
    [
        # South passed, West's pass ended it: South's 2S is 39 at once
        ("N 1S; E Pass; S Pass; W Pass; S 2S; W dir", "S", ["39", "39B"]),
        # East's partner West called after East's pass: 39 at once (39C)
        ("N 1S; E Pass; S Pass; W Pass; E 2H; N dir", "E", ["39", "39C"]),
        # North (declarer) after the final pass: 39B
        ("N 1S; E Pass; S Pass; W Pass; N 2S; E dir", "N", ["39", "39B"]),
        # the opening lead is faced: the auction period is over (17D1)
        ("N 1S; E Pass; S Pass; W Pass; E card SQ; W 2H; N dir", "W", ["39", "39C"]),
    ],
)
def test_law_39_any_other_call_after_the_final_pass_is_ruled_at_once(
    tmp_path: Path, edition: str, steps: str, offender: str, laws: list[str]
) -> None:
    report = _report(steps, edition, tmp_path)
    ruling = report["rulings"][0]
    assert (ruling["irregularity"], ruling["offender"], ruling["laws"]) == (
        "call_after_final_pass",
        offender,
        laws,
    )
    assert "question" not in ruling or ruling["question"] is None
    assert report["status"] != "awaiting_fact"
    assert report.get("contract") == "1S"
    _texts(steps, edition, tmp_path)


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_25a_the_same_pass_again_is_no_change(tmp_path: Path, edition: str) -> None:
    steps = "N 1S; E Pass; S Pass; W Pass; W Pass; N dir"
    report = _report(steps, edition, tmp_path)
    assert (report["rulings"], report["status"], report["next"]) == ([], "play", "E")
    out = _texts(steps, edition, tmp_path)
    assert "no change of call (25)" in out["en"]


@pytest.mark.parametrize("edition", EDITIONS)
@pytest.mark.parametrize(
    ("answer", "status", "nxt"), [("true", "auction", "E"), ("false", "play", "E")]
)
def test_law_25a6_lho_called_over_it_before_the_director(
    tmp_path: Path, edition: str, answer: str, status: str, nxt: str
) -> None:
    # North bid 2S over West's 2H before anyone called the director. Found
    # unintended: 2H replaced the pass and North's 2S is a call over it, East
    # calls; found intended: 39B (declarer called over it), no lead restriction
    steps = f"N 1S; E Pass; S Pass; W Pass; W 2H; N 2S; E dir; fact unintended {answer}"
    report = _report(steps, edition, tmp_path)
    assert (report["status"], report["next"], report["obligations"]) == (status, nxt, [])
    first = report["rulings"][0]
    if answer == "true":
        assert first["irregularity"] == "change_of_call"
    else:
        assert (first["irregularity"], first["laws"]) == ("call_after_final_pass", ["39", "39B"])
    _texts(steps, edition, tmp_path)


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_25b_intended_change_asked_first_then_lho_chooses(tmp_path: Path, edition: str) -> None:
    steps = "N 1S; N 2S; E dir"
    asked = _report(steps, edition, tmp_path)
    assert (asked["status"], asked["rulings"][0]["question"]["fact"]) == (
        "awaiting_fact",
        "unintended",
    )
    steps += "; fact unintended false"
    report = _report(steps, edition, tmp_path)
    [ruling] = report["rulings"]
    assert (ruling["irregularity"], ruling["laws"], ruling["chooser"]) == (
        "change_of_call",
        ["25B"],
        "E",
    )
    assert [(o["code"], o["laws"]) for o in ruling["options"]] == [
        ("accept", ["25B1"]),
        ("reject", ["25B2"]),
    ]
    _texts(steps, edition, tmp_path)


@pytest.mark.parametrize(
    ("edition", "choice", "info", "lead"),
    [
        ("2017", "accept", "16C", ["26B"]),
        ("2017", "reject", "16C", ["26B"]),
        ("2007", "accept", "16D", ["26"]),
        ("2007", "reject", "16D", None),
    ],
)
def test_law_25b_accepted_or_refused_26_in_2017_only_when_accepted_in_2007(
    tmp_path: Path, edition: str, choice: str, info: str, lead: list[str] | None
) -> None:
    steps = f"N 1S; N 2S; E dir; fact unintended false; E ch {choice}"
    report = _report(steps, edition, tmp_path)
    [ruling] = report["rulings"]
    kinds = dict(effects(report))
    stands = {"accept": "2S", "reject": "1S"}[choice]
    assert [e["call"] for e in ruling["effects"] if e["type"] == "call_stands"] == [stands]
    assert kinds["unauthorized_information"] == [info]
    assert kinds.get("lead_restriction_possible") == lead
    assert (report["status"], report["next"], must_passes(report)) == ("auction", "E", [])
    _texts(steps, edition, tmp_path)


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_25a_unintended_change_before_lho_calls_no_lead_restriction(
    tmp_path: Path, edition: str
) -> None:
    steps = "N 1S; N 2S; E dir; fact unintended true"
    report = _report(steps, edition, tmp_path)
    [ruling] = report["rulings"]
    assert (ruling["irregularity"], ruling["chooser"], ruling["options"]) == (
        "change_of_call",
        None,
        [],
    )
    kinds = [k for k, _ in effects(report)]
    assert "lead_restriction_possible" not in kinds
    assert (report["status"], report["next"]) == ("auction", "E")
    _texts(steps, edition, tmp_path)
