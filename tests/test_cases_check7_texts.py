"""Seventh blind check (issue 13), the words of the ruling: records whose
text must cite the branch of its own edition (2017 72C, 16C and 26B where
2007 says 23, 16D and 26), use the NBB's and the German seed's terms
(wedstrijdleider, blinde, grote strafkaart; Alleinspieler, Hauptstrafkarte,
Turnierleiter)
and, in the rubber edition, name rules 58/59 when a player who may not
choose does. Expectations set down from the seeds before the records were
run.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from check2_cases import Case, params
from check6_cases import at, board, run6
from check7_cases import contract, each, pc

#: East's insufficient 1H over 1S refused; East bids 3C instead (not comparable)
IB_3C = "N 1S; E 1H; S dir; fact artificial false; S ch reject; E 3C; fact comparable false"

CASES: list[Case] = [
    # ---- 27B2: the forced pass and what it cites ----------------------------------------
    Case(
        "law_27b2_2017_text_cites_26b_and_72c",
        board(IB_3C),
        {"must_pass": [("W", "rest_of_auction")], "text_all": ["27B2", "26B", "72C"]},
    ),
    Case(
        "law_27b2_2007_text_cites_23_and_26_not_72c",
        board(IB_3C, "2007"),
        {
            "must_pass": [("W", "rest_of_auction")],
            "text_all": ["27B2", "23"],
            "not_en": ["72C"],
            "not_nl": ["72C"],
            "not_de": ["72C"],
        },
    ),
    # ---- 31A2: the 2017 text cites 16C, the 2007 text 16D ------------------------------
    Case(
        "law_31a2_2017_not_comparable_text_cites_16c",
        at(
            {"auction": ["1H"]},
            "S 2C; W dir; W ch reject; fact artificial false; E 1S; S 2D; fact comparable false",
        ),
        {"must_pass": [("N", "next_turn")], "text_all": ["16C"], "not_en": ["16D"]},
    ),
    Case(
        "law_31a2b_2007_other_denomination_text_cites_23_and_26",
        at(
            {"auction": ["1H"]},
            "S 2C; W dir; W ch reject; fact artificial false; E 1S; S 2D",
            "2007",
        ),
        {
            "must_pass": [("N", "rest_of_auction")],
            "text_all": ["31A2b", "(26)", "(23)"],
            "not_en": ["16C", "72C"],
        },
    ),
    # ---- a course classic (the old ACBL laws quiz): 2NT - Pass - 2C, natural, refused;
    # 3C, the lowest bid in clubs, without further rectification (27B1a)
    *[
        Case(
            f"law_27b1a_course_2nt_pass_2c_natural_corrected_to_3c_{ed}",
            board("N 2NT; E Pass; S 2C; W dir; fact artificial false; W ch reject; S 3C", ed),
            {
                "status": "auction",
                "next": "W",
                "must_pass": [],
                "irr": [("insufficient_bid", "S", False)],
                "text_all": ["27B1"],
            },
        )
        for ed in ("2017", "2007")
    ],
    # ---- the NBB's and the German seed's terms in a penalty-card ruling ----------------
    *each(
        "law_50d2_text_terms_grote_strafkaart_and_hauptstrafkarte",
        contract("2H", "E", 2, 3, leader="S", penalty_cards=[pc("N", "SQ")]),
        "",
        {
            "status": "awaiting_choice",
            "text_nl": ["grote strafkaart"],
            "text_de": ["Alleinspieler", "Hauptstrafkarte"],
        },
    ),
    *each(
        "law_54_text_terms_blinde_and_turnierleiter",
        contract("2H", "E"),
        "N card SK; E dir",
        {"text_nl": ["wedstrijdleider", "blinde"], "text_de": ["Turnierleiter"]},
    ),
    # ---- rubber 59: dummy names declarer's 47(1) penalty -------------------------------
    Case(
        "rubber_59_situation_dummy_chooses_for_declarer_right_lost",
        at(contract("4S", "S", 4, 2, current=["S:D4"]), "E card DK; S dir; N ch highest", "rubber"),
        {"status": "play", "next": "W", "text_all": ["59"]},
    ),
    # rubber 61: the penalty came from a rule cited wrongly: no penalty for the lead
    Case(
        "rubber_61_situation_rule_cited_wrongly_no_penalty_for_the_lead",
        at(
            contract("4S", "S", 4, 2, leader="S"),
            [
                {"by": "W", "card": "H5"},
                {"by": "S", "director": True},
                {"fact": "wrong_rule_cited", "value": True},
            ],
            "rubber",
        ),
        {"status": "play", "text_all": ["61"], "pcs": set()},
    ),
]


@pytest.mark.parametrize("case", params(CASES))
def test_law_check7_texts(case: Case, tmp_path: Path) -> None:
    run6(case, tmp_path)
