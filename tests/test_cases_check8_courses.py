"""Eighth blind check (issue 13), part 7: situations of the kind director
courses set (EBL table simulations, EBU club refresher courses, the EBL TD
school's Law 16/25 workshop), found with the search tool and recorded here in
our own words and on our own cards: a concession of a trick that could not
be lost found after the board (71), a concession that a normal line could
justify (70E1, 71), an agreement to a claim withdrawn (69B), an unintended
double replaced after LHO called over it (25A), an insufficient 1NT over 1NT
(27B1a), a revoke claimed after the play by a side that mixed its cards (66D),
and a disputed claim where declarer forgot an outstanding trump (70C).
Expectations set down from the seeds before the records were run.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from check2_cases import Case, fact, full, params
from check6_cases import run6
from check7_cases import contract, each
from check8_cases import ev

#: 5H by South (dummy North), nobody vulnerable, six tricks played (NS 4, EW 2)
S_5H = contract("5H", "S", 4, 2, leader="S")
#: the same after six tricks all won by North-South
S_5H_SIX = contract("5H", "S", 6, 0, leader="S")

CASES: list[Case] = [
    # ---- 71: a conceded trick that could not be lost ---------------------------------------
    # declarer says "one off" and the defenders agree; after the session they find that
    # any normal line makes eleven: the director restores the trick (71)
    *each(
        "law_71_course_concession_of_one_the_director_asked_his_figure",
        S_5H,
        "S concede 1; W agree; E agree; N dir",
        {"status": "awaiting_fact", "questions": ["claim_award"]},
    ),
    *each(
        "law_71_course_concession_of_one_restored_5h_made_450",
        S_5H,
        ev("S concede 1; W agree; E agree; N dir", fact("claim_award", 11)),
        {
            "status": "complete",
            "tricks": {"NS": 11, "EW": 2},
            "score": {"NS": 450, "EW": -450},
            "adjust": [("71", "NS", 1)],
        },
    ),
    # the other version: a normal (not irrational) line loses the trick, the director's
    # figure is ten: the concession stands, one down
    *each(
        "law_70e1_course_concession_of_one_stands_5h_one_down",
        S_5H,
        ev("S concede 1; W agree; E agree; N dir", fact("claim_award", 10)),
        {
            "status": "complete",
            "tricks": {"NS": 10, "EW": 3},
            "score": {"NS": -50, "EW": 50},
            "adjust": [],
        },
    ),
    # ---- 69B: an agreement withdrawn ----------------------------------------------------------
    # declarer claims 12 in 5H, both agree; West then sees that the defence has a sure
    # trump trick and withdraws his agreement; the director's figure: 11
    *each(
        "law_69b_course_agreement_withdrawn_one_trick_back_to_east_west",
        S_5H_SIX,
        ev("S claim 12; W agree; E agree; W dispute; W dir", fact("claim_award", 11)),
        {
            "status": "complete",
            "tricks": {"NS": 11, "EW": 2},
            "score": {"NS": 450, "EW": -450},
            "adjust": [("69B2", "EW", 1)],
        },
    ),
    # ---- 70: a disputed claim, the director's figure ---------------------------------------------
    # declarer claims the rest forgetting a trump; the director awards the defence a trick
    *each(
        "law_70c_course_forgotten_trump_one_trick_to_the_defence",
        S_5H_SIX,
        ev("S claim 13; E dispute; E dir", fact("claim_award", 12)),
        {"status": "complete", "tricks": {"NS": 12, "EW": 1}, "score": {"NS": 480, "EW": -480}},
    ),
    # ---- 27B1a: an insufficient 1NT over 1NT --------------------------------------------------
    # East puts 1NT on North's 1NT; South refuses it; the lowest sufficient bid in the same
    # denomination (2NT), both natural: no further rectification, South calls
    *[
        Case(
            f"law_27b1a_course_1nt_over_1nt_corrected_to_2nt_{ed}",
            full("N 1NT; E 1NT; S dir; fact artificial false; S ch reject; E 2NT", ed),
            {"status": "auction", "next": "S", "must_pass": [], "text_all": ["27B1"]},
        )
        for ed in ("2017", "2007")
    ],
    # ... East passes instead: West must pass throughout (27B2)
    *[
        Case(
            f"law_27b2_course_1nt_over_1nt_replaced_by_a_pass_{ed}",
            full("N 1NT; E 1NT; S dir; fact artificial false; S ch reject; E Pass", ed),
            {"status": "auction", "next": "S", "must_pass": [("W", "rest_of_auction")]},
        )
        for ed in ("2017", "2007")
    ],
    # ---- 66D: cards mixed after the play ---------------------------------------------------------
    # after 4H by West, North-South say declarer revoked in trick 5; East-West had already
    # mixed their cards: the director rules for North-South (66D) and treats the revoke as
    # made: West won the trick, East-West won one more after it: two tricks
    *each(
        "law_66d_course_revoke_claimed_the_side_that_mixed_loses",
        contract("4H", "W", 3, 10),
        [
            fact("cards_mixed", "EW", revoke={"seat": "W", "trick": 5}),
            fact("revoke_trick_won_by", "W", trick=5),
            fact("offending_side_tricks_after", 1, trick=5),
        ],
        {"status": "complete", "tricks": {"NS": 5, "EW": 8}, "score": {"NS": 100, "EW": -100}},
    ),
    # the side claiming the revoke mixed its own cards: the claim fails, the result stands
    *each(
        "law_66d_course_revoke_claimed_by_the_side_that_mixed_fails",
        contract("4H", "W", 3, 10),
        [fact("cards_mixed", "NS", revoke={"seat": "W", "trick": 5})],
        {
            "status": "complete",
            "tricks": {"NS": 3, "EW": 10},
            "score": {"NS": -420, "EW": 420},
            "adjust": [],
        },
    ),
]


@pytest.mark.parametrize("case", params(CASES))
def test_law_check8_courses(case: Case, tmp_path: Path) -> None:
    run6(case, tmp_path)
