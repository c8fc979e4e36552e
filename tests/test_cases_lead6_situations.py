"""Situations (spec §6) the lead found while using ``rule`` as a director
called mid-board: the cards of the trick in progress were played before
every event of the record, so nothing in the events can have come before
them.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from check2_cases import Case, nt, params, run_case, sit
from rule_cases import rule_json, rule_refused, rule_text

BOTH = ("2017", "2007")


def mid(ns: int, ew: int, current: list[str]) -> dict[str, Any]:
    out = {k: v for k, v in nt(ns, ew).items() if k != "leader"}
    return {**out, "current": current}


CASES: list[Case] = [
    # East had already led to trick 5 when West dropped the queen: the lead
    # stands; only West's card is a penalty card (49, 50B), no 50D2 on the lead
    *(
        Case(
            f"law_50d2_lead_in_view_came_before_the_exposure_{ed}",
            sit(mid(3, 1, ["E:D4"]), "W exp SQ; N dir", ed),
            {
                "status": "play",
                "irr": [("exposed_card", "W", None)],
                "pcs": {("W", "SQ", "major")},
                "text_en": ["South"],
                "text_en_not": ["withdrawn", "50D2"],
                "text_nl_not": ["teruggenomen"],
            },
        )
        for ed in BOTH
    ),
    # the same with the exposure made before East's lead, in the events:
    # East led before declarer's 50D2 choice, so the lead is taken back
    *(
        Case(
            f"law_50d2_lead_after_the_exposure_is_taken_back_{ed}",
            sit(nt(3, 1, "E"), "W exp SQ; E card D4; N dir", ed),
            {
                "status": "awaiting_choice",
                "irr_has": [("exposed_card", "W"), ("exposed_card", "E")],
                "pcs_has": {("W", "SQ", "major"), ("E", "D4", "major")},
                "ruling": {"chooser": "N"},
            },
        )
        for ed in BOTH
    ),
]


@pytest.mark.parametrize("case", params(CASES))
def test_law_50d2_situation_lead_order(case: Case, tmp_path: Path) -> None:
    run_case(case, tmp_path)


def test_law_50b_german_text_names_penalty_cards_as_the_german_laws_do(tmp_path: Path) -> None:
    """The German Laws call them Hauptstrafkarte and Nebenstrafkarte (50B):
    the text says so throughout, never 'große' or 'kleine Strafkarte'."""
    major = rule_text(sit(mid(3, 1, ["E:D4"]), "W exp SQ; N dir", "2007"), tmp_path, "de")
    minor = rule_text(sit(mid(3, 1, ["E:D4"]), "W exp S3; N dir", "2007"), tmp_path, "de")
    assert "Hauptstrafkarte" in major and "Nebenstrafkarte" in minor
    for text in (major, minor):
        assert "große Strafkarte" not in text and "kleine Strafkarte" not in text


@pytest.mark.parametrize(
    ("dummy", "current", "holds", "written"),
    [
        ("AKQJT98765432.-.-.-", [], 6, 13),  # more cards than dummy can hold
        ("Q.-.-.-", [], 6, 1),  # every suit written: exactly six
        ("Q.-.-.-", ["E:D4", "S:D2"], 5, 1),  # dummy has played to the trick in view
    ],
)
def test_spec6_dummy_that_cannot_be_is_refused(
    dummy: str, current: list[str], holds: int, written: int, tmp_path: Path
) -> None:
    situation: dict[str, Any] = {**nt(4, 3, "E"), "dummy": dummy}
    if current:
        situation = {**mid(4, 3, current), "dummy": dummy}
    nl = rule_refused(sit(situation), tmp_path)
    assert f"situation.dummy: na 7 slagen heeft een hand er {holds}, niet {written}" in nl


def test_spec6_dummy_written_in_part_is_taken_as_the_cards_known(tmp_path: Path) -> None:
    """An empty suit says nothing is known of it: fewer cards are accepted."""
    report = rule_json(sit({**nt(4, 3, "E"), "dummy": "Q..A2."}), tmp_path)
    assert report["status"] == "play"
    full_six = rule_json(sit({**nt(4, 3, "E"), "dummy": "Q.-.AK.J32"}), tmp_path)
    assert full_six["status"] == "play"
