"""Eighth blind check (issue 13), part 8: breadth. Misinformation or a
mistaken call judged after the board (75B, 75C; 2007 75 without numbered
paragraphs in B), questions about a revoke (61B), dummy suggesting a play
(45F) and declarer's incomplete designation of dummy's card with dummy
known (46B1). Expectations set down from the seeds before the records were
run.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from check2_cases import Case, fact, params
from check6_cases import board, run6
from check7_cases import contract, each
from check8_cases import ev

#: North opens 1S, East overcalls 2D and West explains it to South; 2S by North, 8 tricks
AUCTION_2D = "N 1S; E 2D; S Pass; W Pass; N 2S; E Pass; S Pass; W Pass; E card DA"
CLAIM_8 = "N claim 8; E agree; W agree"


def explained(
    explanation: str, agreement: str, edition: str, *found: dict[str, Any]
) -> dict[str, Any]:
    """The 2D overcall explained by West to South (event 2), the agreement
    from East-West's system card found after the board, and the director's
    findings."""
    evs = ev(
        "N 1S; E 2D",
        {"by": "W", "explain": explanation, "of": 1, "to": "S"},
        "S Pass; W Pass; N 2S; E Pass; S Pass; W Pass; E card DA",
        CLAIM_8,
        "S dir",
        {"by": "E", "agreement": agreement, "of": 1, "source": "system_card"},
        *found,
    )
    return board(evs, edition)


CASES: list[Case] = [
    # ---- 75C: the explanation was the agreement and the director finds a mistaken call: no
    # infraction, the result stands
    *[
        Case(
            f"law_75c_2d_explained_as_the_agreement_result_stands_{ed}",
            explained(
                "natural overcall",
                "natural overcall",
                ed,
                fact("misinformation", "call", of=1),
                # 75A: East's later pass, the only call (judg14: now asked)
                fact("logical_alternatives", ["Pass"], of=6, suggested="Pass"),
            ),
            {
                "status": "complete",
                "tricks": {"NS": 8, "EW": 5},
                "score": {"NS": 110, "EW": -110},
                "judged": {"status": "result_stands"},
            },
        )
        for ed in ("2017", "2007")
    ],
    # ---- 75B: the explanation was not the agreement: misinformation; the board is over,
    # the director is asked the likely results (12C1)
    *[
        Case(
            f"law_75b_2d_explained_wrongly_likely_results_asked_{ed}",
            explained("natural overcall", "both majors, weak", ed),
            {
                "status": "complete",
                "tricks": {"NS": 8, "EW": 5},
                "judged": {"status": "awaiting_fact"},
                "text_all": ["75B"],
            },
        )
        for ed in ("2017", "2007")
    ],
    # ---- 61B: questions about a revoke -------------------------------------------------------
    # declarer asks North, who discarded on the diamond lead, whether he has none (61B1):
    # allowed, nothing to rule
    *each(
        "law_61b1_situation_declarer_asks_a_defender_nothing_to_rule",
        contract("4H", "W", 2, 3, current=["W:D2", "N:S5"]),
        [fact("revoke_question", "N", by="W")],
        {"status": "play", "next": "E", "irr": []},
    ),
    # dummy asks North the same: dummy may not ask a defender (61B2b): an irregularity
    *each(
        "law_61b2b_situation_dummy_asks_a_defender",
        contract("4H", "W", 2, 3, current=["W:D2", "N:S5"]),
        [fact("revoke_question", "N", by="E")],
        {"irr_has": [("dummy_asked_defender", "E")], "text_all": ["61B2"]},
    ),
    # ---- 45F: dummy suggests a play -------------------------------------------------------------
    *each(
        "law_45f_situation_dummy_suggests_a_card_play_goes_on",
        contract("4H", "W", 2, 3, current=["N:D4"]),
        [fact("dummy_suggested", True)],
        {"status": "play", "next": "E", "irr_has": [("dummy_suggested_play", "E")]},
    ),
    # ---- 46B1: an incomplete designation with dummy known ---------------------------------------
    # declarer says "high" with dummy to play to a club: dummy's highest club, the king
    *each(
        "law_46b1a_situation_high_means_dummys_highest_club",
        contract("4H", "W", 2, 3, current=["W:C5", "N:C8"], dummy="A2.J.T9.K32"),
        [fact("designation", "high")],
        {"status": "play", "next": "S", "irr_has": [("incomplete_designation", "W")]},
    ),
    # "low": dummy's lowest club, the two
    *each(
        "law_46b1c_situation_low_means_dummys_lowest_club",
        contract("4H", "W", 2, 3, current=["W:C5", "N:C8"], dummy="A2.J.T9.K32"),
        [fact("designation", "low")],
        {"status": "play", "next": "S", "irr_has": [("incomplete_designation", "W")]},
    ),
]


@pytest.mark.parametrize("case", params(CASES))
def test_law_check8_breadth(case: Case, tmp_path: Path) -> None:
    run6(case, tmp_path)
